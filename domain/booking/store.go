package booking

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/walk"
)

// store holds the SQL of the bookings table, and the reads a booking makes of the read
// models other subjects publish: its walk, voucher, payments and mails.
type store struct{ db *bun.DB }

// bookingColumns are a Booking's columns of the booking b, its walk w, its voucher v and
// its positions pos, joined by bookingJoins.
const bookingColumns = `b.id, b.status, b.payment_status, b.mollie_payment_id, b.payment_method, b.qty, pos.positions,
       b.voucher_used_cents, b.total_cents, b.user_id, b.customer_name, b.customer_email, b.customer_phone,
       b.voucher_id, v.value_cents AS voucher_value_cents, v.remaining_cents AS voucher_remaining_cents,
       b.created_at, b.hold_until, b.paid_at, b.language, b.invoice_buyer, b.cancellation_fee_cents,
       w.id AS walk_id, w.title AS walk_title, w.title_en AS walk_title_en, w.slug AS walk_slug, w.address AS walk_address,
       w.city AS walk_city, w.date_start AS walk_date_start, w.date_end AS walk_date_end, w.cancelled_at IS NOT NULL AS walk_called_off`

const bookingJoins = `JOIN walk_summaries w ON w.id = b.walk_id
LEFT JOIN voucher_balances v ON v.id = b.voucher_id
CROSS JOIN LATERAL (SELECT ` + positionsAgg + ` FROM booking_positions p WHERE p.booking_id = b.id) pos`

// positionsAgg is positions p as a Booking's Positions (JSON), in the order they were added.
const positionsAgg = `COALESCE(jsonb_agg(jsonb_build_object('quantity', p.quantity, 'unitCents', p.unit_cents) ORDER BY p.id), '[]') AS positions`

// selectBooking reads bookings with their walk and voucher.
const selectBooking = `SELECT ` + bookingColumns + ` FROM bookings b ` + bookingJoins

// get returns the booking with id; ErrNotFound for an unknown or malformed id. lock
// takes the booking's row lock for tx (db must then be a transaction).
func (s store) get(ctx context.Context, db bun.IDB, id string, lock bool) (Booking, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Booking{}, ErrNotFound
	}
	if lock {
		// The row is locked on its own first, then read with its walk: locked in one
		// statement with the join, a booking that a concurrent move took to another walk
		// would fail the join's recheck after the wait and read as not found.
		var locked string
		err := db.NewRaw(`SELECT id FROM bookings WHERE id = ? FOR UPDATE`, id).Scan(ctx, &locked)
		if errors.Is(err, sql.ErrNoRows) {
			return Booking{}, ErrNotFound
		}
		if err != nil {
			return Booking{}, fmt.Errorf("lock booking: %w", err)
		}
	}
	var b Booking
	err := db.NewRaw(selectBooking+` WHERE b.id = ?`, id).Scan(ctx, &b)
	if errors.Is(err, sql.ErrNoRows) {
		return Booking{}, ErrNotFound
	}
	if err != nil {
		return Booking{}, fmt.Errorf("get booking: %w", err)
	}
	return b, nil
}

// forUser returns a user's bookings: walks still to come first, the soonest at the top,
// then the walks that have started, the latest first.
func (s store) forUser(ctx context.Context, userID string, now time.Time) ([]Booking, error) {
	bookings := []Booking{}
	err := s.db.NewRaw(selectBooking+` WHERE b.user_id = ?
		ORDER BY w.date_start < ?, CASE WHEN w.date_start >= ? THEN w.date_start END, w.date_start DESC, b.created_at DESC`,
		userID, now, now).Scan(ctx, &bookings)
	if err != nil {
		return nil, fmt.Errorf("list bookings: %w", err)
	}
	return bookings, nil
}

