package api_test

import (
	"encoding/csv"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/server/servertest"
)

// TestTheBookkeepersLedger: the CSV lists every payment, refund at Mollie, chargeback,
// its reversal and voucher movement of the period with dates, signed amounts, Mollie ids
// and the booking or voucher; the dashboard's money in and out for the month add up the
// same rows.
func TestTheBookkeepersLedger(t *testing.T) {
	e := newEnv(t)
	b, pay := e.cancelledPaidBooking(5000)
	testdb.Row(t, e.db, `INSERT INTO payments (mollie_id, subject_kind, booking_id, amount_cents, status)
		VALUES ('tr_open', 'booking', ?, 5000, 'open') RETURNING id`, b)
	testdb.Row(t, e.db, `INSERT INTO refunds (payment_id, cause, amount_cents, status, mollie_refund_id) VALUES
		(?0, 'move-1', 1000, 'refunded', 're_ok'), (?0, 'move-2', 500, 'failed', 're_mis'), (?0, 'cancel-b', 4000, 'requested', NULL) RETURNING id`, pay)
	testdb.Row(t, e.db, `INSERT INTO chargebacks (payment_id, mollie_chargeback_id, amount_cents, created_at, reversed_at)
		VALUES (?, 'chb_1', 2000, now(), now()) RETURNING id`, pay)
	v := testdb.Voucher(t, e.db, []byte("hash-ledger"), 5000, 3000, time.Now().AddDate(1, 0, 0))
	testdb.Row(t, e.db, `INSERT INTO voucher_ledger (voucher_id, booking_id, kind, amount_cents) VALUES (?, ?, 'SPEND', -2000) RETURNING id`, v, b)

	today := time.Now().In(rules.Amsterdam).Format(time.DateOnly)
	rec := e.call(e.admin, "GET", "/api/v1/admin/ledger.csv?from="+today+"&to="+today, "")
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") ||
		!strings.Contains(rec.Header().Get("Content-Disposition"), "grootboek-"+today+"-"+today+".csv") {
		t.Fatalf("ledger: %d %v", rec.Code, rec.Header())
	}
	r := csv.NewReader(strings.NewReader(strings.TrimPrefix(rec.Body.String(), "\ufeff")))
	r.Comma = ';'
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, row := range rows[1:] {
		got[row[1]+" "+row[6]] = strings.Join([]string{row[2], row[3], row[4], row[5], row[7], row[8]}, "|")
	}
	want := map[string]string{
		"Betaling ":                        "50,00|ja||tr_een|" + b + "|",
		"Terugbetaling re_ok":              "-10,00|ja|refunded|tr_een|" + b + "|",
		"Terugbetaling re_mis":             "-5,00|nee|failed|tr_een|" + b + "|",
		"Terugboeking chb_1":               "-20,00|ja||tr_een|" + b + "|",
		"Terugboeking teruggedraaid chb_1": "20,00|ja||tr_een|" + b + "|",
		"Cadeaubon besteed ":               "-20,00|nee|||" + b + "|" + v,
	}
	if len(rows) != len(want)+1 {
		t.Errorf("%d rows, want %d: %q", len(rows)-1, len(want), rows)
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: %q, want %q", k, got[k], w)
		}
	}

	figures := servertest.Decode[struct {
		Money struct{ InCents, OutCents int }
	}](t, e.call(e.admin, "GET", "/api/v1/admin/dashboard", ""))
	if figures.Money.InCents != 5000+2000 || figures.Money.OutCents != 1000+2000 {
		t.Errorf("the month's money %+v, want in 70,00 and out 30,00 as the CSV's rows", figures.Money)
	}

	for _, bad := range []string{"?from=gisteren", "?from=2026-12-02&to=2026-12-01"} {
		if rec := e.call(e.admin, "GET", "/api/v1/admin/ledger.csv"+bad, ""); rec.Code != 400 || !strings.Contains(rec.Body.String(), "JJJJ-MM-DD") {
			t.Errorf("%s: %d %s", bad, rec.Code, rec.Body)
		}
	}
}
