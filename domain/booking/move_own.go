package booking

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
	"wandelwijs.nl/platform/validate"
)

// Errors of the customer moving their own booking.
var (
	ErrAlreadyOnWalk   = errs.New(errs.Conflict, "move_already_on_walk", "Je boeking is al voor deze wandeling. Kies een andere datum.")
	ErrMovedMeanwhile  = errs.New(errs.Conflict, "move_meanwhile", "Je boeking is net verplaatst. Bekijk je boeking opnieuw voordat je een andere datum kiest.")
	ErrMoveNotPaidSelf = errs.New(errs.Conflict, "move_own_not_paid", "Deze boeking is niet betaald; verplaatsen kan alleen bij een betaalde boeking.")
	ErrChoiceSettled   = errs.New(errs.Conflict, "calloff_already_chosen", "Je hebt al gekozen wat er met je boeking gebeurt; dat kan maar één keer.")
)

// errTooLate refuses a customer's change (what, e.g. "Verplaatsen") after b's change
// deadline, saying until when it was possible and whom to call.
func errTooLate(what string, b Booking) error {
	return errs.New(errs.Conflict, "change_too_late", "%s kon tot %s. Bel ons op %s, dan kijken we wat er nog kan.",
		what, format.DateTime(b.ChangeDeadline()), site.Facts().Phone)
}

// errAddNeedsPayment tells manageAdd's caller that the extra places cost money: they
// need a payment of their own (startChange).
var errAddNeedsPayment = errors.New("more persons on a paid walk need a payment")

// MoveOption is a walk a booking may move to, with what the move returns.
type MoveOption struct {
	WalkID     string    `json:"walkId" bun:"id"`
	Title      string    `json:"title" bun:"title"`
	DateStart  time.Time `json:"dateStart" bun:"date_start"`
	PriceCents int       `json:"priceCents" bun:"price_cents"`
	Free       int       `json:"free" bun:"free"`
	// BackCents is what comes back when the booking moves there (0 at the same price).
	BackCents int `json:"backCents" bun:"-"`
	// ExtraCents is what the customer pays when the booking moves there (0 when it is
	// not dearer).
	ExtraCents int `json:"extraCents" bun:"-"`
}

// ManagedView returns the booking a manage token names with its move options at now
// (GET /manage/{token}).
func (s *Service) ManagedView(ctx context.Context, token string) (ManageView, error) {
	b, err := s.byManageToken(ctx, s.db, token, false)
	if err != nil {
		return ManageView{}, err
	}
	c, err := s.store.lastChange(ctx, b.ID)
	if err != nil || c == nil || c.Status != ChangePending {
		return s.withChange(ctx, b, c, err)
	}
	// Back from its checkout: the page asks Mollie when the webhook has not told yet.
	if _, err := s.payments.SyncAtMostEvery(ctx, c.MolliePaymentID); err != nil {
		return ManageView{}, err
	}
	if b, err = s.store.get(ctx, s.db, b.ID, false); err != nil {
		return ManageView{}, err
	}
	c, err = s.store.lastChange(ctx, b.ID)
	return s.withChange(ctx, b, c, err)
}

// withChange is b's ManageView with its latest change c (nil for none), unless err.
func (s *Service) withChange(ctx context.Context, b Booking, c *Change, err error) (ManageView, error) {
	if err != nil {
		return ManageView{}, err
	}
	v, err := s.ManageViewOf(ctx, b)
	v.Change = c
	return v, err
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
	if mayAmend(b, wayCustomerMove, now) != nil {
		return out, nil
	}
	bal, err := s.store.balance(ctx, s.db, b.ID)
	if err != nil {
		return ManageView{}, err
	}
	for qty := 1; qty < b.Qty; qty++ {
		back := bal.goingDownTo(b.Positions.keeping(qty).Cents())
		out.Reductions = append(out.Reductions, Reduction{Qty: qty, RefundCents: back.Refund, VoucherBackCents: back.Voucher})
	}
	if out.AddPriceCents, err = s.store.walkPrice(ctx, b.Walk.ID); err != nil {
		return ManageView{}, err
	}
	opts, err := s.store.moveTargets(ctx, s.db, b, now, nil)
	if err != nil {
		return ManageView{}, err
	}
	out.MoveOptions = priceMoves(opts, b, bal)
	return out, nil
}

