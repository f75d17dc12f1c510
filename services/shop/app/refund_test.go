package app_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/mollie-sandbox/sandbox"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/shop/shoptest"
)

// cancelAnnas cancels Anna's paid booking after prepare, and waits until its refund's
// row holds where (a condition on refunds, said as what); it returns the shop, the
// booking and the refund's row id.
func cancelAnnas(t *testing.T, prepare func(*shoptest.Shop, booking.Booking), what, where string) (*shoptest.Shop, booking.Booking, string) {
	t.Helper()
	ctx := context.Background()
	shop, anna, b := annasPaidBooking(t, rules.CancelMinDays+3)
	prepare(shop, b)
	if _, err := shop.Bookings.Cancel(ctx, b.ID, anna); err != nil {
		t.Fatal(err)
	}
	var id string
	shoptest.WaitFor(t, what, func() bool {
		_ = shop.DB.NewRaw(`SELECT id FROM refunds WHERE `+where).Scan(ctx, &id)
		return id != ""
	})
	return shop, b, id
}

// cancelWhileMollieIsDown cancels Anna's paid booking while Mollie answers every call
// with 500, and waits until its refund was tried; it returns the shop, the booking's
// Mollie payment and the refund's row id.
func cancelWhileMollieIsDown(t *testing.T) (*shoptest.Shop, string, string) {
	t.Helper()
	shop, b, id := cancelAnnas(t, func(shop *shoptest.Shop, _ booking.Booking) { shop.Sandbox.SetFault(sandbox.Fault500) },
		"the refund to be tried", `status = 'requested' AND attempts > 0`)
	return shop, *b.MolliePaymentID, id
}

// refundsAtMollie is how many refunds Mollie holds for the payment.
func refundsAtMollie(t *testing.T, shop *shoptest.Shop, molliePaymentID string) int {
	t.Helper()
	list, err := shop.Mollie.ListRefunds(context.Background(), molliePaymentID)
	if err != nil {
		t.Fatal(err)
	}
	return len(list)
}

// oneRefundAtMollie waits until the job queue has worked everything, then fails unless
// Mollie holds exactly one refund of the payment.
func oneRefundAtMollie(t *testing.T, shop *shoptest.Shop, molliePaymentID string) {
	t.Helper()
	shop.Settle(t)
	if n := refundsAtMollie(t, shop, molliePaymentID); n != 1 {
		t.Fatalf("Mollie holds %d refunds, want 1", n)
	}
}

// TestARestoredExportMakesEveryPromisedRefundOnce: the database comes back from an
// export, which holds no jobs, while a refund was still waiting for Mollie; reconciliation
// finds the row and the refund is made, once, however often it looks again.
func TestARestoredExportMakesEveryPromisedRefundOnce(t *testing.T) {
	ctx := context.Background()
	shop, paymentID, id := cancelWhileMollieIsDown(t)
	if _, err := shop.DB.ExecContext(ctx, `DELETE FROM river_job`); err != nil { // the export's empty queue
		t.Fatal(err)
	}
	shop.Sandbox.SetFault(sandbox.FaultNone)
	shop.Offset.Store(int64(payment.ReconcileAfter + time.Minute))
	for range 3 {
		if err := shop.Payments.Reconcile(ctx); err != nil {
			t.Fatal(err)
		}
	}
	shoptest.WaitFor(t, "the refund to be made", func() bool {
		return count(t, shop, `SELECT count(*) FROM refunds WHERE id = ? AND mollie_refund_id IS NOT NULL`, id) == 1
	})
	if err := shop.Payments.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	oneRefundAtMollie(t, shop, paymentID)
}

