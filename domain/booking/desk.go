package booking

import (
	"context"
	"slices"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/linktoken"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// How a booking taken at the organisers' desk is paid.
const (
	// DeskPayByLink mails the customer a link to pay online; the places are held for
	// rules.DeskHoldDuration and the booking expires like any other when unpaid.
	DeskPayByLink = "link"
	// DeskPaidOutside is money the organiser received outside Mollie (cash, a bank
	// transfer): the booking is paid at once and the ledger lists who said so.
	DeskPaidOutside = "paid-outside"
	// DeskFree is a booking the organisers give away: paid at once, nothing to pay.
	DeskFree = "free"
)

// DeskPayments are the ways a desk booking can be paid, in the order the back office offers them.
var DeskPayments = []string{DeskPayByLink, DeskPaidOutside, DeskFree}

// DeskOrder is a booking an organiser takes by phone or face to face: the customer's
// details and places as on the booking form (Order, always a guest's), the walk, and how
// it is paid.
type DeskOrder struct {
	Order
	WalkID  string
	Payment string
	// OrganiserID is the organiser taking the booking.
	OrganiserID string
}

// Validate checks a normalized desk order.
func (o DeskOrder) Validate() error {
	e := validate.Errors{}
	if err := o.Order.Validate(); err != nil {
		return err
	}
	e.Check(slices.Contains(DeskPayments, o.Payment), "payment", "Kies hoe er betaald wordt: met een betaallink, al betaald of gratis")
	return e.Err()
}

// ErrDeskVoucher refuses a voucher or waiting-list offer at the desk: those are the customer's own to use in the shop.
var ErrDeskVoucher = errs.New(errs.Invalid, "desk_voucher", "Een cadeaubon of wachtlijstlink gebruikt de klant zelf in de webshop")

// DeskBook places a booking taken at the organisers' desk under the shop's rules (room,
// the per-order and per-address maxima, a walk that started or was called off). Paid by
// link, it awaits payment with the desk's longer hold and the customer gets a mail with
// the payment link; paid outside or free, it is confirmed at once with the usual
// confirmation and manage link, and money received outside is recorded with who said so.
func (s *Service) DeskBook(ctx context.Context, o DeskOrder) (Booking, error) {
	if o.VoucherCode != "" || o.OfferToken != "" {
		return Booking{}, ErrDeskVoucher
	}
	organiser, err := s.accounts.Me(ctx, o.OrganiserID)
	if err != nil {
		return Booking{}, err
	}
	now, id := s.now(), uuid.NewString()
	manageToken := s.manageToken(id)
	ref := walkRef{"id", o.WalkID}
	var b Booking
	err = s.order(ctx, ref, o.Qty, func(ctx context.Context, tx bun.Tx, places *placesCount) error {
		w, err := ref.lock(ctx, tx)
		if err != nil {
			return err
		}
		c := o.guestCustomer()
		st, err := s.store.lockedState(ctx, tx, w, c.Email, "", now)
		if err != nil {
			return err
		}
		places.count(st.Free, o.Qty)
		placed, err := check(ctx, st, o.Order, now, nil)
		if err != nil {
			return err
		}
		nb := newBooking{ID: id, WalkID: w.ID, Customer: c, Positions: placed.positions, Status: StatusPaid,
			PaymentStatus: PaymentPaid, PaidAt: &now, Language: o.Language, ManageTokenHash: linktoken.Hash(manageToken)}
		switch {
		case o.Payment == DeskFree || placed.subtotal() == 0:
			nb.Positions = personsAt(o.Qty, 0)
		case o.Payment == DeskPayByLink:
			nb.Status, nb.PaymentStatus, nb.PaidAt, nb.HoldUntil = StatusPending, PaymentPending, nil, new(now.Add(rules.DeskHoldDuration))
		default:
			nb.PaymentMethod = new(OutsidePaymentMethod)
		}
		if b, err = s.store.insert(ctx, tx, nb, now); err != nil {
			return err
		}
		if b.Status == StatusPending {
			return s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, PaymentLinkMail{Booked: b.Booked(), TotalCents: b.TotalCents,
				PayURL: s.links.RetryBookingPayment(b.ID), PayBefore: *b.HoldUntil, BookingURL: s.links.In(b.Language).ManagePage(manageToken)})
		}
		if b.TotalCents > 0 {
			if err := s.store.recordOutsidePayment(ctx, tx, b.ID, b.TotalCents, organiser.ID, organiser.Name, now); err != nil {
				return err
			}
		}
		return s.confirm(ctx, tx, b, "", s.links.In(b.Language).ManagePage(manageToken))
	})
	return b, err
}
