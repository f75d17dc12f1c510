package voucher_test

import (
	"context"
	"testing"
	"time"

	"wandelwijs.nl/admin/voucher"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/paging"
)

func TestVouchersAreListedWithTheBookingsThatSpentThem(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Now()
	v := testdb.Voucher(t, db, []byte("code"), 3000, 1000, now.AddDate(1, 0, 0))
	unused := testdb.Voucher(t, db, []byte("leeg"), 2000, 2000, now.AddDate(1, 0, 0))
	w := testdb.Walk(t, db, "een", now.AddDate(0, 0, 7), 10, 2000, true)
	b := testdb.Booking(t, db, w, nil, 1, 2000, "PAID", now)
	if _, err := db.NewRaw(`UPDATE bookings SET voucher_id = ?, voucher_used_cents = 2000, total_cents = 0 WHERE id = ?`, v, b).Exec(ctx); err != nil {
		t.Fatal(err)
	}

	list, total, err := voucher.NewService(db.DB).List(ctx, paging.Page{Limit: 10, SortField: "valueCents", SortDesc: true})
	if err != nil || total != 2 || list[0].ID != v || list[1].ID != unused {
		t.Fatalf("list %d %+v %v", total, list, err)
	}
	if len(list[0].Bookings) != 1 || list[0].Bookings[0].ID != b || list[0].Bookings[0].WalkTitle != "Wandeling een" ||
		list[1].Bookings == nil || len(list[1].Bookings) != 0 {
		t.Fatalf("spends: %+v / %+v", list[0].Bookings, list[1].Bookings)
	}
}
