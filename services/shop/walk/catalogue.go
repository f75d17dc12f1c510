package walk

import (
	"context"
	"fmt"
	"sync"
	"time"

	"wandelwijs.nl/platform/rules"
)

// ChangesChannel is the PostgreSQL channel a trigger notifies on every write to walks or
// bookings (migration 20261121000002).
const ChangesChannel = "catalogue_changed"

// Listing is the upcoming walks as computed at one moment. It is shared: never change it.
type Listing struct {
	Walks []Walk
	// until is the first moment time alone changes the listing: a walk starts and leaves
	// it, or a pending booking's payment hold ends and gives its places back.
	until time.Time
}

// Catalogue answers the upcoming walks from memory. A listing is computed in SQL and kept
// until PostgreSQL reports a write to walks or bookings (Changed, fed by
// database.Listen on ChangesChannel) or until time alone changes it. While no listener
// is connected nothing is kept, so every call reads the database.
type Catalogue struct {
	store Store
	now   func() time.Time

	mu        sync.Mutex
	listening bool
	changes   uint64 // counts Changed calls, so a listing read across one is not kept
	kept      *Listing
}

// NewCatalogue returns a Catalogue reading from store; it keeps nothing until Changed(true).
func NewCatalogue(store Store, now func() time.Time) *Catalogue {
	return &Catalogue{store: store, now: now}
}

// Changed drops the kept listing; listening tells whether changes will be heard from now on.
func (c *Catalogue) Changed(listening bool) {
	c.mu.Lock()
	c.listening = listening
	c.changes++
	c.kept = nil
	c.mu.Unlock()
}

// Upcoming returns the published walks that start after now, soonest first.
func (c *Catalogue) Upcoming(ctx context.Context) (*Listing, error) {
	now := c.now()
	c.mu.Lock()
	kept, changes := c.kept, c.changes
	c.mu.Unlock()
	if kept != nil && now.Before(kept.until) {
		return kept, nil
	}
	walks, err := c.store.Upcoming(ctx, now)
	if err != nil {
		return nil, err
	}
	holdEnds, err := c.store.firstHoldEnd(ctx, now)
	if err != nil {
		return nil, err
	}
	l := &Listing{Walks: walks, until: holdEnds}
	for _, w := range walks {
		if w.DateStart.Before(l.until) {
			l.until = w.DateStart
		}
	}
	c.mu.Lock()
	if c.listening && c.changes == changes { // no write was reported while we read
		c.kept = l
	}
	c.mu.Unlock()
	return l, nil
}

// firstHoldEnd returns when the first payment hold of a pending booking that still holds
// places ends, or a day from now when none does.
func (s Store) firstHoldEnd(ctx context.Context, now time.Time) (time.Time, error) {
	var oldest *time.Time
	err := s.db.NewRaw(`SELECT min(created_at) FROM bookings WHERE status = 'PENDING' AND created_at > ?`,
		now.Add(-rules.HoldDuration)).Scan(ctx, &oldest)
	if err != nil {
		return time.Time{}, fmt.Errorf("first payment hold: %w", err)
	}
	if oldest == nil {
		return now.Add(24 * time.Hour), nil
	}
	return oldest.Add(rules.HoldDuration), nil
}
