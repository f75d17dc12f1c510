package api

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/shop/account"
	"wandelwijs.nl/shop/booking"
)

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

type bookingHandlers struct {
	service  *booking.Service
	accounts account.Store
	now      func() time.Time
}

// customer returns who is booking: the logged-in account, or the order's guest.
func (h bookingHandlers) customer(ctx context.Context, o booking.Order) (booking.Customer, error) {
	claims, loggedIn := auth.FromContext(ctx)
	if !loggedIn {
		if err := o.Validate(true).Err(); err != nil {
			return booking.Customer{}, err
		}
		return o.GuestCustomer(), nil
	}
	if err := o.Validate(false).Err(); err != nil {
		return booking.Customer{}, err
	}
	u, err := h.accounts.UserByID(ctx, claims.UserID)
	if errors.Is(err, sql.ErrNoRows) {
		return booking.Customer{}, account.ErrSessionInvalid
	}
	if err != nil {
		return booking.Customer{}, err
	}
	return booking.Customer{UserID: &u.ID, Name: u.Name, Email: u.Email, Phone: u.Phone}, nil
}

// decodeOrder reads a booking request into in, whose order is o, trims the order and
// returns who is booking.
func (h bookingHandlers) decodeOrder(w http.ResponseWriter, r *http.Request, in any, o *booking.Order) (booking.Customer, error) {
	if err := httpx.Decode(w, r, in); err != nil {
		return booking.Customer{}, err
	}
	o.Normalize()
	return h.customer(r.Context(), *o)
}

// bookFree answers POST /bookings: a booking whose total after the voucher is 0.
func (h bookingHandlers) bookFree(w http.ResponseWriter, r *http.Request) {
	var in booking.FreeRequest
	c, err := h.decodeOrder(w, r, &in, &in.Order)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	b, err := h.service.BookFree(r.Context(), in.WalkSlug, in.Order, c)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, toBookingJSON(b, h.now()))
}

// createPayment answers POST /payments/create-booking-payment with the checkout address.
func (h bookingHandlers) createPayment(w http.ResponseWriter, r *http.Request) {
	var in booking.PaymentRequest
	c, err := h.decodeOrder(w, r, &in, &in.Order)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	b, checkout, err := h.service.StartPayment(r.Context(), in.WalkID, in.Order, c)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, map[string]string{"checkoutUrl": checkout, "bookingId": b.ID})
}

// get answers GET /bookings/{id}: anyone holding the unguessable id may read it (guests).
func (h bookingHandlers) get(w http.ResponseWriter, r *http.Request) {
	b, err := h.service.Store().Get(r.Context(), mux.Vars(r)["id"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, toBookingJSON(b, h.now()))
}

// mine answers GET /bookings/my.
func (h bookingHandlers) mine(w http.ResponseWriter, r *http.Request) {
	claims, _ := auth.FromContext(r.Context())
	bookings, err := h.service.Store().ForUser(r.Context(), claims.UserID)
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
