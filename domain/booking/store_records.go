package booking

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
)

// The organisers' view of the bookings as the store reads them: the list with its
// filters and sorting, one booking's detail, and its refunds.

// sortColumns are the columns the organisers' list sorts by, by the field it names.
var sortColumns = map[string]string{"createdAt": "b.created_at", "totalCents": "b.total_cents", "status": "b.status",
	"qty": "b.qty", "walk.dateStart": "w.date_start", "id": "b.id", "walk.title": "w.title", "paymentStatus": "b.payment_status"}

// selectRecord reads bookings as the organisers list them, with their walk, voucher and
// latest refund.
const selectRecord = `SELECT b.id, b.status, b.payment_status, pos.positions, b.total_cents, b.qty, b.created_at,
	b.voucher_used_cents, b.user_id, b.customer_name, b.customer_email, b.customer_phone, v.value_cents AS voucher_value_cents,
	b.charged_back_at, b.anonymised_at IS NOT NULL AS anonymised,
	(SELECT r.status FROM refund_records r JOIN payment_records p ON p.id = r.payment_id WHERE p.booking_id = b.id
	 ORDER BY r.created_at DESC, r.id LIMIT 1) AS refund_status,
	w.id AS walk_id, w.title AS walk_title, w.date_start AS walk_date_start, w.city AS walk_city`

const fromRecord = ` FROM bookings b ` + bookingJoins

// records returns one page of the bookings f lets through, and the total.
func (s store) records(ctx context.Context, p paging.Page, f Filter) ([]Record, int, error) {
	where, args := " WHERE true", []any{}
	if ids := p.IDs(); ids != nil {
		where += " AND b.id IN (?)"
		args = append(args, bun.In(ids))
	}
	if f.WalkID != "" {
		where += " AND b.walk_id = ?"
		args = append(args, f.WalkID)
	}
	if f.Status != "" {
		where += " AND b.status = ?"
		args = append(args, f.Status)
	}
	if f.From != nil {
		where += " AND b.created_at >= ?"
		args = append(args, *f.From)
	}
	if f.To != nil {
		where += " AND b.created_at < ?"
		args = append(args, *f.To)
	}
	if f.Q != "" {
		where += " AND (b.customer_name ILIKE ? OR b.customer_email ILIKE ? OR b.id::text ILIKE ?)"
		args = append(args, paging.Like(f.Q), paging.Like(f.Q), paging.Like(f.Q))
	}
	order, err := p.OrderBy(sortColumns, "b.created_at DESC, b.id")
	if err != nil {
		return nil, 0, err
	}
	var total int
	if err := s.db.NewRaw(`SELECT count(*) FROM bookings b JOIN walk_summaries w ON w.id = b.walk_id`+where, args...).Scan(ctx, &total); err != nil {
		return nil, 0, fmt.Errorf("count bookings: %w", err)
	}
	out := []Record{}
	if err := s.db.NewRaw(selectRecord+fromRecord+where+order+p.LimitOffset(), args...).Scan(ctx, &out); err != nil {
		return nil, 0, fmt.Errorf("list bookings: %w", err)
	}
	return out, total, nil
}

