// Command mollie-sandbox serves a local stand-in for Mollie's API v2 with a checkout
// page, for `make run` and the browser tests when no MOLLIE_API_KEY is set.
//
// Settings: SANDBOX_ADDR (listen address, default 127.0.0.1:8090), SANDBOX_PUBLIC_URL
// (its URL as browsers and the shop reach it, default http://<SANDBOX_ADDR>) and
// SANDBOX_FAULT (the initial fault mode: "", "500" or "hang").
package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"

	"wandelwijs.nl/mollie-sandbox/sandbox"
	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/server"
)

// DefaultAddr is where the sandbox listens unless SANDBOX_ADDR says otherwise.
const DefaultAddr = "127.0.0.1:8090"

// version is the build, set by the Makefile with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	server.Main("mollie-sandbox", version, func(env config.Env) string {
		return "http://" + env.String("SANDBOX_ADDR", DefaultAddr) + "/healthz"
	}, run)
}

func run(ctx context.Context, env config.Env) error {
	addr := env.String("SANDBOX_ADDR", DefaultAddr)
	public := env.String("SANDBOX_PUBLIC_URL", publicURL(addr))
	fault := env.String("SANDBOX_FAULT", sandbox.FaultNone)
	if !sandbox.ValidFault(fault) {
		return fmt.Errorf(`SANDBOX_FAULT %q: want "", "500" or "hang"`, fault)
	}
	sb := sandbox.New(sandbox.Config{BaseURL: public, Logger: slog.Default()})
	defer sb.Close()
	sb.SetFault(fault)
	// On shutdown, first release hanging calls and stop webhook retries, so the
	// server's drain does not wait for clients that never give up.
	stopClose := context.AfterFunc(ctx, sb.Close)
	defer stopClose()
	slog.Info("mollie sandbox", "api", public+"/v2", "checkout", public+"/checkout/{id}", "fault", fault)
	return server.Run(ctx, addr, httpx.Logging(sb.Handler()))
}

// publicURL is http://addr, with a loopback host when addr names none or all interfaces.
func publicURL(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "http://" + addr
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, port)
}
