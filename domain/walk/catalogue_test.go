package walk_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/rules"
)

// catalogueEnv is a catalogue on a fresh database, with a clock the test moves and the
// listener's reports on a channel.
type catalogueEnv struct {
	t     *testing.T
	db    *database.DB
	url   string
	cat   *walk.Catalogue
	heard chan bool

	mu  sync.Mutex
	now time.Time
}

func newCatalogueEnv(t *testing.T) *catalogueEnv {
	t.Helper()
	db, url := testdb.NewWithURL(t)
	e := &catalogueEnv{t: t, db: db, url: url, heard: make(chan bool, 100), now: time.Now().UTC().Truncate(time.Second)}
	e.cat = walk.NewCatalogue(db, e.clock)
	return e
}

func (e *catalogueEnv) clock() time.Time {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.now
}

func (e *catalogueEnv) advance(d time.Duration) {
	e.mu.Lock()
	e.now = e.now.Add(d)
	e.mu.Unlock()
}

// listen starts the listener until the test ends and waits until it listens.
func (e *catalogueEnv) listen() {
	e.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		database.Listen(ctx, e.url, walk.ChangesChannel, func(listening bool) {
			e.cat.Changed(listening)
			e.heard <- listening
		})
	}()
	e.t.Cleanup(func() { cancel(); <-done }) // before the database is dropped
	e.waitHeard(true)
}

// waitHeard waits for the listener's next report and checks it.
func (e *catalogueEnv) waitHeard(want bool) {
	e.t.Helper()
	select {
	case got := <-e.heard:
		if got != want {
			e.t.Fatalf("listener reported %v, want %v", got, want)
		}
	case <-time.After(10 * time.Second):
		e.t.Fatalf("listener reported nothing within 10 s (want %v)", want)
	}
}

func (e *catalogueEnv) exec(q string, args ...any) {
	e.t.Helper()
	if _, err := e.db.NewRaw(q, args...).Exec(context.Background()); err != nil {
		e.t.Fatalf("%s: %v", q, err)
	}
}

// addWalk adds a published walk with 10 places starting at start.
func (e *catalogueEnv) addWalk(slug string, start time.Time) string {
	e.t.Helper()
	return testdb.Walk(e.t, e.db, slug, start, 10, 2000, true)
}

// book adds a booking of qty places on walk with status, made at createdAt.
func (e *catalogueEnv) book(walkID string, qty int, status string, createdAt time.Time) {
	e.t.Helper()
	testdb.Booking(e.t, e.db, walkID, nil, qty, 0, status, createdAt)
}

func (e *catalogueEnv) upcoming() *walk.Listing {
	e.t.Helper()
	l, err := e.cat.Upcoming(context.Background())
	if err != nil {
		e.t.Fatal(err)
	}
	return l
}

func spots(l *walk.Listing, slug string) int {
	for _, w := range l.Walks {
		if w.Slug == slug {
			return w.AvailableSpots
		}
	}
	return -1
}

func TestCatalogueKeepsTheListingUntilAWriteIsReported(t *testing.T) {
	e := newCatalogueEnv(t)
	id := e.addWalk("ochtend", e.clock().Add(72*time.Hour))
	e.listen()

	first := e.upcoming()
	if spots(first, "ochtend") != 10 {
		t.Fatalf("spots %d, want 10", spots(first, "ochtend"))
	}
	if e.upcoming() != first {
		t.Fatal("the listing was read again while nothing changed")
	}

	t.Run("a booking made elsewhere", func(t *testing.T) {
		e.book(id, 3, "PAID", e.clock())
		e.waitHeard(true)
		if got := spots(e.upcoming(), "ochtend"); got != 7 {
			t.Fatalf("spots %d after a paid booking of 3, want 7", got)
		}
	})
	t.Run("a walk changed elsewhere", func(t *testing.T) {
		e.exec(`UPDATE walks SET title = 'Avond in het bos' WHERE id = ?`, id)
		e.waitHeard(true)
		if got := e.upcoming().Walks[0].Title; got != "Avond in het bos" {
			t.Fatalf("title %q after the update", got)
		}
	})
	t.Run("a walk unpublished elsewhere", func(t *testing.T) {
		e.exec(`UPDATE walks SET published = false WHERE id = ?`, id)
		e.waitHeard(true)
		if l := e.upcoming(); len(l.Walks) != 0 {
			t.Fatalf("%d walks listed after unpublishing the only one", len(l.Walks))
		}
	})
}

