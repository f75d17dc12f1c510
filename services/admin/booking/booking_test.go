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
