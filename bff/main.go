// Command bff is the thin edge in front of the services: it routes /api/v1 to shop or
// admin, serves both built SPAs with history fallback (the shop's pages with their heads
// filled from the shop's API: bff/pages), and adds security headers, compression,
// request ids and an access log. It holds no business logic.
package main

import (
	"context"
	"crypto/x509"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"wandelwijs.nl/bff/pages"
	"wandelwijs.nl/bff/routing"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/server"
)

// version is the build, set by the Makefile with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	if len(os.Args) > 1 && os.Args[1] == "healthcheck" {
		addr := config.FromOS().String("BFF_ADDR", "127.0.0.1:8080")
		if strings.HasPrefix(addr, ":") {
			addr = "127.0.0.1" + addr
		}
		os.Exit(server.Probe("http://" + addr + "/healthz"))
	}
	flushLog := server.SetupLogging("bff", version)
	defer flushLog()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	env := config.FromOS()
	proxies, err := env.TrustedProxies()
	if err != nil {
		slog.Error("bff stopped", "err", err)
		os.Exit(1)
	}
	stopProfile, err := server.ProfileCPU(env.String("CPU_PROFILE", ""))
	if err != nil {
		slog.Error("bff stopped", "err", err)
		os.Exit(1)
	}
	h, err := newHandler(Config{
		ShopURL:   env.String("SHOP_URL", "http://127.0.0.1:8081"),
		AdminURL:  env.String("ADMIN_URL", "http://127.0.0.1:8082"),
		ShopDist:  env.String("SHOP_DIST", "apps/shop/dist"),
		AdminDist: env.String("ADMIN_DIST", "apps/admin/dist"),
		PublicURL: env.PublicURL(),
		HSTS:      !env.IsDevelopment(),
		Hosts: httpx.ServedHosts(env.PublicURL(), strings.Split(env.String("HOST_ALIASES", ""), ","),
			env.IsDevelopment()),
		Proxies: proxies,
	})
	if err == nil {
		err = server.Run(ctx, env.String("BFF_ADDR", "127.0.0.1:8080"), h)
	}
	stopProfile()
	if err != nil {
		slog.Error("bff stopped", "err", err)
		os.Exit(1)
	}
}

// Config is where the BFF finds the services and the built apps.
type Config struct {
	// ShopURL and AdminURL list each service's processes, comma-separated.
	ShopURL, AdminURL   string
	ShopDist, AdminDist string
	// PublicURL is where browsers reach the shop: canonical links, the sitemap; pages
	// asked for under another loopback name are sent there.
	PublicURL string
	// HSTS also marks the cookies the BFF hands out as HTTPS-only.
	HSTS bool
	// Hosts are the names the BFF answers to (httpx.ServedHosts); nil answers any, for
	// tests on httptest's addresses.
	Hosts httpx.Hosts
	// Proxies are the callers whose X-Forwarded-For is believed (a TLS proxy); nil is loopback.
	Proxies httpx.Proxies
	// ServiceRoots verify services reached over https; nil trusts the system's roots.
	ServiceRoots *x509.CertPool
}

// newHandler builds the whole BFF.
func newHandler(c Config) (http.Handler, error) {
	proxies := map[routing.Service]http.Handler{}
	var shopTargets []*url.URL
	for svc, list := range map[routing.Service]string{routing.Shop: c.ShopURL, routing.Admin: c.AdminURL} {
		var targets []*url.URL
		for _, raw := range strings.Split(list, ",") {
			u, err := url.Parse(strings.TrimSpace(raw))
			if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
				return nil, fmt.Errorf("%s url %q is not an http(s) URL", svc, raw)
			}
			targets = append(targets, u)
		}
		proxies[svc] = serviceProxy(targets, c.ServiceRoots)
		if svc == routing.Shop {
			shopTargets = targets
		}
	}
	// The pages ask the shop's API over connections of their own, apart from the proxy's.
	shopPages := pages.New(pages.Config{PublicURL: c.PublicURL, Dist: c.ShopDist, ShopURL: shopTargets[0].String(),
		Client: &http.Client{Transport: &upstreams{targets: shopTargets, transport: serviceTransport(c.ServiceRoots)}}})
	mux := http.NewServeMux()
	api := apiHandler(proxies)
	mux.Handle(apiPrefix+"/", api)
	for _, path := range routing.Outside {
		mux.Handle("GET "+path, logAs(path, outsideHandler(api)))
	}
	mux.Handle("GET /healthz", logAs("/healthz", http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		httpx.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})))
	cookies := auth.Cookies{Secure: c.HSTS}
	admin := sameHost(c.PublicURL, cookies, spa{dir: c.AdminDist, prefix: "/admin"})
	mux.Handle("/admin/", admin)
	mux.Handle("/admin", admin)
	mux.Handle("GET /robots.txt", logAs("/robots.txt", http.HandlerFunc(shopPages.Robots)))
	mux.Handle("GET /sitemap.xml", logAs("/sitemap.xml", http.HandlerFunc(shopPages.Sitemap)))
	mux.Handle("/", sameHost(c.PublicURL, cookies, spa{dir: c.ShopDist, prefix: "", page: shopPages}))
	var h http.Handler = securityHeaders(c.HSTS, compressWhenAsked(mux))
	if c.Hosts != nil {
		h = c.Hosts.Only(h)
	}
	return httpx.Logging(c.Proxies.ClientAddresses(h)), nil
}

// logAs tells the access log that a request reached h by pattern (httpx.Matched): the
// log shows its path with the pattern's secret placeholders redacted. Every handler of
// the BFF's mux says what it matched; a path none matched is logged as
// httpx.UnmatchedPath.
func logAs(pattern string, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		httpx.Matched(r, pattern)
		h.ServeHTTP(w, r)
	})
}
