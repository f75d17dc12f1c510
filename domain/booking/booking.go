// Package booking is how visitors take places on a walk and pay for them: placing a
// booking under a lock on its walk, moving it by its payments' states, cancelling and
// expiring it.
package booking

import (
	"slices"
	"strings"
	"time"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// Booking statuses: PENDING until paid (or FAILED), PAID, CANCELLED.
const (
	StatusPending   = "PENDING"
	StatusPaid      = "PAID"
	StatusFailed    = "FAILED"
	StatusCancelled = "CANCELLED"
)

// Payment statuses of a booking, in Mollie's spelling of cancel.
const (
	PaymentPending  = "PENDING"
	PaymentPaid     = "PAID"
	PaymentFailed   = "FAILED"
	PaymentCanceled = "CANCELED"
)

// Errors shown to the visitor as they are.
var (
	ErrNotFound    = errs.New(errs.NotFound, "booking_not_found", "Boeking niet gevonden")
	ErrWalkStarted = errs.New(errs.Conflict, "walk_started", "Deze wandeling is al begonnen of voorbij; boeken kan niet meer.")
	// ErrWalkOver refuses the organisers a cancellation once the walk has started.
	ErrWalkOver     = errs.New(errs.Conflict, "walk_over", "Deze wandeling is al begonnen of voorbij; annuleren kan niet meer.")
	ErrFullyBooked  = errs.New(errs.Conflict, "walk_full", "Deze wandeling is helaas volgeboekt.")
	ErrNeedsPayment = errs.New(errs.Invalid, "payment_needed", "Voor deze boeking is een betaling nodig.")
	// ErrQuoteChanged refuses an order whose total changed between its quote and its
	// placing: its voucher was spent elsewhere in between.
	ErrQuoteChanged = errs.New(errs.Conflict, "voucher_balance_changed", "Het saldo van je cadeaubon is net veranderd. Probeer het opnieuw.")
	ErrCancelled    = errs.New(errs.Conflict, "booking_cancelled", "Deze boeking is al geannuleerd.")
	// ErrWalkCalledOff refuses the usual changes of a booking whose walk was called off:
	// its customer chooses what happens with the payment instead.
	ErrWalkCalledOff = errs.New(errs.Conflict, "calloff_choice_open", "Deze wandeling gaat niet door. Kies op je boekingspagina wat er met je betaling gebeurt.")
	ErrTooLate       = errs.New(errs.Conflict, "cancel_too_late", "Je kan deze niet meer annuleren (min. %d dagen van te voren)", rules.CancelMinDays)
	ErrProviderDown  = errs.New(errs.Unavailable, "payment_unavailable", "De betaling kon niet worden gestart. Je plaats is niet vastgehouden; probeer het over een paar minuten opnieuw.")
	ErrNotRetryable  = errs.New(errs.Conflict, "not_retryable", "Voor deze boeking kan niet opnieuw worden betaald.")
	// ErrHoldsNoPlaces refuses to cancel a booking whose payment failed: it holds nothing.
	ErrHoldsNoPlaces = errs.New(errs.Conflict, "holds_no_places", "Deze boeking is niet betaald en houdt geen plaatsen vast; annuleren is niet nodig.")
)

// OrganiserCancellation is an organiser calling off one booking: whether the customer
// gets their money back, and why (in the customer's mail).
type OrganiserCancellation struct {
	// OrganiserID is the organiser cancelling (the change's record keeps it).
	OrganiserID string
	Refund      bool
	Reason      string
	// CustomerAsked: the customer asked the organisers to cancel (their mail says so).
	CustomerAsked bool
}

// Normalize trims the reason.
func (c *OrganiserCancellation) Normalize() { c.Reason = strings.TrimSpace(c.Reason) }

// Validate checks a normalized cancellation: a reason of 5 to 500 characters.
func (c OrganiserCancellation) Validate() error {
	e := validate.Errors{}
	e.Check(validate.Length(c.Reason, 5, 500), "reason", "Geef een reden van 5 tot 500 tekens; de klant leest die in de mail")
	return e.Err()
}

// Walk is what a booking shows of its walk.
type Walk struct {
	ID    string `bun:"walk_id"`
	Title string `bun:"walk_title"`
	// TitleEN is the walk's English title; nil when the organisers gave none.
	TitleEN   *string   `bun:"walk_title_en"`
	Slug      string    `bun:"walk_slug"`
	Address   string    `bun:"walk_address"`
	City      string    `bun:"walk_city"`
	DateStart time.Time `bun:"walk_date_start"`
	DateEnd   time.Time `bun:"walk_date_end"`
	// CalledOff: the organisers called the walk off; its paid bookings wait for their
	// customer's choice (money back, credit or another date).
	CalledOff bool `bun:"walk_called_off"`
}

// Booking is a booking with its walk, account and voucher as the pages show it.
type Booking struct {
	ID              string  `bun:"id"`
	Status          string  `bun:"status"`
	PaymentStatus   string  `bun:"payment_status"`
	MolliePaymentID *string `bun:"mollie_payment_id"`
	PaymentMethod   *string `bun:"payment_method"`
	Qty             int     `bun:"qty"`
	// Positions are what the booking is for (Position).
	Positions             Positions `bun:"positions"`
	VoucherUsedCents      int       `bun:"voucher_used_cents"`
	TotalCents            int       `bun:"total_cents"`
	UserID                *string   `bun:"user_id"`
	CustomerName          string    `bun:"customer_name"`
	CustomerEmail         string    `bun:"customer_email"`
	CustomerPhone         *string   `bun:"customer_phone"`
	VoucherID             *string   `bun:"voucher_id"`
	VoucherValueCents     *int      `bun:"voucher_value_cents"`
	VoucherRemainingCents *int      `bun:"voucher_remaining_cents"`
	CreatedAt             time.Time `bun:"created_at"`
	// HoldUntil is when an unpaid booking's payment hold ends; nil for none.
	HoldUntil *time.Time `bun:"hold_until"`
	PaidAt    *time.Time `bun:"paid_at"`
	// Language is the one the booking was made in: its mails and checkout speak it.
	Language string `bun:"language"`
	// CancellationFeeCents is what a cancelled booking keeps of what it received (an
	// organiser's cancel without money back); 0 for one that holds places.
	CancellationFeeCents int `bun:"cancellation_fee_cents"`
	// InvoiceRequest is what the customer asked their invoice to name; nil: no invoice.
	InvoiceRequest *invoice.Request `bun:"invoice_buyer,type:jsonb"`
	Walk           Walk             `bun:"embed:"`
	// ReaderKey is the key of the browser that placed the booking (Service.readerKey),
	// for it to read its customer's details again; set on the booking an order answers
	// only.
	ReaderKey string `bun:"-" json:"-"`
}

// SubtotalCents is what the booking's positions are worth: what it owes while it holds places.
func (b Booking) SubtotalCents() int { return b.Positions.Cents() }

// CanCancel tells whether the customer may still cancel at now: not cancelled and more
// than rules.CancelMinDays whole days before the start.
func (b Booking) CanCancel(now time.Time) bool {
	return b.Status != StatusCancelled && now.Before(b.ChangeDeadline())
}

// ChangeDeadline is the moment until which the customer may cancel or change b.
func (b Booking) ChangeDeadline() time.Time { return CancelDeadline(b.Walk.DateStart) }

// CancelDeadline is the moment before which a booking of a walk starting at start can
// still be cancelled or changed: rules.CancelMinDays whole days before the start.
func CancelDeadline(start time.Time) time.Time {
	return start.Add(-time.Duration(rules.CancelMinDays) * 24 * time.Hour)
}

// Order is what a visitor fills in on the booking form. Guest fields are for visitors
// who are not logged in; a logged-in user books with their account's details.
type Order struct {
	// UserID is the logged-in account that books; nil for a guest.
	UserID      *string
	Qty         int
	VoucherCode string
	GuestName   string
	GuestEmail  string
	GuestPhone  string
	// OfferToken is the link token of an offer from the walk's waiting list: the order
	// takes the places it holds. "" for none.
	OfferToken string
	// Language is the one the customer books in (rules.Languages); "" is the default.
	Language string
	// Invoice is what the customer asks their invoice to name ("Ik wil een factuur");
	// nil for no invoice.
	Invoice *invoice.Request
}

// Customer is who books: an account, or a guest's details.
type Customer struct {
	UserID *string
	Name   string
	Email  string
	Phone  *string
}

// Normalize trims the order's text.
func (o *Order) Normalize() {
	o.VoucherCode = strings.TrimSpace(o.VoucherCode)
	o.GuestName = strings.TrimSpace(o.GuestName)
	o.GuestEmail = strings.TrimSpace(o.GuestEmail)
	o.GuestPhone = strings.TrimSpace(o.GuestPhone)
	o.OfferToken = strings.TrimSpace(o.OfferToken)
	if o.Invoice != nil {
		o.Invoice.Normalize()
	}
	if o.Language == "" {
		o.Language = rules.Languages[0]
	}
}

// Validate checks a normalized order; a guest's order needs the guest fields.
func (o Order) Validate() error {
	guest := o.UserID == nil
	e := validate.Errors{}
	e.Qty("qty", o.Qty)
	e.Check(len(o.VoucherCode) <= 64, "voucherCode", voucher.MsgCodeInvalid)
	e.Check(len(o.OfferToken) <= 64, "offerToken", "Ongeldige link van de wachtlijst")
	e.Check(slices.Contains(rules.Languages, o.Language), "language", validate.MsgUnknownLanguage)
	if o.Invoice != nil {
		o.Invoice.Validate(e, "invoice.")
	}
	if guest {
		e.Name("guestName", o.GuestName)
		e.Email("guestEmail", o.GuestEmail)
		e.Phone("guestPhone", o.GuestPhone)
	}
	return e.Err()
}

// guestCustomer is the customer a guest order describes.
func (o Order) guestCustomer() Customer {
	phone := o.GuestPhone
	return Customer{Name: o.GuestName, Email: o.GuestEmail, Phone: &phone}
}

// guestEmail is the address a guest booking's places are charged to; "" for an account's.
func (b Booking) guestEmail() string {
	if b.UserID != nil {
		return ""
	}
	return b.CustomerEmail
}
