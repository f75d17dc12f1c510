package booking

import (
	"context"
	"log/slog"
	"time"

	"github.com/uptrace/bun"
)

// Cancel cancels a user's own booking (Mijn wandelingen) under the customer's cancel rule
// (customerCancel).
func (s *Service) Cancel(ctx context.Context, bookingID, userID string) (Booking, error) {
	return s.customerCancel(ctx, func(ctx context.Context, tx bun.Tx) (Booking, error) {
		b, err := s.store.get(ctx, tx, bookingID, true)
		if err == nil && (b.UserID == nil || *b.UserID != userID) {
			return Booking{}, ErrNotFound // someone else's booking: do not even confirm it exists
		}
		return b, err
	})
}

// customerCancel is a customer cancelling their own booking, which find locks in tx (from
// Mijn wandelingen or the manage link): while more than rules.CancelMinDays days remain,
// a paid card part is refunded through Mollie, a voucher part goes back onto the voucher,
// and the customer and the organisers get a mail.
func (s *Service) customerCancel(ctx context.Context, find func(ctx context.Context, tx bun.Tx) (Booking, error)) (Booking, error) {
	now := s.now()
	var out Booking
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := find(ctx, tx)
		if err == nil {
			err = s.customerCancelLocked(ctx, tx, b, now)
		}
		if err != nil {
			return err
		}
		out, err = s.store.get(ctx, tx, b.ID, true)
		return err
	})
	return out, err
}

// customerCancelLocked is the customer's cancel of b, locked in tx: the rule, the money
// back, the customer's mail and the organisers' notice.
func (s *Service) customerCancelLocked(ctx context.Context, tx bun.Tx, b Booking, now time.Time) error {
	back, err := s.cancelLocked(ctx, tx, b, true, changer{way: wayCustomerCancel}, cancelText{}, now)
	if err != nil {
		return err
	}
	notice := CancellationNotice{Booked: b.Booked(), CustomerEmail: b.CustomerEmail, CustomerPhone: deref(b.CustomerPhone),
		MoneyBack: back.mail()}
	notice.WalkTitle = b.Walk.Title // the organisers read the Dutch title
	return s.mailer.EnqueueAdminMail(ctx, tx, notice)
}

// OrganiserCancel is an organiser calling off one booking that holds places (a
// suspicious one, a mistake) before its walk starts, whatever the cancel rule says. With
// refund, a paid card part goes back through Mollie and a voucher part onto the voucher;
// without, a paid booking gets nothing back. A booking awaiting payment always gets its
// voucher part back and its open payment cancelled. The customer gets one mail with reason.
func (s *Service) OrganiserCancel(ctx context.Context, bookingID string, c OrganiserCancellation) (Booking, error) {
	now := s.now()
	var out Booking
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := s.store.get(ctx, tx, bookingID, true)
		if err != nil {
			return err
		}
		if _, err := s.cancelLocked(ctx, tx, b, c.Refund || b.Status == StatusPending,
			changer{way: wayOrganiserCancel, organiserID: orNil(c.OrganiserID)}, cancelText{reason: c.Reason, customerAsked: c.CustomerAsked}, now); err != nil {
			return err
		}
		out, err = s.store.get(ctx, tx, b.ID, true)
		return err
	})
	return out, err
}

// CancelForWalk cancels the booking with id, locked in tx, because the organisers called
// its walk off: everything back (the card part refunded through the payment jobs, the
// voucher part written back, an open payment cancelled) and one mail with their reason
// and message. It answers what went back.
func (s *Service) CancelForWalk(ctx context.Context, tx bun.Tx, id, reason, message string) (Returned, error) {
	b, err := s.store.get(ctx, tx, id, false)
	if err != nil {
		return Returned{}, err
	}
	return s.cancelLocked(ctx, tx, b, true, changer{way: wayShopCancel}, cancelText{reason: reason, message: message}, s.now())
}

// cancelText is what the customer's cancellation mail says of why: the organisers'
// reason and an optional personal message, and whether the customer asked them to
// cancel; empty when the customer cancelled themselves.
type cancelText struct {
	reason, message string
	customerAsked   bool
}

// cancelLocked cancels b, locked in tx, through the one door (amend): with giveBack what
// it received goes back (card, voucher, the rest by hand), without it a paid booking
// keeps what it received as its cancellation fee; an open payment is cancelled; the
// customer gets one mail naming what goes back.
func (s *Service) cancelLocked(ctx context.Context, tx bun.Tx, b Booking, giveBack bool, by changer, why cancelText,
	now time.Time) (Returned, error) {
	back, err := s.amend(ctx, tx, b, amendment{kind: AmendCancel, by: by,
		owed: func(before Balance) int {
			if giveBack {
				return 0
			}
			return max(before.KeptCents(), 0)
		},
		write: func(owed, _ int) error { return s.store.cancel(ctx, tx, b.ID, owed, now) },
	}, now)
	if err != nil {
		return back, err
	}
	if b.Status == StatusPending && b.MolliePaymentID != nil { // it can no longer be paid; paid meanwhile, it is refunded
		if err := s.payments.QueueCancel(ctx, tx, *b.MolliePaymentID); err != nil {
			return back, err
		}
	}
	return back, s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, BookingCancelled{Booked: b.Booked(),
		MoneyBack: back.mail(), Reason: why.reason, Message: why.message, CustomerAsked: why.customerAsked})
}

// ExpireOverdue cancels PENDING bookings past their payment hold: their places are
// released, their voucher amount goes back and their open Mollie payment is cancelled. The periodic expiry job calls it; nobody
// waits on it, so the catalogue learns of it from PostgreSQL's notification.
func (s *Service) ExpireOverdue(ctx context.Context) error {
	now := s.now()
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		overdue, err := s.store.expire(ctx, tx, now)
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
