package walk_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/rules"
)

// amsterdam is a moment given as an Amsterdam wall-clock time.
func amsterdam(y int, m time.Month, d, h, min int) time.Time {
	return time.Date(y, m, d, h, min, 0, 0, rules.Amsterdam).UTC()
}

// seriesPlanner is a Planner on a new database, with the database and the time its clock
// reads: 1 March 2027 at 12:00 in Amsterdam, until the test moves it.
func seriesPlanner(t *testing.T) (walk.Planner, *database.DB, *time.Time) {
	db := testdb.New(t)
	now := amsterdam(2027, 3, 1, 12, 0)
	return walk.NewPlanner(db.DB, func() time.Time { return now }), db, &now
}

func days(ws []walk.Record) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.DateStart.In(rules.Amsterdam).Format("2006-01-02 15:04")
	}
	return out
}

func invalid(t *testing.T, err error, code, mentions string) {
	t.Helper()
	var e *errs.Error
	if !errors.As(err, &e) || e.Kind != errs.Invalid || (code != "" && e.Code != code) || !strings.Contains(e.Message, mentions) {
		t.Fatalf("want a 400 %s naming %q, got %v", code, mentions, err)
	}
}

func walkCount(t *testing.T, walks walk.Planner) int {
	t.Helper()
	_, n, err := walks.List(context.Background(), paging.Page{})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestARepeatMakesOneWalkPerDateInOneSeries: weekly, every two weeks and monthly on the
// same weekday at the same Amsterdam time of day (across the change to summer time), by
// count, until a day or on chosen days; each date its own walk and slug in the series.
func TestARepeatMakesOneWalkPerDateInOneSeries(t *testing.T) {
	ctx := context.Background()
	walks, _, _ := seriesPlanner(t)
	// Sunday 14 March 2027, 10:30 in winter time.
	src, err := walks.Create(ctx, form("stilte", amsterdam(2027, 3, 14, 10, 30)))
	if err != nil {
		t.Fatal(err)
	}
	src, _ = walks.Update(ctx, src.ID, walk.Changes{Published: new(true)})

	weekly, err := walks.Repeat(ctx, src.ID, walk.Repetition{Every: walk.EveryWeek, Count: new(3)})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(days(weekly), ","); got != "2027-03-21 10:30,2027-03-28 10:30,2027-04-04 10:30" {
		t.Fatalf("weekly: %s", got)
	}
	w := weekly[2]
	if w.Slug != "stilte-2027-04-04" || !w.Published || w.SeriesID == nil || *w.SeriesID != src.ID ||
		w.DateEnd.Sub(w.DateStart) != 2*time.Hour || w.AvailableSpots != src.MaxParticipants {
		t.Fatalf("a walk of the series: %+v", w)
	}
	if again, _ := walks.Get(ctx, src.ID); again.SeriesID == nil || *again.SeriesID != src.ID {
		t.Fatalf("the repeated walk heads its series: %+v", again.SeriesID)
	}

	// From a walk of the series, the series is the same one and its slug loses its day.
	fortnightly, err := walks.Repeat(ctx, w.ID, walk.Repetition{Every: walk.Every2Weeks, Until: new("2027-05-02")})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(days(fortnightly), ","); got != "2027-04-18 10:30,2027-05-02 10:30" || fortnightly[0].Slug != "stilte-2027-04-18" ||
		*fortnightly[0].SeriesID != src.ID {
		t.Fatalf("every two weeks until 2 May: %s %+v", got, fortnightly[0])
	}

	// The second Sunday of the month; and a fifth Sunday repeats on the last one.
	monthly, err := walks.Repeat(ctx, src.ID, walk.Repetition{Every: walk.EveryMonth, Count: new(2)})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(days(monthly), ","); got != "2027-04-11 10:30,2027-05-09 10:30" {
		t.Fatalf("monthly: %s", got)
	}
	fifth, _ := walks.Create(ctx, form("vijfde", amsterdam(2027, 5, 30, 9, 0)))
	last, err := walks.Repeat(ctx, fifth.ID, walk.Repetition{Every: walk.EveryMonth, Count: new(2)})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(days(last), ","); got != "2027-06-27 09:00,2027-07-25 09:00" {
		t.Fatalf("monthly from a fifth Sunday: %s", got)
	}

	chosen, err := walks.Repeat(ctx, fifth.ID, walk.Repetition{Dates: []string{"2027-08-03", "2027-08-12"}})
	if err != nil || strings.Join(days(chosen), ",") != "2027-08-03 09:00,2027-08-12 09:00" {
		t.Fatalf("chosen dates: %v %v", days(chosen), err)
	}
}

// TestARepeatRefusesPastAndTakenDatesAndTheCapMakingNothing: a date in the past, a day
// the series has a walk on, more dates than rules.json's cap: a 400 naming it, and not one
// walk is made.
func TestARepeatRefusesPastAndTakenDatesAndTheCapMakingNothing(t *testing.T) {
	ctx := context.Background()
	walks, _, _ := seriesPlanner(t)
	src, _ := walks.Create(ctx, form("stilte", amsterdam(2027, 3, 14, 10, 30)))
	if _, err := walks.Repeat(ctx, src.ID, walk.Repetition{Every: walk.EveryWeek, Count: new(1)}); err != nil {
		t.Fatal(err)
	}
	before := walkCount(t, walks)

	_, err := walks.Repeat(ctx, src.ID, walk.Repetition{Dates: []string{"2027-04-01", "2027-02-20"}})
	invalid(t, err, "series_date_past", "20 februari 2027")
	_, err = walks.Repeat(ctx, src.ID, walk.Repetition{Dates: []string{"2027-04-01", "2027-03-21"}})
	invalid(t, err, "series_date_taken", "21 maart 2027")
	_, err = walks.Repeat(ctx, src.ID, walk.Repetition{Dates: []string{"2027-04-01", "2027-03-14"}})
	invalid(t, err, "series_date_taken", "14 maart 2027")
	_, err = walks.Repeat(ctx, src.ID, walk.Repetition{Dates: []string{"2027-04-01", "2027-04-01"}})
	invalid(t, err, "series_date_taken", "1 april 2027")

	maxDates := rules.All.Walk.SeriesMaxDates
	r := walk.Repetition{Every: walk.EveryWeek, Count: new(500)}
	var e *errs.Error
	if !errors.As(r.Validate(), &e) || !strings.Contains(e.Fields["count"], fmt.Sprintf("maximaal %d", maxDates)) {
		t.Fatalf("500 dates: the cap is not said: %v", e)
	}
	_, err = walks.Repeat(ctx, src.ID, r)
	invalid(t, err, "series_too_long", fmt.Sprintf("maximaal %d", maxDates))
	_, err = walks.Repeat(ctx, src.ID, walk.Repetition{Every: walk.EveryWeek, Until: new("2037-01-01")})
	invalid(t, err, "series_too_long", "maximaal")
	tooMany := walk.Repetition{Dates: make([]string, maxDates+1)}
	if err := tooMany.Validate(); err == nil {
		t.Fatal("more chosen dates than the cap accepted")
	}
	if bad := (walk.Repetition{Every: "year", Count: new(2)}); bad.Validate() == nil {
		t.Fatal("every year accepted")
	}
	if bad := (walk.Repetition{Every: walk.EveryWeek}); bad.Validate() == nil {
		t.Fatal("neither count nor until accepted")
	}
	if after := walkCount(t, walks); after != before {
		t.Fatalf("refused repeats made walks: %d → %d", before, after)
	}
}

// TestAnEditGoesToThisWalkOrAlsoToTheFollowingOnesThatHaveNotStarted: "alleen deze" changes
// one walk; "deze en alle volgende" carries texts, price, places and time of day to the
// later walks of the series, never to earlier or started ones, and a maximum below the
// places booked on a later walk refuses the whole change, naming its date.
func TestAnEditGoesToThisWalkOrAlsoToTheFollowingOnesThatHaveNotStarted(t *testing.T) {
	ctx := context.Background()
	walks, db, now := seriesPlanner(t)
	src, _ := walks.Create(ctx, form("stilte", amsterdam(2027, 3, 7, 10, 30)))
	series, err := walks.Repeat(ctx, src.ID, walk.Repetition{Every: walk.EveryWeek, Count: new(4)})
	if err != nil {
		t.Fatal(err)
	}
	// 7, 14, 21, 28 March and 4 April; the clock moves to the 10th: the 7th has started.
	*now = amsterdam(2027, 3, 10, 12, 0)
	second, third, fourth := series[0], series[1], series[2]
	testdb.Booking(t, db, fourth.ID, nil, 5, 0, "PAID", *now)

	only, err := walks.Update(ctx, second.ID, walk.Changes{Title: new("Alleen deze"), Scope: walk.ScopeThis})
	if err != nil || only.Title != "Alleen deze" {
		t.Fatalf("only this one: %+v %v", only, err)
	}
	if w, _ := walks.Get(ctx, third.ID); w.Title != "Stilte" {
		t.Fatalf("a later walk changed with only this one: %q", w.Title)
	}

	_, err = walks.Update(ctx, third.ID, walk.Changes{MaxParticipants: new(4), Scope: walk.ScopeFollowing})
	invalid(t, err, "", "28 maart 2027")
	if w, _ := walks.Get(ctx, third.ID); w.MaxParticipants != src.MaxParticipants {
		t.Fatalf("a refused change to the following walks changed this one: %d", w.MaxParticipants)
	}

	_, err = walks.Update(ctx, third.ID, walk.Changes{Title: new("Lente"), PriceCents: new(2500), MaxParticipants: new(6),
		DateStart: new(amsterdam(2027, 3, 21, 9, 0)), DateEnd: new(amsterdam(2027, 3, 21, 12, 0)), Scope: walk.ScopeFollowing})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{third.ID, fourth.ID, series[3].ID} {
		w, _ := walks.Get(ctx, id)
		local := w.DateStart.In(rules.Amsterdam)
		if w.Title != "Lente" || w.PriceCents != 2500 || w.MaxParticipants != 6 || local.Format("15:04") != "09:00" ||
			w.DateEnd.Sub(w.DateStart) != 3*time.Hour {
			t.Fatalf("a following walk: %+v", w)
		}
	}
	if w, _ := walks.Get(ctx, fourth.ID); w.DateStart.In(rules.Amsterdam).Format("2006-01-02") != "2027-03-28" || w.Slug != fourth.Slug {
		t.Fatalf("a following walk kept its day and slug: %+v", w)
	}
	if w, _ := walks.Get(ctx, second.ID); w.Title != "Alleen deze" {
		t.Fatalf("an earlier walk changed: %q", w.Title)
	}

	// From the first walk, which started: its later walks change, itself stays as it was.
	_, err = walks.Update(ctx, src.ID, walk.Changes{ShortDesc: new("Nieuw"), Scope: walk.ScopeFollowing})
	if err != nil {
		t.Fatal(err)
	}
	if w, _ := walks.Get(ctx, second.ID); w.ShortDesc != "Nieuw" {
		t.Fatalf("a later walk missed the change: %q", w.ShortDesc)
	}
	*now = amsterdam(2027, 3, 21, 11, 0) // the third walk (at 10:30 again, the first's time of day) has started
	if _, err := walks.Update(ctx, second.ID, walk.Changes{FullDesc: new("Later"), Scope: walk.ScopeFollowing}); err != nil {
		t.Fatal(err)
	}
	if w, _ := walks.Get(ctx, third.ID); w.FullDesc == "Later" {
		t.Fatal("a started walk was changed")
	}
	if w, _ := walks.Get(ctx, fourth.ID); w.FullDesc != "Later" {
		t.Fatalf("a walk to come missed the change: %q", w.FullDesc)
	}
}

// TestACopyIsANewSingleUnpublishedWalk: "Kopiëren" makes a walk outside the series with a
// free slug; the original is untouched.
func TestACopyIsANewSingleUnpublishedWalk(t *testing.T) {
	ctx := context.Background()
	walks, _, _ := seriesPlanner(t)
	src, _ := walks.Create(ctx, form("stilte", amsterdam(2027, 3, 7, 10, 30)))
	src, _ = walks.Update(ctx, src.ID, walk.Changes{Published: new(true)})
	if _, err := walks.Repeat(ctx, src.ID, walk.Repetition{Every: walk.EveryWeek, Count: new(1)}); err != nil {
		t.Fatal(err)
	}
	first, err := walks.Copy(ctx, src.ID)
	if err != nil {
		t.Fatal(err)
	}
	second, err := walks.Copy(ctx, src.ID)
	if err != nil {
		t.Fatal(err)
	}
	if first.ID == src.ID || first.Slug != "stilte-kopie" || second.Slug != "stilte-kopie-2" || first.Published || first.SeriesID != nil ||
		first.Title != src.Title || !first.DateStart.Equal(src.DateStart) || first.MaxParticipants != src.MaxParticipants {
		t.Fatalf("copies: %+v / %+v", first, second)
	}
	if _, err := walks.Copy(ctx, "geen-uuid"); !errors.Is(err, walk.ErrNotFound) {
		t.Fatalf("copy of an unknown walk: %v", err)
	}
}

// TestTheOtherDatesOfASeriesAreTheUpcomingOnesWithRoom: a walk's page lists its series'
// other dates that have free places and go on, soonest first; a full, called-off or past
// date is left out, and a single walk has none.
func TestTheOtherDatesOfASeriesAreTheUpcomingOnesWithRoom(t *testing.T) {
	ctx := context.Background()
	walks, db, now := seriesPlanner(t)
	src, _ := walks.Create(ctx, form("stilte", amsterdam(2027, 3, 7, 10, 30)))
	src, _ = walks.Update(ctx, src.ID, walk.Changes{Published: new(true), MaxParticipants: new(2)})
	series, err := walks.Repeat(ctx, src.ID, walk.Repetition{Every: walk.EveryWeek, Count: new(4)})
	if err != nil {
		t.Fatal(err)
	}
	single, _ := walks.Create(ctx, form("los", amsterdam(2027, 3, 8, 10, 30)))
	testdb.Booking(t, db, series[0].ID, nil, 2, 0, "PAID", *now) // 14 March is full
	testdb.Row(t, db, `UPDATE walks SET cancelled_at = now(), cancel_reason = 'Storm' WHERE id = ? RETURNING id`, series[2].ID)
	*now = amsterdam(2027, 3, 8, 12, 0) // 7 March has passed

	cat := walk.NewCatalogue(db, func() time.Time { return *now })
	full, err := cat.BySlug(ctx, series[0].Slug)
	if err != nil {
		t.Fatal(err)
	}
	other, err := cat.OtherDates(ctx, full)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, o := range other {
		got = append(got, o.Slug)
	}
	if strings.Join(got, ",") != "stilte-2027-03-21,stilte-2027-04-04" {
		t.Fatalf("other dates of a full date: %v", got)
	}
	if w, _ := walks.Get(ctx, single.ID); w.SeriesID != nil {
		t.Fatal("a single walk is in a series")
	}
	lone, _ := walks.Update(ctx, single.ID, walk.Changes{Published: new(true)})
	if o, err := cat.OtherDates(ctx, lone.Walk); err != nil || len(o) != 0 {
		t.Fatalf("a single walk's other dates: %v %v", o, err)
	}
}
