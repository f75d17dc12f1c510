package payment

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mollie"
)

// Queue inserts jobs inside the caller's transaction (jobs.Queue).
type Queue interface {
	InsertUniqueTx(ctx context.Context, tx bun.Tx, args river.JobArgs) (queued bool, err error)
}

// Service creates, records, syncs, reconciles and refunds payments.
type Service struct {
	db       *bun.DB
	store    store
	provider Provider
	queue    Queue
	// webhookURL is where Mollie reports a payment's changes.
	webhookURL string
	now        func() time.Time
	payees     map[string]Payee
	// OnTransition, when set, is told of every state a payee moves to (metrics).
	OnTransition func(kind, state string)
}

// NewService returns a Service; Pay registers what payments pay for.
func NewService(db *bun.DB, provider Provider, queue Queue, webhookURL string, now func() time.Time) *Service {
	return &Service{db: db, store: store{db: db}, provider: provider, queue: queue, webhookURL: webhookURL, now: now,
		payees: map[string]Payee{}}
}

// Pay registers the payee of payments for subjects of kind.
func (s *Service) Pay(kind string, p Payee) { s.payees[kind] = p }

// Jobs are the payment jobs a queue works: refunds and the periodic reconciliation.
func (s *Service) Jobs() []jobs.Job {
	return []jobs.Job{
		jobs.Work(s.Refund),
		jobs.Every[ReconciliationArgs](ReconciliationInterval, false, s.Reconcile),
	}
}

// Create asks Mollie for the subject's next payment. It keys the call by the subject and
// its attempt, so a repeated call for the same attempt gets the same payment. It records
// nothing: the caller stores the payment with Record together with its own change.
func (s *Service) Create(ctx context.Context, r Request) (mollie.Payment, error) {
	attempts, err := s.store.count(ctx, r.Subject)
	if err != nil {
		return mollie.Payment{}, err
	}
	p, err := s.provider.CreatePayment(ctx, mollie.CreatePayment{
		Amount:      mollie.EUR(r.AmountCents),
		Description: r.Description,
		RedirectURL: r.RedirectURL,
		WebhookURL:  s.webhookURL,
		Metadata:    map[string]string{r.Subject.Kind + "Id": r.Subject.ID},
	}, fmt.Sprintf("%s-%s-%d", r.Subject.Kind, r.Subject.ID, attempts+1))
	if err != nil {
		slog.ErrorContext(ctx, "create mollie payment", r.Subject.Kind+"_id", r.Subject.ID, "err", err)
		return mollie.Payment{}, err
	}
	return p, nil
}

// Record stores a payment Mollie created for a subject, in tx.
func (s *Service) Record(ctx context.Context, tx bun.Tx, subject Subject, p mollie.Payment, amountCents int) error {
	return s.store.insert(ctx, tx, subject, p, amountCents)
}

// Sync fetches a payment from Mollie and applies its state. The webhook, the completion
// call, the status lookups and reconciliation all come through here; applying the same
// state twice, or concurrently, changes nothing the second time and sends no second
// mail. A payment we never created is ErrUnknownPayment.
func (s *Service) Sync(ctx context.Context, molliePaymentID string) (mollie.Payment, error) {
	if _, err := s.store.byMollieID(ctx, s.db, molliePaymentID, false); err != nil {
		return mollie.Payment{}, err
	}
	p, err := s.provider.GetPayment(ctx, molliePaymentID)
	var mErr *mollie.Error
	if errors.As(err, &mErr) && mErr.Status == 404 {
		return mollie.Payment{}, ErrUnknownPayment
	}
	if err != nil {
		return mollie.Payment{}, fmt.Errorf("get payment %s: %w", molliePaymentID, err)
	}
	return p, s.apply(ctx, p)
}

// apply records a payment's state and applies it to its payee, in one transaction.
func (s *Service) apply(ctx context.Context, p mollie.Payment) error {
	var (
		subject Subject
		moved   string
	)
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		r, err := s.store.byMollieID(ctx, tx, p.ID, true)
		if err != nil {
			return err
		}
		if err := s.store.setStatus(ctx, tx, r.ID, p.Status, p.Method, s.now()); err != nil {
			return err
		}
		subject = r.subject()
		payee, ok := s.payees[subject.Kind]
		if !ok {
			return fmt.Errorf("no payee for %s payments", subject.Kind)
		}
		moved, err = payee.ApplyPayment(ctx, tx, subject.ID, Update{MollieID: p.ID, Status: p.Status, Method: p.Method, AmountCents: r.AmountCents})
		return err
	})
	if err != nil {
		return err
	}
	s.payees[subject.Kind].Committed()
	if moved != "" && s.OnTransition != nil {
		s.OnTransition(subject.Kind, moved)
	}
	return nil
}

// Status is the stored Mollie status of a payment ("" for one we do not know).
func (s *Service) Status(ctx context.Context, molliePaymentID string) (string, error) {
	r, err := s.store.byMollieID(ctx, s.db, molliePaymentID, false)
	if errors.Is(err, ErrUnknownPayment) {
		return "", nil
	}
	return r.Status, err
}

// Reconcile syncs every payment still open after ReconcileAfter (up to three days old),
// so a lost webhook loses nothing. The periodic reconciliation job calls it.
func (s *Service) Reconcile(ctx context.Context) error {
	now := s.now()
	ids, err := s.store.open(ctx, now.Add(-reconcileWithin), now.Add(-ReconcileAfter))
	if err != nil {
		return err
	}
	var errs []error
	for _, id := range ids {
		if _, err := s.Sync(ctx, id); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// QueueRefund queues money back on a payment inside tx, once per key: queued is false
// when a refund with the same arguments was queued before.
func (s *Service) QueueRefund(ctx context.Context, tx bun.Tx, args RefundArgs) (queued bool, err error) {
	if args.Key == "" || args.MolliePaymentID == "" || args.AmountCents <= 0 {
		return false, fmt.Errorf("a refund needs a key, a payment and a positive amount: %+v", args)
	}
	return s.queue.InsertUniqueTx(ctx, tx, args)
}

// Refund asks Mollie for a refund and records it; the refund job calls it. The job's
// key is the idempotency key, so a repeated job never refunds twice.
func (s *Service) Refund(ctx context.Context, args RefundArgs) error {
	r, err := s.provider.CreateRefund(ctx, args.MolliePaymentID, mollie.CreateRefund{
		Amount: mollie.EUR(args.AmountCents), Description: args.Description}, "refund-"+args.Key)
	if err != nil {
		return fmt.Errorf("refund %s: %w", args.MolliePaymentID, err)
	}
	return s.store.insertRefund(ctx, args.MolliePaymentID, r, args.AmountCents)
}
