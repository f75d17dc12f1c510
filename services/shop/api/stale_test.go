package api_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/rules"
)

// atTheBank is the payer picking iDEAL on the checkout and going on to their bank without
// finishing: Mollie then does not let the shop cancel the payment (isCancelable false).
func (env *shopEnv) atTheBank(checkoutURL string) {
	env.t.Helper()
	if err := env.Sandbox.ChooseMethod(paymentIDOf(checkoutURL), "ideal"); err != nil {
		env.t.Fatal(err)
	}
}

// paymentIDOf is the Mollie payment id of a sandbox checkout address.
func paymentIDOf(checkoutURL string) string {
	return checkoutURL[strings.LastIndex(checkoutURL, "/")+1:]
}

// payAnswer chooses status on the sandbox checkout page as env.Pay does, and returns the
// page's answer: 303 when it took the choice, 409 for a checkout no longer open.
func (env *shopEnv) payAnswer(checkoutURL, status string) int {
	env.t.Helper()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.PostForm(checkoutURL, url.Values{"status": {status}})
	if err != nil {
		env.t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

// waitCanceledAtMollie waits until the sandbox holds the checkout's payment as canceled.
func (env *shopEnv) waitCanceledAtMollie(what, checkoutURL string) {
	env.t.Helper()
	env.waitFor(what, func() bool {
		p, ok := env.Sandbox.Payment(paymentIDOf(checkoutURL))
		return ok && p.Status == mollie.StatusCanceled
	})
}

// staleLines are the lines on "Aandacht nodig" (the organisers' list) about money that
// came in through a replaced or ended checkout: subject kind and id, payment, amount.
func (env *shopEnv) staleLines(admin string) []map[string]any {
	env.t.Helper()
	var out []map[string]any
	for _, line := range env.list("/api/v1/admin/refunds/attention", admin) {
		if line["problem"] == "stale_payment" {
			out = append(out, line)
		}
	}
	return out
}

// countPrefix counts the subjects that start with prefix.
func countPrefix(subjects []string, prefix string) int {
	n := 0
	for _, s := range subjects {
		if strings.HasPrefix(s, prefix) {
			n++
		}
	}
	return n
}

// TestAQuoteAcceptedAgainCancelsItsOlderCheckout is the review's reproduction (M4-11):
// every "Akkoord en betalen" opens a new checkout. The one it replaces is cancelled at
// Mollie where Mollie allows it, so it can no longer be paid; one Mollie does not let go
// (the customer is at their iDEAL bank) and that is paid anyway is refunded once, the
// customer is mailed why (with the quote's page, where it can still be paid), and the
// organisers see a line on "Aandacht nodig" that does not hold the refund back and that
// they can dismiss. The quote stays open and is paid by its current checkout.
func TestAQuoteAcceptedAgainCancelsItsOlderCheckout(t *testing.T) {
	t.Parallel()
	env, admin, _ := newOrganiserEnv(t)
	feestID := testdb.FeestRequest(t, env.DB, "Fleur de Vries", "fleur@example.nl", "Een feest voor 12")
	until := env.Now().In(rules.Amsterdam).AddDate(0, 0, 14).Format(time.DateOnly)
	_, q := env.call("POST", "/api/v1/admin/quotes", quoteBody(feestID, until, quoteLines), admin)
	id := q["id"].(string)
	if code, _ := env.call("POST", "/api/v1/admin/quotes/"+id+"/send", "", admin); code != 200 {
		t.Fatalf("send: %d", code)
	}
	env.waitForMail("fleur@example.nl", "Offerte van Wandelwijs")
	page := "/api/v1/quotes/" + env.linkIn(quoteLink, "fleur@example.nl", "Offerte van Wandelwijs")
	accept := func() string {
		t.Helper()
		code, out := env.call("POST", page+"/accept", "", "")
		if code != 201 {
			t.Fatalf("accept: %d %v", code, out)
		}
		return out["checkoutUrl"].(string)
	}

	first := accept()
	env.atTheBank(first)
	second := accept()
	third := accept()
	env.waitCanceledAtMollie("the second checkout to be cancelled by the third", second)
	if code := env.payAnswer(second, "paid"); code != http.StatusConflict {
		t.Errorf("paying the cancelled second checkout: %d, want 409", code)
	}
	env.Settle(t)
	if p, _ := env.Sandbox.Payment(paymentIDOf(first)); p.Status != mollie.StatusOpen {
		t.Fatalf("the first checkout (at the bank) is %s, want open: Mollie does not cancel it", p.Status)
	}

	env.Pay(t, first, "paid")
	firstID := paymentIDOf(first)
	env.waitForOneRefund("the first checkout's money to go back", firstID, "354.00")
	env.waitForMail("fleur@example.nl", "We storten je betaling van €\u00a0354,00 terug")
	returned := env.mailTo("fleur@example.nl", "We storten je betaling van €\u00a0354,00 terug")
	if !strings.Contains(returned.Text, "oudere betaallink") || !strings.Contains(returned.Text, "/offerte/") {
		t.Errorf("the mail about the returned payment:\n%s", returned.Text)
	}
	lines := env.staleLines(admin)
	if len(lines) != 1 || lines[0]["subjectKind"] != "quote" || lines[0]["subjectId"] != id || lines[0]["molliePaymentId"] != firstID ||
		lines[0]["amountCents"] != 35400.0 {
		t.Fatalf("the lines on Aandacht nodig: %v", lines)
	}
	if _, shown := env.call("GET", page, "", ""); shown["status"] != "sent" {
		t.Errorf("the quote after the old checkout was paid: %v, want sent", shown["status"])
	}

	// Mollie repeats the webhook and reconciliation looks again: one refund, one mail, one line.
	env.webhookTwiceAndReconcile(firstID)
	env.Settle(t)
	if n := env.scalar(`SELECT count(*) FROM refunds WHERE cause = ?`, "quote-not-open-"+firstID); n != 1 {
		t.Errorf("%d refund rows for the first checkout, want 1", n)
	}
	if n := countPrefix(env.mailsTo("fleur@example.nl"), "We storten je betaling"); n != 1 {
		t.Errorf("%d mails about the returned payment, want 1", n)
	}
	if refunds, err := env.Mollie.ListRefunds(context.Background(), firstID); err != nil || len(refunds) != 1 {
		t.Errorf("refunds of the first checkout: %v %v, want one", refunds, err)
	}

	// The line only informs: dismissing it leaves the refund made, and takes it off the list.
	if code, out := env.call("POST", "/api/v1/admin/refunds/"+lines[0]["id"].(string)+"/settled", "", admin); code != 204 {
		t.Fatalf("dismiss the line: %d %v", code, out)
	}
	if lines := env.staleLines(admin); len(lines) != 0 {
		t.Errorf("the lines after dismissing: %v", lines)
	}
	if n := env.scalar(`SELECT count(*) FROM refunds WHERE cause = ? AND handled_at IS NULL AND mollie_refund_id IS NOT NULL`,
		"quote-not-open-"+firstID); n != 1 {
		t.Errorf("the dismissed refund is no longer the shop's own made refund")
	}

	env.Pay(t, third, "paid")
	env.waitFor("the quote paid by its current checkout", func() bool {
		_, shown := env.call("GET", page, "", "")
		return shown["status"] == "paid"
	})
	env.waitForMail("fleur@example.nl", "Bedankt voor je betaling")
}

// A voucher purchase paid again: "opnieuw betalen" cancels the checkout it replaces at
// Mollie; a checkout Mollie does not let go that pays an already paid voucher is
// refunded once, the purchaser is mailed why, and the organisers see a line.
func TestAVoucherPaidAgainIsRefundedToldAndShown(t *testing.T) {
	t.Parallel()
	env, admin, _ := newOrganiserEnv(t)
	code, out := env.call("POST", "/api/v1/payments/create-voucher-payment", purchaseBody, "")
	if code != 201 {
		t.Fatalf("buy: %d %v", code, out)
	}
	id, first := out["voucherId"].(string), out["checkoutUrl"].(string)
	env.atTheBank(first)
	retry := func() string { return env.retryAt(voucherRetryLink, id) }
	second := retry()
	third := retry()
	env.waitCanceledAtMollie("the second checkout to be cancelled by the third", second)
	env.atTheBank(third)

	env.Pay(t, first, "paid")
	env.waitFor("the voucher paid by its first checkout", func() bool {
		_, v := env.call("GET", "/api/v1/vouchers/"+id, "", "")
		return v["paymentStatus"] == "PAID"
	})
	env.Pay(t, third, "paid")
	thirdID := paymentIDOf(third)
	env.waitForOneRefund("the second payment of the voucher to go back", thirdID, "60.00")
	env.waitForMail("piet@example.nl", "We storten je betaling van €\u00a060,00 terug")
	env.webhookTwiceAndReconcile(thirdID)
	env.Settle(t)
	if n := countPrefix(env.mailsTo("piet@example.nl"), "We storten je betaling"); n != 1 {
		t.Errorf("%d mails about the returned payment, want 1", n)
	}
	if n := env.scalar(`SELECT count(*) FROM refunds WHERE cause = ?`, "twice-"+thirdID); n != 1 {
		t.Errorf("%d refund rows for the second payment, want 1", n)
	}
	if lines := env.staleLines(admin); len(lines) != 1 || lines[0]["subjectKind"] != "voucher" || lines[0]["subjectId"] != id ||
		lines[0]["molliePaymentId"] != thirdID {
		t.Errorf("the lines on Aandacht nodig: %v", lines)
	}
}

// A booking's "Nu betalen" (Retry) cancels the checkout it replaces at Mollie, so it can
// no longer be paid (M4-02's older open checkout); money that comes through one Mollie
// does not let go is refunded with its mail (refundLate) and shows on "Aandacht nodig".
func TestABookingRetryCancelsItsOlderCheckout(t *testing.T) {
	t.Parallel()
	env, admin, _ := newOrganiserEnv(t)
	id, first := env.startPayment(guestOrder("walkId", env.walk("opnieuw", 10, 2500, 5), 2, ""))
	env.atTheBank(first)
	second := env.retryCheckout(id)
	third := env.retryCheckout(id)
	env.waitCanceledAtMollie("the second checkout to be cancelled by the third", second)
	if code := env.payAnswer(second, "paid"); code != http.StatusConflict {
		t.Errorf("paying the cancelled second checkout: %d, want 409", code)
	}
	env.Settle(t)
	if st, _ := env.bookingStatus(id); st != "PENDING" {
		t.Fatalf("the booking after its old checkout was cancelled: %s, want PENDING", st)
	}

	env.Pay(t, third, "paid")
	env.waitFor("the booking paid by its current checkout", func() bool { st, _ := env.bookingStatus(id); return st == "PAID" })
	env.Pay(t, first, "paid")
	firstID := paymentIDOf(first)
	env.waitForOneRefund("the old checkout's money to go back", firstID, "50.00")
	env.waitForMail("gijs@example.nl", "Je hebt twee keer betaald")
	env.Settle(t)
	if lines := env.staleLines(admin); len(lines) != 1 || lines[0]["subjectKind"] != "booking" || lines[0]["subjectId"] != id ||
		lines[0]["molliePaymentId"] != firstID {
		t.Errorf("the lines on Aandacht nodig: %v", lines)
	}
}
