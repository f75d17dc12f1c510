package walk

import (
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/uptrace/bun"
	"golang.org/x/sync/singleflight"
)

// ChangesChannel is the PostgreSQL channel a trigger notifies on every write to walks or
// bookings (migration 20261121000002).
const ChangesChannel = "catalogue_changed"

// sharedReadTimeout bounds a database read that several callers wait for.
const sharedReadTimeout = 10 * time.Second

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
	store store
	now   func() time.Time

	mu        sync.Mutex
	listening bool
	changes   uint64 // counts Changed and Forget calls, so a listing read across one is not kept
	kept      *Listing
	// reads lets the callers that find nothing kept share one database read per change.
	reads singleflight.Group
}

// NewCatalogue returns a Catalogue reading from db; it keeps nothing until Changed(true).
func NewCatalogue(db bun.IDB, now func() time.Time) *Catalogue {
	return &Catalogue{store: store{db: db}, now: now}
}

// BySlug returns the published walk with slug, read from the database; ErrNotFound for
// an unknown or unpublished slug.
func (c *Catalogue) BySlug(ctx context.Context, slug string) (Walk, error) {
	return c.store.bySlug(ctx, slug, c.now())
}

// Changed drops the kept listing; listening tells whether changes will be heard from now on.
func (c *Catalogue) Changed(listening bool) {
	c.mu.Lock()
	c.listening = listening
	c.mu.Unlock()
	c.Forget()
}

// Forget drops the kept listing after a write this process committed, before PostgreSQL's
// notification of it arrives.
func (c *Catalogue) Forget() {
	c.mu.Lock()
	c.changes++
	c.kept = nil
	c.mu.Unlock()
}

// Upcoming returns the published walks that start after now, soonest first.
func (c *Catalogue) Upcoming(ctx context.Context) (*Listing, error) {
	c.mu.Lock()
	listening, changes := c.listening, c.changes
	c.mu.Unlock()
	if !listening {
		return c.read(ctx, c.now(), changes)
	}
	return c.shared(ctx)
}

// shared returns the kept listing, or else reads it once for all the callers that arrive
// after the same change: that read started after the change, and one caller leaving must
// not fail the others.
func (c *Catalogue) shared(ctx context.Context) (*Listing, error) {
	now := c.now()
	c.mu.Lock()
	kept, changes := c.kept, c.changes
	c.mu.Unlock()
	if kept != nil && now.Before(kept.until) {
		return kept, nil
	}
	l, err, _ := c.reads.Do(strconv.FormatUint(changes, 10), func() (any, error) {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), sharedReadTimeout)
		defer cancel()
		return c.read(ctx, now, changes)
	})
	if err != nil {
		return nil, err
	}
	return l.(*Listing), nil
}

// FreePlaces returns the free places of the upcoming walk whose column ("slug" or "id")
// is value, as the catalogue knows them. ok is false while changes go unheard, when the
// listing cannot be read or when no upcoming walk matches: then only the database can tell.
func (c *Catalogue) FreePlaces(ctx context.Context, column, value string) (free int, ok bool) {
	c.mu.Lock()
	listening := c.listening
	c.mu.Unlock()
	if !listening {
		return 0, false
	}
	l, err := c.shared(ctx)
	if err != nil {
		return 0, false
	}
	for _, w := range l.Walks {
		if (column == "slug" && w.Slug == value) || (column == "id" && w.ID == value) {
			return w.AvailableSpots, true
		}
	}
	return 0, false
}

// read reads the listing at now and keeps it when no change was reported since changes.
func (c *Catalogue) read(ctx context.Context, now time.Time, changes uint64) (*Listing, error) {
	walks, holdEnds, err := c.store.upcomingUntil(ctx, now)
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

// OtherDates returns the other upcoming walks of w's series that have free places and go
// on, soonest first: where a visitor goes when w is full.
func (c *Catalogue) OtherDates(ctx context.Context, w Walk) ([]Walk, error) {
	out := []Walk{}
	if w.SeriesID == nil {
		return out, nil
	}
	l, err := c.Upcoming(ctx)
	if err != nil {
		return nil, err
	}
	for _, o := range l.Walks {
		if o.SeriesID != nil && *o.SeriesID == *w.SeriesID && o.ID != w.ID && o.AvailableSpots > 0 && o.CancelledAt == nil {
			out = append(out, o)
		}
	}
	return out, nil
}
