package api_test

import (
	"context"
	"strings"
	"testing"

	"wandelwijs.nl/platform/mollie"
)

// paidTwice books one place on a new walk slug, goes to the bank with iDEAL on its
// checkout (which Mollie then does not let the shop cancel), opens a second checkout for
// it ("Nu betalen"), pays the first, lets settled(first payment's id) wait for it to be
// applied, and pays the second; it returns the second payment's id.
func (env *shopEnv) paidTwice(slug string, settled func(paymentID string)) string {
	env.t.Helper()
	id, first := env.startPayment(guestOrder("walkId", env.walk(slug, 10, 2500, 5), 1, ""))
	env.atTheBank(first)
	second := env.retryCheckout(id)
	env.Pay(env.t, first, "paid")
	settled(first[strings.LastIndex(first, "/")+1:])
	env.Pay(env.t, second, "paid")
	return second[strings.LastIndex(second, "/")+1:]
}

// River deletes a completed job after a day, and never keeps a cancelled one from being
// queued again: the refund of the second payment must still be made and told once when
// Mollie calls the webhook again after that (as it does for a refund's progress).
func TestADoublePaymentIsRefundedAndToldOnceAfterItsJobIsGone(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	secondID := env.paidTwice("twee-keer", func(string) {
		env.waitFor("the confirmation", func() bool { return len(env.mailsTo("gijs@example.nl")) == 1 })
	})
	env.waitForOneRefund("the second payment to be refunded", secondID, "25.00")
	env.waitFor("the customer to be told", func() bool { return len(env.mailsTo("gijs@example.nl")) == 2 })
	env.Settle(t)

	if _, err := env.DB.ExecContext(context.Background(), `DELETE FROM river_job WHERE state IN ('completed', 'cancelled')`); err != nil {
		t.Fatal(err)
	}
	env.webhookTwiceAndReconcile(secondID)
	env.Settle(t)
	if n := env.scalar(`SELECT count(*) FROM refunds`); n != 1 {
		t.Errorf("%d refund rows, want 1", n)
	}
	if refunds, err := env.Mollie.ListRefunds(context.Background(), secondID); err != nil || len(refunds) != 1 {
		t.Errorf("refunds of the second payment: %v %v, want one", refunds, err)
	}
	if got := env.mailsTo("gijs@example.nl"); len(got) != 2 {
		t.Errorf("the customer's mails: %q, want the confirmation and one about paying twice", got)
	}
}

// The organiser refunded a late payment from Mollie's dashboard before the shop did:
// Mollie refuses the shop's refund. However often the webhook comes after that, the
// organisers hear of it once and the customer once.
func TestARefusedLateRefundIsToldOnce(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, true)
	secondID := env.paidTwice("geweigerd", env.webhook)
	if _, err := env.Mollie.CreateRefund(context.Background(), secondID, mollie.CreateRefund{Amount: mollie.EUR(2500)}, "dashboard"); err != nil {
		t.Fatal(err)
	}
	env.webhook(secondID)
	env.waitFor("the refund to be refused", func() bool {
		return env.scalar(`SELECT count(*) FROM refunds WHERE status = 'failed' AND problem = 'refused'`) == 1
	})
	for range 4 {
		env.webhook(secondID)
		env.Settle(t)
	}
	refused := 0
	for _, subject := range env.mailsTo(adminEmail) {
		if strings.HasPrefix(subject, "Terugbetaling geweigerd") {
			refused++
		}
	}
	if refused != 1 {
		t.Errorf("%d mails to the organisers about the refused refund, want 1", refused)
	}
	if got := env.mailsTo("gijs@example.nl"); len(got) != 2 {
		t.Errorf("the customer's mails: %q, want the confirmation and one about paying twice", got)
	}
	if refunds, err := env.Mollie.ListRefunds(context.Background(), secondID); err != nil || len(refunds) != 1 {
		t.Errorf("refunds of the second payment: %v %v, want the organiser's one", refunds, err)
	}
}
