package api_test

import (
	"regexp"
	"strings"
	"testing"

	"wandelwijs.nl/migrations/testdb"
)

// balanceOf reads the booking id's balance as booking_balances derives it.
func (env *shopEnv) balanceOf(id string) (owed, kept, due, surplus int) {
	env.t.Helper()
	var row struct {
		Owed     int `bun:"owed"`
		Received int `bun:"received"`
		Returned int `bun:"returned"`
		Due      int `bun:"due"`
		Surplus  int `bun:"surplus"`
	}
	if err := env.DB.NewRaw(`SELECT owed, received, returned, due, surplus FROM booking_balances WHERE booking_id = ?`, id).
		Scan(env.t.Context(), &row); err != nil {
		env.t.Fatal(err)
	}
	return row.Owed, row.Received - row.Returned, row.Due, row.Surplus
}

// chargedBack has the bank take cents of the booking id's payment back, and waits until
// the shop knows.
func (env *shopEnv) chargedBack(id string, cents int) {
	env.t.Helper()
	var paymentID string
	if err := env.DB.NewRaw(`SELECT mollie_payment_id FROM bookings WHERE id = ?`, id).Scan(env.t.Context(), &paymentID); err != nil {
		env.t.Fatal(err)
	}
	if err := env.Sandbox.ChargeBackPart(paymentID, cents); err != nil {
		env.t.Fatal(err)
	}
	env.webhook(paymentID)
	env.waitFor("the chargeback", func() bool {
		return env.scalar(`SELECT charged_back_cents FROM payments WHERE mollie_id = ?`, paymentID) == cents
	})
}

// mailTextsTo is the text of every mail to addr whose subject starts with subject, in the
// order the mailbox received them (mail jobs run side by side, so that order is not the
// order they were queued in).
func (env *shopEnv) mailTextsTo(addr, subject string) []string {
	env.t.Helper()
	all, err := env.Mailbox.List()
	if err != nil {
		env.t.Fatal(err)
	}
	var texts []string
	for _, m := range all {
		if m.To == addr && strings.HasPrefix(m.Subject, subject) {
			texts = append(texts, strings.ReplaceAll(m.Text, "\u00a0", " "))
		}
	}
	return texts
}

// onlyMailTo is the text of the one mail to addr whose subject starts with subject.
func (env *shopEnv) onlyMailTo(addr, subject string) string {
	env.t.Helper()
	texts := env.mailTextsTo(addr, subject)
	if len(texts) != 1 {
		env.t.Fatalf("%d mails to %s starting %q, want 1", len(texts), addr, subject)
	}
	return texts[0]
}

// TestFewerPersonsWaitForAChangeThatWaitsForItsPayment (M4-01, extra persons for free):
// three persons paid, a raise to five waits for its payment; lowering the party
// meanwhile is a Dutch 409 that changes nothing, and once the raise is paid the booking
// is five persons that received what five cost.
func TestFewerPersonsWaitForAChangeThatWaitsForItsPayment(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("vijf-voor-drie", 20, 2000, 20)
	id := env.paidGuestBooking(walkID, 3, "")
	path := "/api/v1/manage/" + env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
	code, out := env.call("PATCH", path, `{"qty":5}`, "")
	if code != 201 || out["amountCents"] != 4000.0 {
		t.Fatalf("raise to 5: %d %v", code, out)
	}
	checkout := out["checkoutUrl"].(string)
	if code, out := env.call("PATCH", path, `{"qty":1}`, ""); code != 409 || out["code"] != "change_pending" {
		t.Fatalf("lower to 1 while the raise waits for its payment: %d %v", code, out)
	}
	if env.scalar(`SELECT count(*) FROM refunds`) != 0 {
		t.Fatal("a refund was asked while the raise waits")
	}
	env.Pay(t, checkout, "paid")
	env.waitForMail("gijs@example.nl", "Je boeking is gewijzigd")
	owed, kept, due, surplus := env.balanceOf(id)
	if env.scalar(`SELECT qty FROM bookings WHERE id = ?`, id) != 5 || owed != 10000 || kept != 10000 || due != 0 || surplus != 0 {
		t.Fatalf("after the raise: owed %d kept %d due %d surplus %d", owed, kept, due, surplus)
	}
	// A cancel then refunds both payments, and the back office shows both refunds and the
	// balance closed.
	if code, out := env.call("POST", path+"/cancel", "", ""); code != 200 {
		t.Fatalf("cancel: %d %v", code, out)
	}
	code, detail := env.call("GET", "/api/v1/admin/bookings/"+id, "", env.organiser())
	refunds, _ := detail["refunds"].([]any)
	balance, _ := detail["balance"].(map[string]any)
	if code != 200 || len(refunds) != 2 || balance["owedCents"] != 0.0 || balance["refundedCents"] != 10000.0 || balance["surplusCents"] != 0.0 {
		t.Fatalf("the back office's booking: %d refunds %v balance %v", code, refunds, balance)
	}
}

