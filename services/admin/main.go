// Command admin serves the back-office API: walks, users, vouchers, bookings,
// requests, dashboard figures and the database export.
package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"wandelwijs.nl/admin/api"
	"wandelwijs.nl/admin/catalog"
	"wandelwijs.nl/admin/export"
	"wandelwijs.nl/admin/overview"
	"wandelwijs.nl/admin/people"
	"wandelwijs.nl/admin/requests"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/metrics"
	"wandelwijs.nl/platform/server"
)

// version is the build, set by the Makefile with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	if len(os.Args) > 1 && os.Args[1] == "healthcheck" {
		os.Exit(server.Probe("http://" + config.FromOS().String("ADMIN_ADDR", "127.0.0.1:8082") + "/readyz"))
	}
	server.SetupLogging("admin", version)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, config.FromOS()); err != nil {
		slog.Error("admin stopped", "err", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, env config.Env) error {
	key, err := env.JWTSecret()
	if err != nil {
		return err
	}
	enforcer, err := authz.Load("admin", env.String("POLICY_DIR", ""))
	if err != nil {
		return err
	}
	db, err := database.Open(ctx, env.DatabaseURL())
	if err != nil {
		return err
	}
	defer db.Close()

	routes := api.Routes(api.Deps{
		Walks:    catalog.NewStore(db.DB, time.Now),
		People:   people.NewStore(db.DB, time.Now),
		Requests: requests.NewStore(db.DB, time.Now),
		Overview: overview.NewReader(db.DB),
		Dumper:   export.Dumper{PgDump: env.String("PG_DUMP", "pg_dump"), DatabaseURL: env.DatabaseURL()},
		Enforcer: enforcer,
		Cookies:  auth.Cookies{Secure: !env.IsDevelopment()},
		Now:      time.Now,
	})
	m := metrics.New("admin")
	handler := server.Operational(m.Requests(routes.Router)(server.Handler(routes, auth.NewTokens(key))), m, server.Ready(db))
	return server.Run(ctx, env.String("ADMIN_ADDR", "127.0.0.1:8082"), handler)
}
