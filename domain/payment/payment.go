// Package payment owns the shop's Mollie payments for bookings and vouchers alike:
// creating them, recording them, applying the state Mollie reports (webhook, completion,
// reconciliation), and refunding. What a payment's state means for what it pays for is
// the payee's business: booking and voucher each implement Payee.
package payment

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/mollie"
)

// What a payment pays for.
const (
	KindBooking = "booking"
	KindVoucher = "voucher"
	KindQuote   = "quote"
	// KindBookingChange is a change of a paid booking that costs more (a dearer walk,
	// more persons).
	KindBookingChange = "booking_change"
)

// kind is what the shop knows of one kind of subject.
type kind struct {
	// column is the payments column holding a subject's id (its subject_kind names the kind).
	column string
	// name is the kind in the organisers' mails.
	name string
}

// kinds are the kinds of subject payments pay for. A new payee is one more kind here and
// a migration that adds its id column to payments.
var kinds = map[string]kind{
	KindBooking:       {column: "booking_id", name: "boeking"},
	KindVoucher:       {column: "voucher_id", name: "cadeaubon"},
	KindQuote:         {column: "quote_id", name: "offerte"},
	KindBookingChange: {column: "booking_change_id", name: "wijziging van een boeking"},
}

// ErrUnknownKind is a subject of a kind payments do not pay for.
var ErrUnknownKind = errors.New("payments pay for no subject of this kind")

// kindOf is the kind named k; ErrUnknownKind when there is none.
func kindOf(k string) (kind, error) {
	found, ok := kinds[k]
	if !ok {
		return kind{}, fmt.Errorf("%w: %q", ErrUnknownKind, k)
	}
	return found, nil
}

// ReconcileAfter is how long a payment may stay open before the reconciliation job asks
// Mollie about it, in case its webhook was lost.
const ReconcileAfter = 15 * time.Minute

// reconcileWithin is how far back reconciliation looks for open payments. The methods
// the shop offers (Methods) end within a day at Mollie (iDEAL after 15 minutes, cards
// and Bancontact within hours); methods that stay open for days, like bank transfer,
// are not offered, as they would outlive a booking's payment hold.
const reconcileWithin = 72 * time.Hour

// chargebacksWithin is how far back reconciliation follows charged-back payments, for a
// bank's reversal whose webhook was lost.
const chargebacksWithin = 180 * 24 * time.Hour

// DefaultMethods are the checkout's methods when MOLLIE_METHODS does not say otherwise.
var DefaultMethods = []string{"ideal", "creditcard", "bancontact"}

// checkoutLocales is Mollie's checkout locale per language of the shop (rules.Languages).
var checkoutLocales = map[string]string{"nl": "nl_NL", "en": "en_US"}

// checkoutLocale is the checkout's locale for a payer's language; Dutch for "" or one
// the checkout has no locale for.
func checkoutLocale(language string) string {
	if l, ok := checkoutLocales[language]; ok {
		return l
	}
	return checkoutLocales["nl"]
}

// liveLookupEvery bounds how often a result page's poll asks Mollie about one payment.
const liveLookupEvery = 3 * time.Second

// ReconciliationInterval is how often the reconciliation job runs.
const ReconciliationInterval = 5 * time.Minute

// ErrAmountAboveMaximum refuses a payment of more than any of the checkout's methods
// allows, before Mollie is asked.
var ErrAmountAboveMaximum = errs.New(errs.Invalid, "amount_above_maximum",
	"Dit bedrag is hoger dan je online kunt betalen. Boek voor minder personen of neem contact met ons op.")

// ErrMethodsNotEnabled means a method the checkout offers is not enabled in Mollie's
// dashboard: every checkout would fail.
var ErrMethodsNotEnabled = errors.New("payment methods not enabled at Mollie")

// ErrUnknownPayment is the answer for a payment id we never created.
var ErrUnknownPayment = errs.New(errs.NotFound, "payment_not_found", "Betaling niet gevonden")

// Subject is what a payment pays for: a booking, a voucher or a quote, by id.
type Subject struct {
	Kind string
	ID   string
}

