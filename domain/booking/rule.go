package booking

import (
	"context"
	"fmt"
	"hash/fnv"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
)

// price is what an order costs on a walk: its positions, and the part a voucher pays.
type price struct {
	positions Positions
	discount  int
	voucherID *string
}

// subtotal is what the order's positions are worth; total what is left to pay by card.
func (p price) subtotal() int { return p.positions.Cents() }
func (p price) total() int    { return p.subtotal() - p.discount }

// voucherPart is the part of subtotal the voucher with code pays, and that voucher's id:
// quoted (voucher.Service.Quote) or taken for an order (Redeem).
type voucherPart func(ctx context.Context, code string, subtotal int) (voucherID string, discount int, err error)

// check applies the business rule to an order in the state st: the walk has not started,
// is not called off, has room for the order (takeRoom, which charges the visitor's places
// budget), its voucher is usable (and pays its part,
// through part), and the order's address stays within rules.MaxQtyPerAddress places on
// the walk, across its bookings. It returns the order's price.
func check(ctx context.Context, st orderState, o Order, now time.Time, part voucherPart) (price, error) {
	if !st.DateStart.After(now) {
		return price{}, ErrWalkStarted
	}
	if st.Cancelled {
		return price{}, walk.ErrCalledOff
	}
	email := o.GuestEmail
	if o.UserID != nil {
		email = ""
	}
	if err := takeRoom(ctx, st.Free, o.Qty, email); err != nil {
		return price{}, err
	}
	p := price{positions: personsAt(o.Qty, st.PriceCents)}
	if o.VoucherCode != "" {
		id, discount, err := part(ctx, o.VoucherCode, p.subtotal())
		if err != nil {
			return price{}, err
		}
		p.discount, p.voucherID = discount, &id
	}
	switch held := st.Held; {
	case held+o.Qty <= rules.MaxQtyPerAddress:
		return p, nil
	case held >= rules.MaxQtyPerAddress:
		return price{}, errs.New(errs.Conflict, "address_full", "Op dit e-mailadres staan al %s voor deze wandeling; meer kan niet. Wil je met een grotere groep komen? Neem contact met ons op.", places(held))
	default:
		return price{}, errs.New(errs.Conflict, "address_places_left", "Op dit e-mailadres kun je nog %s voor deze wandeling boeken (maximaal %d per e-mailadres). Wil je met een grotere groep komen? Neem contact met ons op.", places(rules.MaxQtyPerAddress-held), rules.MaxQtyPerAddress)
	}
}

// places counts places in Dutch: "1 plaats", "2 plaatsen".
func places(n int) string {
	if n == 1 {
		return "1 plaats"
	}
	return fmt.Sprintf("%d plaatsen", n)
}

// placesShort refuses an order of qty places when free places fall short.
func placesShort(free, qty int) error {
	switch {
	case free <= 0:
		return ErrFullyBooked
	case qty > free && free == 1:
		return errs.New(errs.Conflict, "one_place_left", "Er is nog maar 1 plaats beschikbaar voor deze wandeling.")
	case qty > free:
		return errs.New(errs.Conflict, "places_left", "Er zijn nog maar %d plaatsen beschikbaar voor deze wandeling.", free)
	}
	return nil
}

// paymentRequest is the payment of amountCents for booking id, made in language, qty
// places on the walk with title and slug: the customer comes back to the booking's result
// page, or to the walk's booking form when they cancel at checkout.
func (s *Service) paymentRequest(id, title, slug, language string, qty, amountCents int) payment.Request {
	return payment.Request{Subject: payment.Subject{Kind: payment.KindBooking, ID: id}, AmountCents: amountCents,
		Description: fmt.Sprintf("Wandelwijs: %s (%d pers.)", title, qty), Language: language,
		RedirectURL: s.links.In(language).BookingResult(id), CancelURL: s.links.In(language).BookingForm(slug)}
}