// quoteState reads the state of an order by email, taking the places of the offer
// exceptOffer, on the published walk ref at now, without a lock: a true answer at that
// moment (only taking places needs the lock).
func (s store) quoteState(ctx context.Context, ref walkRef, email, exceptOffer string, now time.Time) (orderState, error) {
	if !ref.valid() {
		return orderState{}, walk.ErrNotFound
	}
	var st orderState
	err := s.db.NewRaw(`SELECT w.id, w.title, w.slug, w.date_start, w.price_cents, w.max_participants,
		w.cancelled_at IS NOT NULL AS cancelled, w.published,
		w.max_participants - walk_places_taken(w.id, ?0) - walk_places_offered(w.id, ?0, ?1) AS free,
		walk_places_held_by(w.id, ?2, ?0) AS held FROM walk_summaries w WHERE w.published AND ?3 = ?4`,
		now, orNil(exceptOffer), email, bun.Ident("w."+ref.column), ref.value).Scan(ctx, &st)
	if errors.Is(err, sql.ErrNoRows) {
		return orderState{}, walk.ErrNotFound
	}
	if err != nil {
		return orderState{}, fmt.Errorf("read an order's walk: %w", err)
	}
	return st, nil
}

// lockedState reads the state of an order by email, taking the places of the offer
// exceptOffer, on the walk w that tx has locked (walk.LockPublished, walk.Lock), at now.
func (s store) lockedState(ctx context.Context, tx bun.Tx, w orderWalk, email, exceptOffer string, now time.Time) (orderState, error) {
	st := orderState{orderWalk: w}
	if err := tx.NewRaw(`SELECT ?0::int - walk_places_taken(?1, ?2) - walk_places_offered(?1, ?2, ?3), walk_places_held_by(?1, ?4, ?2)`,
		w.MaxParticipants, w.ID, now, orNil(exceptOffer), email).Scan(ctx, &st.Free, &st.Held); err != nil {
		return orderState{}, fmt.Errorf("count an order's places: %w", err)
	}
	return st, nil
}

// placesTaken counts the places held on a walk at now, by bookings and by offers from its
// waiting list, leaving out the booking except ("" for none: a retry asks whether its own
// places are still there), in tx.
func (s store) placesTaken(ctx context.Context, tx bun.Tx, walkID, except string, now time.Time) (int, error) {
	var n int
	if err := tx.NewRaw(`SELECT walk_places_taken(?0, ?1, ?2) + walk_places_offered(?0, ?1)`, walkID, now, orNil(except)).Scan(ctx, &n); err != nil {
		return 0, fmt.Errorf("count places: %w", err)
	}
	return n, nil
}

// moveTargets returns the walks b may move to at now, soonest first (with near, nearest
// to near first): published, not called off, starting after now, another walk than b's,
// with room for b's places (canTake's rule), read on db; a dearer one costs a payment
// (startChange).
func (s store) moveTargets(ctx context.Context, db bun.IDB, b Booking, now time.Time, near *time.Time) ([]MoveOption, error) {
	out := []MoveOption{}
	if err := db.NewRaw(`SELECT id, title, date_start, price_cents, free FROM (
		SELECT w.id, w.title, w.date_start, w.price_cents, walk_free_places(w.id, w.max_participants, ?0) AS free
		FROM walk_summaries w
		WHERE w.published AND w.cancelled_at IS NULL AND w.date_start > ?0 AND w.id <> ?1
	) t WHERE free >= ?2 ORDER BY abs(extract(epoch FROM date_start - ?4::timestamptz)) NULLS FIRST, date_start, id LIMIT ?3`,
		now, b.Walk.ID, b.Qty, maxMoveOptions, near).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("list move targets: %w", err)
	}
	return out, nil
}

// maxMoveOptions bounds the walks a manage page offers to move to.
const maxMoveOptions = 20

// lastConfirmation is when the newest confirmation of a booking to its customer was
// queued; zero when none was.
func (s store) lastConfirmation(ctx context.Context, db bun.IDB, bookingID string) (time.Time, error) {
	var at *time.Time
	if err := db.NewRaw(`SELECT max(queued_at) FROM logged_mails WHERE booking_id = ? AND template = 'booking-confirmation' AND NOT to_organisers`,
		bookingID).Scan(ctx, &at); err != nil {
		return time.Time{}, fmt.Errorf("last confirmation: %w", err)
	}
	if at == nil {
		return time.Time{}, nil
	}
	return *at, nil
}

