package booking

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
)

// store holds the SQL of the back office's booking list.
type store struct{ db *bun.DB }

var sortColumns = map[string]string{"createdAt": "b.created_at", "totalCents": "b.total_cents", "status": "b.status",
	"qty": "b.qty", "walk.dateStart": "w.date_start", "id": "b.id", "walk.title": "w.title", "paymentStatus": "b.payment_status"}

func (s store) list(ctx context.Context, p paging.Page) ([]Booking, int, error) {
	where, args := " WHERE true", []any{}
	if ids := p.IDs(); ids != nil {
		where += " AND b.id IN (?)"
		args = append(args, bun.In(ids))
	}
	if st := p.Text("status"); st != "" {
		where += " AND b.status = ?"
		args = append(args, st)
	}
	order, err := p.OrderBy(sortColumns, "b.created_at DESC, b.id")
	if err != nil {
		return nil, 0, err
	}
	var total int
	if err := s.db.NewRaw(`SELECT count(*) FROM bookings b`+where, args...).Scan(ctx, &total); err != nil {
		return nil, 0, fmt.Errorf("count bookings: %w", err)
	}
	out := []Booking{}
	err = s.db.NewRaw(`SELECT b.id, b.status, b.payment_status, b.total_cents, b.qty, b.created_at, b.voucher_used_cents,
		b.user_id, b.customer_name, b.customer_email, b.customer_phone, v.value_cents AS voucher_value_cents, b.charged_back_at,
		(SELECT r.status FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.booking_id = b.id
		 ORDER BY r.created_at DESC, r.id LIMIT 1) AS refund_status,
		w.title AS walk_title, w.date_start AS walk_date_start, w.city AS walk_city
		FROM bookings b JOIN walks w ON w.id = b.walk_id LEFT JOIN vouchers v ON v.id = b.voucher_id`+where+order+p.LimitOffset(),
		args...).Scan(ctx, &out)
	if err != nil {
		return nil, 0, fmt.Errorf("list bookings: %w", err)
	}
	return out, total, nil
}
