// Package app assembles the shop service (its job queue, domain services, catalogue and
// HTTP handler) once, for the shop binary and for the benchmarks alike.
package app

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/domain/agenda"
	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/media"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/privacy"
	"wandelwijs.nl/domain/quote"
	"wandelwijs.nl/domain/reminder"
	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/domain/walkops"
	"wandelwijs.nl/migrations"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/metrics"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/platform/server"
	"wandelwijs.nl/platform/site"
	"wandelwijs.nl/shop/api"
)

// Config is what the shop is made of and talks to.
type Config struct {
	DB *database.DB
	// DatabaseURL is DB's address, for the catalogue's own listening connection.
	DatabaseURL string
	Payments    *mollie.Client
	// PaymentMethods are the checkout's methods (MOLLIE_METHODS); nil takes payment.DefaultMethods.
	PaymentMethods []string
	// PaymentsLive is a shop with a live_ key: it never honours a test payment.
	PaymentsLive bool
	// TestMode is a shop whose payments are no real money (MOLLIE_TEST_MODE): its site
	// and every mail say so.
	TestMode bool
	// Sender delivers mail; Mailbox is the development mailbox the /dev/mail routes list.
	Sender     mail.Sender
	Mailbox    *mail.Mailbox
	AdminEmail string
	// PublicURL is where browsers and Mollie reach the shop.
	PublicURL string
	JWTKey    []byte
	// PolicyDir holds the casbin files; "" uses the embedded copies.
	PolicyDir string
	// RateLimitFactor multiplies the rate limits' bursts (at least 1).
	RateLimitFactor int
	// Limits replaces the default rate limits where set (tests pin them).
	Limits Limits
	// TrustedProxies are the callers whose X-Forwarded-For is believed; nil is loopback.
	TrustedProxies httpx.Proxies
	// Seller is who the invoices name as seller (INVOICE_SELLER_…).
	Seller config.Seller
	// Development adds the development-only routes and drops the Secure cookie flag.
	Development bool
	// JobPollInterval is how often idle River workers look for jobs; 0 is River's default.
	JobPollInterval time.Duration
	// JobRetryBase and JobRetryMax bound a failed job's backoff; 0 takes the jobs defaults.
	JobRetryBase, JobRetryMax time.Duration
	// Now is the clock; nil is time.Now (tests run it ahead).
	Now func() time.Time
	// OnCatalogueChange, when set, is told of every report of the catalogue's listener.
	OnCatalogueChange func(listening bool)
	// OnTransition, when set, is told of every payment transition besides the metrics.
	OnTransition func(subject, status string)
}

// Limits are rate limits that replace the defaults; a nil one keeps its default.
type Limits struct {
	Auth                                   *api.AuthLimits
	Reset                                  *api.ResetLimits
	Request, Redeem, Places, Retry, Manage *ratelimit.Limiter
}

// withDefaults returns l with the default limits where l has none: their bursts times
// factor, counted in db, so every shop process on the database counts together.
func (l Limits) withDefaults(factor int, db bun.IDB) Limits {
	shared := func(given, def *ratelimit.Limiter, name string) *ratelimit.Limiter {
		if given != nil {
			return given
		}
		return def.Shared(db, name)
	}
	if l.Auth == nil {
		a := api.DefaultAuthLimits(factor)
		l.Auth = &api.AuthLimits{ByIP: a.ByIP.Shared(db, "login-client"), ByEmail: a.ByEmail.Shared(db, "login-address"),
			ByEmailAndClient: a.ByEmailAndClient.Shared(db, "login-address-client")}
	}
	if l.Reset == nil {
		d := api.DefaultResetLimits(factor)
		l.Reset = &api.ResetLimits{ByClient: d.ByClient.Shared(db, "password-reset-client"), ByEmail: d.ByEmail.Shared(db, "password-reset-address")}
	}
	l.Request = shared(l.Request, api.DefaultRequestLimit(factor), "request")
	l.Redeem = shared(l.Redeem, api.DefaultRedeemLimit(factor), "voucher-code")
	l.Places = shared(l.Places, api.DefaultPlacesLimit(factor), "places")
	l.Retry = shared(l.Retry, api.DefaultRetryLimit(factor), "payment-retry")
	l.Manage = shared(l.Manage, api.DefaultManageLimit(factor), "manage-link")
	return l
}

