package voucher

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/vouchercode"
)

// store holds the SQL of the back office's voucher list.
type store struct{ db *bun.DB }

var sortColumns = map[string]string{"id": "id", "createdAt": "created_at", "valueCents": "value_cents",
	"remainingCents": "remaining_cents", "status": "status", "usedAt": "used_at"}

func (s store) list(ctx context.Context, p paging.Page) ([]Voucher, int, error) {
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
	out := []Voucher{}
	if err := s.db.NewRaw(`SELECT id, code_hash, value_cents, remaining_cents, used_at, created_at, status, payment_status,
		purchaser_name, purchaser_email, recipient_name, recipient_email, charged_back_at FROM vouchers`+where+order+p.LimitOffset(), args...).
		Scan(ctx, &out); err != nil {
		return nil, 0, fmt.Errorf("list vouchers: %w", err)
	}
	return out, total, nil
}

// spends returns the bookings that spent the vouchers with ids, oldest first: those that
// hold places (booking_holds_places) and those cancelled after they were paid. A booking
// whose payment failed or whose hold ran out never used its voucher part.
func (s store) spends(ctx context.Context, ids []string, now time.Time) ([]Spend, error) {
	var out []Spend
	if err := s.db.NewRaw(`SELECT b.id, b.voucher_id, b.user_id, b.customer_name, b.customer_email, b.status, w.title AS walk_title
		FROM bookings b JOIN walks w ON w.id = b.walk_id
		WHERE b.voucher_id IN (?) AND (booking_holds_places(b.status, b.created_at, ?) OR (b.status = 'CANCELLED' AND b.payment_status = 'PAID'))
		ORDER BY b.created_at`, bun.In(ids), rules.HoldSince(now)).
		Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("list voucher bookings: %w", err)
	}
	return out, nil
}
