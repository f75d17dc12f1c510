package api_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/mollie-sandbox/sandbox"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/server"
	"wandelwijs.nl/shop/app"
	"wandelwijs.nl/shop/booking"
	"wandelwijs.nl/shop/payment"
	"wandelwijs.nl/shop/walk"
)

// shopEnv is the whole shop as app.Start assembles it, on a fresh database: served over
// HTTP so the Mollie sandbox can call its webhook, with River delivering mails into a
// mailbox the test reads. It is the one environment of the HTTP tests.
type shopEnv struct {
	t         *testing.T
	db        *database.DB
	handler   http.Handler
	routes    server.Routes
	dbURL     string
	sandbox   *sandbox.Sandbox
	mollie    *mollie.Client
	bookings  *booking.Service
	payments  *payment.Service
	catalogue *walk.Catalogue
	mailbox   *mail.Mailbox
	url       string
	offset    atomic.Int64 // how far the service clock runs ahead of the real one
	changes   atomic.Int64 // the reports of the catalogue's listener
}

// shopOptions change the shop a test starts.
type shopOptions struct {
	// lostWebhooks points Mollie's webhooks at a dead address.
	lostWebhooks bool
	// clock replaces the service clock (the real one plus offset).
	clock func() time.Time
	// limits pins rate limits; the others are the defaults times 1000.
	limits app.Limits
	// production drops the development routes and marks cookies Secure.
	production bool
	// mailbox receives the mails and backs /dev/mail; nil makes one in a temporary directory.
	mailbox *mail.Mailbox
	// seed fills the fresh database before the shop starts.
	seed func(db *database.DB)
	// sameDatabaseAs starts the shop on another test shop's database instead of a fresh one.
	sameDatabaseAs *shopEnv
}

func (env *shopEnv) now() time.Time { return time.Now().Add(time.Duration(env.offset.Load())) }

// newShopEnv starts the whole shop; lostWebhooks points Mollie's webhooks at a dead address.
func newShopEnv(t *testing.T, lostWebhooks bool) *shopEnv {
	return startShop(t, shopOptions{lostWebhooks: lostWebhooks})
}

// startShop starts the shop with o and waits until its catalogue listens.
func startShop(t *testing.T, o shopOptions) *shopEnv {
	t.Helper()
	var db *database.DB
	var dbURL string
	if o.sameDatabaseAs != nil {
		db, dbURL = o.sameDatabaseAs.db, o.sameDatabaseAs.dbURL
	} else {
		db, dbURL = testdb.NewWithURL(t)
	}
	if o.seed != nil {
		o.seed(db)
	}
	env := &shopEnv{t: t, db: db, dbURL: dbURL, mailbox: o.mailbox}
	if env.mailbox == nil {
		env.mailbox = mail.NewMailbox(t.TempDir(), time.Now)
	}
	clock := o.clock
	if clock == nil {
		clock = env.now
	}

	sbSrv := httptest.NewUnstartedServer(nil)
	env.sandbox = sandbox.New(sandbox.Config{BaseURL: "http://" + sbSrv.Listener.Addr().String(),
		WebhookRetryDelays: []time.Duration{20 * time.Millisecond, 50 * time.Millisecond}})
	sbSrv.Config.Handler = env.sandbox.Handler()
	sbSrv.Start()
	t.Cleanup(sbSrv.Close)
	env.mollie = mollie.New("test_shop", sbSrv.URL+"/v2", &http.Client{Timeout: 2 * time.Second})

	shopSrv := httptest.NewUnstartedServer(nil)
	env.url = "http://" + shopSrv.Listener.Addr().String()
	public := env.url
	if o.lostWebhooks {
		public = "http://127.0.0.1:1"
	}
	listening := make(chan struct{})
	var once sync.Once
	shop, err := app.Start(context.Background(), app.Config{
		DB: db, DatabaseURL: dbURL, Payments: env.mollie, Sender: env.mailbox, Mailbox: env.mailbox,
		AdminEmail: adminEmail, PublicURL: public, JWTKey: testKey, RateLimitFactor: 1000, Limits: o.limits,
		Development:     !o.production,
		JobPollInterval: 50 * time.Millisecond, JobRetryBase: 20 * time.Millisecond, JobRetryMax: 100 * time.Millisecond,
		Now: clock,
		OnCatalogueChange: func(on bool) {
			env.changes.Add(1)
			if on {
				once.Do(func() { close(listening) })
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	env.bookings, env.payments, env.catalogue = shop.Bookings, shop.Payments, shop.Catalogue
	env.handler, env.routes = shop.Handler, shop.Routes
	shopSrv.Config.Handler = shop.Handler
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
	return env
}
