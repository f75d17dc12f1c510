package payment

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
)

// Attention is a refund the organisers must look at ("Aandacht nodig"), as the back
// office reads it: Mollie refused it, could not be reached for RefundRetryFor, could not
// pay it out, or it waits for a chargeback; or, only to inform them, it pays back money
// that came in through a replaced or ended checkout (AttentionStalePayment).
type Attention struct {
	ID          string `bun:"id" json:"id"`
	AmountCents int    `bun:"amount_cents" json:"amountCents"`
	Description string `bun:"description" json:"description"`
	Status      string `bun:"status" json:"status"`
	// Problem is why (Attention…); ProblemDetail Mollie's or the last error's words.
	Problem       string    `bun:"problem" json:"problem" enum:"refused,gave_up,failed,charged_back,outside,beyond_payments,stale_payment"`
	ProblemDetail *string   `bun:"problem_detail" json:"detail"`
	ProblemAt     time.Time `bun:"problem_at" json:"problemAt"`
	Attempts      int       `bun:"attempts" json:"attempts"`
	// Subject is what the refunded payment paid for: its kind (booking, voucher) and id.
	SubjectKind     string    `bun:"subject_kind" json:"subjectKind" enum:"booking,voucher,quote,booking_change"`
	SubjectID       string    `bun:"subject_id" json:"subjectId"`
	MolliePaymentID string    `bun:"mollie_payment_id" json:"molliePaymentId"`
	MollieRefundID  *string   `bun:"mollie_refund_id" json:"mollieRefundId"`
	CreatedAt       time.Time `bun:"created_at" json:"createdAt"`
}

var (
	// ErrUnknownRefund is the answer for a refund id the ledger does not hold.
	ErrUnknownRefund = errs.New(errs.NotFound, "refund_not_found", "Terugbetaling niet gevonden")
	// ErrRefundNeedsNoAttention answers an action on a refund that is not (or no longer)
	// on the organisers' list.
	ErrRefundNeedsNoAttention = errs.New(errs.Conflict, "refund_needs_no_attention",
		"Deze terugbetaling vraagt geen aandacht (meer). Laad de pagina opnieuw.")
)

// OweByHand records money owed by hand (args) in tx, where "Aandacht nodig" lists it
// until an organiser settled it; created is false when its cause was recorded before.
func (s *Service) OweByHand(ctx context.Context, tx bun.Tx, args ByHandArgs) (created bool, err error) {
	if args.Key == "" || args.BookingID == "" || args.AmountCents <= 0 {
		return false, fmt.Errorf("money owed by hand needs a key, a booking and a positive amount: %+v", args)
	}
	return s.store.oweByHand(ctx, tx, args, s.now())
}

// NeedsAttention lists the refunds the organisers must look at, oldest problem first.
func (s *Service) NeedsAttention(ctx context.Context) ([]Attention, error) {
	return s.store.attention(ctx)
}

// RetryRefund makes a refund on the organisers' list requested again:
// with a new idempotency key, so Mollie takes it as a new request, and a new job; a
// refund Mollie failed to pay out is made anew. A line that only informs
// (AttentionStalePayment) has nothing to retry: the shop is making that refund already.
func (s *Service) RetryRefund(ctx context.Context, id string) error {
	return s.onAttention(ctx, id, func(ctx context.Context, tx bun.Tx) (bool, error) {
		if informs, err := s.store.informs(ctx, tx, id); err != nil || informs {
			return false, err
		}
		again, err := s.store.retryRefund(ctx, tx, id, s.now())
		if err != nil || again == "" {
			return false, err
		}
		return true, s.queueRefundAgain(ctx, tx, again)
	})
}

// SettleRefundByHand takes a refund, or money owed by hand, off the organisers' list:
// organiser by settled it outside the shop (in Mollie's dashboard, by bank transfer). A
// refund is never tried again. A line that only informs (AttentionStalePayment) is
// dismissed instead: the shop goes on making that refund.
func (s *Service) SettleRefundByHand(ctx context.Context, id, by string) error {
	return s.onAttention(ctx, id, func(ctx context.Context, tx bun.Tx) (bool, error) {
		if dismissed, err := s.store.dismissInformed(ctx, tx, id, s.now()); err != nil || dismissed {
			return dismissed, err
		}
		return s.store.settleRefundByHand(ctx, tx, id, by, s.now())
	})
}

// onAttention runs act on the refund id in a transaction; act reports whether the refund
// was on the organisers' list. ErrUnknownRefund or ErrRefundNeedsNoAttention otherwise.
func (s *Service) onAttention(ctx context.Context, id string, act func(ctx context.Context, tx bun.Tx) (bool, error)) error {
	if _, err := uuid.Parse(id); err != nil {
		return ErrUnknownRefund
	}
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		done, err := act(ctx, tx)
		if err != nil || done {
			return err
		}
		if known, err := s.store.refundExists(ctx, tx, id); err != nil || !known {
			if err == nil {
				err = ErrUnknownRefund
			}
			return err
		}
		return ErrRefundNeedsNoAttention
	})
}
