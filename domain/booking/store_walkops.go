package booking

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// lockActiveOn locks a walk's PAID and PENDING bookings and returns their ids, in tx.
func (store) lockActiveOn(ctx context.Context, tx bun.Tx, walkID string) ([]string, error) {
	var ids []string
	if err := tx.NewRaw(`SELECT id FROM bookings WHERE walk_id = ? AND status IN ('PAID', 'PENDING') ORDER BY created_at, id FOR UPDATE`,
		walkID).Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("lock the walk's bookings: %w", err)
	}
	return ids, nil
}

// recipientsOn returns each distinct e-mail address (case-insensitive) among a walk's
// bookings that hold places at now, in tx.
func (store) recipientsOn(ctx context.Context, tx bun.Tx, walkID string, now time.Time) ([]Recipient, error) {
	var out []Recipient
	err := tx.NewRaw(`SELECT DISTINCT ON (lower(customer_email)) customer_email AS email, customer_name AS name, language
		FROM bookings WHERE walk_id = ? AND booking_holds_places(status, hold_until, ?)
		ORDER BY lower(customer_email), created_at`, walkID, now).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("find the walk's participants: %w", err)
	}
	return out, nil
}
