package booking

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/rules"
)

// The kinds of a change that costs more (booking_changes.kind).
const (
	ChangeMove = "move"
	ChangeAdd  = "add"
)

// The states of a change that costs more.
const (
	ChangePending  = "pending"
	ChangePaid     = "paid"
	ChangeExpired  = "expired"
	ChangeCanceled = "canceled"
	ChangeFailed   = "failed"
)

// ErrChangePending refuses a second change while one waits for its payment.
var ErrChangePending = errs.New(errs.Conflict, "change_pending",
	"Er staat al een wijziging van deze boeking klaar die op betaling wacht. Rond die eerst af, of wacht tot de betaling is verlopen.")

// Change is a change of a paid booking that costs more, waiting for (or done with) its
// payment: a move to a dearer walk or more persons on a paid walk.
type Change struct {
	ID              string    `json:"id" bun:"id"`
	BookingID       string    `json:"bookingId" bun:"booking_id"`
	Kind            string    `json:"kind" bun:"kind" enum:"move,add"`
	FromWalkID      string    `json:"fromWalkId" bun:"from_walk_id"`
	ToWalkID        string    `json:"toWalkId" bun:"to_walk_id"`
	Qty             int       `json:"qty" bun:"qty"`
	HeldQty         int       `json:"-" bun:"held_qty"`
	AmountCents     int       `json:"amountCents" bun:"amount_cents"`
	Status          string    `json:"status" bun:"status" enum:"pending,paid,expired,canceled,failed"`
	HoldUntil       time.Time `json:"holdUntil" bun:"hold_until"`
	MolliePaymentID string    `json:"-" bun:"mollie_payment_id"`
}

// changeWish is what a customer asks to change: the walk the booking goes to (its own
// for more persons) and its number of persons after.
type changeWish struct {
	kind, toWalkID string
	qty            int
}

// ChangeCheckout is a change that waits for its payment: the customer goes to CheckoutURL.
type ChangeCheckout struct {
	ChangeID    string `json:"changeId"`
	AmountCents int    `json:"amountCents"`
	CheckoutURL string `json:"checkoutUrl"`
}

// priceChange checks the change w of b, locked in tx, at now, and answers what it costs
// and the places it holds on its walk: a move to a walk b may take (canTake) that costs
// more for b's persons, or more persons within the walk's room and the address's places
// (the rule of an order, check). The walks are locked.
func (s *Service) priceChange(ctx context.Context, tx bun.Tx, b Booking, w changeWish, now time.Time) (amount, held int, err error) {
	if w.kind == ChangeMove {
		to, err := s.lockBoth(ctx, tx, b.Walk.ID, w.toWalkID)
		if err != nil {
			return 0, 0, err
		}
		if err := s.canTake(ctx, tx, to, b, now); err != nil {
			return 0, 0, err
		}
		return b.Qty*to.PriceCents - b.SubtotalCents(), b.Qty, nil
	}
	wk, err := walk.Lock(ctx, tx, b.Walk.ID)
	if err != nil {
		return 0, 0, err
	}
	st, err := s.store.lockedState(ctx, tx, wk, b.CustomerEmail, "", now)
	if err != nil {
		return 0, 0, err
	}
	p, err := check(ctx, st, Order{Qty: w.qty - b.Qty, GuestEmail: b.guestEmail()}, now, nil)
	return p.subtotal(), w.qty - b.Qty, err
}

// startChange starts the change w of the booking a manage token names when it costs
// more: the checks of a move or an addition, then a Mollie payment for exactly the
// difference, and the change stored with that payment, holding its places for the
// shop's payment hold (rules.HoldDuration). The booking changes when the payment is paid
// (applyChange). As with an order (placeOrder), the payment is created between a check
// without keeping locks and the change stored under them: a change refused in between
// leaves an unused open payment, which expires. check refuses what b may not do.
func (s *Service) startChange(ctx context.Context, token string, w changeWish, check func(Booking, time.Time) error) (ChangeCheckout, error) {
	id := uuid.NewString()
	var quoted int
	var b Booking
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		b, quoted, err = s.checkChange(ctx, tx, token, w, check)
		return err
	})
	if err != nil {
		return ChangeCheckout{}, err
	}
	p, err := s.payments.Create(ctx, payment.Request{Subject: payment.Subject{Kind: payment.KindBookingChange, ID: id},
		AmountCents: quoted, Description: fmt.Sprintf("Wandelwijs: wijziging %s", format.ShortID(b.ID)), Language: b.Language,
		RedirectURL: s.links.ManagePage(token) + "?wijziging=" + id, CancelURL: s.links.ManagePage(token)})
	switch {
	case errors.Is(err, payment.ErrAmountAboveMaximum):
		return ChangeCheckout{}, err
	case err != nil:
		return ChangeCheckout{}, ErrProviderDown
	}
	now := s.now()
	err = s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, amount, err := s.checkChange(ctx, tx, token, w, check)
		if err != nil {
			return err
		}
		if amount != quoted {
			return ErrMovedMeanwhile
		}
		_, held, err := s.priceChange(ctx, tx, b, w, now)
		if err != nil {
			return err
		}
		if w.kind == ChangeAdd {
			w.toWalkID = b.Walk.ID
		} else {
			w.qty = b.Qty
		}
		c := Change{ID: id, BookingID: b.ID, Kind: w.kind, FromWalkID: b.Walk.ID, ToWalkID: w.toWalkID, Qty: w.qty, HeldQty: held,
			AmountCents: amount, Status: ChangePending, HoldUntil: now.Add(rules.HoldDuration), MolliePaymentID: p.ID}
		if err := s.store.insertChange(ctx, tx, c, now); err != nil {
			return err
		}
		return s.payments.Record(ctx, tx, payment.Subject{Kind: payment.KindBookingChange, ID: id}, p, amount)
	})
	if err != nil {
		return ChangeCheckout{}, err
	}
	return ChangeCheckout{ChangeID: id, AmountCents: quoted, CheckoutURL: p.CheckoutURL}, nil
}

