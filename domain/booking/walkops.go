package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// LockActiveOn locks, in tx, the PAID and PENDING bookings on the walk walkID, oldest
// first, and returns their ids.
func (s *Service) LockActiveOn(ctx context.Context, tx bun.Tx, walkID string) ([]string, error) {
	return s.store.lockActiveOn(ctx, tx, walkID)
}

// Recipient is one address booked on a walk, with the name of its first booking.
type Recipient struct {
	Email string `bun:"email"`
	Name  string `bun:"name"`
	// Language is that of the address's first booking: a message's frame speaks it.
	Language string `bun:"language"`
}

// RecipientsOn returns, read in tx, each distinct e-mail address (case-insensitive) among
// the bookings on the walk walkID that hold places at now.
func (s *Service) RecipientsOn(ctx context.Context, tx bun.Tx, walkID string, now time.Time) ([]Recipient, error) {
	return s.store.recipientsOn(ctx, tx, walkID, now)
}
