package api

import (
	"net/http"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/linktoken"
	"wandelwijs.nl/platform/ratelimit"
)

// orderJSON is the booking form: a guest fills in the guest fields; a
// logged-in user books with their account's details.
type orderJSON struct {
	Qty         int    `json:"qty"`
	VoucherCode string `json:"voucherCode"`
	GuestName   string `json:"guestName"`
	GuestEmail  string `json:"guestEmail"`
	GuestPhone  string `json:"guestPhone"`
	// OfferToken books the places an offer from the waiting list holds.
	OfferToken string `json:"offerToken"`
	// Invoice is "Ik wil een factuur": what the invoice names; absent for none.
	Invoice *invoice.Request `json:"invoice"`
}

// freeBookingJSON is POST /bookings: a booking whose total after the voucher is 0.
type freeBookingJSON struct {
	WalkSlug string `json:"walkSlug"`
	orderJSON
}

// bookingPaymentJSON is POST /payments/create-booking-payment.
type bookingPaymentJSON struct {
	WalkID string `json:"walkId"`
	orderJSON
}

// bookingCheckoutJSON is a booking made and its payment started: where the customer pays.
type bookingCheckoutJSON struct {
	BookingID   string `json:"bookingId"`
	CheckoutURL string `json:"checkoutUrl"`
}

type bookingHandlers struct {
	service *booking.Service
	// readers is the reader cookie (readerCookie).
	readers httpx.RecentCookie
	// codes bounds voucher codes per client (the places are the request's places budget:
	// placesBudgets).
	codes *ratelimit.Limiter
	now   func() time.Time
}

// tooManyCodes refuses voucher codes over their budget.
const tooManyCodes = "Te veel pogingen. Wacht even en probeer het dan opnieuw."

// order reads a booking request into in, whose order part is o, and returns the
// normalized, valid order of the caller (the logged-in account, or a guest), once a
// voucher code is within the client's budget of code attempts, so guessing codes cannot
// be repeated without end. Its places are charged where the domain checks its room.
func (h bookingHandlers) order(w http.ResponseWriter, r *http.Request, in any, o *orderJSON) (booking.Order, error) {
	if err := httpx.Decode(w, r, in); err != nil {
		return booking.Order{}, err
	}
	order := booking.Order{Qty: o.Qty, VoucherCode: o.VoucherCode, GuestName: o.GuestName, GuestEmail: o.GuestEmail, GuestPhone: o.GuestPhone,
		OfferToken: o.OfferToken, Invoice: o.Invoice, Language: httpx.Language(r)}
	client := httpx.ClientIP(r)
	if claims, ok := auth.FromContext(r.Context()); ok {
		order.UserID = &claims.UserID
	}
	order.Normalize()
	if err := order.Validate(); err != nil {
		return booking.Order{}, err
	}
	if order.VoucherCode == "" {
		return order, nil
	}
	return order, ratelimit.CheckAll(w, r, h.now(), ratelimit.Charge{Limiter: h.codes, Key: client, N: 1, Message: tooManyCodes})
}

// bookFree answers POST /bookings: a booking whose total after the voucher is 0.
func (h bookingHandlers) bookFree(w http.ResponseWriter, r *http.Request) {
	var in freeBookingJSON
	o, err := h.order(w, r, &in, &in.orderJSON)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	b, err := h.service.BookFree(r.Context(), in.WalkSlug, o)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	h.readers.Add(w, r, b.ReaderKey)
	httpx.JSON(w, http.StatusCreated, b.View(h.now()))
}

// createPayment answers POST /payments/create-booking-payment with the checkout address.
func (h bookingHandlers) createPayment(w http.ResponseWriter, r *http.Request) {
	var in bookingPaymentJSON
	o, err := h.order(w, r, &in, &in.orderJSON)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	b, next, err := h.service.StartPayment(r.Context(), in.WalkID, o)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	h.readers.Add(w, r, b.ReaderKey)
	httpx.JSON(w, http.StatusCreated, bookingCheckoutJSON{BookingID: b.ID, CheckoutURL: next})
}

// readerCookie holds the reader keys (booking.Booking.ReaderKey) of the last bookings
// made in a browser, newest first, for GET /bookings/{bookingId} only: the page a guest
// returns to from the checkout shows their name and e-mail, a booking's id alone does not.
func readerCookie(cookies auth.Cookies) httpx.RecentCookie {
	return httpx.RecentCookie{Name: "ww_booking", Path: "/api/v1/bookings/", Keep: 4, Len: linktoken.Len,
		MaxAge: 7 * 24 * time.Hour, Secure: cookies.Secure}
}

// manageTokenHeader carries a booking's manage token, which also opens its contact details.
const manageTokenHeader = "X-Manage-Token"

// get answers GET /bookings/{bookingId}: anyone holding the unguessable id may read the
// booking's state (the payment's return page); its guest's name, e-mail and phone only
// the browser that made it (the reader cookie) or the holder of its manage token
// (X-Manage-Token).
func (h bookingHandlers) get(w http.ResponseWriter, r *http.Request) {
	b, err := h.service.Get(r.Context(), mux.Vars(r)["bookingId"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	v := b.View(h.now())
	if !h.opensContact(r, b.ID) {
		v = v.WithoutContact()
	}
	httpx.JSON(w, http.StatusOK, v)
}

// opensContact tells whether r carries booking id's reader key or manage token.
func (h bookingHandlers) opensContact(r *http.Request, id string) bool {
	if t := r.Header.Get(manageTokenHeader); t != "" && h.service.OpensContact(id, t) {
		return true
	}
	for _, k := range h.readers.Values(r) {
		if h.service.OpensContact(id, k) {
			return true
		}
	}
	return false
}

// mine answers GET /bookings/my.
func (h bookingHandlers) mine(w http.ResponseWriter, r *http.Request) {
	claims, _ := auth.FromContext(r.Context())
	bookings, err := h.service.ForUser(r.Context(), claims.UserID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	now := h.now()
	out := make([]booking.View, len(bookings))
	for i, b := range bookings {
		out[i] = b.View(now)
	}
	httpx.JSON(w, http.StatusOK, out)
}

// cancel answers POST /bookings/{bookingId}/cancel: owners only.
func (h bookingHandlers) cancel(w http.ResponseWriter, r *http.Request) {
	claims, _ := auth.FromContext(r.Context())
	b, err := h.service.Cancel(r.Context(), mux.Vars(r)["bookingId"], claims.UserID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, b.View(h.now()))
}
