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
	Now  func() time.Time
}

// Service creates, records, syncs, reconciles, cancels and refunds payments.
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

// requeueRefunds queues the job of every refund requested before to that still waits
// for Mollie; a refund whose job is still queued keeps that one.
func (s *Service) requeueRefunds(ctx context.Context, to time.Time) error {
	ids, err := s.store.dueRefunds(ctx, to)
	if err != nil || len(ids) == 0 {
		return err
	}
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, id := range ids {
			if _, err := s.cfg.Queue.InsertUniqueTx(ctx, tx, refundJob{RefundID: id}); err != nil {
				return err
			}
		}
		return nil
	})
}

// QueueRefund writes the refund args asks for into the ledger inside tx, and queues the
// job that makes it at Mollie; created is false when its cause was refunded before, and
// then nothing is queued. The ledger's unique cause makes this so however often a
// webhook, a retry or a restart asks.
func (s *Service) QueueRefund(ctx context.Context, tx bun.Tx, args RefundArgs) (created bool, err error) {
	if args.Key == "" || args.MolliePaymentID == "" || args.AmountCents <= 0 {
		return false, fmt.Errorf("a refund needs a key, a payment and a positive amount: %+v", args)
	}
	id, created, err := s.store.requestRefund(ctx, tx, args, s.now())
	if err != nil || !created {
		return false, err
	}
	_, err = s.cfg.Queue.InsertUniqueTx(ctx, tx, refundJob{RefundID: id})
	return err == nil, err
}

// queueRefundAgain queues the job of the refund id in tx, beside any job it had: that
// one has ended, or finds the refund made and leaves it.
func (s *Service) queueRefundAgain(ctx context.Context, tx bun.Tx, id string) error {
	return s.cfg.Queue.Insert(ctx, tx, refundJob{RefundID: id})
}

// refundMetadata is the metadata each refund carries at Mollie: our row's id, by which a
// refund Mollie made is found again.
const refundMetadata = "refundId"

// MakeRefund makes the requested refund id of the ledger at Mollie and records Mollie's
// id and status; the refund job calls it. A refund Mollie made already (found by its
// metadata) is adopted, and every call carries the row's idempotency key, so however
// often it runs, Mollie makes it once. A refund that is no longer requested, waits for
// the organisers or was settled by hand is left alone. Mollie's refusal (a 4xx that
// never heals) and a failure lasting RefundRetryFor put it on the organisers' list, with
// one mail; other failures are retried with backoff. A refund of more than is left of a
// charged-back payment is never asked of Mollie: it waits for the organisers, and for
// the chargeback's reversal.
func (s *Service) MakeRefund(ctx context.Context, id string) error {
	r, err := s.store.refund(ctx, id)
	if err != nil || r.Status != RefundRequested || r.Problem != nil || r.HandledAt != nil {
		return err
	}
	if held, left, err := s.store.refundable(ctx, r.ID); err != nil || (held > 0 && r.AmountCents > left) {
		if err != nil {
			return err
		}
		slog.WarnContext(ctx, "refund held back: the payment was charged back", "refund", r.ID, "payment", r.MolliePaymentID, "charged_back", held)
		return s.refundProblem(ctx, r, AttentionChargedBack, fmt.Sprintf("De bank boekte %s terug; van deze betaling kan nog %s terug.",
			mail.Euro(held), mail.Euro(max(left, 0))), "", nil)
	}
	m, err := s.madeAtMollie(ctx, r)
	if err == nil {
		return s.store.refundMade(ctx, r.ID, m, s.now())
	}
	if mollie.Final(err) {
		slog.ErrorContext(ctx, "refund refused by Mollie", "refund", r.ID, "payment", r.MolliePaymentID, "err", err)
		return s.refundProblem(ctx, r, AttentionRefused, err.Error(), RefundFailed, river.JobCancel(err))
	}
	since, tryErr := s.store.refundTried(ctx, r.ID, err.Error(), s.now())
	if tryErr != nil {
		return errors.Join(err, tryErr)
	}
	if s.now().Sub(since) >= RefundRetryFor {
		slog.ErrorContext(ctx, "refund given up", "refund", r.ID, "payment", r.MolliePaymentID, "since", since, "err", err)
		return s.refundProblem(ctx, r, AttentionGaveUp, err.Error(), "", river.JobCancel(err))
	}
	return fmt.Errorf("refund %s of %s: %w", r.ID, r.MolliePaymentID, err)
}

