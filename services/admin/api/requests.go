package api

import (
	"net/http"
	"time"

	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/paging"
)

// feestJSON is a party-walk request as the back office reads it.
type feestJSON struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Phone     string    `json:"phone"`
	Message   string    `json:"message"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"createdAt"`
}

func toFeestJSON(f request.Feest) feestJSON { return feestJSON(f) }

// customWalkJSON is a custom-walk request as the back office reads it.
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

func toCustomWalkJSON(c request.CustomWalk) customWalkJSON { return customWalkJSON(c) }

// statusJSON is PATCH /custom-walks/{id}/status.
type statusJSON struct {
	Status string `json:"status"`
}

type requestHandlers struct{ requests request.Inbox }

func (h requestHandlers) feests(w http.ResponseWriter, r *http.Request) {
	list(w, r, "feest-requests", func(p paging.Page) ([]request.Feest, int, error) { return h.requests.Feests(r.Context(), p) }, toFeestJSON)
}

func (h requestHandlers) feestRead(w http.ResponseWriter, r *http.Request) {
	v, err := h.requests.MarkFeestRead(r.Context(), id(r))
	answer(w, r, http.StatusOK, toFeestJSON(v), err)
}

func (h requestHandlers) feestReplied(w http.ResponseWriter, r *http.Request) {
	v, err := h.requests.MarkFeestReplied(r.Context(), id(r))
	answer(w, r, http.StatusOK, toFeestJSON(v), err)
}

func (h requestHandlers) customWalks(w http.ResponseWriter, r *http.Request) {
	list(w, r, "custom-walks", func(p paging.Page) ([]request.CustomWalk, int, error) {
		return h.requests.CustomWalks(r.Context(), p)
	}, toCustomWalkJSON)
}

func (h requestHandlers) customWalkStatus(w http.ResponseWriter, r *http.Request) {
	var in statusJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, err := h.requests.SetCustomWalkStatus(r.Context(), id(r), in.Status)
	answer(w, r, http.StatusOK, toCustomWalkJSON(v), err)
}
