package api

import (
	"net/http"

	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/paging"
)

// statusJSON is PATCH /custom-walks/{id}/status.
type statusJSON struct {
	Status string `json:"status"`
}

type requestHandlers struct{ requests request.Inbox }

func (h requestHandlers) feests(w http.ResponseWriter, r *http.Request) {
	list(w, r, "feest-requests", func(p paging.Page) ([]request.Feest, int, error) { return h.requests.Feests(r.Context(), p) }, asIs[request.Feest])
}

func (h requestHandlers) feestRead(w http.ResponseWriter, r *http.Request) {
	v, err := h.requests.MarkFeestRead(r.Context(), id(r))
	answer(w, r, http.StatusOK, v, err)
}

func (h requestHandlers) feestReplied(w http.ResponseWriter, r *http.Request) {
	v, err := h.requests.MarkFeestReplied(r.Context(), id(r))
	answer(w, r, http.StatusOK, v, err)
}

func (h requestHandlers) customWalks(w http.ResponseWriter, r *http.Request) {
	list(w, r, "custom-walks", func(p paging.Page) ([]request.CustomWalk, int, error) {
		return h.requests.CustomWalks(r.Context(), p)
	}, asIs[request.CustomWalk])
}

func (h requestHandlers) customWalkStatus(w http.ResponseWriter, r *http.Request) {
	var in statusJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, err := h.requests.SetCustomWalkStatus(r.Context(), id(r), in.Status)
	answer(w, r, http.StatusOK, v, err)
}
