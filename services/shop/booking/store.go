package booking

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/rules"
)

// selectBooking reads bookings with their walk and voucher.
const selectBooking = `
SELECT b.id, b.status, b.payment_status, b.mollie_payment_id, b.payment_method, b.qty, b.subtotal_cents,
       b.voucher_used_cents, b.total_cents, b.user_id, b.customer_name, b.customer_email, b.customer_phone,
       b.voucher_id, v.value_cents AS voucher_value_cents, v.remaining_cents AS voucher_remaining_cents,
       b.created_at, b.paid_at,
       w.id AS walk_id, w.title AS walk_title, w.slug AS walk_slug, w.address AS walk_address, w.city AS walk_city,
       w.date_start AS walk_date_start, w.date_end AS walk_date_end
FROM bookings b
JOIN walks w ON w.id = b.walk_id
LEFT JOIN vouchers v ON v.id = b.voucher_id`

// Store reads bookings.
type Store struct{ db bun.IDB }

// NewStore returns a Store on db.
func NewStore(db bun.IDB) Store { return Store{db: db} }

// Get returns the booking with id; ErrNotFound for an unknown or malformed id.
func (s Store) Get(ctx context.Context, id string) (Booking, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Booking{}, ErrNotFound
	}
	var b Booking
	err := s.db.NewRaw(selectBooking+` WHERE b.id = ?`, id).Scan(ctx, &b)
	if errors.Is(err, sql.ErrNoRows) {
		return Booking{}, ErrNotFound
	}
	if err != nil {
		return Booking{}, fmt.Errorf("get booking: %w", err)
	}
	return b, nil
}

// lock returns the booking with id locked for the transaction.
func lock(ctx context.Context, tx bun.Tx, id string) (Booking, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Booking{}, ErrNotFound
	}
	var b Booking
	err := tx.NewRaw(selectBooking+` WHERE b.id = ? FOR UPDATE OF b`, id).Scan(ctx, &b)
	if errors.Is(err, sql.ErrNoRows) {
		return Booking{}, ErrNotFound
	}
	if err != nil {
		return Booking{}, fmt.Errorf("lock booking: %w", err)
	}
	return b, nil
}

// ForUser returns a user's bookings, the soonest walk first.
func (s Store) ForUser(ctx context.Context, userID string) ([]Booking, error) {
	bookings := []Booking{}
	err := s.db.NewRaw(selectBooking+` WHERE b.user_id = ? ORDER BY w.date_start DESC, b.created_at DESC`, userID).Scan(ctx, &bookings)
	if err != nil {
		return nil, fmt.Errorf("list bookings: %w", err)
	}
	return bookings, nil
}

// lockedWalk is a walk locked for booking.
type lockedWalk struct {
	ID              string    `bun:"id"`
	Title           string    `bun:"title"`
	DateStart       time.Time `bun:"date_start"`
	PriceCents      int       `bun:"price_cents"`
	MaxParticipants int       `bun:"max_participants"`
}

// walkRef tells whether value can name a walk by column ("id" must be a UUID).
func walkRef(column, value string) bool {
	return column != "id" || uuid.Validate(value) == nil
}

// lockWalk locks a published walk by slug or id, so concurrent bookings of it queue up.
func lockWalk(ctx context.Context, tx bun.Tx, column, value string) (lockedWalk, error) {
	if !walkRef(column, value) {
		return lockedWalk{}, ErrWalkNotFound
	}
	var w lockedWalk
	err := tx.NewRaw(`SELECT id, title, date_start, price_cents, max_participants FROM walks
		WHERE published AND `+column+` = ? FOR UPDATE`, value).Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return lockedWalk{}, ErrWalkNotFound
	}
	if err != nil {
		return lockedWalk{}, fmt.Errorf("lock walk: %w", err)
	}
	return w, nil
}

// lockWalkWithRoom locks a walk for an order of qty places, but first refuses, without
// the lock, a walk whose free places already fall short: such a read is a true answer at
// that moment (only taking places needs the lock), and the crowd of late attempts at a
// sold-out walk then each read once instead of queueing on its row one by one.
func lockWalkWithRoom(ctx context.Context, tx bun.Tx, column, value string, qty int, now time.Time) (lockedWalk, error) {
	if !walkRef(column, value) {
		return lockedWalk{}, ErrWalkNotFound
	}
	var seen struct {
		MaxParticipants int `bun:"max_participants"`
		Taken           int `bun:"taken"`
	}
	err := tx.NewRaw(`SELECT w.max_participants, (`+takenQuery+`) AS taken FROM walks w
		WHERE w.published AND w.`+column+` = ?3`, bun.Ident("w.id"), "", now.Add(-rules.HoldDuration), value).Scan(ctx, &seen)
	if errors.Is(err, sql.ErrNoRows) {
		return lockedWalk{}, ErrWalkNotFound
	}
	if err != nil {
		return lockedWalk{}, fmt.Errorf("count free places: %w", err)
	}
	if err := placesShort(seen.MaxParticipants-seen.Taken, qty); err != nil {
		return lockedWalk{}, err
	}
	return lockWalk(ctx, tx, column, value)
}

// takenQuery counts the places held on walk ?0: PAID bookings and PENDING ones made
// after ?2 (inside the payment hold), leaving out the booking with id ?1.
const takenQuery = `SELECT COALESCE(sum(qty), 0)::int FROM bookings WHERE walk_id = ?0 AND id::text <> ?1
	AND (status = 'PAID' OR (status = 'PENDING' AND created_at > ?2))`

// placesTaken counts the places held on a walk at now, leaving out the booking except
// (for a retry).
func placesTaken(ctx context.Context, tx bun.Tx, walkID, except string, now time.Time) (int, error) {
	var n int
	if err := tx.NewRaw(takenQuery, walkID, except, now.Add(-rules.HoldDuration)).Scan(ctx, &n); err != nil {
		return 0, fmt.Errorf("count places: %w", err)
	}
	return n, nil
}
