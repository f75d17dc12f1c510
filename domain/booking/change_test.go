package booking_test

import (
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
)

// TestAPendingChangeHoldsItsPlacesUntilItsHoldEnds: a change waiting for its payment
// counts on the walk it goes to while its hold lasts, and no longer once it ended or its
// hold passed; a booking has one pending change at most.
func TestAPendingChangeHoldsItsPlacesUntilItsHoldEnds(t *testing.T) {
	db := testdb.New(t)
	now := time.Now()
	from := testdb.Walk(t, db, "van", now.AddDate(0, 0, 10), 10, 2000, true)
	to := testdb.Walk(t, db, "naar", now.AddDate(0, 0, 12), 10, 3000, true)
	b := testdb.Booking(t, db, from, nil, 2, 4000, "PAID", now)
	change := testdb.Row(t, db, `INSERT INTO booking_changes (booking_id, kind, from_walk_id, to_walk_id, qty, held_qty, amount_cents,
		hold_until, mollie_payment_id) VALUES (?, 'move', ?, ?, 2, 2, 2000, ?, 'tr_change') RETURNING id`, b, from, to, now.Add(time.Hour))
	taken := func(walk string, at time.Time) int {
		var n int
		if err := db.NewRaw(`SELECT walk_places_taken(?, ?)`, walk, at).Scan(t.Context(), &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if taken(to, now) != 2 || taken(from, now) != 2 {
		t.Fatalf("while pending: %d on the walk it goes to, %d on its own", taken(to, now), taken(from, now))
	}
	if taken(to, now.Add(2*time.Hour)) != 0 {
		t.Fatal("a change past its hold still holds places")
	}
	if _, err := db.NewRaw(`INSERT INTO booking_changes (booking_id, kind, from_walk_id, to_walk_id, qty, held_qty, amount_cents,
		hold_until, mollie_payment_id) VALUES (?, 'add', ?, ?, 3, 1, 2000, ?, 'tr_other')`, b, from, from, now.Add(time.Hour)).
		Exec(t.Context()); err == nil {
		t.Fatal("a second pending change of one booking was stored")
	}
	if _, err := db.NewRaw(`UPDATE booking_changes SET status = 'expired' WHERE id = ?`, change).Exec(t.Context()); err != nil {
		t.Fatal(err)
	}
	if taken(to, now) != 0 {
		t.Fatal("an ended change still holds places")
	}
}
