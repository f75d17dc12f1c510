package walkops

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/walk"
)

// store holds the SQL of the organisers' operations on a walk.
type store struct{}

// lockedWalk is a walk, published or not, as the organisers' operations read it under its lock.
type lockedWalk struct {
	ID        string    `bun:"id"`
	Title     string    `bun:"title"`
	DateStart time.Time `bun:"date_start"`
	Cancelled bool      `bun:"cancelled"`
}

// lockWalk locks a walk, published or not, in tx; walk.ErrNotFound for none.
func (store) lockWalk(ctx context.Context, tx bun.Tx, id string) (lockedWalk, error) {
	if uuid.Validate(id) != nil {
		return lockedWalk{}, walk.ErrNotFound
	}
	var w lockedWalk
	err := tx.NewRaw(`SELECT id, title, date_start, cancelled_at IS NOT NULL AS cancelled FROM walks WHERE id = ? FOR UPDATE`, id).Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return lockedWalk{}, walk.ErrNotFound
	}
	if err != nil {
		return lockedWalk{}, fmt.Errorf("lock walk: %w", err)
	}
	return w, nil
}

// lockBookingsOf locks a walk's PAID and PENDING bookings and returns their ids, in tx.
func (store) lockBookingsOf(ctx context.Context, tx bun.Tx, walkID string) ([]string, error) {
	var ids []string
	if err := tx.NewRaw(`SELECT id FROM bookings WHERE walk_id = ? AND status IN ('PAID', 'PENDING') ORDER BY created_at, id FOR UPDATE`,
		walkID).Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("lock the walk's bookings: %w", err)
	}
	return ids, nil
}

// recipient is one address booked on a walk, with the name of its first booking.
type recipient struct {
	Email string `bun:"email"`
	Name  string `bun:"name"`
	// Language is that of the address's first booking: the message's frame speaks it.
	Language string `bun:"language"`
}

// recipientsOf returns each distinct e-mail address (case-insensitive) among a walk's
// bookings that hold places at now, in tx.
func (store) recipientsOf(ctx context.Context, tx bun.Tx, walkID string, now time.Time) ([]recipient, error) {
	var out []recipient
	err := tx.NewRaw(`SELECT DISTINCT ON (lower(customer_email)) customer_email AS email, customer_name AS name, language
		FROM bookings WHERE walk_id = ? AND booking_holds_places(status, hold_until, ?)
		ORDER BY lower(customer_email), created_at`, walkID, now).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("find the walk's participants: %w", err)
	}
	return out, nil
}

// shortWalk is a walk below its minimum, with its places.
type shortWalk struct {
	ID              string    `bun:"id"`
	Title           string    `bun:"title"`
	DateStart       time.Time `bun:"date_start"`
	MinParticipants int       `bun:"min_participants"`
	MaxParticipants int       `bun:"max_participants"`
	// Confirmed are the paid places; Held those plus the places of bookings awaiting payment.
	Confirmed int `bun:"confirmed"`
	Held      int `bun:"held"`
}

// lockBelowMinimum locks the published walks not yet put to the organisers that start
// after now and before until with fewer confirmed places than their minimum, skipping
// any another process holds.
func (store) lockBelowMinimum(ctx context.Context, tx bun.Tx, now, until time.Time) ([]shortWalk, error) {
	var out []shortWalk
	err := tx.NewRaw(`SELECT w.id, w.title, w.date_start, w.min_participants, w.max_participants,
			walk_places_confirmed(w.id) AS confirmed, walk_places_taken(w.id, ?0) AS held
		FROM walks w
		WHERE w.published AND w.min_warning_sent_at IS NULL AND w.date_start > ?0 AND w.date_start < ?1
		  AND walk_places_confirmed(w.id) < w.min_participants
		ORDER BY w.date_start, w.id FOR UPDATE OF w SKIP LOCKED`, now, until).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("find walks below their minimum: %w", err)
	}
	return out, nil
}

