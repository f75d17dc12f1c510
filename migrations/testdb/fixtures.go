package testdb

import (
	"context"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/rules"
)

// The rows the domain and HTTP tests start from, inserted the same way by every test.

// Row runs q, an INSERT … RETURNING id or a query of one value, and returns the value
// it gives back: for the rows no fixture below makes.
func Row(t testing.TB, db *database.DB, q string, args ...any) string {
	t.Helper()
	var id string
	if err := db.NewRaw(q, args...).Scan(context.Background(), &id); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return id
}

// User inserts an account with role USER or ADMIN and returns its id; its password hash
// is a placeholder no password matches.
func User(t testing.TB, db *database.DB, name, email, role string) string {
	t.Helper()
	return Row(t, db, `INSERT INTO users (name, email, phone, password_hash, role) VALUES (?, ?, '0612345678', 'x', ?) RETURNING id`,
		name, email, role)
}

// Walk inserts a walk with slug starting at start, for max participants at priceCents
// each, and returns its id.
func Walk(t testing.TB, db *database.DB, slug string, start time.Time, max, priceCents int, published bool) string {
	t.Helper()
	return Row(t, db, `INSERT INTO walks (slug, title, city, address, short_desc, full_desc, date_start, date_end, max_participants,
		price_cents, published) VALUES (?, 'Wandeling '||?, 'Wageningen', 'Dijk 1', 'Kort', 'Lang', ?, ?, ?, ?, ?) RETURNING id`,
		slug, slug, start, start.Add(2*time.Hour), max, priceCents, published)
}

// Booking inserts a booking of qty places on a walk, paid with status PAID, PENDING or
// CANCELLED, made at createdAt in the shop (so held for the shop's payment hold from then);
// userID nil makes it a guest's. It returns the id.
func Booking(t testing.TB, db *database.DB, walkID string, userID *string, qty, totalCents int, status string, createdAt time.Time) string {
	t.Helper()
	payment := map[string]string{"PAID": "PAID", "PENDING": "PENDING", "CANCELLED": "CANCELED", "FAILED": "FAILED"}[status]
	return Row(t, db, WithPositions(`INSERT INTO bookings (walk_id, user_id, customer_name, customer_email, qty, total_cents,
		status, payment_status, created_at, hold_until) VALUES (?, ?, 'Gast', 'gast@example.nl', ?, ?, ?, ?, ?, ?)`),
		walkID, userID, qty, totalCents, status, payment, createdAt, createdAt.Add(rules.HoldDuration))
}

// WithPositions is insert, an INSERT INTO bookings of one booking (RETURNING id or
// nothing), as one statement that gives the booking its positions too (booking_positions:
// PostgreSQL refuses a booking whose persons and amounts they do not make) and returns its
// id: its persons at what its card and voucher parts pay together, a last person at any rest.
func WithPositions(insert string) string {
	insert = strings.TrimSuffix(strings.TrimSpace(insert), "RETURNING id")
	return `WITH b AS (` + insert + ` RETURNING *), p AS (INSERT INTO booking_positions (booking_id, quantity, unit_cents)
		SELECT b.id, v.quantity, v.unit_cents FROM b, LATERAL (VALUES
			(b.qty - 1, (b.total_cents + b.voucher_used_cents) / b.qty),
			(1, b.total_cents + b.voucher_used_cents - (b.qty - 1) * ((b.total_cents + b.voucher_used_cents) / b.qty))) v(quantity, unit_cents)
		WHERE v.quantity > 0) SELECT id FROM b`
}

