package payment_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/mollie"
)

// refunding is a Mollie that answers the payment tr_1 paid, with the refunds it holds,
// and makes every refund asked of it pending.
type refunding struct {
	unreachable
	held []mollie.Refund
}

func (r *refunding) GetPayment(context.Context, string) (mollie.Payment, error) {
	p := mollie.Payment{ID: "tr_1", Status: mollie.StatusPaid, Amount: mollie.EUR(8000)}
	if len(r.held) > 0 {
		p.AmountRefunded = &mollie.Amount{Currency: "EUR", Value: "1.00"}
	}
	return p, nil
}

func (r *refunding) ListRefunds(context.Context, string) ([]mollie.Refund, error) { return r.held, nil }

func (r *refunding) CreateRefund(_ context.Context, _ string, c mollie.CreateRefund, _ string) (mollie.Refund, error) {
	m := mollie.Refund{ID: "re_shop", PaymentID: "tr_1", Status: payment.RefundPending, Amount: c.Amount, Metadata: c.Metadata}
	r.held = append(r.held, m)
	return m, nil
}

// following is a payee that records the refunds made outside the shop it is told of.
type following struct {
	applied
	told []int
}

func (f *following) RefundedOutside(_ context.Context, _ bun.Tx, _, molliePaymentID string, cents int) error {
	f.told = append(f.told, cents)
	return nil
}

// TestARefundIsDatedWhenMollieMadeIt: a refund has no refunded_at while it is requested or
// on its way at Mollie, and gets the moment its status reached refunded, once.
func TestARefundIsDatedWhenMollieMadeIt(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Date(2026, 11, 30, 23, 30, 0, 0, time.UTC)
	mollieHolds := &refunding{unreachable: unreachable{t}}
	payments := payment.NewService(db.DB, payment.Config{Provider: mollieHolds, Queue: jobless{}, Now: func() time.Time { return now }})
	payments.Pay(payment.KindBooking, &applied{})
	w := testdb.Walk(t, db, "een", time.Now().AddDate(0, 0, 7), 10, 2000, true)
	recordBooking(t, db, payments, w, mollie.Payment{ID: "tr_1", Status: mollie.StatusPaid}, 8000)
	if err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		_, err := payments.QueueRefund(ctx, tx, payment.RefundArgs{Key: "cancel-1", MolliePaymentID: "tr_1", AmountCents: 2000, Description: "x"})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	id := testdb.Row(t, db, `SELECT id FROM refunds WHERE cause = 'cancel-1'`)
	made := func() string {
		return testdb.Row(t, db, `SELECT status || ' ' || coalesce(to_char(refunded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), '-') FROM refunds WHERE id = ?`, id)
	}
	if err := payments.MakeRefund(ctx, id); err != nil {
		t.Fatal(err)
	}
	if got := made(); got != "pending -" {
		t.Fatalf("made at Mollie: %s, want pending and no date", got)
	}
	now = now.Add(time.Hour) // Mollie pays it out in the next month
	mollieHolds.held[0].Status = payment.RefundRefunded
	if _, err := payments.Sync(ctx, "tr_1"); err != nil {
		t.Fatal(err)
	}
	if got := made(); got != "refunded 2026-12-01 00:30" {
		t.Errorf("refunded: %s, want dated when it reached refunded", got)
	}
	now = now.Add(time.Hour)
	if _, err := payments.Sync(ctx, "tr_1"); err != nil {
		t.Fatal(err)
	}
	if got := made(); got != "refunded 2026-12-01 00:30" {
		t.Errorf("synced again: %s, want the first date kept", got)
	}
}