// orNil is nil for "", else a pointer to s: an optional uuid argument.
func orNil(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// insert stores a new booking in tx and returns it as stored, read back with its walk
// and voucher in the same statement.
func (s store) insert(ctx context.Context, tx bun.Tx, b newBooking, now time.Time) (Booking, error) {
	var inserted Booking
	err := tx.NewRaw(`WITH b AS (INSERT INTO bookings (id, walk_id, user_id, customer_name, customer_email, customer_phone, qty,
		voucher_id, voucher_used_cents, total_cents, status, payment_status, paid_at, language, mollie_payment_id,
		manage_token_hash, invoice_buyer, hold_until, payment_method, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *),
		p AS (`+insertPositions+` SELECT b.id, x.quantity, x.unit_cents FROM b, `+positionRows+` RETURNING *)
		SELECT `+bookingColumns+` FROM b JOIN walk_summaries w ON w.id = b.walk_id LEFT JOIN voucher_balances v ON v.id = b.voucher_id
		CROSS JOIN (SELECT `+positionsAgg+` FROM p) pos`,
		b.ID, b.WalkID, b.Customer.UserID, b.Customer.Name, b.Customer.Email, b.Customer.Phone, b.Positions.Persons(),
		b.VoucherID, b.Discount, b.Positions.Cents()-b.Discount, b.Status, b.PaymentStatus, b.PaidAt, b.Language, b.MolliePaymentID,
		b.ManageTokenHash, jsonOrNull(b.Invoice), b.HoldUntil, b.PaymentMethod, now, now, positionsJSON(b.Positions)).Scan(ctx, &inserted)
	if err != nil {
		return Booking{}, fmt.Errorf("insert booking: %w", err)
	}
	return inserted, nil
}

// insertPositions and positionRows add positions given as JSON (positionsJSON), in their order.
const (
	insertPositions = `INSERT INTO booking_positions (booking_id, quantity, unit_cents)`
	positionRows    = `ROWS FROM (jsonb_to_recordset(?::jsonb) AS (quantity integer, unit_cents integer)) WITH ORDINALITY AS x(quantity, unit_cents, n)
		ORDER BY x.n`
)

// positionsJSON is ps as positionRows reads them.
func positionsJSON(ps Positions) string {
	rows := make([]map[string]int, len(ps))
	for i, p := range ps {
		rows[i] = map[string]int{"quantity": p.Quantity, "unit_cents": p.UnitCents}
	}
	out, _ := json.Marshal(rows) // maps of ints always marshal
	return string(out)
}

// setPositions makes ps the positions of booking id, with voucherUsed its voucher part, in tx.
func (s store) setPositions(ctx context.Context, tx bun.Tx, id string, ps Positions, voucherUsed int, now time.Time) error {
	if _, err := tx.NewRaw(`DELETE FROM booking_positions WHERE booking_id = ?`, id).Exec(ctx); err != nil {
		return fmt.Errorf("replace booking positions: %w", err)
	}
	if _, err := tx.NewRaw(insertPositions+` SELECT ?, x.quantity, x.unit_cents FROM `+positionRows, id, positionsJSON(ps)).Exec(ctx); err != nil {
		return fmt.Errorf("replace booking positions: %w", err)
	}
	if _, err := tx.NewRaw(`UPDATE bookings SET qty = ?, voucher_used_cents = ?, total_cents = ?, updated_at = ? WHERE id = ?`,
		ps.Persons(), voucherUsed, ps.Cents()-voucherUsed, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("set booking persons: %w", err)
	}
	return nil
}

// OutsidePaymentMethod is the payment method of a booking paid outside Mollie.
const OutsidePaymentMethod = "outside"

// recordOutsidePayment records amountCents received outside Mollie for booking id, as the
// organiser with organiserID and name said, in tx.
func (s store) recordOutsidePayment(ctx context.Context, tx bun.Tx, id string, amountCents int, organiserID, name string, now time.Time) error {
	_, err := tx.NewRaw(`INSERT INTO outside_payments (booking_id, amount_cents, recorded_by, recorded_by_name, created_at)
		VALUES (?, ?, ?, ?, ?)`, id, amountCents, organiserID, name, now).Exec(ctx)
	if err != nil {
		return fmt.Errorf("record a payment outside Mollie: %w", err)
	}
	return nil
}

// linkPayment makes a payment the booking's current one, in tx.
func (s store) linkPayment(ctx context.Context, tx bun.Tx, id, molliePaymentID string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE bookings SET mollie_payment_id = ?, updated_at = ? WHERE id = ?`, molliePaymentID, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("link payment: %w", err)
	}
	return nil
}

// confirm marks a PENDING booking paid by a payment, in tx; moved says whether it was PENDING.
func (s store) confirm(ctx context.Context, tx bun.Tx, id, molliePaymentID, method string, now time.Time) (moved bool, err error) {
	res, err := tx.NewRaw(`UPDATE bookings SET status = 'PAID', payment_status = 'PAID', paid_at = ?, payment_method = NULLIF(?, ''),
		mollie_payment_id = COALESCE(NULLIF(?, ''), mollie_payment_id), updated_at = ? WHERE id = ? AND status = 'PENDING'`,
		now, method, molliePaymentID, now, id).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("confirm booking: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// fail marks a PENDING booking FAILED with paymentStatus, in tx.
func (s store) fail(ctx context.Context, tx bun.Tx, id, paymentStatus string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE bookings SET status = 'FAILED', payment_status = ?, updated_at = ? WHERE id = ? AND status = 'PENDING'`,
		paymentStatus, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("fail booking: %w", err)
	}
	return nil
}

