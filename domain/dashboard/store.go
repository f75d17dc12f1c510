package dashboard

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/rules"
)

// store holds the dashboard's counting SQL.
type store struct{ db *bun.DB }

// figures counts the dashboard's cards. A booking counts while it holds places
// (booking_holds_places at now, ?0): paid, or unpaid inside its payment hold;
// so both cards' totals are paid + pending, the same number.
func (s store) figures(ctx context.Context, now time.Time) (Figures, error) {
	var f Figures
	err := s.db.NewRaw(`SELECT
		(SELECT count(*) FROM walk_summaries)::int AS walks_total,
		(SELECT count(*) FROM walk_summaries WHERE published)::int AS walks_published,
		(SELECT count(*) FROM walk_bookings WHERE booking_holds_places(status, hold_until, ?0))::int AS walks_bookings,
		(SELECT COALESCE(sum(total_cents), 0) FROM walk_bookings WHERE status = 'PAID')::int AS walks_revenue,
		(SELECT count(*) FROM walk_bookings WHERE booking_holds_places(status, hold_until, ?0))::int AS bookings_total,
		(SELECT count(*) FROM walk_bookings WHERE status = 'PAID')::int AS bookings_paid,
		(SELECT count(*) FROM walk_bookings WHERE status = 'PENDING' AND booking_holds_places(status, hold_until, ?0))::int AS bookings_pending,
		(SELECT COALESCE(sum(total_cents), 0) FROM walk_bookings WHERE status = 'PAID')::int AS bookings_revenue,
		(SELECT count(*) FROM voucher_balances WHERE payment_status = 'PAID')::int AS vouchers_issued,
		(SELECT COALESCE(sum(remaining_cents), 0) FROM voucher_balances WHERE payment_status = 'PAID' AND valid_until > now())::int AS vouchers_outstanding,
		(SELECT count(*) FROM voucher_balances WHERE payment_status = 'PAID' AND remaining_cents < value_cents)::int AS vouchers_redeemed,
		(SELECT COALESCE(sum(value_cents), 0) FROM voucher_balances WHERE credit_booking_id IS NOT NULL)::int AS credit_issued,
		(SELECT COALESCE(-sum(m.amount_cents), 0) FROM voucher_movements m JOIN voucher_balances v ON v.id = m.voucher_id
			WHERE v.credit_booking_id IS NOT NULL AND m.balance)::int AS credit_spent`,
		now).Scan(ctx, &f)
	if err != nil {
		return Figures{}, fmt.Errorf("dashboard: %w", err)
	}
	for kind, dst := range map[string]*Counts{"feest": &f.Feest, "custom_walk": &f.CustomWalks} {
		if err := s.db.NewRaw(`SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'NEW'))::int AS new,
			(count(*) FILTER (WHERE status = 'COMPLETED'))::int AS completed FROM request_statuses WHERE kind = ?`, kind).Scan(ctx, dst); err != nil {
			return Figures{}, fmt.Errorf("count %s requests: %w", kind, err)
		}
	}
	return f, nil
}

// upcoming reads the next n published walks after now with their places.
func (s store) upcoming(ctx context.Context, now time.Time, n int) ([]UpcomingWalk, error) {
	out := []UpcomingWalk{}
	err := s.db.NewRaw(`SELECT w.id, w.title, w.date_start, w.min_participants, w.max_participants,
			walk_places_taken(w.id, ?0) AS booked, walk_places_confirmed(w.id) AS confirmed, w.cancelled_at IS NOT NULL AS cancelled
		FROM walk_summaries w WHERE w.published AND w.date_start > ?0 ORDER BY w.date_start, w.id LIMIT ?1`,
		now, n).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("upcoming walks: %w", err)
	}
	return out, nil
}

// months counts the paid bookings made in each of the 12 Amsterdam months up to now's,
// and what they paid, oldest first.
func (s store) months(ctx context.Context, now time.Time) ([]Month, error) {
	out := []Month{}
	err := s.db.NewRaw(`WITH m AS (
			SELECT generate_series(date_trunc('month', ?0::timestamptz AT TIME ZONE ?1) - interval '11 months',
			                       date_trunc('month', ?0::timestamptz AT TIME ZONE ?1), interval '1 month') AS start)
		SELECT to_char(m.start, 'YYYY-MM') AS month, count(b.id)::int AS bookings, COALESCE(sum(b.total_cents), 0)::int AS revenue_cents
		FROM m LEFT JOIN walk_bookings b ON b.status = 'PAID'
			AND b.created_at >= m.start AT TIME ZONE ?1 AND b.created_at < (m.start + interval '1 month') AT TIME ZONE ?1
		GROUP BY m.start ORDER BY m.start`, now, rules.Amsterdam.String()).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("bookings per month: %w", err)
	}
	return out, nil
}
