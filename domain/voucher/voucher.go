// Package voucher is gift vouchers: buying one (its payment applied when Mollie reports
// it), looking a code up, and spending and giving back its balance for bookings under a
// row lock. Every change of balance is a ledger row, inside the caller's transaction.
package voucher

import (
	"crypto/rand"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"time"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
	"wandelwijs.nl/platform/vouchercode"
)

// Voucher and payment statuses a voucher moves through.
const (
	StatusPending  = "PENDING"
	StatusFailed   = "FAILED"
	StatusUsed     = "USED"
	PaymentPaid    = "PAID"
	PaymentPending = "PENDING"
	// StatusRefunded is a gift voucher whose payment Mollie refunded: it cannot be spent.
	StatusRefunded = "REFUNDED"
)

// MaxMessageLen is the longest personal message, in characters.
const MaxMessageLen = 500

// codeAlphabet has no 0/O and no 1/I, so a code read aloud or typed cannot be mistaken.
const codeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

// codeLength is 12 characters from 32: 60 random bits.
const codeLength = 12

// Errors shown to the visitor as they are.
var (
	ErrNotFound     = errs.New(errs.NotFound, "voucher_not_found", "Cadeaubon niet gevonden")
	ErrProviderDown = errs.New(errs.Unavailable, "voucher_payment_unavailable", "De betaling kon niet worden gestart. Probeer het over een paar minuten opnieuw.")
	ErrAlreadyPaid  = errs.New(errs.Conflict, "voucher_paid", "Deze cadeaubon is al betaald.")
)

// MsgCodeInvalid refuses a code that names no gift voucher.
const MsgCodeInvalid = "Ongeldige vouchercode"

// invalid is the answer for a code that is unknown, unpaid, expired or empty.
func invalid(msg string) error {
	return &errs.Error{Kind: errs.Invalid, Code: "voucher_code_invalid", Message: msg, Fields: map[string]string{"voucherCode": msg}}
}

// Voucher is a voucher as its buyer may see it: never its code.
type Voucher struct {
	ID              string     `bun:"id"`
	ValueCents      int        `bun:"value_cents"`
	RemainingCents  int        `bun:"remaining_cents"`
	Status          string     `bun:"status"`
	PaymentStatus   string     `bun:"payment_status"`
	MolliePaymentID *string    `bun:"mollie_payment_id"`
	PaymentMethod   *string    `bun:"payment_method"`
	ValidUntil      *time.Time `bun:"valid_until"`
	CreatedAt       time.Time  `bun:"created_at"`
	// Language is the one the voucher was bought in: its checkout and mails speak it.
	Language string `bun:"language"`
}

// Spendable is a usable voucher, found by its code.
type Spendable struct {
	ID             string
	RemainingCents int
	ValueCents     int
}

// Discount is what a voucher takes off a subtotal: the lesser of its balance and the subtotal.
func (v Spendable) Discount(subtotalCents int) int { return min(v.RemainingCents, subtotalCents) }

// Purchase is what a visitor fills in to buy a voucher.
type Purchase struct {
	ValueCents     int
	RecipientName  string
	RecipientEmail string
	PurchaserName  string
	PurchaserEmail string
	Message        *string
	// Invoice is what the purchaser asks their invoice to name; nil for no invoice.
	Invoice *invoice.Request
	// Language is the one the purchaser buys in (rules.Languages); "" is the default.
	Language string
}

// Normalize trims the fields; an empty message becomes none.
func (p *Purchase) Normalize() {
	p.RecipientName, p.RecipientEmail = strings.TrimSpace(p.RecipientName), strings.TrimSpace(p.RecipientEmail)
	p.PurchaserName, p.PurchaserEmail = strings.TrimSpace(p.PurchaserName), strings.TrimSpace(p.PurchaserEmail)
	if p.Invoice != nil {
		p.Invoice.Normalize()
	}
	if p.Message != nil {
		m := strings.TrimSpace(*p.Message)
		p.Message = &m
		if m == "" {
			p.Message = nil
		}
	}
}

// The refusals of a purchase's value and message, worded with rules.json's bounds.
var (
	msgValue = fmt.Sprintf("Kies een bedrag van € %d tot € %d in stappen van € %d",
		rules.All.Voucher.MinEuro, rules.All.Voucher.MaxEuro, rules.All.Voucher.StepEuro)
	msgMessageLong = fmt.Sprintf("Je persoonlijke boodschap mag maximaal %d tekens zijn", MaxMessageLen)
)

func init() {
	errs.EnglishFields(map[string]string{
		msgValue: fmt.Sprintf("Choose an amount from €%d to €%d in steps of €%d",
			rules.All.Voucher.MinEuro, rules.All.Voucher.MaxEuro, rules.All.Voucher.StepEuro),
		msgMessageLong: fmt.Sprintf("Your personal message may be at most %d characters", MaxMessageLen),
	})
}

// Validate checks a normalized purchase against the voucher rules of rules.json.
func (p Purchase) Validate() error {
	r := rules.All.Voucher
	e := validate.Errors{}
	e.Check(p.ValueCents >= r.MinEuro*100 && p.ValueCents <= r.MaxEuro*100 && p.ValueCents%(r.StepEuro*100) == 0,
		"valueCents", msgValue)
	e.Name("recipientName", p.RecipientName)
	e.Name("purchaserName", p.PurchaserName)
	e.Email("recipientEmail", p.RecipientEmail)
	e.Email("purchaserEmail", p.PurchaserEmail)
	e.Check(p.Language == "" || slices.Contains(rules.Languages, p.Language), "language", validate.MsgUnknownLanguage)
	if p.Invoice != nil {
		p.Invoice.Validate(e, "invoice.")
	}
	if p.Message != nil {
		e.Check(validate.Length(*p.Message, 0, MaxMessageLen), "message", msgMessageLong)
	}
	return e.Err()
}

// validUntil is the last moment a voucher paid at paidAt can be spent.
func validUntil(paidAt time.Time) time.Time {
	return paidAt.AddDate(0, rules.All.Voucher.ValidityMonths, 0)
}

// NewCode returns a fresh random code of codeLength characters from codeAlphabet.
func NewCode() (string, error) {
	var b strings.Builder
	max := big.NewInt(int64(len(codeAlphabet)))
	for range codeLength {
		n, err := rand.Int(rand.Reader, max)
		if err != nil {
			return "", fmt.Errorf("read random: %w", err)
		}
		b.WriteByte(codeAlphabet[n.Int64()])
	}
	return b.String(), nil
}

// FormatCode groups a code in fours for reading: ABCD-EFGH-JKLM.
func FormatCode(code string) string {
	var parts []string
	for i := 0; i < len(code); i += 4 {
		parts = append(parts, code[i:min(i+4, len(code))])
	}
	return strings.Join(parts, "-")
}

// description is how a voucher's payment reads on the customer's statement.
func description(valueCents int) string {
	return fmt.Sprintf("Wandelwijs cadeaubon %s", format.Euro(valueCents))
}

// hashCode is how a code is stored and looked up (see vouchercode.Hash).
func hashCode(code string) []byte { return vouchercode.Hash(code) }
