// Package mollie is a small typed client for Mollie's API v2: create, get and cancel
// payments, create and list refunds, list chargebacks and the enabled methods. Every POST carries an
// Idempotency-Key, amounts are decimal strings, and any answer outside 2xx comes back
// as an *Error.
package mollie

import (
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"
)

// Payment statuses as Mollie spells them.
const (
	StatusOpen       = "open"
	StatusPending    = "pending"
	StatusAuthorized = "authorized"
	StatusPaid       = "paid"
	StatusFailed     = "failed"
	StatusCanceled   = "canceled"
	StatusExpired    = "expired"
)

// A payment's modes: real money, or a payment made with a test_ key.
const (
	ModeLive = "live"
	ModeTest = "test"
)

// KnownStatus tells whether status is one of the payment statuses above. Mollie may add
// statuses later; the client reads an unknown one as open, so nothing moves on it.
func KnownStatus(status string) bool {
	switch status {
	case StatusOpen, StatusPending, StatusAuthorized, StatusPaid, StatusFailed, StatusCanceled, StatusExpired:
		return true
	}
	return false
}

var (
	paymentIDPattern = regexp.MustCompile(`^tr_[A-Za-z0-9]{1,64}$`)
	refundIDPattern  = regexp.MustCompile(`^re_[A-Za-z0-9]{1,64}$`)
)

// ValidPaymentID tells whether id looks like a Mollie payment id (tr_ and letters or digits).
func ValidPaymentID(id string) bool { return paymentIDPattern.MatchString(id) }

// ValidRefundID tells whether id looks like a Mollie refund id (re_ and letters or digits).
func ValidRefundID(id string) bool { return refundIDPattern.MatchString(id) }

// CreatePayment is what the shop asks Mollie to charge.
type CreatePayment struct {
	Amount      Amount
	Description string
	RedirectURL string
	// CancelURL is where the checkout's "back" leads; "" returns to RedirectURL.
	CancelURL  string
	WebhookURL string
	// Locale is the checkout's language, like "nl_NL".
	Locale string
	// Methods limits the checkout to these methods ("ideal", "creditcard", …); nil offers all.
	Methods  []string
	Metadata map[string]string
}

// Payment is a Mollie payment as far as the shop needs it.
type Payment struct {
	ID string
	// Mode is "live" for real money, "test" for a payment made with a test_ key.
	Mode        string
	Status      string
	Amount      Amount
	Description string
	// Locale is the checkout's language, like "nl_NL".
	Locale string
	// Method is "" when none is chosen yet.
	Method string
	// CheckoutURL is _links.checkout.href, "" when the payment is no longer open.
	CheckoutURL string
	RedirectURL string
	WebhookURL  string
	Metadata    map[string]string
	CreatedAt   time.Time
	ExpiresAt   *time.Time
	PaidAt      *time.Time
	// AmountRefunded is nil when nothing has been refunded.
	AmountRefunded *Amount
	// AmountChargedBack is nil when the payer's bank took nothing back.
	AmountChargedBack *Amount
}

// CreateRefund is what the shop asks Mollie to pay back.
type CreateRefund struct {
	Amount      Amount
	Description string
	// Metadata is kept by Mollie with the refund and given back when it is read.
	Metadata map[string]string
}

// Refund is a Mollie refund of (part of) a payment.
type Refund struct {
	ID        string
	PaymentID string
	Status    string
	Amount    Amount
	Metadata  map[string]string
	CreatedAt time.Time
}

// Method is a payment method enabled on the profile. Status is Mollie's activation
// status ("activated", "pending-review", …; "" when Mollie gives none); Maximum is nil
// when the method has no upper limit.
type Method struct {
	ID               string
	Status           string
	Minimum, Maximum *Amount
}

// Chargeback is the payer's bank taking (part of) a payment back; ReversedAt is set
// once the bank gave the money back after all.
type Chargeback struct {
	ID         string
	PaymentID  string
	Amount     Amount
	CreatedAt  time.Time
	ReversedAt *time.Time
}

// Error is Mollie's error body {status, title, detail, field}; any answer outside 2xx
// becomes one, with Status set to the HTTP status even when the body is not JSON.
type Error struct {
	Status int
	Title  string
	Detail string
	// Field names the request field at fault, for 422 answers.
	Field string
}

func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "mollie: %d", e.Status)
	if e.Title != "" {
		b.WriteString(" " + e.Title)
	}
	if e.Detail != "" {
		b.WriteString(": " + e.Detail)
	}
	if e.Field != "" {
		b.WriteString(" (field " + e.Field + ")")
	}
	return b.String()
}

// Conflict tells whether err is Mollie's 409: a request with the idempotency key of one
// still being answered, or a refund of the amount of another made on the same payment
// within the hour ("A duplicate refund has been detected").
func Conflict(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status == http.StatusConflict
}

// Final tells whether err is an answer of Mollie that trying again will not change: a
// 4xx other than 409 (a concurrent request with the same idempotency key) and 429 (too
// many requests). Network errors, 409, 429 and 5xx may heal and are worth a retry.
func Final(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status >= 400 && e.Status < 500 &&
		e.Status != http.StatusConflict && e.Status != http.StatusTooManyRequests
}