// TestASecondReductionToTheSameNumberRefundsAgain (M4-01, a refund lost): 2 → 1, back to
// 2 (paid), 2 → 1 again: each reduction refunds its own € 20, keyed by its change, and
// each mail promises what its refund row holds.
func TestASecondReductionToTheSameNumberRefundsAgain(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("twee-keer-minder", 20, 2000, 20)
	id := env.paidGuestBooking(walkID, 2, "")
	path := "/api/v1/manage/" + env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
	if code, out := env.call("PATCH", path, `{"qty":1}`, ""); code != 200 {
		t.Fatalf("2 → 1: %d %v", code, out)
	}
	code, out := env.call("PATCH", path, `{"qty":2}`, "")
	if code != 201 {
		t.Fatalf("1 → 2: %d %v", code, out)
	}
	env.Pay(t, out["checkoutUrl"].(string), "paid")
	env.waitFor("the raise", func() bool { return env.scalar(`SELECT qty FROM bookings WHERE id = ?`, id) == 2 })
	if code, out := env.call("PATCH", path, `{"qty":1}`, ""); code != 200 {
		t.Fatalf("2 → 1 again: %d %v", code, out)
	}
	if n := env.scalar(`SELECT count(*) FROM refunds WHERE amount_cents = 2000`); n != 2 {
		t.Fatalf("%d refunds of € 20, want 2", n)
	}
	if n := env.scalar(`SELECT count(*) FROM refunds WHERE cause LIKE 'change-%'`); n != 2 {
		t.Fatalf("%d refunds keyed by their change, want 2", n)
	}
	if _, kept, due, surplus := env.balanceOf(id); kept != 2000 || due != 0 || surplus != 0 {
		t.Fatalf("kept %d due %d surplus %d, want 2000 0 0", kept, due, surplus)
	}
	env.waitFor("three change mails", func() bool {
		n := 0
		for _, s := range env.mailsTo("gijs@example.nl") {
			if strings.HasPrefix(s, "Je boeking is gewijzigd") {
				n++
			}
		}
		return n == 3
	})
	reductions := 0
	for _, text := range env.mailTextsTo("gijs@example.nl", "Je boeking is gewijzigd") {
		if !strings.Contains(text, "je komt nu met 1 persoon in plaats van 2 personen") {
			continue
		}
		reductions++
		if !strings.Contains(text, "We storten € 20,00 terug") {
			t.Fatalf("a reduction's mail does not promise its refund:\n%s", text)
		}
	}
	if reductions != 2 {
		t.Fatalf("%d mails about a reduction, want 2", reductions)
	}
}

// TestAnOlderCheaperCheckoutDoesNotConfirmADearerBooking (M4-02): a booking re-priced
// since an older checkout was opened (its voucher part went back on a failed attempt and
// was spent elsewhere) is not confirmed by paying that older, cheaper checkout: the
// booking stays pending with the rest to pay, that payment goes back with a mail, and
// the current checkout still confirms it.
func TestAnOlderCheaperCheckoutDoesNotConfirmADearerBooking(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("oude-betaallink", 20, 3000, 20)
	env.voucher("OUDE-LINK-BON", 2000)
	id, first := env.startPayment(guestOrderOf(walkID, "gijs@example.nl", 1, "OUDE-LINK-BON")) // € 10 by card
	env.atTheBank(first)                                                                       // so no new checkout can cancel it
	second := env.retryCheckout(id)                                                            // another € 10 checkout
	env.Pay(t, second, "failed")                                                               // the voucher part goes back
	env.waitFor("the failed attempt", func() bool { st, _ := env.bookingStatus(id); return st == "FAILED" })
	env.startPayment(guestOrderOf(walkID, "ander@example.nl", 1, "OUDE-LINK-BON")) // the voucher is spent elsewhere
	third := env.retryCheckout(id)                                                 // € 30 now
	env.Pay(t, first, "paid")
	env.waitForMail("gijs@example.nl", "Betaling via een oude betaallink")
	if st, _ := env.bookingStatus(id); st != "PENDING" {
		t.Fatalf("a € 10 payment made the € 30 booking %s", st)
	}
	if n := env.scalar(`SELECT count(*) FROM refunds WHERE amount_cents = 1000 AND cause LIKE 'late-%'`); n != 1 {
		t.Fatalf("%d refunds of the older checkout, want 1", n)
	}
	env.Pay(t, third, "paid")
	env.waitFor("the booking paid", func() bool { st, _ := env.bookingStatus(id); return st == "PAID" })
	if _, kept, due, _ := env.balanceOf(id); kept != 3000 || due != 0 {
		t.Fatalf("paid booking kept %d due %d, want 3000 0", kept, due)
	}
}

