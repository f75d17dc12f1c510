package api_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/server/servertest"
)

type seriesWalkJSON struct {
	ID, Slug, Title string
	SeriesID        *string
	SeriesSize      int
	DateStart       time.Time
	MaxParticipants int
	Published       bool
}

// TestRepeatCopyAndEditASeries: an organiser repeats a walk (201 with the walks made),
// gets a Dutch 400 naming a past or taken date or the cap with nothing made, copies a
// walk (201, a new single walk) and changes a walk with the later ones of its series.
func TestRepeatCopyAndEditASeries(t *testing.T) {
	e := newEnv(t)
	start := time.Now().AddDate(0, 0, 10)
	src := testdb.Walk(t, e.db, "stilte", start, 10, 2000, true)
	walks := func() string { return testdb.Row(t, e.db, `SELECT count(*)::text FROM walks`) }

	rec := e.call(e.admin, "POST", "/api/v1/walks/admin/"+src+"/repeat", `{"every":"week","count":4}`)
	if rec.Code != 201 {
		t.Fatalf("repeat: %d %s", rec.Code, rec.Body)
	}
	made := servertest.Decode[[]seriesWalkJSON](t, rec)
	if len(made) != 4 || made[0].SeriesID == nil || *made[0].SeriesID != src || !made[0].Published ||
		made[3].DateStart.In(rules.Amsterdam).Format("15:04") != start.In(rules.Amsterdam).Format("15:04") {
		t.Fatalf("made %+v", made)
	}
	if got := servertest.Decode[seriesWalkJSON](t, e.call(e.admin, "GET", "/api/v1/walks/admin/"+src, "")); got.SeriesID == nil || *got.SeriesID != src || got.SeriesSize != 5 {
		t.Fatalf("the repeated walk's series: %+v", got)
	}

	past := time.Now().AddDate(0, 0, -3).In(rules.Amsterdam)
	taken := made[1].DateStart.In(rules.Amsterdam)
	months := [...]string{"januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"}
	named := func(d time.Time) string { return fmt.Sprintf("%d %s %d", d.Day(), months[d.Month()-1], d.Year()) }
	later := time.Now().AddDate(0, 3, 0).Format("2006-01-02")
	for _, c := range []struct{ name, body, says string }{
		{"a past date", `{"dates":["` + later + `","` + past.Format("2006-01-02") + `"]}`, named(past)},
		{"a date the series has", `{"dates":["` + later + `","` + taken.Format("2006-01-02") + `"]}`, named(taken)},
		{"500 dates", `{"every":"week","count":500}`, fmt.Sprintf("maximaal %d", rules.All.Walk.SeriesMaxDates)},
		{"until far away", `{"every":"month","until":"2099-01-01"}`, fmt.Sprintf("maximaal %d", rules.All.Walk.SeriesMaxDates)},
		{"every year", `{"every":"year","count":2}`, "elke week"},
		{"not a date", `{"dates":["morgen"]}`, "geen datum"},
	} {
		before := walks()
		rec := e.call(e.admin, "POST", "/api/v1/walks/admin/"+src+"/repeat", c.body)
		if rec.Code != 400 || !strings.Contains(rec.Body.String(), c.says) {
			t.Errorf("%s: %d %s, want a 400 saying %q", c.name, rec.Code, rec.Body, c.says)
		}
		if after := walks(); after != before {
			t.Errorf("%s made walks: %s → %s", c.name, before, after)
		}
	}
	if rec := e.call(e.admin, "POST", "/api/v1/walks/admin/00000000-0000-4000-8000-000000000001/repeat", `{"every":"week","count":1}`); rec.Code != 404 {
		t.Errorf("repeat of an unknown walk: %d", rec.Code)
	}

	rec = e.call(e.admin, "POST", "/api/v1/walks/admin/"+made[0].ID+"/copy", "")
	copied := servertest.Decode[seriesWalkJSON](t, rec)
	if rec.Code != 201 || copied.SeriesID != nil || copied.Published || copied.ID == made[0].ID || !strings.HasSuffix(copied.Slug, "-kopie") {
		t.Fatalf("copy: %d %s", rec.Code, rec.Body)
	}

	testdb.Booking(t, e.db, made[2].ID, nil, 6, 0, "PAID", time.Now())
	rec = e.call(e.admin, "PUT", "/api/v1/walks/admin/"+made[1].ID, `{"maxParticipants":5,"scope":"following"}`)
	if rec.Code != 400 || !strings.Contains(rec.Body.String(), named(made[2].DateStart.In(rules.Amsterdam))) {
		t.Fatalf("a maximum below the places booked on a later walk: %d %s", rec.Code, rec.Body)
	}
	rec = e.call(e.admin, "PUT", "/api/v1/walks/admin/"+made[1].ID, `{"title":"Lente","scope":"following"}`)
	if rec.Code != 200 {
		t.Fatalf("edit with the following: %d %s", rec.Code, rec.Body)
	}
	for i, w := range made {
		got := servertest.Decode[seriesWalkJSON](t, e.call(e.admin, "GET", "/api/v1/walks/admin/"+w.ID, ""))
		if want := i >= 1; (got.Title == "Lente") != want || got.MaxParticipants != 10 {
			t.Errorf("walk %d after an edit of the second and the following: %+v", i, got)
		}
	}
	if rec := e.call(e.admin, "PUT", "/api/v1/walks/admin/"+made[1].ID, `{"title":"X","scope":"alles"}`); rec.Code != 400 {
		t.Errorf("an unknown scope: %d %s", rec.Code, rec.Body)
	}
}
