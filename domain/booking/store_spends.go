package booking

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/voucher"
)

// voucherSpends returns the bookings that spent the vouchers with ids, oldest first.
func (s store) voucherSpends(ctx context.Context, ids []string, now time.Time) ([]voucher.Spend, error) {
	var out []voucher.Spend
	if err := s.db.NewRaw(`SELECT b.id, b.voucher_id, b.user_id, b.customer_name, b.customer_email, b.status, w.title AS walk_title
		FROM bookings b JOIN walk_summaries w ON w.id = b.walk_id
		WHERE b.voucher_id IN (?) AND (booking_holds_places(b.status, b.hold_until, ?) OR (b.status = 'CANCELLED' AND b.payment_status = 'PAID'))
		ORDER BY b.created_at`, bun.In(ids), now).
		Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("list voucher bookings: %w", err)
	}
	return out, nil
}
