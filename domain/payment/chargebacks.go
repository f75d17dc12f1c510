package payment

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/mollie"
)

// settle follows what happened to a payment after it was paid: its chargebacks (the
// payee is marked and the organisers told, once; a reversal takes the mark off), its
// refunds' states (a failed or canceled refund is told to the organisers, once; a
// refunded one gets its date) and the refunds made outside the shop, in Mollie's
// dashboard (recordOutside).
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
			if err := s.recordOutside(ctx, tx, p.ID, r); err != nil {
				return err
			}
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

// OutsideCause is the cause of a refund Mollie made that the shop did not ask for (one
// made in Mollie's dashboard), followed by Mollie's refund id. (Refunds recorded before
// the refund ledger have the cause "mollie-<id>": the shop made them.)
const OutsideCause = "mollie-dashboard-"

// outsideDescription describes a refund made in Mollie's dashboard on the organisers' screens.
const outsideDescription = "Terugbetaling gemaakt in het dashboard van Mollie"

// recordOutside records the refund r of payment molliePaymentID, in tx, when no row of
// the ledger knows it: none holds its Mollie id and it does not carry one of our rows'
// ids (a refund MakeRefund is recording). It is made in Mollie's dashboard. While a
// refund of its amount waits for its job, it is left to that job (MakeRefund adopts it
// when Mollie takes the two for one, else the next sync records it); a refund of its
// amount the organisers settled by hand takes it; otherwise it is a row of its own,
// cause OutsideCause+id, with the credit note of an invoiced payment, and a payee that
// follows such refunds (OutsideRefunds) is told of it, in tx.
func (s *Service) recordOutside(ctx context.Context, tx bun.Tx, molliePaymentID string, r mollie.Refund) error {
	if ours := r.Metadata[refundMetadata]; ours != "" {
		if known, err := s.store.refundExists(ctx, tx, ours); err != nil || known {
			return err
		}
	}
	if known, err := s.store.mollieRefundKnown(ctx, tx, r.ID); err != nil || known {
		return err
	}
	cents, err := r.Amount.Cents()
	if err != nil {
		return fmt.Errorf("refund %s of %s: %w", r.ID, molliePaymentID, err)
	}
	if awaited, err := s.store.refundAwaited(ctx, tx, molliePaymentID, cents); err != nil || awaited {
		return err
	}
	adopted, err := s.store.adoptOutside(ctx, tx, molliePaymentID, r, cents, s.now())
	if err != nil || adopted {
		return err
	}
	id, err := s.store.insertOutside(ctx, tx, molliePaymentID, r, cents, outsideDescription, s.now())
	if err != nil || id == "" {
		return err
	}
	slog.WarnContext(ctx, "refund made outside the shop recorded", "payment", molliePaymentID, "mollie_refund", r.ID, "cents", cents)
	if r.Status == RefundFailed || r.Status == RefundCanceled {
		return nil
	}
	if s.cfg.Invoices != nil {
		if _, _, err := s.cfg.Invoices.CreditRefund(ctx, tx, id); err != nil {
			return err
		}
	}
	row, err := s.store.byMollieID(ctx, tx, molliePaymentID, false)
	if err != nil {
		return err
	}
	payee, err := s.payee(row.Subject.Kind)
	if err != nil {
		return err
	}
	if follows, ok := payee.(OutsideRefunds); ok {
		return follows.RefundedOutside(ctx, tx, row.Subject.ID, molliePaymentID, cents)
	}
	return nil
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
