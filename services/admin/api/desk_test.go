package api_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/rules"
)

// deskBody is a booking desk order of qty places on walkID paid by payment.
func deskBody(walkID string, qty int, payment string) string {
	return fmt.Sprintf(`{"walkId":%q,"qty":%d,"name":"Bea Bel","email":"bea@example.nl","phone":"0612345678","payment":%q}`,
		walkID, qty, payment)
}

// deskAnswer is what POST /admin/bookings answers of the booking.
type deskAnswer struct {
	ID, Status, PaymentStatus string
	TotalCents                int
	PaymentMethod             *string
}

func (e *env) desk(body string) (int, deskAnswer, errorBody) {
	e.t.Helper()
	rec := e.call(e.admin, "POST", "/api/v1/admin/bookings", body)
	var b deskAnswer
	var bad errorBody
	_ = json.Unmarshal(rec.Body.Bytes(), &b)
	_ = json.Unmarshal(rec.Body.Bytes(), &bad)
	return rec.Code, b, bad
}

// queuedMails counts the mails of template queued to the address.
func (e *env) queuedMails(template, to string) string {
	return testdb.Row(e.t, e.db, `SELECT count(*) FROM river_job WHERE kind = 'mail' AND args->>'template' = ? AND args->>'to' = ?`, template, to)
}

// TestTheBookingDesk: an organiser books by phone with a payment link (the places held
// for the desk's hold, the customer mailed the link), for money received outside Mollie
// (paid at once, in the ledger with who said so) or for free; under the shop's rules.
func TestTheBookingDesk(t *testing.T) {
	e := newEnv(t)
	walkID := testdb.Walk(t, e.db, "desk", time.Now().AddDate(0, 0, 10), 6, 2500, true)

	t.Run("a payment link holds the places for the desk's hold and mails the customer", func(t *testing.T) {
		code, b, bad := e.desk(deskBody(walkID, 2, "link"))
		if code != 201 || b.Status != "PENDING" || b.PaymentStatus != "PENDING" || b.TotalCents != 5000 {
			t.Fatalf("desk link: %d %+v %+v", code, b, bad)
		}
		shopHold, deskHold := rules.HoldDuration+time.Hour, rules.DeskHoldDuration-time.Hour
		held := testdb.Row(t, e.db, `SELECT walk_places_taken(?0, now() + ?1::interval)::text || ' ' || walk_places_taken(?0, now() + ?2::interval)::text
			|| ' ' || walk_places_taken(?0, now() + ?3::interval)::text`, walkID, shopHold.String(), deskHold.String(), (rules.DeskHoldDuration + time.Minute).String())
		if held != "2 2 0" {
			t.Errorf("places held past the shop's hold, before and after the desk's: %s, want 2 2 0", held)
		}
		if n := e.queuedMails("payment-link", "bea@example.nl"); n != "1" {
			t.Errorf("%s payment link mails", n)
		}
		if n := e.queuedMails("booking-confirmation", "bea@example.nl"); n != "0" {
			t.Errorf("%s confirmations before payment", n)
		}
		link := testdb.Row(t, e.db, `SELECT args->'data'->>'payUrl' FROM river_job WHERE kind = 'mail' AND args->>'template' = 'payment-link'`)
		if !strings.HasSuffix(link, "/api/v1/payments/retry-booking-payment/"+b.ID) {
			t.Errorf("the mail's payment link %q", link)
		}
	})

	t.Run("money received outside Mollie: paid at once, in the ledger with who said so", func(t *testing.T) {
		code, b, bad := e.desk(deskBody(walkID, 1, "paid-outside"))
		if code != 201 || b.Status != "PAID" || b.TotalCents != 2500 || b.PaymentMethod == nil || *b.PaymentMethod != "outside" {
			t.Fatalf("desk paid outside: %d %+v %+v", code, b, bad)
		}
		recorded := testdb.Row(t, e.db, `SELECT amount_cents::text || ' ' || recorded_by_name FROM outside_payments WHERE booking_id = ?`, b.ID)
		if recorded != "2500 Beheer" {
			t.Errorf("recorded outside: %q", recorded)
		}
		today := time.Now().In(rules.Amsterdam).Format(time.DateOnly)
		ledger := e.call(e.admin, "GET", "/api/v1/admin/ledger.csv?from="+today+"&to="+today, "").Body.String()
		if !strings.Contains(ledger, "Betaling buiten Mollie;25,00;nee;;;;"+b.ID+";;;Beheer") {
			t.Errorf("the ledger lacks the payment outside Mollie:\n%s", ledger)
		}
		if n := e.queuedMails("booking-confirmation", "bea@example.nl"); n != "1" {
			t.Errorf("%s confirmations", n)
		}
	})

	t.Run("a free booking is confirmed at once with nothing to pay and no money recorded", func(t *testing.T) {
		code, b, bad := e.desk(deskBody(walkID, 1, "free"))
		if code != 201 || b.Status != "PAID" || b.TotalCents != 0 {
			t.Fatalf("desk free: %d %+v %+v", code, b, bad)
		}
		if n := testdb.Row(t, e.db, `SELECT count(*) FROM outside_payments WHERE booking_id = ?`, b.ID); n != "0" {
			t.Errorf("%s payments recorded for a free booking", n)
		}
	})

	started := testdb.Walk(t, e.db, "begonnen", time.Now().Add(-time.Hour), 6, 2500, true)
	for _, c := range []struct {
		name, body string
		code       int
		field      string // the refused field, or "" for a message
		message    string
	}{
		{"beyond the room", deskBody(walkID, 3, "paid-outside"), 409, "", "Er zijn nog maar 2 plaatsen beschikbaar voor deze wandeling."},
		{"more than one booking may hold", deskBody(walkID, rules.MaxQty+1, "link"), 400, "qty", fmt.Sprintf("Kies 1 tot %d personen", rules.MaxQty)},
		{"an unknown payment", deskBody(walkID, 1, "cheque"), 400, "payment", "Kies hoe er betaald wordt: met een betaallink, al betaald of gratis"},
		{"no e-mail address", strings.Replace(deskBody(walkID, 1, "free"), "bea@example.nl", "bea", 1), 400, "guestEmail", ""},
		{"a walk that started", deskBody(started, 1, "free"), 409, "", ""},
		{"an unknown walk", deskBody("00000000-0000-4000-8000-000000000009", 1, "free"), 404, "", ""},
	} {
		t.Run("refuses "+c.name+", changing nothing", func(t *testing.T) {
			before := testdb.Row(t, e.db, `SELECT count(*)::text || ' ' || (SELECT count(*) FROM river_job WHERE kind = 'mail')::text FROM bookings`)
			code, _, bad := e.desk(c.body)
			if code != c.code || bad.Message == "" {
				t.Fatalf("%d %+v, want %d with a message", code, bad, c.code)
			}
			if c.field != "" && bad.Errors[c.field] == "" {
				t.Errorf("no message for %s: %+v", c.field, bad)
			}
			if c.message != "" && bad.Message != c.message && bad.Errors[c.field] != c.message {
				t.Errorf("%+v, want %q", bad, c.message)
			}
			if after := testdb.Row(t, e.db, `SELECT count(*)::text || ' ' || (SELECT count(*) FROM river_job WHERE kind = 'mail')::text FROM bookings`); after != before {
				t.Errorf("bookings and mails %s, were %s", after, before)
			}
		})
	}
}
