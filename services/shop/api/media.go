package api

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/media"
	"wandelwijs.nl/platform/httpx"
)

type mediaHandlers struct{ media *media.Service }

// variant answers GET /media/{name} ({hash}-{width}.{ext}, forwarded by the BFF): the
// stored bytes, kept by browsers and caches for a year, since a name never changes content.
func (h mediaHandlers) variant(w http.ResponseWriter, r *http.Request) {
	v, err := h.media.Variant(r.Context(), mux.Vars(r)["name"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.Header().Set("Content-Type", media.ContentTypes[v.Format])
	w.Header().Set("Content-Length", strconv.Itoa(len(v.Data)))
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(v.Data)
}
