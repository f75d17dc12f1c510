package api

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/paging"
)

// id is the route's {id}.
func id(r *http.Request) string { return mux.Vars(r)["id"] }

// answer writes v as JSON with status, or the error.
func answer[T any](w http.ResponseWriter, r *http.Request, status int, v T, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, status, v)
}

// orEmpty is s, or an empty list for none: JSON [] rather than null.
func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// asIs answers a list's records as they are: their type is their JSON.
func asIs[T any](v T) T { return v }

// list answers a list route: its page read from the query, one page of T read and
// encoded as J, with the Content-Range header react-admin reads.
func list[T, J any](w http.ResponseWriter, r *http.Request, resource string, read func(paging.Page) ([]T, int, error), toJSON func(T) J) {
	p, err := paging.Parse(r.URL.Query())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	items, total, err := read(p)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out := make([]J, len(items))
	for i, item := range items {
		out[i] = toJSON(item)
	}
	end := p.Offset + len(items) - 1
	if len(items) == 0 {
		end = p.Offset
	}
	w.Header().Set("Content-Range", fmt.Sprintf("%s %d-%d/%d", resource, p.Offset, end, total))
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	w.Header().Set("Access-Control-Expose-Headers", "Content-Range, X-Total-Count")
	httpx.JSON(w, http.StatusOK, out)
}
