package main

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"wandelwijs.nl/bff/routing"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/site"
	"wandelwijs.nl/shop/shoptest"
)

// lockedBuffer is a log the BFF and a service in this process write to at once.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// captureLog sends every log line, debug included, to the returned buffer for the test.
func captureLog(t *testing.T) *lockedBuffer {
	t.Helper()
	logged := &lockedBuffer{}
	was := slog.Default()
	slog.SetDefault(slog.New(slog.NewJSONHandler(logged, &slog.HandlerOptions{Level: slog.LevelDebug})))
	t.Cleanup(func() { slog.SetDefault(was) })
	return logged
}

// secrets hands out values for a route's placeholders: a fresh, recognisable secret for
// each one whose values the log must not show (a token like the links' 43 characters, a
// booking id like a UUID), "x" for the others (a slug, an image's name).
type secrets struct{ handed []string }

func (s *secrets) fill(pattern string) (path string, hasSecret bool) {
	segs := strings.Split(pattern, "/")
	for i, seg := range segs {
		open, end := strings.IndexByte(seg, '{'), strings.LastIndexByte(seg, '}')
		if open < 0 || end < open {
			continue
		}
		name, _, _ := strings.Cut(seg[open+1:end], ":")
		value := "x"
		if !httpx.IsLoggableParam(name) {
			value = s.next(name)
			hasSecret = true
		}
		segs[i] = seg[:open] + value + seg[end+1:]
	}
	return strings.Join(segs, "/"), hasSecret
}

func (s *secrets) next(name string) string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	var v string
	if name == "bookingId" {
		v = fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
	} else {
		v = "SECRET" + base64.RawURLEncoding.EncodeToString(append(b, b...))[:37]
	}
	s.handed = append(s.handed, v)
	return v
}

// leaked reports every secret handed out that the log shows.
func (s *secrets) leaked(log string) []string {
	var out []string
	for _, v := range s.handed {
		if strings.Contains(log, v) {
			out = append(out, v)
		}
	}
	return out
}

// variants are the ways to write path that reach the same page or call, or a redirect
// to it: through "..", with "." and doubled slashes, a trailing slash, another case.
func variants(path string) []string {
	rest := strings.TrimPrefix(path, "/")
	return []string{path, "/x/../" + rest, "/api/v1/../../" + rest, "/./" + rest, "//" + rest,
		strings.Replace(path, "/", "//", 2), path + "/", strings.ToUpper(path), "/en/../" + rest}
}

// tokenPaths are the paths of every route that takes a secret: each shop page in Dutch and
// in English (/en), each API call, each service path outside /api/v1, and the review's
// examples; with secrets filled in from s.
func tokenPaths(t *testing.T, s *secrets) []string {
	t.Helper()
	var paths []string
	pages := 0
	for _, pg := range site.Pages().Pages {
		if p, ok := s.fill(pg.Path); ok {
			pages++
			paths = append(paths, p)
			en, _ := s.fill(pg.Path)
			paths = append(paths, "/en"+en)
		}
	}
	api := 0
	for _, tmpl := range routing.Templates() {
		if p, ok := s.fill(tmpl); ok {
			api++
			paths = append(paths, p)
		}
	}
	for _, path := range routing.Outside {
		if p, ok := s.fill(path); ok {
			paths = append(paths, p)
		}
	}
	// The token pages and the password reset, as the review found them in the log.
	if pages < 5 || api < 20 {
		t.Fatalf("found %d token pages and %d token calls; the test walks the wrong tables", pages, api)
	}
	return paths
}

