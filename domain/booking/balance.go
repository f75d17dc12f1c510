package booking

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/platform/format"
)

// Balance is a booking's money as its rows say (the view booking_balances): what its
// positions are worth, what it received and what went back. Everything that shows or
// moves a booking's money reads it here.
type Balance struct {
	// OwedCents is what the booking is worth: persons × price while it holds places,
	// its cancellation fee once cancelled.
	OwedCents int `bun:"owed" json:"owedCents"`
	// CardCents is what its card payments took (its own and its changes'); the bank took
	// ChargedBackCents of that back.
	CardCents        int `bun:"card" json:"cardCents"`
	ChargedBackCents int `bun:"charged_back" json:"chargedBackCents"`
	// VoucherCents is what its voucher paid, net of what went back onto the voucher.
	VoucherCents int `bun:"voucher" json:"voucherCents"`
	// OutsideCents is money the organisers received outside Mollie.
	OutsideCents int `bun:"outside" json:"outsideCents"`
	// RefundedCents is what was asked of Mollie to refund, CreditCents what became
	// call-off credit, ByHandCents what the organisers owe by hand.
	RefundedCents int `bun:"refunded" json:"refundedCents"`
	CreditCents   int `bun:"credit" json:"creditCents"`
	ByHandCents   int `bun:"by_hand" json:"byHandCents"`
	ReceivedCents int `bun:"received" json:"receivedCents"`
	ReturnedCents int `bun:"returned" json:"returnedCents"`
	// DueCents is what is still to pay; SurplusCents what it holds beyond what it owes.
	DueCents     int `bun:"due" json:"dueCents"`
	SurplusCents int `bun:"surplus" json:"surplusCents"`
}

// KeptCents is what the booking holds: what it received less what went back.
func (b Balance) KeptCents() int { return b.ReceivedCents - b.ReturnedCents }

// Covered tells whether the booking received what it owes.
func (b Balance) Covered() bool { return b.DueCents == 0 }

// Returned is what a change gave back: to the card through Mollie (Refund), onto the
// voucher (Voucher), and what the organisers pay back by hand (ByHand: paid outside
// Mollie, held by the bank, or more than the payments hold). Refund is only what the
// bank still holds: a refund it would pay out of charged-back money waits, and is in
// ByHand.
type Returned struct{ Refund, Voucher, ByHand int }

// total is all that goes back.
func (r Returned) total() int { return r.Refund + r.Voucher + r.ByHand }

// goingDownTo is what a booking of this balance gives back when it comes to owe owed,
// as amend would give it: to the card first, as far as its payments hold it (by hand
// once the bank took any of it back), then onto the voucher, the rest by hand.
func (b Balance) goingDownTo(owed int) Returned {
	surplus := max(b.KeptCents()-owed, 0)
	card := min(surplus, max(b.CardCents-b.RefundedCents, 0))
	promised := card
	if b.ChargedBackCents > 0 {
		promised = 0
	}
	voucher := min(surplus-card, b.VoucherCents)
	return Returned{Refund: promised, Voucher: voucher, ByHand: surplus - promised - voucher}
}

// BalanceOf returns the balance of the booking id.
func (s *Service) BalanceOf(ctx context.Context, db bun.IDB, id string) (Balance, error) {
	return s.store.balance(ctx, db, id)
}

// The kinds of a booking's change (booking_amendments.kind).
const (
	AmendFewer  = "fewer"
	AmendMore   = "more"
	AmendMove   = "move"
	AmendCancel = "cancel"
	AmendCredit = "credit"
)

// Who asks for a change (booking_amendments.actor).
const (
	ActorCustomer  = "customer"
	ActorOrganiser = "organiser"
	// ActorShop: the shop itself (a walk called off, a choice past its deadline).
	ActorShop = "shop"
)

// changer is who changes a booking: the way (a row of permissions: who asks, and what)
// and, for an organiser, which one (nil for the customer and the shop).
type changer struct {
	way         string
	organiserID *string
}

// amendment is one change of a booking as amend makes it.
type amendment struct {
	// kind is what changes (Amend…); by is who changes it.
	kind string
	by   changer
	// changeID is the paid change (booking_changes) this applies, once; nil for none.
	changeID *string
	// owed is what the booking is worth after the change, given its balance before.
	owed func(before Balance) int
	// keepCard: the card part stays with the shop (it becomes call-off credit); only a
	// voucher part goes back.
	keepCard bool
	// write stores the booking as it is after the change: worth owed, with its voucher
	// part now voucherUsed (what its voucher still pays).
	write func(owed, voucherUsed int) error
}

