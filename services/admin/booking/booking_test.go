package booking_test

import (
	"context"
	"testing"
	"time"

	"wandelwijs.nl/admin/booking"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/paging"
)

func TestBookingsAreListedNewestFirstWithTheirCustomer(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Now()
	w := testdb.Walk(t, db, "een", now.AddDate(0, 0, 7), 10, 2000, true)
	userID := testdb.User(t, db, "Klant", "klant@example.nl", "USER")
	older := testdb.Booking(t, db, w, &userID, 2, 4000, "PAID", now.Add(-time.Hour))
	newer := testdb.Booking(t, db, w, nil, 1, 2000, "PENDING", now)

	bookings := booking.NewService(db.DB)
	list, total, err := bookings.List(ctx, paging.Page{Limit: 10})
	if err != nil || total != 2 || list[0].ID != newer || list[1].ID != older {
		t.Fatalf("list %d %+v %v", total, list, err)
	}
	if list[0].UserID != nil || list[1].UserID == nil || *list[1].UserID != userID || list[1].Walk.Title != "Wandeling een" {
		t.Fatalf("customers: %+v", list)
	}
	list, total, err = bookings.List(ctx, paging.Page{Limit: 10, Filter: map[string]any{"status": "PAID"}})
	if err != nil || total != 1 || list[0].ID != older {
		t.Fatalf("paid: %d %+v %v", total, list, err)
	}
	if _, _, err := bookings.List(ctx, paging.Page{Limit: 10, SortField: "customer_email"}); err == nil {
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
	if err := db.NewRaw(`INSERT INTO payments (mollie_id, booking_id, amount_cents, status) VALUES ('tr_1', ?, 2000, 'paid') RETURNING id`, b).
		Scan(ctx, &paymentID); err != nil {
		t.Fatal(err)
	}
	if _, err := db.NewRaw(`INSERT INTO refunds (payment_id, mollie_refund_id, amount_cents, status, created_at) VALUES
		(?, 're_1', 2000, 'refunded', now() - interval '1 hour'), (?, 're_2', 2000, 'failed', now())`, paymentID, paymentID).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := db.NewRaw(`UPDATE bookings SET charged_back_at = now() WHERE id = ?`, b).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	list, _, err := booking.NewService(db.DB).List(ctx, paging.Page{Limit: 10})
	if err != nil || len(list) != 1 || list[0].RefundStatus == nil || *list[0].RefundStatus != "failed" || list[0].ChargedBackAt == nil {
		t.Fatalf("list %+v %v", list, err)
	}
}
