package migrations_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"wandelwijs.nl/migrations"
	"wandelwijs.nl/migrations/devseed"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/vouchercode"
)

func TestUpIsIdempotent(t *testing.T) {
	db := testdb.New(t)
	ctx := context.Background()
	if err := migrations.Up(ctx, db.SQL()); err != nil {
		t.Fatalf("second Up: %v", err)
	}
	all, err := migrations.All()
	if err != nil {
		t.Fatal(err)
	}
	var applied int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM schema_migrations").Scan(&applied); err != nil {
		t.Fatal(err)
	}
	if applied != len(all) {
		t.Errorf("schema_migrations has %d rows, want %d", applied, len(all))
	}
	var riverJobs bool
	if err := db.QueryRowContext(ctx, "SELECT to_regclass('river_job') IS NOT NULL").Scan(&riverJobs); err != nil {
		t.Fatal(err)
	}
	if !riverJobs {
		t.Error("River's river_job table is missing")
	}
}

// sqlState returns the SQLSTATE of a PostgreSQL error, or "".
func sqlState(err error) string {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code
	}
	return ""
}

const (
	checkViolation      = "23514"
	uniqueViolation     = "23505"
	foreignKeyViolation = "23503"
	notNullViolation    = "23502"
)

func TestConstraints(t *testing.T) {
	db := testdb.New(t)
	ctx := context.Background()
	mustExec := func(q string, args ...any) {
		t.Helper()
		if _, err := db.ExecContext(ctx, q, args...); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	mustExec(`INSERT INTO users (id, name, email, password_hash) VALUES ('00000000-0000-0000-0000-000000000001', 'An', 'an@example.nl', 'x')`)
	mustExec(`INSERT INTO walks (id, slug, title, city, address, short_desc, full_desc, date_start, date_end)
		VALUES ('00000000-0000-0000-0000-0000000000a1', 'boswandeling', 'Bos', 'Wageningen', 'Pad 1', 'Kort', 'Lang',
		'2030-01-01 09:00Z', '2030-01-01 11:00Z')`)
	mustExec(testdb.WithPositions(`INSERT INTO bookings (walk_id, customer_name, customer_email, qty, total_cents)
		VALUES ('00000000-0000-0000-0000-0000000000a1', 'An', 'an@example.nl', 2, 5000)`))

	mustExec(testdb.WithPositions(`INSERT INTO bookings (id, walk_id, customer_name, customer_email, qty, total_cents)
		VALUES ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-0000000000a1', 'An', 'an@example.nl', 1, 2500)`))
	mustExec(`INSERT INTO vouchers (id, value_cents, remaining_cents, recipient_name, recipient_email, purchaser_name, purchaser_email)
		VALUES ('00000000-0000-0000-0000-0000000000c1', 2500, 2500, 'R', 'r@example.nl', 'P', 'p@example.nl')`)

	walk := `INSERT INTO walks (slug, title, city, address, short_desc, full_desc, date_start, date_end, price_cents, min_participants, max_participants)
		VALUES (?, 'T', 'C', 'A', 'S', 'F', ?, ?, ?, ?, ?)`
	start := time.Date(2030, 2, 1, 9, 0, 0, 0, time.UTC)
	// A booking of persons qty, paying total by card, whose positions are persons at unit each.
	booking := `WITH b AS (INSERT INTO bookings (walk_id, customer_name, customer_email, qty, total_cents, status)
		VALUES ('00000000-0000-0000-0000-0000000000a1', 'An', 'an@example.nl', ?0, ?1, ?2) RETURNING id)
		INSERT INTO booking_positions (booking_id, quantity, unit_cents) SELECT id, ?3, ?4 FROM b`
	payment := `INSERT INTO payments (mollie_id, subject_kind, booking_id, voucher_id, amount_cents)
		VALUES (?, ?, ?, ?, 2500)`
	const bookingID, voucherID = "00000000-0000-0000-0000-0000000000b1", "00000000-0000-0000-0000-0000000000c1"
	refund := `INSERT INTO refunds (payment_id, cause, amount_cents, status, mollie_refund_id)
		SELECT id, ?, 1000, ?, ? FROM payments WHERE mollie_id = 'tr_b'`

	tests := []struct {
		name  string
		query string
		args  []any
		want  string
	}{
		{"a booking whose positions make it", booking, []any{2, 200, "PENDING", 2, 100}, ""},
		{"qty above 10", booking, []any{11, 1100, "PENDING", 11, 100}, checkViolation},
		{"qty below 1", booking, []any{0, 0, "PENDING", 1, 0}, checkViolation},
		{"unknown booking status", booking, []any{1, 100, "DONE", 1, 100}, checkViolation},
		{"total not its positions' worth minus voucher", booking, []any{1, 50, "PENDING", 1, 100}, checkViolation},
		{"persons not its positions' persons", booking, []any{2, 100, "PENDING", 1, 100}, checkViolation},
		{"a position of no persons", booking, []any{1, 100, "PENDING", 0, 100}, checkViolation},
		{"negative price", walk, []any{"w-neg", start, start.Add(time.Hour), -1, 1, 5}, checkViolation},
		{"minimum above maximum", walk, []any{"w-min", start, start.Add(time.Hour), 0, 6, 5}, checkViolation},
		{"start not before end", walk, []any{"w-time", start, start, 0, 1, 5}, checkViolation},
		{"duplicate slug", walk, []any{"boswandeling", start, start.Add(time.Hour), 0, 1, 5}, uniqueViolation},
		{"slug with capitals", walk, []any{"Bos-Wandeling", start, start.Add(time.Hour), 0, 1, 5}, checkViolation},
		{"e-mail differing only in case", `INSERT INTO users (name, email, password_hash) VALUES ('B', 'AN@Example.NL', 'x')`, nil, uniqueViolation},
		{"unknown role", `INSERT INTO users (name, email, password_hash, role) VALUES ('B', 'b@example.nl', 'x', 'ROOT')`, nil, checkViolation},
		{"deleting a walk with bookings", `DELETE FROM walks WHERE id = '00000000-0000-0000-0000-0000000000a1'`, nil, foreignKeyViolation},
		{"voucher value not in steps of 5 euro", `INSERT INTO vouchers (value_cents, remaining_cents, recipient_name, recipient_email, purchaser_name, purchaser_email)
			VALUES (1234, 1234, 'R', 'r@example.nl', 'P', 'p@example.nl')`, nil, checkViolation},
		{"voucher remaining above value", `INSERT INTO vouchers (value_cents, remaining_cents, recipient_name, recipient_email, purchaser_name, purchaser_email)
			VALUES (1000, 1500, 'R', 'r@example.nl', 'P', 'p@example.nl')`, nil, checkViolation},
		{"custom walk with 5 participants", `INSERT INTO custom_walk_requests (contact_name, contact_email, contact_phone, participant_count, duration)
			VALUES ('C', 'c@example.nl', '0612345678', 5, '2-hours')`, nil, checkViolation},
		{"custom walk with an unknown duration", `INSERT INTO custom_walk_requests (contact_name, contact_email, contact_phone, participant_count, duration)
			VALUES ('C', 'c@example.nl', '0612345678', 8, 'week')`, nil, checkViolation},
		{"feest request with an unknown status", `INSERT INTO feest_requests (name, email, phone, message, status)
			VALUES ('F', 'f@example.nl', '0612345678', 'Hoi', 'READ')`, nil, checkViolation},
		{"payment of a booking", payment, []any{"tr_b", "booking", bookingID, nil}, ""},
		{"payment of a voucher", payment, []any{"tr_v", "voucher", nil, voucherID}, ""},
		{"booking payment naming a voucher", payment, []any{"tr_bv", "booking", nil, voucherID}, checkViolation},
		{"voucher payment naming a booking", payment, []any{"tr_vb", "voucher", bookingID, nil}, checkViolation},
		{"payment naming a booking and a voucher", payment, []any{"tr_2", "booking", bookingID, voucherID}, checkViolation},
		{"payment naming no subject", payment, []any{"tr_0", "booking", nil, nil}, checkViolation},
		{"payment of an unknown kind", payment, []any{"tr_q", "quote", bookingID, nil}, checkViolation},
		{"payment without a kind", payment, []any{"tr_n", nil, bookingID, nil}, notNullViolation},
		{"payment of a booking that does not exist", payment, []any{"tr_x", "booking", voucherID, nil}, foreignKeyViolation},
		{"refund requested for a cause", refund, []any{"cancel-b1", "requested", nil}, ""},
		{"a second refund for the same cause", refund, []any{"cancel-b1", "requested", nil}, uniqueViolation},
		{"refund without a cause", refund, []any{nil, "requested", nil}, notNullViolation},
		{"refund at Mollie without Mollie's id", refund, []any{"move-1", "pending", nil}, checkViolation},
		{"refund in a state Mollie does not know", refund, []any{"move-2", "done", "re_1"}, checkViolation},
		{"refund with a problem that has no time", `UPDATE refunds SET problem = 'refused'`, nil, checkViolation},
		{"refund with an unknown problem", `UPDATE refunds SET problem = 'lost', problem_at = now()`, nil, checkViolation},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := db.NewRaw(tt.query, tt.args...).Exec(ctx)
			if got := sqlState(err); got != tt.want {
				t.Fatalf("SQLSTATE %q (err %v), want %q", got, err, tt.want)
			}
		})
	}
	var keyVersion int
	if err := db.NewRaw(`SELECT get_byte(uuid_send(idempotency_key), 6) >> 4 FROM refunds WHERE cause = 'cancel-b1'`).Scan(ctx, &keyVersion); err != nil || keyVersion != 4 {
		t.Errorf("a refund's idempotency key is UUID version %d (%v), want 4", keyVersion, err)
	}
}