func TestCatalogueListingEndsWhenTimeAloneChangesIt(t *testing.T) {
	e := newCatalogueEnv(t)
	now := e.clock()
	e.addWalk("straks", now.Add(time.Hour))
	later := e.addWalk("later", now.Add(72*time.Hour))
	// A pending booking whose payment hold ends in 10 minutes.
	e.book(later, 4, "PENDING", now.Add(-rules.HoldDuration+10*time.Minute))
	e.listen()

	kept := e.upcoming()
	if spots(kept, "later") != 6 || spots(kept, "straks") != 10 {
		t.Fatalf("spots later %d, straks %d; want 6 and 10", spots(kept, "later"), spots(kept, "straks"))
	}
	e.advance(9 * time.Minute)
	if e.upcoming() != kept {
		t.Fatal("the listing was read again before anything could have changed")
	}
	e.advance(2 * time.Minute)
	if got := spots(e.upcoming(), "later"); got != 10 {
		t.Fatalf("spots %d after the payment hold ended, want 10", got)
	}
	e.advance(time.Hour)
	if got := spots(e.upcoming(), "straks"); got != -1 {
		t.Fatal("a walk that has started is still listed")
	}
}

func TestCatalogueKeepsNothingWhileNobodyListens(t *testing.T) {
	e := newCatalogueEnv(t)
	id := e.addWalk("ochtend", e.clock().Add(72*time.Hour))
	if a, b := e.upcoming(), e.upcoming(); a == b {
		t.Fatal("a listing was kept with no listener")
	}
	e.listen()

	// The listener's connection is cut: nothing is kept until it is back.
	var cut int
	if err := e.db.NewRaw(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND application_name = ?`, database.ListenerName).Scan(context.Background(), &cut); err != nil || cut != 1 {
		t.Fatalf("terminated %d listeners: %v", cut, err)
	}
	e.waitHeard(false)
	e.book(id, 2, "PAID", e.clock()) // unheard
	if got := spots(e.upcoming(), "ochtend"); got != 8 {
		t.Fatalf("spots %d while not listening, want 8", got)
	}

	e.waitHeard(true) // reconnected by itself
	kept := e.upcoming()
	if kept != e.upcoming() {
		t.Fatal("nothing kept after the listener reconnected")
	}
	e.book(id, 1, "PAID", e.clock())
	e.waitHeard(true)
	if got := spots(e.upcoming(), "ochtend"); got != 7 {
		t.Fatalf("spots %d after a booking heard on the new connection, want 7", got)
	}
}

func TestCatalogueFreePlaces(t *testing.T) {
	e := newCatalogueEnv(t)
	id := e.addWalk("ochtend", e.clock().Add(72*time.Hour))
	e.book(id, 4, "PAID", e.clock())
	ctx := context.Background()
	if _, ok := e.cat.FreePlaces(ctx, "slug", "ochtend"); ok {
		t.Fatal("free places claimed while no listener runs")
	}
	e.listen()
	for _, c := range []struct{ column, value string }{{"slug", "ochtend"}, {"id", id}} {
		if free, ok := e.cat.FreePlaces(ctx, c.column, c.value); !ok || free != 6 {
			t.Errorf("by %s: %d free (ok %v), want 6", c.column, free, ok)
		}
	}
	for _, c := range []struct{ column, value string }{{"slug", "bestaat-niet"}, {"id", "ochtend"}, {"slug", id}} {
		if _, ok := e.cat.FreePlaces(ctx, c.column, c.value); ok {
			t.Errorf("by %s %q: free places claimed for no such walk", c.column, c.value)
		}
	}
}
