package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestPagesHandOutTheCSRFCookie(t *testing.T) {
	h := newTestBFF(t)
	for _, p := range []string{"/", "/login", "/cadeaubon", "/admin/", "/admin/walks"} {
		rec := get(h, "GET", p)
		cookie := rec.Header().Get("Set-Cookie")
		if rec.Code != 200 || !strings.HasPrefix(cookie, "XSRF-TOKEN=") || len(strings.TrimPrefix(strings.Split(cookie, ";")[0], "XSRF-TOKEN=")) < 32 ||
			!strings.Contains(cookie, "SameSite=Lax") || strings.Contains(cookie, "HttpOnly") {
			t.Errorf("%s: %d Set-Cookie %q, want a readable XSRF-TOKEN", p, rec.Code, cookie)
		}
	}
	if rec := get(h, "GET", "/login", "Cookie", "XSRF-TOKEN=already"); rec.Header().Get("Set-Cookie") != "" {
		t.Errorf("a browser with its cookie got another: %q", rec.Header().Get("Set-Cookie"))
	}
}

func TestOtherLoopbackNameGoesToPublicURL(t *testing.T) {
	h := newTestBFF(t) // PUBLIC_URL http://localhost:8080
	req := func(method, host, target string) *http.Response {
		r := httptest.NewRequest(method, target, nil)
		r.Host = host
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		return rec.Result()
	}
	tests := []struct {
		method, host, target string
		want                 string // "" means served here
	}{
		{"GET", "127.0.0.1:8080", "/boeken/ochtend?x=1", "http://localhost:8080/boeken/ochtend?x=1"},
		{"GET", "127.0.0.1:8080", "/admin/walks", "http://localhost:8080/admin/walks"},
		{"GET", "[::1]:8080", "/", "http://localhost:8080/"},
		{"GET", "localhost:8080", "/boeken/ochtend", ""},
		{"GET", "127.0.0.1:9999", "/", ""},             // another stack on another port
		{"GET", "wandelwijs.example:8080", "/", ""},    // not a loopback name
		{"GET", "127.0.0.1:8080", "/api/v1/walks", ""}, // the API answers on every name
		{"POST", "127.0.0.1:8080", "/", ""},
	}
	for _, tt := range tests {
		res := req(tt.method, tt.host, tt.target)
		got := ""
		if res.StatusCode == http.StatusFound {
			got = res.Header.Get("Location")
		}
		if got != tt.want {
			t.Errorf("%s %s%s: status %d location %q, want %q", tt.method, tt.host, tt.target, res.StatusCode, got, tt.want)
		}
	}
}
