package api_test

import (
	"cmp"
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
	testdb.Row(t, e.db, `INSERT INTO refunds (payment_id, cause, amount_cents, status, mollie_refund_id, refunded_at) VALUES
		(?0, 'move-1', 1000, 'refunded', 're_ok', now()), (?0, 'move-2', 500, 'failed', 're_mis', NULL),
		(?0, 'cancel-b', 4000, 'requested', NULL, NULL) RETURNING id`, pay)
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
	rows := servertest.Spreadsheet(t, rec.Body.String())
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

// ledgerRows is the ledger CSV of today, read back: each row by its kind and its Mollie
// id, else its Mollie payment, else its booking and voucher, as "amount|money|status|
// payment|booking|voucher|recorded by|quote".
func (e *env) ledgerRows() map[string]string {
	e.t.Helper()
	today := time.Now().In(rules.Amsterdam).Format(time.DateOnly)
	rec := e.call(e.admin, "GET", "/api/v1/admin/ledger.csv?from="+today+"&to="+today, "")
	if rec.Code != 200 {
		e.t.Fatalf("ledger: %d %s", rec.Code, rec.Body)
	}
	rows := servertest.Spreadsheet(e.t, rec.Body.String())
	if len(rows[0]) != 12 || rows[0][11] != "Offerte" {
		e.t.Fatalf("header %q", rows[0])
	}
	got := map[string]string{}
	for _, row := range rows[1:] {
		key := row[1] + " " + cmp.Or(row[6], row[5], row[7]+row[8])
		if _, twice := got[key]; twice {
			e.t.Errorf("two rows %s", key)
		}
		got[key] = strings.Join([]string{row[2], row[3], row[4], row[5], row[7], row[8], row[10], row[11]}, "|")
	}
	return got
}

// TestTheLedgerIsWhatHappened: every money movement belongs to its booking, voucher or
// quote (a change's payment to the booking it changes; money received outside Mollie to
// its booking, with who recorded it), and is dated when it happened:
// a refund when Mollie made it (one on its way is in no period yet), a refund settled by
// hand when and by whom; call-off credit (paid part and bonus), a voucher's expiry and a
// refund made in Mollie's dashboard have rows of their own.
func TestTheLedgerIsWhatHappened(t *testing.T) {
	e := newEnv(t)
	b, pay := e.cancelledPaidBooking(5000)
	change := testdb.Row(t, e.db, `INSERT INTO booking_changes (booking_id, kind, from_walk_id, to_walk_id, qty, held_qty, amount_cents,
		status, hold_until, mollie_payment_id, paid_at)
		SELECT id, 'add', walk_id, walk_id, 3, 1, 2500, 'paid', now(), 'tr_change', now() FROM bookings WHERE id = ? RETURNING id`, b)
	testdb.Row(t, e.db, `INSERT INTO payments (mollie_id, subject_kind, booking_change_id, amount_cents, status, paid_at)
		VALUES ('tr_change', 'booking_change', ?, 2500, 'paid', now()) RETURNING id`, change)
	quote := testdb.Row(t, e.db, `INSERT INTO quotes (token_hash, customer_name, customer_email, lines, total_cents, valid_until, status, paid_at)
		VALUES ('q', 'Bedrijf', 'b@example.nl', '[]', 28092, now(), 'paid', now()) RETURNING id`)
	testdb.Row(t, e.db, `INSERT INTO payments (mollie_id, subject_kind, quote_id, amount_cents, status, paid_at)
		VALUES ('tr_quote', 'quote', ?, 28092, 'paid', now()) RETURNING id`, quote)
	testdb.Row(t, e.db, `INSERT INTO refunds (payment_id, cause, amount_cents, status, mollie_refund_id, created_at, refunded_at) VALUES
		(?0, 'move-1', 1000, 'refunded', 're_made', now() - interval '40 days', now()),
		(?0, 'move-2', 700, 'pending', 're_onitsway', now(), NULL),
		(?0, 'mollie-dashboard-re_dash', 300, 'refunded', 're_dash', now(), now()),
		(?0, 'mollie-re_old', 200, 'refunded', 're_old', now(), now()) RETURNING id`, pay)
	testdb.Row(t, e.db, `INSERT INTO refunds (payment_id, cause, amount_cents, status, problem, problem_at, handled_at, handled_by)
		VALUES (?, 'cancel-b', 2000, 'failed', 'refused', now(), now(), ?) RETURNING id`, pay, e.adminID)
	credit := testdb.Row(t, e.db, `INSERT INTO vouchers (value_cents, remaining_cents, status, payment_status, recipient_name, recipient_email,
		purchaser_name, purchaser_email, valid_until, paid_at, credit_booking_id, bonus_cents)
		VALUES (5500, 5500, 'ACTIVE', 'PAID', 'Klant', 'k@example.nl', 'Wandelwijs', 'k@example.nl', now() + interval '1 year', now(), ?, 500)
		RETURNING id`, b)
	expired := testdb.Voucher(t, e.db, []byte("hash-expired"), 5000, 3000, time.Now().Add(-time.Minute))
	testdb.Voucher(t, e.db, []byte("hash-later"), 5000, 3000, time.Now().Add(time.Hour))
	desk := testdb.Booking(t, e.db, testdb.Row(t, e.db, `SELECT walk_id FROM bookings WHERE id = ?`, b), nil, 1, 2500, "PAID", time.Now())
	testdb.Row(t, e.db, `INSERT INTO outside_payments (booking_id, amount_cents, recorded_by, recorded_by_name) VALUES (?, 2500, ?, '=Beheer')
		RETURNING id`, desk, e.adminID)

	got := e.ledgerRows()
	want := map[string]string{
		"Betaling tr_een":    "50,00|ja||tr_een|" + b + "|||",
		"Betaling tr_change": "25,00|ja||tr_change|" + b + "|||",
		"Betaling tr_quote":  "280,92|ja||tr_quote||||" + quote,
		// made today, asked 40 days ago: today
		"Terugbetaling re_made":                     "-10,00|ja|refunded|tr_een|" + b + "|||",
		"Terugbetaling in Mollie-dashboard re_dash": "-3,00|ja|refunded|tr_een|" + b + "|||",
		// recorded before the refund ledger, made by the shop
		"Terugbetaling re_old":                       "-2,00|ja|refunded|tr_een|" + b + "|||",
		"Terugbetaling handmatig afgehandeld tr_een": "-20,00|nee|failed|tr_een|" + b + "||Beheer|",
		"Tegoedbon uitgegeven " + b + credit:         "50,00|nee|||" + b + "|" + credit + "||",
		"Bonus op tegoedbon " + b + credit:           "5,00|nee|||" + b + "|" + credit + "||",
		// money outside Mollie, with who recorded it (a name that looks like a formula stays text)
		"Betaling buiten Mollie " + desk: "25,00|nee|||" + desk + "||'=Beheer|",
		"Cadeaubon verlopen " + expired:  "-30,00|nee||||" + expired + "||",
	}
	if len(got) != len(want) {
		t.Errorf("%d rows, want %d (no refund on its way, no voucher still valid): %q", len(got), len(want), got)
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: %q, want %q", k, got[k], w)
		}
	}
}