// madeAtMollie is the refund r at Mollie: the one made for it before, or a new one.
// Mollie refuses a refund of the amount of another made on the payment within the hour
// (409, "A duplicate refund has been detected"): then the one it holds is adopted when it
// is r's (made by a call whose answer was lost) or no row's (made in Mollie's dashboard),
// never made twice; when it is another row's, r is a refund of its own and is tried
// again, which Mollie allows after the hour.
func (s *Service) madeAtMollie(ctx context.Context, r refundRow) (mollie.Refund, error) {
	made, err := s.cfg.Provider.ListRefunds(ctx, r.MolliePaymentID)
	if err != nil {
		return mollie.Refund{}, err
	}
	if m, ok := madeFor(made, r.ID); ok {
		return m, nil
	}
	m, refused := s.cfg.Provider.CreateRefund(ctx, r.MolliePaymentID, mollie.CreateRefund{Amount: mollie.EUR(r.AmountCents),
		Description: r.Description, Metadata: map[string]string{refundMetadata: r.ID}}, r.IdempotencyKey)
	if !mollie.Conflict(refused) {
		return m, refused
	}
	if made, err = s.cfg.Provider.ListRefunds(ctx, r.MolliePaymentID); err != nil {
		return mollie.Refund{}, err
	}
	if m, ok := madeFor(made, r.ID); ok {
		return m, nil
	}
	for _, m := range made {
		if cents, _ := m.Amount.Cents(); cents != r.AmountCents || m.Metadata[refundMetadata] != "" || m.Status == RefundFailed || m.Status == RefundCanceled {
			continue
		}
		known, err := s.store.mollieRefundKnown(ctx, m.ID)
		if err != nil {
			return mollie.Refund{}, err
		}
		if !known {
			slog.WarnContext(ctx, "refund adopted: Mollie holds one of its amount made outside the shop", "refund", r.ID, "mollie_refund", m.ID)
			return m, nil
		}
	}
	return mollie.Refund{}, refused
}

// madeFor is the refund of made that Mollie made for our refund id and did not end
// unpaid.
func madeFor(made []mollie.Refund, id string) (mollie.Refund, bool) {
	for _, m := range made {
		if m.Metadata[refundMetadata] == id && m.Status != RefundFailed && m.Status != RefundCanceled {
			return m, true
		}
	}
	return mollie.Refund{}, false
}

// refundProblem puts the refund r on the organisers' list (raiseProblem) and mails them
// the first time; it returns then, the job's outcome.
func (s *Service) refundProblem(ctx context.Context, r refundRow, why, detail, status string, then error) error {
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		return s.raiseRefundProblem(ctx, tx, r.ID, r.MolliePaymentID, r.AmountCents, why, detail, status)
	})
	if err != nil {
		return err
	}
	return then
}

// raiseRefundProblem puts the refund id on the organisers' list in tx and, the first time
// in its life, mails them.
func (s *Service) raiseRefundProblem(ctx context.Context, tx bun.Tx, id, molliePaymentID string, cents int, why, detail, status string) error {
	_, tell, err := s.store.raiseProblem(ctx, tx, id, why, detail, status, s.now())
	if err != nil || !tell {
		return err
	}
	return s.tellOrganisersTx(ctx, tx, molliePaymentID, problemMail[why], cents, detail)
}

// problemMail is the organisers' mail for each reason a refund needs them.
var problemMail = map[string]string{
	AttentionRefused:     ProblemRefundRefused,
	AttentionGaveUp:      ProblemRefundStuck,
	AttentionFailed:      ProblemRefundFailed,
	AttentionChargedBack: ProblemRefundChargedBack,
}

// QueueCancel queues the cancelling of an open payment inside tx, once per payment.
func (s *Service) QueueCancel(ctx context.Context, tx bun.Tx, molliePaymentID string) error {
	_, err := s.cfg.Queue.InsertUniqueTx(ctx, tx, CancelArgs{MolliePaymentID: molliePaymentID})
	return err
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

// settle follows what happened to a payment after it was paid: its chargebacks (the
// payee is marked and the organisers told, once; a reversal takes the mark off) and its
// refunds' states (a failed or canceled refund is told to the organisers, once).
func (s *Service) settle(ctx context.Context, p mollie.Payment) error {
	if err := s.followChargebacks(ctx, p); err != nil {
		return err
	}
	known, err := s.store.hasRefunds(ctx, p.ID)
	if err != nil || (!known && p.AmountRefunded == nil) {
		return err
	}
	refunds, err := s.cfg.Provider.ListRefunds(ctx, p.ID)
	if err != nil {
		return fmt.Errorf("list refunds of %s: %w", p.ID, err)
	}
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, r := range refunds {
			failed, err := s.store.setRefundStatus(ctx, tx, r.ID, r.Status, s.now())
			if err != nil {
				return err
			}
			if failed == "" {
				continue
			}
			cents, _ := r.Amount.Cents()
			if err := s.raiseRefundProblem(ctx, tx, failed, p.ID, cents, AttentionFailed, "Terugbetaling "+r.ID+": "+r.Status, ""); err != nil {
				return err
			}
		}
		return nil
	})
}

