package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// CardPaid is what the card paid for b when b is a paid booking whose card part would
// go back on cancelling it; 0 otherwise.
func (b Booking) CardPaid() int {
	if b.Status == StatusPaid && b.TotalCents > 0 && b.MolliePaymentID != nil {
		return b.TotalCents
	}
	return 0
}

// LockTx returns the booking with id locked in tx.
func (s *Service) LockTx(ctx context.Context, tx bun.Tx, id string) (Booking, error) {
	return s.store.get(ctx, tx, id, true)
}

// IDByManageToken returns the id of the booking a manage token names.
func (s *Service) IDByManageToken(ctx context.Context, token string) (string, error) {
	b, err := s.byManageToken(ctx, s.db, token, false)
	return b.ID, err
}

// CalledOffTargets are the walks a booking on a called-off walk may move to: its move
// options, nearest the date that was called off first, whatever the change deadline of
// the walk that was called off; a dearer one names what the customer pays
// (StartCalledOffMove), a cheaper one what comes back.
func (s *Service) CalledOffTargets(ctx context.Context, b Booking) ([]MoveOption, error) {
	opts, err := s.store.moveTargets(ctx, s.db, b, s.now(), &b.Walk.DateStart)
	if err != nil {
		return nil, err
	}
	for i := range opts {
		if extra := b.Qty*opts[i].PriceCents - b.SubtotalCents; extra > 0 {
			opts[i].ExtraCents = extra
		} else {
			opts[i].BackCents = lowerPrice(b, opts[i].PriceCents).total()
		}
	}
	return opts, nil
}

// StartCalledOffMove starts the move of the booking a manage token names, paid and on a
// called-off walk, to the dearer walk toWalkID: a checkout for the difference
// (startChange). When that is paid the booking moves and its choice is settled as a move
// (applyChange); unpaid, nothing moves and the choice stays open. A booking that no
// longer waits for its choice is refused with ErrChoiceSettled.
func (s *Service) StartCalledOffMove(ctx context.Context, token, toWalkID string) (Checkout, error) {
	return s.startChange(ctx, token, changeWish{kind: ChangeMove, toWalkID: toWalkID}, func(b Booking, _ time.Time) error {
		switch {
		case b.Status != StatusPaid || !b.Walk.CalledOff:
			return ErrChoiceSettled
		case b.Walk.ID == toWalkID:
			return ErrAlreadyOnWalk
		}
		return nil
	})
}

// CancelForCredit cancels b, locked in tx, whose card part becomes credit elsewhere: the
// card part stays with us, a voucher part goes back to its voucher; no mail (the credit
// mail tells).
func (s *Service) CancelForCredit(ctx context.Context, tx bun.Tx, b Booking) error {
	if b.VoucherID != nil && b.VoucherUsedCents > 0 {
		if err := s.vouchers.GiveBack(ctx, tx, *b.VoucherID, b.ID, b.VoucherUsedCents); err != nil {
			return err
		}
	}
	now := s.now()
	if err := s.store.cancel(ctx, tx, b.ID, now); err != nil {
		return err
	}
	return s.reinvoice(ctx, tx, b.ID, now)
}

// MoveCalledOff moves b, locked in tx and on a called-off walk, to the walk toWalkID as
// the organisers' Move does (same or lower price, room for its places).
func (s *Service) MoveCalledOff(ctx context.Context, tx bun.Tx, b Booking, toWalkID string) (Booking, error) {
	if b.Walk.ID == toWalkID {
		return Booking{}, ErrAlreadyOnWalk
	}
	return s.moveLocked(ctx, tx, b, toWalkID, s.now(), mover{})
}
