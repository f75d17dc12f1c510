package payment

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/mollie"
)

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

// QueueRefund writes the refund args asks for into the ledger inside tx, with the credit
// note of an invoiced voucher or quote payment (a booking's invoice is credited by the
// booking's change instead), and queues the job that makes it at Mollie; created is false when its cause was refunded before, and
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
	if s.cfg.Invoices != nil {
		if _, _, err := s.cfg.Invoices.CreditRefund(ctx, tx, id); err != nil {
			return false, err
		}
	}
	if args.Stale {
		if err := s.store.informProblem(ctx, tx, id, AttentionStalePayment, args.Description, s.now()); err != nil {
			return false, err
		}
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
// the organisers or was settled by hand is left alone; a line that only informs them
// (AttentionStalePayment) does not hold it back. Mollie's refusal (a 4xx that
// never heals) and a failure lasting RefundRetryFor put it on the organisers' list, with
// one mail; other failures are retried with backoff. A refund of more than is left of a
// charged-back payment is never asked of Mollie: it waits for the organisers, and for
// the chargeback's reversal.
func (s *Service) MakeRefund(ctx context.Context, id string) error {
	r, err := s.store.refund(ctx, id)
	if err != nil || r.Status != RefundRequested || (r.Problem != nil && *r.Problem != AttentionStalePayment) || r.HandledAt != nil {
		return err
	}
	if held, left, err := s.store.refundable(ctx, r.ID); err != nil || (held > 0 && r.AmountCents > left) {
		if err != nil {
			return err
		}
		slog.WarnContext(ctx, "refund held back: the payment was charged back", "refund", r.ID, "payment", r.MolliePaymentID, "charged_back", held)
		return s.refundProblem(ctx, r, AttentionChargedBack, fmt.Sprintf("De bank boekte %s terug; van deze betaling kan nog %s terug.",
			format.Euro(held), format.Euro(max(left, 0))), "", nil)
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
		known, err := s.store.mollieRefundKnown(ctx, s.db, m.ID)
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