// Update is a payment's state as Mollie reports it, with the amount it asked for.
type Update struct {
	MollieID    string
	Status      string
	Method      string
	AmountCents int
	// PaidAt is when Mollie says the money arrived; nil when it does not say.
	PaidAt *time.Time
}

// Paid tells whether the payment's money has arrived. An authorized payment has not:
// the shop never captures, and an uncaptured authorization expires.
func (u Update) Paid() bool { return u.Status == mollie.StatusPaid }

// Failed tells whether the payment has ended without money.
func (u Update) Failed() bool {
	return u.Status == mollie.StatusFailed || u.Status == mollie.StatusCanceled || u.Status == mollie.StatusExpired
}

// Payee is what payments pay for. ApplyPayment moves the payee with id by a payment's
// state inside tx, and names the state it moved to ("" when nothing changed); applying
// the same update twice changes nothing the second time. Committed is called once the
// transaction that applied a payment has committed.
//
// ChargedBack marks the payee with id as charged back by the payer's bank, inside tx,
// once; it reports whether it marked it now. ChargebackReversed takes that mark off
// again, inside tx: the bank gave the money back after all.
type Payee interface {
	ApplyPayment(ctx context.Context, tx bun.Tx, id string, u Update) (moved string, err error)
	Committed()
	ChargedBack(ctx context.Context, tx bun.Tx, id string) (marked bool, err error)
	ChargebackReversed(ctx context.Context, tx bun.Tx, id string) error
}

// OutsideRefunds is a Payee that follows refunds made outside the shop, in Mollie's
// dashboard: RefundedOutside tells it, inside tx, that Mollie refunded cents of the
// payment molliePaymentID that paid for the payee with id; once per refund.
type OutsideRefunds interface {
	RefundedOutside(ctx context.Context, tx bun.Tx, id, molliePaymentID string, cents int) error
}

// Provider is the part of Mollie's API payments use (mollie.Client, or the sandbox behind it).
type Provider interface {
	CreatePayment(ctx context.Context, p mollie.CreatePayment, idempotencyKey string) (mollie.Payment, error)
	GetPayment(ctx context.Context, id string) (mollie.Payment, error)
	CancelPayment(ctx context.Context, id string) (mollie.Payment, error)
	CreateRefund(ctx context.Context, paymentID string, r mollie.CreateRefund, idempotencyKey string) (mollie.Refund, error)
	ListRefunds(ctx context.Context, paymentID string) ([]mollie.Refund, error)
	ListChargebacks(ctx context.Context, paymentID string) ([]mollie.Chargeback, error)
	ListMethods(ctx context.Context) ([]mollie.Method, error)
	ListRecentChargebacks(ctx context.Context) ([]mollie.Chargeback, error)
}

// ErrNoProvider answers a call to Mollie from a Service that has none: the admin service
// only records and queues (its refunds and cancels run in the shop's workers).
var ErrNoProvider = errors.New("payment: this service does not call Mollie; its jobs run in the shop")

// noProvider is the Provider of a Service that queues only.
type noProvider struct{}

func (noProvider) CreatePayment(context.Context, mollie.CreatePayment, string) (mollie.Payment, error) {
	return mollie.Payment{}, ErrNoProvider
}
func (noProvider) GetPayment(context.Context, string) (mollie.Payment, error) {
	return mollie.Payment{}, ErrNoProvider
}
func (noProvider) CancelPayment(context.Context, string) (mollie.Payment, error) {
	return mollie.Payment{}, ErrNoProvider
}
func (noProvider) CreateRefund(context.Context, string, mollie.CreateRefund, string) (mollie.Refund, error) {
	return mollie.Refund{}, ErrNoProvider
}
func (noProvider) ListRefunds(context.Context, string) ([]mollie.Refund, error) {
	return nil, ErrNoProvider
}
func (noProvider) ListChargebacks(context.Context, string) ([]mollie.Chargeback, error) {
	return nil, ErrNoProvider
}
func (noProvider) ListMethods(context.Context) ([]mollie.Method, error) {
	return nil, ErrNoProvider
}
func (noProvider) ListRecentChargebacks(context.Context) ([]mollie.Chargeback, error) {
	return nil, ErrNoProvider
}

