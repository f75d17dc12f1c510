package server_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/metrics"
	"wandelwijs.nl/platform/server"
)

func newHandler(t *testing.T, ready func(context.Context) error) (http.Handler, *metrics.Metrics) {
	t.Helper()
	en, err := authz.Load("shop", "")
	if err != nil {
		t.Fatal(err)
	}
	rt := server.NewRoutes(en, nil, auth.Cookies{})
	rt.Handle(http.MethodGet, "/walks/{slug}", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusTeapot) }, server.Empty(http.StatusTeapot))
	rt.Handle(http.MethodGet, "/auth/me", func(w http.ResponseWriter, _ *http.Request) {}, server.Empty(http.StatusOK))
	mm := metrics.New("test")
	tokens := auth.NewTokens([]byte("test-key-test-key-test-key-test-key"))
	return server.Operational(mm.Requests(rt.Router)(server.Handler(rt, tokens, nil)), mm, ready), mm
}

func get(h http.Handler, path string) (int, string) {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
	body, _ := io.ReadAll(rec.Body)
	return rec.Code, string(body)
}

func TestMetricsCountRequestsByRouteTemplate(t *testing.T) {
	h, _ := newHandler(t, func(context.Context) error { return nil })
	for _, p := range []string{"/api/v1/walks/een", "/api/v1/walks/twee", "/api/v1/auth/me", "/api/v1/bestaat/niet"} {
		get(h, p)
	}
	_, body := get(h, "/metrics")
	for _, want := range []string{
		`http_requests_total{method="GET",route="/api/v1/walks/{slug}",service="test",status="418"} 2`,
		`http_requests_total{method="GET",route="/api/v1/auth/me",service="test",status="401"} 1`,
		`http_requests_total{method="GET",route="unmatched",service="test",status="404"} 1`,
		`http_request_duration_seconds_count{method="GET",route="/api/v1/walks/{slug}",service="test"} 2`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	if strings.Contains(body, "/walks/een") {
		t.Error("a raw path became a label")
	}
}

func TestHealthAndReadiness(t *testing.T) {
	db := testdb.New(t)
	h, _ := newHandler(t, server.Ready(db, migrations.Current))
	if code, _ := get(h, "/healthz"); code != 200 {
		t.Fatalf("healthz %d", code)
	}
	if code, body := get(h, "/readyz"); code != 200 {
		t.Fatalf("readyz on a migrated database: %d %s", code, body)
	}
	if _, err := db.ExecContext(context.Background(), "DELETE FROM schema_migrations"); err != nil {
		t.Fatal(err)
	}
	if code, body := get(h, "/readyz"); code != 503 || !strings.Contains(body, "migrations applied") {
		t.Fatalf("readyz with migrations missing: %d %s", code, body)
	}
	db.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if err := server.Ready(db, migrations.Current)(ctx); err == nil {
		t.Fatal("ready with a closed database")
	}
}

func TestJobsAndTransitionsAreCounted(t *testing.T) {
	m := metrics.New("test")
	m.Job("mail", nil, time.Millisecond)
	m.Job("mail", context.DeadlineExceeded, time.Millisecond)
	m.Transition("booking", "PAID")
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	for _, want := range []string{`jobs_total{kind="mail",outcome="ok",service="test"} 1`, `jobs_total{kind="mail",outcome="error",service="test"} 1`,
		`payment_transitions_total{service="test",status="PAID",subject="booking"} 1`} {
		if !strings.Contains(rec.Body.String(), want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}
