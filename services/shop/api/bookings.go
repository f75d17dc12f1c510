package api

import (
	"net/http"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/walkops"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/platform/validate"
)

// orderJSON is the booking form (spec 1 §3): a guest fills in the guest fields; a
// logged-in user books with their account's details.
type orderJSON struct {
	Qty         int    `json:"qty"`
	VoucherCode string `json:"voucherCode"`
	GuestName   string `json:"guestName"`
	GuestEmail  string `json:"guestEmail"`
	GuestPhone  string `json:"guestPhone"`
	// OfferToken books the places an offer from the waiting list holds.
	OfferToken string `json:"offerToken"`
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

// bookingJSON is a booking as spec 1 §3 names its fields.
type bookingJSON struct {
	ID               string              `json:"id"`
	Status           string              `json:"status"`
	PaymentStatus    string              `json:"paymentStatus"`
	MolliePaymentID  *string             `json:"molliePaymentId"`
	PaymentMethod    *string             `json:"paymentMethod"`
	TotalCents       int                 `json:"totalCents"`
	SubtotalCents    int                 `json:"subtotalCents"`
	Qty              int                 `json:"qty"`
	GuestName        *string             `json:"guestName"`
	GuestEmail       *string             `json:"guestEmail"`
	GuestPhone       *string             `json:"guestPhone"`
	User             *bookingUserJSON    `json:"user"`
	Walk             bookingWalkJSON     `json:"walk"`
	Voucher          *bookingVoucherJSON `json:"voucher"`
	VoucherUsedCents int                 `json:"voucherUsedCents"`
	CanCancel        bool                `json:"canCancel"`
	CreatedAt        time.Time           `json:"createdAt"`
}

type bookingUserJSON struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

type bookingWalkJSON struct {
	Title     string    `json:"title"`
	Slug      string    `json:"slug"`
	DateStart time.Time `json:"dateStart"`
	DateEnd   time.Time `json:"dateEnd"`
	Address   string    `json:"address"`
	City      string    `json:"city"`
}

type bookingVoucherJSON struct {
	ValueCents     int `json:"valueCents"`
	RemainingCents int `json:"remainingCents"`
}

func toBookingJSON(b booking.Booking, now time.Time) bookingJSON {
	out := bookingJSON{
		ID: b.ID, Status: b.Status, PaymentStatus: b.PaymentStatus, MolliePaymentID: b.MolliePaymentID,
		PaymentMethod: b.PaymentMethod, TotalCents: b.TotalCents, SubtotalCents: b.SubtotalCents, Qty: b.Qty,
		Walk: bookingWalkJSON{Title: b.Walk.Title, Slug: b.Walk.Slug, DateStart: b.Walk.DateStart.UTC(),
			DateEnd: b.Walk.DateEnd.UTC(), Address: b.Walk.Address, City: b.Walk.City},
		VoucherUsedCents: b.VoucherUsedCents, CanCancel: b.CanCancel(now), CreatedAt: b.CreatedAt.UTC(),
	}
	if b.UserID != nil {
		out.User = &bookingUserJSON{Name: b.CustomerName, Email: b.CustomerEmail}
	} else {
		out.GuestName, out.GuestEmail, out.GuestPhone = &b.CustomerName, &b.CustomerEmail, b.CustomerPhone
	}
	if b.VoucherValueCents != nil && b.VoucherRemainingCents != nil {
		out.Voucher = &bookingVoucherJSON{ValueCents: *b.VoucherValueCents, RemainingCents: *b.VoucherRemainingCents}
	}
	return out
}

// DefaultPlacesLimit lets one client, and one guest e-mail address, book or hold 12
// places at once (a family booking twice), then one more place every 5 minutes: a
// stranger cannot empty a walk of 15.
func DefaultPlacesLimit(factor int) *ratelimit.Limiter {
	return ratelimit.New(12*factor, 5*time.Minute)
}

type bookingHandlers struct {
	service *booking.Service
	walkOps *walkops.Service
	// places bounds the places per client and per guest e-mail address; codes bounds
	// voucher codes per client.
	places, codes *ratelimit.Limiter
	now           func() time.Time
}

// admit takes the order's places from the client's budget and from its guest e-mail
// address's, and a code attempt when the order carries a voucher code, so neither
// booking nor guessing codes can be repeated without end.
func (h bookingHandlers) admit(w http.ResponseWriter, r *http.Request, o booking.Order) error {
	client, now := httpx.ClientIP(r), h.now()
	if o.VoucherCode != "" && h.codes != nil {
		if err := h.codes.Check(w, r, client, now, "Te veel pogingen. Wacht even en probeer het dan opnieuw."); err != nil {
			return err
		}
	}
	if h.places == nil {
		return nil
	}
	const msg = "Je hebt net al veel plaatsen geboekt. Probeer het over een paar minuten opnieuw, of bel ons."
	if err := h.places.CheckN(w, r, "client "+client, o.Qty, now, msg); err != nil {
		return err
	}
	if o.UserID == nil {
		return h.places.CheckN(w, r, "e-mail "+strings.ToLower(o.GuestEmail), o.Qty, now, msg)
	}
	return nil
}

// decodeOrder reads a booking request into in, whose order part is o, and returns the
// normalized, valid order of the caller: the logged-in account, or a guest.
func decodeOrder(w http.ResponseWriter, r *http.Request, in any, o *orderJSON) (booking.Order, error) {
	if err := httpx.Decode(w, r, in); err != nil {
		return booking.Order{}, err
	}
	order := booking.Order{Qty: o.Qty, VoucherCode: o.VoucherCode, GuestName: o.GuestName, GuestEmail: o.GuestEmail, GuestPhone: o.GuestPhone,
		OfferToken: o.OfferToken}
	if claims, ok := auth.FromContext(r.Context()); ok {
		order.UserID = &claims.UserID
	}
	order.Normalize()
	return order, order.Validate()
}

// bookFree answers POST /bookings: a booking whose total after the voucher is 0.
func (h bookingHandlers) bookFree(w http.ResponseWriter, r *http.Request) {
	var in freeBookingJSON
	o, err := decodeOrder(w, r, &in, &in.orderJSON)
	if err == nil {
		err = h.admit(w, r, o)
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	b, err := h.service.BookFree(r.Context(), in.WalkSlug, o)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, toBookingJSON(b, h.now()))
}

// createPayment answers POST /payments/create-booking-payment with the checkout address.
func (h bookingHandlers) createPayment(w http.ResponseWriter, r *http.Request) {
	var in bookingPaymentJSON
	o, err := decodeOrder(w, r, &in, &in.orderJSON)
	if err == nil {
		err = h.admit(w, r, o)
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	b, next, err := h.service.StartPayment(r.Context(), in.WalkID, o)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, map[string]string{"checkoutUrl": next, "bookingId": b.ID})
}

// get answers GET /bookings/{id}: anyone holding the unguessable id may read it (guests).
func (h bookingHandlers) get(w http.ResponseWriter, r *http.Request) {
	b, err := h.service.Get(r.Context(), mux.Vars(r)["id"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, toBookingJSON(b, h.now()))
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
	out := make([]bookingJSON, len(bookings))
	for i, b := range bookings {
		out[i] = toBookingJSON(b, now)
	}
	httpx.JSON(w, http.StatusOK, out)
}

// cancel answers POST /bookings/{id}/cancel: owners only.
func (h bookingHandlers) cancel(w http.ResponseWriter, r *http.Request) {
	claims, _ := auth.FromContext(r.Context())
	b, err := h.service.Cancel(r.Context(), mux.Vars(r)["id"], claims.UserID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, toBookingJSON(b, h.now()))
}

// organiserCancelJSON is POST /admin/bookings/{id}/cancel.
type organiserCancelJSON struct {
	Refund *bool  `json:"refund"`
	Reason string `json:"reason"`
}

// organiserCancel answers POST /admin/bookings/{id}/cancel: an organiser calls off one
// booking (ADMIN only), with or without its money back.
func (h bookingHandlers) organiserCancel(w http.ResponseWriter, r *http.Request) {
	var in organiserCancelJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if in.Refund == nil {
		httpx.Error(w, r, validate.Errors{"refund": "Kies of de klant het geld terugkrijgt"}.Err())
		return
	}
	c := booking.OrganiserCancellation{Refund: *in.Refund, Reason: in.Reason}
	c.Normalize()
	if err := c.Validate(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	b, err := h.service.OrganiserCancel(r.Context(), mux.Vars(r)["id"], c)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, toBookingJSON(b, h.now()))
}

// before is the booking of the path as it is, for the audit log; nil when there is none.
func (h bookingHandlers) before(r *http.Request) any {
	if b, err := h.service.Get(r.Context(), mux.Vars(r)["id"]); err == nil {
		return toBookingJSON(b, h.now())
	}
	return nil
}

// moveJSON is POST /admin/bookings/{id}/move.
type moveJSON struct {
	WalkID string `json:"walkId"`
}

// move answers POST /admin/bookings/{id}/move: an organiser moves a paid booking to
// another walk that is not dearer (ADMIN only); a cheaper walk refunds the difference.
func (h bookingHandlers) move(w http.ResponseWriter, r *http.Request) {
	var in moveJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if strings.TrimSpace(in.WalkID) == "" {
		httpx.Error(w, r, validate.Errors{"walkId": "Kies de wandeling waar de boeking naartoe gaat"}.Err())
		return
	}
	b, err := h.service.Move(r.Context(), mux.Vars(r)["id"], strings.TrimSpace(in.WalkID))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, toBookingJSON(b, h.now()))
}

// walkCancelJSON is POST /walks/admin/{id}/cancel.
type walkCancelJSON struct {
	Reason  string `json:"reason"`
	Message string `json:"message"`
}

// walkCancelledJSON is what calling a walk off did.
type walkCancelledJSON struct {
	CancelledBookings int `json:"cancelledBookings"`
	RefundsQueued     int `json:"refundsQueued"`
	VouchersRestored  int `json:"vouchersRestored"`
	MailsQueued       int `json:"mailsQueued"`
}

// cancelWalk answers POST /walks/admin/{id}/cancel: the organisers call a walk off and
// everyone booked gets their money back and one mail (ADMIN only).
func (h bookingHandlers) cancelWalk(w http.ResponseWriter, r *http.Request) {
	var in walkCancelJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	c := walkops.Cancellation{Reason: in.Reason, Message: in.Message}
	c.Normalize()
	if err := c.Validate(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	done, err := h.walkOps.CallOff(r.Context(), mux.Vars(r)["id"], c)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, walkCancelledJSON{CancelledBookings: done.CancelledBookings, RefundsQueued: done.RefundsQueued,
		VouchersRestored: done.VouchersRestored, MailsQueued: done.MailsQueued})
}

// walkMessageJSON is POST /walks/admin/{id}/message.
type walkMessageJSON struct {
	Subject string `json:"subject"`
	Body    string `json:"body"`
}

// messageWalk answers POST /walks/admin/{id}/message: one mail to each address booked on
// the walk (ADMIN only); it answers {recipients}.
func (h bookingHandlers) messageWalk(w http.ResponseWriter, r *http.Request) {
	var in walkMessageJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	m := walkops.Message{Subject: in.Subject, Body: in.Body}
	m.Normalize()
	if err := m.Validate(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	n, err := h.walkOps.MessageParticipants(r.Context(), mux.Vars(r)["id"], m)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, map[string]int{"recipients": n})
}
