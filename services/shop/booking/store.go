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

// store holds the SQL of the bookings table, and the reads and locks of walks a booking needs.
type store struct{ db *bun.DB }

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

// get returns the booking with id; ErrNotFound for an unknown or malformed id. lock
// takes the booking's row lock for tx (db must then be a transaction).
func (s store) get(ctx context.Context, db bun.IDB, id string, lock bool) (Booking, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Booking{}, ErrNotFound
	}
	q := selectBooking + ` WHERE b.id = ?`
	if lock {
		q += ` FOR UPDATE OF b`
	}
	var b Booking
	err := db.NewRaw(q, id).Scan(ctx, &b)
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

// walkRef names a published walk by a column, "slug" or "id".
type walkRef struct{ column, value string }

// key identifies the walk for the admission lanes.
func (r walkRef) key() string { return r.column + "=" + r.value }

// valid tells whether the value can name a walk ("id" must be a UUID).
func (r walkRef) valid() bool { return r.column != "id" || uuid.Validate(r.value) == nil }

// orderWalk is what an order needs of its walk.
type orderWalk struct {
	ID              string    `bun:"id"`
	Title           string    `bun:"title"`
	Slug            string    `bun:"slug"`
	DateStart       time.Time `bun:"date_start"`
	PriceCents      int       `bun:"price_cents"`
	MaxParticipants int       `bun:"max_participants"`
	// Cancelled: the organisers called the walk off.
	Cancelled bool `bun:"cancelled"`
}

// lockWalk locks a published walk, so concurrent orders for it queue up.
func (s store) lockWalk(ctx context.Context, tx bun.Tx, ref walkRef) (orderWalk, error) {
	if !ref.valid() {
		return orderWalk{}, ErrWalkNotFound
	}
	var w orderWalk
	err := tx.NewRaw(`SELECT id, title, slug, date_start, price_cents, max_participants, cancelled_at IS NOT NULL AS cancelled
		FROM walks WHERE published AND ? = ? FOR UPDATE`, bun.Ident(ref.column), ref.value).Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return orderWalk{}, ErrWalkNotFound
	}
	if err != nil {
		return orderWalk{}, fmt.Errorf("lock walk: %w", err)
	}
	return w, nil
}

// freeWalk reads a published walk with its free places at now, without a lock: a true
// answer at that moment (only taking places needs the lock).
func (s store) freeWalk(ctx context.Context, ref walkRef, now time.Time) (w orderWalk, free int, err error) {
	if !ref.valid() {
		return orderWalk{}, 0, ErrWalkNotFound
	}
	var row struct {
		orderWalk
		Free int `bun:"free"`
	}
	err = s.db.NewRaw(`SELECT w.id, w.title, w.slug, w.date_start, w.price_cents, w.max_participants,
		w.cancelled_at IS NOT NULL AS cancelled, walk_free_places(w.id, w.max_participants, ?) AS free FROM walks w WHERE w.published AND ? = ?`,
		rules.HoldSince(now), bun.Ident("w."+ref.column), ref.value).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return orderWalk{}, 0, ErrWalkNotFound
	}
	if err != nil {
		return orderWalk{}, 0, fmt.Errorf("count free places: %w", err)
	}
	return row.orderWalk, row.Free, nil
}

// placesTaken counts the places held on a walk at now, leaving out the booking except
// ("" for none: a retry asks whether its own places are still there), in tx.
func (s store) placesTaken(ctx context.Context, tx bun.Tx, walkID, except string, now time.Time) (int, error) {
	var exceptID *string
	if except != "" {
		exceptID = &except
	}
	var n int
	if err := tx.NewRaw(`SELECT walk_places_taken(?, ?, ?)`, walkID, rules.HoldSince(now), exceptID).Scan(ctx, &n); err != nil {
		return 0, fmt.Errorf("count places: %w", err)
	}
	return n, nil
}

// placesHeldBy counts the places the bookings made with e-mail address email hold on a
// walk at now, on db (under the walk's lock, to decide).
func (s store) placesHeldBy(ctx context.Context, db bun.IDB, walkID, email string, now time.Time) (int, error) {
	var n int
	if err := db.NewRaw(`SELECT COALESCE(sum(qty), 0)::int FROM bookings WHERE walk_id = ? AND lower(customer_email) = lower(?)
		AND booking_holds_places(status, created_at, ?)`, walkID, email, rules.HoldSince(now)).Scan(ctx, &n); err != nil {
		return 0, fmt.Errorf("count places of an address: %w", err)
	}
	return n, nil
}

// newBooking is a booking about to be stored.
type newBooking struct {
	ID, WalkID                   string
	Customer                     Customer
	Qty, SubtotalCents, Discount int
	VoucherID                    *string
	Status, PaymentStatus        string
	PaidAt                       *time.Time
}

// insert stores a new booking, in tx.
func (s store) insert(ctx context.Context, tx bun.Tx, b newBooking, now time.Time) error {
	_, err := tx.NewRaw(`INSERT INTO bookings (id, walk_id, user_id, customer_name, customer_email, customer_phone, qty,
		subtotal_cents, voucher_id, voucher_used_cents, total_cents, status, payment_status, paid_at, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		b.ID, b.WalkID, b.Customer.UserID, b.Customer.Name, b.Customer.Email, b.Customer.Phone, b.Qty, b.SubtotalCents,
		b.VoucherID, b.Discount, b.SubtotalCents-b.Discount, b.Status, b.PaymentStatus, b.PaidAt, now, now).Exec(ctx)
	if err != nil {
		return fmt.Errorf("insert booking: %w", err)
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
		total_cents = subtotal_cents - ?, updated_at = ? WHERE id = ?`, voucherUsedCents, voucherUsedCents, now, id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("reinstate booking: %w", err)
	}
	return nil
}

