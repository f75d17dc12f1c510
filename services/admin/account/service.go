package account

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/paging"
)

// Service is the user administration.
type Service struct {
	store store
	now   func() time.Time
}

// NewService returns a Service on db; now is the clock.
func NewService(db *bun.DB, now func() time.Time) Service {
	return Service{store: store{db: db}, now: now}
}

// List returns one page of accounts and the total.
func (s Service) List(ctx context.Context, p paging.Page) ([]User, int, error) {
	return s.store.list(ctx, p)
}

// Get returns one account; ErrNotFound for an unknown or malformed id.
func (s Service) Get(ctx context.Context, id string) (User, error) {
	if _, err := uuid.Parse(id); err != nil {
		return User{}, ErrNotFound
	}
	return s.store.get(ctx, id)
}

// Create opens an account; its role is USER unless the changes say otherwise.
func (s Service) Create(ctx context.Context, c Changes) (User, error) {
	f := c.apply(User{Role: RoleUser})
	f.creating = true
	if err := f.Validate(); err != nil {
		return User{}, err
	}
	hash, err := auth.HashPassword(f.password)
	if err != nil {
		return User{}, err
	}
	return s.store.insert(ctx, f, hash)
}

// Update changes an account; the acting administrator (actorID) cannot change their
// own role. A new password or role ends the account's sessions.
func (s Service) Update(ctx context.Context, actorID, id string, c Changes) (User, error) {
	current, err := s.Get(ctx, id)
	if err != nil {
		return User{}, err
	}
	f := c.apply(current)
	if id == actorID && f.role != current.Role {
		return User{}, ErrOwnRole
	}
	if err := f.Validate(); err != nil {
		return User{}, err
	}
	var hash string
	if f.password != "" {
		if hash, err = auth.HashPassword(f.password); err != nil {
			return User{}, err
		}
	}
	return s.store.update(ctx, id, f, hash, f.password != "" || f.role != current.Role, s.now())
}

// Delete removes an account other than the acting administrator's; its bookings stay,
// without the account.
func (s Service) Delete(ctx context.Context, actorID, id string) (User, error) {
	if id == actorID {
		return User{}, ErrDeleteSelf
	}
	u, err := s.Get(ctx, id)
	if err != nil {
		return User{}, err
	}
	return u, s.store.delete(ctx, id)
}
