package payment

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/mollie"
)

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
