package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"wandelwijs.nl/platform/httpx"
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

// TestTheBFFAnswersOnlyTheNamesItServes: in development the loopback names and
// PUBLIC_URL's; in production PUBLIC_URL's and the aliases; any other name (a page's own,
// pointed at this machine) is a 421, whatever the path, and so is a served name on another
// port than the one PUBLIC_URL names (an alias may name its own); the health check answers
// to any.
func TestTheBFFAnswersOnlyTheNamesItServes(t *testing.T) {
	for _, c := range []struct {
		name      string
		hosts     httpx.Hosts
		ok, wrong []string
	}{
		{"development", httpx.ServedHosts("http://localhost:8080", nil, true),
			[]string{"localhost:8080", "127.0.0.1:8080", "[::1]:8080", "LOCALHOST:8080"},
			[]string{"rebind.evil.example:8080", "evil.example", "localhost:8081", "127.0.0.1:9999", "[::1]:80", "localhost"}},
		{"development with an alias", httpx.ServedHosts("http://localhost:8080", []string{"wandelwijs.test", "proxy.test:8443"}, true),
			[]string{"wandelwijs.test:8080", "proxy.test:8443", "localhost:8080"},
			[]string{"wandelwijs.test:8443", "wandelwijs.test", "proxy.test:8080", "localhost:8443"}},
		{"PUBLIC_URL naming its scheme's port", httpx.ServedHosts("https://wandelwijs.nl:443", nil, false),
			[]string{"wandelwijs.nl", "wandelwijs.nl:443"}, []string{"evil.example:443"}},
		{"production", httpx.ServedHosts("https://wandelwijs.nl/", []string{"www.wandelwijs.nl", " "}, false),
			[]string{"wandelwijs.nl", "WWW.wandelwijs.nl:443", "wandelwijs.nl."}, []string{"localhost:8080", "127.0.0.1", "evil.example"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			h, err := newHandler(Config{ShopURL: backend(t, "shop").URL, AdminURL: backend(t, "admin").URL,
				ShopDist: writeDist(t, map[string]string{"index.html": shopIndexHTML}), AdminDist: t.TempDir(), Hosts: c.hosts})
			if err != nil {
				t.Fatal(err)
			}
			call := func(path, host string) int {
				req := httptest.NewRequest("GET", path, nil)
				req.RemoteAddr, req.Host = "127.0.0.1:40000", host
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				return rec.Code
			}
			for _, host := range c.ok {
				if code := call("/api/v1/dev/mail.json", host); code == 421 {
					t.Errorf("Host %s: 421", host)
				}
			}
			for _, host := range c.wrong {
				for _, path := range []string{"/api/v1/dev/mail.json", "/", "/admin/"} {
					if code := call(path, host); code != 421 {
						t.Errorf("Host %s %s: %d, want 421", host, path, code)
					}
				}
				if code := call("/healthz", host); code != 200 {
					t.Errorf("the health check for Host %s: %d", host, code)
				}
			}
		})
	}
}
