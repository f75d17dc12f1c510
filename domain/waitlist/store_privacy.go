package waitlist

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/database"
)

// anonymisedEntry removes the one who joined from an entry; its address becomes one of
// its own row's (a waiting list keeps one entry per address).
const anonymisedEntry = `name = 'Verwijderd', email = 'verwijderd-' || id || '@anoniem.invalid', phone = NULL`

// joinedWith returns the entries made with the address email (any case) since since,
// with their walks, oldest first.
func (store) joinedWith(ctx context.Context, db bun.IDB, email string, since time.Time) ([]Joined, error) {
	out := []Joined{}
	if err := db.NewRaw(`SELECT w.title AS walk_title, w.date_start AS walk_date_start, e.name, e.email, e.phone, e.qty, e.status,
		e.created_at FROM waitlist_entries e JOIN walk_summaries w ON w.id = e.walk_id WHERE lower(e.email) = lower(?) AND e.created_at >= ?
		ORDER BY e.created_at, e.id`, email, since).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("export waiting list: %w", err)
	}
	return out, nil
}

// anonymiseEndedBefore anonymises the entries on walks that ended before cutoff, in tx.
func (store) anonymiseEndedBefore(ctx context.Context, tx bun.Tx, cutoff, now time.Time) (int64, error) {
	return database.Anonymise(ctx, tx, "waitlist_entries", anonymisedEntry,
		`walk_id IN (SELECT id FROM walk_summaries WHERE date_end < ?1)`, now, cutoff)
}

// deleteJoinedWith deletes the entries made with the address email (any case) since
// since, in tx.
func (store) deleteJoinedWith(ctx context.Context, tx bun.Tx, email string, since time.Time) error {
	if _, err := tx.NewRaw(`DELETE FROM waitlist_entries WHERE lower(email) = lower(?) AND created_at >= ?`, email, since).Exec(ctx); err != nil {
		return fmt.Errorf("delete waiting-list entries: %w", err)
	}
	return nil
}