// Availability tells from memory how many places a walk has left; ok false means only
// the database can tell. column is "slug" or "id". Forget drops what it knows: the
// service calls it after each of its commits, so its own writes are seen at once rather
// than when PostgreSQL's notification arrives (walk.Catalogue).
type Availability interface {
	FreePlaces(ctx context.Context, column, value string) (free int, ok bool)
	Forget()
}

// admission is the one step every order takes between its quote and the business rule
// under the walk's row lock: it only ever refuses early, never lets an order take places.
//
//   - An order for a walk known to be too full is refused from memory (Availability),
//     without a query.
//   - This process's orders for one walk take turns in a lane (striped by walk, so a few
//     walks may share one). They would take turns at the walk's row lock anyway; waiting
//     here holds no database connection.
//   - When its turn comes, an order goes on what the order before it counted of the walk
//     under the walk's lock (seen), if no other commit of this process came since and that
//     was at most laneMemory ago, and else asks Availability again; so each order placed
//     costs no read beside its own transaction, and the crowd behind a walk that sells out
//     is refused from memory.
type admission struct {
	lanes        [64]lane
	availability Availability
	// commits counts this process's commits that may change a walk's places (forget).
	commits atomic.Uint64
}

// laneMemory is how long what an order saw under its walk's lock answers the orders
// behind it: an order refused from it is refused on places counted at most this long
// before, as if it had come that much earlier. A change made in another process within
// that time is missed as Availability misses it until PostgreSQL's notification comes.
const laneMemory = 100 * time.Millisecond

// lane is where orders for the walks of one stripe take turns.
type lane struct {
	turn chan struct{}
	// seen is read and written only by the order whose turn it is.
	seen seenPlaces
}

// seenPlaces is what an order saw of its walk (key) under the walk's row lock: the places
// left for other orders once it was done, when it counted them, and admission.commits
// once it was done.
type seenPlaces struct {
	key     string
	left    int
	at      time.Time
	commits uint64
}

func newAdmission(availability Availability) *admission {
	a := &admission{availability: availability}
	for i := range a.lanes {
		a.lanes[i].turn = make(chan struct{}, 1)
	}
	return a
}

// placesCount is what an order's transaction counted under its walk's row lock: the
// places free for it, of which it takes taking; nothing when it did not count them.
type placesCount struct {
	counted      bool
	free, taking int
	at           time.Time
}

// count records the places free for the order, of which it takes taking if it commits.
func (c *placesCount) count(free, taking int) {
	*c = placesCount{counted: true, free: free, taking: taking, at: time.Now()}
}

// order runs fn in a transaction once admission has let the order for the walk ref in:
// it needs qty places beyond those an offer holds for it (none left to find: no admission).
// fn counts the walk's places under its lock in the placesCount it is given.
func (s *Service) order(ctx context.Context, ref walkRef, qty int, fn func(ctx context.Context, tx bun.Tx, places *placesCount) error) error {
	var places placesCount
	run := func(ctx context.Context, tx bun.Tx) error {
		places = placesCount{}
		return fn(ctx, tx, &places)
	}
	if qty <= 0 {
		return s.inTx(ctx, run)
	}
	t, err := s.admission.admit(ctx, ref, qty)
	if err != nil {
		return err
	}
	committed := false
	defer func() { t.leave(places, committed) }() // also when fn panics: the lane is never left taken
	err = s.inTx(ctx, run)
	committed = err == nil
	return err
}

// turn is an order's turn in its lane, and admission.commits when it began.
type turn struct {
	admission *admission
	lane      *lane
	key       string
	commits   uint64
}

