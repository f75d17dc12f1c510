package booking

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/invoice"
)

// The changes of a booking as its store keeps them: a raise or move waiting for its
// payment (booking_changes), the amendments that settled one (booking_amendments), a
// called-off walk's choice, and the balance and card payments they are settled from.

// jsonOrNull is v as JSON for a jsonb column, or NULL for nil.
func jsonOrNull(v *invoice.Request) any {
	if v == nil {
		return nil
	}
	raw, _ := json.Marshal(v)
	return string(raw)
}

// selectChange reads a change of a booking.
const selectChange = `SELECT id, booking_id, kind, from_walk_id, to_walk_id, qty, held_qty, amount_cents, status, hold_until,
	mollie_payment_id FROM booking_changes`

// insertChange stores a change that waits for its payment, in tx; ErrChangePending when
// its booking has one pending already.
func (s store) insertChange(ctx context.Context, tx bun.Tx, c Change, now time.Time) error {
	if _, err := tx.NewRaw(`INSERT INTO booking_changes (id, booking_id, kind, from_walk_id, to_walk_id, qty, held_qty, amount_cents,
		status, hold_until, mollie_payment_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.ID, c.BookingID, c.Kind, c.FromWalkID, c.ToWalkID, c.Qty, c.HeldQty, c.AmountCents, c.Status, c.HoldUntil,
		c.MolliePaymentID, now, now).Exec(ctx); err != nil {
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return ErrChangePending
		}
		return fmt.Errorf("record booking change: %w", err)
	}
	return nil
}

// pendingChange tells whether a booking has a change waiting for its payment that still
// holds its places at now, in tx; one past its hold is ended as expired first.
func (s store) pendingChange(ctx context.Context, tx bun.Tx, bookingID string, now time.Time) (bool, error) {
	if _, err := tx.NewRaw(`UPDATE booking_changes SET status = 'expired', updated_at = ? WHERE booking_id = ? AND status = 'pending'
		AND hold_until <= ?`, now, bookingID, now).Exec(ctx); err != nil {
		return false, fmt.Errorf("expire booking changes: %w", err)
	}
	var n int
	if err := tx.NewRaw(`SELECT count(*) FROM booking_changes WHERE booking_id = ? AND status = 'pending'`, bookingID).
		Scan(ctx, &n); err != nil {
		return false, fmt.Errorf("count pending booking changes: %w", err)
	}
	return n > 0, nil
}

// lockChange returns the change id, locked in tx.
func (s store) lockChange(ctx context.Context, tx bun.Tx, id string) (Change, error) {
	var c Change
	if err := tx.NewRaw(selectChange+` WHERE id = ? FOR UPDATE`, id).Scan(ctx, &c); err != nil {
		return Change{}, fmt.Errorf("lock booking change %s: %w", id, err)
	}
	return c, nil
}

// change returns the change id on db; ErrChangeNotFound for none.
func (s store) change(ctx context.Context, db bun.IDB, id string) (Change, error) {
	if uuid.Validate(id) != nil {
		return Change{}, ErrChangeNotFound
	}
	var c Change
	err := db.NewRaw(selectChange+` WHERE id = ?`, id).Scan(ctx, &c)
	if errors.Is(err, sql.ErrNoRows) {
		return Change{}, ErrChangeNotFound
	}
	if err != nil {
		return Change{}, fmt.Errorf("read booking change %s: %w", id, err)
	}
	return c, nil
}

// endChange sets the final status of a pending change, in tx (paid sets when).
func (s store) endChange(ctx context.Context, tx bun.Tx, id, status string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE booking_changes SET status = ?, paid_at = CASE WHEN ? = 'paid' THEN ?::timestamptz END,
		updated_at = ? WHERE id = ? AND status = 'pending'`, status, status, now, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("end booking change: %w", err)
	}
	return nil
}

