package app_test

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/shop/shoptest"
)

func buy(t *testing.T, shop *shoptest.Shop) (voucher.Voucher, string) {
	t.Helper()
	v, checkout, err := shop.Vouchers.Buy(context.Background(), voucher.Purchase{ValueCents: 3000, RecipientName: "Jan",
		RecipientEmail: "jan@example.nl", PurchaserName: "Piet", PurchaserEmail: "piet@example.nl"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v, checkout
}

// paidVoucher buys a voucher and pays it at the sandbox; it returns the paid voucher.
func paidVoucher(t *testing.T, shop *shoptest.Shop) voucher.Voucher {
	t.Helper()
	v, checkout := buy(t, shop)
	shop.Pay(t, checkout, "paid")
	var got voucher.Voucher
	shoptest.WaitFor(t, "the voucher to be paid", func() bool {
		got, _ = shop.Vouchers.Get(context.Background(), v.ID)
		return got.PaymentStatus == voucher.PaymentPaid
	})
	return got
}

// TestALostWebhookIsMadeGoodByReconciliation: Mollie's webhook never arrives; once the
// payment has been open past ReconcileAfter, reconciliation asks Mollie and applies it.
func TestALostWebhookIsMadeGoodByReconciliation(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{LostWebhooks: true})
	v, checkout := buy(t, shop)
	shop.Pay(t, checkout, "paid")
	got, _ := shop.Vouchers.Get(ctx, v.ID)
	if got.PaymentStatus != voucher.PaymentPending || got.MolliePaymentID == nil {
		t.Fatalf("before reconciliation: %+v", got)
	}
	if status, err := shop.Payments.Status(ctx, *got.MolliePaymentID); err != nil || status != mollie.StatusOpen {
		t.Fatalf("stored status %q %v, want open", status, err)
	}

	if err := shop.Payments.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if got, _ = shop.Vouchers.Get(ctx, v.ID); got.PaymentStatus != voucher.PaymentPending {
		t.Fatalf("a payment younger than ReconcileAfter was reconciled: %+v", got)
	}
	shop.Offset.Store(int64(payment.ReconcileAfter + time.Minute))
	if err := shop.Payments.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if got, _ = shop.Vouchers.Get(ctx, v.ID); got.PaymentStatus != voucher.PaymentPaid {
		t.Fatalf("after reconciliation: %+v", got)
	}
	if status, _ := shop.Payments.Status(ctx, *got.MolliePaymentID); status != mollie.StatusPaid {
		t.Fatalf("stored status %q, want paid", status)
	}
}

func TestAPaymentWeDidNotCreateIsUnknown(t *testing.T) {
	shop := shoptest.Start(t, shoptest.Options{})
	if _, err := shop.Payments.Sync(context.Background(), "tr_onbekend"); !errors.Is(err, payment.ErrUnknownPayment) {
		t.Fatalf("sync of an unknown payment: %v", err)
	}
	if status, err := shop.Payments.Status(context.Background(), "tr_onbekend"); status != "" || err != nil {
		t.Fatalf("status of an unknown payment: %q %v", status, err)
	}
}

// queueRefund writes the refund args asks for in a transaction of its own; it returns
// whether it was created.
func queueRefund(t *testing.T, shop *shoptest.Shop, args payment.RefundArgs) bool {
	t.Helper()
	var created bool
	if err := shop.DB.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) (err error) {
		created, err = shop.Payments.QueueRefund(ctx, tx, args)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return created
}

// TestARefundIsQueuedOnceAndMadeOnce: the same cause writes one row with a UUID v4
// idempotency key, and its job run twice makes one refund at Mollie.
func TestARefundIsQueuedOnceAndMadeOnce(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	got := paidVoucher(t, shop)
	args := payment.RefundArgs{Key: "test-" + got.ID, MolliePaymentID: *got.MolliePaymentID, AmountCents: 1000, Description: "Test"}
	if first, second := queueRefund(t, shop, args), queueRefund(t, shop, args); !first || second {
		t.Fatalf("created %v then %v; want true then false", first, second)
	}
	var row struct {
		ID  string `bun:"id"`
		Key string `bun:"idempotency_key"`
	}
	shoptest.WaitFor(t, "the refund to be made", func() bool {
		_ = shop.DB.NewRaw(`SELECT id, idempotency_key FROM refunds WHERE mollie_refund_id IS NOT NULL`).Scan(ctx, &row)
		return row.ID != ""
	})
	if key, err := uuid.Parse(row.Key); err != nil || key.Version() != 4 {
		t.Fatalf("idempotency key %q (%v) is no UUID v4", row.Key, err)
	}
	if err := shop.Payments.MakeRefund(ctx, row.ID); err != nil { // the job again, e.g. after a crash
		t.Fatalf("second run: %v", err)
	}
	var refunds int
	if err := shop.DB.NewRaw(`SELECT count(*) FROM refunds`).Scan(ctx, &refunds); err != nil || refunds != 1 {
		t.Fatalf("%d refund rows, %v; want 1", refunds, err)
	}
	if atMollie, err := shop.Mollie.ListRefunds(ctx, *got.MolliePaymentID); err != nil || len(atMollie) != 1 {
		t.Fatalf("Mollie holds %d refunds, %v; want 1", len(atMollie), err)
	}
}

func TestQueueRefundRefusesAnIncompleteRefund(t *testing.T) {
	shop := shoptest.Start(t, shoptest.Options{})
	err := shop.DB.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		_, err := shop.Payments.QueueRefund(ctx, tx, payment.RefundArgs{Key: "k", MolliePaymentID: "tr_1"})
		return err
	})
	if err == nil {
		t.Fatal("a refund of 0 cents was queued")
	}
}