// admit waits for the order's turn at its walk, unless the walk is known by then to have
// fewer than qty free places. The caller leaves the lane (turn.leave) once its transaction
// has ended.
func (a *admission) admit(ctx context.Context, ref walkRef, qty int) (*turn, error) {
	if err := a.knownShort(ctx, ref, qty); err != nil {
		return nil, err
	}
	t, err := a.enter(ctx, ref.key())
	if err != nil {
		return nil, err
	}
	if seen := t.lane.seen; seen.key == t.key && seen.commits == t.commits && time.Since(seen.at) <= laneMemory {
		err = placesShort(seen.left, qty)
	} else {
		err = a.knownShort(ctx, ref, qty)
	}
	if err != nil {
		t.leave(placesCount{}, false)
		return nil, err
	}
	return t, nil
}

// leave ends the order's turn; places is what its transaction counted, committed whether
// it took them (and so counted as one of admission.commits). What it counted is kept for
// the next order only if no other commit of this process came since its turn began.
func (t *turn) leave(places placesCount, committed bool) {
	if places.counted {
		done := t.commits
		if committed {
			done++
		}
		t.lane.seen = seenPlaces{}
		if t.admission.commits.Load() == done {
			left := places.free
			if committed {
				left -= places.taking
			}
			t.lane.seen = seenPlaces{key: t.key, left: left, at: places.at, commits: done}
		}
	}
	<-t.lane.turn
}

// knownShort refuses an order of qty places for a walk that memory knows to have fewer
// free places.
func (a *admission) knownShort(ctx context.Context, ref walkRef, qty int) error {
	if a.availability == nil {
		return nil
	}
	if free, ok := a.availability.FreePlaces(ctx, ref.column, ref.value); ok {
		return placesShort(free, qty)
	}
	return nil
}

// enter waits for the lane of key, or for ctx to end.
func (a *admission) enter(ctx context.Context, key string) (*turn, error) {
	l := &a.lanes[laneOf(key)]
	select {
	case l.turn <- struct{}{}:
		return &turn{admission: a, lane: l, key: key, commits: a.commits.Load()}, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// laneOf is the index of the lane of key.
func laneOf(key string) int {
	h := fnv.New32a()
	_, _ = h.Write([]byte(key))
	return int(h.Sum32() % uint32(len(admission{}.lanes)))
}

// forget tells the lanes and Availability that this process has just committed a change.
func (a *admission) forget() {
	a.commits.Add(1)
	if a.availability != nil {
		a.availability.Forget()
	}
}

// inTx runs fn in a transaction and, once it is committed, tells admission's memory, so
// the caller's next request sees what it did.
func (s *Service) inTx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	if err := s.db.RunInTx(ctx, nil, fn); err != nil {
		return err
	}
	s.admission.forget()
	return nil
}

// PlacesBudget bounds the places one visitor may take in a while, so that no one holds a
// walk's places with bookings, additions or moves they never pay. A request that takes
// places on a visitor's behalf carries one in its context (WithPlacesBudget); the
// organisers' desk and the shop's own jobs and webhooks carry none.
type PlacesBudget interface {
	// Take charges n places, for the guest e-mail address email ("" for an account's
	// booking); over budget it answers the error to give the visitor.
	Take(ctx context.Context, n int, email string) error
}

type budgetKey struct{}

// WithPlacesBudget is ctx carrying the places budget b.
func WithPlacesBudget(ctx context.Context, b PlacesBudget) context.Context {
	return context.WithValue(ctx, budgetKey{}, b)
}

// takeRoom is the one check every way a visitor takes places goes through (an order,
// more persons, a move): n places fit in the free ones, and the visitor's places budget
// pays for them (ChargePlaces).
func takeRoom(ctx context.Context, free, n int, email string) error {
	if err := placesShort(free, n); err != nil {
		return err
	}
	return ChargePlaces(ctx, n, email)
}

// ChargePlaces charges n places to the places budget ctx carries, if any, for the guest
// address email ("" for an account): what takeRoom charges, and what a waiting-list
// sign-up, which may come to hold places through an offer, costs.
func ChargePlaces(ctx context.Context, n int, email string) error {
	if b, ok := ctx.Value(budgetKey{}).(PlacesBudget); ok {
		return b.Take(ctx, n, email)
	}
	return nil
}
