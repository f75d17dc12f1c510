// Package app assembles the shop service (its job queue, domain services, catalogue and
// HTTP handler) once, for the shop binary and for the benchmarks alike.
package app

import (
	"context"
	"net/http"
	"time"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/metrics"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/server"
	"wandelwijs.nl/shop/account"
	"wandelwijs.nl/shop/api"
	"wandelwijs.nl/shop/booking"
	"wandelwijs.nl/shop/request"
	"wandelwijs.nl/shop/voucher"
	"wandelwijs.nl/shop/walk"
)

// Config is what the shop is made of and talks to.
type Config struct {
	DB *database.DB
	// DatabaseURL is DB's address, for the catalogue's own listening connection.
	DatabaseURL string
	Payments    *mollie.Client
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
	// Development adds the development-only routes and drops the Secure cookie flag.
	Development bool
	// JobPollInterval is how often idle River workers look for jobs; 0 is River's default.
	JobPollInterval time.Duration
	// OnTransition, when set, is told of every payment transition besides the metrics.
	OnTransition func(subject, status string)
}

// Shop is the assembled shop with its background work running.
type Shop struct {
	// Handler serves the API and /metrics, /healthz, /readyz.
	Handler  http.Handler
	Bookings *booking.Service
	queue    *jobs.Queue
	stop     context.CancelFunc
	listened chan struct{}
}

// Start assembles the shop and starts its jobs and the catalogue's listener; Stop ends them.
func Start(ctx context.Context, c Config) (*Shop, error) {
	renderer, err := mail.NewRenderer(time.Now)
	if err != nil {
		return nil, err
	}
	enforcer, err := authz.Load("shop", c.PolicyDir)
	if err != nil {
		return nil, err
	}
	m := metrics.New("shop")
	// The jobs and the booking service need each other: the jobs call the service's
	// expiry, reconciliation and refunds; the service enqueues its mails and refunds.
	var bookings *booking.Service
	queue, err := jobs.New(c.DB, jobs.Config{
		ObserveJob: m.Job,
		Sender:     c.Sender, Renderer: renderer, AdminEmail: c.AdminEmail,
		PollInterval:      c.JobPollInterval,
		ExpireBookings:    func(ctx context.Context) error { return bookings.ExpireOverdue(ctx) },
		ReconcilePayments: func(ctx context.Context) error { return bookings.Reconcile(ctx) },
		Refund:            func(ctx context.Context, args jobs.RefundArgs) error { return bookings.Refund(ctx, args) },
	})
	if err != nil {
		return nil, err
	}
	bookings = booking.NewService(c.DB.DB, c.Payments, queue, c.PublicURL, time.Now)
	bookings.OnTransition = func(subject, status string) {
		m.Transition(subject, status)
		if c.OnTransition != nil {
			c.OnTransition(subject, status)
		}
	}
	// The walk list is served from memory until PostgreSQL reports a change; orders for a
	// walk it knows to be full are refused from it too.
	walks := walk.NewStore(c.DB)
	catalogue := walk.NewCatalogue(walks, time.Now)
	bookings.Availability = catalogue
	tokens := auth.NewTokens(c.JWTKey)
	sessions, err := account.NewSessions(c.DB.DB, tokens)
	if err != nil {
		return nil, err
	}
	factor := max(1, c.RateLimitFactor)
	routes := api.Routes(api.Deps{
		Walks:        walks,
		Catalogue:    catalogue,
		Sessions:     sessions,
		AuthLimits:   api.DefaultAuthLimits(factor),
		Requests:     request.NewService(c.DB.DB, queue),
		Bookings:     bookings,
		Vouchers:     voucher.NewShop(c.DB.DB, c.Payments, queue, c.PublicURL, time.Now),
		Accounts:     account.NewStore(c.DB),
		RequestLimit: api.DefaultRequestLimit(factor),
		RedeemLimit:  api.DefaultRedeemLimit(factor),
		DB:           c.DB,
		Enforcer:     enforcer,
		Cookies:      auth.Cookies{Secure: !c.Development},
		Now:          time.Now,
		Development:  c.Development,
		Mailbox:      c.Mailbox,
	})

	if err := queue.Start(ctx); err != nil {
		return nil, err
	}
	listenCtx, stop := context.WithCancel(context.WithoutCancel(ctx))
	s := &Shop{
		Handler:  server.Operational(m.Requests(routes.Router)(server.Handler(routes, tokens)), m, server.Ready(c.DB)),
		Bookings: bookings, queue: queue, stop: stop, listened: make(chan struct{}),
	}
	go func() {
		defer close(s.listened)
		database.Listen(listenCtx, c.DatabaseURL, walk.ChangesChannel, catalogue.Changed)
	}()
	return s, nil
}

// Stop ends the catalogue's listener and lets the jobs at work finish, until ctx ends.
func (s *Shop) Stop(ctx context.Context) error {
	s.stop()
	<-s.listened
	return s.queue.Stop(ctx)
}