// SetWorth makes the booking id worth worthCents for qty persons (WithPositions' split),
// with voucherUsedCents of it paid by its voucher, in one statement.
func SetWorth(t testing.TB, db *database.DB, id string, qty, worthCents, voucherUsedCents int) {
	t.Helper()
	Row(t, db, `WITH d AS (DELETE FROM booking_positions WHERE booking_id = ?0),
		p AS (INSERT INTO booking_positions (booking_id, quantity, unit_cents)
			SELECT ?0, v.quantity, v.unit_cents FROM (VALUES (?1::int - 1, ?2::int / ?1::int), (1, ?2::int - (?1::int - 1) * (?2::int / ?1::int))) v(quantity, unit_cents)
			WHERE v.quantity > 0)
		UPDATE bookings SET qty = ?1, voucher_used_cents = ?3, total_cents = ?2::int - ?3::int WHERE id = ?0 RETURNING id`,
		id, qty, worthCents, voucherUsedCents)
}

// Voucher inserts a paid, active voucher whose code hashes to codeHash, worth valueCents
// with remainingCents left, valid until validUntil, and returns its id.
func Voucher(t testing.TB, db *database.DB, codeHash []byte, valueCents, remainingCents int, validUntil time.Time) string {
	t.Helper()
	return Row(t, db, `INSERT INTO vouchers (code_hash, value_cents, remaining_cents, status, payment_status, recipient_name,
		recipient_email, purchaser_name, purchaser_email, valid_until, paid_at)
		VALUES (?, ?, ?, 'ACTIVE', 'PAID', 'Jan', 'jan@example.nl', 'Piet', 'piet@example.nl', ?, now()) RETURNING id`,
		codeHash, valueCents, remainingCents, validUntil)
}

// Session opens a login session for userID (one refresh-token family, open for 30 days)
// and returns its id, for the access tokens a test issues itself.
func Session(t testing.TB, db *database.DB, userID string) string {
	t.Helper()
	return Row(t, db, `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
		VALUES (?, gen_random_uuid(), convert_to(gen_random_uuid()::text, 'UTF8'), now() + interval '30 days')
		RETURNING family_id`, userID)
}

// Token returns an access token signed with key for the account userID in a new login
// session, issued at now with role (the token's; the session check uses the account's).
func Token(t testing.TB, db *database.DB, key []byte, userID, role string, now time.Time) string {
	t.Helper()
	tok, err := auth.NewTokens(key).Issue(auth.Claims{UserID: userID, Role: role, SessionID: Session(t, db, userID)}, now)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// FeestRequest inserts a new feest request from name at email with message and returns its id.
func FeestRequest(t testing.TB, db *database.DB, name, email, message string) string {
	t.Helper()
	return Row(t, db, `INSERT INTO feest_requests (name, email, phone, message) VALUES (?, ?, '0612345678', ?) RETURNING id`,
		name, email, message)
}

// CustomWalkRequest inserts a new request from name at email for a custom walk of 10
// participants lasting duration, and returns its id.
func CustomWalkRequest(t testing.TB, db *database.DB, name, email, duration string) string {
	t.Helper()
	return Row(t, db, `INSERT INTO custom_walk_requests (contact_name, contact_email, contact_phone, participant_count, duration)
		VALUES (?, ?, '0612345678', 10, ?) RETURNING id`, name, email, duration)
}

// QueuedJobs counts the jobs in River's table that the services' own work queued: the
// periodic jobs River's scheduler inserts on its own clock (marked "periodic" in their
// metadata) are left out, so a test counts what its requests caused and nothing else.
func QueuedJobs(t testing.TB, db *database.DB) int {
	t.Helper()
	return count(t, db, `SELECT count(*) FROM river_job WHERE NOT coalesce((metadata->>'periodic')::bool, false)`)
}

// UnfinishedJobs counts the jobs waiting, running or due for a retry.
func UnfinishedJobs(t testing.TB, db *database.DB) int {
	t.Helper()
	return count(t, db, `SELECT count(*) FROM river_job WHERE state NOT IN ('completed', 'cancelled', 'discarded')`)
}

func count(t testing.TB, db *database.DB, q string) int {
	t.Helper()
	var n int
	if err := db.NewRaw(q).Scan(context.Background(), &n); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return n
}
