package voucher

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/invoice"

	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/vouchercode"
)

// store holds the SQL of the vouchers and voucher_ledger tables.
type store struct{ db *bun.DB }

const voucherColumns = `id, value_cents, remaining_cents, status, payment_status, mollie_payment_id, payment_method, valid_until, created_at, language`

// get returns the voucher with id; ErrNotFound for an unknown or malformed id.
func (s store) get(ctx context.Context, id string) (Voucher, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Voucher{}, ErrNotFound
	}
	var v Voucher
	err := s.db.NewRaw(`SELECT `+voucherColumns+` FROM vouchers WHERE id = ?`, id).Scan(ctx, &v)
	if errors.Is(err, sql.ErrNoRows) {
		return Voucher{}, ErrNotFound
	}
	if err != nil {
		return Voucher{}, fmt.Errorf("get voucher: %w", err)
	}
	return v, nil
}

// codeRow is a voucher found by its code, with what decides whether it can be spent.
type codeRow struct {
	ID             string     `bun:"id"`
	RemainingCents int        `bun:"remaining_cents"`
	ValueCents     int        `bun:"value_cents"`
	Status         string     `bun:"status"`
	PaymentStatus  string     `bun:"payment_status"`
	ValidUntil     *time.Time `bun:"valid_until"`
	ChargedBackAt  *time.Time `bun:"charged_back_at"`
}

// byCode finds a voucher by its code's hash; lock takes its row lock. found is false
// when no voucher has that code.
func (s store) byCode(ctx context.Context, db bun.IDB, hash []byte, lock bool) (r codeRow, found bool, err error) {
	q := `SELECT id, remaining_cents, value_cents, status, payment_status, valid_until, charged_back_at FROM vouchers WHERE code_hash = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	err = db.NewRaw(q, hash).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return codeRow{}, false, nil
	}
	if err != nil {
		return codeRow{}, false, fmt.Errorf("find voucher: %w", err)
	}
	return r, true, nil
}

// remaining locks a voucher by id and returns its balance.
func (s store) remaining(ctx context.Context, tx bun.Tx, id string) (int, error) {
	var cents int
	if err := tx.NewRaw(`SELECT remaining_cents FROM vouchers WHERE id = ? FOR UPDATE`, id).Scan(ctx, &cents); err != nil {
		return 0, fmt.Errorf("lock voucher: %w", err)
	}
	return cents, nil
}

// spend takes cents off a voucher and writes the ledger row, in tx; ok is false when
// the balance is too low.
func (s store) spend(ctx context.Context, tx bun.Tx, voucherID, bookingID string, cents int, now time.Time) (ok bool, err error) {
	res, err := tx.NewRaw(`UPDATE vouchers SET remaining_cents = remaining_cents - ?0,
		status = CASE WHEN remaining_cents - ?0 = 0 THEN 'USED' ELSE status END,
		used_at = CASE WHEN remaining_cents - ?0 = 0 THEN ?1::timestamptz ELSE used_at END, updated_at = ?1
		WHERE id = ?2 AND remaining_cents >= ?0`, cents, now, voucherID).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("spend voucher: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return false, nil
	}
	return true, s.ledger(ctx, tx, voucherID, bookingID, "SPEND", -cents)
}

// giveBack returns cents to a voucher, spendable at least rules GivenBackValidDays from
// now, and writes the ledger row, in tx.
func (s store) giveBack(ctx context.Context, tx bun.Tx, voucherID, bookingID string, cents int, now time.Time) error {
	_, err := tx.NewRaw(`UPDATE vouchers SET remaining_cents = remaining_cents + ?0,
		status = CASE WHEN status = 'USED' THEN 'ACTIVE' ELSE status END, used_at = NULL, updated_at = ?1,
		valid_until = GREATEST(valid_until, ?3::timestamptz) WHERE id = ?2`,
		cents, now, voucherID, now.AddDate(0, 0, rules.All.Voucher.GivenBackValidDays)).Exec(ctx)
	if err != nil {
		return fmt.Errorf("give back to voucher: %w", err)
	}
	return s.ledger(ctx, tx, voucherID, bookingID, "GIVE_BACK", cents)
}

// refund takes cents, refunded by Mollie, off a voucher and writes the ledger row, in
// tx; a voucher left with nothing becomes REFUNDED (one already USED stays so).
func (s store) refund(ctx context.Context, tx bun.Tx, voucherID string, cents int, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE vouchers SET remaining_cents = remaining_cents - ?0,
		status = CASE WHEN remaining_cents - ?0 = 0 AND status <> 'USED' THEN 'REFUNDED' ELSE status END, updated_at = ?1
		WHERE id = ?2`, cents, now, voucherID).Exec(ctx); err != nil {
		return fmt.Errorf("refund voucher: %w", err)
	}
	if cents == 0 {
		return nil
	}
	return s.ledger(ctx, tx, voucherID, "", "REFUND", -cents)
}

