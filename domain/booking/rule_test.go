package booking

import (
	"context"
	"errors"
	"testing"
	"time"

	"wandelwijs.nl/platform/errs"
)

func TestLanesTakeTurnsAndLetAWaiterLeave(t *testing.T) {
	l := newAdmission(nil)
	leave, err := l.enter(context.Background(), "slug=ochtend")
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
	leave()
	ctx, cancel = context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	next, err := l.enter(ctx, "slug=ochtend")
	if err != nil {
		t.Fatalf("entering a free lane: %v", err)
	}
	next()
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
