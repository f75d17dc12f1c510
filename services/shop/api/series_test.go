package api_test

import (
	"context"
	"testing"
	"time"

	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/server/servertest"
	"wandelwijs.nl/shop/shoptest"

	"wandelwijs.nl/migrations/testdb"
)

// TestAWalkPageListsItsSeriesOtherDatesWithRoom: GET /walks/{slug} answers otherDates,
// the series' other upcoming published dates with free places, so a full date leads to
// the next one; a single walk has none.
func TestAWalkPageListsItsSeriesOtherDatesWithRoom(t *testing.T) {
	t.Parallel()
	now := time.Date(2027, 3, 1, 12, 0, 0, 0, time.UTC)
	var first string
	shop := shoptest.Start(t, shoptest.Options{Clock: func() time.Time { return now }, Seed: func(db *database.DB) {
		first = insertWalk(t, db, "reeks-1", now.Add(24*time.Hour), true, 2)
		insertWalk(t, db, "reeks-2", now.Add(8*24*time.Hour), true, 2)
		insertWalk(t, db, "reeks-3", now.Add(15*24*time.Hour), false, 2)
		insertWalk(t, db, "reeks-4", now.Add(22*24*time.Hour), true, 2)
		insertWalk(t, db, "los", now.Add(24*time.Hour), true, 2)
		testdb.Booking(t, db, first, nil, 2, 0, "PAID", now.Add(-time.Hour))
		if _, err := db.ExecContext(context.Background(), `UPDATE walks SET series_id = ? WHERE slug LIKE 'reeks-%'`, first); err != nil {
			t.Fatal(err)
		}
	}})
	anon := client{t: t, handler: shop.Handler}
	type page struct {
		AvailableSpots int `json:"availableSpots"`
		OtherDates     []struct {
			Slug           string    `json:"slug"`
			DateStart      time.Time `json:"dateStart"`
			AvailableSpots int       `json:"availableSpots"`
		} `json:"otherDates"`
	}
	full := servertest.Decode[page](t, anon.do("GET", "/api/v1/walks/reeks-1", ""))
	if full.AvailableSpots != 0 || len(full.OtherDates) != 2 || full.OtherDates[0].Slug != "reeks-2" || full.OtherDates[1].Slug != "reeks-4" ||
		full.OtherDates[0].AvailableSpots != 2 || !full.OtherDates[0].DateStart.Equal(now.Add(8*24*time.Hour)) {
		t.Fatalf("a full date's other dates: %+v", full)
	}
	second := servertest.Decode[page](t, anon.do("GET", "/api/v1/walks/reeks-2", ""))
	if len(second.OtherDates) != 1 || second.OtherDates[0].Slug != "reeks-4" {
		t.Fatalf("the full date is left out: %+v", second.OtherDates)
	}
	rec := anon.do("GET", "/api/v1/walks/los", "")
	if single := servertest.Decode[page](t, rec); single.OtherDates == nil || len(single.OtherDates) != 0 {
		t.Fatalf("a single walk's other dates: %s", rec.Body)
	}
}
