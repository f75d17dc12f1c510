package walk

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
)

// Service is the walk administration.
type Service struct {
	store store
	now   func() time.Time
}

// NewService returns a Service on db; now is the clock.
func NewService(db *bun.DB, now func() time.Time) Service {
	return Service{store: store{db: db}, now: now}
}

// List returns one page of walks and the total.
func (s Service) List(ctx context.Context, p paging.Page) ([]Walk, int, error) {
	return s.store.list(ctx, p, s.now())
}

// Get returns one walk; ErrNotFound for an unknown or malformed id.
func (s Service) Get(ctx context.Context, id string) (Walk, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Walk{}, ErrNotFound
	}
	return s.store.get(ctx, id, s.now())
}

// Create stores a new walk: the changes laid over New, validated.
func (s Service) Create(ctx context.Context, c Changes) (Walk, error) {
	w := c.Apply(New())
	if err := w.Validate(); err != nil {
		return Walk{}, err
	}
	id, err := s.store.insert(ctx, w)
	if err != nil {
		return Walk{}, err
	}
	return s.store.get(ctx, id, s.now())
}

// Update lays the changes over the walk with id, validates the result, also against the
// places booked on it, and stores it; ErrChangedMeanwhile when they were made to an
// older version of the walk (c.ReadAt).
func (s Service) Update(ctx context.Context, id string, c Changes) (Walk, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Walk{}, ErrNotFound
	}
	now := s.now()
	err := s.store.lockedForChange(ctx, id, now, func(tx bun.Tx, current Walk) error {
		if c.ReadAt != nil && !c.ReadAt.Equal(current.UpdatedAt) {
			return ErrChangedMeanwhile
		}
		w := c.Apply(current)
		if err := w.Validate(); err != nil {
			return err
		}
		if err := w.FitsBookings(current, now); err != nil {
			return err
		}
		return s.store.update(ctx, tx, w, now)
	})
	if err != nil {
		return Walk{}, err
	}
	return s.store.get(ctx, id, now)
}

// Delete removes a walk without bookings and returns it; ErrHasBookings otherwise.
func (s Service) Delete(ctx context.Context, id string) (Walk, error) {
	w, err := s.Get(ctx, id)
	if err != nil {
		return Walk{}, err
	}
	if w.BookingStats.Bookings > 0 {
		return Walk{}, ErrHasBookings
	}
	return w, s.store.delete(ctx, id)
}
