package booking_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/paging"
)

// listed lists a page of bookings with the page's filter, as the list route does.
func listed(t *testing.T, s booking.Overview, p paging.Page) ([]booking.Record, int, error) {
	t.Helper()
	f, err := booking.FilterOf(p)
	if err != nil {
		t.Fatalf("filter %v: %v", p.Filter, err)
	}
	return s.List(context.Background(), p, f)
}

func TestBookingsAreListedNewestFirstWithTheirCustomer(t *testing.T) {
	db := testdb.New(t)
	now := time.Now()
	w := testdb.Walk(t, db, "een", now.AddDate(0, 0, 7), 10, 2000, true)
	userID := testdb.User(t, db, "Klant", "klant@example.nl", "USER")
	older := testdb.Booking(t, db, w, &userID, 2, 4000, "PAID", now.Add(-time.Hour))
	newer := testdb.Booking(t, db, w, nil, 1, 2000, "PENDING", now)

	bookings := booking.NewOverview(db.DB)
	list, total, err := listed(t, bookings, paging.Page{Limit: 10})
	if err != nil || total != 2 || list[0].ID != newer || list[1].ID != older {
		t.Fatalf("list %d %+v %v", total, list, err)
	}
	if list[0].UserID != nil || list[1].UserID == nil || *list[1].UserID != userID || list[1].Walk.Title != "Wandeling een" {
		t.Fatalf("customers: %+v", list)
	}
	list, total, err = listed(t, bookings, paging.Page{Limit: 10, Filter: map[string]any{"status": "PAID"}})
	if err != nil || total != 1 || list[0].ID != older {
		t.Fatalf("paid: %d %+v %v", total, list, err)
	}
	if _, _, err := listed(t, bookings, paging.Page{Limit: 10, SortField: "customer_email"}); err == nil {
		t.Fatal("sorting on an unknown field was accepted")
	}
}

// TestABookingShowsItsRefundAndChargeback: the organisers see a failed refund and a
// chargeback on the booking.
func TestABookingShowsItsRefundAndChargeback(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Now()
	w := testdb.Walk(t, db, "een", now.AddDate(0, 0, 7), 10, 2000, true)
	b := testdb.Booking(t, db, w, nil, 1, 2000, "CANCELLED", now)
	var paymentID string
	if err := db.NewRaw(`INSERT INTO payments (mollie_id, subject_kind, booking_id, amount_cents, status) VALUES ('tr_1', 'booking', ?, 2000, 'paid') RETURNING id`, b).
		Scan(ctx, &paymentID); err != nil {
		t.Fatal(err)
	}
	if _, err := db.NewRaw(`INSERT INTO refunds (payment_id, cause, mollie_refund_id, amount_cents, status, created_at) VALUES
		(?, 'cancel', 're_1', 2000, 'refunded', now() - interval '1 hour'), (?, 'retry', 're_2', 2000, 'failed', now())`, paymentID, paymentID).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := db.NewRaw(`UPDATE bookings SET charged_back_at = now() WHERE id = ?`, b).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	list, _, err := listed(t, booking.NewOverview(db.DB), paging.Page{Limit: 10})
	if err != nil || len(list) != 1 || list[0].RefundStatus == nil || *list[0].RefundStatus != "failed" || list[0].ChargedBackAt == nil {
		t.Fatalf("list %+v %v", list, err)
	}
}

// TestTheListFiltersByWalkStatusDayAndCustomer: the bookings screen's filters, each alone
// and together; what cannot be a filter is a Dutch 400.
func TestTheListFiltersByWalkStatusDayAndCustomer(t *testing.T) {
	db := testdb.New(t)
	ams, _ := time.LoadLocation("Europe/Amsterdam")
	start := time.Now().AddDate(0, 0, 14)
	one := testdb.Walk(t, db, "een", start, 20, 2000, true)
	two := testdb.Walk(t, db, "twee", start.AddDate(0, 0, 1), 20, 2000, true)
	// 23:30 in Amsterdam on 1 December is still 1 December there, 2 December never.
	lateFirst := time.Date(2026, 12, 1, 23, 30, 0, 0, ams)
	second := time.Date(2026, 12, 2, 10, 0, 0, 0, ams)
	a := testdb.Booking(t, db, one, nil, 1, 2000, "PAID", lateFirst)
	b := testdb.Booking(t, db, one, nil, 2, 4000, "CANCELLED", second)
	c := testdb.Booking(t, db, two, nil, 1, 2000, "PAID", second.Add(time.Minute))
	if _, err := db.NewRaw(`UPDATE bookings SET customer_name = 'Fenna de Boer', customer_email = 'fenna@boer.nl' WHERE id = ?`, c).
		Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	s := booking.NewOverview(db.DB)
	for _, tc := range []struct {
		name   string
		filter map[string]any
		want   []string
	}{
		{"one walk", map[string]any{"walkId": one}, []string{b, a}},
		{"one status", map[string]any{"status": "PAID"}, []string{c, a}},
		{"a walk and a status", map[string]any{"walkId": one, "status": "PAID"}, []string{a}},
		{"booked on 1 December", map[string]any{"from": "2026-12-01", "to": "2026-12-01"}, []string{a}},
		{"booked from 2 December", map[string]any{"from": "2026-12-02"}, []string{c, b}},
		{"a name", map[string]any{"q": "fenna"}, []string{c}},
		{"an e-mail address", map[string]any{"q": "@BOER.nl"}, []string{c}},
		{"a booking number", map[string]any{"q": a[:8]}, []string{a}},
	} {
		list, total, err := listed(t, s, paging.Page{Limit: 10, Filter: tc.filter})
		var got []string
		for _, x := range list {
			got = append(got, x.ID)
		}
		if err != nil || total != len(tc.want) || len(got) != len(tc.want) || (len(got) > 0 && got[0] != tc.want[0]) ||
			(len(got) > 1 && got[1] != tc.want[1]) {
			t.Errorf("%s: %v (%d) %v, want %v", tc.name, got, total, err, tc.want)
		}
	}
	for _, bad := range []map[string]any{{"walkId": "morgen"}, {"status": "BETAALD"}, {"from": "1-12-2026"}, {"to": "2026-13-01"}} {
		_, err := booking.FilterOf(paging.Page{Filter: bad})
		var e *errs.Error
		if !errors.As(err, &e) || e.Kind != errs.Invalid || len(e.Fields) != 1 {
			t.Errorf("filter %v: %v, want a field error", bad, err)
		}
	}
}

