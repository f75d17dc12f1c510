package walk

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/rules"
)

// store reads walks from PostgreSQL.
type store struct{ db bun.IDB }

// selectWalks selects published walks with availableSpots (walk_free_places, with the
// payment hold's start as ?0 and now as ?1) and whether they go ahead (confirmed places ≥ minimum).
const selectWalks = `
SELECT w.id, w.slug, w.title, w.city, w.address, w.short_desc, w.full_desc, w.date_start, w.date_end,
       w.price_cents, w.min_participants, w.max_participants, w.cover_image_url,
       walk_free_places(w.id, w.max_participants, ?0, ?1) AS available_spots,
       walk_places_confirmed(w.id) >= w.min_participants AS goes_ahead, w.cancel_reason, w.created_at, w.updated_at
FROM walks w
WHERE w.published`

// bySlug returns the published walk with slug, or ErrNotFound.
func (s store) bySlug(ctx context.Context, slug string, now time.Time) (Walk, error) {
	var w Walk
	err := s.db.NewRaw(selectWalks+` AND w.slug = ?2`, rules.HoldSince(now), now, slug).Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return Walk{}, ErrNotFound
	}
	if err != nil {
		return Walk{}, fmt.Errorf("get walk %q: %w", slug, err)
	}
	return w, nil
}

// upcomingUntil returns the published walks that start after now, soonest first, read in
// one statement with the first moment places come free by time alone: the first payment
// hold of a pending booking that still holds places ends, or the first offer from a
// waiting list ends (a day from now when neither happens, or when no walk is listed).
func (s store) upcomingUntil(ctx context.Context, now time.Time) ([]Walk, time.Time, error) {
	var rows []struct {
		Walk
		FirstHold  *time.Time `bun:"first_hold"`
		FirstOffer *time.Time `bun:"first_offer"`
	}
	err := s.db.NewRaw(`WITH listed AS (`+selectWalks+` AND w.date_start > ?1)
		SELECT listed.*, (SELECT min(created_at) FROM bookings
		                  WHERE status = 'PENDING' AND booking_holds_places(status, created_at, ?0)) AS first_hold,
		       (SELECT min(offer_expires_at) FROM waitlist_entries WHERE status = 'OFFERED' AND offer_expires_at > ?1) AS first_offer
		FROM listed ORDER BY date_start, id`, rules.HoldSince(now), now).Scan(ctx, &rows)
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("list upcoming walks and payment holds: %w", err)
	}
	walks := make([]Walk, len(rows))
	until := now.Add(24 * time.Hour)
	for i, r := range rows {
		walks[i] = r.Walk
		if r.FirstHold != nil {
			until = r.FirstHold.Add(rules.HoldDuration)
		}
		if r.FirstOffer != nil && r.FirstOffer.Before(until) {
			until = *r.FirstOffer
		}
	}
	return walks, until, nil
}
