package payment

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mollie"
)

// Queue inserts jobs and the organisers' mails inside the caller's transaction (jobs.Queue).
type Queue interface {
	Insert(ctx context.Context, tx bun.Tx, args river.JobArgs) error
	InsertUniqueTx(ctx context.Context, tx bun.Tx, args river.JobArgs) (queued bool, err error)
	EnqueueAdminMail(ctx context.Context, tx bun.Tx, c mail.Content) error
}

// Config is what a Service works with.
type Config struct {
	Provider Provider
	Queue    Queue
	// WebhookURL is where Mollie reports a payment's changes.
	WebhookURL string
	// Methods are the checkout's payment methods; nil takes DefaultMethods.
	Methods []string
	// Live is a shop that takes real money: it never honours a payment Mollie made in
	// test mode.
	Live bool
	// Invoices, when set, issues the credit note of every refund of an invoiced voucher or
	// quote payment in the refund's transaction. A booking's invoice is not credited per
	// refund: the booking's change credits it in full and invoices it anew
	// (invoice.Service.Reissue).
	Invoices *invoice.Service
	Now      func() time.Time
}

// Service creates, records, syncs, reconciles, cancels and refunds payments (refunds.go:
// the refund ledger; chargebacks.go: what happens to a payment after it was paid).
type Service struct {
	db      *bun.DB
	store   store
	cfg     Config
	payees  map[string]Payee
	lookups lookups
	// maximum is the most a checkout may ask, once CheckMethods learnt it: the highest
	// maximum of the checkout's methods; nil while unknown or unlimited.
	maximum atomic.Pointer[int]
	// OnTransition, when set, is told of every state a payee moves to (metrics).
	OnTransition func(kind, state string)
}

// NewService returns a Service; Pay registers what payments pay for. Without a Provider
// it records and queues only: every call to Mollie answers ErrNoProvider.
func NewService(db *bun.DB, cfg Config) *Service {
	if cfg.Methods == nil {
		cfg.Methods = DefaultMethods
	}
	if cfg.Provider == nil {
		cfg.Provider = noProvider{}
	}
	return &Service{db: db, store: store{db: db}, cfg: cfg, payees: map[string]Payee{}, lookups: lookups{last: map[string]time.Time{}}}
}

// Pay registers the payee of payments for subjects of kind, one of the kinds payments
// pay for (it panics on another).
func (s *Service) Pay(kind string, p Payee) {
	if _, err := kindOf(kind); err != nil {
		panic(err)
	}
	s.payees[kind] = p
}

// payee is the payee registered for subjects of kind.
func (s *Service) payee(kind string) (Payee, error) {
	p, ok := s.payees[kind]
	if !ok {
		return nil, fmt.Errorf("no payee for %s payments", kind)
	}
	return p, nil
}

// Jobs are the payment jobs a queue works: refunds, cancels and the periodic reconciliation.
func (s *Service) Jobs() []jobs.Job {
	return []jobs.Job{
		jobs.Work(func(ctx context.Context, j refundJob) error { return s.MakeRefund(ctx, j.RefundID) }),
		jobs.Work(s.cancelOpen),
		jobs.Every[ReconciliationArgs](ReconciliationInterval, false, s.Reconcile),
	}
}

// idempotencyNamespace scopes the payment idempotency keys (UUID version 5).
var idempotencyNamespace = uuid.MustParse("5e0c3f7a-6b1d-4c2e-9a7f-3d8b2c1e0f4a")

// IdempotencyKey is the key of a payment call: a UUID derived from the subject, its
// attempt and the amount, so a repeated call for the same attempt gets the same payment
// and another amount never reuses a key (Mollie would refuse it for a day).
func IdempotencyKey(subject Subject, attempt, amountCents int) string {
	return uuid.NewSHA1(idempotencyNamespace, fmt.Appendf(nil, "%s/%s/%d/%d", subject.Kind, subject.ID, attempt, amountCents)).String()
}