// TestARefundThePaymentCannotHoldIsNotPromised (M4-03): the bank took part of the
// payment back, then the customer cancels: the mail promises no refund it cannot make,
// says the organisers will get in touch, and the amount waits on "Aandacht nodig".
func TestARefundThePaymentCannotHoldIsNotPromised(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("teruggeboekt", 20, 2500, 20)
	id := env.paidGuestBooking(walkID, 1, "")
	path := "/api/v1/manage/" + env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
	env.chargedBack(id, 1000)
	if code, out := env.call("POST", path+"/cancel", "", ""); code != 200 {
		t.Fatalf("cancel: %d %v", code, out)
	}
	env.waitForMail("gijs@example.nl", "Je boeking is geannuleerd")
	text := env.onlyMailTo("gijs@example.nl", "Je boeking is geannuleerd")
	if strings.Contains(text, "We storten") || !strings.Contains(text, "€ 25,00 kunnen we niet automatisch terugstorten") {
		t.Fatalf("the cancellation mail promises what cannot be refunded:\n%s", text)
	}
	env.waitFor("the held refund on Aandacht nodig", func() bool {
		list, err := env.Payments.NeedsAttention(t.Context())
		return err == nil && len(list) > 0
	})
	list, err := env.Payments.NeedsAttention(t.Context())
	if err != nil || len(list) != 1 || list[0].AmountCents != 2500 || list[0].SubjectID != id {
		t.Fatalf("Aandacht nodig: %+v %v", list, err)
	}
}

// TestCancellingAPaidOutsideDeskBookingOwesTheMoneyByHand (M4-12): the organisers cancel a
// desk booking paid in cash with its money back: what was paid outside Mollie is owed by
// hand, on "Aandacht nodig" until an organiser settled it, and the customer's mail says
// they will be contacted.
func TestCancellingAPaidOutsideDeskBookingOwesTheMoneyByHand(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("contant", 20, 2000, 20)
	admin := env.organiser()
	code, out := env.call("POST", "/api/v1/admin/bookings", `{"walkId":"`+walkID+`","qty":2,"payment":"paid-outside",
		"name":"Kees Kas","email":"kees@example.nl","phone":"0612345678"}`, admin)
	if code != 201 {
		t.Fatalf("desk booking: %d %v", code, out)
	}
	id := out["id"].(string)
	if code, out := env.call("POST", "/api/v1/admin/bookings/"+id+"/cancel", `{"refund":true,"reason":"De klant belde af"}`, admin); code != 200 {
		t.Fatalf("cancel: %d %v", code, out)
	}
	if n := env.scalar(`SELECT count(*) FROM owed_by_hand WHERE booking_id = ? AND amount_cents = 4000 AND reason = 'outside'`, id); n != 1 {
		t.Fatalf("%d rows owing the cash back, want 1", n)
	}
	env.waitForMail("kees@example.nl", "Je boeking is geannuleerd")
	if text := env.onlyMailTo("kees@example.nl", "Je boeking is geannuleerd"); !strings.Contains(text, "€ 40,00 kunnen we niet automatisch terugstorten") {
		t.Fatalf("the mail does not say the money comes back by hand:\n%s", text)
	}
	list, err := env.Payments.NeedsAttention(t.Context())
	if err != nil || len(list) != 1 || list[0].Problem != "outside" {
		t.Fatalf("Aandacht nodig: %+v %v", list, err)
	}
	organiserID := testdb.Row(t, env.DB, `SELECT id FROM users WHERE role = 'ADMIN' LIMIT 1`)
	if err := env.Payments.SettleRefundByHand(t.Context(), list[0].ID, organiserID); err != nil {
		t.Fatal(err)
	}
	if list, _ := env.Payments.NeedsAttention(t.Context()); len(list) != 0 {
		t.Fatalf("still on the list after it was settled: %+v", list)
	}
	ledger := env.get("/api/v1/admin/ledger.csv", admin).Body.String()
	if !regexp.MustCompile(`Terugbetaling handmatig afgehandeld;-40,00;[^\n]*` + id).MatchString(ledger) {
		t.Fatalf("the ledger does not list the cash paid back by hand:\n%s", ledger)
	}
	if _, kept, _, surplus := env.balanceOf(id); kept != 0 || surplus != 0 {
		t.Fatalf("kept %d surplus %d after the cancel, want 0 0", kept, surplus)
	}
}

