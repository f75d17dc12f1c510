package dashboard_test

import (
	"context"
	"testing"
	"time"

	"wandelwijs.nl/admin/dashboard"
	"wandelwijs.nl/migrations/testdb"
)

func TestFiguresCountWhatWasPaid(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Now()
	w := testdb.Walk(t, db, "een", now.AddDate(0, 0, 7), 10, 2000, true)
	testdb.Walk(t, db, "twee", now.AddDate(0, 0, 8), 10, 2000, false)
	testdb.Booking(t, db, w, nil, 2, 4000, "PAID", now)
	testdb.Booking(t, db, w, nil, 1, 2000, "PENDING", now)
	testdb.Booking(t, db, w, nil, 1, 2000, "CANCELLED", now)
	testdb.Voucher(t, db, []byte("a"), 3000, 1000, now.AddDate(1, 0, 0))
	testdb.Voucher(t, db, []byte("b"), 5000, 5000, now.AddDate(0, 0, -1)) // expired: nothing outstanding

	f, err := dashboard.NewService(db.DB).Figures(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if f.Walks.Total != 2 || f.Walks.Published != 1 || f.Walks.TotalBookings != 1 || f.Walks.RevenueCents != 4000 ||
		f.Bookings.Total != 3 || f.Bookings.Paid != 1 || f.Bookings.Pending != 1 || f.Bookings.RevenueCents != 4000 ||
		f.Vouchers.Issued != 2 || f.Vouchers.OutstandingCents != 1000 || f.Vouchers.Redeemed != 1 ||
		f.Feest.Total != 0 || f.CustomWalks.Total != 0 {
		t.Fatalf("figures %+v", f)
	}
}
