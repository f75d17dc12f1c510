// Command shop serves the public API: catalogue, accounts, bookings, payments,
// vouchers and requests.
package main

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/server"
	"wandelwijs.nl/shop/app"
)

// version is the build, set by the Makefile with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	server.Main("shop", version, func(env config.Env) string {
		return "http://" + env.String("SHOP_ADDR", "127.0.0.1:8081") + "/readyz"
	}, run)
}

func run(ctx context.Context, env config.Env) (err error) {
	key, err := env.JWTSecret()
	if err != nil {
		return err
	}
	proxies, err := env.TrustedProxies()
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
	mollieSettings, err := mollie.SettingsFromEnv(env)
	if err != nil {
		return err
	}
	publicURL := env.PublicURL()
	if err := mollieSettings.CheckPublicURL(publicURL); err != nil {
		return err
	}
	methods, err := mollie.MethodsFromEnv(env)
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
	if mailSettings.SMTPURL == "" {
		slog.Info("no SMTP_URL: mail goes to the development mailbox", "dir", mailSettings.Dir)
	}

	// The shop process works the background jobs; River gives each job to one process.
	shop, err := app.Start(ctx, app.Config{
		DB:             db,
		DatabaseURL:    env.DatabaseURL(),
		Payments:       mollieSettings.Client(nil),
		PaymentMethods: methods,
		PaymentsLive:   mollieSettings.Live(),
		TestMode:       mollieSettings.TestMode,
		Sender:         sender,
		Mailbox:        mail.NewMailbox(mailSettings.Dir, time.Now),
		AdminEmail:     mailSettings.AdminEmail,
		PublicURL:      publicURL,
		JWTKey:         key,
		PolicyDir:      env.String("POLICY_DIR", ""),
		// The browser tests, whose every call comes from 127.0.0.1, raise the rate limits.
		RateLimitFactor: env.Int("RATE_LIMIT_FACTOR", 1),
		TrustedProxies:  proxies,
		Seller:          seller,
		Development:     env.IsDevelopment(),
	})
	if err != nil {
		return err
	}
	defer func() {
		stopCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		err = errors.Join(err, shop.Stop(stopCtx))
	}()
	return server.Run(ctx, env.String("SHOP_ADDR", "127.0.0.1:8081"), shop.Handler)
}