// CheckMethods asks Mollie for the profile's enabled methods: a method the checkout
// offers that is not among them, or whose activation Mollie rejected, is
// ErrMethodsNotEnabled (every checkout would fail). It learns the amounts the methods
// allow, so Create refuses more before asking Mollie.
func (s *Service) CheckMethods(ctx context.Context) error {
	enabled, err := s.cfg.Provider.ListMethods(ctx)
	if err != nil {
		return fmt.Errorf("list payment methods: %w", err)
	}
	byID := map[string]mollie.Method{}
	for _, m := range enabled {
		byID[m.ID] = m
	}
	var missing []string
	highest, limited := 0, true
	for _, id := range s.cfg.Methods {
		m, ok := byID[id]
		if !ok || m.Status == "rejected" {
			missing = append(missing, id)
			continue
		}
		if m.Maximum == nil {
			limited = false
			continue
		}
		cents, err := m.Maximum.Cents()
		if err != nil {
			return fmt.Errorf("payment method %s: maximum: %w", id, err)
		}
		highest = max(highest, cents)
	}
	if len(missing) > 0 {
		return fmt.Errorf("%w: %s (enable them in Mollie's dashboard or leave them out of MOLLIE_METHODS)", ErrMethodsNotEnabled,
			strings.Join(missing, ", "))
	}
	if limited {
		s.maximum.Store(&highest)
	}
	return nil
}

// Create asks Mollie for the subject's next payment, in the payer's language, with the shop's methods.
// More than the methods allow (CheckMethods) is ErrAmountAboveMaximum, and Mollie is
// not asked. It keys the call by IdempotencyKey. It records nothing: the caller stores the payment
// with Record together with its own change.
func (s *Service) Create(ctx context.Context, r Request) (mollie.Payment, error) {
	if most := s.maximum.Load(); most != nil && r.AmountCents > *most {
		return mollie.Payment{}, ErrAmountAboveMaximum
	}
	attempts, err := s.store.count(ctx, r.Subject)
	if err != nil {
		return mollie.Payment{}, err
	}
	p, err := s.cfg.Provider.CreatePayment(ctx, mollie.CreatePayment{
		Amount:      mollie.EUR(r.AmountCents),
		Description: r.Description,
		RedirectURL: r.RedirectURL,
		CancelURL:   r.CancelURL,
		WebhookURL:  s.cfg.WebhookURL,
		Locale:      checkoutLocale(r.Language),
		Methods:     s.cfg.Methods,
		Metadata:    map[string]string{r.Subject.Kind + "Id": r.Subject.ID},
	}, IdempotencyKey(r.Subject, attempts+1, r.AmountCents))
	if err != nil {
		slog.ErrorContext(ctx, "create mollie payment", r.Subject.Kind+"_id", r.Subject.ID, "err", err)
		return mollie.Payment{}, err
	}
	return p, nil
}

// Attempts is how many payments the subject has had recorded.
func (s *Service) Attempts(ctx context.Context, subject Subject) (int, error) {
	return s.store.count(ctx, subject)
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
	p, err := s.cfg.Provider.GetPayment(ctx, molliePaymentID)
	var mErr *mollie.Error
	if errors.As(err, &mErr) && mErr.Status == 404 {
		return mollie.Payment{}, ErrUnknownPayment
	}
	if err != nil {
		return mollie.Payment{}, fmt.Errorf("get payment %s: %w", molliePaymentID, err)
	}
	if err := s.apply(ctx, p); err != nil {
		return mollie.Payment{}, err
	}
	return p, s.settle(ctx, p)
}

// SyncAtMostEvery is Sync for pages that poll: it asks Mollie about one payment at most
// once per liveLookupEvery, however many pages poll, and answers the stored status in
// between.
func (s *Service) SyncAtMostEvery(ctx context.Context, molliePaymentID string) (string, error) {
	if s.lookups.due(molliePaymentID, s.now()) {
		p, err := s.Sync(ctx, molliePaymentID)
		switch {
		case err == nil:
			return p.Status, nil
		case errors.Is(err, ErrUnknownPayment):
			return "", err
		}
		slog.WarnContext(ctx, "payment status: stored state answered", "payment", molliePaymentID, "err", err)
	}
	status, err := s.Status(ctx, molliePaymentID)
	if err == nil && status == "" {
		return "", ErrUnknownPayment
	}
	return status, err
}