func TestSeedIsIdempotentAndDevelopmentOnly(t *testing.T) {
	db := testdb.New(t)
	ctx := context.Background()
	now := time.Now()
	if err := devseed.Seed(ctx, db.DB, false, now); err == nil {
		t.Fatal("seeding outside development succeeded, want a refusal")
	}
	counts := func() (users, future, past, bookings int) {
		t.Helper()
		row := db.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM users), (SELECT count(*) FROM walks WHERE date_start > now()),
			(SELECT count(*) FROM walks WHERE date_start < now()), (SELECT count(*) FROM bookings)`)
		if err := row.Scan(&users, &future, &past, &bookings); err != nil {
			t.Fatal(err)
		}
		return
	}
	if err := devseed.Seed(ctx, db.DB, true, now); err != nil {
		t.Fatalf("seed: %v", err)
	}
	users, future, past, bookings := counts()
	if users != 2 || future < 6 || past != 1 || bookings == 0 {
		t.Errorf("after seeding: %d users, %d future and %d past walks, %d bookings; want 2, ≥6, 1, >0", users, future, past, bookings)
	}
	if err := devseed.Seed(ctx, db.DB, true, now.Add(time.Hour)); err != nil {
		t.Fatalf("second seed: %v", err)
	}
	var vouchers int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM vouchers WHERE code_hash = ? AND remaining_cents = 5000 AND status = 'ACTIVE'`,
		vouchercode.Hash(devseed.DemoVoucherCode)).Scan(&vouchers); err != nil || vouchers != 1 {
		t.Errorf("the demo voucher: %d rows (%v), want 1 spendable", vouchers, err)
	}
	// The organisers' screens have something to show: a walk within three days below its
	// minimum, and a walk with several participants.
	var below, crowded int
	if err := db.QueryRowContext(ctx, `SELECT
		(SELECT count(*) FROM walks w WHERE w.date_start BETWEEN now() AND now() + interval '3 days'
		   AND walk_places_confirmed(w.id) < w.min_participants),
		(SELECT count(*) FROM walks w WHERE (SELECT count(DISTINCT lower(customer_email)) FROM bookings b WHERE b.walk_id = w.id) >= 3)`).
		Scan(&below, &crowded); err != nil || below < 1 || crowded < 1 {
		t.Errorf("demo walks below their minimum within 3 days: %d, with 3+ participants: %d (%v); want at least 1 each", below, crowded, err)
	}
	u2, f2, p2, b2 := counts()
	if u2 != users || f2 != future || p2 != past || b2 != bookings {
		t.Errorf("a second seed changed the data: %d/%d/%d/%d, then %d/%d/%d/%d", users, future, past, bookings, u2, f2, p2, b2)
	}
}
