package api

import (
	"errors"
	"log/slog"
	"net/http"

	"github.com/gorilla/mux"

	"wandelwijs.nl/admin/catalog"
	"wandelwijs.nl/admin/export"
	"wandelwijs.nl/admin/overview"
	"wandelwijs.nl/admin/people"
	"wandelwijs.nl/admin/requests"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
)

type handlers struct{ d Deps }

func id(r *http.Request) string { return mux.Vars(r)["id"] }

// answer writes v, or the error.
func answer(w http.ResponseWriter, r *http.Request, v any, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, v)
}

// list answers a list endpoint: its page parameters in, Content-Range out.
func list[T any](w http.ResponseWriter, r *http.Request, resource string, read func(p overview.Page) ([]T, int, error)) {
	p, err := listParams(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	items, total, err := read(p)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	writeList(w, resource, p, items, total)
}

func (h handlers) dashboard(w http.ResponseWriter, r *http.Request) {
	d, err := h.d.Overview.Dashboard(r.Context())
	answer(w, r, d, err)
}

func (h handlers) bookings(w http.ResponseWriter, r *http.Request) {
	list(w, r, "bookings", func(p overview.Page) ([]overview.Booking, int, error) { return h.d.Overview.Bookings(r.Context(), p) })
}

func (h handlers) vouchers(w http.ResponseWriter, r *http.Request) {
	list(w, r, "vouchers", func(p overview.Page) ([]overview.VoucherRow, int, error) {
		return h.d.Overview.Vouchers(r.Context(), p)
	})
}

// export answers GET /admin/database/export with a streamed pg_dump.
func (h handlers) export(w http.ResponseWriter, r *http.Request) {
	err := h.d.Dumper.Dump(r.Context(), w, func() {
		w.Header().Set("Content-Type", "application/sql; charset=utf-8")
		w.Header().Set("Content-Disposition", `attachment; filename="`+export.Filename(h.d.Now())+`"`)
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusOK)
	})
	if errors.Is(err, export.ErrNotStarted) {
		slog.ErrorContext(r.Context(), "database export", "err", err)
		httpx.JSON(w, http.StatusInternalServerError, httpx.ErrorBody{Message: "Database export mislukt. Probeer het opnieuw."})
		return
	}
	if err != nil { // headers are gone: the client sees a cut-off download
		slog.ErrorContext(r.Context(), "database export interrupted", "err", err)
	}
}

func (h handlers) listWalks(w http.ResponseWriter, r *http.Request) {
	list(w, r, "walks", func(p overview.Page) ([]catalog.Walk, int, error) { return h.d.Walks.List(r.Context(), p) })
}

func (h handlers) getWalk(w http.ResponseWriter, r *http.Request) {
	v, err := h.d.Walks.Get(r.Context(), id(r))
	answer(w, r, v, err)
}

func (h handlers) createWalk(w http.ResponseWriter, r *http.Request) {
	var in catalog.Input
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, err := h.d.Walks.Create(r.Context(), in)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, v)
}

func (h handlers) updateWalk(w http.ResponseWriter, r *http.Request) {
	var in catalog.Input
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, err := h.d.Walks.Update(r.Context(), id(r), in)
	answer(w, r, v, err)
}

func (h handlers) deleteWalk(w http.ResponseWriter, r *http.Request) {
	v, err := h.d.Walks.Delete(r.Context(), id(r))
	answer(w, r, v, err)
}

func actor(r *http.Request) string {
	c, _ := auth.FromContext(r.Context())
	return c.UserID
}

func (h handlers) listUsers(w http.ResponseWriter, r *http.Request) {
	list(w, r, "users", func(p overview.Page) ([]people.User, int, error) { return h.d.People.List(r.Context(), p) })
}

func (h handlers) getUser(w http.ResponseWriter, r *http.Request) {
	v, err := h.d.People.Get(r.Context(), id(r))
	answer(w, r, v, err)
}

func (h handlers) createUser(w http.ResponseWriter, r *http.Request) {
	var in people.Input
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, err := h.d.People.Create(r.Context(), in)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, v)
}

func (h handlers) updateUser(w http.ResponseWriter, r *http.Request) {
	var in people.Input
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, err := h.d.People.Update(r.Context(), actor(r), id(r), in)
	answer(w, r, v, err)
}

func (h handlers) deleteUser(w http.ResponseWriter, r *http.Request) {
	v, err := h.d.People.Delete(r.Context(), actor(r), id(r))
	answer(w, r, v, err)
}

func (h handlers) feests(w http.ResponseWriter, r *http.Request) {
	list(w, r, "feest-requests", func(p overview.Page) ([]requests.Feest, int, error) { return h.d.Requests.Feests(r.Context(), p) })
}

func (h handlers) feestRead(w http.ResponseWriter, r *http.Request) {
	v, err := h.d.Requests.MarkFeestRead(r.Context(), id(r))
	answer(w, r, v, err)
}

func (h handlers) feestReplied(w http.ResponseWriter, r *http.Request) {
	v, err := h.d.Requests.MarkFeestReplied(r.Context(), id(r))
	answer(w, r, v, err)
}

func (h handlers) customWalks(w http.ResponseWriter, r *http.Request) {
	list(w, r, "custom-walks", func(p overview.Page) ([]requests.CustomWalk, int, error) {
		return h.d.Requests.CustomWalks(r.Context(), p)
	})
}

func (h handlers) customWalkStatus(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Status string `json:"status"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, err := h.d.Requests.SetCustomWalkStatus(r.Context(), id(r), in.Status)
	answer(w, r, v, err)
}
