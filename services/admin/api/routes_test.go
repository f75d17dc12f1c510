package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os/exec"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/admin/api"
	"wandelwijs.nl/admin/app"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/server/servertest"
)

var testKey = []byte("test-key-test-key-test-key-test-key")

func newEnforcer(t *testing.T) *authz.Enforcer {
	t.Helper()
	en, err := authz.Load("admin", "")
	if err != nil {
		t.Fatal(err)
	}
	return en
}

// adminRoutes is the audit table: every admin route is for ADMIN only.
var adminRoutes = []string{
	"GET /api/v1/admin/dashboard",
	"GET /api/v1/admin/ledger.csv",
	"GET /api/v1/admin/voucher-liability.csv",
	"GET /api/v1/admin/database/export",
	"GET /api/v1/admin/audit",
	"GET /api/v1/bookings",
	"POST /api/v1/admin/bookings",
	"GET /api/v1/admin/bookings/{bookingId}",
	"POST /api/v1/admin/bookings/{bookingId}/cancel",
	"POST /api/v1/admin/bookings/{bookingId}/move",
	"GET /api/v1/admin/refunds/attention",
	"POST /api/v1/admin/refunds/{id}/retry",
	"POST /api/v1/admin/refunds/{id}/settled",
	"GET /api/v1/admin/invoices",
	"GET /api/v1/admin/invoices/{id}.pdf",
	"GET /api/v1/admin/quotes",
	"POST /api/v1/admin/quotes",
	"GET /api/v1/admin/quotes/{id}",
	"PATCH /api/v1/admin/quotes/{id}",
	"POST /api/v1/admin/quotes/{id}/send",
	"GET /api/v1/admin/agenda-feed",
	"POST /api/v1/admin/agenda-feed/renew",
	"GET /api/v1/walks/admin/all",
	"POST /api/v1/walks/admin",
	"GET /api/v1/walks/admin/{id}",
	"PUT /api/v1/walks/admin/{id}",
	"DELETE /api/v1/walks/admin/{id}",
	"POST /api/v1/walks/admin/{id}/repeat",
	"POST /api/v1/walks/admin/{id}/copy",
	"GET /api/v1/walks/admin/{id}/participants",
	"GET /api/v1/walks/admin/{id}/participants.csv",
	"GET /api/v1/walks/admin/{id}/cancellations",
	"GET /api/v1/walks/admin/{id}/choices",
	"POST /api/v1/walks/admin/{id}/call-off",
	"POST /api/v1/walks/admin/{id}/message",
	"GET /api/v1/walks/admin/{id}/waitlist",
	"GET /api/v1/walks/admin/{id}/image",
	"POST /api/v1/walks/admin/{id}/image",
	"DELETE /api/v1/walks/admin/{id}/image",
	"POST /api/v1/walks/admin/{id}/guide-photo",
	"DELETE /api/v1/walks/admin/{id}/guide-photo",
	"GET /api/v1/users",
	"POST /api/v1/users",
	"GET /api/v1/users/{id}",
	"PATCH /api/v1/users/{id}",
	"PUT /api/v1/users/{id}",
	"DELETE /api/v1/users/{id}",
	"GET /api/v1/vouchers",
	"GET /api/v1/feest/admin/all",
	"PATCH /api/v1/feest/admin/{id}/read",
	"PATCH /api/v1/feest/admin/{id}/replied",
	"GET /api/v1/custom-walks",
	"PATCH /api/v1/custom-walks/{id}/status",
}

func TestEveryRouteMatchesThePolicy(t *testing.T) {
	expected := map[string]string{}
	for _, r := range adminRoutes {
		expected[r] = "ADMIN"
	}
	problems, err := authz.Audit(api.Routes(api.Deps{Enforcer: newEnforcer(t)}).Router, newEnforcer(t), expected)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}

// env is the admin service on a fresh database, with an administrator and a customer.
type env struct {
	t               *testing.T
	db              *database.DB
	handler         http.Handler
	adminID, userID string
	admin, user     string // access tokens
	otherUser       string
}

func newEnv(t *testing.T) *env {
	t.Helper()
	db, url := testdb.NewWithURL(t)
	e := &env{t: t, db: db}
	e.adminID = testdb.User(t, db, "Beheer", "beheer@example.nl", "ADMIN")
	e.userID = testdb.User(t, db, "Klant", "klant@example.nl", "USER")
	otherID := testdb.User(t, db, "Ander", "ander@example.nl", "USER")
	e.admin = e.token(e.adminID, "ADMIN")
	e.user = e.token(e.userID, "USER")
	e.otherUser = e.token(otherID, "USER")
	e.handler = newAdmin(t, app.Config{DB: db, DatabaseURL: url, PgDump: "pg_dump"})
	return e
}

// token returns an access token for userID in a new login session.
func (e *env) token(userID, role string) string {
	e.t.Helper()
	return testdb.Token(e.t, e.db, testKey, userID, role, time.Now())
}

// newAdmin is the admin service as its binary assembles it.
func newAdmin(t *testing.T, cfg app.Config) http.Handler {
	t.Helper()
	cfg.JWTKey, cfg.PublicURL = testKey, "http://localhost:8080"
	admin, err := app.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return admin.Handler
}

// The answers' shapes as the back office SPA reads them.
type (
	walkJSON struct {
		ID, Title, Slug string
		PriceCents      int
		Published       bool
		BookingStats    struct{ Bookings, TotalBooked, PaidBookings, PendingBookings, AvailableSpots int }
	}
	userJSON struct {
		ID, Email, Role string
		Phone           *string
	}
	feestJSON     struct{ Status string }
	dashboardJSON struct {
		Walks       struct{ Total, Published int }
		Bookings    struct{ Total, Paid, Pending, RevenueCents int }
		Vouchers    struct{ Issued, OutstandingCents, Redeemed int }
		Feest       struct{ Total, New int }
		CustomWalks struct{ Total int }
	}
	voucherJSON struct {
		Used           bool
		RemainingCents int
		Purchaser      struct{ Name string }
		Bookings       []struct{ GuestName *string }
	}
)

// call makes one call with token ("" for anonymous) and the CSRF pair.
func (e *env) call(token, method, path, body string) *httptest.ResponseRecorder {
	return servertest.Serve(e.handler, servertest.Caller{Access: token, CSRF: "t"}.Request(method, path, body))
}

type errorBody struct {
	Message string            `json:"message"`
	Errors  map[string]string `json:"errors"`
}

func TestEveryRouteForEveryCaller(t *testing.T) {
	e := newEnv(t)
	callers := []struct {
		name, token string
		want        int // 0: not refused by the policy
	}{
		{"anonymous", "", http.StatusUnauthorized},
		{"a USER", e.user, http.StatusForbidden},
		{"another USER", e.otherUser, http.StatusForbidden},
		{"an ADMIN", e.admin, 0},
	}
	for _, route := range adminRoutes {
		method, path, _ := strings.Cut(route, " ")
		path = strings.ReplaceAll(path, "{id}", "00000000-0000-4000-8000-000000000001")
		for _, c := range callers {
			t.Run(c.name+" "+route, func(t *testing.T) {
				rec := e.call(c.token, method, path, "{}")
				body := errorBody{}
				_ = json.Unmarshal(rec.Body.Bytes(), &body)
				refused := body.Message == authz.MsgLoginRequired || body.Message == authz.MsgForbidden
				if c.want != 0 && (rec.Code != c.want || !refused) {
					t.Fatalf("status %d %q, want the policy's %d", rec.Code, body.Message, c.want)
				}
				if c.want == 0 && (refused || rec.Code >= 500) {
					t.Fatalf("an admin got %d %q", rec.Code, body.Message)
				}
			})
		}
	}
}