// apply records a payment's state and applies it to its payee, in one transaction; a
// state behind the stored one (a stale read of a sync that overlapped another) changes
// nothing, and a live shop records a test payment without honouring it.
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
		subject = r.Subject
		if forward, err := s.store.setStatus(ctx, tx, r.ID, p, s.now()); err != nil || !forward {
			return err // a stale read: the stored state is further along
		}
		if s.cfg.Live && p.Mode != mollie.ModeLive {
			slog.ErrorContext(ctx, "a test payment in a live shop is not honoured", "payment", p.ID, "mode", p.Mode)
			return nil
		}
		payee, err := s.payee(subject.Kind)
		if err != nil {
			return err
		}
		moved, err = payee.ApplyPayment(ctx, tx, subject.ID, Update{MollieID: p.ID, Status: p.Status, Method: p.Method,
			AmountCents: r.AmountCents, PaidAt: p.PaidAt})
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
// every payment with a refund at Mollie that has not ended after ReconcileAfter, every
// charged-back payment up to chargebacksWithin old and every payment with a chargeback
// among Mollie's newest that the shop has not recorded, so a lost webhook loses nothing; and it queues the job of every refund still requested
// after ReconcileAfter, so a job lost in a restore or given up by the queue loses
// nothing either. The periodic reconciliation job calls it.
func (s *Service) Reconcile(ctx context.Context) error {
	now := s.now()
	open, err := s.store.open(ctx, now.Add(-reconcileWithin), now.Add(-ReconcileAfter))
	if err != nil {
		return err
	}
	unsettled, err := s.store.unsettled(ctx, now.Add(-chargebacksWithin), now.Add(-ReconcileAfter))
	if err != nil {
		return err
	}
	var errs []error
	chargedBack, err := s.newChargebacks(ctx)
	if err != nil {
		errs = append(errs, err)
	}
	for _, id := range slices.Concat(open, unsettled, chargedBack) {
		if _, err := s.Sync(ctx, id); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(append(errs, s.requeueRefunds(ctx, now.Add(-ReconcileAfter)))...)
}

// newChargebacks lists our payments with a chargeback, or a chargeback's reversal, among
// Mollie's newest that the shop has not recorded: their webhook may have been lost.
func (s *Service) newChargebacks(ctx context.Context) ([]string, error) {
	recent, err := s.cfg.Provider.ListRecentChargebacks(ctx)
	if err != nil {
		return nil, fmt.Errorf("list recent chargebacks: %w", err)
	}
	return s.store.chargebacksNotRecorded(ctx, recent)
}

// QueueCancel queues the cancelling of an open payment inside tx, once per payment.
func (s *Service) QueueCancel(ctx context.Context, tx bun.Tx, molliePaymentID string) error {
	_, err := s.cfg.Queue.InsertUniqueTx(ctx, tx, CancelArgs{MolliePaymentID: molliePaymentID})
	return err
}

// CancelReplaced queues, inside tx, the cancelling of the checkout previous that a new
// checkout of its subject replaces, when it is still open as stored: paid through the
// old checkout after all, the money would only go back. "" or a payment the shop does
// not know is nothing to cancel. Mollie cancels only a payment that isCancelable (an
// open iDEAL payment is not); money that still comes through it is refunded by its payee.
func (s *Service) CancelReplaced(ctx context.Context, tx bun.Tx, previous string) error {
	if previous == "" {
		return nil
	}
	r, err := s.store.byMollieID(ctx, tx, previous, false)
	if errors.Is(err, ErrUnknownPayment) || err == nil && r.Status != mollie.StatusOpen {
		return nil
	}
	if err != nil {
		return err
	}
	return s.QueueCancel(ctx, tx, previous)
}

// cancelOpen cancels an open payment at Mollie (the cancel job). A payment that is no
// longer open cannot be cancelled (Mollie answers 4xx): there is nothing left to do, and
// if it was paid after all, its webhook refunds it.
func (s *Service) cancelOpen(ctx context.Context, args CancelArgs) error {
	_, err := s.cfg.Provider.CancelPayment(ctx, args.MolliePaymentID)
	if mollie.Final(err) {
		slog.InfoContext(ctx, "payment not cancelable any more", "payment", args.MolliePaymentID, "err", err)
		return nil
	}
	return err
}

func (s *Service) now() time.Time { return s.cfg.Now() }

// lookups remembers when each payment was last asked of Mollie by a polling page.
type lookups struct {
	mu   sync.Mutex
	last map[string]time.Time
}

// due tells whether the payment may be asked of Mollie now, and if so notes it.
func (l *lookups) due(id string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if t, ok := l.last[id]; ok && now.Sub(t) < liveLookupEvery {
		return false
	}
	if len(l.last) > 10_000 { // forget everything rather than grow without bound
		clear(l.last)
	}
	l.last[id] = now
	return true
}