// TestABookingShowsEverythingThatHappenedToIt: payments, refunds, moves and mails of one
// booking, oldest first, and nothing of another booking's.
func TestABookingShowsEverythingThatHappenedToIt(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Now()
	from := testdb.Walk(t, db, "van", now.AddDate(0, 0, 7), 10, 2500, true)
	to := testdb.Walk(t, db, "naar", now.AddDate(0, 0, 9), 10, 2000, true)
	b := testdb.Booking(t, db, to, nil, 2, 4000, "PAID", now.Add(-time.Hour))
	other := testdb.Booking(t, db, to, nil, 1, 2000, "PAID", now)
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := db.NewRaw(q, args...).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	exec(`INSERT INTO payments (mollie_id, subject_kind, booking_id, amount_cents, status, method, created_at) VALUES
		('tr_failed', 'booking', ?0, 5000, 'failed', NULL, now() - interval '50 minutes'), ('tr_paid', 'booking', ?0, 5000, 'paid', 'ideal', now() - interval '40 minutes'),
		('tr_other', 'booking', ?1, 2000, 'paid', 'creditcard', now())`, b, other)
	exec(`INSERT INTO refunds (payment_id, cause, mollie_refund_id, amount_cents, status) SELECT id, 'move', 're_move', 1000, 'pending' FROM payments WHERE mollie_id = 'tr_paid'`)
	exec(`INSERT INTO booking_moves (booking_id, from_walk_id, to_walk_id, refund_cents, voucher_returned_cents) VALUES (?, ?, ?, 1000, 0)`, b, from, to)
	exec(`INSERT INTO booking_changes (id, booking_id, kind, from_walk_id, to_walk_id, qty, held_qty, amount_cents, status, hold_until,
		mollie_payment_id, paid_at) VALUES ('5c1e2d3f-0000-4000-8000-000000000001', ?, 'add', ?1, ?1, 3, 1, 2000, 'paid', now(), 'tr_add', now())`, b, to)
	exec(`INSERT INTO payments (mollie_id, subject_kind, booking_change_id, amount_cents, status, method, created_at) VALUES
		('tr_add', 'booking_change', '5c1e2d3f-0000-4000-8000-000000000001', 2000, 'paid', 'ideal', now() - interval '30 minutes')`)
	exec(`INSERT INTO mail_log (job_id, booking_id, template, to_organisers, queued_at, sent_at) VALUES
		(9001, ?0, 'booking-confirmation', false, now() - interval '40 minutes', now() - interval '39 minutes'),
		(9002, ?0, 'booking-moved', false, now(), NULL), (9003, ?1, 'booking-confirmation', false, now(), now())`, b, other)

	d, err := booking.NewOverview(db.DB).Get(ctx, b)
	if err != nil {
		t.Fatal(err)
	}
	if d.ID != b || d.Walk.ID != to || len(d.Payments) != 3 || d.Payments[0].MollieID != "tr_failed" || d.Payments[1].Status != "paid" ||
		d.Payments[2].MollieID != "tr_add" {
		t.Errorf("payments %+v", d.Payments)
	}
	if len(d.Changes) != 1 || d.Changes[0].Kind != "add" || d.Changes[0].Qty != 3 || d.Changes[0].AmountCents != 2000 || d.Changes[0].Status != "paid" ||
		d.Changes[0].ToTitle != "Wandeling naar" {
		t.Errorf("changes %+v", d.Changes)
	}
	if len(d.Refunds) != 1 || d.Refunds[0].AmountCents != 1000 || d.Refunds[0].Status != "pending" {
		t.Errorf("refunds %+v", d.Refunds)
	}
	if len(d.Moves) != 1 || d.Moves[0].FromTitle != "Wandeling van" || d.Moves[0].ToTitle != "Wandeling naar" || d.Moves[0].RefundCents != 1000 {
		t.Errorf("moves %+v", d.Moves)
	}
	if len(d.Mails) != 2 || d.Mails[0].Template != "booking-confirmation" || d.Mails[0].SentAt == nil || d.Mails[1].SentAt != nil {
		t.Errorf("mails %+v", d.Mails)
	}
	for _, id := range []string{"8a1c2b9e-0000-4000-8000-000000000000", "geen-id"} {
		if _, err := booking.NewOverview(db.DB).Get(ctx, id); !errors.Is(err, booking.ErrNotFound) {
			t.Errorf("%s: %v, want not found", id, err)
		}
	}
}
