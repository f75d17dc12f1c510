package booking

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// lockDueForReminder locks the paid bookings without a reminder whose walk starts after
// now and before until, skipping any another process holds, and returns their ids.
func (store) lockDueForReminder(ctx context.Context, tx bun.Tx, now, until time.Time) ([]string, error) {
	var ids []string
	err := tx.NewRaw(`SELECT b.id FROM bookings b JOIN walk_summaries w ON w.id = b.walk_id
		WHERE b.status = 'PAID' AND b.reminded_at IS NULL AND w.cancelled_at IS NULL AND w.date_start > ? AND w.date_start < ?
		ORDER BY w.date_start, b.id FOR UPDATE OF b SKIP LOCKED`, now, until).Scan(ctx, &ids)
	if err != nil {
		return nil, fmt.Errorf("find bookings due for a reminder: %w", err)
	}
	return ids, nil
}

// markReminded records that a booking's reminder is queued, in tx.
func (store) markReminded(ctx context.Context, tx bun.Tx, id string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE bookings SET reminded_at = ? WHERE id = ?`, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("mark reminded: %w", err)
	}
	return nil
}
