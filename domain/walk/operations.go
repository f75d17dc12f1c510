package walk

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// MarkCalledOff records, in tx, that the organisers called the walk id off with reason;
// the caller settles its bookings in the same transaction.
func MarkCalledOff(ctx context.Context, tx bun.Tx, id, reason string, now time.Time) error {
	return store{}.markCalledOff(ctx, tx, id, reason, now)
}

// MarkMinimumWarned records, in tx, that the organisers were told the walk id is below
// its minimum: they are told once.
func MarkMinimumWarned(ctx context.Context, tx bun.Tx, id string, now time.Time) error {
	return store{}.markMinimumWarned(ctx, tx, id, now)
}
