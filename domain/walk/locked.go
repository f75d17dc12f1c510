package walk

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// Locked is a walk as bookings, the organisers' operations and the waiting lists read it
// under its lock: what it is, when it starts, its price per person and its places, and
// whether it can still be booked.
type Locked struct {
	ID              string    `bun:"id"`
	Title           string    `bun:"title"`
	TitleEN         *string   `bun:"title_en"`
	Slug            string    `bun:"slug"`
	DateStart       time.Time `bun:"date_start"`
	PriceCents      int       `bun:"price_cents"`
	MaxParticipants int       `bun:"max_participants"`
	// Cancelled: the organisers called the walk off.
	Cancelled bool `bun:"cancelled"`
	Published bool `bun:"published"`
}

// LockPublished locks, in tx, the published walk whose column ("id" or "slug") is value,
// so concurrent orders for it queue up; ErrNotFound for none.
func LockPublished(ctx context.Context, tx bun.Tx, column, value string) (Locked, error) {
	return store{}.lockPublished(ctx, tx, column, value)
}

// Lock locks, in tx, the walk id, published or not, for the organisers' changes of it and
// its bookings; ErrNotFound for none.
func Lock(ctx context.Context, tx bun.Tx, id string) (Locked, error) {
	return store{}.lock(ctx, tx, id)
}