// ManageMove moves the booking a manage token names to the walk toWalkID, at the
// customer's request: a paid booking before its change deadline, to a walk its move
// options allow (moveTargets). At the same or a lower price it moves at once, the
// difference back as in the organisers' Move, and the view is answered; to a dearer walk
// it answers a ChangeCheckout for the difference, and the booking moves when that is paid
// (startChange). fromSlug is the walk the customer saw the booking on: when another move
// changed its walk since, this one is refused, so of two moves made from one page one
// wins, whatever their timing. A change waiting for its payment refuses a move.
func (s *Service) ManageMove(ctx context.Context, token, toWalkID, fromSlug string) (ManageView, ChangeCheckout, error) {
	movable := func(b Booking, now time.Time) error {
		err := mayAmend(b, wayCustomerMove, now)
		switch {
		case err != nil:
			return err
		case fromSlug != "" && b.Walk.Slug != fromSlug:
			return ErrMovedMeanwhile
		case b.Walk.ID == toWalkID:
			return ErrAlreadyOnWalk
		}
		return nil
	}
	var out Booking
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		now := s.now()
		b, err := s.byManageToken(ctx, tx, token, true)
		if err == nil {
			err = movable(b, now)
		}
		if err != nil {
			return err
		}
		out, err = s.moveLocked(ctx, tx, b, toWalkID, now, changer{way: wayCustomerMove}, false)
		return err
	})
	if errors.Is(err, ErrMoveDearer) {
		c, err := s.startChange(ctx, token, changeWish{kind: ChangeMove, toWalkID: toWalkID}, movable)
		return ManageView{}, c, err
	}
	if err != nil {
		return ManageView{}, ChangeCheckout{}, err
	}
	v, err := s.ManageViewOf(ctx, out)
	return v, ChangeCheckout{}, err
}

// ManageChangeQty sets the number of persons of the booking a manage token names: fewer
// as ManageReduce, more as manageAdd on a free walk; more on a paid walk answers a
// ChangeCheckout for the extra places, which are added when it is paid (startChange).
func (s *Service) ManageChangeQty(ctx context.Context, token string, qty int) (Booking, ChangeCheckout, error) {
	b, err := s.byManageToken(ctx, s.db, token, false)
	if err != nil {
		return Booking{}, ChangeCheckout{}, err
	}
	if qty <= b.Qty {
		b, err := s.ManageReduce(ctx, token, qty)
		return b, ChangeCheckout{}, err
	}
	bounds := func(b Booking) error {
		if qty > b.Qty && qty <= rules.MaxQty {
			return nil
		}
		return validate.Errors{"qty": fmt.Sprintf("Kies meer personen dan je nu hebt geboekt (%d), en hoogstens %d", b.Qty, rules.MaxQty)}.Err()
	}
	b, err = s.manageAdd(ctx, token, qty, bounds)
	if !errors.Is(err, errAddNeedsPayment) {
		return b, ChangeCheckout{}, err
	}
	c, err := s.startChange(ctx, token, changeWish{kind: ChangeAdd, qty: qty}, func(b Booking, now time.Time) error {
		if err := mayAmend(b, wayCustomerMore, now); err != nil {
			return err
		}
		return bounds(b)
	})
	return Booking{}, c, err
}

// manageAdd raises the number of persons of the booking a manage token names to qty, at
// once, on a free walk: as its row of permissions allows (wayCustomerMore), qty within
// bounds, the extra places within the walk's room and the address's places (the rule of
// an order, check). A walk that costs money needs a payment for the extra places:
// errAddNeedsPayment.
func (s *Service) manageAdd(ctx context.Context, token string, qty int, bounds func(Booking) error) (Booking, error) {
	return s.changeParty(ctx, token, qty, wayCustomerMore, bounds, func(ctx context.Context, tx bun.Tx, b Booking, now time.Time) (string, Positions, error) {
		w, err := walk.Lock(ctx, tx, b.Walk.ID)
		if err != nil {
			return "", nil, err
		}
		st, err := s.store.lockedState(ctx, tx, w, b.CustomerEmail, "", now)
		if err != nil {
			return "", nil, err
		}
		p, err := check(ctx, st, Order{Qty: qty - b.Qty, GuestEmail: b.guestEmail()}, now, nil)
		if err == nil && (p.subtotal() > 0 || b.SubtotalCents() > 0) {
			err = errAddNeedsPayment
		}
		return AmendMore, b.Positions.plus(qty-b.Qty, 0), err // a free walk: nothing to pay, nothing back
	})
}
