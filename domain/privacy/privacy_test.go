package privacy_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/domain/privacy"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/rules"
)

func TestPersonalDataIsAnonymisedOnceItsRetentionHasPassed(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Date(2026, 11, 29, 3, 0, 0, 0, time.UTC)
	past := now.AddDate(0, -rules.All.Privacy.RetentionMonths, -1) // just past the retention
	recent := now.AddDate(0, -rules.All.Privacy.RetentionMonths, 1)
	s := privacy.NewService(db.DB, nil, nil, func() time.Time { return now })
	col := func(table, column, id string) string {
		return testdb.Row(t, db, `SELECT coalesce(`+column+`::text, '') FROM `+table+` WHERE id = ?`, id)
	}

	oldWalk := testdb.Walk(t, db, "lang-geleden", past.Add(-3*time.Hour), 10, 2500, true)
	newWalk := testdb.Walk(t, db, "kort-geleden", recent, 10, 2500, true)
	user := testdb.User(t, db, "Klant", "klant@example.nl", "USER")
	oldGuest := testdb.Booking(t, db, oldWalk, nil, 1, 2500, "PAID", past.AddDate(0, 0, -7))
	oldAccount := testdb.Booking(t, db, oldWalk, &user, 1, 2500, "PAID", past.AddDate(0, 0, -7))
	newGuest := testdb.Booking(t, db, newWalk, nil, 1, 2500, "PAID", recent.AddDate(0, 0, -7))
	oldFeest := testdb.FeestRequest(t, db, "Oud Feest", "oud@example.nl", "Een feest")
	newFeest := testdb.FeestRequest(t, db, "Nieuw Feest", "nieuw@example.nl", "Nog een feest")
	testdb.Row(t, db, `UPDATE feest_requests SET created_at = ? WHERE id = ? RETURNING id`, past, oldFeest)
	testdb.Row(t, db, `UPDATE feest_requests SET created_at = ? WHERE id = ? RETURNING id`, recent, newFeest)
	spent := testdb.Voucher(t, db, []byte("spent-voucher-hash"), 5000, 0, now.AddDate(1, 0, 0))
	testdb.Row(t, db, `UPDATE vouchers SET used_at = ?, status = 'USED' WHERE id = ? RETURNING id`, past, spent)
	unpaid := func(days int) string {
		return testdb.Row(t, db, `INSERT INTO vouchers (value_cents, remaining_cents, status, payment_status, recipient_name,
			recipient_email, purchaser_name, purchaser_email, message, created_at, updated_at)
			VALUES (5000, 5000, 'FAILED', 'FAILED', 'Jan', 'jan@example.nl', 'Piet', 'piet@example.nl', 'Fijne dag', ?0, ?0) RETURNING id`,
			now.AddDate(0, 0, -days))
	}
	failedLongAgo, failedLately := unpaid(privacy.FailedPurchaseDays+1), unpaid(privacy.FailedPurchaseDays-1)

	for range 2 { // a second run finds nothing left to do, and changes nothing
		if err := s.Anonymise(ctx); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		what, table, column, id string
		gone                    bool
	}{
		{"a guest's booking on a walk past its retention", "bookings", "customer_email", oldGuest, true},
		{"an account's own booking", "bookings", "customer_email", oldAccount, false},
		{"a guest's booking on a walk still within it", "bookings", "customer_email", newGuest, false},
		{"a feest request past its retention", "feest_requests", "message", oldFeest, true},
		{"a feest request within it", "feest_requests", "message", newFeest, false},
		{"a voucher spent past its retention", "vouchers", "recipient_email", spent, true},
		{"a failed purchase past its week", "vouchers", "message", failedLongAgo, true},
		{"a failed purchase within its week", "vouchers", "message", failedLately, false},
	} {
		v := col(c.table, c.column, c.id)
		if gone := v == "Verwijderd" || strings.HasSuffix(v, "@anoniem.invalid") || v == ""; gone != c.gone {
			t.Errorf("%s: %s is %q", c.what, c.column, v)
		}
	}
	if got := col("bookings", "total_cents", oldGuest); got != "2500" {
		t.Errorf("the anonymised booking's amount: %q, want it kept for the books", got)
	}
}

func TestAnExportHoldsWhatWasMadeWithTheAccountsAddress(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	s := privacy.NewService(db.DB, nil, nil, time.Now)
	testdb.FeestRequest(t, db, "Klant", "KLANT@example.nl", "Een feest")
	testdb.FeestRequest(t, db, "Iemand", "iemand@example.nl", "Niet van de klant")
	id := testdb.User(t, db, "Klant", "klant@example.nl", "USER")
	out, err := s.Export(ctx, account.User{ID: id, Email: "klant@example.nl"})
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Requests) != 1 || len(out.Vouchers) != 0 || len(out.Waitlist) != 0 {
		t.Fatalf("export = %+v, want the one request made with the address (in any case)", out)
	}
}
