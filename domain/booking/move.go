package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/errs"
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
			err = mayAmend(b, wayOrganiserMove, now)
		}
		switch {
		case err != nil:
			return err
		case b.Walk.ID == toWalkID:
			return ErrMoveSameWalk
		}
		out, err = s.moveLocked(ctx, tx, b, toWalkID, now, changer{way: wayOrganiserMove, organiserID: orNil(by.OrganiserID)},
			by.WithoutPayment)
		return err
	})
	return out, err
}

// moveLocked moves b, locked in tx and checked to be movable, to the walk toWalkID when
// canTake allows it, made by by, through the one door (amend): to a cheaper walk the
// difference goes back, to a dearer one only without a further payment (the booking then
// owes what it did, and the difference let go is recorded with the move); one mail with
// the new walk and its .ics.
func (s *Service) moveLocked(ctx context.Context, tx bun.Tx, b Booking, toWalkID string, now time.Time, by changer,
	withoutPayment bool) (Booking, error) {
	to, err := s.lockBoth(ctx, tx, b.Walk.ID, toWalkID)
	if err != nil {
		return Booking{}, err
	}
	if err := s.canTake(ctx, tx, to, b, now); err != nil {
		return Booking{}, err
	}
	at, waived := personsAt(b.Qty, to.PriceCents), 0
	if at.Cents() > b.SubtotalCents() {
		if !withoutPayment {
			return Booking{}, ErrMoveDearer
		}
		at, waived = b.Positions, at.Cents()-b.SubtotalCents()
	}
	back, err := s.amend(ctx, tx, b, amendment{kind: AmendMove, by: by,
		owed: func(Balance) int { return at.Cents() },
		write: func(owed, voucherUsed int) error {
			return s.store.moveTo(ctx, tx, b.ID, to.ID, at, min(voucherUsed, owed), now)
		}}, now)
	if err != nil {
		return Booking{}, err
	}
	if _, err := s.store.recordMove(ctx, tx, b.ID, b.Walk.ID, to.ID, back, by.organiserID, waived, now); err != nil {
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
		w, err := walk.Lock(ctx, tx, id)
		if err != nil {
			return orderWalk{}, err
		}
		if id == toID {
			to = w
		}
	}
	return to, nil
}

// canTake refuses a walk b cannot move to at now, whatever its price, locked in tx; its
// places are charged to the visitor's places budget (takeRoom).
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
	return takeRoom(ctx, to.MaxParticipants-taken, b.Qty, b.guestEmail())
}

// priceMoves names for each walk b of balance bal may move to what the customer pays
// more, or what comes back.
func priceMoves(opts []MoveOption, b Booking, bal Balance) []MoveOption {
	for i := range opts {
		if extra := b.Qty*opts[i].PriceCents - b.SubtotalCents(); extra > 0 {
			opts[i].ExtraCents = extra
		} else {
			opts[i].BackCents = bal.goingDownTo(b.Qty * opts[i].PriceCents).total()
		}
	}
	return opts
}
