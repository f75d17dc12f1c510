package booking

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// lockChoice locks a booking's call-off choice, when it has one, in tx.
func (s store) lockChoice(ctx context.Context, tx bun.Tx, bookingID string) error {
	var ids []string
	if err := tx.NewRaw(`SELECT booking_id FROM calloff_choices WHERE booking_id = ? FOR UPDATE`, bookingID).Scan(ctx, &ids); err != nil &&
		!errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("lock call-off choice: %w", err)
	}
	return nil
}

// settleChoiceByMove records the open call-off choice of a booking as the customer's
// move to toWalkID, in tx; ErrChoiceSettled when it was no longer open.
func (s store) settleChoiceByMove(ctx context.Context, tx bun.Tx, bookingID, toWalkID string, now time.Time) error {
	decided, err := s.decideChoice(ctx, tx, bookingID, "move", "customer", nil, &toWalkID, now)
	if err == nil && !decided {
		err = ErrChoiceSettled
	}
	return err
}

// insertChoice writes the open choice of a paid booking on a called-off walk, in tx.
func (store) insertChoice(ctx context.Context, tx bun.Tx, bookingID, walkID string, paid, credit int, deadline, now time.Time) error {
	if _, err := tx.NewRaw(`INSERT INTO calloff_choices (booking_id, walk_id, paid_cents, credit_cents, deadline, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, bookingID, walkID, paid, credit, deadline, now).Exec(ctx); err != nil {
		return fmt.Errorf("insert call-off choice: %w", err)
	}
	return nil
}

// ChoiceWithWalk is a booking's call-off choice with the walk that was called off and
// the walk it moved to.
type ChoiceWithWalk struct {
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
	FROM calloff_choices c JOIN walk_summaries w ON w.id = c.walk_id LEFT JOIN walk_summaries t ON t.id = c.to_walk_id`

// choiceOf returns a booking's call-off choice, locked for tx when lock; found is false
// when the booking has none.
func (store) choiceOf(ctx context.Context, db bun.IDB, bookingID string, lock bool) (c ChoiceWithWalk, found bool, err error) {
	q := choiceSelect + ` WHERE c.booking_id = ?`
	if lock {
		q += ` FOR UPDATE OF c`
	}
	err = db.NewRaw(q, bookingID).Scan(ctx, &c)
	if errors.Is(err, sql.ErrNoRows) {
		return ChoiceWithWalk{}, false, nil
	}
	if err != nil {
		return ChoiceWithWalk{}, false, fmt.Errorf("get call-off choice: %w", err)
	}
	return c, true, nil
}

// decide records what was done with an open choice, in tx; decided is false when it
// was no longer open.
func (store) decideChoice(ctx context.Context, tx bun.Tx, bookingID, choice, by string, voucherID, toWalkID *string, now time.Time) (decided bool, err error) {
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
		FROM calloff_choices c JOIN bookings b ON b.id = c.booking_id LEFT JOIN walk_summaries t ON t.id = c.to_walk_id
		WHERE c.walk_id = ? ORDER BY b.customer_name, c.booking_id`, walkID).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("list call-off choices: %w", err)
	}
	return out, nil
}
