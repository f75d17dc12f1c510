package booking

import (
	"context"

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

// CalledOffTargets are the walks a booking on a called-off walk may move to: those of
// its move options at the same or a lower price (a called-off walk's move takes no
// further payment), nearest the date that was called off first, whatever the change
// deadline of the walk that was called off.
func (s *Service) CalledOffTargets(ctx context.Context, b Booking) ([]MoveOption, error) {
	now := s.now()
	opts, err := s.store.moveTargets(ctx, s.db, b, now, &b.Walk.DateStart)
	if err != nil {
		return nil, err
	}
	out := opts[:0]
	for _, o := range opts {
		if b.Qty*o.PriceCents > b.SubtotalCents {
			continue
		}
		o.BackCents = lowerPrice(b, o.PriceCents).total()
		out = append(out, o)
	}
	return out, nil
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
	return s.store.cancel(ctx, tx, b.ID, s.now())
}

// MoveCalledOff moves b, locked in tx and on a called-off walk, to the walk toWalkID as
// the organisers' Move does (same or lower price, room for its places).
func (s *Service) MoveCalledOff(ctx context.Context, tx bun.Tx, b Booking, toWalkID string) (Booking, error) {
	if b.Walk.ID == toWalkID {
		return Booking{}, ErrAlreadyOnWalk
	}
	return s.moveLocked(ctx, tx, b, toWalkID, s.now())
}
