package api_test

import (
	"context"
	"strings"
	"testing"
)

// calledOffBooking books and pays one place on walkID as the guest email and returns
// the booking's id and the path of its manage link.
func (env *shopEnv) calledOffBooking(walkID, email string) (id, path string) {
	env.t.Helper()
	id, checkoutURL := env.startPayment(guestOrderOf(walkID, email, 1, ""))
	env.Pay(env.t, checkoutURL, "paid")
	env.waitForMail(email, "Je boeking is bevestigd")
	return id, "/api/v1/manage/" + env.manageTokenIn(email, "Je boeking is bevestigd")
}

// TestACalledOffWalkLetsEachCustomerChoose: calling a walk off refunds nobody at once;
// each paid booking gets a mail and an open choice. Credit is a voucher of what was paid
// plus the bonus, mailed with its code, issued once; money back is refunded once; a move
// goes to another date; a second choice is a Dutch 409, bad input a Dutch 400 that
// changes nothing; of two choices at once one wins; an unanswered choice is refunded by
// the deadline job once, however often it runs.
func TestACalledOffWalkLetsEachCustomerChoose(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("afgelast-bos", 20, 2500, 20)
	later := env.walk("later-bos", 30, 2500, 20)
	dearer := env.walk("duurder-bos", 31, 4000, 20) // dearer: the difference is paid first (TestACalledOffBookingMovesToADearerDateOncePaid)
	credit, creditPath := env.calledOffBooking(walkID, "credit@example.nl")
	refund, refundPath := env.calledOffBooking(walkID, "refund@example.nl")
	moved, movedPath := env.calledOffBooking(walkID, "moved@example.nl")
	raced, racedPath := env.calledOffBooking(walkID, "raced@example.nl")
	late, latePath := env.calledOffBooking(walkID, "late@example.nl")
	payment := func(id string) string {
		var p string
		if err := env.DB.NewRaw(`SELECT mollie_payment_id FROM bookings WHERE id = ?`, id).Scan(context.Background(), &p); err != nil {
			t.Fatal(err)
		}
		return p
	}

	code, b := env.call("POST", "/api/v1/walks/admin/"+walkID+"/call-off", `{"reason":"Storm op de hei"}`, env.organiser())
	if code != 200 || b["choicesOffered"] != 5.0 || b["refundsQueued"] != 0.0 {
		t.Fatalf("call off: %d %v", code, b)
	}
	for _, who := range []string{"credit", "refund", "moved", "raced", "late"} {
		env.waitForMail(who+"@example.nl", "Wandeling afgelast-bos gaat niet door: kies geld terug, tegoed of een andere datum")
	}
	env.Settle(t)
	if n := env.scalar(`SELECT count(*) FROM refunds`); n != 0 {
		t.Fatalf("refunds right after the call-off: %d", n)
	}

	t.Run("the open choice shows the amounts and the dates with room", func(t *testing.T) {
		code, b := env.call("GET", creditPath+"/choice", "", "")
		opts, _ := b["moveOptions"].([]any)
		if code != 200 || b["refundCents"] != 2500.0 || b["creditCents"] != 2750.0 || b["choice"] != nil || len(opts) != 2 {
			t.Fatalf("%d %v", code, b)
		}
		nearest, next := opts[0].(map[string]any), opts[1].(map[string]any)
		if nearest["walkId"] != later || nearest["extraCents"] != 0.0 || next["walkId"] != dearer || next["extraCents"] != 1500.0 {
			t.Fatalf("the dates, nearest the one called off first: %v", opts)
		}
	})
	t.Run("bad input is a Dutch 400 and changes nothing", func(t *testing.T) {
		for _, body := range []string{`{"choice":"contant"}`, `{"choice":"move"}`, `{"choice":"refund","walkId":"` + later + `"}`, `{}`} {
			code, b := env.call("POST", creditPath+"/choice", body, "")
			if code != 400 || !strings.Contains(b["message"].(string)+strings.Join(fieldsOf(b), " "), "Kies") {
				t.Errorf("%s: %d %v", body, code, b)
			}
		}
		code, _ := env.call("POST", creditPath+"/choice", `{"choice":"move","walkId":"`+walkID+`"}`, "")
		if code != 409 {
			t.Errorf("a move to the called-off walk itself: %d", code)
		}
		if n := env.scalar(`SELECT count(*) FROM calloff_choices WHERE choice IS NOT NULL`); n != 0 {
			t.Errorf("choices made by bad input: %d", n)
		}
	})
	t.Run("while the choice is open, the usual changes are a 409 that changes nothing", func(t *testing.T) {
		for _, c := range []struct{ method, path, body string }{
			{"POST", creditPath + "/cancel", ""},
			{"PATCH", creditPath, `{"qty":2}`},
			{"POST", creditPath + "/move", `{"walkId":"` + later + `","from":"afgelast-bos"}`},
		} {
			code, b := env.call(c.method, c.path, c.body, "")
			if code != 409 || b["code"] != "calloff_choice_open" {
				t.Errorf("%s %s: %d %v", c.method, c.path, code, b)
			}
		}
		if n := env.scalar(`SELECT count(*) FROM bookings WHERE id = '` + credit + `' AND status = 'PAID' AND qty = 1 AND walk_id = '` + walkID + `'`); n != 1 {
			t.Errorf("the booking changed")
		}
		if n := env.scalar(`SELECT count(*) FROM refunds`); n != 0 {
			t.Errorf("refunds: %d", n)
		}
	})
	t.Run("credit: a voucher of what was paid plus the bonus, mailed, once", func(t *testing.T) {
		code, b := env.call("POST", creditPath+"/choice", `{"choice":"credit"}`, "")
		if code != 200 || b["choice"] != "credit" {
			t.Fatalf("%d %v", code, b)
		}
		if n := env.scalar(`SELECT count(*) FROM vouchers WHERE credit_booking_id = ? AND value_cents = 2750 AND remaining_cents = 2750
			AND bonus_cents = 250 AND status = 'ACTIVE'`, credit); n != 1 {
			t.Fatalf("credit vouchers: %d", n)
		}
		env.waitForMail("credit@example.nl", "Je tegoed van €\u00a027,50")
		code, b = env.call("POST", creditPath+"/choice", `{"choice":"refund"}`, "")
		if code != 409 || !strings.Contains(b["message"].(string), "al gekozen") {
			t.Fatalf("a second choice: %d %v", code, b)
		}
		env.Settle(t)
		if n := env.refundedCents(payment(credit)); n != 0 {
			t.Errorf("refunded after credit: %d", n)
		}
		if status, _ := env.bookingStatus(credit); status != "CANCELLED" {
			t.Errorf("booking %s", status)
		}
	})
	t.Run("money back: refunded once", func(t *testing.T) {
		code, b := env.call("POST", refundPath+"/choice", `{"choice":"refund"}`, "")
		if code != 200 || b["choice"] != "refund" {
			t.Fatalf("%d %v", code, b)
		}
		env.waitForOneRefund("the refund", payment(refund), "25.00")
		if code, _ := env.call("POST", refundPath+"/choice", `{"choice":"credit"}`, ""); code != 409 {
			t.Errorf("credit after the refund: %d", code)
		}
		if n := env.scalar(`SELECT count(*) FROM vouchers WHERE credit_booking_id = ?`, refund); n != 0 {
			t.Errorf("credit after the refund: %d vouchers", n)
		}
	})
	t.Run("another date: the booking moves", func(t *testing.T) {
		code, b := env.call("POST", movedPath+"/choice", `{"choice":"move","walkId":"`+later+`"}`, "")
		if code != 200 || b["choice"] != "move" || b["toWalkTitle"] == nil {
			t.Fatalf("%d %v", code, b)
		}
		if n := env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND walk_id = ? AND status = 'PAID'`, moved, later); n != 1 {
			t.Errorf("the booking did not move")
		}
	})
	t.Run("two choices at once: one wins, the other is a 409", func(t *testing.T) {
		bodies := []string{`{"choice":"refund"}`, `{"choice":"credit"}`}
		codes := atOnce(2, func(i int) int {
			code, _ := env.call("POST", racedPath+"/choice", bodies[i], "")
			return code
		})
		if codes[200] != 1 || codes[409] != 1 {
			t.Fatalf("codes %v", codes)
		}
		env.Settle(t)
		vouchers := env.scalar(`SELECT count(*) FROM vouchers WHERE credit_booking_id = ?`, raced)
		refunds := env.scalar(`SELECT count(*) FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.booking_id = ?`, raced)
		if vouchers+refunds != 1 {
			t.Errorf("vouchers %d, refunds %d", vouchers, refunds)
		}
	})
	t.Run("no choice by the deadline: the job refunds once", func(t *testing.T) {
		if _, err := env.DB.NewRaw(`UPDATE calloff_choices SET deadline = now() - interval '1 minute' WHERE booking_id = ?`, late).
			Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if err := env.Services.WalkOps.RefundOverdueChoices(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		env.waitForOneRefund("the deadline's refund", payment(late), "25.00")
		code, b := env.call("GET", latePath+"/choice", "", "")
		if code != 200 || b["choice"] != "refund" || b["decidedBy"] != "deadline" {
			t.Fatalf("%d %v", code, b)
		}
		if code, _ := env.call("POST", latePath+"/choice", `{"choice":"credit"}`, ""); code != 409 {
			t.Errorf("credit after the deadline's refund: %d", code)
		}
	})
	t.Run("a booking without a choice has none (null), and cannot choose", func(t *testing.T) {
		other := env.walk("gewoon-bos", 22, 2500, 20)
		_, path := env.calledOffBooking(other, "gewoon@example.nl")
		rec := env.get(path+"/choice", "")
		if rec.Code != 200 || strings.TrimSpace(rec.Body.String()) != "null" {
			t.Errorf("GET: %d %s, want 200 null", rec.Code, rec.Body)
		}
		if code, b := env.call("POST", path+"/choice", `{"choice":"credit"}`, ""); code != 404 || !strings.Contains(b["message"].(string), "niets te kiezen") {
			t.Errorf("POST: %d %v", code, b)
		}
	})
}

// fieldsOf lists the field messages of an error answer.
func fieldsOf(b map[string]any) []string {
	var out []string
	fields, _ := b["errors"].(map[string]any)
	for _, m := range fields {
		out = append(out, m.(string))
	}
	return out
}

// TestACalledOffBookingMovesToADearerDateOncePaid: "another date" at a higher price
// answers a checkout for exactly the difference and holds the places; the choice stays
// open and nothing moves until it is paid. A checkout canceled or expired moves nothing
// and frees the places; of two such choices at once one gets the checkout. Paid, the
// booking moves with one mail and its choice is the move, which the deadline job leaves
// alone. When the deadline job refunds first, a payment made after it goes back with
// its mail and nothing moves.
func TestACalledOffBookingMovesToADearerDateOncePaid(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("afgelast-hei", 20, 2500, 20)
	dearer := env.walk("duurdere-hei", 30, 4000, 20)
	other := env.walk("andere-duurdere-hei", 32, 4500, 20)
	moved, movedPath := env.calledOffBooking(walkID, "duurder@example.nl")
	raced, racedPath := env.calledOffBooking(walkID, "termijn@example.nl")
	if code, b := env.call("POST", "/api/v1/walks/admin/"+walkID+"/call-off", `{"reason":"Storm op de hei"}`, env.organiser()); code != 200 ||
		b["choicesOffered"] != 2.0 {
		t.Fatalf("call off: %d %v", code, b)
	}
	choose := func(path, walkID string) (int, map[string]any) {
		return env.call("POST", path+"/choice", `{"choice":"move","walkId":"`+walkID+`"}`, "")
	}
	startDearer := func(t *testing.T, path string) string {
		t.Helper()
		code, out := choose(path, dearer)
		if code != 201 || out["amountCents"] != 1500.0 || !strings.Contains(out["checkoutUrl"].(string), "/checkout/") {
			t.Fatalf("%d %v", code, out)
		}
		return out["checkoutUrl"].(string)
	}
	open := func(path string) bool {
		code, b := env.call("GET", path+"/choice", "", "")
		return code == 200 && b["choice"] == nil
	}
	changeStatus := func(path string) string {
		_, b := env.call("GET", path, "", "")
		c, _ := b["change"].(map[string]any)
		s, _ := c["status"].(string)
		return s
	}
	onWalk := func(id, walkID, status string) bool {
		return env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND walk_id = ? AND status = ?`, id, walkID, status) == 1
	}
	paymentOf := func(checkout string) string { return checkout[strings.LastIndex(checkout, "/")+1:] }

	for _, status := range []string{"canceled", "expired"} {
		t.Run("a "+status+" checkout moves nothing, frees the places and leaves the choice open", func(t *testing.T) {
			checkout := startDearer(t, movedPath)
			if !open(movedPath) || !onWalk(moved, walkID, "PAID") || env.scalar(`SELECT walk_places_taken(?, now())`, dearer) != 1 {
				t.Fatal("before its payment the choice was made, the booking moved, or the places are not held")
			}
			env.Pay(t, checkout, status)
			env.waitFor("the change to end", func() bool { return changeStatus(movedPath) == status })
			if !open(movedPath) || !onWalk(moved, walkID, "PAID") || env.scalar(`SELECT walk_places_taken(?, now())`, dearer) != 0 {
				t.Fatal("an unpaid checkout moved the booking, made the choice or kept its places")
			}
		})
	}
	t.Run("two dearer dates chosen at once: one checkout, one 409", func(t *testing.T) {
		codes := atOnce(2, func(i int) int { code, _ := choose(movedPath, []string{dearer, other}[i]); return code })
		if codes[201] != 1 || codes[409] != 1 {
			t.Fatalf("codes %v", codes)
		}
		if _, err := env.DB.ExecContext(t.Context(), `UPDATE booking_changes SET status = 'canceled' WHERE booking_id = ? AND status = 'pending'`, moved); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("paid: the booking moves with one mail, the choice is the move, the deadline job leaves it", func(t *testing.T) {
		checkout := startDearer(t, movedPath)
		env.Pay(t, checkout, "paid")
		env.waitForMail("duurder@example.nl", "Je boeking is verplaatst")
		code, b := env.call("GET", movedPath+"/choice", "", "")
		if code != 200 || b["choice"] != "move" || b["decidedBy"] != "customer" || b["toWalkTitle"] != "Wandeling duurdere-hei" {
			t.Fatalf("%d %v", code, b)
		}
		if n := env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND walk_id = ? AND status = 'PAID' AND total_cents = 4000`, moved, dearer); n != 1 {
			t.Fatal("the booking did not move with its amounts")
		}
		if code, _ := env.call("POST", movedPath+"/choice", `{"choice":"refund"}`, ""); code != 409 {
			t.Errorf("a choice after the move: %d", code)
		}
		if _, err := env.DB.ExecContext(t.Context(), `UPDATE calloff_choices SET deadline = now() - interval '1 minute' WHERE booking_id = ?`, moved); err != nil {
			t.Fatal(err)
		}
		if err := env.Services.WalkOps.RefundOverdueChoices(t.Context()); err != nil {
			t.Fatal(err)
		}
		env.Settle(t)
		if n := env.scalar(`SELECT count(*) FROM refunds r JOIN payments p ON p.id = r.payment_id
			LEFT JOIN booking_changes c ON c.id = p.booking_change_id WHERE p.booking_id = ?0 OR c.booking_id = ?0`, moved); n != 0 {
			t.Errorf("%d refunds of a booking moved to a dearer date", n)
		}
	})
	t.Run("the deadline refunds first: the payment after it goes back with its mail, nothing moves", func(t *testing.T) {
		var original string
		if err := env.DB.NewRaw(`SELECT mollie_payment_id FROM bookings WHERE id = ?`, raced).Scan(t.Context(), &original); err != nil {
			t.Fatal(err)
		}
		checkout := startDearer(t, racedPath)
		env.atTheBank(checkout) // at their bank, the payer's checkout can no longer be cancelled
		if _, err := env.DB.ExecContext(t.Context(), `UPDATE calloff_choices SET deadline = now() - interval '1 minute' WHERE booking_id = ?`, raced); err != nil {
			t.Fatal(err)
		}
		if err := env.Services.WalkOps.RefundOverdueChoices(t.Context()); err != nil {
			t.Fatal(err)
		}
		env.waitForOneRefund("the deadline's refund", original, "25.00")
		env.Pay(t, checkout, "paid")
		env.waitForOneRefund("the late payment's refund", paymentOf(checkout), "15.00")
		env.waitForMail("termijn@example.nl", "Je wijziging is niet doorgegaan")
		code, b := env.call("GET", racedPath+"/choice", "", "")
		if code != 200 || b["choice"] != "refund" || b["decidedBy"] != "deadline" || !onWalk(raced, walkID, "CANCELLED") {
			t.Fatalf("%d %v", code, b)
		}
	})
}

// An English booking's call-off mails name the walk by its English title: the mail with
// the choices, and the credit's.
func TestAnEnglishBookingsCallOffMailsUseTheEnglishTitle(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("afgelast-en", 20, 2500, 20)
	if _, err := env.DB.NewRaw(`UPDATE walks SET title_en = 'Heath in the storm' WHERE id = ?`, walkID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	id, path := env.calledOffBooking(walkID, "anna@example.nl")
	if _, err := env.DB.NewRaw(`UPDATE bookings SET language = 'en' WHERE id = ?`, id).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}

	if code, b := env.call("POST", "/api/v1/walks/admin/"+walkID+"/call-off", `{"reason":"Storm op de hei"}`, env.organiser()); code != 200 {
		t.Fatalf("call off: %d %v", code, b)
	}
	env.waitFor("the choice's mail", func() bool { return len(env.mailsTo("anna@example.nl")) == 2 })
	if code, b := env.call("POST", path+"/choice", `{"choice":"credit"}`, ""); code != 200 {
		t.Fatalf("credit: %d %v", code, b)
	}
	env.waitFor("the credit's mail", func() bool { return len(env.mailsTo("anna@example.nl")) == 3 })
	all, err := env.Mailbox.List()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range all {
		if strings.HasPrefix(m.Subject, "Je boeking is bevestigd") {
			continue // booked in Dutch, before the test made it English
		}
		if !strings.Contains(m.Subject+m.Text, "Heath in the storm") {
			t.Errorf("%q does not name the walk by its English title:\n%s", m.Subject, m.Text)
		}
	}
}
