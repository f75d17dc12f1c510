package payment_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mollie"
)

// jobless is a queue that takes every job and mail and runs none.
type jobless struct{}

func (jobless) Insert(context.Context, bun.Tx, river.JobArgs) error { return nil }
func (jobless) InsertUniqueTx(context.Context, bun.Tx, river.JobArgs) (bool, error) {
	return true, nil
}
func (jobless) EnqueueAdminMail(context.Context, bun.Tx, mail.Content) error { return nil }

// duplicating is a Mollie that refuses every new refund as a duplicate (409) of one it
// holds; its list shows held after the first listing showed nothing (that refund was
// made by a call whose answer was lost).
type duplicating struct {
	unreachable
	held    []mollie.Refund
	listed  int
	created int
}

func (d *duplicating) ListRefunds(context.Context, string) ([]mollie.Refund, error) {
	d.listed++
	if d.listed == 1 {
		return nil, nil
	}
	return d.held, nil
}

func (d *duplicating) CreateRefund(context.Context, string, mollie.CreateRefund, string) (mollie.Refund, error) {
	d.created++
	return mollie.Refund{}, &mollie.Error{Status: http.StatusConflict, Title: "Conflict", Detail: "A duplicate refund has been detected"}
}

// TestADuplicateRefundIsAdoptedNeverMadeTwice: Mollie answers 409 to a refund of the
// amount of another made on the payment within the hour. The refund it holds is adopted
// when it is the row's own (its answer was lost) or no row's (made in Mollie's dashboard);
// another row's refund, or a dashboard refund another row adopted, leaves the row
// requested, to be tried again once Mollie allows it.
func TestADuplicateRefundIsAdoptedNeverMadeTwice(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	mollieHolds := &duplicating{unreachable: unreachable{t}}
	payments := payment.NewService(db.DB, payment.Config{Provider: mollieHolds, Queue: jobless{}, Now: time.Now})
	payments.Pay(payment.KindBooking, &applied{})
	w := testdb.Walk(t, db, "een", time.Now().AddDate(0, 0, 7), 10, 2000, true)
	recordBooking(t, db, payments, w, mollie.Payment{ID: "tr_1", Status: mollie.StatusPaid}, 8000)
	request := func(cause string) string {
		t.Helper()
		if err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			_, err := payments.QueueRefund(ctx, tx, payment.RefundArgs{Key: cause, MolliePaymentID: "tr_1", AmountCents: 2000, Description: cause})
			return err
		}); err != nil {
			t.Fatal(err)
		}
		return testdb.Row(t, db, `SELECT id FROM refunds WHERE cause = ?`, cause)
	}
	state := func(id string) string {
		return testdb.Row(t, db, `SELECT status || ' ' || coalesce(mollie_refund_id, '-') FROM refunds WHERE id = ?`, id)
	}
	held := func(id, refundID string) mollie.Refund {
		r := mollie.Refund{ID: id, PaymentID: "tr_1", Status: payment.RefundPending, Amount: mollie.EUR(2000)}
		if refundID != "" {
			r.Metadata = map[string]string{"refundId": refundID}
		}
		return r
	}

	// makes runs the refund job of the row id and checks the row after it: adopted (at
	// Mollie as want) or left requested, with an error for a retry.
	makes := func(what, id, want string) {
		t.Helper()
		mollieHolds.listed = 0
		err := payments.MakeRefund(ctx, id)
		if got := state(id); got != want || (err == nil) != (want != "requested -") {
			t.Fatalf("%s: %v, row %s; want %s", what, err, got, want)
		}
	}

	own := request("fewer-1")
	mollieHolds.held = []mollie.Refund{held("re_own", own)}
	makes("its own refund", own, "pending re_own")

	twin := request("fewer-2")
	makes("another row's refund", twin, "requested -")

	mollieHolds.held = append(mollieHolds.held, held("re_dashboard", ""))
	makes("a refund made in the dashboard", twin, "pending re_dashboard")

	makes("a dashboard refund another row adopted", request("fewer-3"), "requested -")
	if mollieHolds.created != 4 {
		t.Errorf("Mollie was asked %d times for a refund, want once per try", mollieHolds.created)
	}
}