// TestNoSecretInTheAccessLog: no token of a link (manage, waiting list, quote, agenda,
// password reset) and no booking id reaches the BFF's log, on any page or API call that
// takes one, in Dutch or English, nor through a path with "..", "." or "//" that
// redirects to one.
func TestNoSecretInTheAccessLog(t *testing.T) {
	logged := captureLog(t)
	h := newTestBFF(t)
	s := &secrets{}
	requests := 0
	for _, path := range tokenPaths(t, s) {
		for _, target := range variants(path) {
			for _, method := range []string{"GET", "POST", "HEAD"} {
				get(h, method, target)
				requests++
			}
		}
	}
	log := logged.String()
	if n := strings.Count(log, `"msg":"request"`); n != requests {
		t.Fatalf("%d access lines for %d requests", n, requests)
	}
	if leaked := s.leaked(log); len(leaked) > 0 {
		t.Fatalf("%d of %d secrets in the log, e.g. %s:\n%s", len(leaked), len(s.handed), leaked[0], firstLinesWith(log, leaked[0]))
	}
	// The lines still say which page or call was asked for.
	for _, want := range []string{`"path":"/boeking/:token"`, `"path":"/en/boeking/:token"`, `"path":"/en/offerte/:token"`,
		`"path":"/en/wachtlijst/:token"`, `"path":"/wachtwoord-herstellen/:token"`, `"path":"/en/wachtwoord-herstellen/:token"`,
		`"path":"/api/v1/auth/password-reset/:token"`, `"path":"/api/v1/manage/:token/cancel"`, `"path":"/api/v1/bookings/:bookingId"`,
		`"path":"/api/v1/payments/retry-booking-payment/:bookingId"`, `"path":"/booking/complete/:bookingId"`,
		`"path":"/agenda/:token"`, `"path":"` + httpx.UnmatchedPath + `"`} {
		if !strings.Contains(log, want) {
			t.Errorf("no line with %s", want)
		}
	}
}

// TestAReadablePathIsLoggedAsItIs: what holds no secret is still logged as asked.
func TestAReadablePathIsLoggedAsItIs(t *testing.T) {
	logged := captureLog(t)
	h := newTestBFF(t)
	for _, target := range []string{"/wandelingen/ochtend-in-het-bos", "/en/contact", "/api/v1/walks/ochtend-in-het-bos",
		"/api/v1/bookings/my", "/assets/app-abc12.js", "/healthz", "/api/v1/vouchers/3f1c"} {
		get(h, "GET", target)
		if want := `"path":"` + target + `"`; !strings.Contains(logged.String(), want) {
			t.Errorf("no line with %s:\n%s", want, logged.String())
		}
	}
}

// TestNoSecretInAServicesLog: the same through the real shop behind the BFF, whose own
// lines (debug, and its failures) are in the same log: every API call that takes a
// secret, with each method its route answers and others.
func TestNoSecretInAServicesLog(t *testing.T) {
	shop := shoptest.Start(t, shoptest.Options{})
	h, err := newHandler(Config{ShopURL: shop.URL, AdminURL: backend(t, "admin").URL, ShopDist: shopIndex(t),
		AdminDist: t.TempDir(), PublicURL: public})
	if err != nil {
		t.Fatal(err)
	}
	logged := captureLog(t)
	s := &secrets{}
	for _, tmpl := range routing.Templates() {
		path, ok := s.fill(tmpl)
		if !ok {
			continue
		}
		for _, method := range []string{"GET", "POST", "PATCH", "DELETE"} {
			get(h, method, "http://localhost:8080"+path, "Accept-Language", "en")
		}
	}
	time.Sleep(100 * time.Millisecond) // a service writes its line once it answered
	log := logged.String()
	if !strings.Contains(log, `"level":"DEBUG","msg":"request"`) {
		t.Fatalf("no service line in the log:\n%s", log)
	}
	if leaked := s.leaked(log); len(leaked) > 0 {
		t.Fatalf("%d of %d secrets in the log, e.g. %s:\n%s", len(leaked), len(s.handed), leaked[0], firstLinesWith(log, leaked[0]))
	}
}

// firstLinesWith is up to three lines of log that hold s.
func firstLinesWith(log, s string) string {
	var out []string
	for line := range strings.Lines(log) {
		if strings.Contains(line, s) && len(out) < 3 {
			out = append(out, line)
		}
	}
	return strings.Join(out, "")
}
