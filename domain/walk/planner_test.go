package walk_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/rules"
)

func form(slug string, start time.Time) walk.Changes {
	return walk.Changes{Title: new(" Stilte "), Slug: new(slug), City: new("Wageningen"), Address: new("Dijk 1"),
		ShortDesc: new("Kort"), FullDesc: new("Lang"), DateStart: new(start), DateEnd: new(start.Add(2 * time.Hour))}
}

func TestAWalkIsCreatedWithTheDefaultsChangedAndDeleted(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	walks := walk.NewPlanner(db.DB, func() time.Time { return now })

	w, err := walks.Create(ctx, form("stilte", now.AddDate(0, 0, 10)))
	if err != nil {
		t.Fatal(err)
	}
	d := rules.All.Walk.Defaults
	if w.Title != "Stilte" || w.PriceCents != d.PriceCents || w.MaxParticipants != d.MaxParticipants || w.AvailableSpots != d.MaxParticipants {
		t.Fatalf("created %+v", w)
	}
	if _, err := walks.Create(ctx, form("stilte", now)); !errors.Is(err, walk.ErrSlugTaken) {
		t.Fatalf("same slug again: %v", err)
	}

	_, err = walks.Update(ctx, w.ID, walk.Changes{Published: new(true), MaxParticipants: new(rules.All.Walk.MaxParticipants + 1)})
	var invalid *errs.Error
	if !errors.As(err, &invalid) || invalid.Kind != errs.Invalid || invalid.Fields["maxParticipants"] == "" {
		t.Fatalf("too many participants: %v", err)
	}
	w, err = walks.Update(ctx, w.ID, walk.Changes{Published: new(true)})
	if err != nil || !w.Published || w.Title != "Stilte" {
		t.Fatalf("publish only: %+v %v", w, err)
	}

	testdb.Booking(t, db, w.ID, nil, 1, 0, "CANCELLED", now)
	if _, err := walks.Delete(ctx, w.ID); !errors.Is(err, walk.ErrHasBookings) {
		t.Fatalf("delete a walk with a booking: %v", err)
	}
	other, _ := walks.Create(ctx, form("leeg", now.AddDate(0, 0, 3)))
	if _, err := walks.Delete(ctx, other.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := walks.Get(ctx, other.ID); !errors.Is(err, walk.ErrNotFound) {
		t.Fatalf("deleted walk: %v", err)
	}
	if _, err := walks.Get(ctx, "geen-uuid"); !errors.Is(err, walk.ErrNotFound) {
		t.Fatalf("malformed id: %v", err)
	}
}

// TestAvailableSpotsCountPaidAndHeldPlaces: the figures the back office shows are the ones
// the shop books against, in places: PAID places, and PENDING ones still inside the
// payment hold; booked = paid + pending, free = max − booked.
func TestAvailableSpotsCountPaidAndHeldPlaces(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	id := testdb.Walk(t, db, "vol", now.AddDate(0, 0, 5), 10, 2000, true)
	testdb.Booking(t, db, id, nil, 3, 6000, "PAID", now.Add(-48*time.Hour))
	testdb.Booking(t, db, id, nil, 2, 4000, "PENDING", now.Add(-time.Hour))
	testdb.Booking(t, db, id, nil, 4, 8000, "PENDING", now.Add(-rules.HoldDuration-time.Minute))
	testdb.Booking(t, db, id, nil, 1, 2000, "CANCELLED", now)

	w, err := walk.NewPlanner(db.DB, func() time.Time { return now }).Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if s := w.BookingStats; w.AvailableSpots != 5 || s.TotalBooked != 5 || s.PaidBookings != 3 || s.PendingBookings != 2 || s.Bookings != 4 {
		t.Fatalf("stats %+v, want 5 booked (3 paid + 2 held) and 5 free of 10, of 4 bookings", s)
	}
	list, total, err := walk.NewPlanner(db.DB, func() time.Time { return now }).List(ctx, paging.Page{Limit: 10, Filter: map[string]any{"q": "vol"}})
	if err != nil || total != 1 || list[0].AvailableSpots != 5 {
		t.Fatalf("list: %d %+v %v", total, list, err)
	}
}

// TestAWalkWithBookingsKeepsRoomForThemAndAFutureStart: a change cannot lower the maximum
// below the places booked (paid and held), nor move a walk with bookings to a start that
// has passed; a walk without bookings can, and any other change still goes through.
func TestAWalkWithBookingsKeepsRoomForThemAndAFutureStart(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	walks := walk.NewPlanner(db.DB, func() time.Time { return now })
	start := now.AddDate(0, 0, 5)
	booked := testdb.Walk(t, db, "geboekt", start, 10, 2000, true)
	testdb.Booking(t, db, booked, nil, 3, 6000, "PAID", now.Add(-48*time.Hour))
	testdb.Booking(t, db, booked, nil, 2, 4000, "PENDING", now.Add(-time.Hour))
	one := testdb.Walk(t, db, "een", start, 10, 2000, true)
	testdb.Booking(t, db, one, nil, 1, 2000, "PAID", now.Add(-48*time.Hour))
	empty := testdb.Walk(t, db, "leeg", start, 10, 2000, true)
	testdb.Booking(t, db, empty, nil, 4, 8000, "CANCELLED", now.Add(-48*time.Hour))
	yesterday := now.AddDate(0, 0, -1)

	for _, tt := range []struct {
		name, id string
		change   walk.Changes
		field    string
		message  string
	}{
		{"a maximum below the places booked", booked, walk.Changes{MaxParticipants: new(4)},
			"maxParticipants", "Er zijn al 5 plaatsen geboekt; het maximum kan niet lager zijn"},
		{"a start that has passed", booked, walk.Changes{DateStart: new(yesterday), DateEnd: new(yesterday.Add(2 * time.Hour))},
			"dateStart", "Er zijn al 5 plaatsen geboekt; de startdatum kan niet in het verleden liggen"},
		{"one place booked", one, walk.Changes{DateStart: new(yesterday), DateEnd: new(yesterday.Add(2 * time.Hour))},
			"dateStart", "Er is al 1 plaats geboekt; de startdatum kan niet in het verleden liggen"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			before, err := walks.Get(ctx, tt.id)
			if err != nil {
				t.Fatal(err)
			}
			_, err = walks.Update(ctx, tt.id, tt.change)
			var e *errs.Error
			if !errors.As(err, &e) || e.Kind != errs.Invalid || e.Fields[tt.field] != tt.message {
				t.Fatalf("err = %#v, want %s: %q", err, tt.field, tt.message)
			}
			if after, err := walks.Get(ctx, tt.id); err != nil || after.MaxParticipants != before.MaxParticipants || !after.DateStart.Equal(before.DateStart) {
				t.Errorf("a refused change changed the walk: %+v, before %+v (%v)", after, before, err)
			}
		})
	}

	if w, err := walks.Update(ctx, booked, walk.Changes{MaxParticipants: new(5), DateStart: new(start.Add(time.Hour)), DateEnd: new(start.Add(3 * time.Hour))}); err != nil ||
		w.MaxParticipants != 5 || w.AvailableSpots != 0 || !w.DateStart.Equal(start.Add(time.Hour)) {
		t.Errorf("exactly the places booked and a later start: %+v %v", w, err)
	}
	if w, err := walks.Update(ctx, empty, walk.Changes{MaxParticipants: new(1), DateStart: new(yesterday), DateEnd: new(yesterday.Add(2 * time.Hour))}); err != nil ||
		w.MaxParticipants != 1 || !w.DateStart.Equal(yesterday) {
		t.Errorf("a walk whose only booking was cancelled: %+v %v", w, err)
	}
	if _, err := walks.Update(ctx, "geen-id", walk.Changes{MaxParticipants: new(5)}); !errors.Is(err, walk.ErrNotFound) {
		t.Errorf("a malformed id: %v", err)
	}
}

