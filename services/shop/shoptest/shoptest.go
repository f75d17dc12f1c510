// Package shoptest starts the whole shop for a test, as app.Start assembles it, on a
// fresh PostgreSQL database: served over HTTP so the Mollie sandbox can call its
// webhook, with River delivering mails into a mailbox the test reads. It is the one
// test environment of the shop, for the HTTP tests and the domain tests alike.
package shoptest

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/mollie-sandbox/sandbox"
	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/server"
	"wandelwijs.nl/shop/app"
)

// AdminEmail receives the organisers' mails in a test shop.
const AdminEmail = "organisatie@wandelwijs.nl"

// Key signs the test shop's tokens.
var Key = []byte("test-key-test-key-test-key-test-key")

// Shop is a running test shop.
type Shop struct {
	DB *database.DB
	// DBURL is DB's address.
	DBURL string
	// URL is where the shop is served.
	URL     string
	Handler http.Handler
	Routes  server.Routes
	Sandbox *sandbox.Sandbox
	Mollie  *mollie.Client
	Mailbox *mail.Mailbox
	app.Services

	// Offset is how far the service clock runs ahead of the real one (unless Options.Clock).
	Offset atomic.Int64
	// Changes counts the reports of the catalogue's listener.
	Changes atomic.Int64
}

// Now is the service clock: the real one plus Offset.
func (s *Shop) Now() time.Time { return time.Now().Add(time.Duration(s.Offset.Load())) }

// Options change the shop a test starts.
type Options struct {
	// LostWebhooks points Mollie's webhooks at a dead address.
	LostWebhooks bool
	// Clock replaces the service clock (Now).
	Clock func() time.Time
	// Limits pins rate limits; the others are the defaults times 1000.
	Limits app.Limits
	// Production drops the development routes and marks cookies Secure.
	Production bool
	// TestMode runs the shop as with MOLLIE_TEST_MODE=1: its site and mails say so.
	TestMode bool
	// Seller is who the invoices name as seller; the zero Seller charges btw.
	Seller config.Seller
	// Mailbox receives the mails and backs /dev/mail; nil makes one in a temporary directory.
	Mailbox *mail.Mailbox
	// Seed fills the fresh database before the shop starts.
	Seed func(db *database.DB)
	// SameDatabaseAs starts the shop on another test shop's database instead of a fresh one.
	SameDatabaseAs *Shop
	// Serve, when set, makes the handler the test shop serves from the shop's own, e.g. one
	// that answers the admin service's routes beside it, as the BFF does.
	Serve func(s *Shop, shop http.Handler) http.Handler
	// Mollie, when set, makes the handler of Mollie's API from the sandbox's, e.g. one that
	// changes something while a call is on its way.
	Mollie func(sandbox http.Handler) http.Handler
}