// detail returns one booking with its payments (its changes' too), refunds, moves,
// changes that cost more, call-off choice and mails.
func (s store) detail(ctx context.Context, id string) (Detail, error) {
	var d Detail
	err := s.db.NewRaw(selectRecord+`, b.payment_method, b.paid_at, b.cancelled_at`+fromRecord+` WHERE b.id = ?`, id).Scan(ctx, &d)
	if errors.Is(err, sql.ErrNoRows) {
		return Detail{}, ErrNotFound
	}
	if err != nil {
		return Detail{}, fmt.Errorf("get booking: %w", err)
	}
	d.Payments, d.Refunds, d.Moves, d.Changes, d.Choices, d.Mails = []Payment{}, []Refund{}, []Move{}, []PaidChange{}, []CalloffChoice{}, []Mail{}
	for _, q := range []struct {
		what, sql string
		into      any
	}{
		{"card payments", `SELECT mollie_id, amount_cents, status, method, created_at FROM payment_records
			WHERE booking_id = ?0 OR booking_change_id IN (SELECT id FROM booking_changes WHERE booking_id = ?0) ORDER BY created_at, id`, &d.Payments},
		{"card refunds", `SELECT r.id, r.mollie_refund_id, r.amount_cents, r.status, r.problem, r.problem_detail,
			r.handled_at IS NOT NULL AS handled, r.created_at FROM refund_records r JOIN booking_card_payments p ON p.payment_id = r.payment_id
			WHERE p.booking_id = ? ORDER BY r.created_at, r.id`, &d.Refunds},
		{"moves", `SELECT f.title AS from_title, f.date_start AS from_start, t.title AS to_title, t.date_start AS to_start,
			m.refund_cents, m.voucher_returned_cents, m.waived_cents, u.name AS moved_by, m.moved_at FROM booking_moves m
			JOIN walk_summaries f ON f.id = m.from_walk_id JOIN walk_summaries t ON t.id = m.to_walk_id LEFT JOIN user_names u ON u.id = m.moved_by
			WHERE m.booking_id = ? ORDER BY m.moved_at, m.id`, &d.Moves},
		{"changes", `SELECT c.kind, t.title AS to_title, t.date_start AS to_start, c.qty, c.amount_cents, c.status, c.created_at
			FROM booking_changes c JOIN walk_summaries t ON t.id = c.to_walk_id WHERE c.booking_id = ? ORDER BY c.created_at, c.id`, &d.Changes},
		{"call-off choice", `SELECT paid_cents, credit_cents, deadline, choice, decided_by, chosen_at FROM calloff_choices
			WHERE booking_id = ?`, &d.Choices},
		{"mails", `SELECT template, to_organisers, queued_at, sent_at FROM logged_mails WHERE booking_id = ? ORDER BY queued_at, id`, &d.Mails},
	} {
		if err := s.db.NewRaw(q.sql, id).Scan(ctx, q.into); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return Detail{}, fmt.Errorf("get booking %s: %w", q.what, err)
		}
	}
	d.Balance, err = s.balance(ctx, s.db, id)
	return d, err
}

// refundsOf returns the refunds on the payments of booking id, oldest first.
func (s store) refundsOf(ctx context.Context, id string) ([]ManagedRefund, error) {
	out := []ManagedRefund{}
	if err := s.db.NewRaw(`SELECT r.amount_cents, r.status, r.created_at FROM refund_records r JOIN payment_records p ON p.id = r.payment_id
		LEFT JOIN booking_changes c ON c.id = p.booking_change_id
		WHERE p.booking_id = ?0 OR c.booking_id = ?0 ORDER BY r.created_at, r.id`, id).Scan(ctx, &out); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("refunds of booking %s: %w", id, err)
	}
	return out, nil
}

// auditSubject is a booking as the audit log names it: its customer (empty once
// anonymised) and its walk.
type auditSubject struct {
	ID        string `bun:"id"`
	Customer  string `bun:"customer"`
	WalkID    string `bun:"walk_id"`
	WalkTitle string `bun:"walk_title"`
}

// auditSubjects reads the bookings of ids that exist, as the audit log names them.
func (s store) auditSubjects(ctx context.Context, ids []string) ([]auditSubject, error) {
	var out []auditSubject
	if err := s.db.NewRaw(`SELECT b.id::text AS id, CASE WHEN b.anonymised_at IS NULL THEN b.customer_name ELSE '' END AS customer,
		w.id::text AS walk_id, w.title AS walk_title FROM bookings b JOIN walk_summaries w ON w.id = b.walk_id WHERE b.id::text IN (?)`,
		bun.In(ids)).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("name the audit log's bookings: %w", err)
	}
	return out, nil
}
