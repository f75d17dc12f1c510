package booking

import (
	"context"
	"log/slog"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/shop/payment"
)

// Cancel cancels a user's own booking while more than rules.CancelMinDays days remain.
// A paid card part is refunded through Mollie, a voucher part goes back onto the
// voucher, and the customer and the organisers get a mail.
func (s *Service) Cancel(ctx context.Context, bookingID, userID string) (Booking, error) {
	now := s.now()
	var out Booking
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := s.store.get(ctx, tx, bookingID, true)
		if err != nil {
			return err
		}
		if b.UserID == nil || *b.UserID != userID {
			return ErrNotFound // someone else's booking: do not even confirm it exists
		}
		if b.Status == StatusCancelled {
			return ErrCancelled
		}
		if !b.CanCancel(now) {
			return ErrTooLate
		}
		refund, returned := 0, 0
		if b.Status == StatusPaid && b.TotalCents > 0 && b.MolliePaymentID != nil {
			refund = b.TotalCents
			if _, err := s.payments.QueueRefund(ctx, tx, payment.RefundArgs{Key: "cancel-" + b.ID, MolliePaymentID: *b.MolliePaymentID,
				AmountCents: refund, Description: "Annulering " + mail.ShortID(b.ID)}); err != nil {
				return err
			}
		}
		if b.VoucherID != nil && (b.Status == StatusPaid || b.Status == StatusPending) {
			returned = b.VoucherUsedCents
			if err := s.vouchers.GiveBack(ctx, tx, *b.VoucherID, b.ID, returned); err != nil {
				return err
			}
		}
		if err := s.store.cancel(ctx, tx, b.ID, now); err != nil {
			return err
		}
		if err := s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, mail.BookingCancelled{BookingID: b.ID, CustomerName: b.CustomerName,
			WalkTitle: b.Walk.Title, Start: b.Walk.DateStart, Qty: b.Qty, RefundCents: refund, VoucherReturnedCents: returned}); err != nil {
			return err
		}
		if err := s.mailer.EnqueueAdminMail(ctx, tx, mail.CancellationNotice{BookingID: b.ID, CustomerName: b.CustomerName,
			CustomerEmail: b.CustomerEmail, CustomerPhone: deref(b.CustomerPhone), WalkTitle: b.Walk.Title, Start: b.Walk.DateStart,
			Qty: b.Qty, RefundCents: refund, VoucherReturnedCents: returned}); err != nil {
			return err
		}
		out, err = s.store.get(ctx, tx, b.ID, true)
		return err
	})
	return out, err
}

// ExpireOverdue cancels PENDING bookings past their payment hold: their places are
// released, their voucher amount goes back and their open Mollie payment is cancelled. The periodic expiry job calls it; nobody
// waits on it, so the catalogue learns of it from PostgreSQL's notification.
func (s *Service) ExpireOverdue(ctx context.Context) error {
	now := s.now()
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		overdue, err := s.store.expire(ctx, tx, rules.HoldSince(now), now)
		if err != nil {
			return err
		}
		for _, b := range overdue {
			if b.VoucherID != nil {
				if err := s.vouchers.GiveBack(ctx, tx, *b.VoucherID, b.ID, b.VoucherUsedCents); err != nil {
					return err
				}
			}
			if b.MolliePaymentID != nil { // it can no longer be paid; paid meanwhile, it is refunded
				if err := s.payments.QueueCancel(ctx, tx, *b.MolliePaymentID); err != nil {
					return err
				}
			}
		}
		if len(overdue) > 0 {
			slog.InfoContext(ctx, "expired pending bookings", "count", len(overdue))
		}
		return nil
	})
}
