package api

import (
	"net/http"
	"time"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/privacy"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/validate"
)

// exportJSON is GET /users/me/export: everything kept about the caller.
type exportJSON struct {
	ExportedAt time.Time               `json:"exportedAt"`
	Profile    account.User            `json:"profile"`
	Bookings   []booking.View          `json:"bookings"`
	Vouchers   []privacy.Voucher       `json:"vouchers"`
	Requests   privacy.Requests        `json:"requests"`
	Waitlist   []privacy.WaitlistEntry `json:"waitlist"`
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
	w.Header().Set("Content-Disposition", `attachment; filename="wandelwijs-mijn-gegevens.json"`)
	httpx.JSON(w, http.StatusOK, out)
}

// deleteMeJSON is DELETE /users/me.
type deleteMeJSON struct {
	Password string `json:"password"`
}

// deleteMe answers DELETE /users/me {password} (USER): the account is deleted, its coming
// bookings cancelled first, and the browser's session ends.
func (h authHandlers) deleteMe(w http.ResponseWriter, r *http.Request) {
	var in deleteMeJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if in.Password == "" || len(in.Password) > 200 {
		httpx.Error(w, r, validate.Errors{"password": "Vul je wachtwoord in om je account te verwijderen."}.Err())
		return
	}
	claims, _ := auth.FromContext(r.Context())
	if err := h.allow(w, r, claims.UserID); err != nil { // guessing the password is limited as at login
		httpx.Error(w, r, err)
		return
	}
	if err := h.privacy.DeleteAccount(r.Context(), claims.UserID, in.Password); err != nil {
		httpx.Error(w, r, err)
		return
	}
	h.clearSession(w)
	httpx.JSON(w, http.StatusOK, map[string]string{"message": "Je account is verwijderd."})
}
