package booking

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/linktoken"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// ErrManageNotFound answers a manage token that names no booking.
var ErrManageNotFound = errs.New(errs.NotFound, "manage_link_unknown", "Deze link hoort niet bij een boeking. Controleer de link in je e-mail.")

// manageToken is a booking's one manage token.
func (s *Service) manageToken(bookingID string) string {
	return s.linkKey.Token("manage-link", bookingID)
}

// ManageLink returns the address of the booking's manage page (/boeking/{token}) for a
// mail, recording the token's hash with the booking in tx the first time. Every mail
// about a booking carries it.
func (s *Service) ManageLink(ctx context.Context, tx bun.IDB, bookingID string) (string, error) {
	token := s.manageToken(bookingID)
	language, err := s.store.setManageToken(ctx, tx, bookingID, linktoken.Hash(token))
	if err != nil {
		return "", err
	}
	return s.links.In(language).ManagePage(token), nil
}

// byManageToken returns the booking a manage token names, locked for tx when lock.
func (s *Service) byManageToken(ctx context.Context, db bun.IDB, token string, lock bool) (Booking, error) {
	if len(token) != linktoken.Len {
		return Booking{}, ErrManageNotFound
	}
	id, err := s.store.idByManageToken(ctx, db, linktoken.Hash(token))
	if err != nil {
		return Booking{}, err
	}
	return s.store.get(ctx, db, id, lock)
}

// ManageCancel cancels the booking a manage token names, under the rule and with the
// mails of the customer's own cancel (Cancel).
func (s *Service) ManageCancel(ctx context.Context, token string) (Booking, error) {
	return s.customerCancel(ctx, func(ctx context.Context, tx bun.Tx) (Booking, error) {
		return s.byManageToken(ctx, tx, token, true)
	})
}

// ErrTooLateToChange refuses fewer persons once the cancel rule no longer allows it.
var ErrTooLateToChange = errs.New(errs.Conflict, "qty_change_too_late", "Je kan het aantal personen niet meer verlagen (min. %d dagen van te voren)", rules.CancelMinDays)

// ErrNotPaidYet refuses to change a booking that is not paid: it has nothing to give back.
var ErrNotPaidYet = errs.New(errs.Conflict, "not_paid", "Deze boeking is niet betaald; het aantal personen verlagen kan alleen bij een betaalde boeking.")

// ManageReduce lowers the number of persons of the booking a manage token names to qty,
// under the cancel rule: a paid booking, more than rules.CancelMinDays days before the
// start, and 1 ≤ qty < its number. It then owes qty times the price per person it was
// keeps (Positions.keeping), and what it holds beyond that goes back (amend): card
// payments first, then the voucher. The customer gets one mail.
func (s *Service) ManageReduce(ctx context.Context, token string, qty int) (Booking, error) {
	bounds := func(b Booking) error {
		if qty >= 1 && qty < b.Qty {
			return nil
		}
		return validate.Errors{"qty": fmt.Sprintf("Kies minder personen dan je nu hebt geboekt (%d), en minstens 1", b.Qty)}.Err()
	}
	return s.changeParty(ctx, token, qty, wayCustomerFewer, bounds, func(_ context.Context, _ bun.Tx, b Booking, _ time.Time) (string, Positions, error) {
		return AmendFewer, b.Positions.keeping(qty), nil
	})
}

