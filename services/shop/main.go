// Command shop serves the public API: catalogue, accounts, bookings, payments,
// vouchers and requests.
package main

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/config"
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

// version is the build, set by the Makefile with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	if len(os.Args) > 1 && os.Args[1] == "healthcheck" {
		os.Exit(server.Probe("http://" + config.FromOS().String("SHOP_ADDR", "127.0.0.1:8081") + "/readyz"))
	}
	server.SetupLogging("shop", version)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, config.FromOS()); err != nil {
		slog.Error("shop stopped", "err", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, env config.Env) (err error) {
	key, err := env.JWTSecret()
	if err != nil {
		return err
	}
	mailSettings, err := mail.SettingsFromEnv(env)
	if err != nil {
		return err
	}
	sender, err := mailSettings.Sender()
	if err != nil {
		return err
	}
	renderer, err := mail.NewRenderer(time.Now)
	if err != nil {
		return err
	}
	enforcer, err := authz.Load("shop", env.String("POLICY_DIR", ""))
	if err != nil {
		return err
	}
	db, err := database.Open(ctx, env.DatabaseURL())
	if err != nil {
		return err
	}
	defer db.Close()

	mollieSettings, err := mollie.SettingsFromEnv(env)
	if err != nil {
		return err
	}
	payments := mollieSettings.Client(nil)
	// The jobs and the booking service need each other: the jobs call the service's
	// expiry, reconciliation and refunds; the service enqueues its mails and refunds.
	var bookings *booking.Service
	// The shop process works the background jobs; River gives each job to one process.
	m := metrics.New("shop")
	queue, err := jobs.New(db, jobs.Config{
		ObserveJob: m.Job,
		Sender:     sender, Renderer: renderer, AdminEmail: mailSettings.AdminEmail,
		ExpireBookings:    func(ctx context.Context) error { return bookings.ExpireOverdue(ctx) },
		ReconcilePayments: func(ctx context.Context) error { return bookings.Reconcile(ctx) },
		Refund:            func(ctx context.Context, args jobs.RefundArgs) error { return bookings.Refund(ctx, args) },
	})
	if err != nil {
		return err
	}
	publicURL := env.String("PUBLIC_URL", "http://localhost:8080")
	bookings = booking.NewService(db.DB, payments, queue, publicURL, time.Now)
	bookings.OnTransition = m.Transition
	// The walk list is served from memory until PostgreSQL reports a change; bookings for
	// a walk it knows to be full are refused from it too.
	walks := walk.NewStore(db)
	catalogue := walk.NewCatalogue(walks, time.Now)
	go database.Listen(ctx, env.DatabaseURL(), walk.ChangesChannel, catalogue.Changed)
	bookings.Availability = catalogue
	if err := queue.Start(ctx); err != nil {
		return err
	}
	defer func() {
		stopCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		err = errors.Join(err, queue.Stop(stopCtx))
	}()
	if mailSettings.SMTPURL == "" {
		slog.Info("no SMTP_URL: mail goes to the development mailbox", "dir", mailSettings.Dir)
	}

	// RATE_LIMIT_FACTOR multiplies the rate limits' bursts; the browser tests, whose
	// every call comes from 127.0.0.1, raise it.
	rateFactor := max(1, env.Int("RATE_LIMIT_FACTOR", 1))
	tokens := auth.NewTokens(key)
	sessions, err := account.NewSessions(db.DB, tokens)
	if err != nil {
		return err
	}
	routes := api.Routes(api.Deps{
		Walks:        walks,
		Catalogue:    catalogue,
		Sessions:     sessions,
		AuthLimits:   api.DefaultAuthLimits(rateFactor),
		Requests:     request.NewService(db.DB, queue),
		Bookings:     bookings,
		Vouchers:     voucher.NewShop(db.DB, payments, queue, publicURL, time.Now),
		Accounts:     account.NewStore(db),
		RequestLimit: api.DefaultRequestLimit(rateFactor),
		RedeemLimit:  api.DefaultRedeemLimit(rateFactor),
		DB:           db,
		Enforcer:     enforcer,
		Cookies:      auth.Cookies{Secure: !env.IsDevelopment()},
		Now:          time.Now,
		Development:  env.IsDevelopment(),
		Mailbox:      mail.NewMailbox(mailSettings.Dir, time.Now),
	})
	handler := server.Operational(m.Requests(routes.Router)(server.Handler(routes, tokens)), m, server.Ready(db))
	return server.Run(ctx, env.String("SHOP_ADDR", "127.0.0.1:8081"), handler)
}
