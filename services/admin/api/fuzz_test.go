package api_test

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"wandelwijs.nl/domain/media/mediatest"

	"wandelwijs.nl/admin/app"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/server/servertest"
)

// FuzzEveryAdminRoute sends every back-office route fuzzed path parameters, queries
// (react-admin's sort, range and filter) and bodies as an organiser, and fails on any 5xx.
func FuzzEveryAdminRoute(f *testing.F) {
	admin, _, serve := fuzzedAdmin(f)
	servertest.FuzzEveryRoute(f, servertest.Routes(f, admin.Routes), func(req *http.Request) int {
		return serve(req).Code
	})
}

// fuzzedAdmin starts the back office on a new database for fuzzing, and returns it, its
// database and a call to it as a logged-in organiser. The export's dump is echo's one
// line: a real pg_dump (TestExportStreamsAPgDump) takes half a second, so the inputs that
// reach the export would take most of the fuzzing time, and one still running when the
// time is up is reported as a hung fuzzer.
func fuzzedAdmin(f *testing.F) (*app.Admin, *database.DB, func(*http.Request) *httptest.ResponseRecorder) {
	db, url := testdb.NewWithURL(f)
	id := testdb.User(f, db, "Beheer", "beheer@example.nl", "ADMIN")
	token := testdb.Token(f, db, testKey, id, "ADMIN", time.Now())
	admin, err := app.New(app.Config{DB: db, DatabaseURL: url, PgDump: "echo", JWTKey: testKey, PublicURL: "http://localhost:8080"})
	if err != nil {
		f.Fatal(err)
	}
	organiser := servertest.Caller{Access: token, CSRF: "fuzz"}
	return admin, db, func(req *http.Request) *httptest.ResponseRecorder {
		return servertest.Serve(admin.Handler, organiser.Apply(req))
	}
}