// TestARefundMadeInMolliesDashboardIsRecorded: a refund Mollie lists that no row knows is
// recorded on the payment's first sync, as a row of its own (cause
// mollie-dashboard-<id>, its amount and status) and its payee is told once; a refund
// carrying one of our rows' ids is left to that row; a refund the organisers settled by
// hand takes the dashboard refund of its amount instead of a second row; and while a
// refund of its amount waits for its job, the job decides (it adopts a duplicate Mollie
// refuses), and a later sync records it when the job made none of it.
func TestARefundMadeInMolliesDashboardIsRecorded(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	mollieHolds := &refunding{unreachable: unreachable{t}}
	payments := payment.NewService(db.DB, payment.Config{Provider: mollieHolds, Queue: jobless{}, Now: time.Now})
	payee := &following{}
	payments.Pay(payment.KindBooking, payee)
	w := testdb.Walk(t, db, "een", time.Now().AddDate(0, 0, 7), 10, 2000, true)
	recordBooking(t, db, payments, w, mollie.Payment{ID: "tr_1", Status: mollie.StatusPaid}, 8000)
	testdb.Row(t, db, `INSERT INTO refunds (payment_id, cause, amount_cents, status, problem, problem_at, handled_at)
		SELECT id, 'cancel-1', 1500, 'failed', 'refused', now(), now() FROM payments WHERE mollie_id = 'tr_1' RETURNING id`)

	mollieHolds.held = []mollie.Refund{
		{ID: "re_dash", PaymentID: "tr_1", Status: payment.RefundPending, Amount: mollie.EUR(2500), CreatedAt: time.Now()},
		// made for the row move-1 by a refund job whose answer is still on its way
		{ID: "re_inflight", PaymentID: "tr_1", Status: payment.RefundPending, Amount: mollie.EUR(1000),
			Metadata: map[string]string{"refundId": "00000000-0000-4000-8000-000000000001"}},
		{ID: "re_byhand", PaymentID: "tr_1", Status: payment.RefundRefunded, Amount: mollie.EUR(1500)},
		{ID: "re_awaited", PaymentID: "tr_1", Status: payment.RefundPending, Amount: mollie.EUR(500)},
	}
	awaiting := testdb.Row(t, db, `INSERT INTO refunds (payment_id, cause, amount_cents, status)
		SELECT id, 'late-1', 500, 'requested' FROM payments WHERE mollie_id = 'tr_1' RETURNING id`)
	testdb.Row(t, db, `INSERT INTO refunds (id, payment_id, cause, amount_cents, status)
		SELECT '00000000-0000-4000-8000-000000000001', id, 'move-1', 1000, 'requested' FROM payments WHERE mollie_id = 'tr_1' RETURNING id`)
	for range 2 {
		if _, err := payments.Sync(ctx, "tr_1"); err != nil {
			t.Fatal(err)
		}
	}
	rows := testdb.Row(t, db, `SELECT string_agg(cause || ' ' || amount_cents || ' ' || status || ' ' || coalesce(mollie_refund_id, '-') || ' ' ||
		(refunded_at IS NOT NULL), ', ' ORDER BY cause) FROM refunds`)
	if want := "cancel-1 1500 refunded re_byhand true, late-1 500 requested - false, mollie-dashboard-re_dash 2500 pending re_dash false, " +
		"move-1 1000 requested - false"; rows != want {
		t.Errorf("refunds:\n%s\nwant\n%s", rows, want)
	}
	if len(payee.told) != 1 || payee.told[0] != 2500 {
		t.Errorf("the payee was told of %v, want once of 2500", payee.told)
	}
	mollieHolds.held[0].Status = payment.RefundRefunded
	// Mollie refused the awaited refund (nothing left to refund): the dashboard refund is no row's
	testdb.Row(t, db, `UPDATE refunds SET status = 'failed', problem = 'refused', problem_at = now() WHERE id = ? RETURNING id`, awaiting)
	if _, err := payments.Sync(ctx, "tr_1"); err != nil {
		t.Fatal(err)
	}
	if got := testdb.Row(t, db, `SELECT count(*) FROM refunds WHERE cause = 'mollie-dashboard-re_awaited'`); got != "1" {
		t.Errorf("%s rows of the dashboard refund once the awaited refund was refused, want 1", got)
	}
	if len(payee.told) != 2 || payee.told[1] != 500 {
		t.Errorf("the payee was told of %v, want 2500 and then 500", payee.told)
	}
	if got := testdb.Row(t, db, `SELECT status || ' ' || (refunded_at IS NOT NULL) FROM refunds WHERE cause = 'mollie-dashboard-re_dash'`); got != "refunded true" {
		t.Errorf("the dashboard refund once Mollie made it: %s", got)
	}
}