// checkChange locks the booking a manage token names in tx and checks the change w of it:
// check, then no other change pending, then its price (priceChange), which must be above 0.
func (s *Service) checkChange(ctx context.Context, tx bun.Tx, token string, w changeWish, check func(Booking, time.Time) error) (Booking, int, error) {
	now := s.now()
	b, err := s.byManageToken(ctx, tx, token, true)
	if err != nil {
		return Booking{}, 0, err
	}
	if w.kind == ChangeAdd {
		w.toWalkID = b.Walk.ID
	}
	if err := check(b, now); err != nil {
		return Booking{}, 0, err
	}
	if pending, err := s.store.pendingChange(ctx, tx, b.ID, now); err != nil || pending {
		return Booking{}, 0, cmpErr(err, ErrChangePending)
	}
	amount, _, err := s.priceChange(ctx, tx, b, w, now)
	if err == nil && amount <= 0 {
		err = fmt.Errorf("a change that costs more costs %d", amount)
	}
	return b, amount, err
}

// cmpErr is err, or other when err is nil.
func cmpErr(err, other error) error {
	if err != nil {
		return err
	}
	return other
}

// changePayee applies the payments of changes (payment.Payee).
type changePayee struct{ s *Service }

// ApplyPayment applies a change's payment, in tx: paid makes the change (once); failed,
// canceled or expired ends it, and its places are free again. Money that arrives for a
// change that ended, or that can no longer be made, goes back.
func (p changePayee) ApplyPayment(ctx context.Context, tx bun.Tx, id string, u payment.Update) (string, error) {
	s := p.s
	c, err := s.store.lockChange(ctx, tx, id)
	if err != nil {
		return "", err
	}
	// A booking's call-off choice is locked before the booking, by everyone who settles it.
	if err := s.store.lockChoice(ctx, tx, c.BookingID); err != nil {
		return "", err
	}
	b, err := s.store.get(ctx, tx, c.BookingID, true)
	if err != nil {
		return "", err
	}
	now := s.now()
	switch {
	case u.Paid() && c.Status == ChangePaid:
		return "", nil
	case u.Paid() && c.Status == ChangePending:
		if err := s.store.endChange(ctx, tx, c.ID, ChangePaid, now); err != nil {
			return "", err
		}
		if err := s.applyChange(ctx, tx, b, c, now); err != nil {
			var e *errs.Error
			if !errors.As(err, &e) {
				return "", err
			}
			// The change can no longer be made (the booking was cancelled, the walk
			// filled up after the hold): its money goes back.
			return "", s.refundChange(ctx, tx, b, c, u)
		}
		return ChangePaid, nil
	case u.Paid():
		return "", s.refundChange(ctx, tx, b, c, u)
	case u.Failed() && c.Status == ChangePending:
		status := ChangeFailed
		switch u.Status {
		case "canceled":
			status = ChangeCanceled
		case "expired":
			status = ChangeExpired
		}
		return status, s.store.endChange(ctx, tx, c.ID, status, now)
	}
	return "", nil
}

// refundChange refunds a change's payment that can no longer make its change, once,
// and tells the customer in one mail that the change did not go through.
func (s *Service) refundChange(ctx context.Context, tx bun.Tx, b Booking, c Change, u payment.Update) error {
	created, err := s.payments.QueueRefund(ctx, tx, payment.RefundArgs{Key: "late-" + u.MollieID, MolliePaymentID: u.MollieID,
		AmountCents: u.AmountCents, Description: "Terugbetaling wijziging " + format.ShortID(b.ID)})
	if err != nil || !created {
		return err
	}
	link, err := s.ManageLink(ctx, tx, b.ID)
	if err != nil {
		return err
	}
	return s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, ChangeRefunded{Booked: b.Booked(), Kind: c.Kind,
		RefundCents: u.AmountCents, BookingURL: link})
}