func (s store) ledger(ctx context.Context, tx bun.Tx, voucherID, bookingID, kind string, cents int) error {
	if _, err := tx.NewRaw(`INSERT INTO voucher_ledger (voucher_id, booking_id, kind, amount_cents) VALUES (?, NULLIF(?, '')::uuid, ?, ?)`,
		voucherID, bookingID, kind, cents).Exec(ctx); err != nil {
		return fmt.Errorf("write voucher ledger: %w", err)
	}
	return nil
}

// insert stores a PENDING voucher for a purchase.
func (s store) insert(ctx context.Context, p Purchase, userID *string, now time.Time) (Voucher, error) {
	var v Voucher
	var buyer any
	if p.Invoice != nil {
		raw, err := json.Marshal(p.Invoice)
		if err != nil {
			return Voucher{}, err
		}
		buyer = string(raw)
	}
	err := s.db.NewRaw(`INSERT INTO vouchers (value_cents, remaining_cents, recipient_name, recipient_email,
		purchaser_name, purchaser_email, message, user_id, invoice_buyer, language, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		RETURNING `+voucherColumns, p.ValueCents, p.ValueCents, p.RecipientName, p.RecipientEmail, p.PurchaserName,
		p.PurchaserEmail, p.Message, userID, buyer, cmp.Or(p.Language, rules.Languages[0]), now, now).Scan(ctx, &v)
	if err != nil {
		return Voucher{}, fmt.Errorf("insert voucher: %w", err)
	}
	return v, nil
}

// reopen puts an unpaid voucher back to PENDING for a new payment.
func (s store) reopen(ctx context.Context, id string, now time.Time) error {
	if _, err := s.db.NewRaw(`UPDATE vouchers SET status = 'PENDING', payment_status = 'PENDING', updated_at = ?
		WHERE id = ? AND payment_status <> 'PAID'`, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("reopen voucher: %w", err)
	}
	return nil
}

// forgetOrFail deletes a PENDING voucher when first (no payment was ever recorded for it),
// and fails one that stays PENDING.
func (s store) forgetOrFail(ctx context.Context, id string, first bool, now time.Time) error {
	if first {
		if _, err := s.db.NewRaw(`DELETE FROM vouchers WHERE id = ? AND payment_status = 'PENDING'`, id).Exec(ctx); err != nil {
			return fmt.Errorf("forget voucher: %w", err)
		}
	}
	if _, err := s.db.NewRaw(`UPDATE vouchers SET status = 'FAILED', payment_status = 'FAILED', updated_at = ?
		WHERE id = ? AND payment_status = 'PENDING'`, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("fail voucher: %w", err)
	}
	return nil
}

// linkPayment makes a payment the voucher's current one, in tx.
func (s store) linkPayment(ctx context.Context, tx bun.Tx, id, molliePaymentID string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE vouchers SET mollie_payment_id = ?, updated_at = ? WHERE id = ?`, molliePaymentID, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("link payment: %w", err)
	}
	return nil
}

// purchaseRow is a voucher locked while a payment's state is applied, with who bought it for whom.
type purchaseRow struct {
	Voucher
	RecipientName  string  `bun:"recipient_name"`
	RecipientEmail string  `bun:"recipient_email"`
	PurchaserName  string  `bun:"purchaser_name"`
	PurchaserEmail string  `bun:"purchaser_email"`
	Message        *string `bun:"message"`
	// InvoiceRequest is what the purchaser asked the invoice to name; nil for none.
	InvoiceRequest *invoice.Request `bun:"invoice_buyer,type:jsonb"`
}

// lockPurchase locks a voucher for applying a payment, in tx.
func (s store) lockPurchase(ctx context.Context, tx bun.Tx, id string) (purchaseRow, error) {
	var v purchaseRow
	if err := tx.NewRaw(`SELECT `+voucherColumns+`, recipient_name, recipient_email, purchaser_name, purchaser_email, message,
		invoice_buyer FROM vouchers WHERE id = ? FOR UPDATE`, id).Scan(ctx, &v); err != nil {
		return purchaseRow{}, fmt.Errorf("lock voucher: %w", err)
	}
	return v, nil
}

// activate marks a voucher paid with its code's hash, valid until validUntil, in tx.
func (s store) activate(ctx context.Context, tx bun.Tx, id string, hash []byte, method, molliePaymentID string, now, validUntil time.Time) error {
	if _, err := tx.NewRaw(`UPDATE vouchers SET code_hash = ?, status = 'ACTIVE', payment_status = 'PAID', paid_at = ?,
		valid_until = ?, payment_method = NULLIF(?, ''), mollie_payment_id = ?, updated_at = ? WHERE id = ?`,
		hash, now, validUntil, method, molliePaymentID, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("activate voucher: %w", err)
	}
	return nil
}

// fail marks a voucher's purchase failed with paymentStatus, in tx.
func (s store) fail(ctx context.Context, tx bun.Tx, id, paymentStatus string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE vouchers SET status = 'FAILED', payment_status = ?, updated_at = ? WHERE id = ?`,
		paymentStatus, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("fail voucher: %w", err)
	}
	return nil
}