// Start starts the shop with o, waits until its catalogue listens, and stops it when t ends.
// The quick loop (go test -short) skips a test that starts a whole shop: make test runs it.
func Start(t testing.TB, o Options) *Shop {
	t.Helper()
	if testing.Short() {
		t.Skip("starts a whole shop (a database, River, the Mollie sandbox): make test runs it, the quick loop (-short) does not")
	}
	s := &Shop{Mailbox: o.Mailbox}
	if o.SameDatabaseAs != nil {
		s.DB, s.DBURL = o.SameDatabaseAs.DB, o.SameDatabaseAs.DBURL
	} else {
		s.DB, s.DBURL = testdb.NewWithURL(t)
	}
	if o.Seed != nil {
		o.Seed(s.DB)
	}
	if s.Mailbox == nil {
		s.Mailbox = mail.NewMailbox(t.TempDir(), time.Now)
	}
	clock := o.Clock
	if clock == nil {
		clock = s.Now
	}

	sbSrv := httptest.NewUnstartedServer(nil)
	s.Sandbox = sandbox.New(sandbox.Config{BaseURL: "http://" + sbSrv.Listener.Addr().String(),
		WebhookRetryDelays: []time.Duration{20 * time.Millisecond, 50 * time.Millisecond}, RefundSettleAfter: 50 * time.Millisecond})
	sbSrv.Config.Handler = s.Sandbox.Handler()
	if o.Mollie != nil {
		sbSrv.Config.Handler = o.Mollie(sbSrv.Config.Handler)
	}
	sbSrv.Start()
	t.Cleanup(sbSrv.Close)
	s.Mollie = mollie.New("test_shop", sbSrv.URL+"/v2", &http.Client{Timeout: 2 * time.Second})

	shopSrv := httptest.NewUnstartedServer(nil)
	s.URL = "http://" + shopSrv.Listener.Addr().String()
	public := s.URL
	if o.LostWebhooks {
		public = "http://127.0.0.1:1"
	}
	listening := make(chan struct{})
	var once sync.Once
	shop, err := app.Start(context.Background(), app.Config{
		DB: s.DB, DatabaseURL: s.DBURL, Payments: s.Mollie, Sender: s.Mailbox, Mailbox: s.Mailbox,
		AdminEmail: AdminEmail, PublicURL: public, JWTKey: Key, RateLimitFactor: 1000, Limits: o.Limits,
		Development: !o.Production, TestMode: o.TestMode, Seller: o.Seller,
		JobPollInterval: 50 * time.Millisecond, JobRetryBase: 20 * time.Millisecond, JobRetryMax: 100 * time.Millisecond,
		Now: clock,
		OnCatalogueChange: func(on bool) {
			s.Changes.Add(1)
			if on {
				once.Do(func() { close(listening) })
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	s.Handler, s.Routes = shop.Handler, shop.Routes
	if o.Serve != nil {
		s.Handler = o.Serve(s, shop.Handler)
	}
	s.Services = shop.Services
	shopSrv.Config.Handler = s.Handler
	shopSrv.Start()
	t.Cleanup(shopSrv.Close)
	t.Cleanup(func() {
		stop, done := context.WithTimeout(context.Background(), 10*time.Second)
		defer done()
		_ = shop.Stop(stop)
	})
	select {
	case <-listening:
	case <-time.After(10 * time.Second):
		t.Fatal("the catalogue's listener did not connect")
	}
	return s
}

// Mails waits until n mails arrived in the mailbox and returns them, or fails after 20 s.
func (s *Shop) Mails(t testing.TB, n int) []mail.Delivered {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		got, err := s.Mailbox.List()
		if err != nil {
			t.Fatal(err)
		}
		if len(got) >= n || time.Now().After(deadline) {
			if len(got) != n {
				t.Fatalf("%d mails arrived, want %d", len(got), n)
			}
			return got
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Pay chooses status ("paid", "failed", …) on the sandbox checkout page, as a person
// would, and returns where the page redirected the browser.
func (s *Shop) Pay(t testing.TB, checkoutURL, status string) string {
	t.Helper()
	code, location := s.Choose(t, checkoutURL, status)
	if code != http.StatusSeeOther {
		t.Fatalf("checkout answered %d, want 303", code)
	}
	return location
}

// Choose submits status on the sandbox's checkout page as Pay does, and returns the
// page's answer: 303 and where it sends the customer, or 409 for a checkout that has
// ended (paid, failed, expired, or cancelled by the shop's cancel job meanwhile).
func (s *Shop) Choose(t testing.TB, checkoutURL, status string) (code int, location string) {
	t.Helper()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.PostForm(checkoutURL, url.Values{"status": {status}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode, res.Header.Get("Location")
}

// waitLimit is how long WaitFor waits before it fails: what it waits for (a job, a
// webhook, a mail) takes well under a second on an idle machine, but a 2-core machine
// running the other test suites beside it can hold a job back for many seconds. It is a
// limit, not a measure: a condition that holds ends the wait at once.
const waitLimit = 60 * time.Second

// WaitFor polls cond until it holds, or fails after waitLimit.
func WaitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(waitLimit)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// QueuedJobs counts the jobs the shop's own work queued (testdb.QueuedJobs): not the
// periodic ones River's scheduler inserts on its own clock.
func (s *Shop) QueuedJobs(t testing.TB) int {
	t.Helper()
	return testdb.QueuedJobs(t, s.DB)
}

// Settle waits until the job queue has worked every job queued so far (none is waiting,
// running or due for a retry), or fails after waitLimit: after it, a mail or refund that
// should not exist would be there.
func (s *Shop) Settle(t testing.TB) {
	t.Helper()
	WaitFor(t, "the job queue to work what was queued", func() bool { return testdb.UnfinishedJobs(t, s.DB) == 0 })
}

// Token returns an access token for the account userID in a new login session, issued
// at now with role (the token's; the session check uses the account's).
func (s *Shop) Token(t testing.TB, userID, role string, now time.Time) string {
	t.Helper()
	return testdb.Token(t, s.DB, Key, userID, role, now)
}
