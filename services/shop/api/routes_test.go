package api_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/server"
	"wandelwijs.nl/platform/server/servertest"
	"wandelwijs.nl/shop/api"
	"wandelwijs.nl/shop/shoptest"
)

// expectedRights is the audit table: the least role that may call each shop route.
var expectedRights = map[string]string{
	"POST /api/v1/auth/register":                                   "anonymous",
	"POST /api/v1/auth/login":                                      "anonymous",
	"POST /api/v1/auth/logout":                                     "anonymous",
	"POST /api/v1/auth/refresh":                                    "anonymous",
	"POST /api/v1/auth/password-reset":                             "anonymous",
	"POST /api/v1/auth/password-reset/{token}":                     "anonymous",
	"GET /api/v1/auth/me":                                          "USER",
	"PATCH /api/v1/users/me":                                       "USER",
	"DELETE /api/v1/users/me":                                      "USER",
	"GET /api/v1/users/me/export":                                  "USER",
	"POST /api/v1/users/me/password-check":                         "USER",
	"GET /api/v1/site":                                             "anonymous",
	"GET /api/v1/walks":                                            "anonymous",
	"GET /api/v1/walks/{slug}":                                     "anonymous",
	"GET /api/v1/media/{name}":                                     "anonymous",
	"GET /api/v1/agenda.ics":                                       "anonymous",
	"GET /api/v1/agenda/{token}.ics":                               "anonymous",
	"POST /api/v1/bookings":                                        "anonymous",
	"GET /api/v1/bookings/my":                                      "USER",
	"GET /api/v1/bookings/{bookingId}":                             "anonymous",
	"POST /api/v1/bookings/{bookingId}/cancel":                     "USER",
	"POST /api/v1/walks/{slug}/waitlist":                           "anonymous",
	"GET /api/v1/waitlist/{token}":                                 "anonymous",
	"POST /api/v1/waitlist/{token}":                                "anonymous",
	"DELETE /api/v1/waitlist/{token}":                              "anonymous",
	"GET /api/v1/manage/{token}":                                   "anonymous",
	"PATCH /api/v1/manage/{token}":                                 "anonymous",
	"POST /api/v1/manage/{token}/cancel":                           "anonymous",
	"POST /api/v1/manage/{token}/move":                             "anonymous",
	"GET /api/v1/manage/{token}/choice":                            "anonymous",
	"POST /api/v1/manage/{token}/choice":                           "anonymous",
	"POST /api/v1/manage/{token}/resend":                           "anonymous",
	"GET /api/v1/manage/{token}/calendar.ics":                      "anonymous",
	"GET /api/v1/manage/{token}/invoices":                          "anonymous",
	"GET /api/v1/manage/{token}/invoices/{id}.pdf":                 "anonymous",
	"GET /api/v1/quotes/{token}":                                   "anonymous",
	"POST /api/v1/quotes/{token}/accept":                           "anonymous",
	"GET /api/v1/quotes/{token}/invoices/{id}.pdf":                 "anonymous",
	"POST /api/v1/payments/create-booking-payment":                 "anonymous",
	"POST /api/v1/payments/create-voucher-payment":                 "anonymous",
	"GET /api/v1/payments/status/{paymentId}":                      "anonymous",
	"GET /api/v1/payments/booking/{bookingId}/status":              "anonymous",
	"GET /api/v1/payments/voucher/{id}/status":                     "anonymous",
	"POST /api/v1/payments/process-payment-completion/{paymentId}": "anonymous",
	"POST /api/v1/payments/webhook":                                "anonymous",
	"GET /api/v1/payments/retry-booking-payment/{bookingId}":       "anonymous",
	"POST /api/v1/payments/retry-booking-payment/{bookingId}":      "anonymous",
	"GET /api/v1/payments/retry-voucher-payment/{voucherId}":       "anonymous",
	"POST /api/v1/payments/retry-voucher-payment/{voucherId}":      "anonymous",
	"POST /api/v1/payments/dev/trigger-webhook/{paymentId}":        "anonymous",
	"POST /api/v1/payments/dev/mark-paid/{bookingId}":              "anonymous",
	"POST /api/v1/vouchers/redeem":                                 "anonymous",
	"GET /api/v1/vouchers/{id}":                                    "anonymous",
	"POST /api/v1/custom-walks":                                    "anonymous",
	"POST /api/v1/feest":                                           "anonymous",
	"POST /api/v1/contact":                                         "anonymous",
	"GET /api/v1/dev/mail":                                         "anonymous",
	"GET /api/v1/dev/mail.json":                                    "anonymous",
	"POST /api/v1/dev/jobs/{name}/run":                             "anonymous",
}

