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

// customWalkForm reads a custom-walk request as sent: what the server sets (its id,
// status and time) is not the sender's to choose; its language is the one r asks in.
func customWalkForm(r *http.Request) func(request.CustomWalk) *request.CustomWalk {
	return func(c request.CustomWalk) *request.CustomWalk {
		c.ID, c.Status, c.CreatedAt, c.Language = "", "", time.Time{}, httpx.Language(r)
		return &c
	}
}

// feestForm reads a feest request in the language r asks in.
func feestForm(r *http.Request) func(messageJSON) *request.Feest {
	return func(j messageJSON) *request.Feest {
		phone := ""
		if j.Phone != nil {
			phone = *j.Phone
		}
		return &request.Feest{Name: j.Name, Email: j.Email, Phone: phone, Message: j.Message, Language: httpx.Language(r)}
	}
}

// contactForm reads a contact message in the language r asks in.
func contactForm(r *http.Request) func(messageJSON) *request.Contact {
	return func(j messageJSON) *request.Contact {
		return &request.Contact{Name: j.Name, Email: j.Email, Phone: j.Phone, Message: j.Message, Language: httpx.Language(r)}
	}
}

// limit checks the per-IP limit of the request forms.
func limitOf[F any](h requestHandlers, w http.ResponseWriter, r *http.Request) func(F) error {
	return func(F) error {
		return h.limit.Check(w, r, httpx.ClientIP(r), h.now(), "Je hebt net al een paar berichten gestuurd. Probeer het over een paar minuten opnieuw.")
	}
}

// customWalk answers POST /custom-walks.
func (h requestHandlers) customWalk(w http.ResponseWriter, r *http.Request) {
	in, err := httpx.DecodeForm(w, r, limitOf[*request.CustomWalk](h, w, r), customWalkForm(r))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := h.service.SubmitCustomWalk(r.Context(), *in)
	respond(w, r, out, err)
}

// feest answers POST /feest.
func (h requestHandlers) feest(w http.ResponseWriter, r *http.Request) {
	in, err := httpx.DecodeForm(w, r, limitOf[*request.Feest](h, w, r), feestForm(r))
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
	in, err := httpx.DecodeForm(w, r, limitOf[*request.Contact](h, w, r), contactForm(r))
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
