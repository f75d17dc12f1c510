package walkops

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/walk"
)

// store holds the SQL of the organisers' operations on a walk.
type store struct{}

// lockedWalk is a walk, published or not, as the organisers' operations read it under its lock.
type lockedWalk struct {
	ID        string    `bun:"id"`
	Title     string    `bun:"title"`
	DateStart time.Time `bun:"date_start"`
	Cancelled bool      `bun:"cancelled"`
}

// lockWalk locks a walk, published or not, in tx; walk.ErrNotFound for none.
func (store) lockWalk(ctx context.Context, tx bun.Tx, id string) (lockedWalk, error) {
	if uuid.Validate(id) != nil {
		return lockedWalk{}, walk.ErrNotFound
	}
	var w lockedWalk
	err := tx.NewRaw(`SELECT id, title, date_start, cancelled_at IS NOT NULL AS cancelled FROM walks WHERE id = ? FOR UPDATE`, id).Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return lockedWalk{}, walk.ErrNotFound
	}
	if err != nil {
		return lockedWalk{}, fmt.Errorf("lock walk: %w", err)
	}
	return w, nil
}

// lockBookingsOf locks a walk's PAID and PENDING bookings and returns their ids, in tx.
func (store) lockBookingsOf(ctx context.Context, tx bun.Tx, walkID string) ([]string, error) {
	var ids []string
	if err := tx.NewRaw(`SELECT id FROM bookings WHERE walk_id = ? AND status IN ('PAID', 'PENDING') ORDER BY created_at, id FOR UPDATE`,
		walkID).Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("lock the walk's bookings: %w", err)
	}
	return ids, nil
}

// recipient is one address booked on a walk, with the name of its first booking.
type recipient struct {
	Email string `bun:"email"`
	Name  string `bun:"name"`
	// Language is that of the address's first booking: the message's frame speaks it.
	Language string `bun:"language"`
}

// recipientsOf returns each distinct e-mail address (case-insensitive) among a walk's
// bookings that hold places at now, in tx.
func (store) recipientsOf(ctx context.Context, tx bun.Tx, walkID string, now time.Time) ([]recipient, error) {
	var out []recipient
	err := tx.NewRaw(`SELECT DISTINCT ON (lower(customer_email)) customer_email AS email, customer_name AS name, language
		FROM bookings WHERE walk_id = ? AND booking_holds_places(status, hold_until, ?)
		ORDER BY lower(customer_email), created_at`, walkID, now).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("find the walk's participants: %w", err)
	}
	return out, nil
}

// shortWalk is a walk below its minimum, with its places.
type shortWalk struct {
	ID              string    `bun:"id"`
	Title           string    `bun:"title"`
	DateStart       time.Time `bun:"date_start"`
	MinParticipants int       `bun:"min_participants"`
	MaxParticipants int       `bun:"max_participants"`
	// Confirmed are the paid places; Held those plus the places of bookings awaiting payment.
	Confirmed int `bun:"confirmed"`
	Held      int `bun:"held"`
}

// lockBelowMinimum locks the published walks not yet put to the organisers that start
// after now and before until with fewer confirmed places than their minimum, skipping
// any another process holds.
func (store) lockBelowMinimum(ctx context.Context, tx bun.Tx, now, until time.Time) ([]shortWalk, error) {
	var out []shortWalk
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

// walkExists answers walk.ErrNotFound for an id that names no walk.
func (store) walkExists(ctx context.Context, db bun.IDB, id string) error {
	var n int
	if uuid.Validate(id) == nil {
		if err := db.NewRaw(`SELECT count(*) FROM walks WHERE id = ?`, id).Scan(ctx, &n); err != nil {
			return fmt.Errorf("find walk: %w", err)
		}
	}
	if n == 0 {
		return walk.ErrNotFound
	}
	return nil
}