// TestTheVoucherLiability: the vouchers still spendable at the end of a day, gift
// vouchers and call-off credit, each with its balance then (its value and its ledger up
// to then), and their totals; not a voucher unpaid, issued later, expired, charged back or
// refunded by then.
func TestTheVoucherLiability(t *testing.T) {
	e := newEnv(t)
	b, _ := e.cancelledPaidBooking(5000)
	daysAgo := func(n int) time.Time { return time.Now().AddDate(0, 0, -n) }
	voucher := func(hash string, cents int, paid, until time.Time) string {
		v := testdb.Voucher(t, e.db, []byte(hash), cents, cents, until)
		testdb.Row(t, e.db, `UPDATE vouchers SET paid_at = ? WHERE id = ? RETURNING id`, paid, v)
		return v
	}
	move := func(v, kind string, cents int, at time.Time) {
		testdb.Row(t, e.db, `INSERT INTO voucher_ledger (voucher_id, kind, amount_cents, created_at) VALUES (?, ?, ?, ?) RETURNING id`, v, kind, cents, at)
		testdb.Row(t, e.db, `UPDATE vouchers SET remaining_cents = remaining_cents + ? WHERE id = ? RETURNING id`, cents, v)
	}
	gift := voucher("gift", 5000, daysAgo(10), daysAgo(-300))
	move(gift, "SPEND", -2000, daysAgo(5))
	move(gift, "GIVE_BACK", 500, daysAgo(1))
	credit := testdb.Row(t, e.db, `INSERT INTO vouchers (value_cents, remaining_cents, status, payment_status, recipient_name, recipient_email,
		purchaser_name, purchaser_email, valid_until, paid_at, credit_booking_id, bonus_cents)
		VALUES (5500, 5500, 'ACTIVE', 'PAID', 'Klant', 'k@example.nl', 'Wandelwijs', 'k@example.nl', now() + interval '1 year', ?, ?, 500)
		RETURNING id`, daysAgo(2), b)
	expired := voucher("expired", 4000, daysAgo(400), daysAgo(1))
	refunded := voucher("refunded", 6000, daysAgo(8), daysAgo(-300))
	move(refunded, "REFUND", -6000, time.Now())
	chargedBack := voucher("charged", 3000, daysAgo(8), daysAgo(-300))
	testdb.Row(t, e.db, `UPDATE vouchers SET charged_back_at = ? WHERE id = ? RETURNING id`, daysAgo(4), chargedBack)
	testdb.Row(t, e.db, `UPDATE vouchers SET payment_status = 'PENDING', status = 'PENDING', code_hash = NULL WHERE id = ? RETURNING id`,
		voucher("unpaid", 2000, daysAgo(8), daysAgo(-300)))

	day := func(n int) string { return daysAgo(n).In(rules.Amsterdam).Format(time.DateOnly) }
	liability := func(at string) map[string]string {
		t.Helper()
		rec := e.call(e.admin, "GET", "/api/v1/admin/voucher-liability.csv?at="+at, "")
		if rec.Code != 200 || !strings.Contains(rec.Header().Get("Content-Disposition"), "cadeaubonnen-saldo-"+at+".csv") ||
			!strings.HasPrefix(rec.Body.String(), "\ufeffCadeaubon;Soort;Boeking;Uitgegeven;Geldig tot;Waarde;Waarvan bonus;Saldo\r\n") {
			t.Fatalf("liability at %s: %d %v\n%s", at, rec.Code, rec.Header(), rec.Body)
		}
		rows := servertest.Spreadsheet(t, rec.Body.String())
		got := map[string]string{}
		for _, row := range rows[1:] {
			got[cmp.Or(row[0], row[1])] = strings.Join([]string{row[1], row[2], row[5], row[6], row[7]}, "|")
		}
		return got
	}
	for at, want := range map[string]map[string]string{
		day(3): {
			gift:                  "Cadeaubon||50,00|0,00|30,00",
			expired:               "Cadeaubon||40,00|0,00|40,00",
			refunded:              "Cadeaubon||60,00|0,00|60,00",
			"Totaal cadeaubonnen": "Totaal cadeaubonnen||||130,00",
			"Totaal tegoedbonnen": "Totaal tegoedbonnen||||0,00",
			"Totaal":              "Totaal||||130,00",
		},
		day(0): {
			gift:                  "Cadeaubon||50,00|0,00|35,00",
			credit:                "Tegoedbon|" + b + "|55,00|5,00|55,00",
			"Totaal cadeaubonnen": "Totaal cadeaubonnen||||35,00",
			"Totaal tegoedbonnen": "Totaal tegoedbonnen||||55,00",
			"Totaal":              "Totaal||||90,00",
		},
	} {
		got := liability(at)
		if len(got) != len(want) {
			t.Errorf("at %s: %d rows, want %d: %q", at, len(got), len(want), got)
		}
		for k, w := range want {
			if got[k] != w {
				t.Errorf("at %s, %s: %q, want %q", at, k, got[k], w)
			}
		}
	}
	if rec := e.call(e.admin, "GET", "/api/v1/admin/voucher-liability.csv?at=gisteren", ""); rec.Code != 400 {
		t.Errorf("a bad day: %d", rec.Code)
	}
}
