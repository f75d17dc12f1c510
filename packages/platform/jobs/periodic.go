package jobs

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"
)

// How often the periodic jobs run. River's elected leader enqueues them, so each runs
// once per interval however many processes there are.
const (
	TokenCleanupInterval          = time.Hour
	BookingExpiryInterval         = time.Minute
	PaymentReconciliationInterval = 5 * time.Minute
)

func periodicJobs() []*river.PeriodicJob {
	every := func(d time.Duration, args river.JobArgs, runOnStart bool) *river.PeriodicJob {
		return river.NewPeriodicJob(river.PeriodicInterval(d),
			func() (river.JobArgs, *river.InsertOpts) { return args, nil },
			&river.PeriodicJobOpts{ID: args.Kind(), RunOnStart: runOnStart})
	}
	return []*river.PeriodicJob{
		every(TokenCleanupInterval, TokenCleanupArgs{}, true),
		every(BookingExpiryInterval, BookingExpiryArgs{}, false),
		every(PaymentReconciliationInterval, PaymentReconciliationArgs{}, false),
	}
}

// TokenCleanupArgs is the job that deletes refresh tokens that can no longer be used.
type TokenCleanupArgs struct{}

// Kind names the token cleanup job.
func (TokenCleanupArgs) Kind() string { return "refresh_token_cleanup" }

// tokenCleanupWorker deletes expired and revoked refresh tokens. Used tokens that are
// still valid stay: presenting one again is how token theft is detected.
type tokenCleanupWorker struct {
	river.WorkerDefaults[TokenCleanupArgs]
	db  bun.IDB
	log *slog.Logger
}

// Work deletes the dead tokens.
func (w *tokenCleanupWorker) Work(ctx context.Context, job *river.Job[TokenCleanupArgs]) error {
	res, err := w.db.ExecContext(ctx, `DELETE FROM refresh_tokens WHERE expires_at <= now() OR revoked_at IS NOT NULL`)
	if err != nil {
		return fmt.Errorf("delete dead refresh tokens: %w", err)
	}
	n, _ := res.RowsAffected()
	w.log.InfoContext(ctx, "refresh tokens cleaned up", "job_id", job.ID, "deleted", n)
	return nil
}

// BookingExpiryArgs is the job that will cancel PENDING bookings past their payment hold.
type BookingExpiryArgs struct{}

// Kind names the booking expiry job.
func (BookingExpiryArgs) Kind() string { return "booking_expiry" }

// bookingExpiryWorker is a scaffold: its body (cancel PENDING bookings past the hold,
// release their places, return their voucher amount) is left for the booking issue,
// which passes it as Config.ExpireBookings. Until then the job runs and does nothing.
type bookingExpiryWorker struct {
	river.WorkerDefaults[BookingExpiryArgs]
	expire func(ctx context.Context) error
}

// Work runs the supplied expiry, or nothing.
func (w *bookingExpiryWorker) Work(ctx context.Context, _ *river.Job[BookingExpiryArgs]) error {
	if w.expire == nil {
		return nil
	}
	if err := w.expire(ctx); err != nil {
		return fmt.Errorf("expire pending bookings: %w", err)
	}
	return nil
}

// PaymentReconciliationArgs is the job that will settle payments still open after 15 minutes.
type PaymentReconciliationArgs struct{}

// Kind names the payment reconciliation job.
func (PaymentReconciliationArgs) Kind() string { return "payment_reconciliation" }

// paymentReconciliationWorker is a scaffold: its body (fetch payments still open after
// 15 minutes from Mollie and apply them as the webhook would, so a lost webhook loses
// nothing) is left for the booking issue, which passes it as Config.ReconcilePayments.
// Until then the job runs and does nothing.
type paymentReconciliationWorker struct {
	river.WorkerDefaults[PaymentReconciliationArgs]
	reconcile func(ctx context.Context) error
}

// Work runs the supplied reconciliation, or nothing.
func (w *paymentReconciliationWorker) Work(ctx context.Context, _ *river.Job[PaymentReconciliationArgs]) error {
	if w.reconcile == nil {
		return nil
	}
	if err := w.reconcile(ctx); err != nil {
		return fmt.Errorf("reconcile payments: %w", err)
	}
	return nil
}
