package booking

import (
	"cmp"
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/rules"
)

// customer returns who books an order: its account, or the guest it describes.
func (s *Service) customer(ctx context.Context, o Order) (Customer, error) {
	if o.UserID == nil {
		return o.guestCustomer(), nil
	}
	u, err := s.accounts.Me(ctx, *o.UserID)
	if err != nil {
		return Customer{}, err
	}
	return Customer{UserID: &u.ID, Name: u.Name, Email: u.Email, Phone: u.Phone}, nil
}

// order runs fn in a transaction once admission has let the order for the walk ref in:
// it needs qty places beyond those an offer holds for it (none left to find: no admission).
func (s *Service) order(ctx context.Context, ref walkRef, qty int, now time.Time, fn func(ctx context.Context, tx bun.Tx) error) error {
	if qty > 0 {
		leave, err := s.admission.admit(ctx, ref, qty, now)
		if err != nil {
			return err
		}
		defer leave()
	}
	return s.inTx(ctx, fn)
}

// price is what an order costs on a walk: its subtotal, and the part a voucher pays.
type price struct {
	subtotal, discount int
	voucherID          *string
}

func (p price) total() int { return p.subtotal - p.discount }

// check applies the business rule to an order for a walk with free places: the walk has
// not started, has room for the order, the voucher (looked up by find) is usable, and the
// order's address (whose places heldBy counts, asked only once the rest holds) stays
// within rules.MaxQtyPerAddress places on the walk, across its bookings.
func (s *Service) check(ctx context.Context, w orderWalk, free int, o Order, now time.Time,
	find func(ctx context.Context, code string) (voucher.Spendable, error), heldBy func(ctx context.Context) (int, error)) (price, error) {
	if !w.DateStart.After(now) {
		return price{}, ErrWalkStarted
	}
	if w.Cancelled {
		return price{}, walk.ErrCalledOff
	}
	if err := placesShort(free, o.Qty); err != nil {
		return price{}, err
	}
	p := price{subtotal: o.Qty * w.PriceCents}
	if o.VoucherCode != "" {
		v, err := find(ctx, o.VoucherCode)
		if err != nil {
			return price{}, err
		}
		p.discount, p.voucherID = v.Discount(p.subtotal), &v.ID
	}
	held, err := heldBy(ctx)
	switch {
	case err != nil:
		return price{}, err
	case held+o.Qty <= rules.MaxQtyPerAddress:
		return p, nil
	case held >= rules.MaxQtyPerAddress:
		return price{}, errs.New(errs.Conflict, "address_full", "Op dit e-mailadres staan al %s voor deze wandeling; meer kan niet. Wil je met een grotere groep komen? Neem contact met ons op.", places(held))
	default:
		return price{}, errs.New(errs.Conflict, "address_places_left", "Op dit e-mailadres kun je nog %s voor deze wandeling boeken (maximaal %d per e-mailadres). Wil je met een grotere groep komen? Neem contact met ons op.", places(rules.MaxQtyPerAddress-held), rules.MaxQtyPerAddress)
	}
}

// heldBy counts, on db, the places the address email holds on a walk at now.
func (s *Service) heldBy(db bun.IDB, walkID, email string, now time.Time) func(ctx context.Context) (int, error) {
	return func(ctx context.Context) (int, error) { return s.store.placesHeldBy(ctx, db, walkID, email, now) }
}

// place locks the order's walk and takes its places for a booking with id, and spends
// the voucher, in tx: the business rule. A total of 0 confirms the booking at once (the
// caller queues its confirmation); otherwise it waits PENDING for its payment, the one
// with molliePaymentID ("" for none yet).
//
// An order made with an offer from the waiting list takes the places the offer holds
// (and any free beside them), and the offer is marked taken.
func (s *Service) place(ctx context.Context, tx bun.Tx, ref walkRef, id string, o Order, c Customer, molliePaymentID string,
	now time.Time) (Booking, error) {
	w, err := s.store.lockWalk(ctx, tx, ref)
	if err != nil {
		return Booking{}, err
	}
	offer, err := s.waitlist.OpenOffer(ctx, tx, o.OfferToken, now, true)
	if err != nil {
		return Booking{}, err
	}
	if offer.ID != "" && offer.WalkID != w.ID {
		return Booking{}, waitlist.ErrOfferEnded
	}
	taken, err := s.store.placesTaken(ctx, tx, w.ID, "", offer.ID, now)
	if err != nil {
		return Booking{}, err
	}
	p, err := s.check(ctx, w, w.MaxParticipants-taken, o, now, func(ctx context.Context, code string) (voucher.Spendable, error) {
		return s.vouchers.LockByCode(ctx, tx, code)
	}, s.heldBy(tx, w.ID, c.Email, now))
	if err != nil {
		return Booking{}, err
	}
	nb := newBooking{ID: id, WalkID: w.ID, Customer: c, Qty: o.Qty, SubtotalCents: p.subtotal, Discount: p.discount,
		VoucherID: p.voucherID, Status: StatusPending, PaymentStatus: PaymentPending, Language: cmp.Or(o.Language, rules.Languages[0]),
		MolliePaymentID: orNil(molliePaymentID)}
	if p.total() == 0 {
		nb.Status, nb.PaymentStatus, nb.PaidAt = StatusPaid, PaymentPaid, &now
	}
	if err := s.store.insert(ctx, tx, nb, now); err != nil {
		return Booking{}, err
	}
	if offer.ID != "" {
		if err := s.waitlist.Take(ctx, tx, offer.ID, id, now); err != nil {
			return Booking{}, err
		}
	}
	if p.voucherID != nil {
		if err := s.vouchers.Spend(ctx, tx, *p.voucherID, id, p.discount); err != nil {
			return Booking{}, err
		}
	}
	return s.store.get(ctx, tx, id, true)
}

