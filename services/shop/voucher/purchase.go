package voucher

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/validate"
)

// Value limits of a gift voucher, in cents: 10 to 500 euro in steps of 5.
const (
	MinValueCents  = 1000
	MaxValueCents  = 50000
	ValueStepCents = 500
	MaxMessageLen  = 500
	// Validity is how long a voucher can be spent after it is paid.
	ValidityYears = 1
)

// codeAlphabet has no 0/O and no 1/I, so a code read aloud or typed cannot be mistaken.
const codeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

// codeLength is 12 characters from 32: 60 random bits.
const codeLength = 12

// ErrNotFound is the answer for an unknown or malformed voucher id.
var ErrNotFound = errs.New(errs.NotFound, "Cadeaubon niet gevonden")

// ErrProviderDown is the answer when Mollie cannot start the payment.
var ErrProviderDown = errs.New(errs.Unavailable, "De betaling kon niet worden gestart. Probeer het over een paar minuten opnieuw.")

// Purchase is what a visitor fills in to buy a voucher.
type Purchase struct {
	ValueCents     int     `json:"valueCents"`
	RecipientName  string  `json:"recipientName"`
	RecipientEmail string  `json:"recipientEmail"`
	PurchaserName  string  `json:"purchaserName"`
	PurchaserEmail string  `json:"purchaserEmail"`
	Message        *string `json:"message"`
}

// Normalize trims the fields; an empty message becomes none.
func (p *Purchase) Normalize() {
	p.RecipientName, p.RecipientEmail = strings.TrimSpace(p.RecipientName), strings.TrimSpace(p.RecipientEmail)
	p.PurchaserName, p.PurchaserEmail = strings.TrimSpace(p.PurchaserName), strings.TrimSpace(p.PurchaserEmail)
	if p.Message != nil {
		m := strings.TrimSpace(*p.Message)
		p.Message = &m
		if m == "" {
			p.Message = nil
		}
	}
}

// Validate checks a normalized purchase.
func (p Purchase) Validate() error {
	e := validate.Errors{}
	e.Check(p.ValueCents >= MinValueCents && p.ValueCents <= MaxValueCents && p.ValueCents%ValueStepCents == 0,
		"valueCents", "Kies een bedrag van € 10 tot € 500 in stappen van € 5")
	for field, v := range map[string]string{"recipientName": p.RecipientName, "purchaserName": p.PurchaserName} {
		e.Check(v != "", field, "Naam is verplicht")
		e.Check(validate.Length(v, 1, 100), field, "Naam mag maximaal 100 karakters zijn")
	}
	for field, v := range map[string]string{"recipientEmail": p.RecipientEmail, "purchaserEmail": p.PurchaserEmail} {
		e.Check(v != "", field, "E-mailadres is verplicht")
		e.Check(validate.Email(v), field, "Voer een geldig e-mailadres in")
	}
	if p.Message != nil {
		e.Check(validate.Length(*p.Message, 0, MaxMessageLen), "message", "Je persoonlijke boodschap mag maximaal 500 karakters zijn")
	}
	return e.Err()
}

// Voucher is a voucher as its buyer may see it: never its code.
type Voucher struct {
	ID              string     `json:"id" bun:"id"`
	ValueCents      int        `json:"valueCents" bun:"value_cents"`
	RemainingCents  int        `json:"remainingCents" bun:"remaining_cents"`
	Status          string     `json:"status" bun:"status"`
	PaymentStatus   string     `json:"paymentStatus" bun:"payment_status"`
	MolliePaymentID *string    `json:"molliePaymentId" bun:"mollie_payment_id"`
	PaymentMethod   *string    `json:"paymentMethod" bun:"payment_method"`
	ValidUntil      *time.Time `json:"validUntil" bun:"valid_until"`
	CreatedAt       time.Time  `json:"createdAt" bun:"created_at"`
}

const voucherColumns = `id, value_cents, remaining_cents, status, payment_status, mollie_payment_id, payment_method, valid_until, created_at`

// Get returns the voucher with id; ErrNotFound for an unknown or malformed id.
func Get(ctx context.Context, db bun.IDB, id string) (Voucher, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Voucher{}, ErrNotFound
	}
	var v Voucher
	err := db.NewRaw(`SELECT `+voucherColumns+` FROM vouchers WHERE id = ?`, id).Scan(ctx, &v)
	if errors.Is(err, sql.ErrNoRows) {
		return Voucher{}, ErrNotFound
	}
	return v, err
}