// lastChange returns a booking's latest change that costs more; nil for none.
func (s store) lastChange(ctx context.Context, bookingID string) (*Change, error) {
	var c Change
	err := s.db.NewRaw(selectChange+` WHERE booking_id = ? ORDER BY created_at DESC, id LIMIT 1`, bookingID).Scan(ctx, &c)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read the latest booking change: %w", err)
	}
	return &c, nil
}

// cardPayment is a paid card payment of a booking or of one of its changes, with what is
// left of it after its refunds (failed or canceled ones give back nothing).
type cardPayment struct {
	MollieID  string `bun:"mollie_id"`
	LeftCents int    `bun:"left_cents"`
	// ChargedBackCents is what the bank took back of it.
	ChargedBackCents int `bun:"charged_back_cents"`
}

// cardPayments returns the paid payments of a booking and of its paid changes, the
// booking's own first, then in the order they were paid, in tx.
func (s store) cardPayments(ctx context.Context, tx bun.Tx, bookingID string) ([]cardPayment, error) {
	var out []cardPayment
	if err := tx.NewRaw(`SELECT mollie_id, left_cents, charged_back_cents FROM booking_card_payments WHERE booking_id = ?
		ORDER BY mollie_id <> (SELECT COALESCE(mollie_payment_id, '') FROM bookings WHERE id = ?), paid_at, created_at, payment_id`,
		bookingID, bookingID).Scan(ctx, &out); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("card payments of booking %s: %w", bookingID, err)
	}
	return out, nil
}

// balance returns the balance of the booking id (booking_balances).
func (s store) balance(ctx context.Context, db bun.IDB, id string) (Balance, error) {
	var out Balance
	if err := db.NewRaw(`SELECT owed, card, charged_back, voucher, outside, refunded, credit, by_hand, received, returned, due, surplus
		FROM booking_balances WHERE booking_id = ?`, id).Scan(ctx, &out); err != nil {
		return Balance{}, fmt.Errorf("balance of booking %s: %w", id, err)
	}
	return out, nil
}

// insertAmendment records the change a of the booking b, now after, in tx, and returns its id.
func (s store) insertAmendment(ctx context.Context, tx bun.Tx, b, after Booking, a amendment, owedBefore, owedAfter int,
	now time.Time) (string, error) {
	var id string
	if err := tx.NewRaw(`INSERT INTO booking_amendments (booking_id, kind, actor, organiser_id, change_id, qty_before, qty_after,
		walk_before, walk_after, owed_before, owed_after, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		b.ID, a.kind, permissions[a.by.way].actor, a.by.organiserID, a.changeID, b.Qty, after.Qty, b.Walk.ID, after.Walk.ID, owedBefore, owedAfter, now).
		Scan(ctx, &id); err != nil {
		return "", fmt.Errorf("record the change of booking %s: %w", b.ID, err)
	}
	return id, nil
}

// settleAmendment records what the change id gave back, in tx.
func (s store) settleAmendment(ctx context.Context, tx bun.Tx, id string, back Returned) error {
	if _, err := tx.NewRaw(`UPDATE booking_amendments SET refund_cents = ?, voucher_cents = ?, by_hand_cents = ? WHERE id = ?`,
		back.Refund, back.Voucher, back.ByHand, id).Exec(ctx); err != nil {
		return fmt.Errorf("record what a change gave back: %w", err)
	}
	return nil
}

// endPendingChange cancels the change of a booking that waits for its payment, in tx, and
// returns its Mollie payment.
func (s store) endPendingChange(ctx context.Context, tx bun.Tx, bookingID string, now time.Time) (string, error) {
	var molliePaymentID string
	if err := tx.NewRaw(`UPDATE booking_changes SET status = 'canceled', updated_at = ? WHERE booking_id = ? AND status = 'pending'
		RETURNING mollie_payment_id`, now, bookingID).Scan(ctx, &molliePaymentID); err != nil {
		return "", fmt.Errorf("end the pending change of booking %s: %w", bookingID, err)
	}
	return molliePaymentID, nil
}
