// Package walk is the public walk catalogue: the walks a visitor can see and book.
package walk

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
)

// Walk is a published walk with its free places.
type Walk struct {
	ID              string    `bun:"id"`
	Slug            string    `bun:"slug"`
	Title           string    `bun:"title"`
	City            string    `bun:"city"`
	Address         string    `bun:"address"`
	ShortDesc       string    `bun:"short_desc"`
	FullDesc        string    `bun:"full_desc"`
	DateStart       time.Time `bun:"date_start"`
	DateEnd         time.Time `bun:"date_end"`
	PriceCents      int       `bun:"price_cents"`
	MinParticipants int       `bun:"min_participants"`
	MaxParticipants int       `bun:"max_participants"`
	AvailableSpots  int       `bun:"available_spots"`
	CoverImageURL   *string   `bun:"cover_image_url"`
}

// ErrNotFound is returned for an unknown or unpublished slug.
var ErrNotFound = errs.New(errs.NotFound, "Wandeling niet gevonden")

// Store reads walks from PostgreSQL.
type Store struct {
	db bun.IDB
}

// NewStore returns a Store on db.
func NewStore(db bun.IDB) Store { return Store{db: db} }

// selectWalks selects walks with availableSpots: the maximum minus the places held by
// PAID bookings and by PENDING bookings younger than the payment hold.
const selectWalks = `
SELECT w.id, w.slug, w.title, w.city, w.address, w.short_desc, w.full_desc, w.date_start, w.date_end,
       w.price_cents, w.min_participants, w.max_participants, w.cover_image_url,
       GREATEST(0, w.max_participants - COALESCE((
           SELECT sum(b.qty) FROM bookings b
           WHERE b.walk_id = w.id
             AND (b.status = 'PAID' OR (b.status = 'PENDING' AND b.created_at > ?0::timestamptz - ?1::interval))
       ), 0))::int AS available_spots
FROM walks w
WHERE w.published`

func holdInterval() string { return fmt.Sprintf("%d seconds", int(rules.HoldDuration.Seconds())) }

// BySlug returns the published walk with slug, or ErrNotFound.
func (s Store) BySlug(ctx context.Context, slug string, now time.Time) (Walk, error) {
	var w Walk
	err := s.db.NewRaw(selectWalks+` AND w.slug = ?2`, now, holdInterval(), slug).Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return Walk{}, ErrNotFound
	}
	if err != nil {
		return Walk{}, fmt.Errorf("get walk %q: %w", slug, err)
	}
	return w, nil
}