// followChargebacks learns the chargebacks of payment p when the payer's bank holds or
// held anything of it, records them, and what the bank holds net of reversed ones
// (chargeBack).
func (s *Service) followChargebacks(ctx context.Context, p mollie.Payment) error {
	held, err := s.store.chargedBack(ctx, s.db, p.ID, false)
	if err != nil || (held == 0 && p.AmountChargedBack == nil) {
		return err
	}
	chargebacks, err := s.cfg.Provider.ListChargebacks(ctx, p.ID)
	if err != nil {
		return fmt.Errorf("list chargebacks of %s: %w", p.ID, err)
	}
	cents := 0
	for _, cb := range chargebacks {
		if cb.ReversedAt != nil {
			continue
		}
		c, err := cb.Amount.Cents()
		if err != nil {
			return fmt.Errorf("payment %s: chargeback %s: %w", p.ID, cb.ID, err)
		}
		cents += c
	}
	return s.chargeBack(ctx, p.ID, chargebacks, cents)
}

// chargeBack records a payment's chargebacks and that the bank holds cents of it. More
// than before marks its payee and tells the organisers; less tells them too, and gives
// the refunds held back for the chargeback another try; nothing at all takes the payee's
// mark off.
func (s *Service) chargeBack(ctx context.Context, molliePaymentID string, chargebacks []mollie.Chargeback, cents int) error {
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := s.store.recordChargebacks(ctx, tx, molliePaymentID, chargebacks); err != nil {
			return err
		}
		before, err := s.store.chargedBack(ctx, tx, molliePaymentID, true)
		if err != nil || before == cents {
			return err
		}
		if err := s.store.setChargedBack(ctx, tx, molliePaymentID, cents); err != nil {
			return err
		}
		r, err := s.store.byMollieID(ctx, tx, molliePaymentID, false)
		if err != nil {
			return err
		}
		payee, err := s.payee(r.Subject.Kind)
		if err != nil {
			return err
		}
		slog.WarnContext(ctx, "payment charged back", "payment", molliePaymentID, r.Subject.Kind+"_id", r.Subject.ID, "cents", cents, "before", before)
		if cents > before {
			if _, err := payee.ChargedBack(ctx, tx, r.Subject.ID); err != nil {
				return err
			}
			return s.tellOrganisersTx(ctx, tx, molliePaymentID, ProblemChargeback, cents, "")
		}
		if cents == 0 {
			if err := payee.ChargebackReversed(ctx, tx, r.Subject.ID); err != nil {
				return err
			}
		}
		released, err := s.store.releaseChargedBack(ctx, tx, r.ID, s.now())
		if err != nil {
			return err
		}
		for _, id := range released {
			if err := s.queueRefundAgain(ctx, tx, id); err != nil {
				return err
			}
		}
		return s.tellOrganisersTx(ctx, tx, molliePaymentID, ProblemChargebackReversed, before-cents, "")
	})
}

// tellOrganisers mails the organisers about a problem with a payment.
func (s *Service) tellOrganisers(ctx context.Context, molliePaymentID, problem string, cents int, detail string) error {
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		return s.tellOrganisersTx(ctx, tx, molliePaymentID, problem, cents, detail)
	})
}

func (s *Service) tellOrganisersTx(ctx context.Context, tx bun.Tx, molliePaymentID, problem string, cents int, detail string) error {
	r, err := s.store.byMollieID(ctx, tx, molliePaymentID, false)
	if err != nil {
		return err
	}
	return s.cfg.Queue.EnqueueAdminMail(ctx, tx, PaymentProblem{Problem: problem, Subject: kinds[r.Subject.Kind].name, SubjectID: r.Subject.ID,
		MolliePaymentID: molliePaymentID, AmountCents: cents, Detail: detail})
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