func newEnforcer(t *testing.T) *authz.Enforcer {
	t.Helper()
	en, err := authz.Load("shop", "")
	if err != nil {
		t.Fatal(err)
	}
	return en
}

// TestEveryRouteMatchesThePolicy audits the development router, which has every
// route; the development-only routes are absent elsewhere (see the dev mailbox tests).
func TestEveryRouteMatchesThePolicy(t *testing.T) {
	t.Parallel()
	rt := api.Routes(api.Deps{Enforcer: newEnforcer(t), Now: time.Now, Development: true})
	problems, err := authz.Audit(rt.Router, newEnforcer(t), expectedRights)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}

func TestAuditFailsOnARouteWithoutPolicy(t *testing.T) {
	t.Parallel()
	rt := api.Routes(api.Deps{Enforcer: newEnforcer(t), Now: time.Now, Development: true})
	rt.Handle(http.MethodGet, "/secret-report", func(http.ResponseWriter, *http.Request) {}, server.Empty(http.StatusOK))
	rights := map[string]string{"GET /api/v1/secret-report": "ADMIN"}
	for k, v := range expectedRights {
		rights[k] = v
	}
	problems, err := authz.Audit(rt.Router, newEnforcer(t), rights)
	if err != nil {
		t.Fatal(err)
	}
	if len(problems) != 1 || !strings.Contains(problems[0], "no policy line covers GET /api/v1/secret-report") {
		t.Fatalf("problems = %q, want exactly the uncovered route", problems)
	}
}

// client calls a handler the way the SPA does: with cookies, and the CSRF pair on writes.
type client struct {
	t       *testing.T
	handler http.Handler
	access  string // access token cookie, "" for anonymous
	csrf    bool   // send the XSRF cookie and header
	badCSRF bool   // send an XSRF cookie and a header that differs
	peer    string // the caller's address; "" is httptest's 192.0.2.1
	xff     string // an X-Forwarded-For header to send
}

// localClient is a caller on this machine with the CSRF pair, as the dev tools are.
func localClient(t *testing.T, h http.Handler) client {
	return client{t: t, handler: h, csrf: true, peer: "127.0.0.1:40000"}
}

func (c client) do(method, path, body string) *httptest.ResponseRecorder {
	c.t.Helper()
	caller := servertest.Caller{Access: c.access}
	if c.csrf || c.badCSRF {
		caller.CSRF = "tok"
	}
	req := caller.Request(method, path, body)
	if c.badCSRF {
		req.Header.Set(auth.CSRFHeader, "forged")
	}
	if c.peer != "" {
		req.RemoteAddr = c.peer
	}
	if c.xff != "" {
		req.Header.Set("X-Forwarded-For", c.xff)
	}
	return servertest.Serve(c.handler, req)
}

// tokenFor returns an access token, issued at now, of a new account with role.
func tokenFor(t *testing.T, shop *shoptest.Shop, role string, now time.Time) string {
	t.Helper()
	id := testdb.User(t, shop.DB, "Klant", strings.ToLower(role)+"-"+uuid.NewString()[:8]+"@example.nl", role)
	return shop.Token(t, id, role, now)
}

func messageOf(t *testing.T, rec *httptest.ResponseRecorder) string {
	t.Helper()
	return servertest.Decode[struct {
		Message string `json:"message"`
	}](t, rec).Message
}

