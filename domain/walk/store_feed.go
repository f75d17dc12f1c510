package walk

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// Scheduled is a published walk that has not ended, as the calendar feeds list it.
type Scheduled struct {
	ID        string    `bun:"id"`
	Slug      string    `bun:"slug"`
	Title     string    `bun:"title"`
	ShortDesc string    `bun:"short_desc"`
	Address   string    `bun:"address"`
	City      string    `bun:"city"`
	DateStart time.Time `bun:"date_start"`
	DateEnd   time.Time `bun:"date_end"`
	Max       int       `bun:"max_participants"`
	Booked    int       `bun:"booked"`
	Cancelled bool      `bun:"cancelled"`
}

// NotEnded returns the published walks that have not ended at now, soonest first, with
// the places booked (walk_free_places: paid and held by a payment under way).
func NotEnded(ctx context.Context, db bun.IDB, now time.Time) ([]Scheduled, error) {
	var ws []Scheduled
	err := db.NewRaw(`SELECT id, slug, title, short_desc, address, city, date_start, date_end, max_participants,
		       max_participants - walk_free_places(id, max_participants, ?0) AS booked, cancelled_at IS NOT NULL AS cancelled
		FROM walks WHERE published AND date_end > ?0 ORDER BY date_start, id`, now).Scan(ctx, &ws)
	if err != nil {
		return nil, fmt.Errorf("list walks not ended: %w", err)
	}
	return ws, nil
}