// reinstate puts a FAILED booking back to PENDING with a new voucher part, in tx.
func (s store) reinstate(ctx context.Context, tx bun.Tx, id string, voucherUsedCents int, now time.Time) error {
	_, err := tx.NewRaw(`UPDATE bookings SET status = 'PENDING', payment_status = 'PENDING', voucher_used_cents = ?,
		total_cents = (SELECT sum(quantity * unit_cents) FROM booking_positions WHERE booking_id = ?2) - ?0, updated_at = ?1
		WHERE id = ?2`, voucherUsedCents, now, id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("reinstate booking: %w", err)
	}
	return nil
}

// cancel marks a booking CANCELLED with the fee it keeps, in tx; a payment still pending
// is canceled with it.
func (s store) cancel(ctx context.Context, tx bun.Tx, id string, fee int, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE bookings SET status = 'CANCELLED', cancelled_at = ?, updated_at = ?, cancellation_fee_cents = ?,
		payment_status = CASE WHEN payment_status = 'PENDING' THEN 'CANCELED' ELSE payment_status END
		WHERE id = ?`, now, now, fee, id).Exec(ctx); err != nil {
		return fmt.Errorf("cancel booking: %w", err)
	}
	return nil
}

// overdue is a PENDING booking whose payment hold has ended.
type overdue struct {
	ID               string  `bun:"id"`
	VoucherID        *string `bun:"voucher_id"`
	VoucherUsedCents int     `bun:"voucher_used_cents"`
	MolliePaymentID  *string `bun:"mollie_payment_id"`
}

// expire cancels the PENDING bookings whose payment hold ended by now that no one else
// has locked, in tx, and returns them.
func (s store) expire(ctx context.Context, tx bun.Tx, now time.Time) ([]overdue, error) {
	var out []overdue
	err := tx.NewRaw(`UPDATE bookings SET status = 'CANCELLED', payment_status = 'CANCELED', cancelled_at = ?0, updated_at = ?0
		WHERE id IN (SELECT id FROM bookings WHERE status = 'PENDING' AND hold_until <= ?0 FOR UPDATE SKIP LOCKED)
		RETURNING id, voucher_id, voucher_used_cents, mollie_payment_id`, now).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("expire bookings: %w", err)
	}
	return out, nil
}

// chargeBack marks a booking charged back, in tx, once; marked reports whether it was now.
func (s store) chargeBack(ctx context.Context, tx bun.Tx, id string, now time.Time) (marked bool, err error) {
	res, err := tx.NewRaw(`UPDATE bookings SET charged_back_at = ?, updated_at = ? WHERE id = ? AND charged_back_at IS NULL`, now, now, id).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("mark booking charged back: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// moveTo puts a booking on another walk with the positions ps and voucher part
// voucherUsed, in tx; it is reminded again before its new walk.
func (s store) moveTo(ctx context.Context, tx bun.Tx, id, walkID string, ps Positions, voucherUsed int, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE bookings SET walk_id = ?, reminded_at = NULL WHERE id = ?`, walkID, id).Exec(ctx); err != nil {
		return fmt.Errorf("move booking: %w", err)
	}
	return s.setPositions(ctx, tx, id, ps, voucherUsed, now)
}

