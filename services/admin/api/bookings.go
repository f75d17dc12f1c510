package api

import (
	"net/http"
	"strings"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/validate"
)

// bookingJSON is a booking as the back office lists it: an account's booking names its
// user, a guest's its guest fields; phone is the customer's either way.
type bookingJSON struct {
	ID               string    `json:"id"`
	Status           string    `json:"status"`
	PaymentStatus    string    `json:"paymentStatus"`
	SubtotalCents    int       `json:"subtotalCents"`
	TotalCents       int       `json:"totalCents"`
	Qty              int       `json:"qty"`
	CreatedAt        time.Time `json:"createdAt"`
	VoucherUsedCents int       `json:"voucherUsedCents"`
	Walk             struct {
		ID        string    `json:"id"`
		Title     string    `json:"title"`
		DateStart time.Time `json:"dateStart"`
		City      string    `json:"city"`
	} `json:"walk"`
	User       *personJSON `json:"user"`
	GuestName  *string     `json:"guestName"`
	GuestEmail *string     `json:"guestEmail"`
	GuestPhone *string     `json:"guestPhone"`
	Phone      *string     `json:"phone"`
	Voucher    *struct {
		ValueCents int `json:"valueCents"`
	} `json:"voucher"`
	// RefundStatus is Mollie's status of the latest refund ("failed" needs the organisers).
	RefundStatus *string `json:"refundStatus"`
	ChargedBack  bool    `json:"chargedBack"`
	// Anonymised: the customer's details were erased; no name, address or phone is sent.
	Anonymised bool `json:"anonymised"`
	// Language is the one the booking was made in, "nl" or "en": its mails speak it.
	Language string `json:"language"`
}

func toBookingJSON(b booking.Record) bookingJSON {
	out := bookingJSON{ID: b.ID, Status: b.Status, PaymentStatus: b.PaymentStatus, SubtotalCents: b.SubtotalCents(),
		TotalCents: b.TotalCents, Qty: b.Qty, CreatedAt: b.CreatedAt, VoucherUsedCents: b.VoucherUsedCents,
		Phone: b.CustomerPhone, RefundStatus: b.RefundStatus, ChargedBack: b.ChargedBackAt != nil, Language: b.Language}
	out.Walk.ID, out.Walk.Title, out.Walk.DateStart, out.Walk.City = b.Walk.ID, b.Walk.Title, b.Walk.DateStart, b.Walk.City
	switch {
	case b.Anonymised:
		out.Anonymised, out.Phone = true, nil
	case b.UserID != nil:
		out.User = &personJSON{Name: b.CustomerName, Email: b.CustomerEmail}
	default:
		out.GuestName, out.GuestEmail, out.GuestPhone = &b.CustomerName, &b.CustomerEmail, b.CustomerPhone
	}
	if b.VoucherValueCents != nil {
		out.Voucher = &struct {
			ValueCents int `json:"valueCents"`
		}{*b.VoucherValueCents}
	}
	return out
}

// bookingDetailJSON is one booking with everything that happened to it.
type bookingDetailJSON struct {
	bookingJSON
	PaymentMethod *string           `json:"paymentMethod"`
	PaidAt        *time.Time        `json:"paidAt"`
	CancelledAt   *time.Time        `json:"cancelledAt"`
	Payments      []booking.Payment `json:"payments" nullable:"false"`
	Refunds       []booking.Refund  `json:"refunds" nullable:"false"`
	Moves         []bookingMoveJSON `json:"moves" nullable:"false"`
	// Changes are the customer's changes that cost more: a dearer date, more persons.
	Changes []booking.PaidChange `json:"changes" nullable:"false"`
	// CalloffChoices is the choice after the walk was called off (none or one).
	CalloffChoices []booking.CalloffChoice `json:"calloffChoices" nullable:"false"`
	Mails          []booking.Mail          `json:"mails" nullable:"false"`
	// Balance is what the booking owes, received and gave back.
	Balance booking.Balance `json:"balance"`
}

type bookingMoveJSON struct {
	From                 movedWalkJSON `json:"from"`
	To                   movedWalkJSON `json:"to"`
	RefundCents          int           `json:"refundCents"`
	VoucherReturnedCents int           `json:"voucherReturnedCents"`
	WaivedCents          int           `json:"waivedCents"`
	MovedBy              *string       `json:"movedBy"`
	MovedAt              time.Time     `json:"movedAt"`
}

type movedWalkJSON struct {
	Title     string    `json:"title"`
	DateStart time.Time `json:"dateStart"`
}

