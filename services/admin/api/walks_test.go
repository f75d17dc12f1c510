package api_test

import (
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/server/servertest"
)

// TestTheWalksListPutsTheNextWalkFirst: sorted on "upcoming", the organisers see the walks
// to come, soonest first, and then the past ones, latest first.
func TestTheWalksListPutsTheNextWalkFirst(t *testing.T) {
	e := newEnv(t)
	now := time.Now()
	far := testdb.Walk(t, e.db, "ver", now.AddDate(2, 0, 0), 10, 2500, true)
	next := testdb.Walk(t, e.db, "volgende", now.AddDate(0, 0, 3), 10, 2500, true)
	later := testdb.Walk(t, e.db, "later", now.AddDate(0, 2, 0), 10, 2500, true)
	lastWeek := testdb.Walk(t, e.db, "vorige-week", now.AddDate(0, 0, -7), 10, 2500, true)
	lastYear := testdb.Walk(t, e.db, "vorig-jaar", now.AddDate(-1, 0, 0), 10, 2500, true)
	type walk struct{ ID string }
	got := servertest.Decode[[]walk](t, e.call(e.admin, "GET", `/api/v1/walks/admin/all?sort=["upcoming","ASC"]&range=[0,9]`, ""))
	want := []string{next, later, far, lastWeek, lastYear}
	if len(got) != len(want) {
		t.Fatalf("%d walks, want %d", len(got), len(want))
	}
	for i, w := range got {
		if w.ID != want[i] {
			t.Fatalf("walk %d is %s, want %s (order %v)", i, w.ID, want[i], got)
		}
	}
}

// TestAnErasedCustomersBookingShowsNoPlaceholders: once a customer's details are erased,
// the bookings list says so instead of showing the placeholder name and address.
func TestAnErasedCustomersBookingShowsNoPlaceholders(t *testing.T) {
	e := newEnv(t)
	walk := testdb.Walk(t, e.db, "gewist", time.Now().AddDate(0, 0, 10), 10, 2500, true)
	erased := testdb.Booking(t, e.db, walk, nil, 1, 2500, "PAID", time.Now())
	testdb.Row(t, e.db, `UPDATE bookings SET customer_name = 'Verwijderd', customer_email = 'verwijderd-' || id || '@anoniem.invalid',
		customer_phone = NULL, anonymised_at = now() WHERE id = ? RETURNING id`, erased)
	list := servertest.Decode[[]map[string]any](t, e.call(e.admin, "GET", "/api/v1/bookings", ""))
	if len(list) != 1 || list[0]["anonymised"] != true || list[0]["guestEmail"] != nil || list[0]["guestName"] != nil || list[0]["user"] != nil {
		t.Fatalf("the erased booking %v", list)
	}
}