// applyChange makes the paid change c of b, locked in tx, through the one door (amend):
// the move or the persons, the booking then owing what it owed plus what c took, and one
// mail. A change whose booking changed since it was priced (another party, another walk,
// no longer paid) is refused, and its money goes back (refundChange). A move of a
// booking on a called-off walk settles its open choice as that move; a choice no longer
// open (money back or credit was chosen meanwhile, or its deadline refunded it) refuses
// the move.
func (s *Service) applyChange(ctx context.Context, tx bun.Tx, b Booking, c Change, now time.Time) error {
	switch {
	case b.Status != StatusPaid:
		return ErrMoveNotPaidSelf
	case b.Walk.ID != c.FromWalkID, c.Kind == ChangeAdd && b.Qty != c.Qty-c.HeldQty, c.Kind == ChangeMove && b.Qty != c.Qty:
		return ErrMovedMeanwhile
	}
	link, err := s.ManageLink(ctx, tx, b.ID)
	if err != nil {
		return err
	}
	// The change's persons, or the booking's on the walk it moves to, at the price c took.
	var at Positions
	if extra := c.Qty - b.Qty; c.Kind == ChangeAdd {
		at = b.Positions.plus(extra, c.AmountCents/extra)
	} else {
		at = personsAt(b.Qty, (b.SubtotalCents()+c.AmountCents)/b.Qty)
	}
	a := amendment{kind: AmendMore, by: changer{way: wayCustomerMore}, changeID: &c.ID, owed: func(Balance) int { return at.Cents() }}
	if c.Kind == ChangeAdd {
		if _, _, err := s.priceChange(ctx, tx, b, changeWish{kind: ChangeAdd, toWalkID: b.Walk.ID, qty: c.Qty}, now); err != nil {
			return err
		}
		a.write = func(owed, voucherUsed int) error {
			return s.store.setPositions(ctx, tx, b.ID, at, min(voucherUsed, owed), now)
		}
		if _, err := s.amend(ctx, tx, b, a, now); err != nil {
			return err
		}
		booked := b.Booked()
		booked.Qty = c.Qty
		return s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, BookingChanged{Booked: booked, OldQty: b.Qty,
			TotalCents: b.TotalCents + c.AmountCents, PaidExtraCents: c.AmountCents, BookingURL: link})
	}
	to, err := s.lockBoth(ctx, tx, b.Walk.ID, c.ToWalkID)
	if err != nil {
		return err
	}
	if err := s.canTake(ctx, tx, to, b, now); err != nil {
		return err
	}
	if b.Walk.CalledOff {
		if err := s.store.settleChoiceByMove(ctx, tx, b.ID, to.ID, now); err != nil {
			return err
		}
	}
	a.kind = AmendMove
	a.write = func(owed, voucherUsed int) error {
		return s.store.moveTo(ctx, tx, b.ID, to.ID, at, min(voucherUsed, owed), now)
	}
	if _, err := s.amend(ctx, tx, b, a, now); err != nil {
		return err
	}
	if _, err := s.store.recordMove(ctx, tx, b.ID, b.Walk.ID, to.ID, Returned{}, nil, 0, now); err != nil {
		return err
	}
	out, err := s.store.get(ctx, tx, b.ID, true)
	if err != nil {
		return err
	}
	return s.mailer.EnqueueMail(ctx, tx, out.CustomerEmail, BookingMoved{Visit: out.Visit(),
		FromTitle: b.Walk.Title, FromStart: b.Walk.DateStart, PaidExtraCents: c.AmountCents, BookingURL: link})
}

// Committed tells admission's memory of an applied payment (payment.Payee).
func (p changePayee) Committed() { p.s.admission.forget() }

// ChargedBack marks the booking of a change whose payment the payer's bank took back (payment.Payee).
func (p changePayee) ChargedBack(ctx context.Context, tx bun.Tx, id string) (bool, error) {
	c, err := p.s.store.lockChange(ctx, tx, id)
	if err != nil {
		return false, err
	}
	return p.s.store.chargeBack(ctx, tx, c.BookingID, p.s.now())
}

// ChargebackReversed takes the chargeback mark off the booking of a change (payment.Payee).
func (p changePayee) ChargebackReversed(ctx context.Context, tx bun.Tx, id string) error {
	c, err := p.s.store.lockChange(ctx, tx, id)
	if err != nil {
		return err
	}
	return p.s.store.chargebackReversed(ctx, tx, c.BookingID, p.s.now())
}

// ChangeState returns the change id of the booking a manage token names, for the manage
// page back from its checkout.
func (s *Service) ChangeState(ctx context.Context, token, id string) (Change, error) {
	b, err := s.byManageToken(ctx, s.db, token, false)
	if err != nil {
		return Change{}, err
	}
	c, err := s.store.change(ctx, s.db, id)
	if err != nil || c.BookingID != b.ID {
		return Change{}, cmpErr(err, ErrChangeNotFound)
	}
	if c.Status == ChangePending {
		if _, err := s.payments.SyncAtMostEvery(ctx, c.MolliePaymentID); err != nil {
			return Change{}, err
		}
		return s.store.change(ctx, s.db, id)
	}
	return c, nil
}

// ErrChangeNotFound answers a change that is not the booking's.
var ErrChangeNotFound = errs.New(errs.NotFound, "change_not_found", "Deze wijziging hoort niet bij je boeking.")
