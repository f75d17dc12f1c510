package dashboard_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"wandelwijs.nl/domain/dashboard"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/rules"
)

// TestFiguresAddUp: a booking counts while it holds places (paid, or unpaid inside its
// payment hold), so both cards show the same total, paid + pending; revenue is what was paid.
func TestFiguresAddUp(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Now()
	w := testdb.Walk(t, db, "een", now.AddDate(0, 0, 7), 10, 2000, true)
	testdb.Walk(t, db, "twee", now.AddDate(0, 0, 8), 10, 2000, false)
	testdb.Booking(t, db, w, nil, 2, 4000, "PAID", now)
	testdb.Booking(t, db, w, nil, 1, 2000, "PENDING", now)
	testdb.Booking(t, db, w, nil, 1, 2000, "CANCELLED", now)
	testdb.Booking(t, db, w, nil, 1, 2000, "FAILED", now)
	testdb.Booking(t, db, w, nil, 3, 6000, "PENDING", now.Add(-rules.HoldDuration-time.Minute)) // its hold ran out
	testdb.Voucher(t, db, []byte("a"), 3000, 1000, now.AddDate(1, 0, 0))
	testdb.Voucher(t, db, []byte("b"), 5000, 5000, now.AddDate(0, 0, -1)) // expired: nothing outstanding

	f, err := dashboard.NewService(db.DB, time.Now).Figures(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if f.Walks.Total != 2 || f.Walks.Published != 1 || f.Walks.TotalBookings != 2 || f.Walks.RevenueCents != 4000 ||
		f.Bookings.Total != 2 || f.Bookings.Paid != 1 || f.Bookings.Pending != 1 || f.Bookings.RevenueCents != 4000 ||
		f.Vouchers.Issued != 2 || f.Vouchers.OutstandingCents != 1000 || f.Vouchers.Redeemed != 1 ||
		f.Feest.Total != 0 || f.CustomWalks.Total != 0 {
		t.Fatalf("figures %+v", f)
	}
}

// TestCreditIssuedAndTakenUp: the credit issued for called-off walks and what bookings
// spent of it, net of what went back.
func TestCreditIssuedAndTakenUp(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Now()
	w := testdb.Walk(t, db, "afgelast", now.AddDate(0, 0, 7), 10, 2500, true)
	first := testdb.Booking(t, db, w, nil, 1, 2500, "CANCELLED", now)
	second := testdb.Booking(t, db, w, nil, 1, 2500, "CANCELLED", now)
	spender := testdb.Booking(t, db, w, nil, 1, 2500, "PAID", now)
	credit := func(booking string) string {
		return testdb.Row(t, db, `INSERT INTO vouchers (value_cents, remaining_cents, status, payment_status, recipient_name, recipient_email,
			purchaser_name, purchaser_email, valid_until, credit_booking_id, bonus_cents) VALUES (2750, 2750, 'ACTIVE', 'PAID', 'R', 'r@example.nl',
			'Wandelwijs', 'r@example.nl', ?, ?, 250) RETURNING id`, now.AddDate(1, 0, 0), booking)
	}
	a, b := credit(first), credit(second)
	for _, q := range []string{
		`INSERT INTO voucher_ledger (voucher_id, booking_id, kind, amount_cents) VALUES ('` + a + `', '` + spender + `', 'SPEND', -2000) RETURNING id`,
		`INSERT INTO voucher_ledger (voucher_id, booking_id, kind, amount_cents) VALUES ('` + b + `', '` + spender + `', 'SPEND', -700) RETURNING id`,
		`INSERT INTO voucher_ledger (voucher_id, booking_id, kind, amount_cents) VALUES ('` + b + `', '` + spender + `', 'GIVE_BACK', 200) RETURNING id`,
	} {
		testdb.Row(t, db, q)
	}
	f, err := dashboard.NewService(db.DB, time.Now).Figures(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if f.Vouchers.CreditIssuedCents != 5500 || f.Vouchers.CreditSpentCents != 2500 {
		t.Fatalf("credit issued %d, spent %d", f.Vouchers.CreditIssuedCents, f.Vouchers.CreditSpentCents)
	}
}

// TestUpcomingWalksAndMonths: the next walks with booked / minimum / maximum and how they
// stand, and the paid bookings and revenue of each of the last 12 Amsterdam months.
func TestUpcomingWalksAndMonths(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	walk := func(slug string, days, min, max int) string {
		id := testdb.Walk(t, db, slug, now.AddDate(0, 0, days), max, 2000, true)
		if _, err := db.NewRaw(`UPDATE walks SET min_participants = ? WHERE id = ?`, min, id).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		return id
	}
	ahead := walk("gaat-door", 1, 2, 10)
	below := walk("te-weinig", 2, 5, 10)
	full := walk("vol", 3, 1, 3)
	called := walk("storm", 4, 1, 10)
	testdb.Walk(t, db, "voorbij", now.AddDate(0, 0, -1), 10, 2000, true)
	testdb.Booking(t, db, ahead, nil, 2, 4000, "PAID", now.Add(-time.Hour))
	testdb.Booking(t, db, below, nil, 2, 4000, "PAID", now.Add(-time.Hour))
	testdb.Booking(t, db, below, nil, 2, 4000, "PENDING", now.Add(-time.Hour))
	testdb.Booking(t, db, full, nil, 1, 2000, "PAID", now.Add(-time.Hour))
	testdb.Booking(t, db, full, nil, 2, 4000, "PENDING", now.Add(-time.Hour))
	if _, err := db.NewRaw(`UPDATE walks SET cancelled_at = now(), cancel_reason = 'Storm' WHERE id = ?`, called).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	// October's last evening in Amsterdam is October; November's first hour is November.
	testdb.Booking(t, db, ahead, nil, 1, 1500, "PAID", time.Date(2026, 10, 31, 22, 30, 0, 0, time.UTC))
	testdb.Booking(t, db, ahead, nil, 1, 2500, "PAID", time.Date(2026, 10, 31, 23, 30, 0, 0, time.UTC))
	testdb.Booking(t, db, ahead, nil, 1, 9900, "CANCELLED", time.Date(2026, 10, 15, 12, 0, 0, 0, time.UTC))
	testdb.Booking(t, db, ahead, nil, 1, 7700, "PAID", time.Date(2025, 11, 30, 12, 0, 0, 0, time.UTC)) // 13 months ago

	f, err := dashboard.NewService(db.DB, func() time.Time { return now }).Figures(ctx)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, w := range f.Upcoming {
		got[w.Title] = fmt.Sprintf("%s %d/%d paid %d of %d–%d", w.State(), w.Booked, w.MaxParticipants, w.Confirmed, w.MinParticipants, w.MaxParticipants)
	}
	want := map[string]string{
		"Wandeling gaat-door": "GOES_AHEAD 5/10 paid 5 of 2–10",
		"Wandeling te-weinig": "BELOW_MINIMUM 4/10 paid 2 of 5–10",
		"Wandeling vol":       "FULL 3/3 paid 1 of 1–3",
		"Wandeling storm":     "CANCELLED 0/10 paid 0 of 1–10",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) || len(f.Upcoming) != 4 {
		t.Fatalf("upcoming %v\nwant %v", got, want)
	}
	if len(f.Months) != 12 || f.Months[0].Month != "2025-12" || f.Months[11].Month != "2026-11" {
		t.Fatalf("months %+v", f.Months)
	}
	oct, nov := f.Months[10], f.Months[11]
	if oct.Month != "2026-10" || oct.Bookings != 1 || oct.RevenueCents != 1500 {
		t.Errorf("October %+v, want the one paid booking of € 15", oct)
	}
	if nov.Bookings != 4 || nov.RevenueCents != 2500+4000+4000+2000 {
		t.Errorf("November %+v", nov)
	}
}