// BookFree places a valid order whose total after the voucher is 0 on the walk with
// slug (POST /bookings). A total above 0 changes nothing and asks for the payment route.
func (s *Service) BookFree(ctx context.Context, slug string, o Order) (Booking, error) {
	c, err := s.customer(ctx, o)
	if err != nil {
		return Booking{}, err
	}
	now := s.now()
	offer, err := s.waitlist.OpenOffer(ctx, s.db, o.OfferToken, now, false)
	if err != nil {
		return Booking{}, err
	}
	var b Booking
	ref := walkRef{"slug", slug}
	err = s.order(ctx, ref, o.Qty-offer.Qty, now, func(ctx context.Context, tx bun.Tx) error {
		if b, err = s.place(ctx, tx, ref, uuid.NewString(), o, c, "", now); err != nil {
			return err
		}
		if b.TotalCents > 0 {
			return ErrNeedsPayment // rolls the booking and the voucher spend back
		}
		return s.queueConfirmation(ctx, tx, b)
	})
	return b, err
}

// StartPayment books a valid order for the walk with walkID and returns the booking and
// the address the browser goes to next: Mollie's checkout, or the booking's own page for
// a total of 0, which is confirmed at once.
//
// No booking ever exists without its payment, so the order goes through three steps:
// a quote (the business rule read without locks, refusing a full walk or a bad voucher
// before any payment exists), the Mollie payment for the booking id chosen up front, and
// only then the order placed, once, under the walk's lock, together with its payment. A
// crash or a database outage in between leaves at most an unused open payment at Mollie,
// which expires; places taken in between refuse the order like any other.
func (s *Service) StartPayment(ctx context.Context, walkID string, o Order) (Booking, string, error) {
	c, err := s.customer(ctx, o)
	if err != nil {
		return Booking{}, "", err
	}
	now := s.now()
	id := uuid.NewString()
	offer, err := s.waitlist.OpenOffer(ctx, s.db, o.OfferToken, now, false)
	if err != nil {
		return Booking{}, "", err
	}
	w, free, err := s.store.freeWalk(ctx, walkRef{"id", walkID}, now)
	if err == nil && offer.ID != "" && offer.WalkID != w.ID {
		err = waitlist.ErrOfferEnded
	}
	free += offer.Qty
	if err == nil {
		err = placesShort(free, o.Qty)
	}
	if err != nil {
		return Booking{}, "", err
	}
	quote, err := s.check(ctx, w, free, o, now, s.vouchers.Check, s.heldBy(s.db, w.ID, c.Email, now))
	if err != nil {
		return Booking{}, "", err
	}
	var p mollie.Payment
	if quote.total() > 0 {
		if p, err = s.payments.Create(ctx, s.paymentRequest(id, w.Title, w.Slug, o.Language, o.Qty, quote.total())); err != nil {
			return Booking{}, "", ErrProviderDown
		}
	}
	var b Booking
	ref := walkRef{"id", walkID}
	err = s.order(ctx, ref, o.Qty-offer.Qty, now, func(ctx context.Context, tx bun.Tx) error {
		if b, err = s.place(ctx, tx, ref, id, o, c, p.ID, now); err != nil {
			return err // e.g. the last places went in between: the open payment expires unused
		}
		if b.TotalCents != quote.total() {
			return errs.New(errs.Conflict, "voucher_balance_changed", "Het saldo van je cadeaubon is net veranderd. Probeer het opnieuw.")
		}
		if b.TotalCents > 0 {
			return s.payments.Record(ctx, tx, payment.Subject{Kind: payment.KindBooking, ID: b.ID}, p, b.TotalCents)
		}
		return s.queueConfirmation(ctx, tx, b)
	})
	if err != nil {
		return Booking{}, "", err
	}
	if b.TotalCents == 0 {
		return b, s.links.BookingPage(id), nil
	}
	return b, p.CheckoutURL, nil
}

// paymentRequest is the payment of amountCents for booking id, made in language, qty
// places on the walk with title and slug: the customer comes back to the booking's result
// page, or to the walk's booking form when they cancel at checkout.
func (s *Service) paymentRequest(id, title, slug, language string, qty, amountCents int) payment.Request {
	return payment.Request{Subject: payment.Subject{Kind: payment.KindBooking, ID: id}, AmountCents: amountCents,
		Description: fmt.Sprintf("Wandelwijs: %s (%d pers.)", title, qty), Language: language,
		RedirectURL: s.links.BookingResult(id), CancelURL: s.links.BookingForm(slug)}
}
