package api

import (
	"net/http"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/paging"
)

// userChangesJSON is the user form; on update every field is optional.
type userChangesJSON struct {
	Name     *string `json:"name"`
	Email    *string `json:"email"`
	Phone    *string `json:"phone"`
	Password *string `json:"password"`
	Role     *string `json:"role"`
	// Fields react-admin sends back with a full record; ignored.
	ID        *string `json:"id"`
	CreatedAt *string `json:"createdAt"`
	UpdatedAt *string `json:"updatedAt"`
}

func decodeUserChanges(w http.ResponseWriter, r *http.Request) (account.Changes, error) {
	var in userChangesJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		return account.Changes{}, err
	}
	return account.Changes{Name: in.Name, Email: in.Email, Phone: in.Phone, Password: in.Password, Role: in.Role}, nil
}

// actor is the administrator making the call.
func actor(r *http.Request) string {
	c, _ := auth.FromContext(r.Context())
	return c.UserID
}

type accountHandlers struct{ accounts account.Directory }

func (h accountHandlers) list(w http.ResponseWriter, r *http.Request) {
	list(w, r, "users", func(p paging.Page) ([]account.User, int, error) { return h.accounts.List(r.Context(), p) }, account.User.UTC)
}

func (h accountHandlers) get(w http.ResponseWriter, r *http.Request) {
	v, err := h.accounts.Get(r.Context(), id(r))
	answer(w, r, http.StatusOK, v.UTC(), err)
}

func (h accountHandlers) create(w http.ResponseWriter, r *http.Request) {
	submit(w, r, http.StatusCreated, decodeUserChanges, func(c account.Changes) (account.User, error) {
		return h.accounts.Create(r.Context(), c)
	}, account.User.UTC)
}

func (h accountHandlers) update(w http.ResponseWriter, r *http.Request) {
	submit(w, r, http.StatusOK, decodeUserChanges, func(c account.Changes) (account.User, error) {
		return h.accounts.Update(r.Context(), actor(r), id(r), c)
	}, account.User.UTC)
}

func (h accountHandlers) delete(w http.ResponseWriter, r *http.Request) {
	v, err := h.accounts.Delete(r.Context(), actor(r), id(r))
	answer(w, r, http.StatusOK, v.UTC(), err)
}
