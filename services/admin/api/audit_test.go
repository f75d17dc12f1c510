package api_test

import (
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/server/servertest"
)

// TestTheLogNamesTheWalkOfAWrite: a line about a walk or a booking names the walk (the
// booking's walk for a booking) with its id to link to; a deleted walk keeps its title
// from the log and has no id; a line about an account names no walk.
func TestTheLogNamesTheWalkOfAWrite(t *testing.T) {
	e := newEnv(t)
	kept := testdb.Walk(t, e.db, "blijft", time.Now().AddDate(0, 0, 10), 10, 2500, true)
	testdb.Row(t, e.db, `UPDATE walks SET title = 'Heidewandeling' WHERE id = ? RETURNING id`, kept)
	gone := testdb.Walk(t, e.db, "weg", time.Now().AddDate(0, 0, 12), 10, 2500, false)
	testdb.Row(t, e.db, `UPDATE walks SET title = 'Duinwandeling' WHERE id = ? RETURNING id`, gone)
	booking := testdb.Booking(t, e.db, kept, nil, 1, 2500, "PAID", time.Now())
	for _, call := range [][3]string{
		{"POST", "/api/v1/admin/bookings/" + booking + "/cancel", `{"refund":false,"reason":"Ziek geworden"}`},
		{"DELETE", "/api/v1/walks/admin/" + gone, ""},
		{"PATCH", "/api/v1/users/" + e.userID, `{"phone":"0612345678"}`},
	} {
		if rec := e.call(e.admin, call[0], call[1], call[2]); rec.Code != 200 && rec.Code != 204 {
			t.Fatalf("%s %s: %d %s", call[0], call[1], rec.Code, rec.Body)
		}
	}
	type entry struct {
		Action      string
		SubjectWalk *struct{ ID, Title string }
	}
	got := servertest.Decode[[]entry](t, e.call(e.admin, "GET", "/api/v1/admin/audit", ""))
	if len(got) != 3 || got[0].Action != "user.update" || got[0].SubjectWalk != nil ||
		got[1].Action != "walk.delete" || got[1].SubjectWalk == nil || *got[1].SubjectWalk != struct{ ID, Title string }{"", "Duinwandeling"} ||
		got[2].Action != "booking.cancel" || got[2].SubjectWalk == nil || *got[2].SubjectWalk != struct{ ID, Title string }{kept, "Heidewandeling"} {
		t.Fatalf("the log %+v", got)
	}
}