// Request asks Mollie for a payment of AmountCents for a subject; the browser comes back
// to RedirectURL.
type Request struct {
	Subject     Subject
	AmountCents int
	Description string
	// Language is the payer's (the booking's), for the checkout's locale; "" is Dutch.
	Language    string
	RedirectURL string
	// CancelURL is where the checkout's "back" leads.
	CancelURL string
}

// RefundArgs asks for money back on a Mollie payment for one cause. Key names the cause
// (a cancellation, a move, a late payment …): one cause, one refund, however often it is
// asked for.
type RefundArgs struct {
	Key             string
	MolliePaymentID string
	AmountCents     int
	Description     string
	// Stale puts the refund on the organisers' list as AttentionStalePayment, with
	// Description as its detail; it does not hold the refund back.
	Stale bool
}

// The states of a refund: requested is ours (not yet at Mollie); the others are Mollie's.
const (
	RefundRequested  = "requested"
	RefundQueued     = "queued"
	RefundPending    = "pending"
	RefundProcessing = "processing"
	RefundRefunded   = "refunded"
	RefundFailed     = "failed"
	RefundCanceled   = "canceled"
)

// Why a refund needs the organisers ("Aandacht nodig").
const (
	// AttentionRefused: Mollie refused to make the refund.
	AttentionRefused = "refused"
	// AttentionGaveUp: Mollie could not be reached for RefundRetryFor.
	AttentionGaveUp = "gave_up"
	// AttentionFailed: Mollie made the refund but could not pay it out (failed or canceled).
	AttentionFailed = "failed"
	// AttentionChargedBack: the payer's bank took back so much of the payment that the
	// refund would pay out money the shop no longer has; it waits until the chargeback
	// is reversed or the organisers decide.
	AttentionChargedBack = "charged_back"
	// AttentionOutside: money goes back that was paid outside Mollie (cash, a transfer);
	// the organisers pay it back themselves (owed_by_hand).
	AttentionOutside = "outside"
	// AttentionBeyondPayments: more goes back than the booking's payments still hold
	// (owed_by_hand).
	AttentionBeyondPayments = "beyond_payments"
	// AttentionStalePayment: money came in through a checkout the shop had replaced, or
	// for a subject that no longer took it (a quote no longer open, a voucher paid
	// already, a booking that stopped waiting). The refund is made as any other: the line
	// only tells the organisers, until one of them dismisses it, and gives way to any
	// problem the refund meets itself.
	AttentionStalePayment = "stale_payment"
)

// ByHandArgs is money a booking owes its customer that no Mollie refund can pay: the
// organisers settle it by hand. Key is its cause, unique: the change that caused it.
type ByHandArgs struct {
	Key         string
	BookingID   string
	AmountCents int
	// Reason is AttentionOutside, AttentionChargedBack or AttentionBeyondPayments.
	Reason string
}

// RefundRetryFor is how long a refund is tried again while Mollie cannot be reached or
// answers with an error that may heal; after it, the refund waits for the organisers.
const RefundRetryFor = 12 * time.Hour

// refundJob makes the refund RefundID of the ledger at Mollie.
type refundJob struct {
	RefundID string `json:"refundId"`
}

// Kind names the refund job in River's table.
func (refundJob) Kind() string { return "refund" }

// CancelArgs is a job that cancels an open payment at Mollie, so it can no longer be
// paid: its booking stopped waiting for it.
type CancelArgs struct {
	MolliePaymentID string `json:"molliePaymentId"`
}

// Kind names the cancel job in River's table.
func (CancelArgs) Kind() string { return "payment_cancel" }

// ReconciliationArgs is the periodic job that syncs payments still open.
type ReconciliationArgs struct{}

// Kind names the reconciliation job in River's table.
func (ReconciliationArgs) Kind() string { return "payment_reconciliation" }