// TestARefundMadeBeforeACrashIsAdopted: Mollie made the refund but the shop stopped
// before recording it (and the idempotency key has since expired at Mollie); the next
// run finds it by its metadata and makes no second one.
func TestARefundMadeBeforeACrashIsAdopted(t *testing.T) {
	ctx := context.Background()
	shop, paymentID, id := cancelWhileMollieIsDown(t)
	shop.Sandbox.SetFault(sandbox.FaultNone)
	made, err := shop.Mollie.CreateRefund(ctx, paymentID, mollie.CreateRefund{Amount: mollie.EUR(2500),
		Metadata: map[string]string{"refundId": id}}, "an-expired-key")
	if err != nil {
		t.Fatal(err)
	}
	if err := shop.Payments.MakeRefund(ctx, id); err != nil {
		t.Fatal(err)
	}
	if n := count(t, shop, `SELECT count(*) FROM refunds WHERE id = ? AND mollie_refund_id = ?`, id, made.ID); n != 1 {
		t.Fatalf("the refund Mollie made was not adopted")
	}
	oneRefundAtMollie(t, shop, paymentID)
}

// TestARefundMollieCannotMakeForADayWaitsForTheOrganisers: Mollie answers 500 for longer
// than RefundRetryFor; the refund stops being tried, shows as given up, and the organisers
// get one mail; reconciliation leaves it alone. An organiser's "opnieuw proberen" makes
// it, once.
func TestARefundMollieCannotMakeForADayWaitsForTheOrganisers(t *testing.T) {
	ctx := context.Background()
	shop, paymentID, id := cancelWhileMollieIsDown(t)
	shop.Offset.Store(int64(payment.RefundRetryFor + time.Hour))
	shoptest.WaitFor(t, "the refund to be given up", func() bool {
		return count(t, shop, `SELECT count(*) FROM refunds WHERE id = ? AND status = 'requested' AND problem = 'gave_up'`, id) == 1
	})
	shop.Settle(t)
	shop.Sandbox.SetFault(sandbox.FaultNone)
	if err := shop.Payments.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	shop.Settle(t)
	if n := refundsAtMollie(t, shop, paymentID); n != 0 {
		t.Fatalf("Mollie holds %d refunds, want none before the organisers decide", n)
	}
	// confirmation, cancellation, the organisers' notice, the problem
	isStuck := func(s string) bool { return strings.HasPrefix(s, "Terugbetaling lukt niet") }
	if problems := mailsMatching(t, shop, 4, shoptest.AdminEmail, isStuck); problems != 1 {
		t.Fatalf("%d mails about the stuck refund, want 1", problems)
	}

	if err := shop.Payments.RetryRefund(ctx, id); err != nil {
		t.Fatal(err)
	}
	shoptest.WaitFor(t, "the retried refund to be made", func() bool { return refundsAtMollie(t, shop, paymentID) == 1 })
	if err := shop.Payments.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	oneRefundAtMollie(t, shop, paymentID)
}

// chargeBackAndCancel charges Anna's paid booking back (cents of it; 0 is all) and waits
// until the booking is marked, then cancels it and waits until its refund is held back;
// it returns the shop, the booking and its refund's row id.
func chargeBackAndCancel(t *testing.T, cents int) (*shoptest.Shop, booking.Booking, string) {
	t.Helper()
	shop, b, id := cancelAnnas(t, func(shop *shoptest.Shop, b booking.Booking) {
		if err := shop.Sandbox.ChargeBackPart(*b.MolliePaymentID, cents); err != nil {
			t.Fatal(err)
		}
		shoptest.WaitFor(t, "the booking to be marked", func() bool {
			return count(t, shop, `SELECT count(*) FROM bookings WHERE id = ? AND charged_back_at IS NOT NULL`, b.ID) == 1
		})
	}, "the refund to be held back", `problem = 'charged_back'`)
	shop.Settle(t)
	return shop, b, id
}

