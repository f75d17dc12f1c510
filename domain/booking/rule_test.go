package booking

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/errs"
)

func TestLanesTakeTurnsAndLetAWaiterLeave(t *testing.T) {
	l := newAdmission(nil)
	first, err := l.enter(context.Background(), "slug=ochtend")
	if err != nil {
		t.Fatal(err)
	}

	// A second order for the same walk waits its turn; its caller gives up.
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := l.enter(ctx, "slug=ochtend"); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("entering a taken lane: %v, want the caller's deadline", err)
	}

	// Once the first leaves, the next order enters (at once; the deadline only bounds a failure).
	first.leave(placesCount{}, false)
	ctx, cancel = context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	next, err := l.enter(ctx, "slug=ochtend")
	if err != nil {
		t.Fatalf("entering a free lane: %v", err)
	}
	next.leave(placesCount{}, false)
}

// availabilityCalls is an Availability that knows every walk to have free places and
// counts how often it is asked.
type availabilityCalls struct {
	free, asked int
}

func (a *availabilityCalls) FreePlaces(context.Context, string, string) (int, bool) {
	a.asked++
	return a.free, true
}

func (a *availabilityCalls) Forget() {}

// An order whose turn comes right after another order for the same walk is decided on what
// that order counted under the walk's lock, not on Availability: taken places count when it
// committed, not when it rolled back; another walk, or a count older than laneMemory, asks
// Availability again.
func TestAnOrderInTurnGoesOnWhatTheOrderBeforeItCounted(t *testing.T) {
	ctx := context.Background()
	memory := &availabilityCalls{free: 10}
	a := newAdmission(memory)
	walk, other := walkRef{"slug", "ochtend"}, walkRef{"slug", "avond"}
	place := func(ref walkRef, qty int, counted placesCount, committed bool) error {
		t.Helper()
		turn, err := a.admit(ctx, ref, qty)
		if err != nil {
			return err
		}
		if committed {
			a.forget() // as the order's transaction does once committed (inTx)
		}
		turn.leave(counted, committed)
		return nil
	}
	counted := func(free, taking int) placesCount {
		var c placesCount
		c.count(free, taking)
		return c
	}

	// The first order asks Availability before and in its turn; under the lock it finds
	// 3 places and takes 2.
	if err := place(walk, 2, counted(3, 2), true); err != nil {
		t.Fatal(err)
	}
	if memory.asked != 2 {
		t.Fatalf("Availability asked %d times for the first order, want 2", memory.asked)
	}
	// The next order for 2 is refused in its turn on the 1 place left, without asking again.
	err := place(walk, 2, placesCount{}, false)
	var e *errs.Error
	if !errors.As(err, &e) || e.Code != "one_place_left" {
		t.Fatalf("an order for 2 after 1 place was left: %v, want one_place_left", err)
	}
	if memory.asked != 3 {
		t.Fatalf("Availability asked %d times after the second order, want 3 (once, before its turn)", memory.asked)
	}
	// An order that rolled back took nothing: its count stands as it found it.
	if err := place(walk, 1, counted(1, 1), false); err != nil {
		t.Fatal(err)
	}
	if err := place(walk, 1, placesCount{}, false); err != nil {
		t.Fatalf("1 place left after a rolled-back order of 1: %v", err)
	}
	if memory.asked != 5 {
		t.Fatalf("Availability asked %d times, want 5 (once before each turn)", memory.asked)
	}
	// Another walk in the same process asks Availability in its turn.
	if err := place(other, 1, placesCount{}, false); err != nil {
		t.Fatal(err)
	}
	// So does the walk once another commit of this process came after the count (a
	// cancellation may have given places back).
	if err := place(walk, 1, counted(1, 1), true); err != nil {
		t.Fatal(err)
	}
	a.forget() // another
	asked := memory.asked
	if err := place(walk, 1, placesCount{}, false); err != nil {
		t.Fatalf("an order after another commit was refused on the count before it: %v", err)
	}
	if memory.asked != asked+2 {
		t.Fatalf("Availability asked %d times for an order after another commit, want 2", memory.asked-asked)
	}
	// And once what was counted is older than laneMemory; the walk has 10 places.
	if err := place(walk, 1, counted(1, 1), true); err != nil {
		t.Fatal(err)
	}
	asked = memory.asked
	a.lanes[laneOf(walk.key())].seen.at = time.Now().Add(-laneMemory - time.Millisecond)
	if err := place(walk, 1, placesCount{}, false); err != nil {
		t.Fatalf("a count older than laneMemory refused an order: %v", err)
	}
	if memory.asked != asked+2 {
		t.Fatalf("Availability asked %d times for an order after an old count, want 2", memory.asked-asked)
	}
}

// The places left are told in the caller's language, one place and more alike.
func TestPlacesLeftAreToldInEitherLanguage(t *testing.T) {
	for _, c := range []struct {
		free   int
		nl, en string
	}{
		{1, "Er is nog maar 1 plaats beschikbaar voor deze wandeling.", "Only 1 place is left for this walk."},
		{3, "Er zijn nog maar 3 plaatsen beschikbaar voor deze wandeling.", "Only 3 places are left for this walk."},
	} {
		var e *errs.Error
		if !errors.As(placesShort(c.free, c.free+1), &e) {
			t.Fatalf("%d free, %d asked: not refused", c.free, c.free+1)
		}
		if e.Message != c.nl || e.In("en").Message != c.en {
			t.Errorf("%d free: %q / %q, want %q / %q", c.free, e.Message, e.In("en").Message, c.nl, c.en)
		}
	}
	if err := placesShort(3, 3); err != nil {
		t.Errorf("3 free, 3 asked: %v", err)
	}
}

// An order whose transaction panics still leaves its lane: the next order for the walk
// gets its turn.
func TestAnOrderThatPanicsLeavesItsLane(t *testing.T) {
	s := &Service{db: testdb.New(t).DB, admission: newAdmission(nil)}
	ref := walkRef{"slug", "ochtend"}
	func() {
		defer func() { _ = recover() }()
		_ = s.order(context.Background(), ref, 1, func(context.Context, bun.Tx, *placesCount) error { panic("a bug") })
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	next, err := s.admission.enter(ctx, ref.key())
	if err != nil {
		t.Fatalf("the lane stayed taken after a panic: %v", err)
	}
	next.leave(placesCount{}, false)
}
