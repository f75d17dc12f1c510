package booking

import (
	"cmp"
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/linktoken"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/rules"
)

// StartPayment books a valid order for the walk with walkID and returns the booking and
// the address the browser goes to next: Mollie's checkout, or the booking's own page for
// a total of 0, which is confirmed at once.
func (s *Service) StartPayment(ctx context.Context, walkID string, o Order) (Booking, string, error) {
	return s.placeOrder(ctx, walkRef{"id", walkID}, o, true)
}

// BookFree places a valid order whose total after the voucher is 0 on the walk with
// slug (POST /bookings). A total above 0 changes nothing and asks for the payment route.
func (s *Service) BookFree(ctx context.Context, slug string, o Order) (Booking, error) {
	b, _, err := s.placeOrder(ctx, walkRef{"slug", slug}, o, false)
	return b, err
}

// placeOrder places an order on the walk ref and returns the booking, with the key of the
// browser that placed it (ReaderKey), and the address the browser goes to next; pay
// allows a total above 0.
//
// No booking ever exists without its payment, so a paid order goes through three steps:
// a quote (the business rule read without locks, refusing a full walk or a bad voucher
// before any payment exists), the Mollie payment for the booking id chosen up front, and
// only then the order placed, once, under the walk's lock, together with its payment. A
// crash or a database outage in between leaves at most an unused open payment at Mollie,
// which expires; places taken in between refuse the order like any other. A free order
// has no payment to wait for: it goes to admission at once.
//
// An order made with an offer from the waiting list takes the places the offer holds
// (and any free beside them), and the offer is marked taken.
func (s *Service) placeOrder(ctx context.Context, ref walkRef, o Order, pay bool) (Booking, string, error) {
	c, err := s.customer(ctx, o)
	if err != nil {
		return Booking{}, "", err
	}
	now, id := s.now(), uuid.NewString()
	manageToken := s.manageToken(id)
	offer, err := s.waitlist.OpenOffer(ctx, s.db, o.OfferToken, now, false)
	if err != nil {
		return Booking{}, "", err
	}
	var quote price
	var p mollie.Payment
	if pay {
		st, err := s.store.quoteState(ctx, ref, c.Email, offer.ID, now)
		if err == nil && offer.ID != "" && offer.WalkID != st.ID {
			err = waitlist.ErrOfferEnded
		}
		if err == nil {
			quote, err = check(ctx, st, o, now, s.vouchers.Quote)
		}
		if err != nil {
			return Booking{}, "", err
		}
		if quote.total() > 0 {
			p, err = s.payments.Create(ctx, s.paymentRequest(id, st.Title, st.Slug, o.Language, o.Qty, quote.total()))
			switch {
			case errors.Is(err, payment.ErrAmountAboveMaximum):
				return Booking{}, "", err
			case err != nil:
				return Booking{}, "", ErrProviderDown
			}
		}
	}
	var b Booking
	err = s.order(ctx, ref, o.Qty-offer.Qty, func(ctx context.Context, tx bun.Tx, places *placesCount) error {
		w, err := ref.lock(ctx, tx)
		if err != nil {
			return err
		}
		offer, err := s.waitlist.OpenOffer(ctx, tx, o.OfferToken, now, true)
		if err == nil && offer.ID != "" && offer.WalkID != w.ID {
			err = waitlist.ErrOfferEnded
		}
		if err != nil {
			return err
		}
		st, err := s.store.lockedState(ctx, tx, w, c.Email, offer.ID, now)
		if err != nil {
			return err
		}
		places.count(st.Free, o.Qty)
		placed, err := check(ctx, st, o, now, func(ctx context.Context, code string, subtotal int) (string, int, error) {
			return s.vouchers.Redeem(ctx, tx, code, id, subtotal)
		})
		switch {
		case err != nil:
			return err // e.g. the last places went in between: the open payment expires unused
		case pay && placed.total() != quote.total():
			return ErrQuoteChanged
		case !pay && placed.total() > 0:
			return ErrNeedsPayment // rolls the voucher's part back
		}
		nb := newBooking{ID: id, WalkID: w.ID, Customer: c, Positions: placed.positions, Discount: placed.discount,
			VoucherID: placed.voucherID, Status: StatusPending, PaymentStatus: PaymentPending, Language: cmp.Or(o.Language, rules.Languages[0]),
			MolliePaymentID: orNil(p.ID), ManageTokenHash: linktoken.Hash(manageToken), Invoice: o.Invoice, HoldUntil: new(now.Add(rules.HoldDuration))}
		if placed.total() == 0 {
			nb.Status, nb.PaymentStatus, nb.PaidAt, nb.HoldUntil = StatusPaid, PaymentPaid, &now, nil
		}
		if b, err = s.store.insert(ctx, tx, nb, now); err != nil {
			return err
		}
		if offer.ID != "" {
			if err := s.waitlist.Take(ctx, tx, offer.ID, id, now); err != nil {
				return err
			}
		}
		if b.TotalCents > 0 {
			return s.payments.Record(ctx, tx, payment.Subject{Kind: payment.KindBooking, ID: b.ID}, p, b.TotalCents)
		}
		return s.confirm(ctx, tx, b, "", s.links.In(b.Language).ManagePage(manageToken))
	})
	if err != nil {
		return Booking{}, "", err
	}
	b.ReaderKey = s.readerKey(id)
	if b.TotalCents == 0 {
		return b, s.links.In(b.Language).BookingPage(id), nil
	}
	return b, p.CheckoutURL, nil
}

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

// walkRef names a published walk by a column, "slug" or "id".
type walkRef struct{ column, value string }

// key identifies the walk for the admission lanes.
func (r walkRef) key() string { return r.column + "=" + r.value }

// valid tells whether the value can name a walk ("id" must be a UUID).
func (r walkRef) valid() bool { return r.column != "id" || uuid.Validate(r.value) == nil }

// orderWalk is what an order needs of its walk, read under the walk's lock.
type orderWalk = walk.Locked

// lock locks the published walk r names, in tx, so concurrent orders for it queue up.
func (r walkRef) lock(ctx context.Context, tx bun.Tx) (orderWalk, error) {
	return walk.LockPublished(ctx, tx, r.column, r.value)
}

// orderState is what the rule decides an order on: its walk, the places free for it and
// the places the order's e-mail address already holds on the walk.
type orderState struct {
	orderWalk
	Free int `bun:"free"`
	Held int `bun:"held"`
}

// newBooking is a booking about to be stored.
type newBooking struct {
	ID, WalkID            string
	Customer              Customer
	Positions             Positions
	Discount              int
	VoucherID             *string
	Status, PaymentStatus string
	PaidAt                *time.Time
	Language              string
	// MolliePaymentID is the payment created for it before it was placed; nil for none.
	MolliePaymentID *string
	// ManageTokenHash is the hash of its manage token (linktoken.Hash).
	ManageTokenHash []byte
	// Invoice is what its invoice is to name; nil for none.
	Invoice *invoice.Request
	// HoldUntil is when its payment hold ends; nil for a booking paid at once.
	HoldUntil *time.Time
	// PaymentMethod is how it was paid when placed paid; nil until a payment says.
	PaymentMethod *string
}