func TestRightsCSRFAndUnknownPaths(t *testing.T) {
	t.Parallel()
	now := time.Now()
	shop := shoptest.Start(t, shoptest.Options{})
	h := shop.Handler
	anon := client{t: t, handler: h, csrf: true}
	user := client{t: t, handler: h, csrf: true, access: tokenFor(t, shop, "USER", now)}
	expired := client{t: t, handler: h, csrf: true, access: tokenFor(t, shop, "USER", now.Add(-time.Hour))}
	tests := []struct {
		name       string
		c          client
		method     string
		path       string
		wantStatus int
	}{
		{"anonymous on a USER route gets 401", anon, "GET", "/api/v1/auth/me", 401},
		{"an expired token counts as anonymous", expired, "GET", "/api/v1/auth/me", 401},
		{"a USER passes a USER route (and meets validation)", user, "PATCH", "/api/v1/users/me", 400},
		{"a write without the CSRF header is refused", client{t: t, handler: h}, "POST", "/api/v1/contact", 403},
		{"a write with a mismatched CSRF pair is refused", client{t: t, handler: h, badCSRF: true}, "POST", "/api/v1/feest", 403},
		{"a write with the CSRF pair reaches validation", anon, "POST", "/api/v1/payments/create-voucher-payment", 400},
		{"the Mollie webhook needs no CSRF pair", client{t: t, handler: h}, "POST", "/api/v1/payments/webhook", 200},
		{"an unknown path is a JSON 404", anon, "GET", "/api/v1/nope", 404},
		{"a wrong method is a JSON 405", anon, "DELETE", "/api/v1/walks", 405},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := tt.c.do(tt.method, tt.path, "{}")
			if rec.Code != tt.wantStatus {
				t.Fatalf("status %d, want %d (body %s)", rec.Code, tt.wantStatus, rec.Body)
			}
			if rec.Code >= 400 && messageOf(t, rec) == "" {
				t.Error("error answer without a message")
			}
		})
	}
}

func TestCSRFCookieIsHandedOut(t *testing.T) {
	t.Parallel()
	h := shoptest.Start(t, shoptest.Options{}).Handler
	rec := client{t: t, handler: h}.do("POST", "/api/v1/contact", "{}")
	var found bool
	for _, ck := range rec.Result().Cookies() {
		if ck.Name == auth.CSRFCookie && len(ck.Value) >= 32 && !ck.HttpOnly {
			found = true
		}
	}
	if !found {
		t.Fatalf("no readable XSRF-TOKEN cookie in %v", rec.Result().Cookies())
	}
}

func insertWalk(t *testing.T, db *database.DB, slug string, start time.Time, published bool, max int) string {
	t.Helper()
	var id string
	err := db.QueryRowContext(context.Background(), `INSERT INTO walks (slug, title, city, address, short_desc, full_desc,
		date_start, date_end, price_cents, min_participants, max_participants, published)
		VALUES (?, 'Wandeling', 'Wageningen', 'Dijk 1', 'Kort', 'Regel 1'||chr(10)||'Regel 2', ?, ?, 2500, 2, ?, ?) RETURNING id`,
		slug, start, start.Add(2*time.Hour), max, published).Scan(&id)
	if err != nil {
		t.Fatalf("insert walk %s: %v", slug, err)
	}
	return id
}

type walkOut struct {
	ID              string    `json:"id"`
	Slug            string    `json:"slug"`
	Title           string    `json:"title"`
	FullDesc        string    `json:"fullDesc"`
	DateStart       time.Time `json:"dateStart"`
	PriceCents      int       `json:"priceCents"`
	MinParticipants int       `json:"minParticipants"`
	MaxParticipants int       `json:"maxParticipants"`
	AvailableSpots  int       `json:"availableSpots"`
	CancelMinDays   int       `json:"cancelMinDays"`
	CancelUntil     time.Time `json:"cancelUntil"`
}

