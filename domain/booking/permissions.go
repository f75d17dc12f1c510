package booking

import (
	"fmt"
	"time"
)

// The ways to change a booking, each a row of permissions: who asks, and what.
const (
	wayCustomerFewer         = "customer fewer"
	wayCustomerMore          = "customer more"
	wayCustomerMove          = "customer move"
	wayCustomerCancel        = "customer cancel"
	wayCustomerCalledOffMove = "customer move after a call-off"
	wayCustomerCredit        = "customer credit after a call-off"
	wayOrganiserMove         = "organiser move"
	wayOrganiserCancel       = "organiser cancel"
	// wayShopCancel is the shop itself cancelling: a walk called off, a choice past its deadline.
	wayShopCancel = "shop cancel"
)

// How a way to change a booking goes with a walk that was called off.
const (
	// refusedWhenCalledOff: its customer chooses what happens instead (ErrWalkCalledOff).
	refusedWhenCalledOff = iota
	alsoWhenCalledOff
	// onlyWhenCalledOff: one of the choices a called-off walk offers (ErrChoiceSettled).
	onlyWhenCalledOff
)

// permission is who may change a booking one way, and until when.
type permission struct {
	// actor is who asks (booking_amendments.actor).
	actor string
	// cancelled refuses a cancelled booking; nil: ErrCancelled.
	cancelled error
	// calledOff is refusedWhenCalledOff, alsoWhenCalledOff or onlyWhenCalledOff.
	calledOff int
	// notPaid refuses a booking that is not paid; nil lets one that waits for its
	// payment change too.
	notPaid error
	// failed refuses a booking whose payment failed; nil lets it.
	failed error
	// deadline is the moment from which tooLate refuses the change; nil for none.
	deadline func(Booking) time.Time
	tooLate  func(Booking) error
}

// walkStart is the start of a booking's walk: the organisers change it until then.
func walkStart(b Booking) time.Time { return b.Walk.DateStart }

// always answers err.
func always(err error) func(Booking) error { return func(Booking) error { return err } }

// permissions is the one table of who may change a booking how, and until when: every
// way to change a booking checks its row (mayAmend) before it prices anything, and the
// door (amend) checks it again under the booking's lock.
var permissions = map[string]permission{
	wayCustomerFewer: {actor: ActorCustomer, notPaid: ErrNotPaidYet, failed: ErrNotPaidYet, deadline: Booking.ChangeDeadline, tooLate: always(ErrTooLateToChange)},
	wayCustomerMore: {actor: ActorCustomer, notPaid: ErrNotPaidYet, failed: ErrNotPaidYet, deadline: Booking.ChangeDeadline,
		tooLate: func(b Booking) error { return errTooLate("Personen toevoegen", b) }},
	wayCustomerMove: {actor: ActorCustomer, notPaid: ErrMoveNotPaidSelf, failed: ErrMoveNotPaidSelf, deadline: Booking.ChangeDeadline,
		tooLate: func(b Booking) error { return errTooLate("Verplaatsen", b) }},
	wayCustomerCancel:        {actor: ActorCustomer, deadline: Booking.ChangeDeadline, tooLate: always(ErrTooLate)},
	wayCustomerCalledOffMove: {actor: ActorCustomer, cancelled: ErrChoiceSettled, calledOff: onlyWhenCalledOff, notPaid: ErrChoiceSettled, failed: ErrChoiceSettled},
	wayCustomerCredit:        {actor: ActorCustomer, cancelled: ErrChoiceSettled, calledOff: onlyWhenCalledOff, notPaid: ErrChoiceSettled, failed: ErrChoiceSettled},
	wayOrganiserMove:         {actor: ActorOrganiser, notPaid: ErrMoveNotPaid, failed: ErrMoveNotPaid, deadline: walkStart, tooLate: always(ErrMoveStarted)},
	wayOrganiserCancel:       {actor: ActorOrganiser, calledOff: alsoWhenCalledOff, failed: ErrHoldsNoPlaces, deadline: walkStart, tooLate: always(ErrWalkOver)},
	wayShopCancel:            {actor: ActorShop, calledOff: alsoWhenCalledOff},
}

// mayAmend refuses the change way of b at now as its row of permissions says: a
// cancelled booking never changes; a called-off walk only by its choices (and a
// choice only there); a booking not paid, or whose payment failed, as the row says; and
// nothing from the row's deadline.
func mayAmend(b Booking, way string, now time.Time) error {
	p, ok := permissions[way]
	switch {
	case !ok:
		return fmt.Errorf("no permission for %q", way)
	case b.Status == StatusCancelled && p.cancelled != nil:
		return p.cancelled
	case b.Status == StatusCancelled:
		return ErrCancelled
	case b.Walk.CalledOff && p.calledOff == refusedWhenCalledOff:
		return ErrWalkCalledOff
	case !b.Walk.CalledOff && p.calledOff == onlyWhenCalledOff:
		return ErrChoiceSettled
	case b.Status == StatusFailed && p.failed != nil:
		return p.failed
	case b.Status == StatusPending && p.notPaid != nil:
		return p.notPaid
	case p.deadline != nil && !now.Before(p.deadline(b)):
		return p.tooLate(b)
	}
	return nil
}