// TestACancelAfterAChargebackRefundsNothingUntilTheBankGivesItBack: the bank took the
// payment back, then the customer cancels: nothing goes back through Mollie, the refund
// waits on the organisers' list with why, and they are told once. Once the bank reverses
// its chargeback, the booking's mark goes and the refund is made, once.
func TestACancelAfterAChargebackRefundsNothingUntilTheBankGivesItBack(t *testing.T) {
	ctx := context.Background()
	shop, b, id := chargeBackAndCancel(t, 0)
	paymentID := *b.MolliePaymentID
	resync(t, shop, paymentID)
	if n := refundsAtMollie(t, shop, paymentID); n != 0 {
		t.Fatalf("Mollie holds %d refunds of a charged-back payment, want none", n)
	}
	if err := shop.Payments.MakeRefund(ctx, id); err != nil {
		t.Fatal(err)
	}
	// confirmation, cancellation, the organisers' notice, the chargeback, the held refund
	isHeld := func(s string) bool { return strings.HasPrefix(s, "Terugbetaling tegengehouden") }
	if held := mailsMatching(t, shop, 5, shoptest.AdminEmail, isHeld); held != 1 {
		t.Fatalf("%d mails about the held refund, want 1", held)
	}

	if err := shop.Sandbox.ReverseChargebacks(paymentID); err != nil {
		t.Fatal(err)
	}
	shoptest.WaitFor(t, "the refund to be made", func() bool { return refundsAtMollie(t, shop, paymentID) == 1 })
	if n := count(t, shop, `SELECT count(*) FROM bookings WHERE id = ? AND charged_back_at IS NULL`, b.ID); n != 1 {
		t.Fatal("the booking is still marked charged back after the reversal")
	}
	resync(t, shop, paymentID)
	oneRefundAtMollie(t, shop, paymentID)
	// the bookkeeper's rows: when it was paid, the chargeback and its reversal
	if n := count(t, shop, `SELECT count(*) FROM payments p JOIN chargebacks c ON c.payment_id = p.id
		WHERE p.mollie_id = ? AND p.paid_at IS NOT NULL AND c.amount_cents = 2500 AND c.reversed_at IS NOT NULL`, paymentID); n != 1 {
		t.Fatalf("%d recorded chargebacks with their reversal on the paid payment, want 1", n)
	}
}

// TestAPartialChargebackCounts: the bank took back part of the payment; a refund of the
// whole would pay out money the shop no longer has, so it waits, saying what is left.
func TestAPartialChargebackCounts(t *testing.T) {
	shop, b, id := chargeBackAndCancel(t, 1000)
	detail := testdb.Row(t, shop.DB, `SELECT problem_detail FROM refunds WHERE id = ?`, id)
	if want := "De bank boekte € 10,00 terug; van deze betaling kan nog € 15,00 terug."; strings.ReplaceAll(detail, "\u00a0", " ") != want {
		t.Errorf("why: %q, want %q", detail, want)
	}
	if n := refundsAtMollie(t, shop, *b.MolliePaymentID); n != 0 {
		t.Fatalf("Mollie holds %d refunds, want none", n)
	}
}

// TestAQueuedRefundIsFollowedToTheEnd: Mollie queues a refund while the balance is short
// (calling a walk off can cause that); once the balance is back the refund runs, and a
// refunded webhook that never came is made good by reconciliation.
func TestAQueuedRefundIsFollowedToTheEnd(t *testing.T) {
	ctx := context.Background()
	shop, anna, b := annasPaidBooking(t, rules.CancelMinDays+3)
	shop.Sandbox.SetBalanceShort(true)
	if _, err := shop.Bookings.Cancel(ctx, b.ID, anna); err != nil {
		t.Fatal(err)
	}
	shoptest.WaitFor(t, "the refund to be queued at Mollie", func() bool {
		return count(t, shop, `SELECT count(*) FROM refunds WHERE status = 'queued' AND mollie_refund_id IS NOT NULL`) == 1
	})
	shop.Sandbox.SetBalanceShort(false)
	shoptest.WaitFor(t, "the refund to be refunded", func() bool {
		return count(t, shop, `SELECT count(*) FROM refunds WHERE status = 'refunded'`) == 1
	})

	// As if the webhook for "refunded" had been lost: the row still says processing.
	if _, err := shop.DB.ExecContext(ctx, `UPDATE refunds SET status = 'processing'`); err != nil {
		t.Fatal(err)
	}
	shop.Offset.Store(int64(payment.ReconcileAfter + time.Minute))
	if err := shop.Payments.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if n := count(t, shop, `SELECT count(*) FROM refunds WHERE status = 'refunded'`); n != 1 {
		t.Fatal("reconciliation did not follow the refund to refunded")
	}
}
