package waitlist

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// store holds the SQL of the waiting lists (waitlist_entries); their walks are read from
// the walks' read model (walk_summaries) and locked through domain/walk.
type store struct{ db *bun.DB }

// selectEntry reads waiting-list entries with their walk.
const selectEntry = `
SELECT e.id, e.walk_id, w.title AS walk_title, w.slug AS walk_slug, w.date_start AS walk_date_start, e.name, e.email, e.phone,
       e.qty, e.status, e.offered_at, e.offer_expires_at, e.booking_id, e.mailed_at, e.created_at,
       e.language
FROM waitlist_entries e
JOIN walk_summaries w ON w.id = e.walk_id`

// insertEntry puts a signup on a walk's waiting list as entry id with tokenHash, in tx.
func (s store) insertEntry(ctx context.Context, tx bun.Tx, id, walkID string, in Signup, tokenHash []byte, now time.Time) error {
	if _, err := tx.NewRaw(`INSERT INTO waitlist_entries (id, walk_id, name, email, phone, qty, token_hash, created_at, updated_at, language)
		VALUES (?0, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7, ?8)`, id, walkID, in.Name, in.Email, in.Phone, in.Qty, tokenHash, now,
		cmp.Or(in.Language, "nl")).Exec(ctx); err != nil {
		return fmt.Errorf("put on the waiting list: %w", err)
	}
	return nil
}

// entryOfAddress returns the entry of email (any case) on a walk's waiting list, in tx;
// found is false for none.
func (s store) entryOfAddress(ctx context.Context, tx bun.Tx, walkID, email string) (e Entry, found bool, err error) {
	err = tx.NewRaw(selectEntry+` WHERE e.walk_id = ? AND lower(e.email) = lower(?) FOR UPDATE OF e`, walkID, email).Scan(ctx, &e)
	if errors.Is(err, sql.ErrNoRows) {
		return Entry{}, false, nil
	}
	if err != nil {
		return Entry{}, false, fmt.Errorf("find the address's entry: %w", err)
	}
	return e, true, nil
}

// entriesOfAddressSince counts the entries of email (any case) made since, on any walk, in tx.
func (s store) entriesOfAddressSince(ctx context.Context, tx bun.Tx, email string, since time.Time) (int, error) {
	var n int
	if err := tx.NewRaw(`SELECT count(*) FROM waitlist_entries WHERE lower(email) = lower(?) AND created_at > ?`, email, since).
		Scan(ctx, &n); err != nil {
		return 0, fmt.Errorf("count the address's entries: %w", err)
	}
	return n, nil
}

// setMailed records that the entry's address got its link again at now, in tx.
func (s store) setMailed(ctx context.Context, tx bun.Tx, id string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE waitlist_entries SET mailed_at = ? WHERE id = ?`, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("record the entry's mail: %w", err)
	}
	return nil
}

// entryByToken returns the entry whose token has hash; ErrEntryNotFound for none. lock
// takes its row lock for tx (db must then be a transaction).
func (s store) entryByToken(ctx context.Context, db bun.IDB, hash []byte, lock bool) (Entry, error) {
	q := selectEntry + ` WHERE e.token_hash = ?`
	if lock {
		q += ` FOR UPDATE OF e`
	}
	var e Entry
	err := db.NewRaw(q, hash).Scan(ctx, &e)
	if errors.Is(err, sql.ErrNoRows) {
		return Entry{}, ErrEntryNotFound
	}
	if err != nil {
		return Entry{}, fmt.Errorf("find waiting-list entry: %w", err)
	}
	return e, nil
}

// setEntryStatus moves an entry to status, in tx.
func (s store) setEntryStatus(ctx context.Context, tx bun.Tx, id, status string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE waitlist_entries SET status = ?, updated_at = ? WHERE id = ?`, status, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("update waiting-list entry: %w", err)
	}
	return nil
}

// waitAgain puts an entry that left or let its offer pass back on the list, at the end, in tx.
func (s store) waitAgain(ctx context.Context, tx bun.Tx, id string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE waitlist_entries SET status = 'WAITING', offered_at = NULL, offer_expires_at = NULL, booking_id = NULL,
		created_at = ?0, updated_at = ?0 WHERE id = ?1`, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("put back on the waiting list: %w", err)
	}
	return nil
}

// takeOffer records that an entry's offer became the booking bookingID, in tx.
func (s store) takeOffer(ctx context.Context, tx bun.Tx, id, bookingID string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE waitlist_entries SET status = 'BOOKED', booking_id = ?, updated_at = ? WHERE id = ?`,
		bookingID, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("take offer: %w", err)
	}
	return nil
}

// entriesOf returns a walk's waiting list, in order of signing up.
func (s store) entriesOf(ctx context.Context, walkID string) ([]Entry, error) {
	out := []Entry{}
	if err := s.db.NewRaw(selectEntry+` WHERE e.walk_id = ? ORDER BY e.created_at, e.id`, walkID).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("list waiting list: %w", err)
	}
	return out, nil
}

// expireOffers ends the offers whose time is over at now, in tx.
func (s store) expireOffers(ctx context.Context, tx bun.Tx, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE waitlist_entries SET status = 'EXPIRED', updated_at = ?0
		WHERE id IN (SELECT id FROM waitlist_entries WHERE status = 'OFFERED' AND offer_expires_at <= ?0 FOR UPDATE SKIP LOCKED)`,
		now).Exec(ctx); err != nil {
		return fmt.Errorf("end offers: %w", err)
	}
	return nil
}

// walksWaiting returns the ids of the walks that have waiting entries, in tx.
func (s store) walksWaiting(ctx context.Context, tx bun.Tx) ([]string, error) {
	var ids []string
	if err := tx.NewRaw(`SELECT DISTINCT walk_id FROM waitlist_entries WHERE status = 'WAITING'`).Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("find walks with a waiting list: %w", err)
	}
	return ids, nil
}

// waiting returns a walk's waiting entries in order of signing up, in tx.
func (s store) waiting(ctx context.Context, tx bun.Tx, walkID string) ([]Entry, error) {
	var out []Entry
	if err := tx.NewRaw(selectEntry+` WHERE e.walk_id = ? AND e.status = 'WAITING' ORDER BY e.created_at, e.id FOR UPDATE OF e`,
		walkID).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("list waiting entries: %w", err)
	}
	return out, nil
}

// offer holds an entry's places for it until expires, in tx.
func (s store) offer(ctx context.Context, tx bun.Tx, id string, now, expires time.Time) error {
	if _, err := tx.NewRaw(`UPDATE waitlist_entries SET status = 'OFFERED', offered_at = ?, offer_expires_at = ?, updated_at = ? WHERE id = ?`,
		now, expires, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("make offer: %w", err)
	}
	return nil
}