// setManageToken records the hash of a booking's manage token, once, on db, and
// returns the booking's language.
func (s store) setManageToken(ctx context.Context, db bun.IDB, id string, hash []byte) (string, error) {
	if _, err := db.NewRaw(`UPDATE bookings SET manage_token_hash = ? WHERE id = ? AND manage_token_hash IS NULL`, hash, id).
		Exec(ctx); err != nil {
		return "", fmt.Errorf("record manage token: %w", err)
	}
	var language string
	if err := db.NewRaw(`SELECT language FROM bookings WHERE id = ?`, id).Scan(ctx, &language); err != nil {
		return "", fmt.Errorf("booking's language: %w", err)
	}
	return language, nil
}

// recordMove keeps a move in booking_moves, in tx, and returns its id.
func (s store) recordMove(ctx context.Context, tx bun.Tx, bookingID, fromWalkID, toWalkID string, back Returned, organiserID *string,
	waived int, now time.Time) (string, error) {
	var id string
	if err := tx.NewRaw(`INSERT INTO booking_moves (booking_id, from_walk_id, to_walk_id, refund_cents, voucher_returned_cents, moved_by,
		waived_cents, moved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, bookingID, fromWalkID, toWalkID, back.Refund, back.Voucher,
		organiserID, waived, now).Scan(ctx, &id); err != nil {
		return "", fmt.Errorf("record move: %w", err)
	}
	return id, nil
}

// idByManageToken returns the id of the booking whose manage token has hash; ErrManageNotFound for none.
func (s store) idByManageToken(ctx context.Context, db bun.IDB, hash []byte) (string, error) {
	var id string
	err := db.NewRaw(`SELECT id FROM bookings WHERE manage_token_hash = ?`, hash).Scan(ctx, &id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrManageNotFound
	}
	if err != nil {
		return "", fmt.Errorf("find booking by manage token: %w", err)
	}
	return id, nil
}

// lockFutureOf locks the bookings of an account that hold places on a walk starting after
// now and returns their ids, in tx.
func (s store) lockFutureOf(ctx context.Context, tx bun.Tx, userID string, now time.Time) ([]string, error) {
	var ids []string
	err := tx.NewRaw(`SELECT b.id FROM bookings b JOIN walk_summaries w ON w.id = b.walk_id
		WHERE b.user_id = ?0 AND w.date_start > ?1 AND booking_holds_places(b.status, b.hold_until, ?1)
		ORDER BY w.date_start, b.id FOR UPDATE OF b`, userID, now).Scan(ctx, &ids)
	if err != nil {
		return nil, fmt.Errorf("find an account's coming bookings: %w", err)
	}
	return ids, nil
}

// chargebackReversed takes the chargeback mark off a booking, in tx.
func (s store) chargebackReversed(ctx context.Context, tx bun.Tx, id string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE bookings SET charged_back_at = NULL, updated_at = ? WHERE id = ? AND charged_back_at IS NOT NULL`,
		now, id).Exec(ctx); err != nil {
		return fmt.Errorf("unmark booking charged back: %w", err)
	}
	return nil
}

// walkPrice is a walk's price per person now.
func (s store) walkPrice(ctx context.Context, walkID string) (int, error) {
	var cents int
	if err := s.db.NewRaw(`SELECT price_cents FROM walk_summaries WHERE id = ?`, walkID).Scan(ctx, &cents); err != nil {
		return 0, fmt.Errorf("read walk price: %w", err)
	}
	return cents, nil
}
