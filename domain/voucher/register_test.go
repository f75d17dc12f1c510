package voucher_test

import (
	"context"
	"testing"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/vouchercode"
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

	list, total, err := voucher.NewRegister(db.DB, booking.NewOverview(db.DB).VoucherSpends, time.Now).List(ctx, paging.Page{Limit: 10, SortField: "valueCents", SortDesc: true})
	if err != nil || total != 2 || list[0].ID != v || list[1].ID != unused {
		t.Fatalf("list %d %+v %v", total, list, err)
	}
	if len(list[0].Bookings) != 1 || list[0].Bookings[0].ID != b || list[0].Bookings[0].WalkTitle != "Wandeling een" ||
		list[1].Bookings == nil || len(list[1].Bookings) != 0 {
		t.Fatalf("spends: %+v / %+v", list[0].Bookings, list[1].Bookings)
	}
}

// TestAVoucherIsFoundByItsCode: the code an organiser types, in any spelling a customer
// reads out, is hashed as on redeem and finds its voucher and only that one.
func TestAVoucherIsFoundByItsCode(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Now()
	wanted := testdb.Voucher(t, db, vouchercode.Hash("WAND-ELWY-SPAD"), 5000, 5000, now.AddDate(1, 0, 0))
	testdb.Voucher(t, db, vouchercode.Hash("ANDE-REBO-NNEN"), 3000, 3000, now.AddDate(1, 0, 0))
	service := voucher.NewRegister(db.DB, booking.NewOverview(db.DB).VoucherSpends, time.Now)

	for _, typed := range []string{"WAND-ELWY-SPAD", " wand elwy spad ", "wandelwyspad"} {
		list, total, err := service.List(ctx, paging.Page{Limit: 10, Filter: map[string]any{"code": typed}})
		if err != nil || total != 1 || len(list) != 1 || list[0].ID != wanted {
			t.Fatalf("code %q: %d %+v %v", typed, total, list, err)
		}
	}
	if list, total, err := service.List(ctx, paging.Page{Limit: 10, Filter: map[string]any{"code": "WAND-ELWY-SPAA"}}); err != nil || total != 0 || len(list) != 0 {
		t.Fatalf("a wrong code found %d: %+v %v", total, list, err)
	}
}

// TestAVoucherListsOnlyTheBookingsThatSpentIt: paid bookings, bookings inside their
// payment hold and bookings cancelled after paying used the voucher; a failed payment or
// a hold that ran out did not.
func TestAVoucherListsOnlyTheBookingsThatSpentIt(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Now()
	v := testdb.Voucher(t, db, vouchercode.Hash("WAND-ELWY-SPAD"), 10000, 0, now.AddDate(1, 0, 0))
	w := testdb.Walk(t, db, "een", now.AddDate(0, 0, 7), 20, 2000, true)
	book := func(status, paymentStatus string, createdAt time.Time) string {
		id := testdb.Booking(t, db, w, nil, 1, 2000, status, createdAt)
		if _, err := db.NewRaw(`UPDATE bookings SET voucher_id = ?, voucher_used_cents = 2000, total_cents = 0, payment_status = ? WHERE id = ?`,
			v, paymentStatus, id).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		return id
	}
	paid := book("PAID", "PAID", now.Add(-5*time.Hour))
	holding := book("PENDING", "PENDING", now.Add(-time.Hour))
	cancelledAfterPaying := book("CANCELLED", "PAID", now.Add(-4*time.Hour))
	book("FAILED", "FAILED", now.Add(-3*time.Hour))
	book("PENDING", "PENDING", now.Add(-rules.HoldDuration-time.Minute)) // its hold ran out
	book("CANCELLED", "CANCELED", now.Add(-2*time.Hour))                 // expired unpaid

	list, _, err := voucher.NewRegister(db.DB, booking.NewOverview(db.DB).VoucherSpends, time.Now).List(ctx, paging.Page{Limit: 10})
	if err != nil || len(list) != 1 {
		t.Fatalf("%+v %v", list, err)
	}
	var got []string
	for _, b := range list[0].Bookings {
		got = append(got, b.ID)
	}
	want := []string{paid, cancelledAfterPaying, holding} // oldest first
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("uses %v, want %v", got, want)
	}
}
