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

// bookingID is the {bookingId} of a booking's route: a placeholder of its own, which the
// access log never shows (httpx.Matched).
func bookingID(r *http.Request) string { return mux.Vars(r)["bookingId"] }

// answer writes v as JSON with status, or the error.
func answer[T any](w http.ResponseWriter, r *http.Request, status int, v T, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, status, v)
}

// submit answers a route that takes a form: decoded as C, done, and what that gives
// answered as J with status.
func submit[C, T, J any](w http.ResponseWriter, r *http.Request, status int, decode func(http.ResponseWriter, *http.Request) (C, error),
	do func(C) (T, error), toJSON func(T) J) {
	c, err := decode(w, r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, err := do(c)
	answer(w, r, status, toJSON(v), err)
}

// decodeForm decodes a request's JSON into the domain form F, normalized and checked.
func decodeForm[F any, P interface {
	*F
	httpx.Form
}](w http.ResponseWriter, r *http.Request) (F, error) {
	f, err := httpx.DecodeForm(w, r, nil, func(f F) P { return &f })
	if err != nil {
		var zero F
		return zero, err
	}
	return *f, nil
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
// encoded as J.
func list[T, J any](w http.ResponseWriter, r *http.Request, resource string, read func(paging.Page) ([]T, int, error), toJSON func(T) J) {
	p, err := paging.Parse(r.URL.Query())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	items, total, err := read(p)
	answerPage(w, r, resource, p.Offset, total, items, err, toJSON)
}

// whole answers a list route that is never paged: all of its records as one page.
func whole[T, J any](w http.ResponseWriter, r *http.Request, resource string, items []T, err error, toJSON func(T) J) {
	answerPage(w, r, resource, 0, len(items), items, err, toJSON)
}

// answerPage answers the page of a list that starts at offset, encoded as J, with the
// Content-Range header react-admin reads; or the error.
func answerPage[T, J any](w http.ResponseWriter, r *http.Request, resource string, offset, total int, items []T, err error, toJSON func(T) J) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out := make([]J, len(items))
	for i, item := range items {
		out[i] = toJSON(item)
	}
	end := offset + len(items) - 1
	if len(items) == 0 {
		end = offset
	}
	w.Header().Set("Content-Range", fmt.Sprintf("%s %d-%d/%d", resource, offset, end, total))
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	w.Header().Set("Access-Control-Expose-Headers", "Content-Range, X-Total-Count")
	httpx.JSON(w, http.StatusOK, out)
}
