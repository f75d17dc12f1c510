// Command admin serves the back-office API: walks, users, vouchers, bookings,
// requests, dashboard figures and the database export.
package main

import (
	"context"

	"wandelwijs.nl/admin/app"
	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/server"
)

// version is the build, set by the Makefile with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	server.Main("admin", version, func(env config.Env) string {
		return "http://" + env.String("ADMIN_ADDR", "127.0.0.1:8082") + "/readyz"
	}, run)
}

func run(ctx context.Context, env config.Env) error {
	key, err := env.JWTSecret()
	if err != nil {
		return err
	}
	proxies, err := env.TrustedProxies()
	if err != nil {
		return err
	}
	seller, err := env.Seller()
	if err != nil {
		return err
	}
	db, err := database.Open(ctx, env.DatabaseURL())
	if err != nil {
		return err
	}
	defer db.Close()
	admin, err := app.New(app.Config{
		DB:             db,
		DatabaseURL:    env.DatabaseURL(),
		PgDump:         env.String("PG_DUMP", "pg_dump"),
		JWTKey:         key,
		PublicURL:      env.PublicURL(),
		AdminEmail:     mail.AdminEmailFromEnv(env),
		PolicyDir:      env.String("POLICY_DIR", ""),
		TrustedProxies: proxies,
		Seller:         seller,
		Development:    env.IsDevelopment(),
	})
	if err != nil {
		return err
	}
	return server.Run(ctx, env.String("ADMIN_ADDR", "127.0.0.1:8082"), admin.Handler)
}