// amend is the one door every change of a booking goes through, with b locked in tx:
// the change's row of permissions must allow it (mayAmend); no other change may wait
// for its payment (a cancel ends it instead); the change is written and recorded as one
// row with its own id; its money follows from the balance (what the booking holds beyond
// what it now owes goes back: card payments first, each at most what it still holds,
// then the voucher, the rest by hand; never more); and an invoiced booking's invoice is
// credited and issued anew (reinvoice). It answers what went back, as its rows say: the
// mails promise that.
func (s *Service) amend(ctx context.Context, tx bun.Tx, b Booking, a amendment, now time.Time) (Returned, error) {
	if a.changeID == nil { // a paid change was allowed when it was asked for
		if err := mayAmend(b, a.by.way, now); err != nil {
			return Returned{}, err
		}
	}
	if err := s.endOrRefusePending(ctx, tx, b, a, now); err != nil {
		return Returned{}, err
	}
	before, err := s.store.balance(ctx, tx, b.ID)
	if err != nil {
		return Returned{}, err
	}
	back, owed := Returned{}, a.owed(before)
	surplus := max(before.KeptCents()-owed, 0)
	voucherBack := min(max(surplus-cardShare(before, a), 0), before.VoucherCents)
	if err := a.write(owed, before.VoucherCents-voucherBack); err != nil {
		return Returned{}, err
	}
	after, err := s.store.get(ctx, tx, b.ID, true)
	if err != nil {
		return Returned{}, err
	}
	id, err := s.store.insertAmendment(ctx, tx, b, after, a, before.OwedCents, owed, now)
	if err != nil {
		return Returned{}, err
	}
	cause := "change-" + id
	if !a.keepCard {
		if back, err = s.refundCards(ctx, tx, b, cause, surplus); err != nil {
			return Returned{}, err
		}
	}
	if voucherBack > 0 {
		if err := s.vouchers.GiveBack(ctx, tx, *b.VoucherID, b.ID, voucherBack); err != nil {
			return Returned{}, err
		}
		back.Voucher = voucherBack
	}
	if rest := surplus - back.Refund - back.Voucher - back.ByHand; rest > 0 && !a.keepCard {
		if err := s.oweByHand(ctx, tx, b.ID, cause, rest, before); err != nil {
			return Returned{}, err
		}
		back.ByHand += rest
	}
	if err := s.store.settleAmendment(ctx, tx, id, back); err != nil {
		return Returned{}, err
	}
	if err := s.checkBalanced(ctx, tx, b.ID, a); err != nil {
		return Returned{}, err
	}
	return back, s.reinvoice(ctx, tx, b.ID, now)
}

// endOrRefusePending refuses a change while another change of b waits for its payment,
// except a cancel, which ends that change and cancels its checkout, and the paid change
// itself.
func (s *Service) endOrRefusePending(ctx context.Context, tx bun.Tx, b Booking, a amendment, now time.Time) error {
	if a.changeID != nil {
		return nil
	}
	pending, err := s.store.pendingChange(ctx, tx, b.ID, now)
	switch {
	case err != nil || !pending:
		return err
	case a.kind != AmendCancel && a.kind != AmendCredit:
		return ErrChangePending
	}
	ended, err := s.store.endPendingChange(ctx, tx, b.ID, now)
	if err != nil {
		return err
	}
	// Paid after all, its money goes back (changePayee).
	return s.payments.QueueCancel(ctx, tx, ended)
}

// cardShare is what of a surplus goes back to the card before the voucher: all the card
// payments hold, unless the card part stays (keepCard).
func cardShare(bal Balance, a amendment) int {
	if a.keepCard {
		return 0
	}
	return bal.CardCents - bal.RefundedCents
}

// refundCards refunds up to amount of b's card payments for cause, in tx: split over
// its payments (the booking's own first, then its changes' in the order they were paid),
// each at most what is left of it. A refund of a payment the bank took (some of) back is
// not promised: it waits on "Aandacht nodig" for the chargeback's reversal or the
// organisers (payment/chargebacks.go), and is ByHand in what it answers. The first part carries cause as its key, any other cause and
// its payment.
func (s *Service) refundCards(ctx context.Context, tx bun.Tx, b Booking, cause string, amount int) (Returned, error) {
	var back Returned
	paid, err := s.store.cardPayments(ctx, tx, b.ID)
	if err != nil {
		return back, err
	}
	for i, p := range paid {
		part := min(amount, p.LeftCents)
		if part <= 0 {
			continue
		}
		key := cause
		if i > 0 {
			key = cause + "-" + p.MollieID
		}
		if _, err := s.payments.QueueRefund(ctx, tx, payment.RefundArgs{Key: key, MolliePaymentID: p.MollieID,
			AmountCents: part, Description: "Terugbetaling " + format.ShortID(b.ID)}); err != nil {
			return back, err
		}
		if p.ChargedBackCents > 0 {
			back.ByHand += part
		} else {
			back.Refund += part
		}
		amount -= part
	}
	return back, nil
}

// oweByHand records what goes back that no payment can refund, for the organisers.
func (s *Service) oweByHand(ctx context.Context, tx bun.Tx, bookingID, cause string, cents int, bal Balance) error {
	reason := payment.AttentionBeyondPayments
	switch {
	case bal.OutsideCents > 0:
		reason = payment.AttentionOutside
	case bal.ChargedBackCents > 0:
		reason = payment.AttentionChargedBack
	}
	_, err := s.payments.OweByHand(ctx, tx, payment.ByHandArgs{Key: cause, BookingID: bookingID, AmountCents: cents, Reason: reason})
	return err
}

// checkBalanced refuses a change that leaves the booking holding more than it owes (its
// card part kept as credit excepted) or, for a paid change, less.
func (s *Service) checkBalanced(ctx context.Context, tx bun.Tx, id string, a amendment) error {
	after, err := s.store.balance(ctx, tx, id)
	if err != nil {
		return err
	}
	if after.SurplusCents > 0 && !a.keepCard || after.DueCents > 0 && a.changeID != nil {
		return fmt.Errorf("booking %s after %s: due %d, surplus %d", id, a.kind, after.DueCents, after.SurplusCents)
	}
	return nil
}