// changeParty changes the number of persons of the booking a manage token names to qty,
// in one transaction, when its way's row of permissions allows it (mayAmend) and qty is
// within bounds: then priced checks the change and answers its kind and
// the booking's positions at qty. The change goes through the one door (amend) and the
// customer gets one mail naming what goes back.
func (s *Service) changeParty(ctx context.Context, token string, qty int, way string, bounds func(Booking) error,
	priced func(ctx context.Context, tx bun.Tx, b Booking, now time.Time) (kind string, at Positions, err error)) (Booking, error) {
	now := s.now()
	var out Booking
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := s.byManageToken(ctx, tx, token, true)
		if err == nil {
			err = mayAmend(b, way, now)
		}
		if err != nil {
			return err
		}
		if err := bounds(b); err != nil {
			return err
		}
		kind, at, err := priced(ctx, tx, b, now)
		if err != nil {
			return err
		}
		back, err := s.amend(ctx, tx, b, amendment{kind: kind, by: changer{way: way},
			owed: func(Balance) int { return at.Cents() },
			write: func(owed, voucherUsed int) error {
				return s.store.setPositions(ctx, tx, b.ID, at, min(voucherUsed, owed), now)
			}}, now)
		if err != nil {
			return err
		}
		link, err := s.ManageLink(ctx, tx, b.ID)
		if err != nil {
			return err
		}
		if out, err = s.store.get(ctx, tx, b.ID, true); err != nil {
			return err
		}
		booked := b.Booked()
		booked.Qty = qty
		return s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, BookingChanged{Booked: booked, OldQty: b.Qty,
			TotalCents: out.TotalCents, MoneyBack: back.mail(), BookingURL: link})
	})
	return out, err
}

// ErrNothingToResend refuses to send a confirmation of a booking that is not confirmed.
var ErrNothingToResend = errs.New(errs.Conflict, "nothing_to_resend", "Deze boeking is niet bevestigd; er is geen bevestiging om opnieuw te sturen.")

// ManageResend queues the confirmation of the paid booking a manage token names again,
// with its invoice when it has one. A confirmation queued less than rules.ResendWait ago
// is not sent twice: then it returns when that one was queued (zero when it queued one).
func (s *Service) ManageResend(ctx context.Context, token string) (earlier time.Time, err error) {
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		b, err := s.byManageToken(ctx, tx, token, true)
		switch {
		case err != nil:
			return err
		case b.Status != StatusPaid:
			return ErrNothingToResend
		}
		last, err := s.store.lastConfirmation(ctx, tx, b.ID)
		if err != nil {
			return err
		}
		if !last.IsZero() && s.now().Sub(last) < rules.ResendWait {
			earlier = last
			return nil
		}
		c := b.confirmation(s.links.In(b.Language).ManagePage(token), s.now())
		if c.Invoice, err = s.issuedInvoice(ctx, b.ID); err != nil {
			return err
		}
		return s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, c)
	})
	return earlier, err
}

// ManageCalendar returns the walk of the booking a manage token names as an .ics file.
func (s *Service) ManageCalendar(ctx context.Context, token string) (mail.Attachment, error) {
	b, err := s.byManageToken(ctx, s.db, token, false)
	if err != nil {
		return mail.Attachment{}, err
	}
	return b.Visit().Calendar(s.now()), nil
}

// ManageView is a booking as its manage page shows it: the booking, what each smaller
// party it may still go down to gives back, the refunds made on it with their state, and
// the walks it may move to (absent when it may move nowhere).
type ManageView struct {
	View
	Reductions  []Reduction     `json:"reductions" nullable:"false"`
	Refunds     []ManagedRefund `json:"refunds" nullable:"false"`
	MoveOptions []MoveOption    `json:"moveOptions,omitempty"`
	// AddPriceCents is what each extra person costs on the booking's walk now (absent
	// when the booking may not change).
	AddPriceCents int `json:"addPriceCents,omitempty"`
	// Change is the booking's latest change that costs more, pending or ended; absent
	// when it has none.
	Change *Change `json:"change,omitempty"`
}

// Reduction is a smaller party a booking may go down to, and what that gives back: to the
// card (RefundCents) and onto the voucher (VoucherBackCents).
type Reduction struct {
	Qty              int `json:"qty"`
	RefundCents      int `json:"refundCents"`
	VoucherBackCents int `json:"voucherBackCents"`
}

// ManagedRefund is a refund on a booking's payment as its customer sees it.
type ManagedRefund struct {
	AmountCents int       `json:"amountCents" bun:"amount_cents"`
	Status      string    `json:"status" bun:"status" enum:"requested,queued,pending,processing,refunded,failed,canceled"`
	CreatedAt   time.Time `json:"createdAt" bun:"created_at"`
}
