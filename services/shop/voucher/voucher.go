// Package voucher holds gift vouchers as bookings use them: looking a code up, spending
// part of its balance under a row lock, and giving an amount back. Every change is a
// ledger row, inside the caller's transaction.
package voucher

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/vouchercode"
)

// Voucher statuses.
const (
	StatusPending = "PENDING"
	StatusActive  = "ACTIVE"
	StatusUsed    = "USED"
)

// invalid is the answer for a code that is unknown, unpaid, expired or empty.
func invalid(msg string) error {
	return &errs.Error{Kind: errs.Invalid, Message: msg, Fields: map[string]string{"voucherCode": msg}}
}

// NormalizeCode makes a typed code comparable (see vouchercode.Normalize).
func NormalizeCode(code string) string { return vouchercode.Normalize(code) }

// HashCode is how a code is stored and looked up (see vouchercode.Hash).
func HashCode(code string) []byte { return vouchercode.Hash(code) }

// Spendable is a voucher locked for spending.
type Spendable struct {
	ID             string
	RemainingCents int
	ValueCents     int
}

// LockByCode finds a usable voucher by code and locks its row for the transaction.
// Unknown, unpaid, expired and empty vouchers are refused with a Dutch message.
func LockByCode(ctx context.Context, tx bun.Tx, code string, now time.Time) (Spendable, error) {
	return byCode(ctx, tx, code, now, " FOR UPDATE")
}

// Check finds a usable voucher by code without locking it: what the booking form's
// 'Controleer' shows. It refuses what LockByCode refuses, with the same messages.
func Check(ctx context.Context, db bun.IDB, code string, now time.Time) (Spendable, error) {
	return byCode(ctx, db, code, now, "")
}

func byCode(ctx context.Context, db bun.IDB, code string, now time.Time, lock string) (Spendable, error) {
	if len(code) > 64 || NormalizeCode(code) == "" {
		return Spendable{}, invalid("Ongeldige vouchercode")
	}
	var row struct {
		ID             string     `bun:"id"`
		RemainingCents int        `bun:"remaining_cents"`
		ValueCents     int        `bun:"value_cents"`
		Status         string     `bun:"status"`
		PaymentStatus  string     `bun:"payment_status"`
		ValidUntil     *time.Time `bun:"valid_until"`
	}
	err := db.NewRaw(`SELECT id, remaining_cents, value_cents, status, payment_status, valid_until
		FROM vouchers WHERE code_hash = ?`+lock, HashCode(code)).Scan(ctx, &row)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Spendable{}, invalid("Ongeldige vouchercode")
	case err != nil:
		return Spendable{}, fmt.Errorf("find voucher: %w", err)
	case row.PaymentStatus != "PAID" || row.Status == StatusPending:
		return Spendable{}, invalid("Deze cadeaubon is nog niet betaald")
	case row.ValidUntil == nil || !now.Before(*row.ValidUntil):
		return Spendable{}, invalid("Deze cadeaubon is verlopen")
	case row.RemainingCents <= 0:
		return Spendable{}, invalid("Deze cadeaubon is al volledig gebruikt")
	}
	return Spendable{ID: row.ID, RemainingCents: row.RemainingCents, ValueCents: row.ValueCents}, nil
}

// Discount is what a voucher takes off a subtotal: the lesser of its balance and the subtotal.
func (v Spendable) Discount(subtotalCents int) int { return min(v.RemainingCents, subtotalCents) }

// Spend takes cents off a locked voucher for a booking and writes the ledger row.
func Spend(ctx context.Context, tx bun.Tx, voucherID, bookingID string, cents int, now time.Time) error {
	if cents <= 0 {
		return nil
	}
	res, err := tx.NewRaw(`UPDATE vouchers SET remaining_cents = remaining_cents - ?0,
		status = CASE WHEN remaining_cents - ?0 = 0 THEN 'USED' ELSE status END,
		used_at = CASE WHEN remaining_cents - ?0 = 0 THEN ?1::timestamptz ELSE used_at END, updated_at = ?1
		WHERE id = ?2 AND remaining_cents >= ?0`, cents, now, voucherID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("spend voucher: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return errors.New("spend voucher: balance too low")
	}
	return ledger(ctx, tx, voucherID, bookingID, "SPEND", -cents)
}

// GiveBack returns cents to a voucher (a failed, expired or cancelled booking).
func GiveBack(ctx context.Context, tx bun.Tx, voucherID, bookingID string, cents int, now time.Time) error {
	if cents <= 0 {
		return nil
	}
	_, err := tx.NewRaw(`UPDATE vouchers SET remaining_cents = remaining_cents + ?0,
		status = CASE WHEN status = 'USED' THEN 'ACTIVE' ELSE status END, used_at = NULL, updated_at = ?1
		WHERE id = ?2`, cents, now, voucherID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("give back to voucher: %w", err)
	}
	return ledger(ctx, tx, voucherID, bookingID, "GIVE_BACK", cents)
}

func ledger(ctx context.Context, tx bun.Tx, voucherID, bookingID, kind string, cents int) error {
	if _, err := tx.NewRaw(`INSERT INTO voucher_ledger (voucher_id, booking_id, kind, amount_cents) VALUES (?, ?, ?, ?)`,
		voucherID, bookingID, kind, cents).Exec(ctx); err != nil {
		return fmt.Errorf("write voucher ledger: %w", err)
	}
	return nil
}
