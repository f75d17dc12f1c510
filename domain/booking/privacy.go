package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
)

// ErrBookingBlocksDeletion refuses to delete an account while one of its bookings holds
// places on a walk and can no longer be cancelled.
var ErrBookingBlocksDeletion = errs.New(errs.Conflict, "booking_blocks_deletion", "Je hebt een boeking voor een wandeling binnen %d dagen; die kan niet meer worden geannuleerd. Je kunt je account verwijderen na die wandeling, of bel ons.", rules.CancelMinDays)

// CancelFutureOf cancels, in tx, every booking of the account userID that holds places
// on a walk that has not started, under the customer's cancel rule and with its mails,
// before the account is deleted. One that can no longer be cancelled refuses the whole
// deletion (ErrBookingBlocksDeletion), and the caller's transaction changes nothing.
func (s *Service) CancelFutureOf(ctx context.Context, tx bun.Tx, userID string) error {
	now := s.now()
	ids, err := s.store.lockFutureOf(ctx, tx, userID, now)
	if err != nil {
		return err
	}
	for _, id := range ids {
		b, err := s.store.get(ctx, tx, id, false)
		if err != nil {
			return err
		}
		if !b.CanCancel(now) {
			return ErrBookingBlocksDeletion
		}
		if err := s.customerCancelLocked(ctx, tx, b, now); err != nil {
			return err
		}
	}
	return nil
}

// ChangedElsewhere tells admission's memory that a caller's transaction changed bookings.
func (s *Service) ChangedElsewhere() { s.admission.forget() }

// ForgetGuestsBefore removes the customer's name, e-mail and phone from guest bookings
// whose walk ended before cutoff, in tx, leaving amounts, dates and numbers (an issued
// invoice keeps its buyer: the law keeps it seven years); it answers how many.
func ForgetGuestsBefore(ctx context.Context, tx bun.Tx, cutoff, now time.Time) (int64, error) {
	return store{}.anonymiseGuestsBefore(ctx, tx, cutoff, now)
}

// ForgetAccountHolder removes a leaving account's holder from its bookings, in tx.
func ForgetAccountHolder(ctx context.Context, tx bun.Tx, userID string, now time.Time) error {
	return store{}.anonymiseAccountHolder(ctx, tx, userID, now)
}