// TestAChangeMadeToAnOlderVersionIsRefused: a change that says which version of the walk
// it was made to (ReadAt, the updatedAt the form read) is refused once the walk changed
// since, so a second tab cannot put back an older price; a change without it, or made to
// the current version, goes through.
func TestAChangeMadeToAnOlderVersionIsRefused(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Now() // the walk's first updatedAt is the database's now()
	walks := walk.NewPlanner(db.DB, func() time.Time { now = now.Add(time.Second); return now })
	id := testdb.Walk(t, db, "twee-tabs", now.AddDate(0, 0, 5), 10, 2000, true)
	read, err := walks.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	first, err := walks.Update(ctx, id, walk.Changes{PriceCents: new(4500), ReadAt: new(read.UpdatedAt)})
	if err != nil || first.PriceCents != 4500 || !first.UpdatedAt.After(read.UpdatedAt) {
		t.Fatalf("the first tab's change: %+v %v", first, err)
	}
	if _, err := walks.Update(ctx, id, walk.Changes{Title: new("Andere titel"), PriceCents: new(2000), ReadAt: new(read.UpdatedAt)}); !errors.Is(err, walk.ErrChangedMeanwhile) {
		t.Fatalf("the second tab's change to the older version: %v, want ErrChangedMeanwhile", err)
	}
	if w, err := walks.Get(ctx, id); err != nil || w.PriceCents != 4500 || w.Title != first.Title {
		t.Fatalf("after the refusal: %+v %v, want the first tab's price kept", w, err)
	}
	if w, err := walks.Update(ctx, id, walk.Changes{Title: new("Andere titel"), ReadAt: new(first.UpdatedAt)}); err != nil || w.Title != "Andere titel" || w.PriceCents != 4500 {
		t.Fatalf("a change to the current version: %+v %v", w, err)
	}
	if w, err := walks.Update(ctx, id, walk.Changes{Published: new(false)}); err != nil || w.Published {
		t.Fatalf("a change that names no version ({published}): %+v %v", w, err)
	}
}

