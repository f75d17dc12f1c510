package waitlist_test

import (
	"context"
	"errors"
	"path"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/linktoken"
	"wandelwijs.nl/platform/mail/mailtest"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
)

// outbox records the mails the waiting list queues, in the transaction that made them.
type outbox struct{ mailtest.Outbox }

// token is the entry's link token, read from the link its last mail carries.
func (o *outbox) token(t *testing.T) string {
	t.Helper()
	switch m := o.Mails[len(o.Mails)-1].(type) {
	case waitlist.WaitlistJoined:
		return path.Base(m.LeaveURL)
	case waitlist.WaitlistOffer:
		return path.Base(m.LeaveURL)
	}
	t.Fatalf("no waiting-list mail: %v", o.Mails)
	return ""
}

func (o *outbox) templates() string { return mailtest.Templates(o.Mails) }

type fixture struct {
	list     *waitlist.Service
	out      *outbox
	now      time.Time
	walk     string
	booking  string
	status   func(token string) string
	database *database.DB
}

// newFixture is a waiting list beside a full walk: 2 places, both booked and paid.
func newFixture(t *testing.T) *fixture {
	db := testdb.New(t)
	f := &fixture{out: &outbox{}, now: time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC), database: db}
	f.list = waitlist.NewService(waitlist.Deps{DB: db.DB, Mailer: f.out, Links: site.Links{PublicURL: "http://shop.test"},
		LinkKey: linktoken.Key(strings.Repeat("k", 32)), Now: func() time.Time { return f.now }})
	f.walk = testdb.Walk(t, db, "vol", f.now.AddDate(0, 0, 10), 2, 2500, true)
	f.booking = testdb.Booking(t, db, f.walk, nil, 2, 5000, "PAID", f.now.AddDate(0, 0, -1))
	f.status = func(token string) string {
		e, err := f.list.EntryOf(context.Background(), token)
		if err != nil {
			t.Fatal(err)
		}
		return e.Status
	}
	return f
}

func signup(email string, qty int) waitlist.Signup {
	return waitlist.Signup{Name: "Wachtende", Email: email, Phone: "0612345678", Qty: qty}
}

func TestAPartyWaitsForAFullWalkAndIsOfferedThePlacesThatComeFree(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	if err := f.list.Join(ctx, "vol", signup("een@example.nl", 1)); err != nil {
		t.Fatal(err)
	}
	first := f.out.token(t)
	if err := f.list.Join(ctx, "vol", signup("twee@example.nl", 2)); err != nil {
		t.Fatal(err)
	}
	second := f.out.token(t)
	if got := f.out.templates(); got != "waitlist-joined waitlist-joined" {
		t.Fatalf("mails = %s", got)
	}

	// Nothing free: no offer.
	if err := f.list.OfferFreedPlaces(ctx); err != nil || f.status(first) != waitlist.EntryWaiting {
		t.Fatalf("offers on a full walk: %s %v", f.status(first), err)
	}
	// One place comes free: the first in line fits and is offered it; the party of two
	// waits on.
	testdb.SetWorth(t, f.database, f.booking, 1, 2500, 0)
	f.now = f.now.Add(time.Minute)
	if err := f.list.OfferFreedPlaces(ctx); err != nil {
		t.Fatal(err)
	}
	if f.status(first) != waitlist.EntryOffered || f.status(second) != waitlist.EntryWaiting {
		t.Fatalf("after one place came free: %s and %s", f.status(first), f.status(second))
	}
	offer := f.out.Mails[len(f.out.Mails)-1].(waitlist.WaitlistOffer)
	if want := f.now.Add(time.Duration(rules.All.Booking.WaitlistOfferHours) * time.Hour); !offer.ExpiresAt.Equal(want) {
		t.Errorf("the offer holds until %v, want %v", offer.ExpiresAt, want)
	}
	if _, err := f.list.OpenOffer(ctx, f.database.DB, first, f.now, false); err != nil {
		t.Errorf("the offer is not open: %v", err)
	}

	// Past its time the offer ends; leaving and rejoining go through the entry's own link.
	f.now = offer.ExpiresAt.Add(time.Minute)
	if _, err := f.list.OpenOffer(ctx, f.database.DB, first, f.now, false); !errors.Is(err, waitlist.ErrOfferEnded) {
		t.Errorf("an offer past its time: %v", err)
	}
	if err := f.list.Leave(ctx, second); err != nil || f.status(second) != waitlist.EntryLeft {
		t.Fatalf("leave: %s %v", f.status(second), err)
	}
	if err := f.list.Leave(ctx, second); !errors.Is(err, waitlist.ErrAlreadyLeft) {
		t.Errorf("leave twice: %v", err)
	}
	if err := f.list.Rejoin(ctx, second); err != nil || f.status(second) != waitlist.EntryWaiting {
		t.Fatalf("rejoin: %s %v", f.status(second), err)
	}
	if err := f.list.Rejoin(ctx, second); !errors.Is(err, waitlist.ErrStillWaiting) {
		t.Errorf("rejoin while waiting: %v", err)
	}
	if _, err := f.list.EntryOf(ctx, strings.Repeat("x", linktoken.Len)); !errors.Is(err, waitlist.ErrEntryNotFound) {
		t.Errorf("an unknown link: %v", err)
	}
}

func TestASignupIsRefusedWhereThereIsRoomOrNoWalkToWaitFor(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	testdb.SetWorth(t, f.database, f.booking, 1, 2500, 0)
	if err := f.list.Join(ctx, "vol", signup("een@example.nl", 1)); err == nil || !strings.Contains(err.Error(), "gewoon boeken") {
		t.Errorf("a signup for a place that is free: %v", err)
	}
	if err := f.list.Join(ctx, "vol", signup("een@example.nl", 2)); err != nil {
		t.Errorf("a party of two for the one free place: %v", err)
	}
	f.now = f.now.AddDate(0, 0, 11)
	if err := f.list.Join(ctx, "vol", signup("drie@example.nl", 2)); !errors.Is(err, waitlist.ErrWaitlistShut) {
		t.Errorf("a signup after the start: %v", err)
	}
}

func TestAnAddressOnTheListIsMailedItsLinkAgainAtMostHourly(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	for range 3 {
		if err := f.list.Join(ctx, "vol", signup("een@example.nl", 1)); err != nil {
			t.Fatal(err)
		}
	}
	// The entry's mail, then its link once more; not a third time within the hour.
	if got := f.out.templates(); got != "waitlist-joined waitlist-joined" {
		t.Fatalf("three signups within the hour mailed %q", got)
	}
	f.now = f.now.Add(61 * time.Minute)
	if err := f.list.Join(ctx, "vol", signup("een@example.nl", 2)); err != nil {
		t.Fatal(err)
	}
	known := f.out.Mails[len(f.out.Mails)-1].(waitlist.WaitlistJoined)
	if len(f.out.Mails) != 3 || !known.Known || known.Qty != 1 {
		t.Fatalf("an hour later: %d mails, last %+v (the entry's own party, not the new signup's)", len(f.out.Mails), known)
	}
	entries, err := f.list.Entries(ctx, f.walk)
	if err != nil || len(entries) != 1 {
		t.Fatalf("entries = %+v %v", entries, err)
	}
}
