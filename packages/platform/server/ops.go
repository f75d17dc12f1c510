package server

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/metrics"
)

// Operational serves a service's operational endpoints beside its API: /metrics,
// /healthz (the process answers) and /readyz (ready reports nil: database reachable,
// migrations current). Everything else goes to api.
func Operational(api http.Handler, m *metrics.Metrics, ready func(context.Context) error) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		httpx.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := ready(ctx); err != nil {
			slog.WarnContext(ctx, "not ready", "err", err)
			httpx.JSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable", "reason": err.Error()})
			return
		}
		httpx.JSON(w, http.StatusOK, map[string]string{"status": "ready"})
	})
	mux.Handle("/", api)
	return mux
}

// Probe asks url (a /healthz or /readyz) and returns the process exit code for a
// container health check: 0 when it answers 200, 1 otherwise. Images without a shell
// or curl run `<binary> healthcheck`.
func Probe(url string) int {
	client := &http.Client{Timeout: 3 * time.Second}
	res, err := client.Get(url)
	if err != nil {
		return 1
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return 1
	}
	return 0
}
