package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/site"
)

// Errors of the customer moving their own booking.
var (
	ErrAlreadyOnWalk   = errs.New(errs.Conflict, "move_already_on_walk", "Je boeking is al voor deze wandeling. Kies een andere datum.")
	ErrMovedMeanwhile  = errs.New(errs.Conflict, "move_meanwhile", "Je boeking is net verplaatst. Bekijk je boeking opnieuw voordat je een andere datum kiest.")
	ErrMoveNotPaidSelf = errs.New(errs.Conflict, "move_not_paid", "Deze boeking is niet betaald; verplaatsen kan alleen bij een betaalde boeking.")
)

// errMoveTooLate refuses a customer's move after b's change deadline, saying until when
// it was possible and whom to call.
func errMoveTooLate(b Booking) error {
	return errs.New(errs.Conflict, "move_too_late", "Verplaatsen kon tot %s. Bel ons op %s, dan kijken we wat er nog kan.",
		mail.DateTime(b.ChangeDeadline()), site.Facts().Phone)
}

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

// ManageView is the booking a manage token names as its page shows it, with the walks it
// may move to.
type ManageView struct {
	View
	// MoveOptions are absent when it may move nowhere.
	MoveOptions []MoveOption `json:"moveOptions,omitempty"`
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

// ManageViewOf is b as its manage page shows it, with its move options.
func (s *Service) ManageViewOf(ctx context.Context, b Booking) (ManageView, error) {
	now := s.now()
	out := ManageView{View: b.View(now)}
	if b.changeable(ErrMoveNotPaidSelf) != nil || !b.CanCancel(now) {
		return out, nil
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
// options allow (moveTargets), the difference back as in the organisers' Move. The
// booking is read once before it is locked: when another move changed its walk in
// between, this one is refused, so of two moves at once one wins.
func (s *Service) ManageMove(ctx context.Context, token, toWalkID string) (ManageView, error) {
	seen, err := s.byManageToken(ctx, s.db, token, false)
	if err != nil {
		return ManageView{}, err
	}
	now := s.now()
	var out Booking
	err = s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := s.byManageToken(ctx, tx, token, true)
		if err == nil {
			err = b.changeable(ErrMoveNotPaidSelf)
		}
		switch {
		case err != nil:
			return err
		case b.Walk.ID != seen.Walk.ID:
			return ErrMovedMeanwhile
		case b.Walk.ID == toWalkID:
			return ErrAlreadyOnWalk
		case !b.CanCancel(now):
			return errMoveTooLate(b)
		}
		out, err = s.moveLocked(ctx, tx, b, toWalkID, now)
		return err
	})
	if err != nil {
		return ManageView{}, err
	}
	return s.ManageViewOf(ctx, out)
}