// insertChoice writes the open choice of a paid booking on a called-off walk, in tx.
func (store) insertChoice(ctx context.Context, tx bun.Tx, bookingID, walkID string, paid, credit int, deadline, now time.Time) error {
	if _, err := tx.NewRaw(`INSERT INTO calloff_choices (booking_id, walk_id, paid_cents, credit_cents, deadline, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, bookingID, walkID, paid, credit, deadline, now).Exec(ctx); err != nil {
		return fmt.Errorf("insert call-off choice: %w", err)
	}
	return nil
}

// choiceRow is a booking's call-off choice with the walk that was called off.
type choiceRow struct {
	BookingID   string     `bun:"booking_id"`
	WalkID      string     `bun:"walk_id"`
	WalkTitle   string     `bun:"walk_title"`
	WalkStart   time.Time  `bun:"walk_start"`
	Reason      string     `bun:"reason"`
	PaidCents   int        `bun:"paid_cents"`
	CreditCents int        `bun:"credit_cents"`
	Deadline    time.Time  `bun:"deadline"`
	Choice      *string    `bun:"choice"`
	DecidedBy   *string    `bun:"decided_by"`
	ChosenAt    *time.Time `bun:"chosen_at"`
	ToWalkTitle *string    `bun:"to_walk_title"`
	ToWalkStart *time.Time `bun:"to_walk_start"`
}

const choiceSelect = `SELECT c.booking_id, c.walk_id, w.title AS walk_title, w.date_start AS walk_start,
	COALESCE(w.cancel_reason, '') AS reason, c.paid_cents, c.credit_cents, c.deadline, c.choice, c.decided_by, c.chosen_at,
	t.title AS to_walk_title, t.date_start AS to_walk_start
	FROM calloff_choices c JOIN walks w ON w.id = c.walk_id LEFT JOIN walks t ON t.id = c.to_walk_id`

// choiceOf returns a booking's call-off choice, locked for tx when lock; found is false
// when the booking has none.
func (store) choiceOf(ctx context.Context, db bun.IDB, bookingID string, lock bool) (c choiceRow, found bool, err error) {
	q := choiceSelect + ` WHERE c.booking_id = ?`
	if lock {
		q += ` FOR UPDATE OF c`
	}
	err = db.NewRaw(q, bookingID).Scan(ctx, &c)
	if errors.Is(err, sql.ErrNoRows) {
		return choiceRow{}, false, nil
	}
	if err != nil {
		return choiceRow{}, false, fmt.Errorf("get call-off choice: %w", err)
	}
	return c, true, nil
}

// decide records what was done with an open choice, in tx; decided is false when it
// was no longer open.
func (store) decide(ctx context.Context, tx bun.Tx, bookingID, choice, by string, voucherID, toWalkID *string, now time.Time) (decided bool, err error) {
	res, err := tx.NewRaw(`UPDATE calloff_choices SET choice = ?, decided_by = ?, chosen_at = ?, voucher_id = ?, to_walk_id = ?
		WHERE booking_id = ? AND choice IS NULL`, choice, by, now, voucherID, toWalkID, bookingID).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("record call-off choice: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// lockDueChoices locks the open choices whose deadline passed at now and whose booking
// is still paid on the called-off walk, skipping any another process holds, and returns
// their bookings.
func (store) lockDueChoices(ctx context.Context, tx bun.Tx, now time.Time) ([]string, error) {
	var ids []string
	if err := tx.NewRaw(`SELECT c.booking_id FROM calloff_choices c JOIN bookings b ON b.id = c.booking_id
		WHERE c.choice IS NULL AND c.deadline <= ? AND b.status = 'PAID' AND b.walk_id = c.walk_id
		ORDER BY c.deadline, c.booking_id FOR UPDATE OF c SKIP LOCKED`, now).Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("find due call-off choices: %w", err)
	}
	return ids, nil
}

// ChoiceEntry is one booking's call-off choice as the back office lists it.
type ChoiceEntry struct {
	BookingID    string     `json:"id" bun:"booking_id"`
	CustomerName string     `json:"customerName" bun:"customer_name"`
	Qty          int        `json:"qty" bun:"qty"`
	PaidCents    int        `json:"paidCents" bun:"paid_cents"`
	CreditCents  int        `json:"creditCents" bun:"credit_cents"`
	Deadline     time.Time  `json:"deadline" bun:"deadline"`
	Choice       *string    `json:"choice" bun:"choice" enum:"refund,credit,move"`
	DecidedBy    *string    `json:"decidedBy" bun:"decided_by" enum:"customer,deadline"`
	ChosenAt     *time.Time `json:"chosenAt" bun:"chosen_at"`
	ToWalkTitle  *string    `json:"toWalkTitle" bun:"to_walk_title"`
	ToWalkStart  *time.Time `json:"toWalkStart" bun:"to_walk_start"`
}

// choicesOf lists the call-off choices of a walk's bookings, by customer name.
func (store) choicesOf(ctx context.Context, db bun.IDB, walkID string) ([]ChoiceEntry, error) {
	out := []ChoiceEntry{}
	if err := db.NewRaw(`SELECT c.booking_id, b.customer_name, b.qty, c.paid_cents, c.credit_cents, c.deadline, c.choice,
		c.decided_by, c.chosen_at, t.title AS to_walk_title, t.date_start AS to_walk_start
		FROM calloff_choices c JOIN bookings b ON b.id = c.booking_id LEFT JOIN walks t ON t.id = c.to_walk_id
		WHERE c.walk_id = ? ORDER BY b.customer_name, c.booking_id`, walkID).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("list call-off choices: %w", err)
	}
	return out, nil
}

// walkExists answers walk.ErrNotFound for an id that names no walk.
func (store) walkExists(ctx context.Context, db bun.IDB, id string) error {
	var n int
	if uuid.Validate(id) == nil {
		if err := db.NewRaw(`SELECT count(*) FROM walks WHERE id = ?`, id).Scan(ctx, &n); err != nil {
			return fmt.Errorf("find walk: %w", err)
		}
	}
	if n == 0 {
		return walk.ErrNotFound
	}
	return nil
}
