package booking

import (
	"context"
	"fmt"
	"hash/fnv"
	"time"

	"github.com/uptrace/bun"
	"wandelwijs.nl/platform/errs"
)

// Availability tells from memory how many places a walk has left; ok false means only
// the database can tell. column is "slug" or "id". Forget drops what it knows: the
// service calls it after each of its commits, so its own writes are seen at once rather
// than when PostgreSQL's notification arrives (walk.Catalogue).
type Availability interface {
	FreePlaces(ctx context.Context, column, value string) (free int, ok bool)
	Forget()
}

// admission is the one step every order takes before the business rule: it only ever
// refuses early, never lets an order take places. The rule itself (place) runs after it,
// under the walk's row lock, and decides alone.
//
//   - An order for a walk known to be too full is refused from memory (Availability),
//     without a query.
//   - This process's orders for one walk take turns in a lane (striped by walk, so a few
//     walks may share one). They would take turns at the walk's row lock anyway; waiting
//     here holds no database connection, and each order asks Availability again when its
//     turn comes, so the crowd behind a walk that sells out is refused from memory.
//   - When memory cannot tell, one unlocked count refuses a walk already too full, so the
//     late crowd at a sold-out walk reads once each instead of queueing on its row.
type admission struct {
	lanes        [64]chan struct{}
	availability Availability
	// freePlaces counts a walk's free places in the database, without a lock.
	freePlaces func(ctx context.Context, ref walkRef, now time.Time) (int, error)
}

func newAdmission(freePlaces func(ctx context.Context, ref walkRef, now time.Time) (int, error)) *admission {
	a := &admission{freePlaces: freePlaces}
	for i := range a.lanes {
		a.lanes[i] = make(chan struct{}, 1)
	}
	return a
}

// admit waits for the order's turn at its walk, unless the walk is known by then to have
// fewer than qty free places. The caller leaves the lane with the returned func once its
// transaction has ended.
func (a *admission) admit(ctx context.Context, ref walkRef, qty int, now time.Time) (leave func(), err error) {
	if _, err := a.knownShort(ctx, ref, qty); err != nil {
		return nil, err
	}
	leave, err = a.enter(ctx, ref.key())
	if err != nil {
		return nil, err
	}
	known, err := a.knownShort(ctx, ref, qty)
	if err == nil && !known {
		var free int
		if free, err = a.freePlaces(ctx, ref, now); err == nil {
			err = placesShort(free, qty)
		}
	}
	if err != nil {
		leave()
		return nil, err
	}
	return leave, nil
}

// knownShort refuses an order of qty places for a walk that memory knows to have fewer
// free places; known tells whether memory could tell.
func (a *admission) knownShort(ctx context.Context, ref walkRef, qty int) (known bool, err error) {
	if a.availability == nil {
		return false, nil
	}
	free, ok := a.availability.FreePlaces(ctx, ref.column, ref.value)
	if !ok {
		return false, nil
	}
	return true, placesShort(free, qty)
}

// enter waits for the lane of key, or for ctx to end.
func (a *admission) enter(ctx context.Context, key string) (func(), error) {
	h := fnv.New32a()
	_, _ = h.Write([]byte(key))
	lane := a.lanes[h.Sum32()%uint32(len(a.lanes))]
	select {
	case lane <- struct{}{}:
		return func() { <-lane }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// forget tells Availability that this process has just committed a change.
func (a *admission) forget() {
	if a.availability != nil {
		a.availability.Forget()
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
		return errs.New(errs.Conflict, "places_left", "Er is nog maar 1 plaats beschikbaar voor deze wandeling.")
	case qty > free:
		return errs.New(errs.Conflict, "places_left", "Er zijn nog maar %d plaatsen beschikbaar voor deze wandeling.", free)
	}
	return nil
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
