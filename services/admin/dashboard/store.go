package dashboard

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// store holds the dashboard's counting SQL.
type store struct{ db *bun.DB }

func (s store) figures(ctx context.Context) (Figures, error) {
	var f Figures
	err := s.db.NewRaw(`SELECT
		(SELECT count(*) FROM walks)::int AS walks_total,
		(SELECT count(*) FROM walks WHERE published)::int AS walks_published,
		(SELECT count(*) FROM bookings WHERE status = 'PAID')::int AS walks_bookings,
		(SELECT COALESCE(sum(total_cents), 0) FROM bookings WHERE status = 'PAID')::int AS walks_revenue,
		(SELECT count(*) FROM bookings)::int AS bookings_total,
		(SELECT count(*) FROM bookings WHERE status = 'PAID')::int AS bookings_paid,
		(SELECT count(*) FROM bookings WHERE status = 'PENDING')::int AS bookings_pending,
		(SELECT COALESCE(sum(total_cents), 0) FROM bookings WHERE status = 'PAID')::int AS bookings_revenue,
		(SELECT count(*) FROM vouchers WHERE payment_status = 'PAID')::int AS vouchers_issued,
		(SELECT COALESCE(sum(remaining_cents), 0) FROM vouchers WHERE payment_status = 'PAID' AND valid_until > now())::int AS vouchers_outstanding,
		(SELECT count(*) FROM vouchers WHERE payment_status = 'PAID' AND remaining_cents < value_cents)::int AS vouchers_redeemed`).Scan(ctx, &f)
	if err != nil {
		return Figures{}, fmt.Errorf("dashboard: %w", err)
	}
	for table, dst := range map[string]*Counts{"feest_requests": &f.Feest, "custom_walk_requests": &f.CustomWalks} {
		if err := s.db.NewRaw(`SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'NEW'))::int AS new,
			(count(*) FILTER (WHERE status = 'COMPLETED'))::int AS completed FROM `+table).Scan(ctx, dst); err != nil {
			return Figures{}, fmt.Errorf("count %s: %w", table, err)
		}
	}
	return f, nil
}
