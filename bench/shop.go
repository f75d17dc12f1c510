package bench

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync/atomic"
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

// ShopConfig says what the in-process shop talks to.
type ShopConfig struct {
	DatabaseURL string
	// MollieURL is the API base URL (the sandbox's /v2); MollieTimeout bounds each call.
	// The shop binary uses mollie.DefaultTimeout (15 s); the benchmarks set a short one.
	MollieURL     string
	MollieTimeout time.Duration
	// PublicURL is where Mollie sends webhooks and browsers.
	PublicURL string
	// MailDir is the mailbox the mail jobs deliver into.
	MailDir string
	// JobPollInterval is how often idle River workers look for jobs; 0 is the production default.
	JobPollInterval time.Duration
}

// Shop is services/shop assembled in this process exactly as its main.go assembles it
// (same routes, middleware, metrics, River queue and booking service), served over
// loopback HTTP, with a counter of payment transitions and the mailbox at hand.
type Shop struct {
	URL      string
	DB       *database.DB
	Bookings *booking.Service
	Mailbox  *mail.Mailbox
	// Transitions counts the payment transitions the booking service reported.
	Transitions   atomic.Int64
	queue         *jobs.Queue
	srv           *http.Server
	stopListening context.CancelFunc
}

// benchJWTKey signs access tokens in the benchmarks; no benchmark logs in.
var benchJWTKey = []byte("bench-only-key-0123456789abcdef-0123456789")

// StartShop starts the shop on a free loopback port.
func StartShop(ctx context.Context, c ShopConfig) (*Shop, error) {
	db, err := database.Open(ctx, c.DatabaseURL)
	if err != nil {
		return nil, err
	}
	s := &Shop{DB: db, Mailbox: mail.NewMailbox(c.MailDir, time.Now)}
	fail := func(err error) (*Shop, error) {
		if s.stopListening != nil {
			s.stopListening()
		}
		db.Close()
		return nil, err
	}
	renderer, err := mail.NewRenderer(time.Now)
	if err != nil {
		return fail(err)
	}
	enforcer, err := authz.Load("shop", "")
	if err != nil {
		return fail(err)
	}
	payments := mollie.New(mollie.SandboxKey, c.MollieURL, &http.Client{Timeout: c.MollieTimeout})
	m := metrics.New("shop")
	var bookings *booking.Service
	s.queue, err = jobs.New(db, jobs.Config{
		ObserveJob: m.Job,
		Sender:     s.Mailbox, Renderer: renderer, AdminEmail: "info@wandelwijs.nl",
		PollInterval:      c.JobPollInterval,
		ExpireBookings:    func(ctx context.Context) error { return bookings.ExpireOverdue(ctx) },
		ReconcilePayments: func(ctx context.Context) error { return bookings.Reconcile(ctx) },
		Refund:            func(ctx context.Context, args jobs.RefundArgs) error { return bookings.Refund(ctx, args) },
	})
	if err != nil {
		return fail(err)
	}
	bookings = booking.NewService(db.DB, payments, s.queue, c.PublicURL, time.Now)
	bookings.OnTransition = func(subject, status string) {
		m.Transition(subject, status)
		s.Transitions.Add(1)
	}
	walks := walk.NewStore(db)
	catalogue := walk.NewCatalogue(walks, time.Now)
	listenCtx, stopListening := context.WithCancel(context.WithoutCancel(ctx))
	s.stopListening = stopListening
	go database.Listen(listenCtx, c.DatabaseURL, walk.ChangesChannel, catalogue.Changed)
	bookings.Availability = catalogue
	s.Bookings = bookings
	if err := s.queue.Start(ctx); err != nil {
		return fail(err)
	}
	tokens := auth.NewTokens(benchJWTKey)
	sessions, err := account.NewSessions(db.DB, tokens)
	if err != nil {
		s.stopQueue()
		return fail(err)
	}
	routes := api.Routes(api.Deps{
		Walks:        walks,
		Catalogue:    catalogue,
		Sessions:     sessions,
		AuthLimits:   api.DefaultAuthLimits(1),
		Requests:     request.NewService(db.DB, s.queue),
		Bookings:     bookings,
		Vouchers:     voucher.NewShop(db.DB, payments, s.queue, c.PublicURL, time.Now),
		Accounts:     account.NewStore(db),
		RequestLimit: api.DefaultRequestLimit(1),
		RedeemLimit:  api.DefaultRedeemLimit(1),
		DB:           db,
		Enforcer:     enforcer,
		Cookies:      auth.Cookies{Secure: true},
		Now:          time.Now,
		Mailbox:      s.Mailbox,
	})
	handler := server.Operational(m.Requests(routes.Router)(server.Handler(routes, tokens)), m, server.Ready(db))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		s.stopQueue()
		return fail(err)
	}
	s.URL = "http://" + ln.Addr().String()
	s.srv = NewServer(handler)
	go func() { _ = s.srv.Serve(ln) }()
	return s, nil
}

// NewServer is an http.Server with the settings of platform/server.Run.
func NewServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      5 * time.Minute,
		IdleTimeout:       2 * time.Minute,
	}
}

func (s *Shop) stopQueue() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = s.queue.Stop(ctx)
}

// Close stops serving, lets the jobs finish and closes the database.
func (s *Shop) Close() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = s.srv.Shutdown(ctx)
	s.stopListening()
	s.stopQueue()
	s.DB.Close()
}

// Scalar runs a query that returns one integer.
func Scalar(ctx context.Context, db *database.DB, q string, args ...any) (int, error) {
	var n int
	if err := db.NewRaw(q, args...).Scan(ctx, &n); err != nil {
		return 0, fmt.Errorf("%s: %w", q, err)
	}
	return n, nil
}

// MailsTo counts the mails delivered into the mailbox for addr.
func (s *Shop) MailsTo(addr string) (int, error) {
	all, err := s.Mailbox.List()
	if err != nil {
		return 0, err
	}
	n := 0
	for _, m := range all {
		if m.To == addr {
			n++
		}
	}
	return n, nil
}

// errTimeout is returned by waitFor.
var errTimeout = errors.New("timed out")

// waitFor polls cond every 20 ms until it holds or d passes.
func waitFor(d time.Duration, cond func() bool) error {
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			return errTimeout
		}
		time.Sleep(20 * time.Millisecond)
	}
	return nil
}
