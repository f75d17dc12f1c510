// Package app assembles the admin service (its domain services and HTTP handler) once,
// for the admin binary and its tests alike.
package app

import (
	"net/http"
	"time"

	"wandelwijs.nl/admin/api"
	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/domain/agenda"
	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/dashboard"
	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/ledger"
	"wandelwijs.nl/domain/media"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/quote"
	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/domain/walkops"
	"wandelwijs.nl/migrations"
	"wandelwijs.nl/platform/audit"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/export"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/metrics"
	"wandelwijs.nl/platform/server"
	"wandelwijs.nl/platform/site"
)

// Config is what the admin service is made of and talks to.
type Config struct {
	DB *database.DB
	// DatabaseURL is DB's address, for the export's pg_dump; PgDump is that binary.
	DatabaseURL, PgDump string
	JWTKey              []byte
	// PublicURL is where browsers reach the shop, for the links in the mails the admin
	// queues; AdminEmail is the organisers' address.
	PublicURL, AdminEmail string
	// PolicyDir holds the casbin files; "" uses the embedded copies.
	PolicyDir string
	// TrustedProxies are the callers whose X-Forwarded-For is believed; nil is loopback.
	TrustedProxies httpx.Proxies
	// Seller is who the invoices name as seller (INVOICE_SELLER_…).
	Seller config.Seller
	// Development drops the Secure cookie flag.
	Development bool
	// Now is the clock; nil is time.Now.
	Now func() time.Time
}

// Admin is the assembled admin service.
type Admin struct {
	// Routes is the route table, for the audit of routes against policies.
	Routes server.Routes
	// Handler serves the routes with authentication, metrics and the operational endpoints.
	Handler http.Handler
}

// New assembles the admin service.
func New(cfg Config) (*Admin, error) {
	enforcer, err := authz.Load("admin", cfg.PolicyDir)
	if err != nil {
		return nil, err
	}
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	db := cfg.DB.DB
	// The organisers' actions queue their mails, refunds and payment cancels in their
	// transactions; the shop's workers run them, so the admin never calls Mollie.
	renderer, err := mail.NewRenderer(time.Now, cfg.PublicURL)
	if err != nil {
		return nil, err
	}
	queue, err := jobs.New(cfg.DB, jobs.Config{Renderer: renderer, AdminEmail: cfg.AdminEmail, InsertOnly: true})
	if err != nil {
		return nil, err
	}
	links := site.Links{PublicURL: cfg.PublicURL}
	tokens := auth.NewTokens(cfg.JWTKey)
	sessions, err := account.NewSessions(db, tokens)
	if err != nil {
		return nil, err
	}
	invoices := invoice.NewService(db, invoice.Seller(cfg.Seller), now)
	payments := payment.NewService(db, payment.Config{Queue: queue, WebhookURL: links.Webhook(), Invoices: invoices, Now: now})
	vouchers := voucher.NewService(db, payments, queue, links, now)
	vouchers.Invoices(invoices)
	linkKey := auth.DeriveKey(cfg.JWTKey, "manage-link")
	waitlists := waitlist.NewService(waitlist.Deps{DB: db, Mailer: queue, Links: links, LinkKey: linkKey, Now: now})
	bookings := booking.NewService(booking.Deps{DB: db, Payments: payments, Vouchers: vouchers, Accounts: sessions,
		Mailer: queue, Links: links, Now: now, LinkKey: linkKey, Waitlist: waitlists, Invoices: invoices})
	quotes := quote.NewService(quote.Deps{DB: db, Payments: payments, Invoices: invoices, Mailer: queue, Links: links,
		LinkKey: linkKey, Now: now})
	walkOps := walkops.NewService(walkops.Deps{DB: db, Bookings: bookings, Mailer: queue, Links: links, Now: now})
	planner, directory, inbox, overview := walk.NewPlanner(db, now), account.NewDirectory(db, now), request.NewInbox(db, now), booking.NewOverview(db)
	routes := api.Routes(api.Deps{
		Walks:     planner,
		Accounts:  directory,
		Requests:  inbox,
		Dashboard: dashboard.NewService(db, now),
		Bookings:  overview,
		Booking:   bookings,
		WalkOps:   walkOps,
		Waitlist:  waitlists,
		Vouchers:  voucher.NewRegister(db, overview.VoucherSpends, now),
		Payments:  payments,
		Ledger:    ledger.New(db, now),
		Invoices:  invoices,
		Quotes:    quotes,
		Media:     media.NewService(db),
		Agenda:    agenda.NewService(db, cfg.PublicURL, now),
		PublicURL: cfg.PublicURL,
		Dumper:    export.Dumper{PgDump: cfg.PgDump, DatabaseURL: cfg.DatabaseURL},
		Enforcer:  enforcer,
		Audit: audit.New(db, audit.Names{Actors: directory.NameActors, ActorsMatching: directory.ActorsMatching,
			Subjects: map[string]audit.Namer{"user": directory.NameAccounts, "booking": overview.NameAuditSubjects,
				"request": inbox.NameAuditSubjects, "walk": planner.NameAuditSubjects}}),
		SessionCheck: account.NewSessionCheck(db),
		Cookies:      auth.Cookies{Secure: !cfg.Development},
		Now:          now,
	})
	m := metrics.New("admin")
	handler := server.Operational(m.Requests(routes.Router)(server.Handler(routes, tokens, cfg.TrustedProxies)), m, server.Ready(cfg.DB, migrations.Current))
	if cfg.Development {
		// The development stack listens on this machine: a page pointing its own name at
		// 127.0.0.1 must not reach it. Reached on its own port as well as with PUBLIC_URL's
		// Host through the BFF, it compares only the names; the BFF compares the port too.
		handler = httpx.ServedHosts(cfg.PublicURL, nil, true).AnyPort().Only(handler)
	}
	return &Admin{Routes: routes, Handler: handler}, nil
}