// TestAnAuthorizedPaymentIsNotPaid: the shop never captures, so an authorization is no
// money; the voucher keeps waiting.
func TestAnAuthorizedPaymentIsNotPaid(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	v, _ := buy(t, shop)
	got, _ := shop.Vouchers.Get(ctx, v.ID)
	if err := shop.Sandbox.SetStatus(*got.MolliePaymentID, mollie.StatusAuthorized); err != nil {
		t.Fatal(err)
	}
	if _, err := shop.Payments.Sync(ctx, *got.MolliePaymentID); err != nil {
		t.Fatal(err)
	}
	if got, _ = shop.Vouchers.Get(ctx, v.ID); got.PaymentStatus != voucher.PaymentPending {
		t.Fatalf("an authorized payment counted as paid: %+v", got)
	}
}

// TestAChargedBackVoucherCannotBeSpent: the bank took the voucher's money back; once it
// reverses the chargeback, the voucher can be spent again.
func TestAChargedBackVoucherCannotBeSpent(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	got := paidVoucher(t, shop)
	var code string
	for _, m := range shop.Mails(t, 2) {
		if m.To == "jan@example.nl" {
			code = codePattern.FindString(m.Text)
		}
	}
	if _, err := shop.Vouchers.Check(ctx, code); err != nil {
		t.Fatalf("the code %q before the chargeback: %v", code, err)
	}
	if err := shop.Sandbox.ChargeBack(*got.MolliePaymentID); err != nil {
		t.Fatal(err)
	}
	shoptest.WaitFor(t, "the chargeback to be applied", func() bool {
		_, err := shop.Vouchers.Check(ctx, code)
		return err != nil && err.Error() == "Deze cadeaubon is niet meer geldig: de betaling is teruggeboekt"
	})
	if err := shop.Sandbox.ReverseChargebacks(*got.MolliePaymentID); err != nil {
		t.Fatal(err)
	}
	shoptest.WaitFor(t, "the reversal to be applied", func() bool {
		_, err := shop.Vouchers.Check(ctx, code)
		return err == nil
	})
}

var codePattern = regexp.MustCompile(`[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}`)

// TestARefundMollieRefusesIsNotRetried: a 4xx that cannot heal ends the refund as
// failed on the organisers' list and tells them once, however often its job runs. (A
// refund larger than its payment never gets this far: PostgreSQL refuses it; Mollie
// refuses a refund of a payment that is not paid.)
func TestARefundMollieRefusesIsNotRetried(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	got, _ := buy(t, shop) // its checkout is still open
	paymentID := testdb.Row(t, shop.DB, `SELECT mollie_id FROM payments WHERE voucher_id = ?`, got.ID)
	if err := shop.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		_, err := shop.Payments.QueueRefund(ctx, tx, payment.RefundArgs{Key: "te-veel", MolliePaymentID: paymentID, AmountCents: 3001})
		return err
	}); err == nil || !strings.Contains(err.Error(), "exceed") {
		t.Fatalf("a refund beyond its payment was stored: %v", err)
	}
	queueRefund(t, shop, payment.RefundArgs{Key: "niet-betaald", MolliePaymentID: paymentID, AmountCents: 30_00})
	var id string
	shoptest.WaitFor(t, "the refund to be refused", func() bool {
		_ = shop.DB.NewRaw(`SELECT id FROM refunds WHERE status = 'failed' AND problem = 'refused' AND problem_detail <> ''`).Scan(ctx, &id)
		return id != ""
	})
	if err := shop.Payments.MakeRefund(ctx, id); err != nil {
		t.Fatalf("the job again: %v", err)
	}
	shop.Settle(t)
	refused := 0
	for _, m := range shop.Mails(t, 1) { // the problem
		if m.To == shoptest.AdminEmail && strings.HasPrefix(m.Subject, "Terugbetaling geweigerd") {
			refused++
		}
	}
	if refused != 1 {
		t.Fatalf("%d mails about the refused refund, want 1", refused)
	}
	if atMollie, err := shop.Mollie.ListRefunds(ctx, paymentID); err != nil || len(atMollie) != 0 {
		t.Fatalf("Mollie holds %d refunds, %v; want none", len(atMollie), err)
	}
}

