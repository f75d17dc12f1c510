package booking

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
	"wandelwijs.nl/platform/validate"
)

// Errors of the customer moving their own booking.
var (
	ErrAlreadyOnWalk   = errs.New(errs.Conflict, "move_already_on_walk", "Je boeking is al voor deze wandeling. Kies een andere datum.")
	ErrMovedMeanwhile  = errs.New(errs.Conflict, "move_meanwhile", "Je boeking is net verplaatst. Bekijk je boeking opnieuw voordat je een andere datum kiest.")
	ErrMoveNotPaidSelf = errs.New(errs.Conflict, "move_not_paid", "Deze boeking is niet betaald; verplaatsen kan alleen bij een betaalde boeking.")
)

// errTooLate refuses a customer's change (what, e.g. "Verplaatsen") after b's change
// deadline, saying until when it was possible and whom to call.
func errTooLate(what string, b Booking) error {
	return errs.New(errs.Conflict, "change_too_late", "%s kon tot %s. Bel ons op %s, dan kijken we wat er nog kan.",
		what, mail.DateTime(b.ChangeDeadline()), site.Facts().Phone)
}

// ErrAddNeedsPayment refuses more persons on a booking whose walk costs money: the
// extra places need a payment of their own, which the manage page does not take.
var ErrAddNeedsPayment = errs.New(errs.Conflict, "add_needs_payment",
	"Meer personen bij een betaalde wandeling kun je nu nog niet via deze pagina toevoegen. Boek de extra plaatsen apart, of bel ons op %s.", site.Facts().Phone)

// MoveOption is a walk a booking may move to, with what the move returns.
type MoveOption struct {
	WalkID     string    `json:"walkId" bun:"id"`
	Title      string    `json:"title" bun:"title"`
	DateStart  time.Time `json:"dateStart" bun:"date_start"`
	PriceCents int       `json:"priceCents" bun:"price_cents"`
	Free       int       `json:"free" bun:"free"`
	// BackCents is what comes back when the booking moves there (0 at the same price).
	BackCents int `json:"backCents" bun:"-"`
}

// ManagedView returns the booking a manage token names with its move options at now
// (GET /manage/{token}).
func (s *Service) ManagedView(ctx context.Context, token string) (ManageView, error) {
	b, err := s.byManageToken(ctx, s.db, token, false)
	if err != nil {
		return ManageView{}, err
	}
	return s.ManageViewOf(ctx, b)
}

// ManageViewOf is b as its manage page shows it: what each smaller party gives back, the
// refunds made on it and the walks it may move to.
func (s *Service) ManageViewOf(ctx context.Context, b Booking) (ManageView, error) {
	now := s.now()
	refunds, err := s.store.refundsOf(ctx, b.ID)
	if err != nil {
		return ManageView{}, err
	}
	out := ManageView{View: b.View(now), Reductions: []Reduction{}, Refunds: refunds}
	if b.changeable(ErrMoveNotPaidSelf) != nil || !b.CanCancel(now) {
		return out, nil
	}
	for qty := 1; qty < b.Qty; qty++ {
		c := reduced(b, qty)
		out.Reductions = append(out.Reductions, Reduction{Qty: qty, RefundCents: c.refund, VoucherBackCents: c.voucherBack})
	}
	opts, err := s.store.moveTargets(ctx, s.db, b, now)
	if err != nil {
		return ManageView{}, err
	}
	for i := range opts {
		opts[i].BackCents = lowerPrice(b, opts[i].PriceCents).total()
	}
	out.MoveOptions = opts
	return out, nil
}

// ManageMove moves the booking a manage token names to the walk toWalkID, at the
// customer's request: a paid booking before its change deadline, to a walk its move
// options allow (moveTargets), the difference back as in the organisers' Move. fromSlug
// is the walk the customer saw the booking on: when another move changed its walk since,
// this one is refused, so of two moves made from one page one wins, whatever their timing.
func (s *Service) ManageMove(ctx context.Context, token, toWalkID, fromSlug string) (ManageView, error) {
	now := s.now()
	var out Booking
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := s.byManageToken(ctx, tx, token, true)
		if err == nil {
			err = b.changeable(ErrMoveNotPaidSelf)
		}
		switch {
		case err != nil:
			return err
		case fromSlug != "" && b.Walk.Slug != fromSlug:
			return ErrMovedMeanwhile
		case b.Walk.ID == toWalkID:
			return ErrAlreadyOnWalk
		case !b.CanCancel(now):
			return errTooLate("Verplaatsen", b)
		}
		out, err = s.moveLocked(ctx, tx, b, toWalkID, now)
		return err
	})
	if err != nil {
		return ManageView{}, err
	}
	return s.ManageViewOf(ctx, out)
}

// ManageChangeQty sets the number of persons of the booking a manage token names: fewer
// as ManageReduce, more as manageAdd.
func (s *Service) ManageChangeQty(ctx context.Context, token string, qty int) (Booking, error) {
	b, err := s.byManageToken(ctx, s.db, token, false)
	if err != nil {
		return Booking{}, err
	}
	if qty > b.Qty {
		return s.manageAdd(ctx, token, qty)
	}
	return s.ManageReduce(ctx, token, qty)
}

// manageAdd raises the number of persons of the booking a manage token names to qty, at
// once, on a free walk: a paid booking before its change deadline, qty at most
// rules.MaxQty, the extra places within the walk's room and the address's places (the
// rule of an order, check). A walk that costs money needs a payment for the extra
// places: ErrAddNeedsPayment.
func (s *Service) manageAdd(ctx context.Context, token string, qty int) (Booking, error) {
	tooLate := func(b Booking) error { return errTooLate("Personen toevoegen", b) }
	bounds := func(b Booking) error {
		if qty > b.Qty && qty <= rules.MaxQty {
			return nil
		}
		return validate.Errors{"qty": fmt.Sprintf("Kies meer personen dan je nu hebt geboekt (%d), en hoogstens %d", b.Qty, rules.MaxQty)}.Err()
	}
	return s.changeParty(ctx, token, qty, tooLate, bounds, func(ctx context.Context, tx bun.Tx, b Booking, now time.Time) (reduction, error) {
		w, err := s.store.lockAnyWalk(ctx, tx, b.Walk.ID)
		if err != nil {
			return reduction{}, err
		}
		st, err := s.store.lockedState(ctx, tx, w, b.CustomerEmail, "", now)
		if err != nil {
			return reduction{}, err
		}
		p, err := check(ctx, st, Order{Qty: qty - b.Qty}, now, nil)
		if err == nil && (p.subtotal > 0 || b.SubtotalCents > 0) {
			err = ErrAddNeedsPayment
		}
		return reduction{}, err // a free walk: nothing to pay, nothing back
	})
}
