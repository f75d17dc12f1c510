package ledger_test

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/ledger"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/rules"
)

func amsterdam(year int, month time.Month, day int) time.Time {
	return time.Date(year, month, day, 0, 0, 0, 0, rules.Amsterdam)
}

func TestAPeriodIsWholeDaysInAmsterdam(t *testing.T) {
	now := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name, from, to string
		want           ledger.Period
	}{
		{"both days included, across summer time", "2026-03-01", "2026-03-31", ledger.Period{From: amsterdam(2026, 3, 1), To: amsterdam(2026, 4, 1)}},
		{"one day", "2026-10-25", "2026-10-25", ledger.Period{From: amsterdam(2026, 10, 25), To: amsterdam(2026, 10, 26)}},
		{"by default this month up to today", "", "", ledger.Period{From: amsterdam(2026, 11, 1), To: amsterdam(2026, 11, 30)}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := ledger.PeriodOf(c.from, c.to, now)
			if err != nil || !got.From.Equal(c.want.From) || !got.To.Equal(c.want.To) {
				t.Fatalf("PeriodOf(%q, %q) = %v %v, want %v", c.from, c.to, got, err, c.want)
			}
		})
	}
	for _, bad := range [][2]string{{"2026-3-1", ""}, {"", "gisteren"}, {"2026-03-02", "2026-03-01"}} {
		if _, err := ledger.PeriodOf(bad[0], bad[1], now); !errors.Is(err, ledger.ErrBadDay) {
			t.Errorf("PeriodOf(%q, %q): %v, want ErrBadDay", bad[0], bad[1], err)
		}
	}
	// Late on the last day of a month in UTC is the first of the next in Amsterdam.
	if m := ledger.Month(time.Date(2026, 11, 30, 23, 30, 0, 0, time.UTC)); !m.From.Equal(amsterdam(2026, 12, 1)) || !m.To.Equal(amsterdam(2027, 1, 1)) {
		t.Errorf("Month = %v", m)
	}
}

func TestTheTotalsCountOnlyMoneyThatMovedAtMollie(t *testing.T) {
	entries := []ledger.Entry{
		{Kind: ledger.KindPayment, AmountCents: 5000},
		{Kind: ledger.KindRefund, AmountCents: -2000, Status: "refunded"},
		{Kind: ledger.KindRefund, AmountCents: -1500, Status: "pending"},
		{Kind: ledger.KindRefund, AmountCents: -1000, Status: "failed"},
		{Kind: ledger.KindRefundOutside, AmountCents: -300, Status: "canceled"},
		{Kind: ledger.KindChargeback, AmountCents: -500},
		{Kind: ledger.KindChargebackReversed, AmountCents: 500},
		{Kind: ledger.KindVoucherSpend, AmountCents: -3000},
		{Kind: ledger.KindPaymentOutside, AmountCents: 2500},
		{Kind: ledger.KindRefundByHand, AmountCents: -700},
		{Kind: ledger.KindInvoice, AmountCents: 5000},
	}
	if got, want := ledger.TotalsOf(entries), (ledger.Totals{InCents: 5500, OutCents: 4000}); got != want {
		t.Fatalf("TotalsOf = %+v, want %+v", got, want)
	}
}

func TestTheLedgerListsThePeriodsMovementsForTheBookkeeper(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	walk := testdb.Walk(t, db, "ledger-walk", now.AddDate(0, 1, 0), 10, 2500, true)
	booking := testdb.Booking(t, db, walk, nil, 2, 5000, "PAID", now.AddDate(0, 0, -3))
	pay := func(mollieID string, paidAt time.Time) string {
		return testdb.Row(t, db, `INSERT INTO payments (mollie_id, booking_id, amount_cents, status, subject_kind, paid_at)
			VALUES (?, ?, 5000, 'paid', 'booking', ?) RETURNING id`, mollieID, booking, paidAt)
	}
	before := pay("tr_october", time.Date(2026, 10, 31, 22, 59, 0, 0, time.UTC)) // 23:59 on 31 October in Amsterdam
	inPeriod := pay("tr_november", time.Date(2026, 10, 31, 23, 0, 0, 0, time.UTC))
	testdb.Row(t, db, `INSERT INTO refunds (payment_id, mollie_refund_id, amount_cents, status, cause, refunded_at)
		VALUES (?, 're_made', 2000, 'refunded', 'reduce-1', ?) RETURNING id`, inPeriod, now.Add(-time.Hour))
	testdb.Row(t, db, `INSERT INTO refunds (payment_id, mollie_refund_id, amount_cents, status, cause, created_at)
		VALUES (?, 're_failed', 1000, 'failed', 'cancel-1', ?) RETURNING id`, before, now.Add(-2*time.Hour))

	entries, err := ledger.New(db.DB, func() time.Time { return now }).Entries(ctx, ledger.Month(now))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Kind+" "+e.Status+" "+strconv.Itoa(e.AmountCents))
	}
	// October's payment (a minute before November in Amsterdam) is not in November's list;
	// the refund that failed is, though it moved no money.
	want := []string{"payment  5000", "refund failed -1000", "refund refunded -2000"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Fatalf("entries = %q, want %q", got, want)
	}
	if totals := ledger.TotalsOf(entries); totals != (ledger.Totals{InCents: 5000, OutCents: 2000}) {
		t.Errorf("totals = %+v: the failed refund moved no money", totals)
	}
	csv := string(ledger.CSV(entries))
	for _, line := range []string{"Betaling", "tr_november", "Terugbetaling", "re_made", "failed", booking} {
		if !strings.Contains(csv, line) {
			t.Errorf("the CSV lacks %q:\n%s", line, csv)
		}
	}
}
