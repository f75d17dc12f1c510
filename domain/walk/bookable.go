package walk

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// Bookable is what a booking needs of its walk under the walk's lock: what it is, when it
// starts, its price per person and its places, and whether it can still be booked.
type Bookable struct {
	ID              string    `bun:"id"`
	Title           string    `bun:"title"`
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
func LockPublished(ctx context.Context, tx bun.Tx, column, value string) (Bookable, error) {
	return store{}.lockPublished(ctx, tx, column, value)
}

// LockBookable locks, in tx, the walk id, published or not, for the organisers' changes
// of its bookings; ErrNotFound for none.
func LockBookable(ctx context.Context, tx bun.Tx, id string) (Bookable, error) {
	return store{}.lockBookable(ctx, tx, id)
}