// FuzzEveryAdminBody sends every back-office write (each route that is not a GET) fuzzed
// bodies on a subject made for the call: a walk, a booking, a quote, a refund, a request or
// an account that exists and is in the state the write expects, so a body reaches the
// domain's checks and the database, not only a 404. The seeds are the writes as the back
// office makes them, mutated from there, and the inputs that once answered 500 (a quote
// whose total passed the database's integers). Any answer of 500 or above fails.
// Placeholders in a body are filled per call: {walk} a new walk's id, {feest} a new feest
// request's, {n} a number used once (for slugs and e-mail addresses).
func FuzzEveryAdminBody(f *testing.F) {
	admin, db, serve := fuzzedAdmin(f)
	var counter atomic.Int64
	next := func() string { return strconv.FormatInt(counter.Add(1), 10) }
	soon := time.Now().AddDate(0, 0, 10)
	walk := func(t testing.TB) string { return testdb.Walk(t, db, "fuzz-"+next(), soon, 50, 2500, true) }
	booking := func(t testing.TB) string {
		return testdb.Booking(t, db, walk(t), nil, 2, 5000, "PAID", time.Now())
	}
	until := time.Now().AddDate(0, 0, 14).Format(time.DateOnly)
	quoteBody := `{"requestKind":"feest","requestId":"{feest}","customer":{"name":"Fleur de Vries","email":"fleur@example.nl",
		"phone":"0612345678","company":"Vereniging Het Bos","address":"Bosweg 2, 6702 AB Wageningen","vatId":"NL001234567B01"},
		"lines":[{"description":"Feestwandeling met gids","quantity":12,"unitCents":2500,"vatRate":21}],"validUntil":"` + until + `"}`
	quote := func(t testing.TB) string {
		body := strings.ReplaceAll(quoteBody, "{feest}", testdb.FeestRequest(t, db, "Fleur de Vries", "fleur@example.nl", "Feest"))
		rec := serve(servertest.Caller{}.Request("POST", "/api/v1/admin/quotes", body))
		var made struct{ ID string }
		if err := json.Unmarshal(rec.Body.Bytes(), &made); rec.Code != 201 || err != nil {
			t.Fatalf("a quote to change: %d %s", rec.Code, rec.Body)
		}
		return made.ID
	}
	refund := func(t testing.TB) string {
		b := testdb.Booking(t, db, walk(t), nil, 2, 4000, "CANCELLED", time.Now())
		pay := testdb.Row(t, db, `INSERT INTO payments (mollie_id, subject_kind, booking_id, amount_cents, status, method, paid_at)
			VALUES (?, 'booking', ?, 4000, 'paid', 'ideal', now()) RETURNING id`, "tr_fuzz"+next(), b)
		return testdb.Row(t, db, `INSERT INTO refunds (payment_id, cause, amount_cents, status, problem, problem_detail, problem_at)
			VALUES (?, ?, 1000, 'failed', 'refused', 'refused', now()) RETURNING id`, pay, "fuzz-"+next())
	}
	walkWithBooking := func(t testing.TB) string {
		w := walk(t)
		testdb.Booking(t, db, w, nil, 2, 5000, "PAID", time.Now())
		return w
	}
	feest := func(t testing.TB) string {
		return testdb.FeestRequest(t, db, "Fleur de Vries", "fleur@example.nl", "Feest")
	}
	custom := func(t testing.TB) string {
		return testdb.CustomWalkRequest(t, db, "Carel Custom", "carel@example.nl", "half-day")
	}
	user := func(t testing.TB) string {
		n := next()
		return testdb.User(t, db, "Nina", "nina"+n+"@example.nl", "USER")
	}
	none := func(testing.TB) string { return "" }
	image := string(mediatest.JPEGWithGPS(16, 16))

	// writes are every route that is not a GET: the subject each call is made on, and the
	// bodies its seeds start from (one for routes that read none). multipart: the body is
	// the file of an image form.
	type write struct {
		subject   func(testing.TB) string
		seeds     []string
		multipart bool
	}
	writes := map[string]write{
		"POST /api/v1/admin/bookings": {none, []string{`{"walkId":"{walk}","qty":2,"name":"Bea Bel","email":"bea@example.nl","phone":"0612345678","payment":"paid-outside"}`,
			`{"walkId":"{walk}","qty":1,"name":"Bea Bel","email":"bea@example.nl","phone":"0612345678","payment":"link"}`}, false},
		"POST /api/v1/admin/bookings/{bookingId}/cancel": {booking, []string{`{"refund":true,"reason":"Ziek geworden"}`, `{"refund":false,"reason":""}`}, false},
		"POST /api/v1/admin/bookings/{bookingId}/move":   {booking, []string{`{"walkId":"{walk}"}`, `{"walkId":"{walk}","withoutPayment":true}`}, false},
		"POST /api/v1/admin/refunds/{id}/retry":          {refund, []string{``}, false},
		"POST /api/v1/admin/refunds/{id}/settled":        {refund, []string{``}, false},
		"POST /api/v1/admin/quotes": {none, []string{quoteBody,
			strings.Replace(quoteBody, `"quantity":12,"unitCents":2500`, `"quantity":215,"unitCents":10000000`, 1),
			strings.Replace(quoteBody, `"quantity":12,"unitCents":2500`, `"quantity":10000,"unitCents":10000000`, 1)}, false},
		"PATCH /api/v1/admin/quotes/{id}": {quote, []string{quoteBody, `{"status":"withdrawn"}`,
			strings.Replace(quoteBody, `"quantity":12,"unitCents":2500`, `"quantity":215,"unitCents":10000000`, 1)}, false},
		"POST /api/v1/admin/quotes/{id}/send":         {quote, []string{``}, false},
		"POST /api/v1/admin/agenda-feed/renew":        {none, []string{``}, false},
		"POST /api/v1/walks/admin":                    {none, []string{strings.Replace(walkBody, `"stilte-op-de-heide"`, `"fuzz-{n}"`, 1)}, false},
		"PUT /api/v1/walks/admin/{id}":                {walk, []string{`{"published":false,"priceCents":3000,"maxParticipants":20,"guideName":"Anna","guideLine":"Boswachter"}`}, false},
		"DELETE /api/v1/walks/admin/{id}":             {walk, []string{``}, false},
		"POST /api/v1/walks/admin/{id}/repeat":        {walk, []string{`{"every":"week","count":2}`, `{"every":"month","until":"2031-01-01"}`}, false},
		"POST /api/v1/walks/admin/{id}/copy":          {walk, []string{``}, false},
		"POST /api/v1/walks/admin/{id}/call-off":      {walkWithBooking, []string{`{"reason":"Storm op de hei"}`}, false},
		"POST /api/v1/walks/admin/{id}/message":       {walkWithBooking, []string{`{"subject":"Verzamelen","body":"Bij de kerk"}`}, false},
		"POST /api/v1/walks/admin/{id}/image":         {walk, []string{image}, true},
		"DELETE /api/v1/walks/admin/{id}/image":       {walk, []string{``}, false},
		"POST /api/v1/walks/admin/{id}/guide-photo":   {walk, []string{image}, true},
		"DELETE /api/v1/walks/admin/{id}/guide-photo": {walk, []string{``}, false},
		"POST /api/v1/users":                          {none, []string{`{"name":"Nina Nieuw","email":"nina{n}@example.nl","phone":"0612345678","password":"Wandelen!2026","role":"USER"}`}, false},
		"PATCH /api/v1/users/{id}":                    {user, []string{`{"phone":"0656565656","role":"ADMIN"}`}, false},
		"PUT /api/v1/users/{id}":                      {user, []string{`{"name":"Nina Anders","email":"anders{n}@example.nl"}`}, false},
		"DELETE /api/v1/users/{id}":                   {user, []string{``}, false},
		"PATCH /api/v1/feest/admin/{id}/read":         {feest, []string{``}, false},
		"PATCH /api/v1/feest/admin/{id}/replied":      {feest, []string{``}, false},
		"PATCH /api/v1/custom-walks/{id}/status":      {custom, []string{`{"status":"IN_PROGRESS"}`, `{"status":"CANCELLED"}`}, false},
	}
	var routes []string
	for _, r := range servertest.Routes(f, admin.Routes) {
		if r.Method == http.MethodGet {
			continue
		}
		if _, ok := writes[r.String()]; !ok {
			f.Fatalf("%s is not fuzzed here: give it a subject and seeds", r)
		}
		routes = append(routes, r.String())
	}
	for i, r := range routes {
		for _, s := range writes[r].seeds {
			f.Add(uint8(i), []byte(s))
		}
		for _, s := range []string{`{}`, `[]`, `null`, `{"qty":1e400,"lines":[{"quantity":-9223372036854775808,"unitCents":9223372036854775807}]}`, "\xff\xfe"} {
			f.Add(uint8(i), []byte(s))
		}
	}
	f.Fuzz(func(t *testing.T, n uint8, body []byte) {
		route := routes[int(n)%len(routes)]
		w := writes[route]
		method, path, _ := strings.Cut(route, " ")
		path = subjectIn(path, w.subject(t))
		var req *http.Request
		if w.multipart {
			var form bytes.Buffer
			mw := multipart.NewWriter(&form)
			_ = mw.WriteField("alt", "Heide")
			fw, _ := mw.CreateFormFile("image", "foto.jpg")
			_, _ = fw.Write(body)
			_ = mw.Close()
			req = servertest.Caller{}.Request(method, path, form.String())
			req.Header.Set("Content-Type", mw.FormDataContentType())
		} else {
			b := string(body)
			for _, p := range []struct {
				placeholder string
				fill        func(testing.TB) string
			}{{"{walk}", walk}, {"{feest}", feest}, {"{n}", func(testing.TB) string { return next() }}} {
				for strings.Contains(b, p.placeholder) {
					b = strings.Replace(b, p.placeholder, p.fill(t), 1)
				}
			}
			req = servertest.Caller{}.Request(method, path, b)
		}
		if rec := serve(req); rec.Code >= 500 {
			t.Fatalf("%s with body %q answered %d %s", route, body, rec.Code, rec.Body)
		}
	})
}
