package booking

import (
	"context"
	"crypto/hmac"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/linktoken"
	"wandelwijs.nl/platform/site"
)

// Accounts finds the account a logged-in customer books with (account.Sessions).
type Accounts interface {
	Me(ctx context.Context, userID string) (account.User, error)
}

// Links are the shop's addresses a booking's mails and payments send people to.
type Links interface {
	// BookingPage is the booking's own page.
	BookingPage(bookingID string) string
	// BookingResult is the page the browser returns to from checkout.
	BookingResult(bookingID string) string
	// BookingForm is the walk's booking form, where the checkout's "back" leads.
	BookingForm(walkSlug string) string
	// RetryBookingPayment starts a new payment for the booking.
	RetryBookingPayment(bookingID string) string
	// ManagePage is a booking's manage page for its token (/boeking/{token}).
	ManagePage(token string) string
	// In is the links for a customer of language: the shop's pages in that language.
	In(language string) site.Links
}

// ExpiryInterval is how often the expiry job looks for bookings past their payment hold.
const ExpiryInterval = time.Minute

// ExpiryArgs is the periodic job that expires PENDING bookings past their payment hold.
type ExpiryArgs struct{}

// Kind names the expiry job in River's table.
func (ExpiryArgs) Kind() string { return "booking_expiry" }

// Service places, pays, cancels and expires bookings.
type Service struct {
	db        *bun.DB
	store     store
	payments  *payment.Service
	vouchers  *voucher.Service
	accounts  Accounts
	mailer    jobs.AdminMailer
	links     Links
	now       func() time.Time
	admission *admission
	waitlist  *waitlist.Service
	invoices  *invoice.Service
	// linkKey makes the bookings' manage tokens.
	linkKey linktoken.Key
}

// Deps is what a Service works with.
type Deps struct {
	DB       *bun.DB
	Payments *payment.Service
	Vouchers *voucher.Service
	Accounts Accounts
	Mailer   jobs.AdminMailer
	Links    Links
	Now      func() time.Time
	// LinkKey makes the bookings' manage tokens (ManageLink): a secret of at least 32 bytes.
	LinkKey linktoken.Key
	// Availability, when set, lets admission refuse orders for walks it knows to be too
	// full before any transaction starts (the catalogue in memory).
	Availability Availability
	// Waitlist holds the offers an order may take places with.
	Waitlist *waitlist.Service
	// Invoices issues the invoices customers ask for; nil issues none.
	Invoices *invoice.Service
}

// NewService returns a Service; it is the payee of booking payments.
func NewService(d Deps) *Service {
	s := &Service{db: d.DB, store: store{db: d.DB}, payments: d.Payments, vouchers: d.Vouchers, accounts: d.Accounts,
		mailer: d.Mailer, links: d.Links, now: d.Now, linkKey: d.LinkKey, waitlist: d.Waitlist, invoices: d.Invoices, admission: newAdmission(d.Availability)}
	d.Payments.Pay(payment.KindBooking, s)
	d.Payments.Pay(payment.KindBookingChange, changePayee{s})
	return s
}

// Jobs are the booking jobs a queue works: the periodic expiry.
func (s *Service) Jobs() []jobs.Job {
	return []jobs.Job{jobs.Every[ExpiryArgs](ExpiryInterval, false, s.ExpireOverdue)}
}

// GetTx returns the booking with id as tx sees it, without locking it.
func (s *Service) GetTx(ctx context.Context, tx bun.Tx, id string) (Booking, error) {
	return s.store.get(ctx, tx, id, false)
}

// Get returns the booking with id: anyone holding the unguessable id may read it, but
// only its reader key or manage token shows whose it is (View.WithoutContact).
func (s *Service) Get(ctx context.Context, id string) (Booking, error) {
	return s.store.get(ctx, s.db, id, false)
}

// readerKey is the key of the browser that made the booking with id (Booking.ReaderKey):
// with it (or the booking's manage token) the booking is read with its customer's name,
// e-mail and phone. An HMAC of the id, as the manage token, for another purpose.
func (s *Service) readerKey(id string) string {
	return s.linkKey.Token("booking-reader", id)
}

// OpensContact tells whether key is the booking's reader key or its manage token.
func (s *Service) OpensContact(id, key string) bool {
	if len(key) != linktoken.Len {
		return false
	}
	return hmac.Equal([]byte(key), []byte(s.readerKey(id))) || hmac.Equal([]byte(key), []byte(s.manageToken(id)))
}

// ForUser returns a user's bookings: upcoming walks soonest first, then past ones latest first.
func (s *Service) ForUser(ctx context.Context, userID string) ([]Booking, error) {
	return s.store.forUser(ctx, userID, s.now())
}