// Payments is the part of Mollie's API voucher purchases use.
type Payments interface {
	CreatePayment(ctx context.Context, p mollie.CreatePayment, idempotencyKey string) (mollie.Payment, error)
}

// Mailer enqueues mails inside the caller's transaction.
type Mailer interface {
	EnqueueMail(ctx context.Context, tx bun.Tx, to string, c mail.Content) error
}

// Shop sells vouchers.
type Shop struct {
	db        *bun.DB
	payments  Payments
	mailer    Mailer
	publicURL string
	now       func() time.Time
}

// NewShop returns a Shop.
func NewShop(db *bun.DB, payments Payments, mailer Mailer, publicURL string, now func() time.Time) *Shop {
	return &Shop{db: db, payments: payments, mailer: mailer, publicURL: publicURL, now: now}
}

// Buy stores a PENDING voucher for a normalized, valid purchase and starts its payment;
// it returns the voucher and the checkout address.
func (s *Shop) Buy(ctx context.Context, p Purchase, userID *string) (Voucher, string, error) {
	var v Voucher
	err := s.db.NewRaw(`INSERT INTO vouchers (value_cents, remaining_cents, recipient_name, recipient_email,
		purchaser_name, purchaser_email, message, user_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		RETURNING `+voucherColumns, p.ValueCents, p.ValueCents, p.RecipientName, p.RecipientEmail, p.PurchaserName,
		p.PurchaserEmail, p.Message, userID, s.now(), s.now()).Scan(ctx, &v)
	if err != nil {
		return Voucher{}, "", fmt.Errorf("insert voucher: %w", err)
	}
	checkout, err := s.startPayment(ctx, v)
	return v, checkout, err
}

// Retry starts a new payment for a voucher that is not paid yet.
func (s *Shop) Retry(ctx context.Context, id string) (string, error) {
	v, err := Get(ctx, s.db, id)
	if err != nil {
		return "", err
	}
	if v.PaymentStatus == "PAID" {
		return "", errs.New(errs.Conflict, "Deze cadeaubon is al betaald.")
	}
	if _, err := s.db.NewRaw(`UPDATE vouchers SET status = 'PENDING', payment_status = 'PENDING', updated_at = ?
		WHERE id = ? AND payment_status <> 'PAID'`, s.now(), v.ID).Exec(ctx); err != nil {
		return "", fmt.Errorf("reopen voucher: %w", err)
	}
	return s.startPayment(ctx, v)
}

func (s *Shop) startPayment(ctx context.Context, v Voucher) (string, error) {
	var attempts int
	if err := s.db.NewRaw(`SELECT count(*) FROM payments WHERE voucher_id = ?`, v.ID).Scan(ctx, &attempts); err != nil {
		return "", fmt.Errorf("count payments: %w", err)
	}
	p, err := s.payments.CreatePayment(ctx, mollie.CreatePayment{
		Amount:      mollie.EUR(v.ValueCents),
		Description: fmt.Sprintf("Wandelwijs cadeaubon %s", mail.Euro(v.ValueCents)),
		RedirectURL: s.publicURL + "/voucher-success?voucherId=" + v.ID,
		WebhookURL:  s.publicURL + "/api/v1/payments/webhook",
		Metadata:    map[string]string{"voucherId": v.ID},
	}, fmt.Sprintf("voucher-%s-%d", v.ID, attempts+1))
	if err != nil {
		if _, ferr := s.db.NewRaw(`UPDATE vouchers SET status = 'FAILED', payment_status = 'FAILED', updated_at = ?
			WHERE id = ? AND payment_status = 'PENDING'`, s.now(), v.ID).Exec(context.WithoutCancel(ctx)); ferr != nil {
			return "", errors.Join(ErrProviderDown, ferr)
		}
		return "", ErrProviderDown
	}
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewRaw(`INSERT INTO payments (mollie_id, voucher_id, amount_cents, status, checkout_url) VALUES (?, ?, ?, ?, ?)`,
			p.ID, v.ID, v.ValueCents, p.Status, p.CheckoutURL).Exec(ctx); err != nil {
			return fmt.Errorf("record payment: %w", err)
		}
		_, err := tx.NewRaw(`UPDATE vouchers SET mollie_payment_id = ?, updated_at = ? WHERE id = ?`, p.ID, s.now(), v.ID).Exec(ctx)
		return err
	})
	if err != nil {
		return "", err
	}
	return p.CheckoutURL, nil
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

