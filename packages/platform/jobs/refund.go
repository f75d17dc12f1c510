package jobs

import (
	"context"
	"errors"
	"fmt"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"
)

// RefundArgs asks for money back on a Mollie payment. Key makes the refund idempotent:
// one key, one refund, however often the job runs.
type RefundArgs struct {
	Key             string `json:"key"`
	MolliePaymentID string `json:"molliePaymentId"`
	AmountCents     int    `json:"amountCents"`
	Description     string `json:"description"`
}

// Kind names the refund job.
func (RefundArgs) Kind() string { return "refund" }

// refundWorker calls Config.Refund, retried with backoff until Mollie takes it.
type refundWorker struct {
	river.WorkerDefaults[RefundArgs]
	refund func(ctx context.Context, args RefundArgs) error
}

// Work asks for the refund.
func (w *refundWorker) Work(ctx context.Context, job *river.Job[RefundArgs]) error {
	if w.refund == nil {
		return errors.New("no refund function configured")
	}
	if err := w.refund(ctx, job.Args); err != nil {
		return fmt.Errorf("refund %s: %w", job.Args.MolliePaymentID, err)
	}
	return nil
}

// EnqueueRefund inserts a refund job inside tx; a second job with the same args is not
// inserted, and queued then says false.
func (q *Queue) EnqueueRefund(ctx context.Context, tx bun.Tx, args RefundArgs) (queued bool, err error) {
	if args.Key == "" || args.MolliePaymentID == "" || args.AmountCents <= 0 {
		return false, fmt.Errorf("refund job needs a key, a payment and a positive amount: %+v", args)
	}
	res, err := q.client.InsertTx(ctx, tx.Tx, args, &river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}})
	if err != nil {
		return false, fmt.Errorf("insert %s job: %w", args.Kind(), err)
	}
	return !res.UniqueSkippedAsDuplicate, nil
}
