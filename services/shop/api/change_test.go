package api_test

import (
	"strings"
	"testing"
)

// TestDearerMove: a move to a dearer walk answers a checkout for exactly the difference;
// its places are held on the dearer walk, the booking stays until that payment is paid,
// a canceled or expired checkout moves nothing and frees the places, a second change
// while one is pending is a Dutch 409, and of two dearer moves at once one gets the
// checkout. Once paid, the booking moves with one mail, and a later cancel refunds each
// card payment at most what it took.
func TestDearerMove(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	from := env.walk("goedkope-datum", 20, 2500, 20)
	dearer := env.walk("dure-datum", 25, 3750, 20)
	other := env.walk("andere-dure-datum", 26, 5000, 20)
	id := env.paidGuestBooking(from, 2, "") // 5000 by card
	token := env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
	path := "/api/v1/manage/" + token
	move := func(walkID string) (int, map[string]any) {
		return env.call("POST", path+"/move", `{"walkId":"`+walkID+`","from":"goedkope-datum"}`, "")
	}
	onWalk := func(walkID string) bool {
		return env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND walk_id = ?`, id, walkID) == 1
	}
	changeStatus := func() string {
		_, b := env.call("GET", path, "", "")
		c, _ := b["change"].(map[string]any)
		s, _ := c["status"].(string)
		return s
	}
	startDearer := func(t *testing.T) string {
		t.Helper()
		code, out := move(dearer)
		if code != 201 || out["amountCents"] != 2500.0 || !strings.Contains(out["checkoutUrl"].(string), "/checkout/") {
			t.Fatalf("%d %v", code, out)
		}
		if !onWalk(from) || env.scalar(`SELECT walk_places_taken(?, now())`, dearer) != 2 {
			t.Fatal("before its payment the booking moved, or its places on the dearer walk are not held")
		}
		return out["checkoutUrl"].(string)
	}

	for _, status := range []string{"canceled", "expired"} {
		t.Run("a "+status+" checkout moves nothing and frees the places", func(t *testing.T) {
			checkout := startDearer(t)
			code, out := move(other)
			if code != 409 || out["code"] != "change_pending" || !strings.Contains(out["message"].(string), "wacht") {
				t.Fatalf("a second change while one is pending: %d %v", code, out)
			}
			if code, out := env.call("PATCH", path, `{"qty":3}`, ""); code != 409 || out["code"] != "change_pending" {
				t.Fatalf("more persons while a change is pending: %d %v", code, out)
			}
			env.Pay(t, checkout, status)
			env.waitFor("the change to end", func() bool { return changeStatus() == status })
			if !onWalk(from) || env.scalar(`SELECT walk_places_taken(?, now())`, dearer) != 0 {
				t.Fatal("a checkout that was not paid moved the booking or kept its places")
			}
		})
	}
	t.Run("two dearer moves at once: one checkout, one Dutch 409", func(t *testing.T) {
		codes := atOnce(2, func(i int) int { code, _ := move([]string{dearer, other}[i]); return code })
		if codes[201] != 1 || codes[409] != 1 {
			t.Fatalf("codes %v", codes)
		}
		if env.scalar(`SELECT count(*) FROM booking_changes WHERE booking_id = ? AND status = 'pending'`, id) != 1 {
			t.Fatal("not exactly one change pending")
		}
		// End it, so the next subtest starts from a booking with nothing pending.
		if _, err := env.DB.ExecContext(t.Context(), `UPDATE booking_changes SET status = 'canceled' WHERE booking_id = ? AND status = 'pending'`, id); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("paid: the booking moves, one mail with the same event, and a cancel refunds each payment at most what it took", func(t *testing.T) {
		checkout := startDearer(t)
		env.Pay(t, checkout, "paid")
		env.waitForMail("gijs@example.nl", "Je boeking is verplaatst")
		code, b := env.call("GET", path, "", "")
		if code != 200 || !onWalk(dearer) || b["subtotalCents"] != 7500.0 || b["totalCents"] != 7500.0 || b["change"].(map[string]any)["status"] != "paid" {
			t.Fatalf("%d %v", code, b)
		}
		if env.scalar(`SELECT walk_places_taken(?, now())`, dearer) != 2 || env.scalar(`SELECT walk_places_taken(?, now())`, from) != 0 {
			t.Fatal("the places are not where the booking is")
		}
		ics := env.get(path+"/calendar.ics", "").Body.String()
		if !strings.Contains(ics, id+"@wandelwijs.nl") || !strings.Contains(ics, "dure-datum") {
			t.Errorf("the moved walk's .ics is another event: %s", ics)
		}
		original := b["molliePaymentId"].(string)
		var changePayment string
		if err := env.DB.NewRaw(`SELECT p.mollie_id FROM payments p JOIN booking_changes c ON c.id = p.booking_change_id
			WHERE c.booking_id = ? AND c.status = 'paid'`, id).Scan(t.Context(), &changePayment); err != nil {
			t.Fatal(err)
		}
		if code, b := env.call("POST", path+"/cancel", "", ""); code != 200 || b["status"] != "CANCELLED" {
			t.Fatalf("%d %v", code, b)
		}
		env.waitFor("both refunds", func() bool {
			return env.refundedCents(original) == 5000 && env.refundedCents(changePayment) == 2500
		})
		if got := env.scalar(`SELECT sum(r.amount_cents) FROM refunds r JOIN payments p ON p.id = r.payment_id
			WHERE p.mollie_id IN (?, ?)`, original, changePayment); got != 7500 {
			t.Errorf("the ledger refunds %d, want 7500", got)
		}
	})
}

// TestALateChangePaymentGoesBackWithOneMail: a change paid after it ended (its hold over,
// its checkout expired) changes nothing; the payment is refunded once and the customer
// gets one mail, in the booking's language, that the change did not go through and the
// money comes back, however often the webhook comes.
func TestALateChangePaymentGoesBackWithOneMail(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	for _, c := range []struct{ language, email, subject string }{
		{"nl", "gijs@example.nl", "Je wijziging is niet doorgegaan: Wandeling late-nl"},
		{"en", "gijs@example.nl", "Your change did not go through: Wandeling late-en"},
	} {
		t.Run(c.language, func(t *testing.T) {
			before := len(env.mailsTo(c.email))
			id := env.paidGuestBooking(env.walk("late-"+c.language, 20, 2500, 20), 2, "")
			env.waitFor("the confirmation", func() bool { return len(env.mailsTo(c.email)) == before+1 })
			if _, err := env.DB.ExecContext(t.Context(), `UPDATE bookings SET language = ? WHERE id = ?`, c.language, id); err != nil {
				t.Fatal(err)
			}
			path := "/api/v1/manage/" + env.manageTokenIn(c.email, "Je boeking is bevestigd: Wandeling late-"+c.language)
			code, out := env.call("PATCH", path, `{"qty":3}`, "")
			if code != 201 || out["amountCents"] != 2500.0 {
				t.Fatalf("%d %v", code, out)
			}
			if _, err := env.DB.ExecContext(t.Context(), `UPDATE booking_changes SET status = 'expired', hold_until = now() - interval '1 minute'
				WHERE booking_id = ?`, id); err != nil {
				t.Fatal(err)
			}
			checkout := out["checkoutUrl"].(string)
			env.Pay(t, checkout, "paid")
			paymentID := checkout[strings.LastIndex(checkout, "/")+1:]
			env.waitForOneRefund("the late payment's refund", paymentID, "25.00")
			env.webhookTwiceAndReconcile(paymentID)
			env.Settle(t)
			var told, about int
			for _, s := range env.mailsTo(c.email) {
				if s == c.subject {
					told++
				}
				if strings.HasSuffix(s, "Wandeling late-"+c.language) {
					about++
				}
			}
			if told != 1 || about != 2 {
				t.Errorf("mails %q, want the confirmation and one %q", env.mailsTo(c.email), c.subject)
			}
			if n := env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND qty = 2 AND total_cents = 5000 AND status = 'PAID'`, id); n != 1 {
				t.Error("the booking changed")
			}
			if n := env.refundedCents(paymentID); n != 2500 {
				t.Errorf("refunded %d, want 2500 once", n)
			}
		})
	}
}
