package api

import (
	"net/http"
	"time"

	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/ratelimit"
)

// DefaultRequestLimit allows 5 quick requests per IP, then one per 2 minutes: plenty
// for a person, little for a spam script. factor multiplies the burst.
func DefaultRequestLimit(factor int) *ratelimit.Limiter {
	return ratelimit.New(5*factor, 2*time.Minute)
}

type requestHandlers struct {
	service *request.Service
	limit   *ratelimit.Limiter
	now     func() time.Time
}

// customWalkJSON is a custom-walk request, as sent and as answered.
type customWalkJSON struct {
	ID                    string    `json:"id"`
	CompanyName           *string   `json:"companyName"`
	ContactName           string    `json:"contactName"`
	ContactEmail          string    `json:"contactEmail"`
	ContactPhone          string    `json:"contactPhone"`
	ParticipantCount      *int      `json:"participantCount"`
	PreferredDates        *string   `json:"preferredDates"`
	PreferredLocation     *string   `json:"preferredLocation"`
	WalkTheme             *string   `json:"walkTheme"`
	Duration              string    `json:"duration"`
	Budget                *string   `json:"budget"`
	AdditionalRequests    *string   `json:"additionalRequests"`
	HasAccessibilityNeeds bool      `json:"hasAccessibilityNeeds"`
	AccessibilityDetails  *string   `json:"accessibilityDetails"`
	Status                string    `json:"status"`
	CreatedAt             time.Time `json:"createdAt"`
}

// messageJSON is a feest request or a contact message, as sent and as answered.
type messageJSON struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Phone     *string   `json:"phone"`
	Message   string    `json:"message"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"createdAt"`
}

func (j customWalkJSON) form() *request.CustomWalk {
	return &request.CustomWalk{CompanyName: j.CompanyName, ContactName: j.ContactName, ContactEmail: j.ContactEmail,
		ContactPhone: j.ContactPhone, ParticipantCount: j.ParticipantCount, PreferredDates: j.PreferredDates,
		PreferredLocation: j.PreferredLocation, WalkTheme: j.WalkTheme, Duration: j.Duration, Budget: j.Budget,
		AdditionalRequests: j.AdditionalRequests, HasAccessibilityNeeds: j.HasAccessibilityNeeds,
		AccessibilityDetails: j.AccessibilityDetails}
}

func toCustomWalkJSON(c request.CustomWalk) customWalkJSON {
	return customWalkJSON{ID: c.ID, CompanyName: c.CompanyName, ContactName: c.ContactName, ContactEmail: c.ContactEmail,
		ContactPhone: c.ContactPhone, ParticipantCount: c.ParticipantCount, PreferredDates: c.PreferredDates,
		PreferredLocation: c.PreferredLocation, WalkTheme: c.WalkTheme, Duration: c.Duration, Budget: c.Budget,
		AdditionalRequests: c.AdditionalRequests, HasAccessibilityNeeds: c.HasAccessibilityNeeds,
		AccessibilityDetails: c.AccessibilityDetails, Status: c.Status, CreatedAt: c.CreatedAt}
}

func (j messageJSON) feest() *request.Feest {
	phone := ""
	if j.Phone != nil {
		phone = *j.Phone
	}
	return &request.Feest{Name: j.Name, Email: j.Email, Phone: phone, Message: j.Message}
}

func (j messageJSON) contact() *request.Contact {
	return &request.Contact{Name: j.Name, Email: j.Email, Phone: j.Phone, Message: j.Message}
}

// limit checks the per-IP limit of the request forms.
func (h requestHandlers) limitOf(r *http.Request, w http.ResponseWriter) func() error {
	return func() error {
		return h.limit.Check(w, r, httpx.ClientIP(r), h.now(), "Je hebt net al een paar berichten gestuurd. Probeer het over een paar minuten opnieuw.")
	}
}

// customWalk answers POST /custom-walks.
func (h requestHandlers) customWalk(w http.ResponseWriter, r *http.Request) {
	in, err := httpx.DecodeForm(w, r, h.limitOf(r, w), customWalkJSON.form)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := h.service.SubmitCustomWalk(r.Context(), *in)
	respond(w, r, toCustomWalkJSON(out), err)
}

// feest answers POST /feest.
func (h requestHandlers) feest(w http.ResponseWriter, r *http.Request) {
	in, err := httpx.DecodeForm(w, r, h.limitOf(r, w), messageJSON.feest)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := h.service.SubmitFeest(r.Context(), *in)
	phone := out.Phone
	respond(w, r, messageJSON{ID: out.ID, Name: out.Name, Email: out.Email, Phone: &phone, Message: out.Message,
		Status: out.Status, CreatedAt: out.CreatedAt}, err)
}

// contact answers POST /contact.
func (h requestHandlers) contact(w http.ResponseWriter, r *http.Request) {
	in, err := httpx.DecodeForm(w, r, h.limitOf(r, w), messageJSON.contact)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := h.service.SubmitContact(r.Context(), *in)
	respond(w, r, messageJSON{ID: out.ID, Name: out.Name, Email: out.Email, Phone: out.Phone, Message: out.Message,
		Status: out.Status, CreatedAt: out.CreatedAt}, err)
}

// respond answers 201 with the stored record, or the error.
func respond(w http.ResponseWriter, r *http.Request, record any, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, record)
}
