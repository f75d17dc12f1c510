package booking

import (
	"context"
	"errors"
	"testing"
	"time"
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
