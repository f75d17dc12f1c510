package api

import (
	"encoding/json"
	"net/http"
	"time"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/validate"
)

// exportJSON is GET /users/me/export: everything kept about the caller.
type exportJSON struct {
	ExportedAt time.Time         `json:"exportedAt"`
	Profile    account.User      `json:"profile"`
	Bookings   []booking.View    `json:"bookings" nullable:"false"`
	Vouchers   []voucher.Bought  `json:"vouchers" nullable:"false"`
	Requests   []request.Made    `json:"requests" nullable:"false"`
	Waitlist   []waitlist.Joined `json:"waitlist" nullable:"false"`
}

// export answers GET /users/me/export (USER): the caller's profile, bookings, the vouchers
// they bought, and the requests and waiting-list entries made with their address, as a
// JSON file to keep.
func (h authHandlers) export(w http.ResponseWriter, r *http.Request) {
	claims, _ := auth.FromContext(r.Context())
	u, err := h.sessions.Me(r.Context(), claims.UserID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	bookings, err := h.bookings.ForUser(r.Context(), u.ID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	rest, err := h.privacy.Export(r.Context(), u)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	now := h.now()
	out := exportJSON{ExportedAt: now.UTC(), Profile: u.UTC(), Bookings: make([]booking.View, len(bookings)),
		Vouchers: rest.Vouchers, Requests: rest.Requests, Waitlist: rest.Waitlist}
	for i, b := range bookings {
		out.Bookings[i] = b.View(now)
	}
	body, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.Header().Set("Content-Disposition", `attachment; filename="wandelwijs-mijn-gegevens.json"`)
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(append(body, '\n')) // a file people read: one field a line, indented
}

// deleteMeJSON is DELETE /users/me and POST /users/me/password-check.
type deleteMeJSON struct {
	Password string `json:"password"`
}

// ownPassword reads the caller's password from a {password} body, limited as a login
// is, for an act that asks for it again; false when it answered the error.
func (h authHandlers) ownPassword(w http.ResponseWriter, r *http.Request) (auth.Claims, string, bool) {
	var in deleteMeJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return auth.Claims{}, "", false
	}
	if in.Password == "" || len(in.Password) > 200 {
		httpx.Error(w, r, validate.Errors{"password": "Vul je wachtwoord in om je account te verwijderen."}.Err())
		return auth.Claims{}, "", false
	}
	claims, _ := auth.FromContext(r.Context())
	if err := h.allow(w, r, claims.UserID); err != nil { // guessing the password is limited as at login
		httpx.Error(w, r, err)
		return auth.Claims{}, "", false
	}
	return claims, in.Password, true
}

// checkPassword answers POST /users/me/password-check {password} (USER): 204 when it is
// the account's password, so the shop asks "are you sure?" only after the right one.
func (h authHandlers) checkPassword(w http.ResponseWriter, r *http.Request) {
	claims, password, ok := h.ownPassword(w, r)
	if !ok {
		return
	}
	if err := h.sessions.CheckPassword(r.Context(), claims.UserID, password); err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// deleteMe answers DELETE /users/me {password} (USER): the account is deleted, its coming
// bookings cancelled first, and the browser's session ends.
func (h authHandlers) deleteMe(w http.ResponseWriter, r *http.Request) {
	claims, password, ok := h.ownPassword(w, r)
	if !ok {
		return
	}
	if err := h.privacy.DeleteAccount(r.Context(), claims.UserID, password); err != nil {
		httpx.Error(w, r, err)
		return
	}
	h.clearSession(w)
	httpx.JSON(w, http.StatusOK, noticeJSON{Message: "Je account is verwijderd."})
}