// TestNoCreditFromMoneyTheBankTookBack (M4-04): the walk is called off, the bank takes
// the payment back, then the customer chooses credit: refused with a Dutch 409, and no
// voucher exists.
func TestNoCreditFromMoneyTheBankTookBack(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("afgelast-teruggeboekt", 20, 3000, 20)
	id, path := env.calledOffBooking(walkID, "bank@example.nl")
	if code, out := env.call("POST", "/api/v1/walks/admin/"+walkID+"/call-off", `{"reason":"Storm op komst"}`, env.organiser()); code != 200 {
		t.Fatalf("call off: %d %v", code, out)
	}
	env.chargedBack(id, 3000)
	if code, out := env.call("POST", path+"/choice", `{"choice":"credit"}`, ""); code != 409 || out["code"] != "credit_charged_back" {
		t.Fatalf("credit for charged-back money: %d %v", code, out)
	}
	if n := env.scalar(`SELECT count(*) FROM vouchers WHERE credit_booking_id = ?`, id); n != 0 {
		t.Fatalf("%d credit vouchers for money the bank took back", n)
	}
}

// TestAPlaceAddedAtAHigherPriceIsTheFirstToGoBack: a booking is its positions. Two
// persons paid at € 20; the walk's price rises to € 25 and a third is added, paid at € 25.
// Going back to two gives back the € 25 of the place added last (not a third of € 65),
// as the manage page promised, and the booking then owes its two places at € 20.
func TestAPlaceAddedAtAHigherPriceIsTheFirstToGoBack(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("duurder-erbij", 20, 2000, 20)
	id := env.paidGuestBooking(walkID, 2, "")
	path := "/api/v1/manage/" + env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
	testdb.Row(t, env.DB, `UPDATE walks SET price_cents = 2500 WHERE id = ? RETURNING id`, walkID)
	code, out := env.call("PATCH", path, `{"qty":3}`, "")
	if code != 201 || out["amountCents"] != 2500.0 {
		t.Fatalf("raise to 3: %d %v", code, out)
	}
	env.Pay(t, out["checkoutUrl"].(string), "paid")
	env.waitFor("the raise", func() bool { return env.scalar(`SELECT qty FROM bookings WHERE id = ?`, id) == 3 })
	if owed, kept, _, _ := env.balanceOf(id); owed != 6500 || kept != 6500 {
		t.Fatalf("three persons owe %d and hold %d, want 6500 both", owed, kept)
	}
	code, page := env.call("GET", path, "", "")
	if code != 200 {
		t.Fatalf("manage page: %d %v", code, page)
	}
	promised := map[float64]float64{}
	for _, r := range page["reductions"].([]any) {
		r := r.(map[string]any)
		promised[r["qty"].(float64)] = r["refundCents"].(float64)
	}
	if promised[2] != 2500 || promised[1] != 4500 {
		t.Errorf("the manage page promises %v for 2 and 1 persons, want 2500 and 4500", promised)
	}
	if code, out := env.call("PATCH", path, `{"qty":2}`, ""); code != 200 {
		t.Fatalf("lower to 2: %d %v", code, out)
	}
	if n := env.scalar(`SELECT count(*) FROM refunds WHERE amount_cents = 2500 AND cause LIKE 'change-%'`); n != 1 {
		t.Errorf("%d refunds of € 25, want the one of the place added last", n)
	}
	if owed, kept, due, surplus := env.balanceOf(id); owed != 4000 || kept != 4000 || due != 0 || surplus != 0 {
		t.Errorf("two persons: owed %d, kept %d, due %d, surplus %d; want 4000, 4000, 0, 0", owed, kept, due, surplus)
	}
	if env.scalar(`SELECT count(*) FROM booking_positions WHERE booking_id = ? AND quantity = 2 AND unit_cents = 2000`, id) != 1 ||
		env.scalar(`SELECT count(*) FROM booking_positions WHERE booking_id = ?`, id) != 1 {
		t.Error("the booking's positions are not its two places at € 20")
	}
	env.waitFor("the change mail that gives € 25 back", func() bool {
		all, err := env.Mailbox.List()
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range all {
			if m.To == "gijs@example.nl" && strings.Contains(strings.ReplaceAll(m.Text, "\u00a0", " "), "We storten € 25,00 terug") {
				return true
			}
		}
		return false
	})
}