// TestIdempotencyKeys: the same attempt is the same key; another amount or attempt is
// another key, so a retry after a payment that was made but not recorded never reuses
// a key with other parameters.
func TestIdempotencyKeys(t *testing.T) {
	subject := payment.Subject{Kind: payment.KindBooking, ID: "3f2a9c1d-0000-4000-8000-000000000001"}
	a := payment.IdempotencyKey(subject, 1, 2500)
	if _, err := uuid.Parse(a); err != nil {
		t.Fatalf("%q is no UUID: %v", a, err)
	}
	if a != payment.IdempotencyKey(subject, 1, 2500) {
		t.Fatal("the same attempt got another key")
	}
	for _, other := range []string{payment.IdempotencyKey(subject, 1, 5000), payment.IdempotencyKey(subject, 2, 2500),
		payment.IdempotencyKey(payment.Subject{Kind: payment.KindVoucher, ID: subject.ID}, 1, 2500)} {
		if other == a {
			t.Fatalf("another amount, attempt or kind reused the key %s", a)
		}
	}
}

// TestPollingPagesAskMollieAtMostEveryFewSeconds: however often a result page polls,
// Mollie is asked about one payment at most once per few seconds; in between the stored
// state answers.
func TestPollingPagesAskMollieAtMostEveryFewSeconds(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{LostWebhooks: true})
	v, _ := buy(t, shop)
	got, _ := shop.Vouchers.Get(ctx, v.ID)
	id := *got.MolliePaymentID
	if status, err := shop.Payments.SyncAtMostEvery(ctx, id); err != nil || status != mollie.StatusOpen {
		t.Fatalf("first poll: %q %v", status, err)
	}
	if err := shop.Sandbox.SetStatus(id, mollie.StatusPaid); err != nil { // its webhook is lost
		t.Fatal(err)
	}
	for range 5 {
		if status, err := shop.Payments.SyncAtMostEvery(ctx, id); err != nil || status != mollie.StatusOpen {
			t.Fatalf("a poll right after: %q %v, want the stored open", status, err)
		}
	}
	shop.Offset.Store(int64(4 * time.Second))
	if status, err := shop.Payments.SyncAtMostEvery(ctx, id); err != nil || status != mollie.StatusPaid {
		t.Fatalf("a poll seconds later: %q %v, want paid from Mollie", status, err)
	}
	if _, err := shop.Payments.SyncAtMostEvery(ctx, "tr_onbekend"); !errors.Is(err, payment.ErrUnknownPayment) {
		t.Fatalf("an unknown payment: %v", err)
	}
}

// TestAChargebackWhoseWebhookWasLostIsFoundByReconciliation: Mollie's webhook for a new
// chargeback, and for its reversal, never arrives; reconciliation finds them among
// Mollie's newest chargebacks.
func TestAChargebackWhoseWebhookWasLostIsFoundByReconciliation(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{LostWebhooks: true})
	v, checkout := buy(t, shop)
	shop.Pay(t, checkout, "paid")
	shop.Offset.Store(int64(payment.ReconcileAfter + time.Minute))
	reconcile := func(want string) {
		t.Helper()
		if err := shop.Payments.Reconcile(ctx); err != nil {
			t.Fatal(err)
		}
		var marked string
		if err := shop.DB.NewRaw(`SELECT CASE WHEN charged_back_at IS NULL THEN 'no' ELSE 'yes' END FROM vouchers WHERE id = ?`, v.ID).Scan(ctx, &marked); err != nil || marked != want {
			t.Fatalf("charged back: %q (%v), want %q", marked, err, want)
		}
	}
	reconcile("no")
	got, _ := shop.Vouchers.Get(ctx, v.ID)
	if err := shop.Sandbox.ChargeBack(*got.MolliePaymentID); err != nil {
		t.Fatal(err)
	}
	reconcile("yes")
	if err := shop.Sandbox.ReverseChargebacks(*got.MolliePaymentID); err != nil {
		t.Fatal(err)
	}
	reconcile("no")
}
