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

// FreePlaces counts the places the walk id has free at now, read in db: its maximum less
// the places bookings and offers from its waiting list hold (walk_free_places).
func FreePlaces(ctx context.Context, db bun.IDB, id string, now time.Time) (int, error) {
	return store{}.freePlaces(ctx, db, id, now)
}

// Open is a walk still open for booking (published, not called off, not started), with
// its free places.
type Open struct {
	ID        string    `bun:"id"`
	Title     string    `bun:"title"`
	TitleEN   *string   `bun:"title_en"`
	Slug      string    `bun:"slug"`
	DateStart time.Time `bun:"date_start"`
	Free      int       `bun:"free"`
}

// LockOpen locks, in tx, the walks of ids still open for booking at now, soonest first,
// skipping any that another process or an order holds, with their free places at now.
func LockOpen(ctx context.Context, tx bun.Tx, ids []string, now time.Time) ([]Open, error) {
	return store{}.lockOpen(ctx, tx, ids, now)
}

// BelowMinimum is a walk below its minimum, with its places.
type BelowMinimum struct {
	ID              string    `bun:"id"`
	Title           string    `bun:"title"`
	DateStart       time.Time `bun:"date_start"`
	MinParticipants int       `bun:"min_participants"`
	MaxParticipants int       `bun:"max_participants"`
	// Confirmed are the paid places; Held those plus the places of bookings awaiting payment.
	Confirmed int `bun:"confirmed"`
	Held      int `bun:"held"`
}

// LockBelowMinimum locks, in tx, the published walks not yet put to the organisers that
// start after now and before until with fewer confirmed places than their minimum,
// skipping any another process holds.
func LockBelowMinimum(ctx context.Context, tx bun.Tx, now, until time.Time) ([]BelowMinimum, error) {
	return store{}.lockBelowMinimum(ctx, tx, now, until)
}

// Exists answers ErrNotFound for an id, read in db, that names no walk.
func Exists(ctx context.Context, db bun.IDB, id string) error {
	return store{}.exists(ctx, db, id)
}
