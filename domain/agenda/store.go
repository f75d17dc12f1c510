package agenda

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// store holds the SQL of the calendar feeds: the walks they list and the private feed's token.
type store struct{ db *bun.DB }

// entry is an upcoming published walk as a feed lists it.
type entry struct {
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

// upcoming returns the published walks that have not ended, soonest first, with the
// places booked (walk_free_places: paid and held by a payment under way).
func (s store) upcoming(ctx context.Context, now time.Time) ([]entry, error) {
	var es []entry
	err := s.db.NewRaw(`SELECT id, slug, title, short_desc, address, city, date_start, date_end, max_participants,
		       max_participants - walk_free_places(id, max_participants, ?0) AS booked, cancelled_at IS NOT NULL AS cancelled
		FROM walks WHERE published AND date_end > ?0 ORDER BY date_start, id`, now).Scan(ctx, &es)
	if err != nil {
		return nil, fmt.Errorf("list feed walks: %w", err)
	}
	return es, nil
}

// token returns the private feed's token, "" when none was made yet.
func (s store) token(ctx context.Context) (string, error) {
	var t string
	err := s.db.NewRaw(`SELECT token FROM agenda_feed`).Scan(ctx, &t)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read feed token: %w", err)
	}
	return t, nil
}

// setToken makes t the private feed's token; keep: only when there is none yet. It
// returns the token in force.
func (s store) setToken(ctx context.Context, t string, keep bool) (string, error) {
	q := `INSERT INTO agenda_feed (token) VALUES (?) ON CONFLICT (one) DO UPDATE SET token = excluded.token, renewed_at = now() RETURNING token`
	if keep {
		q = `INSERT INTO agenda_feed (token) VALUES (?) ON CONFLICT (one) DO UPDATE SET token = agenda_feed.token RETURNING token`
	}
	var got string
	if err := s.db.NewRaw(q, t).Scan(ctx, &got); err != nil {
		return "", fmt.Errorf("set feed token: %w", err)
	}
	return got, nil
}