// Shop is the assembled shop with its background work running.
type Shop struct {
	// Handler serves the API and /metrics, /healthz, /readyz.
	Handler http.Handler
	// Routes is the API's route table, for the audit of routes against policies.
	Routes server.Routes
	Services
	queue    *jobs.Queue
	stop     context.CancelFunc
	listened chan struct{}
}

// Services are the shop's domain services, for the tests that drive them directly.
type Services struct {
	Bookings  *booking.Service
	Payments  *payment.Service
	Vouchers  *voucher.Service
	Requests  *request.Service
	Sessions  *account.Sessions
	Catalogue *walk.Catalogue
	Invoices  *invoice.Service
	Quotes    *quote.Service
	WalkOps   *walkops.Service
}

// Start assembles the shop and starts its jobs and the catalogue's listener; Stop ends them.
func Start(ctx context.Context, c Config) (*Shop, error) {
	now := c.Now
	if now == nil {
		now = time.Now
	}
	renderer, err := mail.NewRenderer(time.Now, c.PublicURL, mail.TestMode(c.TestMode))
	if err != nil {
		return nil, err
	}
	enforcer, err := authz.Load("shop", c.PolicyDir)
	if err != nil {
		return nil, err
	}
	m := metrics.New("shop")
	links := site.Links{PublicURL: c.PublicURL}
	tokens := auth.NewTokens(c.JWTKey)
	sessions, err := account.NewSessions(c.DB.DB, tokens)
	if err != nil {
		return nil, err
	}
	// The walk list is served from memory until PostgreSQL reports a change; orders for a
	// walk it knows to be full are refused from it too.
	catalogue := walk.NewCatalogue(c.DB, now)
	// The domain services enqueue their mails and jobs on the queue, and the queue works
	// the services' jobs: the queue's mailer is set once it exists.
	mailer := &queueMailer{}
	invoices := invoice.NewService(c.DB.DB, invoice.Seller(c.Seller), now)
	payments := payment.NewService(c.DB.DB, payment.Config{Provider: c.Payments, Queue: mailer, WebhookURL: links.Webhook(),
		Methods: c.PaymentMethods, Live: c.PaymentsLive, Invoices: invoices, Now: now})
	// A method not enabled at Mollie fails every checkout: the shop refuses to start. A
	// Mollie it cannot reach now does not stop it; it then learns no method's maximum.
	if err := payments.CheckMethods(ctx); errors.Is(err, payment.ErrMethodsNotEnabled) {
		return nil, err
	} else if err != nil {
		slog.WarnContext(ctx, "payment methods not checked at start", "err", err)
	}
	payments.OnTransition = func(kind, state string) {
		m.Transition(kind, state)
		if c.OnTransition != nil {
			c.OnTransition(kind, state)
		}
	}
	vouchers := voucher.NewService(c.DB.DB, payments, mailer, links, now)
	vouchers.Invoices(invoices)
	linkKey := auth.DeriveKey(c.JWTKey, "manage-link")
	waitlists := waitlist.NewService(waitlist.Deps{DB: c.DB.DB, Mailer: mailer, Links: links, LinkKey: linkKey, Now: now,
		Changed: catalogue.Forget})
	bookings := booking.NewService(booking.Deps{DB: c.DB.DB, Payments: payments, Vouchers: vouchers, Accounts: sessions,
		Mailer: mailer, Links: links, Now: now, LinkKey: linkKey, Availability: catalogue, Waitlist: waitlists, Invoices: invoices})
	quotes := quote.NewService(quote.Deps{DB: c.DB.DB, Payments: payments, Invoices: invoices, Mailer: mailer, Links: links,
		LinkKey: linkKey, Now: now})
	walkOps := walkops.NewService(walkops.Deps{DB: c.DB.DB, Bookings: bookings, Vouchers: vouchers, Mailer: mailer, Links: links, Now: now,
		Changed: catalogue.Forget})
	reminders := reminder.NewService(c.DB.DB, bookings, mailer, now)
	privacyService := privacy.NewService(c.DB.DB, sessions, bookings, now)
	queue, err := jobs.New(c.DB, jobs.Config{
		ObserveJob: m.Job,
		Sender:     c.Sender, Renderer: renderer, AdminEmail: c.AdminEmail,
		PollInterval: c.JobPollInterval, RetryBase: c.JobRetryBase, RetryMax: c.JobRetryMax,
		Jobs: slices.Concat(payments.Jobs(), bookings.Jobs(), waitlists.Jobs(), walkOps.Jobs(), reminders.Jobs(), sessions.Jobs(), privacyService.Jobs()),
	})
	if err != nil {
		return nil, err
	}
	mailer.Queue = queue
	sessions.Mail(mailer, links)
	requests := request.NewService(c.DB.DB, queue)
	limits := c.Limits.withDefaults(max(1, c.RateLimitFactor), c.DB.DB)
	if limits.Auth.Devices == nil {
		limits.Auth.Devices = auth.DeriveKey(c.JWTKey, "login-device")
	}
	routes := api.Routes(api.Deps{
		Catalogue:    catalogue,
		Media:        media.NewService(c.DB.DB),
		Agenda:       agenda.NewService(c.DB.DB, c.PublicURL, now),
		Sessions:     sessions,
		AuthLimits:   *limits.Auth,
		ResetLimits:  *limits.Reset,
		Requests:     requests,
		Bookings:     bookings,
		WalkOps:      walkOps,
		Waitlist:     waitlists,
		Privacy:      privacyService,
		Payments:     payments,
		Vouchers:     vouchers,
		Quotes:       quotes,
		RequestLimit: limits.Request,
		RedeemLimit:  limits.Redeem,
		PlacesLimit:  limits.Places,
		RetryLimit:   limits.Retry,
		ManageLimit:  limits.Manage,
		Enforcer:     enforcer,
		SessionCheck: account.NewSessionCheck(c.DB.DB),
		Cookies:      auth.Cookies{Secure: !c.Development},
		Now:          now,
		Development:  c.Development,
		Mailbox:      c.Mailbox,
		Jobs:         queue,
		TestMode:     c.TestMode,
		KOR:          c.Seller.KOR,
	})

	if err := queue.Start(ctx); err != nil {
		return nil, err
	}
	listenCtx, stop := context.WithCancel(context.WithoutCancel(ctx))
	handler := server.Operational(m.Requests(routes.Router)(server.Handler(routes, tokens, c.TrustedProxies)), m, server.Ready(c.DB, migrations.Current))
	if c.Development {
		// The development stack listens on this machine, its development routes show every
		// mail: a page pointing its own name at 127.0.0.1 must not reach them. The shop is
		// reached on its own port as well as with PUBLIC_URL's Host through the BFF, so
		// only the names are compared; the BFF compares PUBLIC_URL's port too.
		handler = httpx.ServedHosts(c.PublicURL, nil, true).AnyPort().Only(handler)
	}
	s := &Shop{
		Handler: handler,
		Routes:  routes,
		Services: Services{Bookings: bookings, Payments: payments, Vouchers: vouchers, Requests: requests, Sessions: sessions,
			Catalogue: catalogue, Invoices: invoices, Quotes: quotes, WalkOps: walkOps},
		queue: queue, stop: stop, listened: make(chan struct{}),
	}
	go func() {
		defer close(s.listened)
		database.Listen(listenCtx, c.DatabaseURL, walk.ChangesChannel, func(listening bool) {
			catalogue.Changed(listening)
			if c.OnCatalogueChange != nil {
				c.OnCatalogueChange(listening)
			}
		})
	}()
	return s, nil
}

// Stop ends the catalogue's listener and lets the jobs at work finish, until ctx ends.
func (s *Shop) Stop(ctx context.Context) error {
	s.stop()
	<-s.listened
	return s.queue.Stop(ctx)
}

// queueMailer hands the domain services' mails and jobs to the queue, which is made after
// them because it works their jobs.
type queueMailer struct{ *jobs.Queue }