// TestAChangeWaitingForABookingCountsItsPlaces: a change that waits for the walk's lock
// while a booking takes places (the booking service holds the same lock) is checked
// against the places booked once it gets the lock, not against the count before.
func TestAChangeWaitingForABookingCountsItsPlaces(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Now()
	walks := walk.NewPlanner(db.DB, func() time.Time { return now })
	id := testdb.Walk(t, db, "druk", now.AddDate(0, 0, 5), 10, 2000, true)
	testdb.Booking(t, db, id, nil, 5, 10000, "PAID", now.Add(-time.Hour))

	booking, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = booking.Rollback() }()
	if _, err := booking.ExecContext(ctx, `SELECT id FROM walks WHERE id = ? FOR UPDATE`, id); err != nil {
		t.Fatal(err)
	}
	if _, err := booking.ExecContext(ctx, testdb.WithPositions(`INSERT INTO bookings (walk_id, customer_name, customer_email, qty, total_cents,
		status, payment_status) VALUES (?, 'Gast', 'gast@example.nl', 3, 6000, 'PAID', 'PAID')`), id); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := walks.Update(ctx, id, walk.Changes{MaxParticipants: new(6)})
		done <- err
	}()
	deadline := time.Now().Add(10 * time.Second)
	for waiting := 0; waiting == 0; {
		if time.Now().After(deadline) {
			t.Fatal("the change never waited for the walk's lock")
		}
		if err := db.NewRaw(`SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`).
			Scan(ctx, &waiting); err != nil {
			t.Fatal(err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := booking.Commit(); err != nil {
		t.Fatal(err)
	}
	var e *errs.Error
	if err := <-done; !errors.As(err, &e) || e.Fields["maxParticipants"] != "Er zijn al 8 plaatsen geboekt; het maximum kan niet lager zijn" {
		t.Fatalf("a maximum of 6 with 8 places booked: %#v", err)
	}
	if w, err := walks.Get(ctx, id); err != nil || w.MaxParticipants != 10 || w.BookingStats.TotalBooked != 8 {
		t.Fatalf("after the refusal: %+v %v", w, err)
	}
}
