package api

import (
	"net/http"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/agenda"
	"wandelwijs.nl/platform/httpx"
)

type agendaHandlers struct{ feeds *agenda.Service }

// calendar writes a feed as a calendar to subscribe to (text/calendar, shown inline).
func calendar(w http.ResponseWriter, r *http.Request, feed []byte, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
	w.Header().Set("Content-Disposition", `inline; filename="wandelwijs.ics"`)
	_, _ = w.Write(feed)
}

// public answers GET /agenda.ics (forwarded by the BFF): every upcoming walk.
func (h agendaHandlers) public(w http.ResponseWriter, r *http.Request) {
	feed, err := h.feeds.Public(r.Context())
	calendar(w, r, feed, err)
}

// private answers GET /agenda/{token}.ics: the organisers' feed with the places booked;
// a wrong or renewed token is a Dutch 404.
func (h agendaHandlers) private(w http.ResponseWriter, r *http.Request) {
	feed, err := h.feeds.Private(r.Context(), mux.Vars(r)["token"])
	calendar(w, r, feed, err)
}
