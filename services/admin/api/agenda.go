package api

import (
	"net/http"

	"wandelwijs.nl/domain/agenda"
)

// feedJSON is the organisers' private calendar feed: its URL holds the token.
type feedJSON struct {
	URL string `json:"url"`
}

type agendaHandlers struct {
	feeds  *agenda.Service
	public string
}

func (h agendaHandlers) answer(w http.ResponseWriter, r *http.Request, token string, err error) {
	answer(w, r, http.StatusOK, feedJSON{URL: h.public + "/agenda/" + token + ".ics"}, err)
}

// get answers GET /admin/agenda-feed: the private feed's URL (its token made on first use).
func (h agendaHandlers) get(w http.ResponseWriter, r *http.Request) {
	token, err := h.feeds.Token(r.Context())
	h.answer(w, r, token, err)
}

// renew answers POST /admin/agenda-feed/renew: a new URL; the old one stops answering.
func (h agendaHandlers) renew(w http.ResponseWriter, r *http.Request) {
	token, err := h.feeds.Renew(r.Context())
	h.answer(w, r, token, err)
}
