package agenda_test

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	ical "github.com/emersion/go-ical"

	"wandelwijs.nl/domain/agenda"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/rules"
)

// parse reads a feed with go-ical, a maintained parser, and returns its events by UID.
func parse(t *testing.T, feed []byte) (*ical.Calendar, map[string]*ical.Event) {
	t.Helper()
	cal, err := ical.NewDecoder(bytes.NewReader(feed)).Decode()
	if err != nil {
		t.Fatalf("not iCalendar: %v\n%s", err, feed)
	}
	events := map[string]*ical.Event{}
	for _, e := range cal.Events() {
		uid, _ := e.Props.Text(ical.PropUID)
		events[uid] = &e
	}
	return cal, events
}

// TestTheFeedsListTheUpcomingWalks: the public feed is valid iCalendar with a VTIMEZONE
// for Europe/Amsterdam and one VEVENT per upcoming published walk (UID, start and end in
// Amsterdam, location, URL of its page; a called-off walk CANCELLED); the private feed
// adds the places booked, only for its token, and a renewed token ends the old feed.
func TestTheFeedsListTheUpcomingWalks(t *testing.T) {
	db := testdb.New(t)
	ctx := context.Background()
	now := time.Now()
	s := agenda.NewService(db.DB, "https://wandelwijs.example", func() time.Time { return now })
	start := time.Date(2031, 7, 4, 7, 30, 0, 0, time.UTC) // 09:30 summer time
	open := testdb.Walk(t, db, "zomerochtend", start, 12, 2000, true)
	called := testdb.Walk(t, db, "afgelast", start.Add(24*time.Hour), 12, 2000, true)
	testdb.Walk(t, db, "verborgen", start, 12, 2000, false)
	testdb.Walk(t, db, "voorbij", now.Add(-72*time.Hour), 12, 2000, true)
	testdb.Booking(t, db, open, nil, 3, 6000, "PAID", now)
	testdb.Row(t, db, `UPDATE walks SET cancelled_at = now(), cancel_reason = 'Storm' WHERE id = ? RETURNING id`, called)

	feed, err := s.Public(ctx)
	if err != nil {
		t.Fatal(err)
	}
	cal, events := parse(t, feed)
	var zones int
	for _, c := range cal.Children {
		if c.Name == ical.CompTimezone {
			if id, _ := c.Props.Text(ical.PropTimezoneID); id == "Europe/Amsterdam" {
				zones++
			}
		}
	}
	if zones != 1 || len(events) != 2 {
		t.Fatalf("%d Amsterdam VTIMEZONEs, events %v", zones, events)
	}
	e := events["walk-"+open+"@wandelwijs"]
	if e == nil {
		t.Fatalf("no event for the open walk: %v", events)
	}
	got, err := e.DateTimeStart(rules.Amsterdam)
	if err != nil || !got.Equal(start) || e.Props.Get(ical.PropDateTimeStart).Params.Get(ical.ParamTimezoneID) != "Europe/Amsterdam" {
		t.Errorf("start %v (%v), want %v in Europe/Amsterdam", got, err, start)
	}
	if end, _ := e.DateTimeEnd(rules.Amsterdam); !end.After(got) {
		t.Errorf("end %v", end)
	}
	var url string
	if p := e.Props.Get(ical.PropURL); p != nil {
		url = p.Value
	}
	loc, _ := e.Props.Text(ical.PropLocation)
	status, _ := e.Props.Text(ical.PropStatus)
	summary, _ := e.Props.Text(ical.PropSummary)
	if url != "https://wandelwijs.example/wandelingen/zomerochtend" || loc == "" || status != "CONFIRMED" || bytes.Contains([]byte(summary), []byte("geboekt")) {
		t.Errorf("url %q location %q status %q summary %q", url, loc, status, summary)
	}
	if st, _ := events["walk-"+called+"@wandelwijs"].Props.Text(ical.PropStatus); st != "CANCELLED" {
		t.Errorf("the called-off walk is %q", st)
	}

	if _, err := s.Private(ctx, "geen-token"); !errors.Is(err, agenda.ErrUnknownFeed) {
		t.Errorf("no token made yet: %v", err)
	}
	token, err := s.Token(ctx)
	if again, _ := s.Token(ctx); err != nil || again != token || len(token) < 32 {
		t.Fatalf("token %q then %q (%v)", token, again, err)
	}
	private, err := s.Private(ctx, token)
	if err != nil {
		t.Fatal(err)
	}
	_, pevents := parse(t, private)
	if s, _ := pevents["walk-"+open+"@wandelwijs"].Props.Text(ical.PropSummary); !bytes.Contains([]byte(s), []byte("3 van 12 plaatsen geboekt")) {
		t.Errorf("private summary %q", s)
	}
	renewed, err := s.Renew(ctx)
	if err != nil || renewed == token {
		t.Fatalf("renew: %q %v", renewed, err)
	}
	if _, err := s.Private(ctx, token); !errors.Is(err, agenda.ErrUnknownFeed) {
		t.Errorf("the old token still answers: %v", err)
	}
	if _, err := s.Private(ctx, renewed); err != nil {
		t.Errorf("the new token: %v", err)
	}
}
