// Package server wires what every service does around its routes: request ids and
// access logs, reading the access token, casbin rights, the CSRF check, JSON 404s and
// a graceful shutdown.
package server

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/httpx"
)

// APIPrefix is the base path of every API route.
const APIPrefix = "/api/v1"

// Routes is a service's router with its security middleware in place, and what each
// route takes and answers.
type Routes struct {
	Router *mux.Router
	// Table lists every route in the order it was registered, with its JSON shape.
	Table *[]Route
}

// Route is one API route: its method, its path below APIPrefix and its JSON shape.
type Route struct {
	Method, Path string
	Shape        Shape
}

// Shape is what a route takes and answers, for the API's OpenAPI document
// (platform/apidoc) the TypeScript types are generated from.
type Shape struct {
	// Takes is the JSON body the route reads, nil for none.
	Takes any
	// Answers are the answers it gives when it succeeds.
	Answers []Answer
}

// Answer is one answer of a route: its status and its JSON body (nil for none), or a
// file of ContentType.
type Answer struct {
	Status      int
	Body        any
	ContentType string
}

// Answers is a route that takes no JSON and answers Out with status.
func Answers[Out any](status int) Shape {
	var out Out
	return Shape{Answers: []Answer{{Status: status, Body: out}}}
}

// Exchanges is a route that takes In and answers Out with status.
func Exchanges[In, Out any](status int) Shape {
	var in In
	return Shape{Takes: in, Answers: Answers[Out](status).Answers}
}

// Takes is a route that takes In and answers status without a body.
func Takes[In any](status int) Shape {
	var in In
	return Shape{Takes: in, Answers: []Answer{{Status: status}}}
}

// Empty is a route that takes no JSON and answers status without a body.
func Empty(status int) Shape {
	return Shape{Answers: []Answer{{Status: status}}}
}

// File is a route that answers a file of contentType, or redirects (a 3xx status).
func File(status int, contentType string) Shape {
	return Shape{Answers: []Answer{{Status: status, ContentType: contentType}}}
}

// Or is s with another answer a route may give instead.
func (s Shape) Or(status int, body any) Shape {
	s.Answers = append(s.Answers[:len(s.Answers):len(s.Answers)], Answer{Status: status, Body: body})
	return s
}

// NewRoutes returns a router that settles the caller against sessions, enforces en's
// policy and then the CSRF check on every matched route; csrfExempt names the routes
// exempt from CSRF by path template.
func NewRoutes(en *authz.Enforcer, sessions auth.Sessions, cookies auth.Cookies, csrfExempt ...string) Routes {
	r := mux.NewRouter()
	r.NotFoundHandler = http.HandlerFunc(httpx.NotFound)
	r.MethodNotAllowedHandler = http.HandlerFunc(httpx.MethodNotAllowed)
	exempt := func(req *http.Request) bool {
		tmpl, _ := mux.CurrentRoute(req).GetPathTemplate()
		for _, e := range csrfExempt {
			if tmpl == APIPrefix+e {
				return true
			}
		}
		return false
	}
	r.Use(logRoute, en.Middleware(sessions), cookies.CSRF(exempt))
	return Routes{Router: r, Table: &[]Route{}}
}

// logRoute tells the access log the route template a request matched, so the log shows
// the route's path with its secret placeholders redacted (httpx.Matched).
func logRoute(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if tmpl, err := mux.CurrentRoute(r).GetPathTemplate(); err == nil {
			httpx.Matched(r, tmpl)
		}
		next.ServeHTTP(w, r)
	})
}

// Handle registers h for method on APIPrefix+path, which takes and answers shape.
func (rt Routes) Handle(method, path string, h http.HandlerFunc, shape Shape) {
	rt.Router.HandleFunc(APIPrefix+path, h).Methods(method)
	*rt.Table = append(*rt.Table, Route{Method: method, Path: path, Shape: shape})
}

// Handler wraps a service's router with logging, the client's address (believing
// X-Forwarded-For from proxies only) and authentication.
func Handler(rt Routes, tokens *auth.Tokens, proxies httpx.Proxies) http.Handler {
	return httpx.ServiceLogging(proxies.ClientAddresses(noStore(httpx.RefuseUnprintable(auth.Authenticate(tokens)(rt.Router)))))
}

// noStore keeps every API answer out of browser and proxy caches: most carry personal
// data (a booking, an account, a voucher), and none is worth a stale copy.
func noStore(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}

// Ready reports whether a service can serve: its database answers and passes
// schemaCurrent (the services pass migrations.Current: every migration this build knows
// is applied).
func Ready(db *database.DB, schemaCurrent func(context.Context, *sql.DB) error) func(context.Context) error {
	return func(ctx context.Context) error {
		if err := db.PingContext(ctx); err != nil {
			return fmt.Errorf("database: %w", err)
		}
		return schemaCurrent(ctx, db.SQL())
	}
}

// Run serves h on addr until ctx ends, then lets requests in flight finish.
func Run(ctx context.Context, addr string, h http.Handler) error {
	srv := &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      5 * time.Minute, // the database export streams for a while
		IdleTimeout:       2 * time.Minute,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	slog.Info("listening", "addr", addr)
	select {
	case err := <-errc:
		return fmt.Errorf("listen on %s: %w", addr, err)
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}

// SetupLogging makes slog write JSON lines to stderr, tagged with the service name and
// build version, at the level LOG_LEVEL names (default info). Lines are buffered for up
// to logFlushEvery (warnings and errors are written at once); flush writes out the rest
// and belongs at the end of main.
func SetupLogging(service, version string) (flush func()) {
	var level slog.Level // info unless LOG_LEVEL names another (debug, warn, error)
	if v := os.Getenv("LOG_LEVEL"); v != "" {
		if err := level.UnmarshalText([]byte(v)); err != nil {
			level = slog.LevelInfo
		}
	}
	buf := newLogBuffer(os.Stderr)
	h := slog.NewJSONHandler(buf, &slog.HandlerOptions{Level: level})
	slog.SetDefault(slog.New(flushOnWarn{h, buf}).With("service", service, "version", version))
	return buf.Flush
}
