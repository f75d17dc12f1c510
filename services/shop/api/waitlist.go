package api

import (
	"context"
	"net/http"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/ratelimit"
)

// waitlistHandlers serve the waiting lists of walks with no room: signing up, an entry's
// link (its offer, leaving) and the organisers' list per walk.
type waitlistHandlers struct {
	service *waitlist.Service
	// signups bounds the signups per client, links the calls on entries' links (the
	// places they wait for are the request's places budget: placesBudgets).
	signups, links *ratelimit.Limiter
	now            func() time.Time
}

// waitlistSignupJSON is POST /walks/{slug}/waitlist.
type waitlistSignupJSON struct {
	Name  string `json:"name"`
	Email string `json:"email"`
	Phone string `json:"phone"`
	Qty   int    `json:"qty"`
}

// join answers POST /walks/{slug}/waitlist with 201: the party is on the list.
func (h waitlistHandlers) join(w http.ResponseWriter, r *http.Request) {
	var in waitlistSignupJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	s := waitlist.Signup{Name: in.Name, Email: in.Email, Phone: in.Phone, Qty: in.Qty, Language: httpx.Language(r)}
	s.Normalize()
	if err := s.Validate(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	// A signup may come to hold its places through an offer: it costs them from the
	// places budgets as an order does, besides a request token.
	client := httpx.ClientIP(r)
	err := ratelimit.CheckAll(w, r, h.now(),
		ratelimit.Charge{Limiter: h.signups, Key: client, N: 1, Message: "Te veel aanmeldingen. Wacht even en probeer het dan opnieuw."})
	if err == nil {
		err = booking.ChargePlaces(r.Context(), s.Qty, s.Email)
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	if err := h.service.Join(r.Context(), mux.Vars(r)["slug"], s); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, noticeJSON{
		Message: "Je staat op de wachtlijst. Komt er plaats vrij, dan krijg je een mail met een link om te boeken."})
}

// waitlistLinkJSON is an entry as its own link shows it: its offer, if any.
type waitlistLinkJSON struct {
	Walk           waitlistWalkJSON `json:"walk"`
	Name           string           `json:"name"`
	Email          string           `json:"email"`
	Phone          *string          `json:"phone"`
	Qty            int              `json:"qty"`
	Status         string           `json:"status" enum:"WAITING,OFFERED,BOOKED,EXPIRED,LEFT"`
	OfferOpen      bool             `json:"offerOpen"`
	OfferExpiresAt *time.Time       `json:"offerExpiresAt"`
	// BookingID is the booking made with the entry's offer, once it is BOOKED.
	BookingID *string `json:"bookingId"`
}

type waitlistWalkJSON struct {
	Title     string    `json:"title"`
	Slug      string    `json:"slug"`
	DateStart time.Time `json:"dateStart"`
}

// token takes one call from the client's budget and returns the path's token.
func (h waitlistHandlers) token(w http.ResponseWriter, r *http.Request) (string, bool) {
	return linkToken(w, r, h.links, h.now())
}

// get answers GET /waitlist/{token}: the entry, to fill in the booking form from its offer,
// or, once its offer was used, to lead to the booking made with it.
func (h waitlistHandlers) get(w http.ResponseWriter, r *http.Request) {
	token, ok := h.token(w, r)
	if !ok {
		return
	}
	e, err := h.service.EntryOf(r.Context(), token)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, waitlistLinkJSON{Walk: waitlistWalkJSON{Title: e.WalkTitle, Slug: e.WalkSlug, DateStart: e.WalkStart.UTC()},
		Name: e.Name, Email: e.Email, Phone: e.Phone, Qty: e.Qty, Status: e.Status, OfferOpen: e.OpenOffer(h.now()),
		OfferExpiresAt: httpx.UTCOrNil(e.OfferExpiresAt), BookingID: e.BookingID})
}

// rejoin answers POST /waitlist/{token}: an entry that left or let its offer pass waits again.
func (h waitlistHandlers) rejoin(w http.ResponseWriter, r *http.Request) {
	h.change(w, r, h.service.Rejoin, "Je staat weer op de wachtlijst.")
}

// leave answers DELETE /waitlist/{token}: off the list.
func (h waitlistHandlers) leave(w http.ResponseWriter, r *http.Request) {
	h.change(w, r, h.service.Leave, "Je staat niet meer op de wachtlijst.")
}

// change makes a change through an entry's link and answers message once it is made.
func (h waitlistHandlers) change(w http.ResponseWriter, r *http.Request, do func(ctx context.Context, token string) error, message string) {
	token, ok := h.token(w, r)
	if !ok {
		return
	}
	if err := do(r.Context(), token); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, noticeJSON{Message: message})
}
