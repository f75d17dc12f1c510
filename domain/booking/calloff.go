package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
)

// CardHeld is what the card payments of the paid booking id, locked in tx, still hold
// for its customer: what they took less what went back and what the bank took back; 0
// for a booking that is not paid. Only that can become money back or credit.
func (s *Service) CardHeld(ctx context.Context, tx bun.Tx, id string) (int, error) {
	b, err := s.store.get(ctx, tx, id, false)
	if err != nil || b.Status != StatusPaid {
		return 0, err
	}
	bal, err := s.store.balance(ctx, tx, id)
	if err != nil {
		return 0, err
	}
	return max(bal.CardCents-bal.ChargedBackCents-bal.RefundedCents, 0), nil
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
	bal, err := s.store.balance(ctx, s.db, b.ID)
	if err != nil {
		return nil, err
	}
	return priceMoves(opts, b, bal), nil
}

// StartCalledOffMove starts the move of the booking a manage token names, paid and on a
// called-off walk, to the dearer walk toWalkID: a checkout for the difference
// (startChange). When that is paid the booking moves and its choice is settled as a move
// (applyChange); unpaid, nothing moves and the choice stays open. A booking that no
// longer waits for its choice is refused with ErrChoiceSettled.
func (s *Service) StartCalledOffMove(ctx context.Context, token, toWalkID string) (ChangeCheckout, error) {
	return s.startChange(ctx, token, changeWish{kind: ChangeMove, toWalkID: toWalkID}, func(b Booking, now time.Time) error {
		if err := mayAmend(b, wayCustomerCalledOffMove, now); err != nil {
			return err
		}
		if b.Walk.ID == toWalkID {
			return ErrAlreadyOnWalk
		}
		return nil
	})
}

// ErrCreditChargedBack refuses credit for a booking whose payment the bank took back.
var ErrCreditChargedBack = errs.New(errs.Conflict, "credit_charged_back",
	"Je bank heeft (een deel van) je betaling teruggeboekt; tegoed kan daarom niet. Kies geld terug of een andere datum, of neem contact met ons op.")

// CancelForCredit cancels b, locked in tx, whose card part becomes credit elsewhere,
// through the one door (amend): the card part stays with the shop, a voucher part goes
// back to its voucher; no mail (the credit mail tells). It answers the card part that
// becomes credit; a booking whose payment the bank took back (any of it) gets none.
func (s *Service) CancelForCredit(ctx context.Context, tx bun.Tx, b Booking) (int, error) {
	bal, err := s.store.balance(ctx, tx, b.ID)
	switch {
	case err != nil:
		return 0, err
	case bal.ChargedBackCents > 0:
		return 0, ErrCreditChargedBack
	}
	now := s.now()
	back, err := s.amend(ctx, tx, b, amendment{kind: AmendCredit, by: changer{way: wayCustomerCredit}, keepCard: true,
		owed:  func(Balance) int { return 0 },
		write: func(int, int) error { return s.store.cancel(ctx, tx, b.ID, 0, now) }}, now)
	if err != nil {
		return 0, err
	}
	return bal.KeptCents() - back.Voucher, nil
}

// MoveCalledOff moves b, locked in tx and on a called-off walk, to the walk toWalkID as
// the organisers' Move does (same or lower price, room for its places).
func (s *Service) MoveCalledOff(ctx context.Context, tx bun.Tx, b Booking, toWalkID string) (Booking, error) {
	if b.Walk.ID == toWalkID {
		return Booking{}, ErrAlreadyOnWalk
	}
	return s.moveLocked(ctx, tx, b, toWalkID, s.now(), changer{way: wayCustomerCalledOffMove}, false)
}

// OpenChoice writes, in tx, the open choice of the paid booking id on the walk walkID
// being called off: paid can come back, credit is the voucher it can become instead,
// both until deadline.
func (s *Service) OpenChoice(ctx context.Context, tx bun.Tx, id, walkID string, paid, credit int, deadline, now time.Time) error {
	return s.store.insertChoice(ctx, tx, id, walkID, paid, credit, deadline, now)
}

// Choice returns the call-off choice of the booking id, read in db and locked when lock;
// found is false when the booking has none.
func (s *Service) Choice(ctx context.Context, db bun.IDB, id string, lock bool) (c ChoiceWithWalk, found bool, err error) {
	return s.store.choiceOf(ctx, db, id, lock)
}

// RecordChoice records, in tx, what was done with the open call-off choice of the booking
// id (choice, decided by whom, the credit voucher or the walk moved to); decided is false
// when it was no longer open.
func (s *Service) RecordChoice(ctx context.Context, tx bun.Tx, id, choice, by string, voucherID, toWalkID *string, now time.Time) (decided bool, err error) {
	return s.store.decideChoice(ctx, tx, id, choice, by, voucherID, toWalkID, now)
}

// LockOverdueChoices locks, in tx, the open choices whose deadline passed at now and
// whose booking is still paid on the called-off walk, skipping any another process
// holds, and returns their bookings.
func (s *Service) LockOverdueChoices(ctx context.Context, tx bun.Tx, now time.Time) ([]string, error) {
	return s.store.lockDueChoices(ctx, tx, now)
}

// ChoicesOf lists the call-off choices of the bookings on the walk walkID, by customer name.
func (s *Service) ChoicesOf(ctx context.Context, walkID string) ([]ChoiceEntry, error) {
	return s.store.choicesOf(ctx, s.db, walkID)
}
