package bench

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/shop/app"
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

// Shop is services/shop assembled in this process by shop/app, exactly as its main.go
// assembles it, served over loopback HTTP, with a counter of payment transitions and the
// mailbox at hand.
type Shop struct {
	URL      string
	DB       *database.DB
	Bookings *booking.Service
	Mailbox  *mail.Mailbox
	// Transitions counts the payment transitions the booking service reported.
	Transitions atomic.Int64
	shop        *app.Shop
	srv         *http.Server
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
	s.shop, err = app.Start(ctx, app.Config{
		DB:              db,
		DatabaseURL:     c.DatabaseURL,
		Payments:        mollie.New(mollie.SandboxKey, c.MollieURL, &http.Client{Timeout: c.MollieTimeout}),
		Sender:          s.Mailbox,
		Mailbox:         s.Mailbox,
		AdminEmail:      "info@wandelwijs.nl",
		PublicURL:       c.PublicURL,
		JWTKey:          benchJWTKey,
		JobPollInterval: c.JobPollInterval,
		OnTransition:    func(string, string) { s.Transitions.Add(1) },
		// The load generator is one client standing in for a thousand visitors, each of
		// whom has a places budget of their own: the per-client budget is lifted here.
		Limits: app.Limits{Places: ratelimit.New(1_000_000, time.Millisecond)},
	})
	if err != nil {
		db.Close()
		return nil, err
	}
	s.Bookings = s.shop.Bookings
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		s.stopShop()
		db.Close()
		return nil, err
	}
	s.URL = "http://" + ln.Addr().String()
	s.srv = NewServer(s.shop.Handler)
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

func (s *Shop) stopShop() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = s.shop.Stop(ctx)
}

// Close stops serving, lets the jobs finish and closes the database.
func (s *Shop) Close() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = s.srv.Shutdown(ctx)
	s.stopShop()
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