// cancel marks a booking CANCELLED, in tx; a payment still pending is canceled with it.
func (s store) cancel(ctx context.Context, tx bun.Tx, id string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE bookings SET status = 'CANCELLED', cancelled_at = ?, updated_at = ?,
		payment_status = CASE WHEN payment_status = 'PENDING' THEN 'CANCELED' ELSE payment_status END
		WHERE id = ?`, now, now, id).Exec(ctx); err != nil {
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

// expire cancels the PENDING bookings made before holdSince that no one else has locked,
// in tx, and returns them.
func (s store) expire(ctx context.Context, tx bun.Tx, holdSince, now time.Time) ([]overdue, error) {
	var out []overdue
	err := tx.NewRaw(`UPDATE bookings SET status = 'CANCELLED', payment_status = 'CANCELED', cancelled_at = ?0, updated_at = ?0
		WHERE id IN (SELECT id FROM bookings WHERE status = 'PENDING' AND created_at <= ?1 FOR UPDATE SKIP LOCKED)
		RETURNING id, voucher_id, voucher_used_cents, mollie_payment_id`, now, holdSince).Scan(ctx, &out)
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

// lockDueForReminder locks the paid bookings without a reminder whose walk starts after
// now and before until, skipping any another process holds, and returns their ids.
func (s store) lockDueForReminder(ctx context.Context, tx bun.Tx, now, until time.Time) ([]string, error) {
	var ids []string
	err := tx.NewRaw(`SELECT b.id FROM bookings b JOIN walks w ON w.id = b.walk_id
		WHERE b.status = 'PAID' AND b.reminded_at IS NULL AND w.date_start > ? AND w.date_start < ?
		ORDER BY w.date_start, b.id FOR UPDATE OF b SKIP LOCKED`, now, until).Scan(ctx, &ids)
	if err != nil {
		return nil, fmt.Errorf("find bookings due for a reminder: %w", err)
	}
	return ids, nil
}

// markReminded records that a booking's reminder is queued, in tx.
func (s store) markReminded(ctx context.Context, tx bun.Tx, id string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE bookings SET reminded_at = ? WHERE id = ?`, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("mark reminded: %w", err)
	}
	return nil
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
func (s store) lockBelowMinimum(ctx context.Context, tx bun.Tx, now, until time.Time) ([]shortWalk, error) {
	var out []shortWalk
	err := tx.NewRaw(`SELECT w.id, w.title, w.date_start, w.min_participants, w.max_participants,
			walk_places_confirmed(w.id) AS confirmed, walk_places_taken(w.id, ?) AS held
		FROM walks w
		WHERE w.published AND w.min_warning_sent_at IS NULL AND w.date_start > ? AND w.date_start < ?
		  AND walk_places_confirmed(w.id) < w.min_participants
		ORDER BY w.date_start, w.id FOR UPDATE OF w SKIP LOCKED`, rules.HoldSince(now), now, until).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("find walks below their minimum: %w", err)
	}
	return out, nil
}

// markMinimumWarned records that the organisers were told about a walk, in tx.
func (s store) markMinimumWarned(ctx context.Context, tx bun.Tx, walkID string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE walks SET min_warning_sent_at = ? WHERE id = ?`, now, walkID).Exec(ctx); err != nil {
		return fmt.Errorf("mark minimum warned: %w", err)
	}
	return nil
}

// lockAnyWalk locks a walk, published or not, for the organisers.
func (s store) lockAnyWalk(ctx context.Context, tx bun.Tx, id string) (orderWalk, error) {
	if uuid.Validate(id) != nil {
		return orderWalk{}, ErrWalkNotFound
	}
	var w orderWalk
	err := tx.NewRaw(`SELECT id, title, slug, date_start, price_cents, max_participants, cancelled_at IS NOT NULL AS cancelled
		FROM walks WHERE id = ? FOR UPDATE`, id).Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return orderWalk{}, ErrWalkNotFound
	}
	if err != nil {
		return orderWalk{}, fmt.Errorf("lock walk: %w", err)
	}
	return w, nil
}

// cancelWalk marks a walk called off with reason, in tx.
func (s store) cancelWalk(ctx context.Context, tx bun.Tx, id, reason string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE walks SET cancelled_at = ?, cancel_reason = ?, updated_at = ? WHERE id = ?`, now, reason, now, id).
		Exec(ctx); err != nil {
		return fmt.Errorf("cancel walk: %w", err)
	}
	return nil
}

// lockBookingsOf locks a walk's PAID and PENDING bookings and returns their ids, in tx.
func (s store) lockBookingsOf(ctx context.Context, tx bun.Tx, walkID string) ([]string, error) {
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
}

// recipientsOf returns each distinct e-mail address (case-insensitive) among a walk's
// bookings that hold places at now, in tx.
func (s store) recipientsOf(ctx context.Context, tx bun.Tx, walkID string, now time.Time) ([]recipient, error) {
	var out []recipient
	err := tx.NewRaw(`SELECT DISTINCT ON (lower(customer_email)) customer_email AS email, customer_name AS name
		FROM bookings WHERE walk_id = ? AND booking_holds_places(status, created_at, ?)
		ORDER BY lower(customer_email), created_at`, walkID, rules.HoldSince(now)).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("find the walk's participants: %w", err)
	}
	return out, nil
}
