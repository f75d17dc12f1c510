package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/mail"
)

// Errors of moving a booking, shown to the organiser as they are.
var (
	ErrMoveNotPaid      = errs.New(errs.Conflict, "move_not_paid", "Alleen een bevestigde (betaalde) boeking kan worden verplaatst.")
	ErrMoveStarted      = errs.New(errs.Conflict, "move_started", "De wandeling van deze boeking is al begonnen of voorbij; verplaatsen kan niet meer.")
	ErrMoveSameWalk     = errs.New(errs.Invalid, "move_same_walk", "Kies een andere wandeling dan die van de boeking.")
	ErrMoveTargetGone   = errs.New(errs.Conflict, "move_target_over", "Die wandeling is al begonnen of voorbij; kies een wandeling in de toekomst.")
	ErrMoveTargetHidden = errs.New(errs.Conflict, "move_target_unpublished", "Die wandeling is niet gepubliceerd; kies een gepubliceerde wandeling.")
	ErrMoveTargetOff    = errs.New(errs.Conflict, "move_target_called_off", "Die wandeling gaat niet door; kies een andere.")
	ErrMoveDearer       = errs.New(errs.Conflict, "move_target_dearer", "Die wandeling is duurder per persoon; verplaats zonder bijbetaling, of kies een wandeling die niet duurder is.")
)

// OrganiserMove is who moves a booking in the back office, and whether a walk that costs
// more takes it without a further payment.
type OrganiserMove struct {
	OrganiserID string
	// WithoutPayment moves to a dearer walk at once: the customer pays nothing more and the
	// booking keeps the amounts paid; the difference let go is recorded with the move.
	WithoutPayment bool
}

// mover is who made a move, as its record keeps it: nil and false for the customer.
type mover struct {
	organiserID    *string
	withoutPayment bool
}

// Move is an organiser (by) moving a booking to another walk: a future, published walk
// with room for its places, and a price per person no higher than the booking's unless by
// moves it without a further payment. When the new walk costs less, the difference goes
// back: first to the card (through Mollie, by the payment jobs), the rest onto the
// voucher it was paid with. The move is recorded with its organiser, and the customer
// gets one mail with the new walk and its .ics. Only a paid booking moves: a pending one
// would leave its open payment for the old amount. The per-address cap does not apply:
// the organisers decide.
func (s *Service) Move(ctx context.Context, bookingID, toWalkID string, by OrganiserMove) (Booking, error) {
	now := s.now()
	var out Booking
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := s.store.get(ctx, tx, bookingID, true)
		if err == nil {
			err = b.changeable(ErrMoveNotPaid)
		}
		switch {
		case err != nil:
			return err
		case !b.Walk.DateStart.After(now):
			return ErrMoveStarted
		case b.Walk.ID == toWalkID:
			return ErrMoveSameWalk
		}
		out, err = s.moveLocked(ctx, tx, b, toWalkID, now, mover{organiserID: &by.OrganiserID, withoutPayment: by.WithoutPayment})
		return err
	})
	return out, err
}

// moveLocked moves b, locked in tx and checked to be movable, to the walk toWalkID when
// canTake allows it, made by by: the difference back (lowerPrice, giveBackDifference),
// or to a dearer walk only without a further payment (the amounts paid kept), the move
// recorded, and one mail with the new walk and its .ics.
func (s *Service) moveLocked(ctx context.Context, tx bun.Tx, b Booking, toWalkID string, now time.Time, by mover) (Booking, error) {
	to, err := s.lockBoth(ctx, tx, b.Walk.ID, toWalkID)
	if err != nil {
		return Booking{}, err
	}
	if err := s.canTake(ctx, tx, to, b, now); err != nil {
		return Booking{}, err
	}
	subtotal, waived := b.Qty*to.PriceCents, 0
	if subtotal > b.SubtotalCents {
		if !by.withoutPayment {
			return Booking{}, ErrMoveDearer
		}
		subtotal, waived = b.SubtotalCents, subtotal-b.SubtotalCents
	}
	var back Returned
	if waived == 0 {
		back = lowerPrice(b, to.PriceCents)
	}
	if err := s.store.moveTo(ctx, tx, b.ID, to.ID, subtotal, b.VoucherUsedCents-back.Voucher,
		b.TotalCents-back.Refund, now); err != nil {
		return Booking{}, err
	}
	moveID, err := s.store.recordMove(ctx, tx, b.ID, b.Walk.ID, to.ID, back, by.organiserID, waived, now)
	if err != nil {
		return Booking{}, err
	}
	if err := s.giveBackDifference(ctx, tx, b, moveID, back); err != nil {
		return Booking{}, err
	}
	if err := s.reinvoice(ctx, tx, b.ID, now); err != nil {
		return Booking{}, err
	}
	out, err := s.store.get(ctx, tx, b.ID, true)
	if err != nil {
		return Booking{}, err
	}
	link, err := s.ManageLink(ctx, tx, out.ID)
	if err != nil {
		return Booking{}, err
	}
	return out, s.mailer.EnqueueMail(ctx, tx, out.CustomerEmail, BookingMoved{Visit: out.Visit(),
		FromTitle: b.Walk.Title, FromStart: b.Walk.DateStart, MoneyBack: back.mail(), BookingURL: link})
}

// lockBoth locks a booking's walk and the walk it moves to, in the order of their ids so
// two moves between the same walks never wait on each other, and returns the second.
func (s *Service) lockBoth(ctx context.Context, tx bun.Tx, fromID, toID string) (orderWalk, error) {
	first, second := fromID, toID
	if toID < fromID {
		first, second = toID, fromID
	}
	var to orderWalk
	for _, id := range []string{first, second} {
		w, err := s.store.lockAnyWalk(ctx, tx, id)
		if err != nil {
			return orderWalk{}, err
		}
		if id == toID {
			to = w
		}
	}
	return to, nil
}

// canTake refuses a walk b cannot move to at now, whatever its price, locked in tx.
func (s *Service) canTake(ctx context.Context, tx bun.Tx, to orderWalk, b Booking, now time.Time) error {
	switch {
	case !to.DateStart.After(now):
		return ErrMoveTargetGone
	case !to.Published:
		return ErrMoveTargetHidden
	case to.Cancelled:
		return ErrMoveTargetOff
	}
	taken, err := s.store.placesTaken(ctx, tx, to.ID, "", now)
	if err != nil {
		return err
	}
	return placesShort(to.MaxParticipants-taken, b.Qty)
}

// lowerPrice is what goes back when b moves to a walk of pricePerPerson: the difference,
// to the card as far as the card paid, the rest onto the voucher.
func lowerPrice(b Booking, pricePerPerson int) Returned {
	diff := b.SubtotalCents - b.Qty*pricePerPerson
	refund := min(diff, b.TotalCents)
	if b.MolliePaymentID == nil {
		refund = 0
	}
	return Returned{Refund: refund, Voucher: diff - refund}
}

// giveBackDifference refunds back.Refund of b's card payment and writes back.Voucher onto
// its voucher, in tx; the refund's key is the move's, so each move refunds once.
func (s *Service) giveBackDifference(ctx context.Context, tx bun.Tx, b Booking, moveID string, back Returned) error {
	if back.Refund > 0 {
		if err := s.refundCard(ctx, tx, b, "move-"+moveID, back.Refund, "Verplaatsing "+mail.ShortID(b.ID)); err != nil {
			return err
		}
	}
	if back.Voucher > 0 && b.VoucherID != nil {
		return s.vouchers.GiveBack(ctx, tx, *b.VoucherID, b.ID, back.Voucher)
	}
	return nil
}