func toBookingDetailJSON(d booking.Detail) bookingDetailJSON {
	out := bookingDetailJSON{bookingJSON: toBookingJSON(d.Record), PaymentMethod: d.PaymentMethod, PaidAt: d.PaidAt,
		CancelledAt: d.CancelledAt, Payments: orEmpty(d.Payments), Refunds: orEmpty(d.Refunds), Moves: []bookingMoveJSON{},
		Changes: orEmpty(d.Changes), CalloffChoices: orEmpty(d.Choices), Mails: orEmpty(d.Mails), Balance: d.Balance}
	for _, m := range d.Moves {
		out.Moves = append(out.Moves, bookingMoveJSON{From: movedWalkJSON{m.FromTitle, m.FromStart}, To: movedWalkJSON{m.ToTitle, m.ToStart},
			RefundCents: m.RefundCents, VoucherReturnedCents: m.VoucherReturnedCents, WaivedCents: m.WaivedCents, MovedBy: m.MovedBy,
			MovedAt: m.MovedAt})
	}
	return out
}

// bookingHandlers answer the back office's booking screens and the organisers' actions
// on one booking (cancel, move), which answer the booking as its customer sees it.
type bookingHandlers struct {
	bookings booking.Overview
	service  *booking.Service
	now      func() time.Time
}

// list answers GET /bookings: a page of bookings, filtered by walkId, status, from, to
// (booked on those Amsterdam days) and q (name, e-mail or booking number).
func (h bookingHandlers) list(w http.ResponseWriter, r *http.Request) {
	list(w, r, "bookings", func(p paging.Page) ([]booking.Record, int, error) {
		f, err := booking.FilterOf(p)
		if err != nil {
			return nil, 0, err
		}
		return h.bookings.List(r.Context(), p, f)
	}, toBookingJSON)
}

// get answers GET /admin/bookings/{bookingId}: one booking with its payments, refunds, moves and mails.
func (h bookingHandlers) get(w http.ResponseWriter, r *http.Request) {
	d, err := h.bookings.Get(r.Context(), bookingID(r))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, toBookingDetailJSON(d))
}

// organiserCancelJSON is POST /admin/bookings/{bookingId}/cancel.
type organiserCancelJSON struct {
	Refund        *bool  `json:"refund"`
	Reason        string `json:"reason"`
	CustomerAsked bool   `json:"customerAsked"`
}

// organiserCancel answers POST /admin/bookings/{bookingId}/cancel: an organiser calls off one
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
	claims, _ := auth.FromContext(r.Context())
	c := booking.OrganiserCancellation{OrganiserID: claims.UserID, Refund: *in.Refund, Reason: in.Reason, CustomerAsked: in.CustomerAsked}
	c.Normalize()
	if err := c.Validate(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	b, err := h.service.OrganiserCancel(r.Context(), bookingID(r), c)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, b.View(h.now()))
}

// before is the booking of the path as it is, for the audit log; nil when there is none.
func (h bookingHandlers) before(r *http.Request) any {
	if b, err := h.service.Get(r.Context(), bookingID(r)); err == nil {
		return b.View(h.now())
	}
	return nil
}

// moveJSON is POST /admin/bookings/{bookingId}/move.
type moveJSON struct {
	WalkID string `json:"walkId"`
	// WithoutPayment moves to a dearer walk without the customer paying the difference.
	WithoutPayment bool `json:"withoutPayment"`
}

// move answers POST /admin/bookings/{bookingId}/move: an organiser moves a paid booking to
// another walk (ADMIN only); a cheaper walk refunds the difference, a dearer one only
// moves withoutPayment. The move is recorded with the organiser.
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
	claims, _ := auth.FromContext(r.Context())
	b, err := h.service.Move(r.Context(), bookingID(r), strings.TrimSpace(in.WalkID),
		booking.OrganiserMove{OrganiserID: claims.UserID, WithoutPayment: in.WithoutPayment})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, b.View(h.now()))
}

// deskBookingJSON is POST /admin/bookings: a booking an organiser takes by phone or face to face.
type deskBookingJSON struct {
	WalkID  string `json:"walkId"`
	Qty     int    `json:"qty"`
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Payment string `json:"payment"`
}

// deskBook answers POST /admin/bookings (ADMIN only): the booking desk. The answer is the
// booking as its customer sees it.
func (h bookingHandlers) deskBook(w http.ResponseWriter, r *http.Request) {
	var in deskBookingJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	claims, _ := auth.FromContext(r.Context())
	o := booking.DeskOrder{Order: booking.Order{Qty: in.Qty, GuestName: in.Name, GuestEmail: in.Email, GuestPhone: in.Phone},
		WalkID: strings.TrimSpace(in.WalkID), Payment: in.Payment, OrganiserID: claims.UserID}
	o.Normalize()
	if err := o.Validate(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	b, err := h.service.DeskBook(r.Context(), o)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, b.View(h.now()))
}
