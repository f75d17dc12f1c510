package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// LockDueForReminder locks, in tx, the paid bookings without a reminder whose walk starts
// after now and before until, skipping any another process holds, and returns their ids.
func (s *Service) LockDueForReminder(ctx context.Context, tx bun.Tx, now, until time.Time) ([]string, error) {
	return s.store.lockDueForReminder(ctx, tx, now, until)
}

// MarkReminded records, in tx, that the booking id's reminder is queued: a booking gets
// one reminder.
func (s *Service) MarkReminded(ctx context.Context, tx bun.Tx, id string, now time.Time) error {
	return s.store.markReminded(ctx, tx, id, now)
}