const walkBody = `{"title":"Stilte op de heide","slug":"stilte-op-de-heide","dateStart":"2030-05-01T08:00:00Z","dateEnd":"2030-05-01T10:00:00Z",
	"city":"Ede","address":"Heideweg 1","shortDesc":"Kort","fullDesc":"Lang","priceCents":2250,"minParticipants":2,"maxParticipants":12,"published":true}`

func TestWalkAdministration(t *testing.T) {
	e := newEnv(t)
	booked := testdb.Walk(t, e.db, "met-boekingen", time.Now().AddDate(0, 0, 10), 10, 2000, true)
	testdb.Booking(t, e.db, booked, nil, 3, 7500, "PAID", time.Now())
	testdb.Booking(t, e.db, booked, nil, 2, 5000, "PENDING", time.Now())

	rec := e.call(e.admin, "POST", "/api/v1/walks/admin", walkBody)
	if rec.Code != 201 {
		t.Fatalf("create: %d %s", rec.Code, rec.Body)
	}
	created := servertest.Decode[walkJSON](t, rec)
	if created.Slug != "stilte-op-de-heide" || created.PriceCents != 2250 || created.BookingStats.AvailableSpots != 12 {
		t.Fatalf("created %+v", created)
	}

	t.Run("the English texts are optional, kept, checked like the Dutch and removed when blank", func(t *testing.T) {
		path := "/api/v1/walks/admin/" + created.ID
		rec := e.call(e.admin, "PUT", path, `{"titleEn":" Silence on the heath ","shortDescEn":"Short","fullDescEn":"Long"}`)
		got := servertest.Decode[map[string]any](t, rec)
		if rec.Code != 200 || got["titleEn"] != "Silence on the heath" || got["shortDescEn"] != "Short" || got["fullDescEn"] != "Long" || got["title"] != "Stilte op de heide" {
			t.Fatalf("English texts: %d %v", rec.Code, got)
		}
		rec = e.call(e.admin, "PUT", path, `{"titleEn":"`+strings.Repeat("t", 201)+`","shortDescEn":"`+strings.Repeat("x", 189)+`"}`)
		errs := servertest.Decode[errorBody](t, rec).Errors
		if rec.Code != 400 || errs["titleEn"] != "Titel mag maximaal 200 tekens lang zijn" || errs["shortDescEn"] != "Korte beschrijving mag maximaal 188 tekens lang zijn" {
			t.Errorf("too long English texts: %d %v", rec.Code, errs)
		}
		rec = e.call(e.admin, "PUT", path, `{"titleEn":"","shortDescEn":"","fullDescEn":" "}`)
		got = servertest.Decode[map[string]any](t, rec)
		if rec.Code != 200 || got["titleEn"] != nil || got["shortDescEn"] != nil || got["fullDescEn"] != nil {
			t.Errorf("blank English texts: %d %v", rec.Code, got)
		}
	})

	t.Run("every rule of the walk form answers with its field and message", func(t *testing.T) {
		long := e.call(e.admin, "POST", "/api/v1/walks/admin", strings.Replace(walkBody, `"title":"Stilte op de heide"`, `"title":"`+strings.Repeat("t", 201)+`"`, 1))
		if long.Code != 400 || servertest.Decode[errorBody](t, long).Errors["title"] != "Titel mag maximaal 200 tekens lang zijn" {
			t.Errorf("a 201-character title: %d %s", long.Code, long.Body)
		}
		rec := e.call(e.admin, "POST", "/api/v1/walks/admin", `{"title":"","slug":"Met Spaties","priceCents":-1,"minParticipants":0,
			"maxParticipants":0,"shortDesc":"`+strings.Repeat("x", 189)+`","coverImageUrl":"geen url"}`)
		errs := servertest.Decode[errorBody](t, rec).Errors
		want := map[string]string{
			"title": "Titel is verplicht", "dateStart": "Startdatum is verplicht", "dateEnd": "Einddatum is verplicht",
			"city": "Stad is verplicht", "address": "Adres is verplicht", "fullDesc": "Volledige beschrijving is verplicht",
			"priceCents": "Prijs moet minimaal 0 zijn", "minParticipants": "Er moet minimaal 1 deelnemer zijn",
			"maxParticipants": "Er moet minimaal 1 deelnemer mogelijk zijn", "coverImageUrl": "Voer een geldige URL in",
			"shortDesc": "Korte beschrijving mag maximaal 188 tekens lang zijn",
		}
		if rec.Code != 400 {
			t.Fatalf("status %d", rec.Code)
		}
		for f, msg := range want {
			if errs[f] != msg {
				t.Errorf("%s: %q, want %q", f, errs[f], msg)
			}
		}
		rec = e.call(e.admin, "POST", "/api/v1/walks/admin", strings.NewReplacer(`"minParticipants":2`, `"minParticipants":13`,
			`"dateEnd":"2030-05-01T10:00:00Z"`, `"dateEnd":"2030-05-01T07:00:00Z"`, `"slug":"stilte-op-de-heide"`, `"slug":"ander"`).Replace(walkBody))
		errs = servertest.Decode[errorBody](t, rec).Errors
		if errs["maxParticipants"] != "Maximum moet groter zijn dan minimum" || errs["dateEnd"] != "Einddatum moet na startdatum zijn" {
			t.Errorf("cross-field rules: %v", errs)
		}
	})
	t.Run("a slug in use is a 409 on the slug field", func(t *testing.T) {
		rec := e.call(e.admin, "POST", "/api/v1/walks/admin", walkBody)
		if rec.Code != 409 || servertest.Decode[errorBody](t, rec).Errors["slug"] == "" {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
	})
	t.Run("refused walks wrote nothing", func(t *testing.T) {
		if n := testdb.Row(t, e.db, `SELECT count(*)::text FROM walks`); n != "2" {
			t.Fatalf("%s walks, want the 2 valid ones", n)
		}
	})
	t.Run("the list speaks ra-data-simple-rest and carries booking figures", func(t *testing.T) {
		rec := e.call(e.admin, "GET", `/api/v1/walks/admin/all?sort=["title","DESC"]&range=[0,0]`, "")
		walks := servertest.Decode[[]walkJSON](t, rec)
		if rec.Header().Get("Content-Range") != "walks 0-0/2" || len(walks) != 1 || walks[0].Slug != "met-boekingen" {
			t.Fatalf("Content-Range %q, walks %+v", rec.Header().Get("Content-Range"), walks)
		}
		if s := walks[0].BookingStats; s.Bookings != 2 || s.TotalBooked != 5 || s.PaidBookings != 3 || s.PendingBookings != 2 || s.AvailableSpots != 5 {
			t.Errorf("stats %+v", s)
		}
		rec = e.call(e.admin, "GET", `/api/v1/walks/admin/all?filter={"id":["`+created.ID+`","geen-id"]}`, "")
		if got := servertest.Decode[[]walkJSON](t, rec); len(got) != 1 || got[0].ID != created.ID {
			t.Errorf("getMany: %+v", got)
		}
		if rec := e.call(e.admin, "GET", `/api/v1/walks/admin/all?sort=["password","ASC"]`, ""); rec.Code != 400 {
			t.Errorf("sorting on an unknown field: %d", rec.Code)
		}
		if rec := e.call(e.admin, "GET", `/api/v1/walks/admin/all?range=[5,1]`, ""); rec.Code != 400 {
			t.Errorf("a backwards range: %d", rec.Code)
		}
	})
	t.Run("publishing sends only published", func(t *testing.T) {
		rec := e.call(e.admin, "PUT", "/api/v1/walks/admin/"+created.ID, `{"published":false}`)
		if got := servertest.Decode[walkJSON](t, rec); rec.Code != 200 || got.Published || got.Title != "Stilte op de heide" {
			t.Fatalf("%d %+v", rec.Code, got)
		}
	})
	t.Run("a full update from react-admin, stats and id included, is accepted", func(t *testing.T) {
		full := servertest.Decode[map[string]any](t, e.call(e.admin, "GET", "/api/v1/walks/admin/"+created.ID, ""))
		full["title"] = "Stilte op de Ginkelse heide"
		body, _ := json.Marshal(full)
		rec := e.call(e.admin, "PUT", "/api/v1/walks/admin/"+created.ID, string(body))
		if got := servertest.Decode[walkJSON](t, rec); rec.Code != 200 || got.Title != "Stilte op de Ginkelse heide" {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
	})
	t.Run("a walk with bookings cannot be deleted", func(t *testing.T) {
		rec := e.call(e.admin, "DELETE", "/api/v1/walks/admin/"+booked, "")
		if rec.Code != 409 || servertest.Decode[errorBody](t, rec).Message != "Heeft boekingen" {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
	})
	t.Run("a walk without bookings is deleted and answered", func(t *testing.T) {
		rec := e.call(e.admin, "DELETE", "/api/v1/walks/admin/"+created.ID, "")
		if rec.Code != 200 || servertest.Decode[walkJSON](t, rec).ID != created.ID {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
		if rec := e.call(e.admin, "GET", "/api/v1/walks/admin/"+created.ID, ""); rec.Code != 404 {
			t.Errorf("after delete: %d", rec.Code)
		}
	})
}

func TestUserAdministration(t *testing.T) {
	e := newEnv(t)
	for i := range 22 {
		testdb.User(t, e.db, "Lid", "lid"+string(rune('a'+i))+"@example.nl", "USER")
	}
	t.Run("the spec's paging: 20 per page", func(t *testing.T) {
		rec := e.call(e.admin, "GET", "/api/v1/users?skip=20&take=20", "")
		if got := servertest.Decode[[]userJSON](t, rec); len(got) != 5 || rec.Header().Get("Content-Range") != "users 20-24/25" {
			t.Fatalf("%d users, Content-Range %q", len(got), rec.Header().Get("Content-Range"))
		}
	})
	var created userJSON
	t.Run("create, with the spec's messages for bad input", func(t *testing.T) {
		rec := e.call(e.admin, "POST", "/api/v1/users", `{"name":"","email":"geen","phone":"12345","password":"kort","role":"ROOT"}`)
		errs := servertest.Decode[errorBody](t, rec).Errors
		for f, msg := range map[string]string{"name": "Naam is verplicht", "email": "Voer een geldig e-mailadres in",
			"phone": "Voer een geldig Nederlands telefoonnummer in", "password": "Wachtwoord moet minimaal 8 tekens zijn"} {
			if errs[f] != msg {
				t.Errorf("%s: %q, want %q", f, errs[f], msg)
			}
		}
		if errs["role"] == "" || rec.Code != 400 {
			t.Errorf("%d, role: %q", rec.Code, errs["role"])
		}
		if errs := servertest.Decode[errorBody](t, e.call(e.admin, "POST", "/api/v1/users", `{"name":"N","email":"n@example.nl","role":"USER"}`)).Errors; errs["password"] != "Wachtwoord is verplicht" {
			t.Errorf("missing password: %v", errs)
		}
		for _, name := range []string{`\u3164\u3164`, `Jan\u17b4\u17b5 Klaas`} {
			rec := e.call(e.admin, "POST", "/api/v1/users", `{"name":"`+name+`","email":"blanco@example.nl","password":"Wandelen!2026","role":"USER"}`)
			if errs := servertest.Decode[errorBody](t, rec).Errors; rec.Code != 400 || errs["name"] != "Gebruik in een naam alleen letters, spaties en ' - ." {
				t.Errorf("the name %s: %d %v", name, rec.Code, errs)
			}
		}
		rec = e.call(e.admin, "POST", "/api/v1/users", `{"name":"Nieuw","email":"nieuw@example.nl","phone":"+316 12345678","password":"Wandelen!2026","role":"USER"}`)
		if rec.Code != 201 {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
		created = servertest.Decode[userJSON](t, rec)
		if strings.Contains(rec.Body.String(), "password") {
			t.Error("the answer carries the password")
		}
	})
	t.Run("an e-mail in use, in any case, is a 409 on the e-mail field", func(t *testing.T) {
		rec := e.call(e.admin, "POST", "/api/v1/users", `{"name":"X","email":"KLANT@example.nl","password":"Wandelen!2026","role":"USER"}`)
		if rec.Code != 409 || servertest.Decode[errorBody](t, rec).Errors["email"] != "Dit e-mailadres is al in gebruik" {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
	})
	t.Run("an empty password on edit leaves the password as it is", func(t *testing.T) {
		var before string
		_ = e.db.NewRaw(`SELECT password_hash FROM users WHERE id = ?`, created.ID).Scan(context.Background(), &before)
		rec := e.call(e.admin, "PATCH", "/api/v1/users/"+created.ID, `{"name":"Nieuw Lid","email":"nieuw@example.nl","phone":"","role":"USER","password":""}`)
		var after string
		_ = e.db.NewRaw(`SELECT password_hash FROM users WHERE id = ?`, created.ID).Scan(context.Background(), &after)
		if rec.Code != 200 || before != after || servertest.Decode[userJSON](t, rec).Phone != nil {
			t.Fatalf("%d %s, hash changed: %v", rec.Code, rec.Body, before != after)
		}
	})
	t.Run("a role change through PUT, as react-admin sends it", func(t *testing.T) {
		rec := e.call(e.admin, "PUT", "/api/v1/users/"+created.ID, `{"role":"ADMIN"}`)
		if rec.Code != 200 || servertest.Decode[userJSON](t, rec).Role != "ADMIN" {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
	})
	t.Run("an administrator cannot change their own role or delete themselves", func(t *testing.T) {
		if rec := e.call(e.admin, "PATCH", "/api/v1/users/"+e.adminID, `{"role":"USER"}`); rec.Code != 403 {
			t.Errorf("own role: %d %s", rec.Code, rec.Body)
		}
		if role := testdb.Row(t, e.db, `SELECT role FROM users WHERE id = ?`, e.adminID); role != "ADMIN" {
			t.Errorf("the refused self-demotion changed the role to %s", role)
		}
		if rec := e.call(e.admin, "DELETE", "/api/v1/users/"+e.adminID, ""); rec.Code != 403 {
			t.Errorf("delete self: %d", rec.Code)
		}
		if rec := e.call(e.admin, "PATCH", "/api/v1/users/"+e.adminID, `{"name":"Beheer Twee"}`); rec.Code != 200 {
			t.Errorf("own name: %d %s", rec.Code, rec.Body)
		}
	})
	t.Run("deleting a customer keeps their bookings", func(t *testing.T) {
		w := testdb.Walk(t, e.db, "blijft", time.Now().AddDate(0, 0, 10), 10, 2000, true)
		b := testdb.Booking(t, e.db, w, &e.userID, 1, 0, "PAID", time.Now())
		rec := e.call(e.admin, "DELETE", "/api/v1/users/"+e.userID, "")
		if rec.Code != 200 || servertest.Decode[userJSON](t, rec).Email != "klant@example.nl" {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
		if n := testdb.Row(t, e.db, `SELECT count(*)::text FROM bookings WHERE id = ? AND user_id IS NULL`, b); n != "1" {
			t.Errorf("booking after deleting its account: %s", n)
		}
	})
}

func TestRequestStatusTransitions(t *testing.T) {
	e := newEnv(t)
	feest := testdb.FeestRequest(t, e.db, "F", "f@example.nl", "Feest")
	custom := testdb.CustomWalkRequest(t, e.db, "C", "c@example.nl", "half-day")
	steps := []struct {
		name, method, path, body string
		wantCode                 int
		wantStatus               string
	}{
		{"feest read: NEW → IN_PROGRESS", "PATCH", "/api/v1/feest/admin/" + feest + "/read", "", 200, "IN_PROGRESS"},
		{"feest read again is refused", "PATCH", "/api/v1/feest/admin/" + feest + "/read", "", 409, ""},
		{"feest replied → COMPLETED", "PATCH", "/api/v1/feest/admin/" + feest + "/replied", "", 200, "COMPLETED"},
		{"feest replied again is refused", "PATCH", "/api/v1/feest/admin/" + feest + "/replied", "", 409, ""},
		{"an unknown feest request", "PATCH", "/api/v1/feest/admin/00000000-0000-4000-8000-000000000000/read", "", 404, ""},
		{"custom NEW → COMPLETED skips a step", "PATCH", "/api/v1/custom-walks/" + custom + "/status", `{"status":"COMPLETED"}`, 409, ""},
		{"custom NEW → IN_PROGRESS", "PATCH", "/api/v1/custom-walks/" + custom + "/status", `{"status":"IN_PROGRESS"}`, 200, "IN_PROGRESS"},
		{"custom back to NEW is refused as a transition", "PATCH", "/api/v1/custom-walks/" + custom + "/status", `{"status":"NEW"}`, 409, ""},
		{"custom IN_PROGRESS → COMPLETED", "PATCH", "/api/v1/custom-walks/" + custom + "/status", `{"status":"COMPLETED"}`, 200, "COMPLETED"},
		{"custom COMPLETED → CANCELLED", "PATCH", "/api/v1/custom-walks/" + custom + "/status", `{"status":"CANCELLED"}`, 200, "CANCELLED"},
		{"custom CANCELLED → CANCELLED is refused", "PATCH", "/api/v1/custom-walks/" + custom + "/status", `{"status":"CANCELLED"}`, 409, ""},
		{"an unknown status", "PATCH", "/api/v1/custom-walks/" + custom + "/status", `{"status":"READ"}`, 400, ""},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			rec := e.call(e.admin, s.method, s.path, s.body)
			if rec.Code != s.wantCode {
				t.Fatalf("%d %s", rec.Code, rec.Body)
			}
			if s.wantStatus != "" && servertest.Decode[map[string]any](t, rec)["status"] != s.wantStatus {
				t.Fatalf("status in %s", rec.Body)
			}
		})
	}
	rec := e.call(e.admin, "GET", "/api/v1/feest/admin/all", "")
	if got := servertest.Decode[[]feestJSON](t, rec); len(got) != 1 || got[0].Status != "COMPLETED" || rec.Header().Get("Content-Range") != "feest-requests 0-0/1" {
		t.Errorf("feest list: %+v, %q", got, rec.Header().Get("Content-Range"))
	}
}

func TestDashboardBookingsAndVouchers(t *testing.T) {
	e := newEnv(t)
	w := testdb.Walk(t, e.db, "telling", time.Now().AddDate(0, 0, 10), 10, 2000, true)
	testdb.Walk(t, e.db, "concept", time.Now().AddDate(0, 0, 10), 10, 2000, false)
	testdb.Booking(t, e.db, w, &e.userID, 2, 5000, "PAID", time.Now())
	testdb.Booking(t, e.db, w, nil, 1, 2500, "PENDING", time.Now())
	voucher := testdb.Voucher(t, e.db, bytes.Repeat([]byte{0xab}, 32), 3000, 1000, time.Now().AddDate(1, 0, 0))
	testdb.Row(t, e.db, testdb.WithPositions(`INSERT INTO bookings (walk_id, customer_name, customer_email, qty, voucher_id, voucher_used_cents, total_cents, status, payment_status)
		VALUES (?, 'Gast Twee', 'g2@example.nl', 1, ?, 2000, 500, 'PAID', 'PAID')`), w, voucher)
	testdb.FeestRequest(t, e.db, "F", "f@example.nl", "x")

	d := servertest.Decode[dashboardJSON](t, e.call(e.admin, "GET", "/api/v1/admin/dashboard", ""))
	if d.Walks.Total != 2 || d.Walks.Published != 1 || d.Bookings.Total != 3 || d.Bookings.Paid != 2 || d.Bookings.Pending != 1 ||
		d.Bookings.RevenueCents != 5500 || d.Feest.Total != 1 || d.Feest.New != 1 || d.CustomWalks.Total != 0 ||
		d.Vouchers.Issued != 1 || d.Vouchers.OutstandingCents != 1000 || d.Vouchers.Redeemed != 1 {
		t.Errorf("dashboard %+v", d)
	}

	bookings := servertest.Decode[[]map[string]any](t, e.call(e.admin, "GET", "/api/v1/bookings", ""))
	if len(bookings) != 3 {
		t.Fatalf("%d bookings", len(bookings))
	}
	var withUser, guest int
	for _, b := range bookings {
		if u, ok := b["user"].(map[string]any); ok && u["name"] != nil {
			withUser++
		} else if b["guestName"] != nil {
			guest++
		}
		if b["walk"].(map[string]any)["title"] != "Wandeling telling" {
			t.Errorf("walk %v", b["walk"])
		}
	}
	if withUser != 1 || guest != 2 {
		t.Errorf("%d with account, %d guests", withUser, guest)
	}

	rec := e.call(e.admin, "GET", "/api/v1/vouchers", "")
	if strings.Contains(rec.Body.String(), `"hash"`) || strings.Contains(rec.Body.String(), "abababab") {
		t.Errorf("the vouchers list shows the code's hash, which means nothing to anyone: %s", rec.Body)
	}
	vouchers := servertest.Decode[[]voucherJSON](t, rec)
	if len(vouchers) != 1 || vouchers[0].Used || vouchers[0].RemainingCents != 1000 ||
		vouchers[0].Purchaser.Name != "Piet" || len(vouchers[0].Bookings) != 1 || *vouchers[0].Bookings[0].GuestName != "Gast Twee" {
		t.Errorf("vouchers %+v", vouchers)
	}
}

// TestTheBookingsScreen: the list's filters over HTTP (a bad one is a Dutch 400) and one
// booking with its payments and mails (an unknown one a 404).
func TestTheBookingsScreen(t *testing.T) {
	e := newEnv(t)
	one := testdb.Walk(t, e.db, "een", time.Now().AddDate(0, 0, 10), 10, 2000, true)
	two := testdb.Walk(t, e.db, "twee", time.Now().AddDate(0, 0, 12), 10, 2000, true)
	paid := testdb.Booking(t, e.db, one, nil, 2, 5000, "PAID", time.Now())
	testdb.Booking(t, e.db, one, nil, 1, 2500, "CANCELLED", time.Now())
	testdb.Booking(t, e.db, two, nil, 1, 2500, "PAID", time.Now())
	testdb.Row(t, e.db, `INSERT INTO payments (mollie_id, subject_kind, booking_id, amount_cents, status, method) VALUES ('tr_een', 'booking', ?, 5000, 'paid', 'ideal') RETURNING id`, paid)
	testdb.Row(t, e.db, `INSERT INTO mail_log (job_id, booking_id, template, to_organisers, sent_at) VALUES (77, ?, 'booking-confirmation', false, now()) RETURNING id`, paid)

	filter := url.QueryEscape(`{"walkId":"` + one + `","status":"PAID"}`)
	list := servertest.Decode[[]map[string]any](t, e.call(e.admin, "GET", "/api/v1/bookings?filter="+filter, ""))
	if len(list) != 1 || list[0]["id"] != paid || list[0]["walk"].(map[string]any)["id"] != one || list[0]["subtotalCents"] != 5000.0 {
		t.Errorf("filtered list %v", list)
	}
	rec := e.call(e.admin, "GET", "/api/v1/bookings?filter="+url.QueryEscape(`{"from":"gisteren"}`), "")
	if rec.Code != 400 || !strings.Contains(rec.Body.String(), "Geef een datum als JJJJ-MM-DD") {
		t.Errorf("a bad date: %d %s", rec.Code, rec.Body)
	}

	d := servertest.Decode[map[string]any](t, e.call(e.admin, "GET", "/api/v1/admin/bookings/"+paid, ""))
	payments, mails := d["payments"].([]any), d["mails"].([]any)
	if d["id"] != paid || len(payments) != 1 || payments[0].(map[string]any)["method"] != "ideal" || len(mails) != 1 ||
		mails[0].(map[string]any)["template"] != "booking-confirmation" || len(d["refunds"].([]any)) != 0 || len(d["moves"].([]any)) != 0 {
		t.Errorf("the booking %v", d)
	}
	for _, id := range []string{"8a1c2b9e-0000-4000-8000-000000000000", "niet-een-id"} {
		if rec := e.call(e.admin, "GET", "/api/v1/admin/bookings/"+id, ""); rec.Code != 404 || !strings.Contains(rec.Body.String(), "Boeking niet gevonden") {
			t.Errorf("%s: %d %s", id, rec.Code, rec.Body)
		}
	}
}

func TestExportStreamsAPgDump(t *testing.T) {
	e := newEnv(t)
	// A mail waiting in the job queue carries a gift voucher's code, which the vouchers
	// table keeps only as a hash: the export must not give it away.
	if _, err := e.db.ExecContext(context.Background(), `INSERT INTO river_job (args, kind, max_attempts, queue, state, scheduled_at)
		VALUES ('{"to":"ontvanger@example.nl","data":{"code":"GEHE-IMCO-DE22"}}', 'mail', 25, 'default', 'scheduled', now() + interval '1 day')`); err != nil {
		t.Fatal(err)
	}
	rec := e.call(e.admin, "GET", "/api/v1/admin/database/export", "")
	want := "attachment; filename=\"database-export-" + time.Now().In(mustAmsterdam(t)).Format("2006-01-02") + ".sql\""
	if rec.Code != 200 || rec.Header().Get("Content-Disposition") != want {
		t.Fatalf("%d, Content-Disposition %q", rec.Code, rec.Header().Get("Content-Disposition"))
	}
	body := rec.Body.String()
	if !strings.HasPrefix(body, "--") || !strings.Contains(body, "CREATE TABLE public.walks") || !strings.Contains(body, "beheer@example.nl") {
		t.Fatalf("not a plain pg_dump of this database: %.200s", body)
	}
	if strings.Contains(body, "GEHE-IMCO-DE22") || !strings.Contains(body, "CREATE TABLE public.river_job") {
		t.Errorf("the export holds the job queue's rows (a voucher code), or lacks its table")
	}

	// The dump is valid SQL: psql restores it into an empty database of its own, which
	// make test checks; the quick loop (-short) stops at the dump's contents.
	if testing.Short() {
		return
	}
	u, err := url.Parse(testdb.ServerURL())
	if err != nil {
		t.Fatal(err)
	}
	u.Path = fmt.Sprintf("/restore_%d", time.Now().UnixNano())
	restoreURL := u.String()
	ctx := context.Background()
	if err := database.EnsureDatabase(ctx, restoreURL); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		admin := *u
		admin.Path = "/postgres"
		_ = exec.Command("psql", admin.String(), "-qc", "DROP DATABASE IF EXISTS "+strings.TrimPrefix(u.Path, "/")+" WITH (FORCE)").Run()
	})
	restore := exec.Command("psql", "-v", "ON_ERROR_STOP=1", "-q", "-d", restoreURL)
	restore.Stdin = strings.NewReader(body)
	if out, err := restore.CombinedOutput(); err != nil {
		t.Fatalf("psql could not restore the export: %v\n%s", err, out)
	}
	out, err := exec.Command("psql", "-tAc", "SELECT count(*) FROM users WHERE email = 'beheer@example.nl'", restoreURL).Output()
	if err != nil || strings.TrimSpace(string(out)) != "1" {
		t.Fatalf("restored database lacks the data: %q %v", out, err)
	}
}

func TestExportFailureIsADutch500(t *testing.T) {
	db, url := testdb.NewWithURL(t)
	tok := testdb.Token(t, db, testKey, testdb.User(t, db, "Beheer", "beheer@example.nl", "ADMIN"), "ADMIN", time.Now())
	handler := newAdmin(t, app.Config{DB: db, DatabaseURL: url, PgDump: "/nonexistent/pg_dump"})
	rec := servertest.Serve(handler, servertest.Caller{Access: tok}.Request("GET", "/api/v1/admin/database/export", ""))
	if rec.Code != 500 || !strings.Contains(rec.Body.String(), "Database export mislukt") {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
}

func mustAmsterdam(t *testing.T) *time.Location {
	loc, err := time.LoadLocation("Europe/Amsterdam")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// TestEveryListSortsByID: react-admin asks for sort=["id","ASC"] by default.
func TestEveryListSortsByID(t *testing.T) {
	e := newEnv(t)
	for _, path := range []string{"/api/v1/walks/admin/all", "/api/v1/users", "/api/v1/bookings", "/api/v1/vouchers",
		"/api/v1/feest/admin/all", "/api/v1/custom-walks"} {
		for _, dir := range []string{"ASC", "DESC"} {
			rec := e.call(e.admin, "GET", path+`?sort=["id","`+dir+`"]&range=[0,9]`, "")
			if rec.Code != 200 {
				t.Errorf("%s sorted by id %s: %d %s", path, dir, rec.Code, rec.Body)
			}
		}
	}
}

// TestBadListParametersAndControlCharactersAreA400: no 500 for anything a caller sends.
func TestBadListParametersAndControlCharactersAreA400(t *testing.T) {
	e := newEnv(t)
	for _, c := range []struct{ method, path, body string }{
		{"GET", `/api/v1/users?range=[0,9223372036854775807]`, ""},
		{"GET", `/api/v1/walks/admin/all?skip=9223372036854775807`, ""},
		{"GET", `/api/v1/users?filter={"q":"a\u0000b"}`, ""},
		{"GET", `/api/v1/bookings?filter={"status":["PAID","\u0000"]}`, ""},
		{"GET", "/api/v1/walks/admin/%00", ""},
		{"POST", "/api/v1/walks/admin", `{"title":"Stilte\u0000","slug":"stilte"}`},
		{"POST", "/api/v1/users", `{"name":"N","email":"n@example.nl","password":"Wandelen!2026","role":"USER","phone":"06\u0000"}`},
	} {
		rec := e.call(e.admin, c.method, c.path, c.body)
		if rec.Code != 400 {
			t.Errorf("%s %s: %d %s, want 400", c.method, c.path, rec.Code, rec.Body)
		}
	}
}

func TestAdminsCannotGiveAGuessablePassword(t *testing.T) {
	e := newEnv(t)
	rec := e.call(e.admin, "POST", "/api/v1/users", `{"name":"N","email":"n@example.nl","password":"aaaaaaaa","role":"USER"}`)
	if rec.Code != 400 || servertest.Decode[errorBody](t, rec).Errors["password"] == "" {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
}

// TestRightsEndAtOnce: a demoted or deleted organiser loses the back office with the next
// request, not when their 15-minute access token expires, and the role that counts is
// the account's role now.
func TestRightsEndAtOnce(t *testing.T) {
	e := newEnv(t)
	dashboard := func(tok string) int { return e.call(tok, "GET", "/api/v1/admin/dashboard", "").Code }

	t.Run("demotion through the back office", func(t *testing.T) {
		id := testdb.User(t, e.db, "Tweede", "tweede@example.nl", "ADMIN")
		tok := e.token(id, "ADMIN")
		if code := dashboard(tok); code != 200 {
			t.Fatalf("before: %d", code)
		}
		if rec := e.call(e.admin, "PATCH", "/api/v1/users/"+id, `{"role":"USER"}`); rec.Code != 200 {
			t.Fatalf("demote: %d %s", rec.Code, rec.Body)
		}
		if code := dashboard(tok); code != 401 && code != 403 {
			t.Fatalf("the demoted organiser's old token: %d, want 401 or 403", code)
		}
	})
	t.Run("a role changed anywhere", func(t *testing.T) {
		id := testdb.User(t, e.db, "Derde", "derde@example.nl", "ADMIN")
		tok := e.token(id, "ADMIN")
		if _, err := e.db.NewRaw(`UPDATE users SET role = 'USER' WHERE id = ?`, id).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if code := dashboard(tok); code != 403 {
			t.Fatalf("a token that says ADMIN for a USER: %d, want 403", code)
		}
	})
	t.Run("deletion", func(t *testing.T) {
		id := testdb.User(t, e.db, "Vierde", "vierde@example.nl", "ADMIN")
		tok := e.token(id, "ADMIN")
		if rec := e.call(e.admin, "DELETE", "/api/v1/users/"+id, ""); rec.Code != 200 && rec.Code != 204 {
			t.Fatalf("delete: %d %s", rec.Code, rec.Body)
		}
		if code := dashboard(tok); code != 401 {
			t.Fatalf("the deleted organiser's old token: %d, want 401", code)
		}
	})
	t.Run("a session revoked", func(t *testing.T) {
		id := testdb.User(t, e.db, "Vijfde", "vijfde@example.nl", "ADMIN")
		tok := e.token(id, "ADMIN")
		if _, err := e.db.NewRaw(`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = ?`, id).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if code := dashboard(tok); code != 401 {
			t.Fatalf("a token of a revoked session: %d, want 401", code)
		}
	})
}

// TestEveryListSortsByTheColumnsItsScreenShows: each column header the back office lets
// an organiser click (every DataTable column without disableSort) sorts its list.
func TestEveryListSortsByTheColumnsItsScreenShows(t *testing.T) {
	e := newEnv(t)
	for path, fields := range map[string][]string{
		"/api/v1/walks/admin/all": {"title", "dateStart", "city", "priceCents"},
		"/api/v1/users":           {"name", "email", "role", "createdAt"},
		"/api/v1/bookings":        {"walk.dateStart", "qty", "totalCents", "status", "createdAt"},
		"/api/v1/vouchers":        {"valueCents", "remainingCents", "createdAt"},
		"/api/v1/feest/admin/all": {"createdAt", "status"},
		"/api/v1/custom-walks":    {"createdAt", "status"},
	} {
		for _, field := range fields {
			for _, dir := range []string{"ASC", "DESC"} {
				if rec := e.call(e.admin, "GET", path+`?sort=["`+field+`","`+dir+`"]&range=[0,9]`, ""); rec.Code != 200 {
					t.Errorf("%s sorted by %s %s: %d %s", path, field, dir, rec.Code, rec.Body)
				}
			}
		}
	}
}

// TestParticipantsOfAWalk: the organisers see every booking that holds places on a walk
// (paid, or awaiting payment within its hold) with name, contact, persons, states and
// money, as JSON and as a CSV that Excel with Dutch settings opens correctly.
func TestParticipantsOfAWalk(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	walkID := testdb.Walk(t, e.db, "zaterdag", time.Date(2026, 12, 5, 9, 30, 0, 0, time.UTC), 15, 2500, true)
	other := testdb.Walk(t, e.db, "zondag", time.Date(2026, 12, 6, 9, 30, 0, 0, time.UTC), 15, 2500, true)
	now := time.Now()
	paid := testdb.Booking(t, e.db, walkID, nil, 2, 3000, "PAID", now.Add(-time.Hour))
	pending := testdb.Booking(t, e.db, walkID, nil, 1, 2500, "PENDING", now.Add(-time.Hour))
	testdb.Booking(t, e.db, walkID, nil, 4, 10000, "PENDING", now.Add(-25*time.Hour)) // past its hold
	testdb.Booking(t, e.db, walkID, nil, 3, 7500, "CANCELLED", now.Add(-time.Hour))
	testdb.Booking(t, e.db, other, nil, 5, 12500, "PAID", now.Add(-time.Hour))
	for id, c := range map[string]struct{ name, email, phone string }{
		paid:    {"Zara; \"de Bot\"", "=cmd@example.nl", "+31 6 11111111"},
		pending: {"Anna Ångström", "anna@example.nl", "0612345678"},
	} {
		if _, err := e.db.NewRaw(`UPDATE bookings SET customer_name = ?, customer_email = ?, customer_phone = ?, voucher_used_cents = 0 WHERE id = ?`,
			c.name, c.email, c.phone, id).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	voucherID := testdb.Voucher(t, e.db, []byte("hash"), 2000, 0, now.Add(365*24*time.Hour))
	if _, err := e.db.NewRaw(`UPDATE bookings SET voucher_id = ? WHERE id = ?`, voucherID, paid).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	testdb.SetWorth(t, e.db, paid, 2, 5000, 2000)

	if _, err := e.db.NewRaw(`UPDATE bookings SET language = 'en' WHERE id = ?`, paid).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	rec := e.call(e.admin, "GET", "/api/v1/walks/admin/"+walkID+"/participants", "")
	if rec.Code != 200 || rec.Header().Get("Content-Range") != "participants 0-1/2" {
		t.Fatalf("%d %s (Content-Range %q)", rec.Code, rec.Body, rec.Header().Get("Content-Range"))
	}
	type participant struct {
		ID, Name, Email, Status, PaymentStatus, Language string
		Phone                                            *string
		Qty, TotalCents, VoucherUsedCents                int
		BookedAt                                         time.Time
	}
	got := servertest.Decode[[]participant](t, rec)
	if len(got) != 2 || got[0].Name != "Anna Ångström" || got[0].Status != "PENDING" || got[1].ID != paid ||
		got[1].Qty != 2 || got[1].TotalCents != 3000 || got[1].VoucherUsedCents != 2000 || got[1].Phone == nil ||
		got[0].Language != "nl" || got[1].Language != "en" {
		t.Fatalf("participants %+v", got)
	}

	rec = e.call(e.admin, "GET", "/api/v1/walks/admin/"+walkID+"/participants.csv", "")
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") ||
		rec.Header().Get("Content-Disposition") != `attachment; filename=deelnemers-zaterdag-2026-12-05.csv` {
		t.Fatalf("%d %v", rec.Code, rec.Header())
	}
	want := "\ufeffNaam;E-mail;Telefoon;Personen;Status;Bedrag;Cadeaubon;Geboekt op;Taal\r\n" +
		`Anna Ångström;anna@example.nl;"=""0612345678""";1;Wacht op betaling;25,00;0,00;` + now.Add(-time.Hour).In(rules.Amsterdam).Format("02-01-2006 15:04") + ";Nederlands\r\n" +
		`"Zara; ""de Bot""";'=cmd@example.nl;"=""+31 6 11111111""";2;Betaald;30,00;20,00;` + now.Add(-time.Hour).In(rules.Amsterdam).Format("02-01-2006 15:04") + ";Engels\r\n"
	if rec.Body.String() != want {
		t.Fatalf("CSV\n%q\nwant\n%q", rec.Body.String(), want)
	}

	for _, path := range []string{"/participants", "/participants.csv"} {
		if rec := e.call(e.admin, "GET", "/api/v1/walks/admin/8a1c2b9e-0000-4000-8000-000000000000"+path, ""); rec.Code != 404 {
			t.Errorf("an unknown walk's %s: %d", path, rec.Code)
		}
		if rec := e.call(e.user, "GET", "/api/v1/walks/admin/"+walkID+path, ""); rec.Code != 403 {
			t.Errorf("a customer asking %s: %d", path, rec.Code)
		}
	}
}

// TestTheAuditLogKeepsEveryWrite: each write in the back office leaves a line with who,
// what and before/after; the log lists newest first, filters, and cannot be changed.
func TestTheAuditLogKeepsEveryWrite(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	rec := e.call(e.admin, "POST", "/api/v1/walks/admin", `{"title":"Logwandeling","slug":"logwandeling","dateStart":"2031-05-01T08:00:00Z",
		"dateEnd":"2031-05-01T10:00:00Z","city":"Ede","address":"Heide 1","shortDesc":"Kort","fullDesc":"Lang","priceCents":2000,
		"minParticipants":1,"maxParticipants":15,"published":false}`)
	if rec.Code != 201 {
		t.Fatalf("create: %d %s", rec.Code, rec.Body)
	}
	walkID := servertest.Decode[walkJSON](t, rec).ID
	if rec := e.call(e.admin, "PUT", "/api/v1/walks/admin/"+walkID, `{"published":true}`); rec.Code != 200 {
		t.Fatalf("publish: %d %s", rec.Code, rec.Body)
	}
	if rec := e.call(e.admin, "PUT", "/api/v1/walks/admin/"+walkID, `{"title":""}`); rec.Code != 400 {
		t.Fatalf("a refused update: %d", rec.Code)
	}
	if rec := e.call(e.admin, "PATCH", "/api/v1/users/"+e.userID, `{"role":"ADMIN"}`); rec.Code != 200 {
		t.Fatalf("promote: %d %s", rec.Code, rec.Body)
	}
	if rec := e.call(e.admin, "DELETE", "/api/v1/walks/admin/"+walkID, ""); rec.Code != 200 {
		t.Fatalf("delete: %d %s", rec.Code, rec.Body)
	}

	rec = e.call(e.admin, "GET", "/api/v1/admin/audit", "")
	type entry struct {
		ActorEmail, Action, SubjectID string
		Before, After                 map[string]any
	}
	got := servertest.Decode[[]entry](t, rec)
	var actions []string
	for _, x := range got {
		actions = append(actions, x.Action)
		if x.ActorEmail != "beheer@example.nl" {
			t.Errorf("%s by %q", x.Action, x.ActorEmail)
		}
	}
	if strings.Join(actions, " ") != "walk.delete user.update walk.update walk.create" || rec.Header().Get("Content-Range") != "audit 0-3/4" {
		t.Fatalf("the log (newest first): %v, Content-Range %q", actions, rec.Header().Get("Content-Range"))
	}
	publish := got[2]
	if publish.SubjectID != walkID || publish.Before["published"] != false || publish.After["published"] != true {
		t.Errorf("the publish line: %+v", publish)
	}
	if got[1].Before["role"] != "USER" || got[1].After["role"] != "ADMIN" {
		t.Errorf("the role change: before %v after %v", got[1].Before["role"], got[1].After["role"])
	}
	if got[0].Before["title"] != "Logwandeling" || got[0].After == nil {
		t.Errorf("the deletion keeps what was deleted: %+v", got[0])
	}

	filtered := servertest.Decode[[]entry](t, e.call(e.admin, "GET", `/api/v1/admin/audit?filter={"action":"walk.update"}`, ""))
	if len(filtered) != 1 || filtered[0].Action != "walk.update" {
		t.Errorf("filtered by action: %+v", filtered)
	}
	if n := len(servertest.Decode[[]entry](t, e.call(e.admin, "GET", `/api/v1/admin/audit?filter={"actor":"niemand"}`, ""))); n != 0 {
		t.Errorf("filtered by an unknown actor: %d lines", n)
	}
	rec = e.call(e.admin, "GET", `/api/v1/admin/audit?filter={"actor":"BEHEER@EXAMPLE"}&range=[0,1]`, "")
	if byActor := servertest.Decode[[]entry](t, rec); len(byActor) != 2 || byActor[0].ActorEmail != "beheer@example.nl" ||
		rec.Header().Get("Content-Range") != "audit 0-1/4" {
		t.Errorf("filtered by part of the actor's address, in another case, first page: %+v, Content-Range %q", byActor, rec.Header().Get("Content-Range"))
	}
	for _, m := range []string{"POST", "PUT", "PATCH", "DELETE"} {
		if rec := e.call(e.admin, m, "/api/v1/admin/audit", "{}"); rec.Code != 405 {
			t.Errorf("%s on the log: %d, want 405", m, rec.Code)
		}
	}
	if rec := e.call(e.user, "GET", "/api/v1/admin/audit", ""); rec.Code != 403 && rec.Code != 401 {
		t.Errorf("a customer reading the log: %d", rec.Code)
	}
	for _, q := range []string{`UPDATE audit_log SET action = 'x'`, `DELETE FROM audit_log`, `TRUNCATE audit_log`} {
		if _, err := e.db.ExecContext(ctx, q); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v, want refused", q, err)
		}
	}
}

// TestACancellationIsExactlyWhatTheLogShows: a body that says "refund" twice, once in
// capitals, is refused before anything happens, so no refund runs while the log says none.
func TestACancellationIsExactlyWhatTheLogShows(t *testing.T) {
	e := newEnv(t)
	walkID := testdb.Walk(t, e.db, "dubbel", time.Now().AddDate(0, 0, 10), 10, 2500, true)
	bookingID := testdb.Booking(t, e.db, walkID, nil, 1, 2500, "PAID", time.Now())
	rec := e.call(e.admin, "POST", "/api/v1/admin/bookings/"+bookingID+"/cancel", `{"refund":false,"reason":"Ziek","REFUND":true}`)
	body := errorBody{}
	_ = json.Unmarshal(rec.Body.Bytes(), &body)
	if rec.Code != 400 || body.Errors["REFUND"] == "" {
		t.Fatalf("%d %s, want a 400 naming REFUND", rec.Code, rec.Body)
	}
	if status := testdb.Row(t, e.db, `SELECT status FROM bookings WHERE id = ?`, bookingID); status != "PAID" {
		t.Fatalf("the booking is %s", status)
	}
	if n := testdb.Row(t, e.db, `SELECT count(*)::text FROM audit_log`); n != "0" {
		t.Fatalf("%s audit lines", n)
	}
}

// TestTheAuditLogKeepsNoPersonalData: an organiser's write on a guest's booking leaves
// ids and changes in the log, never the guest's name, e-mail or phone; the log shows the
// guest and the organiser by looking them up, so once the booking is anonymised and the
// organiser's account deleted both read "verwijderd".
func TestTheAuditLogKeepsNoPersonalData(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	otherAdmin := testdb.User(t, e.db, "Tweede Beheerder", "tweede@example.nl", "ADMIN")
	walkID := testdb.Walk(t, e.db, "prive", time.Now().AddDate(0, 0, 10), 10, 2500, true)
	bookingID := testdb.Booking(t, e.db, walkID, nil, 1, 2500, "PAID", time.Now())
	if _, err := e.db.NewRaw(`UPDATE bookings SET customer_name = 'Zara Zonderland', customer_email = 'zara@example.nl',
		customer_phone = '+31 6 55555555' WHERE id = ?`, bookingID).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if rec := e.call(e.token(otherAdmin, "ADMIN"), "POST", "/api/v1/admin/bookings/"+bookingID+"/cancel", `{"refund":false,"reason":"Ziek geworden"}`); rec.Code != 200 {
		t.Fatalf("cancel: %d %s", rec.Code, rec.Body)
	}
	if rec := e.call(e.admin, "PATCH", "/api/v1/users/"+e.userID, `{"phone":"0612345678"}`); rec.Code != 200 {
		t.Fatalf("a user's phone: %d %s", rec.Code, rec.Body)
	}
	if rec := e.call(e.admin, "POST", "/api/v1/admin/bookings", deskBody(walkID, 1, "paid-outside")); rec.Code != 201 {
		t.Fatalf("a booking at the desk: %d %s", rec.Code, rec.Body)
	}
	stored := testdb.Row(t, e.db, `SELECT string_agg(COALESCE(before::text, '') || COALESCE(after::text, ''), ' ') FROM audit_log`)
	for _, personal := range []string{"Zara", "zara@", "55555555", "Klant", "klant@", "0612345678", "Beheer", "beheer@", "tweede@", "Bea Bel", "bea@"} {
		if strings.Contains(stored, personal) {
			t.Errorf("the log keeps %q:\n%s", personal, stored)
		}
	}
	if !strings.Contains(stored, `"reason": "Ziek geworden"`) || !strings.Contains(stored, `"status": "CANCELLED"`) {
		t.Errorf("the log lost what changed:\n%s", stored)
	}
	type entry struct{ ActorEmail, Action, SubjectPerson string }
	list := func() []entry {
		rec := e.call(e.admin, "GET", "/api/v1/admin/audit", "")
		if rec.Code != 200 {
			t.Fatalf("the log: %d %s", rec.Code, rec.Body)
		}
		return servertest.Decode[[]entry](t, rec)
	}
	if got := fmt.Sprint(list()); got != "[{beheer@example.nl booking.desk Bea Bel} {beheer@example.nl user.update Klant} {tweede@example.nl booking.cancel Zara Zonderland}]" {
		t.Fatalf("the log shows %s", got)
	}
	if _, err := e.db.NewRaw(`UPDATE bookings SET customer_name = 'Verwijderd', customer_email = 'verwijderd-x@anoniem.invalid',
		customer_phone = NULL, anonymised_at = now() WHERE id = ?`, bookingID).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := e.db.NewRaw(`DELETE FROM users WHERE id IN (?, ?)`, otherAdmin, e.userID).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(list()); got != "[{beheer@example.nl booking.desk Bea Bel} {beheer@example.nl user.update verwijderd} {verwijderd booking.cancel verwijderd}]" {
		t.Fatalf("after the deletions the log shows %s", got)
	}
	if got := testdb.Row(t, e.db, `SELECT audit_scrub('{"id":1,"customerName":"A","walk":{"title":"T","guestEmail":"a@b"},"lines":[{"phone":"1","qty":2}]}')::text`); got != `{"id": 1, "walk": {"title": "T"}, "lines": [{"qty": 2}]}` {
		t.Errorf("audit_scrub, which also cleared the rows kept before: %s", got)
	}
}
