package server

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"wandelwijs.nl/platform/config"
)

// Main is a service binary's main. `NAME healthcheck` exits with the answer of the
// address probe gives (the service's /healthz or /readyz, for a container's health
// check); otherwise it logs as name at version and runs run with the environment until
// SIGINT or SIGTERM, and exits 1 when run fails.
func Main(name, version string, probe func(env config.Env) string, run func(ctx context.Context, env config.Env) error) {
	env := config.FromOS()
	if len(os.Args) > 1 && os.Args[1] == "healthcheck" {
		os.Exit(Probe(probe(env)))
	}
	flushLog := SetupLogging(name, version)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, env)
	stop()
	if err != nil {
		slog.Error(name+" stopped", "err", err)
	}
	flushLog()
	if err != nil {
		os.Exit(1)
	}
}
