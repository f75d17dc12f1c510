package api_test

import (
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/shop/shoptest"
)

// TestDevJobsRunAtOnce: in development a periodic job runs on request, so the browser
// tests and a person trying the shop need not wait for its schedule; elsewhere, and for
// another machine, the route does not exist.
func TestDevJobsRunAtOnce(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{})
	local := localClient(t, shop.Handler)
	walk := testdb.Walk(t, shop.DB, "later", time.Now().Add(10*24*time.Hour), 10, 2500, true)
	overdue := testdb.Booking(t, shop.DB, walk, nil, 2, 5000, "PENDING", time.Now().Add(-25*time.Hour))

	if rec := local.do("POST", "/api/v1/dev/jobs/booking_expiry/run", ""); rec.Code != 200 {
		t.Fatalf("run the expiry: %d %s", rec.Code, rec.Body)
	}
	var status string
	if err := shop.DB.NewRaw(`SELECT status FROM bookings WHERE id = ?`, overdue).Scan(t.Context(), &status); err != nil || status != "CANCELLED" {
		t.Fatalf("the overdue booking is %s (%v), want CANCELLED once the run answered", status, err)
	}
	if rec := local.do("POST", "/api/v1/dev/jobs/bestaat-niet/run", ""); rec.Code != 404 || !strings.Contains(rec.Body.String(), "Onbekende taak") {
		t.Fatalf("an unknown job: %d %s", rec.Code, rec.Body)
	}
	prod := client{t: t, handler: shoptest.Start(t, shoptest.Options{Production: true}).Handler, csrf: true, peer: "127.0.0.1:40000"}
	if rec := prod.do("POST", "/api/v1/dev/jobs/booking_expiry/run", ""); rec.Code != 404 {
		t.Fatalf("outside development: %d", rec.Code)
	}
}

// runTwiceForOneMail runs job twice through the dev route, checks that both runs
// together sent one mail, want, and returns it.
func runTwiceForOneMail(t *testing.T, shop *shoptest.Shop, local client, job, want string) mail.Delivered {
	t.Helper()
	for range 2 {
		if rec := local.do("POST", "/api/v1/dev/jobs/"+job+"/run", ""); rec.Code != 200 {
			t.Fatalf("run %s: %d %s", job, rec.Code, rec.Body)
		}
	}
	mails := shop.Mails(t, 1)
	shop.Settle(t)
	if again, _ := shop.Mailbox.List(); len(again) != 1 {
		t.Fatalf("%d mails after two runs, want %s", len(again), want)
	}
	return mails[0]
}

// TestRemindersGoOutOnce: the daily reminder mails every paid booking whose walk starts
// within booking.reminderDays days (up to the end of that day) once, with the walk as .ics;
// a second run sends nothing, and pending bookings, later walks and a paid booking on a
// called-off walk (still choosing between money and credit) get none.
func TestRemindersGoOutOnce(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{})
	local := localClient(t, shop.Handler)
	now := time.Now()
	soon := testdb.Walk(t, shop.DB, "overmorgen", rules.StartOfDay(now, 2).Add(23*time.Hour), 10, 2500, true)
	later := testdb.Walk(t, shop.DB, "volgende-week", rules.StartOfDay(now, 3).Add(10*time.Hour), 10, 2500, true)
	testdb.Booking(t, shop.DB, soon, nil, 2, 5000, "PAID", now.Add(-time.Hour))
	testdb.Booking(t, shop.DB, soon, nil, 1, 2500, "PENDING", now.Add(-time.Hour))
	testdb.Booking(t, shop.DB, soon, nil, 1, 2500, "CANCELLED", now.Add(-time.Hour))
	testdb.Booking(t, shop.DB, later, nil, 3, 7500, "PAID", now.Add(-time.Hour))
	calledOff := testdb.Walk(t, shop.DB, "afgelast-overmorgen", rules.StartOfDay(now, 2).Add(20*time.Hour), 10, 2500, true)
	testdb.Row(t, shop.DB, `UPDATE walks SET cancelled_at = now(), cancel_reason = 'Storm' WHERE id = ? RETURNING id`, calledOff)
	testdb.Booking(t, shop.DB, calledOff, nil, 1, 2500, "PAID", now.Add(-time.Hour))

	m := runTwiceForOneMail(t, shop, local, "booking_reminders", "the one reminder")
	if !strings.HasPrefix(m.Subject, "Binnenkort: Wandeling overmorgen") || len(m.Attachments) != 1 || m.Attachments[0].Filename != "wandeling.ics" {
		t.Fatalf("reminder %q with %d attachments", m.Subject, len(m.Attachments))
	}
	if !strings.Contains(m.Text, "2 personen") || !strings.Contains(m.Text, "openstreetmap.org") || !strings.Contains(m.Text, "Annuleren kan nu niet meer") {
		t.Errorf("the reminder lacks what it must say:\n%s", m.Text)
	}
	link := manageLink.FindStringSubmatch(m.Text)
	if link == nil {
		t.Fatalf("the reminder has no manage link:\n%s", m.Text)
	}
	if rec := local.do("GET", "/api/v1/manage/"+link[1], ""); rec.Code != 200 || !strings.Contains(rec.Body.String(), `"qty":2`) {
		t.Errorf("the reminder's manage link: %d %s", rec.Code, rec.Body)
	}
}

// TestWalksBelowTheirMinimumArePutToTheOrganisersOnce: the daily check mails the
// organisers about each walk that starts within walkops.minDecisionDays below its minimum of
// confirmed places, once; the public walk says whether it goes ahead.
func TestWalksBelowTheirMinimumArePutToTheOrganisersOnce(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{})
	local := localClient(t, shop.Handler)
	now := time.Now()
	walk := func(slug string, days, min int, published bool) string {
		id := testdb.Walk(t, shop.DB, slug, rules.StartOfDay(now, days).Add(10*time.Hour), 15, 2500, published)
		if _, err := shop.DB.NewRaw(`UPDATE walks SET min_participants = ? WHERE id = ?`, min, id).Exec(t.Context()); err != nil {
			t.Fatal(err)
		}
		return id
	}
	short := walk("te-weinig", 2, 6, true)
	enough := walk("genoeg", 2, 2, true)
	far := walk("later", 5, 6, true)
	hidden := walk("verborgen", 1, 6, false)
	testdb.Booking(t, shop.DB, short, nil, 2, 5000, "PAID", now.Add(-time.Hour))
	testdb.Booking(t, shop.DB, short, nil, 1, 2500, "PENDING", now.Add(-time.Hour))
	testdb.Booking(t, shop.DB, enough, nil, 2, 5000, "PAID", now.Add(-time.Hour))
	_, _ = far, hidden

	m := runTwiceForOneMail(t, shop, local, "minimum_check", "one warning")
	if m.To != shoptest.AdminEmail || !strings.HasPrefix(m.Subject, "Onder het minimum: Wandeling te-weinig") {
		t.Fatalf("mail %q to %s", m.Subject, m.To)
	}
	for _, want := range []string{"2 personen (betaald)", "1 persoon (betaling loopt nog)", "6 personen", "/admin/walks/" + short + "/participants"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("the warning lacks %q:\n%s", want, m.Text)
		}
	}
	for slug, want := range map[string]string{"te-weinig": `"goesAhead":false`, "genoeg": `"goesAhead":true`} {
		if rec := local.do("GET", "/api/v1/walks/"+slug, ""); !strings.Contains(rec.Body.String(), want) {
			t.Errorf("%s: %s, want %s", slug, rec.Body, want)
		}
	}
}