func TestCatalogue(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	var soon string
	shop := shoptest.Start(t, shoptest.Options{Clock: func() time.Time { return now }, Seed: func(db *database.DB) {
		later := insertWalk(t, db, "later", now.Add(72*time.Hour), true, 15)
		soon = insertWalk(t, db, "soon", now.Add(24*time.Hour), true, 10)
		insertWalk(t, db, "hidden", now.Add(48*time.Hour), false, 10)
		insertWalk(t, db, "past", now.Add(-48*time.Hour), true, 10)
		testdb.Booking(t, db, soon, nil, 3, 0, "PAID", now.Add(-time.Hour))
		testdb.Booking(t, db, soon, nil, 2, 0, "PENDING", now.Add(-time.Hour))    // held
		testdb.Booking(t, db, soon, nil, 4, 0, "PENDING", now.Add(-25*time.Hour)) // hold expired
		testdb.Booking(t, db, soon, nil, 1, 0, "FAILED", now.Add(-time.Hour))
		testdb.Booking(t, db, soon, nil, 1, 0, "CANCELLED", now.Add(-time.Hour))
		testdb.Booking(t, db, later, nil, 10, 0, "PAID", now.Add(-time.Hour))
		testdb.Booking(t, db, later, nil, 10, 0, "PAID", now.Add(-time.Hour)) // admin shrank the walk: never below 0
	}})
	h := shop.Handler
	anon := client{t: t, handler: h}

	t.Run("lists upcoming published walks soonest first with free places", func(t *testing.T) {
		rec := anon.do("GET", "/api/v1/walks", "")
		if rec.Code != 200 {
			t.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
		walks := servertest.Decode[[]walkOut](t, rec)
		if len(walks) != 2 || walks[0].Slug != "soon" || walks[1].Slug != "later" {
			t.Fatalf("walks = %+v, want soon then later", walks)
		}
		if walks[0].AvailableSpots != 5 {
			t.Errorf("soon has %d spots, want 10 - 3 paid - 2 held = 5", walks[0].AvailableSpots)
		}
		if walks[1].AvailableSpots != 0 {
			t.Errorf("later has %d spots, want 0", walks[1].AvailableSpots)
		}
		for _, field := range []string{`"shortDesc"`, `"fullDesc"`, `"dateEnd"`, `"minParticipants"`, `"maxParticipants"`, `"priceCents"`, `"address"`, `"city"`} {
			if !strings.Contains(rec.Body.String(), field) {
				t.Errorf("answer lacks %s", field)
			}
		}
	})

	t.Run("an empty catalogue is an empty array", func(t *testing.T) {
		yearLater := now.Add(365 * 24 * time.Hour)
		empty := shoptest.Start(t, shoptest.Options{SameDatabaseAs: shop, Clock: func() time.Time { return yearLater }}).Handler
		rec := client{t: t, handler: empty}.do("GET", "/api/v1/walks", "")
		if rec.Code != 200 || strings.TrimSpace(rec.Body.String()) != "[]" {
			t.Fatalf("got %d %q, want 200 []", rec.Code, rec.Body)
		}
	})

	t.Run("a walk by slug carries its cancel rule", func(t *testing.T) {
		rec := anon.do("GET", "/api/v1/walks/soon", "")
		if rec.Code != 200 {
			t.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
		w := servertest.Decode[walkOut](t, rec)
		if w.ID != soon || w.FullDesc != "Regel 1\nRegel 2" || w.CancelMinDays != 4 || w.MinParticipants != 2 ||
			!w.CancelUntil.Equal(w.DateStart.Add(-4*24*time.Hour)) {
			t.Errorf("walk = %+v", w)
		}
	})

	for _, slug := range []string{"hidden", "does-not-exist", "%E2%9C%93", strings.Repeat("x", 3000)} {
		t.Run("unknown or unpublished slug "+slug[:min(len(slug), 20)]+" is a 404", func(t *testing.T) {
			rec := anon.do("GET", "/api/v1/walks/"+slug, "")
			if rec.Code != 404 || messageOf(t, rec) != "Wandeling niet gevonden" {
				t.Fatalf("got %d %s", rec.Code, rec.Body)
			}
		})
	}

	t.Run("the list is dated and revalidated by its ETag until it changes", func(t *testing.T) {
		first := anon.do("GET", "/api/v1/walks", "")
		etag := first.Header().Get("ETag")
		walks := servertest.Decode[[]map[string]any](t, first)
		if len(walks) == 0 {
			t.Fatalf("walks %v", walks)
		}
		for _, field := range []string{"createdAt", "updatedAt"} {
			if at, _ := walks[0][field].(string); at == "" {
				t.Errorf("a walk lacks %s: %v", field, walks[0])
			}
		}
		if !strings.HasPrefix(etag, `"`) || len(etag) < 10 {
			t.Fatalf("ETag %q", etag)
		}
		revalidate := func(match string) *httptest.ResponseRecorder {
			req := servertest.Caller{}.Request("GET", "/api/v1/walks", "")
			req.Header.Set("If-None-Match", match)
			return servertest.Serve(h, req)
		}
		if rec := revalidate(etag); rec.Code != 304 || rec.Body.Len() != 0 {
			t.Fatalf("its own ETag: %d with %d bytes, want a bare 304", rec.Code, rec.Body.Len())
		}
		if rec := revalidate(`"stale", W/` + etag); rec.Code != 304 {
			t.Fatalf("a list naming its ETag weakly: %d, want 304", rec.Code)
		}
		if rec := revalidate(`"stale"`); rec.Code != 200 || rec.Body.String() != first.Body.String() {
			t.Fatalf("another ETag: %d, want the whole list", rec.Code)
		}
		testdb.Booking(t, shop.DB, soon, nil, 1, 0, "PAID", now.Add(-time.Minute))
		shoptest.WaitFor(t, "the list to change", func() bool { return revalidate(etag).Code == 200 })
		if rec := revalidate(etag); rec.Header().Get("ETag") == etag || rec.Body.String() == first.Body.String() {
			t.Fatalf("a changed list kept ETag %q", etag)
		}
	})
}

// TestControlCharactersAreRefused: a NUL anywhere a caller can put text is a Dutch 400,
// never a 500 from the database.
func TestControlCharactersAreRefused(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{})
	anon := client{t: t, handler: shop.Handler, csrf: true}
	for _, c := range []struct{ method, path, body string }{
		{"GET", "/api/v1/walks/%00", ""},
		{"GET", "/api/v1/walks/een%01wandeling", ""},
		{"GET", "/api/v1/bookings/abc%00", ""},
		{"POST", "/api/v1/auth/login", `{"email":"anna\u0000@example.nl","password":"Wandelen!2026"}`},
		{"POST", "/api/v1/auth/password-reset", `{"email":"anna\u0000@example.nl"}`},
		{"POST", "/api/v1/auth/register", `{"name":"An\u0000na","email":"anna@example.nl","phone":"0612345678","password":"Wandelen!2026"}`},
		{"POST", "/api/v1/bookings", `{"walkSlug":"x","qty":1,"guestName":"G\u0000","guestEmail":"g@example.nl","guestPhone":"0612345678"}`},
		{"POST", "/api/v1/contact", `{"name":"V","email":"v@example.nl","message":"Hallo\u0007"}`},
		{"POST", "/api/v1/vouchers/redeem", `{"code":"ABCD\u0000"}`},
	} {
		rec := anon.do(c.method, c.path, c.body)
		if rec.Code != 400 || messageOf(t, rec) == "" {
			t.Errorf("%s %s: %d %s, want a Dutch 400", c.method, c.path, rec.Code, rec.Body)
		}
	}
	// Tabs and newlines are text people type: a message with lines still goes through.
	if rec := anon.do("POST", "/api/v1/contact", `{"name":"Vera","email":"vera@example.nl","message":"Regel 1\nRegel 2\tmet tab"}`); rec.Code >= 300 {
		t.Errorf("a message with lines: %d %s", rec.Code, rec.Body)
	}
}

// TestAnswersWithPersonalDataAreNotStored: no browser or proxy keeps a copy of a
// booking, an account or a voucher.
func TestAnswersWithPersonalDataAreNotStored(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{})
	b := newBrowser(t, shop.Handler)
	if rec := b.do("POST", "/api/v1/auth/register", annaJSON); rec.Code != 201 {
		t.Fatalf("register: %d %s", rec.Code, rec.Body)
	}
	for _, path := range []string{"/api/v1/auth/me", "/api/v1/bookings/my", "/api/v1/bookings/00000000-0000-4000-8000-000000000001",
		"/api/v1/vouchers/00000000-0000-4000-8000-000000000001", "/api/v1/walks"} {
		if rec := b.do("GET", path, ""); rec.Header().Get("Cache-Control") != "no-store" {
			t.Errorf("%s: %d, Cache-Control %q, want no-store", path, rec.Code, rec.Header().Get("Cache-Control"))
		}
	}
}