// chargeBack marks a voucher charged back, in tx, once; marked reports whether it was now.
func (s store) chargeBack(ctx context.Context, tx bun.Tx, id string, now time.Time) (marked bool, err error) {
	res, err := tx.NewRaw(`UPDATE vouchers SET charged_back_at = ?, updated_at = ? WHERE id = ? AND charged_back_at IS NULL`, now, now, id).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("mark voucher charged back: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

var sortColumns = map[string]string{"id": "id", "createdAt": "created_at", "valueCents": "value_cents",
	"remainingCents": "remaining_cents", "status": "status", "usedAt": "used_at"}

// list returns one page of the register and the total.
func (s store) list(ctx context.Context, p paging.Page) ([]Entry, int, error) {
	where, args := " WHERE true", []any{}
	if ids := p.IDs(); ids != nil {
		where += " AND id IN (?)"
		args = append(args, bun.In(ids))
	}
	if code := p.Text("code"); code != "" {
		// The code is hashed as on redeem; only the hash is compared, the code is not kept.
		where += " AND code_hash = ?"
		args = append(args, vouchercode.Hash(code))
	}
	order, err := p.OrderBy(sortColumns, "created_at DESC, id")
	if err != nil {
		return nil, 0, err
	}
	var total int
	if err := s.db.NewRaw(`SELECT count(*) FROM vouchers`+where, args...).Scan(ctx, &total); err != nil {
		return nil, 0, fmt.Errorf("count vouchers: %w", err)
	}
	out := []Entry{}
	if err := s.db.NewRaw(`SELECT id, code_hash, value_cents, remaining_cents, used_at, created_at, status, payment_status,
		purchaser_name, purchaser_email, recipient_name, recipient_email, charged_back_at FROM vouchers`+where+order+p.LimitOffset(), args...).
		Scan(ctx, &out); err != nil {
		return nil, 0, fmt.Errorf("list vouchers: %w", err)
	}
	return out, total, nil
}

// chargebackReversed takes the chargeback mark off a voucher, in tx.
func (s store) chargebackReversed(ctx context.Context, tx bun.Tx, id string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE vouchers SET charged_back_at = NULL, updated_at = ? WHERE id = ? AND charged_back_at IS NOT NULL`,
		now, id).Exec(ctx); err != nil {
		return fmt.Errorf("unmark voucher charged back: %w", err)
	}
	return nil
}

// insertCredit stores an ACTIVE, paid voucher of valueCents (bonusCents of it a bonus)
// as credit for bookingID, with its code's hash, valid until validUntil; the unique
// credit_booking_id refuses a second one for the same booking.
func (s store) insertCredit(ctx context.Context, tx bun.Tx, bookingID, name, email string, hash []byte, valueCents, bonusCents int,
	now, validUntil time.Time) (Voucher, error) {
	var v Voucher
	err := tx.NewRaw(`INSERT INTO vouchers (code_hash, value_cents, remaining_cents, status, payment_status, recipient_name,
		recipient_email, purchaser_name, purchaser_email, valid_until, paid_at, credit_booking_id, bonus_cents, created_at, updated_at)
		VALUES (?, ?, ?, 'ACTIVE', 'PAID', ?, ?, 'Wandelwijs', ?, ?, ?, ?, ?, ?, ?) RETURNING `+voucherColumns,
		hash, valueCents, valueCents, name, email, email, validUntil, now, bookingID, bonusCents, now, now).Scan(ctx, &v)
	if err != nil {
		return Voucher{}, fmt.Errorf("insert credit voucher: %w", err)
	}
	return v, nil
}
