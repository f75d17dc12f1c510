package walk

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// freePlaces counts a walk's free places at now, in db.
func (store) freePlaces(ctx context.Context, db bun.IDB, id string, now time.Time) (int, error) {
	var n int
	if err := db.NewRaw(`SELECT walk_free_places(id, max_participants, ?) FROM walks WHERE id = ?`, now, id).Scan(ctx, &n); err != nil {
		return 0, fmt.Errorf("count free places: %w", err)
	}
	return n, nil
}

// lockOpen locks the walks of ids still open for booking at now, soonest first, skipping
// any another process holds, with their free places at now.
func (store) lockOpen(ctx context.Context, tx bun.Tx, ids []string, now time.Time) ([]Open, error) {
	var out []Open
	if len(ids) == 0 {
		return out, nil
	}
	err := tx.NewRaw(`SELECT w.id, w.title, w.title_en, w.slug, w.date_start, walk_free_places(w.id, w.max_participants, ?0) AS free
		FROM walks w
		WHERE w.published AND w.cancelled_at IS NULL AND w.date_start > ?0 AND w.id IN (?1)
		ORDER BY w.date_start, w.id FOR UPDATE OF w SKIP LOCKED`, now, bun.In(ids)).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("lock the walks open for booking: %w", err)
	}
	return out, nil
}

// lockBelowMinimum locks the published walks not yet put to the organisers that start
// after now and before until with fewer confirmed places than their minimum, skipping
// any another process holds.
func (store) lockBelowMinimum(ctx context.Context, tx bun.Tx, now, until time.Time) ([]BelowMinimum, error) {
	var out []BelowMinimum
	err := tx.NewRaw(`SELECT w.id, w.title, w.date_start, w.min_participants, w.max_participants,
			walk_places_confirmed(w.id) AS confirmed, walk_places_taken(w.id, ?0) AS held
		FROM walks w
		WHERE w.published AND w.min_warning_sent_at IS NULL AND w.date_start > ?0 AND w.date_start < ?1
		  AND walk_places_confirmed(w.id) < w.min_participants
		ORDER BY w.date_start, w.id FOR UPDATE OF w SKIP LOCKED`, now, until).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("find walks below their minimum: %w", err)
	}
	return out, nil
}

// exists answers ErrNotFound for an id that names no walk.
func (store) exists(ctx context.Context, db bun.IDB, id string) error {
	var n int
	if uuid.Validate(id) == nil {
		if err := db.NewRaw(`SELECT count(*) FROM walks WHERE id = ?`, id).Scan(ctx, &n); err != nil {
			return fmt.Errorf("find walk: %w", err)
		}
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}
