package main

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// backend is a stand-in service that answers with its own name and the path it saw.
func backend(t *testing.T, name string) *httptest.Server {
	t.Helper()
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Service", name)
		w.Header().Set("X-Seen-Request-Id", r.Header.Get("X-Request-Id"))
		w.Header().Set("X-Seen-Forwarded-For", r.Header.Get("X-Forwarded-For"))
		w.Header().Set("X-Request-Id", "set-by-the-service")
		io.WriteString(w, r.Method+" "+r.URL.RequestURI())
	}))
	t.Cleanup(s.Close)
	return s
}

func writeDist(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// shopIndexHTML stands in for the shop's built index.html.
const shopIndexHTML = `<html><head><title>Wandelwijs</title></head><body><div id="root"></div></body></html>`

func newTestBFF(t *testing.T) http.Handler {
	t.Helper()
	h, err := newHandler(Config{
		ShopURL:  backend(t, "shop").URL,
		AdminURL: backend(t, "admin").URL,
		ShopDist: writeDist(t, map[string]string{
			"index.html":          shopIndexHTML,
			"assets/app-abc12.js": "console.log(" + strings.Repeat("'wandelen', ", 200) + ")",
			"favicon.svg":         "<svg/>",
		}),
		AdminDist: writeDist(t, map[string]string{"index.html": "<html>admin</html>", "assets/admin-x1.js": "x"}),
		PublicURL: "http://localhost:8080",
	})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func get(h http.Handler, method, target string, header ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// Every call of both specs' call tables, with the service that owns it.
var specCalls = []struct{ method, path, service string }{
	{"POST", "/auth/login", "shop"}, {"POST", "/auth/register", "shop"}, {"POST", "/auth/logout", "shop"},
	{"GET", "/auth/me", "shop"}, {"POST", "/auth/refresh", "shop"},
	{"GET", "/walks", "shop"}, {"GET", "/walks/ochtend-in-het-bos", "shop"},
	{"POST", "/vouchers/redeem", "shop"}, {"GET", "/vouchers/3f1c", "shop"},
	{"POST", "/bookings", "shop"}, {"GET", "/bookings/3f1c", "shop"}, {"GET", "/bookings/my", "shop"},
	{"POST", "/bookings/3f1c/cancel", "shop"},
	{"POST", "/payments/create-booking-payment", "shop"}, {"POST", "/payments/create-voucher-payment", "shop"},
	{"GET", "/payments/status/tr_1", "shop"}, {"GET", "/payments/booking/3f1c/status", "shop"},
	{"GET", "/payments/voucher/3f1c/status", "shop"}, {"POST", "/payments/process-payment-completion/tr_1", "shop"},
	{"POST", "/payments/webhook", "shop"}, {"GET", "/payments/retry-booking-payment/3f1c", "shop"},
	{"POST", "/payments/retry-booking-payment/3f1c", "shop"}, {"GET", "/payments/retry-voucher-payment/3f1c", "shop"},
	{"POST", "/payments/retry-voucher-payment/3f1c", "shop"}, {"POST", "/payments/dev/trigger-webhook/tr_1", "shop"},
	{"POST", "/payments/dev/mark-paid/3f1c", "shop"},
	{"PATCH", "/users/me", "shop"},
	{"POST", "/custom-walks", "shop"}, {"POST", "/feest", "shop"}, {"POST", "/contact", "shop"},
	{"GET", "/bookings", "admin"}, {"GET", "/walks/admin/all", "admin"}, {"GET", "/walks/admin/3f1c", "admin"},
	{"GET", "/walks/admin", "admin"}, {"POST", "/walks/admin", "admin"}, {"PUT", "/walks/admin/3f1c", "admin"},
	{"DELETE", "/walks/admin/3f1c", "admin"},
	{"GET", "/feest/admin/all", "admin"}, {"PATCH", "/feest/admin/3f1c/read", "admin"},
	{"PATCH", "/feest/admin/3f1c/replied", "admin"},
	{"GET", "/custom-walks", "admin"}, {"PATCH", "/custom-walks/3f1c/status", "admin"},
	{"GET", "/admin/database/export", "admin"},
	{"GET", "/users?skip=20&take=20", "admin"}, {"GET", "/users/3f1c", "admin"}, {"POST", "/users", "admin"},
	{"PATCH", "/users/3f1c", "admin"}, {"DELETE", "/users/3f1c", "admin"},
	{"GET", "/vouchers", "admin"},
	{"POST", "/admin/bookings/3f1c/cancel", "admin"}, {"POST", "/admin/bookings/3f1c/move", "admin"}, {"GET", "/admin/bookings/3f1c", "admin"}, {"POST", "/walks/admin/3f1c/call-off", "admin"},
	{"POST", "/walks/admin/3f1c/message", "admin"},
}

func TestEverySpecCallReachesItsService(t *testing.T) {
	h := newTestBFF(t)
	for _, c := range specCalls {
		t.Run(c.method+" "+c.path, func(t *testing.T) {
			rec := get(h, c.method, "/api/v1"+c.path)
			if got := rec.Header().Get("X-Service"); got != c.service {
				t.Fatalf("went to %q (status %d), want %q", got, rec.Code, c.service)
			}
			if want := c.method + " /api/v1" + c.path; rec.Body.String() != want {
				t.Errorf("service saw %q, want %q", rec.Body.String(), want)
			}
		})
	}
}

func TestRequestIDReachesTheService(t *testing.T) {
	rec := get(newTestBFF(t), "GET", "/api/v1/walks")
	id := rec.Header().Get("X-Request-Id")
	if n := len(rec.Header().Values("X-Request-Id")); n != 1 {
		t.Errorf("%d X-Request-Id headers, want 1", n)
	}
	if id == "" || rec.Header().Get("X-Seen-Request-Id") != id {
		t.Fatalf("BFF answered id %q, service saw %q", id, rec.Header().Get("X-Seen-Request-Id"))
	}
}

// TestForwardedForIsBelievedOnlyFromProxies: the services learn the client's address
// from the BFF, which passes on a caller's X-Forwarded-For only when that caller is a
// trusted proxy; anyone else cannot choose the address their limits count against.
func TestForwardedForIsBelievedOnlyFromProxies(t *testing.T) {
	h := newTestBFF(t)
	for _, c := range []struct{ peer, xff, want string }{
		{"203.0.113.9:5000", "", "203.0.113.9"},
		{"203.0.113.9:5000", "127.0.0.1", "203.0.113.9"},              // a forged entry from outside
		{"127.0.0.1:5000", "198.51.100.4", "198.51.100.4, 127.0.0.1"}, // a TLS proxy on this machine
		{"127.0.0.1:5000", "10.9.9.9, 198.51.100.4", "198.51.100.4, 127.0.0.1"},
	} {
		req := httptest.NewRequest("GET", "/api/v1/walks", nil)
		req.RemoteAddr = c.peer
		if c.xff != "" {
			req.Header.Set("X-Forwarded-For", c.xff)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if got := rec.Header().Get("X-Seen-Forwarded-For"); got != c.want {
			t.Errorf("peer %s sending %q: the service saw %q, want %q", c.peer, c.xff, got, c.want)
		}
	}
}

func TestUnknownAPIPathIsAJSON404(t *testing.T) {
	rec := get(newTestBFF(t), "GET", "/api/v1/does-not-exist")
	var body map[string]string
	if rec.Code != 404 || json.Unmarshal(rec.Body.Bytes(), &body) != nil || body["message"] == "" {
		t.Fatalf("got %d %q, want a 404 with a JSON message", rec.Code, rec.Body)
	}
	if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
		t.Fatalf("Cache-Control %q, want no-store as every API answer", cc)
	}
}

// The database export streams: the BFF passes on what the service has sent of an answer
// without a length before the service has finished it.
func TestAnswersWithoutALengthStream(t *testing.T) {
	release := make(chan struct{})
	admin := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "first part\n")
		w.(http.Flusher).Flush()
		<-release
		io.WriteString(w, "second part\n")
	}))
	defer admin.Close()
	defer close(release)
	h, err := newHandler(Config{ShopURL: admin.URL, AdminURL: admin.URL, ShopDist: t.TempDir(), AdminDist: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	bff := httptest.NewServer(h)
	defer bff.Close()
	client := &http.Client{Timeout: 5 * time.Second} // a buffered answer would wait for release
	res, err := client.Get(bff.URL + "/api/v1/admin/database/export")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	line, err := bufio.NewReader(res.Body).ReadString('\n')
	if err != nil || line != "first part\n" {
		t.Fatalf("first line %q, %v", line, err)
	}
}

func TestUnreachableServiceIsADutch502(t *testing.T) {
	dead := httptest.NewServer(http.NotFoundHandler())
	dead.Close()
	h, err := newHandler(Config{ShopURL: dead.URL, AdminURL: dead.URL, ShopDist: t.TempDir(), AdminDist: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	rec := get(h, "GET", "/api/v1/walks")
	if rec.Code != 502 || !strings.Contains(rec.Body.String(), "tijdelijk niet bereikbaar") {
		t.Fatalf("got %d %q", rec.Code, rec.Body)
	}
}

// TestHistoryFallback: every route of the SPAs answers their index.html; the shop's with
// its head filled (the walk routes ask the shop: pages_test.go).
func TestHistoryFallback(t *testing.T) {
	h := newTestBFF(t)
	shopRoutes := []string{"/", "/booking/complete/3f1c", "/booking-success?bookingId=1",
		"/voucher-success?voucherId=1", "/voucher-confirmation/1", "/cadeaubon", "/login", "/register", "/profiel",
		"/mijn-wandelingen", "/maatwerk", "/maatwerk-success", "/feest", "/feest-succes", "/contact", "/contact-succes",
		"/over-ons", "/filosofische-wandeling-info", "/boeking/3f1c"}
	for _, p := range shopRoutes {
		rec := get(h, "GET", p)
		body := rec.Body.String()
		if rec.Code != 200 || !strings.HasPrefix(body, "<html><head><title>") || !strings.HasSuffix(body, "</head><body><div id=\"root\"></div></body></html>") ||
			strings.Contains(body, "<title>Wandelwijs</title>") || rec.Header().Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: %d %q cache %q", p, rec.Code, rec.Body, rec.Header().Get("Cache-Control"))
		}
	}
	adminRoutes := []string{"/admin", "/admin/", "/admin/walks", "/admin/walks/new", "/admin/walks/3f1c/edit", "/admin/users",
		"/admin/users/new", "/admin/users/3f1c/edit", "/admin/vouchers", "/admin/feest-requests", "/admin/custom-walks"}
	for _, p := range adminRoutes {
		rec := get(h, "GET", p)
		if rec.Code != 200 || rec.Body.String() != "<html>admin</html>" {
			t.Errorf("%s: %d %q", p, rec.Code, rec.Body)
		}
	}
}

func TestAssets(t *testing.T) {
	h := newTestBFF(t)
	t.Run("hashed assets are cached for a year", func(t *testing.T) {
		rec := get(h, "GET", "/assets/app-abc12.js")
		if rec.Code != 200 || !strings.Contains(rec.Header().Get("Cache-Control"), "immutable") {
			t.Fatalf("%d cache %q", rec.Code, rec.Header().Get("Cache-Control"))
		}
	})
	t.Run("admin assets come from the admin build", func(t *testing.T) {
		if rec := get(h, "GET", "/admin/assets/admin-x1.js"); rec.Code != 200 || rec.Body.String() != "x" {
			t.Fatalf("%d %q", rec.Code, rec.Body)
		}
	})
	t.Run("a missing asset is a 404, not the app", func(t *testing.T) {
		if rec := get(h, "GET", "/assets/gone-123.js"); rec.Code != 404 {
			t.Fatalf("status %d", rec.Code)
		}
	})
	t.Run("a path escaping the build folder is refused", func(t *testing.T) {
		rec := get(h, "GET", "/../../etc/passwd")
		if strings.Contains(rec.Body.String(), "root:") {
			t.Fatal("served a file outside the build folder")
		}
	})
	t.Run("assets are gzip-compressed for browsers that accept it", func(t *testing.T) {
		rec := get(h, "GET", "/assets/app-abc12.js", "Accept-Encoding", "gzip")
		if rec.Header().Get("Content-Encoding") != "gzip" {
			t.Fatalf("Content-Encoding %q", rec.Header().Get("Content-Encoding"))
		}
		zr, err := gzip.NewReader(rec.Body)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(zr)
		if !strings.HasPrefix(string(body), "console.log(") {
			t.Fatalf("decompressed body %q", body[:20])
		}
	})
}

// TestCompressionOnlyWhenAsked: a client that names no encoding gets the bytes as they
// are, a client that accepts gzip gets them compressed, and both learn the answer varies
// by Accept-Encoding.
func TestCompressionOnlyWhenAsked(t *testing.T) {
	h := newTestBFF(t)
	plain := get(h, "GET", "/assets/app-abc12.js")
	if plain.Code != 200 || plain.Header().Get("Content-Encoding") != "" || !strings.HasPrefix(plain.Body.String(), "console.log(") {
		t.Errorf("identity: %d %q %.20q", plain.Code, plain.Header().Get("Content-Encoding"), plain.Body)
	}
	gz := get(h, "GET", "/assets/app-abc12.js", "Accept-Encoding", "gzip, deflate, br")
	if gz.Header().Get("Content-Encoding") != "gzip" {
		t.Errorf("gzip: Content-Encoding %q", gz.Header().Get("Content-Encoding"))
	}
	for name, rec := range map[string]*httptest.ResponseRecorder{"identity": plain, "gzip": gz} {
		if vary := rec.Header().Values("Vary"); len(vary) != 1 || vary[0] != "Accept-Encoding" {
			t.Errorf("%s: Vary %q", name, vary)
		}
	}
}

func TestSecurityHeaders(t *testing.T) {
	h := newTestBFF(t)
	for _, p := range []string{"/", "/api/v1/walks", "/admin/"} {
		rec := get(h, "GET", p)
		csp := rec.Header().Get("Content-Security-Policy")
		if !strings.Contains(csp, "script-src 'self';") || strings.Contains(csp, "script-src 'self' 'unsafe-inline'") ||
			!strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s: CSP %q", p, csp)
		}
		if rec.Header().Get("X-Content-Type-Options") != "nosniff" || rec.Header().Get("Referrer-Policy") == "" {
			t.Errorf("%s: missing nosniff or Referrer-Policy", p)
		}
	}
}

func TestHealthz(t *testing.T) {
	if rec := get(newTestBFF(t), "GET", "/healthz"); rec.Code != 200 || !strings.Contains(rec.Body.String(), "ok") {
		t.Fatalf("%d %q", rec.Code, rec.Body)
	}
}

// TestSeveralProcessesPerService: the BFF spreads a service's calls over its processes,
// and a read that finds one down is answered by the other, so a rolling restart fails no
// catalogue or status read; a write that could not reach a process (stopped for a
// deploy) goes to the other, but a write a process took is never sent again.
func TestSeveralProcessesPerService(t *testing.T) {
	one, two := backend(t, "shop-1"), backend(t, "shop-2")
	dead := httptest.NewServer(http.NotFoundHandler())
	dead.Close()
	newBFF := func(shopURL string) http.Handler {
		h, err := newHandler(Config{ShopURL: shopURL, AdminURL: backend(t, "admin").URL, ShopDist: t.TempDir(), AdminDist: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		return h
	}

	h := newBFF(one.URL + ", " + two.URL)
	seen := map[string]int{}
	for range 10 {
		seen[get(h, "GET", "/api/v1/walks").Header().Get("X-Service")]++
	}
	if seen["shop-1"] != 5 || seen["shop-2"] != 5 {
		t.Fatalf("10 calls went %v, want 5 to each process", seen)
	}

	h = newBFF(dead.URL + "," + one.URL)
	for i := range 6 {
		for _, method := range []string{"GET", "HEAD"} {
			if rec := get(h, method, "/api/v1/walks"); rec.Code != 200 || rec.Header().Get("X-Service") != "shop-1" {
				t.Fatalf("%s %d with one process down: %d from %q", method, i, rec.Code, rec.Header().Get("X-Service"))
			}
		}
	}
	post := func(h http.Handler) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("POST", "/api/v1/bookings", strings.NewReader(`{"qty":1}`)))
		return rec
	}
	for i := range 4 {
		if rec := post(h); rec.Code != 200 || rec.Header().Get("X-Service") != "shop-1" || rec.Body.String() != "POST /api/v1/bookings" {
			t.Fatalf("write %d with one of two processes down: %d from %q: %q", i, rec.Code, rec.Header().Get("X-Service"), rec.Body)
		}
	}

	// A process that takes the write and hangs up without an answer may have done it:
	// the client hears 502, and the other process never gets it.
	var others atomic.Int64
	other := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { others.Add(1) }))
	t.Cleanup(other.Close)
	hangsUp := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.ReadAll(r.Body)
		conn, _, err := w.(http.Hijacker).Hijack()
		if err == nil {
			conn.Close()
		}
	}))
	t.Cleanup(hangsUp.Close)
	h = newBFF(hangsUp.URL + "," + other.URL)
	codes := map[int]int{}
	for range 2 { // one to each process in turn
		codes[post(h).Code]++
	}
	if codes[200] != 1 || codes[502] != 1 || others.Load() != 1 {
		t.Fatalf("two writes, one to a process that hangs up: %v, the other process got %d, want 200 and 502 and one write each", codes, others.Load())
	}

	if rec := get(newBFF(dead.URL+","+dead.URL), "GET", "/api/v1/walks"); rec.Code != 502 {
		t.Fatalf("every process down: %d, want 502", rec.Code)
	}
	if _, err := newHandler(Config{ShopURL: one.URL + ",ftp://x", AdminURL: one.URL}); err == nil {
		t.Fatal("a list with a non-http URL was accepted")
	}
}
