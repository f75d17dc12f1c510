// Command shop serves the public API: catalogue, accounts, bookings, payments,
// vouchers and requests.
package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/server"
	"wandelwijs.nl/policies"
	"wandelwijs.nl/shop/api"
	"wandelwijs.nl/shop/walk"
)

func main() {
	server.SetupLogging("shop")
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, config.FromOS()); err != nil {
		slog.Error("shop stopped", "err", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, env config.Env) error {
	key, err := env.JWTSecret()
	if err != nil {
		return err
	}
	modelText, policyText, err := policies.Files(env.String("POLICY_DIR", ""))
	if err != nil {
		return err
	}
	enforcer, err := authz.New("shop", modelText, policyText)
	if err != nil {
		return err
	}
	db, err := database.Open(ctx, env.DatabaseURL())
	if err != nil {
		return err
	}
	defer db.Close()

	routes := api.Routes(api.Deps{
		Walks:    walk.NewStore(db),
		Enforcer: enforcer,
		Cookies:  auth.Cookies{Secure: !env.IsDevelopment()},
		Now:      time.Now,
	})
	return server.Run(ctx, env.String("SHOP_ADDR", "127.0.0.1:8081"), server.Handler(routes, auth.NewTokens(key)))
}