// PaymentOutcome is what applying a payment state did to a voucher.
type PaymentOutcome int

// The outcomes of ApplyPayment.
const (
	Unchanged PaymentOutcome = iota
	Activated
	Failed
	// PaidTwice means money arrived for a voucher already paid by another payment: refund it.
	PaidTwice
)

// ApplyPayment moves a voucher by a payment's Mollie status, inside tx: paid or
// authorized activates a pending voucher once (code generated, valid one year, the code
// mailed to the recipient and a receipt to the purchaser); failed, canceled or expired
// fails it when that payment is its current one.
func ApplyPayment(ctx context.Context, tx bun.Tx, mailer Mailer, voucherID, molliePaymentID, status, method string, now time.Time) (PaymentOutcome, error) {
	var v struct {
		Voucher
		RecipientName  string  `bun:"recipient_name"`
		RecipientEmail string  `bun:"recipient_email"`
		PurchaserName  string  `bun:"purchaser_name"`
		PurchaserEmail string  `bun:"purchaser_email"`
		Message        *string `bun:"message"`
	}
	if err := tx.NewRaw(`SELECT `+voucherColumns+`, recipient_name, recipient_email, purchaser_name, purchaser_email, message
		FROM vouchers WHERE id = ? FOR UPDATE`, voucherID).Scan(ctx, &v); err != nil {
		return Unchanged, fmt.Errorf("lock voucher: %w", err)
	}
	current := v.MolliePaymentID != nil && *v.MolliePaymentID == molliePaymentID
	switch status {
	case mollie.StatusPaid, mollie.StatusAuthorized:
		if v.PaymentStatus == "PAID" {
			if current {
				return Unchanged, nil
			}
			return PaidTwice, nil
		}
		code, err := NewCode()
		if err != nil {
			return Unchanged, err
		}
		validUntil := now.AddDate(ValidityYears, 0, 0)
		if _, err := tx.NewRaw(`UPDATE vouchers SET code_hash = ?, status = 'ACTIVE', payment_status = 'PAID', paid_at = ?,
			valid_until = ?, payment_method = NULLIF(?, ''), mollie_payment_id = ?, updated_at = ? WHERE id = ?`,
			HashCode(code), now, validUntil, method, molliePaymentID, now, v.ID).Exec(ctx); err != nil {
			return Unchanged, fmt.Errorf("activate voucher: %w", err)
		}
		message := ""
		if v.Message != nil {
			message = *v.Message
		}
		if err := mailer.EnqueueMail(ctx, tx, v.RecipientEmail, mail.VoucherGift{RecipientName: v.RecipientName,
			PurchaserName: v.PurchaserName, Code: FormatCode(code), ValueCents: v.ValueCents, Message: message, ValidUntil: validUntil}); err != nil {
			return Unchanged, err
		}
		if err := mailer.EnqueueMail(ctx, tx, v.PurchaserEmail, mail.VoucherReceipt{VoucherID: v.ID, PurchaserName: v.PurchaserName,
			RecipientName: v.RecipientName, RecipientEmail: v.RecipientEmail, ValueCents: v.ValueCents, ValidUntil: validUntil}); err != nil {
			return Unchanged, err
		}
		return Activated, nil
	case mollie.StatusFailed, mollie.StatusCanceled, mollie.StatusExpired:
		if !current || v.PaymentStatus != "PENDING" {
			return Unchanged, nil
		}
		paymentStatus := "FAILED"
		if status == mollie.StatusCanceled {
			paymentStatus = "CANCELED"
		}
		if _, err := tx.NewRaw(`UPDATE vouchers SET status = 'FAILED', payment_status = ?, updated_at = ? WHERE id = ?`,
			paymentStatus, now, v.ID).Exec(ctx); err != nil {
			return Unchanged, fmt.Errorf("fail voucher: %w", err)
		}
		return Failed, nil
	default:
		return Unchanged, nil
	}
}
