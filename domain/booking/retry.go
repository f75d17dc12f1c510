package booking

import (
	"context"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/mollie"
)

// Retry starts a new payment for a FAILED booking, or a PENDING one still inside its
// hold, and returns the checkout address. As in StartPayment, the booking changes only
// together with its new payment: a first transaction only checks (a FAILED booking's
// places and voucher amount must still be there) and writes nothing, then the payment is
// created, then a second transaction checks again, puts the booking back to PENDING and
// records the payment, and cancels the checkout it replaces at Mollie while that is still
// open (a booking is paid by any of its checkouts; money that comes through the old one
// after all is refunded by refundLate).
func (s *Service) Retry(ctx context.Context, bookingID string) (string, error) {
	now := s.now()
	var quote Booking
	if err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		quote, err = s.retryable(ctx, tx, bookingID, false, now)
		return err
	}); err != nil {
		return "", err
	}
	p, err := s.payments.Create(ctx, s.paymentRequest(quote.ID, quote.Walk.Title, quote.Walk.Slug, quote.Language, quote.Qty, quote.TotalCents))
	if errors.Is(err, payment.ErrAmountAboveMaximum) {
		return "", err
	}
	if err != nil {
		return "", ErrProviderDown
	}
	err = s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := s.retryable(ctx, tx, bookingID, true, now)
		if err != nil {
			return err
		}
		if b.TotalCents != quote.TotalCents {
			return ErrNotRetryable
		}
		if b.MolliePaymentID != nil && *b.MolliePaymentID != p.ID {
			if err := s.payments.CancelReplaced(ctx, tx, *b.MolliePaymentID); err != nil {
				return err
			}
		}
		return s.recordPayment(ctx, tx, b.ID, p, b.TotalCents, now)
	})
	if err != nil {
		return "", err
	}
	return p.CheckoutURL, nil
}

// retryable locks a booking that may be paid again and returns it as it would be paid:
// a FAILED booking needs its walk to start later and still have room, and its voucher
// pays what its balance allows now. With reinstate, a FAILED booking is put back to
// PENDING that way; without, nothing is written.
func (s *Service) retryable(ctx context.Context, tx bun.Tx, id string, reinstate bool, now time.Time) (Booking, error) {
	b, err := s.store.get(ctx, tx, id, true)
	if err != nil {
		return Booking{}, err
	}
	if b.Status != StatusFailed && b.Status != StatusPending || b.HoldUntil == nil || !b.HoldUntil.After(now) {
		return Booking{}, ErrNotRetryable
	}
	if b.Status == StatusPending {
		return b, nil
	}
	w, err := walkRef{"id", b.Walk.ID}.lock(ctx, tx)
	if err != nil {
		return Booking{}, err
	}
	if !w.DateStart.After(now) {
		return Booking{}, ErrWalkStarted
	}
	if w.Cancelled {
		return Booking{}, walk.ErrCalledOff
	}
	taken, err := s.store.placesTaken(ctx, tx, w.ID, b.ID, now)
	if err != nil {
		return Booking{}, err
	}
	if err := placesShort(w.MaxParticipants-taken, b.Qty); err != nil {
		return Booking{}, err
	}
	discount := 0
	if b.VoucherID != nil {
		remaining, err := s.vouchers.Balance(ctx, tx, *b.VoucherID)
		if err != nil {
			return Booking{}, err
		}
		discount = min(remaining, b.SubtotalCents())
	}
	if discount == b.SubtotalCents() {
		return Booking{}, ErrNotRetryable // nothing left to pay; cannot happen for a booking that needed a payment
	}
	if reinstate {
		if b.VoucherID != nil {
			if err := s.vouchers.Spend(ctx, tx, *b.VoucherID, b.ID, discount); err != nil {
				return Booking{}, err
			}
		}
		if err := s.store.reinstate(ctx, tx, b.ID, discount, now); err != nil {
			return Booking{}, err
		}
	}
	b.Status, b.VoucherUsedCents, b.TotalCents = StatusPending, discount, b.SubtotalCents()-discount
	return b, nil
}

// recordPayment stores a Mollie payment as the booking's current one, in tx.
func (s *Service) recordPayment(ctx context.Context, tx bun.Tx, bookingID string, p mollie.Payment, amountCents int, now time.Time) error {
	if err := s.payments.Record(ctx, tx, payment.Subject{Kind: payment.KindBooking, ID: bookingID}, p, amountCents); err != nil {
		return err
	}
	return s.store.linkPayment(ctx, tx, bookingID, p.ID, now)
}
