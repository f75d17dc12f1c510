package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/platform/server/servertest"
	"wandelwijs.nl/shop/api"
	"wandelwijs.nl/shop/app"
	"wandelwijs.nl/shop/shoptest"
)

// browser calls the shop like a browser: it keeps the cookies the server sets and sends
// the CSRF cookie back as the header on writes.
type browser struct {
	t       *testing.T
	handler http.Handler
	cookies map[string]string
	ip      string
	xff     string // an X-Forwarded-For header to send
}

func newBrowser(t *testing.T, h http.Handler) *browser {
	return &browser{t: t, handler: h, cookies: map[string]string{auth.CSRFCookie: "csrf-" + t.Name()}, ip: "192.0.2.1"}
}

// login posts an e-mail address and a password to /auth/login.
func (b *browser) login(email, password string) *httptest.ResponseRecorder {
	return b.do("POST", "/api/v1/auth/login", fmt.Sprintf(`{"email":%q,"password":%q}`, email, password))
}

func (b *browser) do(method, path, body string) *httptest.ResponseRecorder {
	b.t.Helper()
	req := servertest.Caller{}.Request(method, path, body)
	req.RemoteAddr = b.ip + ":40000"
	if b.xff != "" {
		req.Header.Set("X-Forwarded-For", b.xff)
	}
	for name, value := range b.cookies {
		req.AddCookie(&http.Cookie{Name: name, Value: value})
	}
	req.Header.Set(auth.CSRFHeader, b.cookies[auth.CSRFCookie])
	rec := servertest.Serve(b.handler, req)
	for _, ck := range rec.Result().Cookies() {
		if ck.MaxAge < 0 {
			delete(b.cookies, ck.Name)
		} else {
			b.cookies[ck.Name] = ck.Value
		}
	}
	return rec
}

type userOut struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Phone     *string   `json:"phone"`
	Role      string    `json:"role"`
	CreatedAt time.Time `json:"createdAt"`
}

func fieldErrors(t *testing.T, rec *httptest.ResponseRecorder) map[string]string {
	t.Helper()
	body := servertest.Decode[struct {
		Message string            `json:"message"`
		Errors  map[string]string `json:"errors"`
	}](t, rec)
	if body.Message == "" {
		t.Fatalf("body %q is not {message, errors}", rec.Body)
	}
	return body.Errors
}

// authEnv is the shop (shoptest) whose clock the test moves.
type authEnv struct {
	db      *database.DB
	now     time.Time
	handler http.Handler
}

func newAuthEnv(t *testing.T, limits api.AuthLimits) *authEnv {
	t.Helper()
	env := &authEnv{now: time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)}
	// Access tokens are issued on env.now but verified against the real clock, so tests
	// that read /auth/me set env.now to time.Now().
	shop := shoptest.Start(t, shoptest.Options{Clock: func() time.Time { return env.now }, Limits: app.Limits{Auth: &limits}})
	env.db, env.handler = shop.DB, shop.Handler
	return env
}

func generousLimits() api.AuthLimits {
	return api.AuthLimits{ByIP: ratelimit.New(1000, time.Millisecond), ByEmail: ratelimit.New(1000, time.Millisecond)}
}

// annaRegistered is an auth env with generous limits, its clock at now unless that is
// zero, and a browser in which Anna has registered.
func annaRegistered(t *testing.T, now time.Time) (*authEnv, *browser) {
	t.Helper()
	env := newAuthEnv(t, generousLimits())
	if !now.IsZero() {
		env.now = now
	}
	b := newBrowser(t, env.handler)
	b.do("POST", "/api/v1/auth/register", annaJSON)
	return env, b
}

const annaJSON = `{"name":"Anna de Vries","email":"Anna@Example.nl","phone":"06 12345678","password":"Wandelen!2026"}`

func (env *authEnv) userCount(t *testing.T) int {
	t.Helper()
	var n int
	if err := env.db.QueryRowContext(context.Background(), "SELECT count(*) FROM users").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestRegisterLogsInAndMeAnswers(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t, generousLimits())
	env.now = time.Now() // access tokens are verified against the real clock
	b := newBrowser(t, env.handler)

	rec := b.do("POST", "/api/v1/auth/register", annaJSON)
	if rec.Code != http.StatusCreated {
		t.Fatalf("register: %d %s", rec.Code, rec.Body)
	}
	u := servertest.Decode[userOut](t, rec)
	if u.ID == "" || u.Name != "Anna de Vries" || u.Email != "Anna@Example.nl" || u.Role != "USER" || u.Phone == nil || u.CreatedAt.IsZero() {
		t.Fatalf("user = %+v", u)
	}
	flags := map[string]*http.Cookie{}
	for _, ck := range rec.Result().Cookies() {
		flags[ck.Name] = ck
	}
	if !flags[auth.AccessCookie].HttpOnly || !flags[auth.RefreshCookie].HttpOnly || flags[auth.SessionHintCookie].HttpOnly {
		t.Errorf("cookie flags wrong: access/refresh must be HttpOnly, the hint readable")
	}
	if flags[auth.AccessCookie].SameSite != http.SameSiteLaxMode {
		t.Errorf("access cookie SameSite = %v", flags[auth.AccessCookie].SameSite)
	}

	me := b.do("GET", "/api/v1/auth/me", "")
	if me.Code != 200 || servertest.Decode[userOut](t, me).ID != u.ID {
		t.Fatalf("me: %d %s", me.Code, me.Body)
	}
}

func TestRegisterRefusesBadInputAndWritesNothing(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t, generousLimits())
	b := newBrowser(t, env.handler)
	tests := []struct {
		name       string
		body       string
		wantFields []string
	}{
		{"every field missing", `{}`, []string{"name", "email", "phone", "password"}},
		{"a short password", `{"name":"Anna","email":"a@example.nl","phone":"0612345678","password":"kort"}`, []string{"password"}},
		{"a bad e-mail and phone", `{"name":"Anna","email":"anna","phone":"bel me","password":"Wandelen!2026"}`, []string{"email", "phone"}},
		{"a one-letter name", `{"name":"A","email":"a@example.nl","phone":"0612345678","password":"Wandelen!2026"}`, []string{"name"}},
		{"an over-long name", `{"name":"` + strings.Repeat("a", 101) + `","email":"a@example.nl","phone":"0612345678","password":"Wandelen!2026"}`, []string{"name"}},
		{"a name that turns the text around", `{"name":"Anna \u202Eseirv","email":"a@example.nl","phone":"0612345678","password":"Wandelen!2026"}`, []string{"name"}},
		{"a name with an invisible character", `{"name":"\uFEFFAnna de Vries","email":"a@example.nl","phone":"0612345678","password":"Wandelen!2026"}`, []string{"name"}},
		{"a name with a line separator", `{"name":"Anna\u2028Beheer","email":"a@example.nl","phone":"0612345678","password":"Wandelen!2026"}`, []string{"name"}},
		{"a blank name of Hangul fillers", `{"name":"\u3164\u3164","email":"a@example.nl","phone":"0612345678","password":"Wandelen!2026"}`, []string{"name"}},
		{"a name with a grapheme joiner", `{"name":"Jan\u034fKlaas","email":"a@example.nl","phone":"0612345678","password":"Wandelen!2026"}`, []string{"name"}},
		{"a role smuggled in", `{"name":"Anna","email":"a@example.nl","phone":"0612345678","password":"Wandelen!2026","role":"ADMIN"}`, []string{"role"}},
		{"a wrong type", `{"name":42,"email":"a@example.nl","phone":"0612345678","password":"Wandelen!2026"}`, []string{"name"}},
		{"malformed JSON", `{"name":`, nil},
		{"a body over 64 KiB", `{"name":"` + strings.Repeat("a", 70<<10) + `"}`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := b.do("POST", "/api/v1/auth/register", tt.body)
			if rec.Code != http.StatusBadRequest {
				t.Fatalf("status %d, want 400: %s", rec.Code, rec.Body)
			}
			errs := fieldErrors(t, rec)
			for _, f := range tt.wantFields {
				if errs[f] == "" {
					t.Errorf("no message for %s in %v", f, errs)
				}
			}
		})
	}
	if n := env.userCount(t); n != 0 {
		t.Fatalf("%d users written by refused registrations", n)
	}
}

func TestRegisterRefusesAnEmailInUseInAnyCase(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t, generousLimits())
	if rec := newBrowser(t, env.handler).do("POST", "/api/v1/auth/register", annaJSON); rec.Code != 201 {
		t.Fatalf("first register: %d", rec.Code)
	}
	rec := newBrowser(t, env.handler).do("POST", "/api/v1/auth/register", strings.Replace(annaJSON, "Anna@Example.nl", "anna@example.NL", 1))
	if rec.Code != http.StatusConflict || messageOf(t, rec) != "Dit e-mailadres is al in gebruik" {
		t.Fatalf("got %d %s", rec.Code, rec.Body)
	}
}

func TestLoginAnswersWrongEmailAndWrongPasswordAlike(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t, generousLimits())
	newBrowser(t, env.handler).do("POST", "/api/v1/auth/register", annaJSON)

	ok := newBrowser(t, env.handler).login("anna@example.nl", "Wandelen!2026")
	if ok.Code != 200 || servertest.Decode[userOut](t, ok).Name != "Anna de Vries" {
		t.Fatalf("login with the right password (other case e-mail): %d %s", ok.Code, ok.Body)
	}
	wrongPassword := newBrowser(t, env.handler).login("anna@example.nl", "Wandelen!2025")
	unknownEmail := newBrowser(t, env.handler).login("bert@example.nl", "Wandelen!2026")
	if wrongPassword.Code != 401 || unknownEmail.Code != 401 || wrongPassword.Body.String() != unknownEmail.Body.String() {
		t.Fatalf("wrong password %d %s; unknown e-mail %d %s", wrongPassword.Code, wrongPassword.Body, unknownEmail.Code, unknownEmail.Body)
	}
	for _, ck := range wrongPassword.Result().Cookies() {
		if ck.Name == auth.AccessCookie || ck.Name == auth.RefreshCookie {
			t.Errorf("a failed login set the %s cookie", ck.Name)
		}
	}
}

func TestLoginAndRegisterAreRateLimited(t *testing.T) {
	t.Parallel()
	t.Run("per e-mail, whatever the IP", func(t *testing.T) {
		env := newAuthEnv(t, api.AuthLimits{ByIP: ratelimit.New(100, time.Hour), ByEmail: ratelimit.New(3, time.Hour)})
		b := newBrowser(t, env.handler)
		for i := range 3 {
			b.ip = "198.51.100." + string(rune('1'+i))
			if rec := b.login("Anna@example.nl", "fout-fout"); rec.Code != 401 {
				t.Fatalf("attempt %d: %d", i+1, rec.Code)
			}
		}
		b.ip = "198.51.100.9"
		rec := b.login("anna@EXAMPLE.nl", "fout-fout")
		if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" || !strings.Contains(messageOf(t, rec), "Te veel pogingen") {
			t.Fatalf("4th attempt: %d %s (Retry-After %q)", rec.Code, rec.Body, rec.Header().Get("Retry-After"))
		}
	})
	t.Run("per IP, whatever X-Forwarded-For a direct caller sends", func(t *testing.T) {
		env := newAuthEnv(t, api.AuthLimits{ByIP: ratelimit.New(2, time.Hour), ByEmail: ratelimit.New(100, time.Hour)})
		b := newBrowser(t, env.handler)
		b.ip = "203.0.113.50"
		for i := range 2 {
			b.xff = "198.51.100." + string(rune('1'+i))
			b.login("a@example.nl", "fout-fout")
		}
		b.xff = "198.51.100.9"
		if rec := b.login("a@example.nl", "fout-fout"); rec.Code != http.StatusTooManyRequests {
			t.Fatalf("3rd attempt with a new forged address: %d %s", rec.Code, rec.Body)
		}
		behindBFF := newBrowser(t, env.handler)
		behindBFF.ip, behindBFF.xff = "127.0.0.1", "198.51.100.77"
		if rec := behindBFF.login("a@example.nl", "fout-fout"); rec.Code != 401 {
			t.Fatalf("another client through the BFF: %d %s, want its own allowance", rec.Code, rec.Body)
		}
	})
	t.Run("per IP, whatever the e-mail, for register too", func(t *testing.T) {
		env := newAuthEnv(t, api.AuthLimits{ByIP: ratelimit.New(2, time.Hour), ByEmail: ratelimit.New(100, time.Hour)})
		b := newBrowser(t, env.handler)
		b.login("a@example.nl", "fout-fout")
		b.login("b@example.nl", "fout-fout")
		rec := b.do("POST", "/api/v1/auth/register", strings.Replace(annaJSON, "Anna@Example.nl", "c@example.nl", 1))
		if rec.Code != http.StatusTooManyRequests {
			t.Fatalf("3rd attempt from one IP: %d %s", rec.Code, rec.Body)
		}
		if n := env.userCount(t); n != 0 {
			t.Fatalf("a rate-limited registration wrote %d users", n)
		}
	})
}

func TestRefreshRotatesAndReuseRevokesTheFamily(t *testing.T) {
	t.Parallel()
	env, b := annaRegistered(t, time.Time{})
	first := b.cookies[auth.RefreshCookie]

	rec := b.do("POST", "/api/v1/auth/refresh", "")
	second := b.cookies[auth.RefreshCookie]
	if rec.Code != 200 || second == "" || second == first {
		t.Fatalf("refresh: %d, token rotated: %v", rec.Code, second != first)
	}

	otherTab := newBrowser(t, env.handler)
	otherTab.cookies[auth.RefreshCookie] = first
	if rec := otherTab.do("POST", "/api/v1/auth/refresh", ""); rec.Code != 200 {
		t.Fatalf("a second tab refreshing with the same token at once: %d, want 200", rec.Code)
	}

	env.now = env.now.Add(account.ReuseGrace + time.Second)
	thief := newBrowser(t, env.handler)
	thief.cookies[auth.RefreshCookie] = first
	if rec := thief.do("POST", "/api/v1/auth/refresh", ""); rec.Code != 401 {
		t.Fatalf("reusing a spent token: %d, want 401", rec.Code)
	}
	if _, kept := thief.cookies[auth.SessionHintCookie]; kept {
		t.Error("a refused refresh left the session hint cookie")
	}
	if rec := b.do("POST", "/api/v1/auth/refresh", ""); rec.Code != 401 {
		t.Fatalf("the family's newest token after reuse: %d, want 401 (family revoked)", rec.Code)
	}
}

func TestRefreshTokenExpires(t *testing.T) {
	t.Parallel()
	env, b := annaRegistered(t, time.Time{})
	env.now = env.now.Add(account.RefreshTTL + time.Minute)
	if rec := b.do("POST", "/api/v1/auth/refresh", ""); rec.Code != 401 {
		t.Fatalf("refresh after %v: %d, want 401", account.RefreshTTL, rec.Code)
	}
}

func TestAccessTokenExpires(t *testing.T) {
	t.Parallel()
	env, b := annaRegistered(t, time.Now().Add(-auth.AccessTTL-time.Minute)) // tokens issued in the past are expired now
	if rec := b.do("GET", "/api/v1/auth/me", ""); rec.Code != 401 {
		t.Fatalf("me with an expired access token: %d, want 401", rec.Code)
	}
	env.now = time.Now()
	if rec := b.do("POST", "/api/v1/auth/refresh", ""); rec.Code != 200 {
		t.Fatalf("refresh: %d", rec.Code)
	}
	if rec := b.do("GET", "/api/v1/auth/me", ""); rec.Code != 200 {
		t.Fatalf("me after refresh: %d", rec.Code)
	}
}

func TestLogoutRevokesTheSession(t *testing.T) {
	t.Parallel()
	env, b := annaRegistered(t, time.Time{})
	refresh := b.cookies[auth.RefreshCookie]

	rec := b.do("POST", "/api/v1/auth/logout", "")
	if rec.Code != http.StatusNoContent {
		t.Fatalf("logout: %d", rec.Code)
	}
	for _, name := range []string{auth.AccessCookie, auth.RefreshCookie, auth.SessionHintCookie} {
		if _, left := b.cookies[name]; left {
			t.Errorf("cookie %s survived logout", name)
		}
	}
	again := newBrowser(t, env.handler)
	again.cookies[auth.RefreshCookie] = refresh
	if rec := again.do("POST", "/api/v1/auth/refresh", ""); rec.Code != 401 {
		t.Fatalf("refresh with a logged-out token: %d, want 401", rec.Code)
	}
}

func TestAuthWritesNeedTheCSRFPair(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t, generousLimits())
	b := newBrowser(t, env.handler)
	delete(b.cookies, auth.CSRFCookie)
	if rec := b.do("POST", "/api/v1/auth/register", annaJSON); rec.Code != 403 {
		t.Fatalf("register without CSRF: %d", rec.Code)
	}
	b.cookies[auth.CSRFCookie] = "x"
	req := servertest.Caller{CSRF: "x"}.Request("POST", "/api/v1/auth/login", `{}`)
	req.Header.Set(auth.CSRFHeader, "y")
	rec := servertest.Serve(env.handler, req)
	if rec.Code != 403 {
		t.Fatalf("login with a wrong CSRF header: %d", rec.Code)
	}
	if n := env.userCount(t); n != 0 {
		t.Fatalf("a refused write created %d users", n)
	}
}

func TestUpdateMe(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t, generousLimits())
	env.now = time.Now()
	anna := newBrowser(t, env.handler)
	annaID := servertest.Decode[userOut](t, anna.do("POST", "/api/v1/auth/register", annaJSON)).ID
	bert := newBrowser(t, env.handler)
	bert.do("POST", "/api/v1/auth/register", `{"name":"Bert","email":"bert@example.nl","phone":"0612345670","password":"Wandelen!2026"}`)

	t.Run("a user edits their own profile, trimmed, without a phone", func(t *testing.T) {
		rec := anna.do("PATCH", "/api/v1/users/me", `{"name":"  Anna Jansen ","email":" anna.jansen@example.nl ","phone":"  "}`)
		u := servertest.Decode[userOut](t, rec)
		if rec.Code != 200 || u.Name != "Anna Jansen" || u.Email != "anna.jansen@example.nl" || u.Phone != nil || u.ID != annaID {
			t.Fatalf("%d %+v", rec.Code, u)
		}
	})
	t.Run("another user's e-mail is refused with 409", func(t *testing.T) {
		rec := anna.do("PATCH", "/api/v1/users/me", `{"name":"Anna","email":"BERT@example.nl"}`)
		if rec.Code != 409 || messageOf(t, rec) != "Dit e-mailadres is al in gebruik" {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
	})
	t.Run("bad input is a 400 with field messages", func(t *testing.T) {
		rec := anna.do("PATCH", "/api/v1/users/me", `{"name":"A","email":"geen-adres"}`)
		errs := fieldErrors(t, rec)
		if rec.Code != 400 || errs["name"] == "" || errs["email"] == "" {
			t.Fatalf("%d %v", rec.Code, errs)
		}
	})
	t.Run("the role cannot be changed", func(t *testing.T) {
		rec := anna.do("PATCH", "/api/v1/users/me", `{"name":"Anna","email":"anna.jansen@example.nl","role":"ADMIN"}`)
		if rec.Code != 400 {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
		if me := servertest.Decode[userOut](t, anna.do("GET", "/api/v1/auth/me", "")); me.Role != "USER" {
			t.Fatalf("role is now %s", me.Role)
		}
	})
	t.Run("an anonymous caller gets 401", func(t *testing.T) {
		rec := newBrowser(t, env.handler).do("PATCH", "/api/v1/users/me", `{"name":"Anna","email":"x@example.nl"}`)
		if rec.Code != 401 {
			t.Fatalf("%d", rec.Code)
		}
	})
	t.Run("a user's edit never touches another account", func(t *testing.T) {
		bert.do("PATCH", "/api/v1/users/me", `{"name":"Bert Bos","email":"bert@example.nl"}`)
		if me := servertest.Decode[userOut](t, anna.do("GET", "/api/v1/auth/me", "")); me.Name != "Anna Jansen" {
			t.Fatalf("Anna's name became %q", me.Name)
		}
	})
}

// TestEveryRouteForEveryCaller calls every shop route as an anonymous visitor, a USER,
// another USER and an ADMIN, and checks that exactly the callers below the route's least
// role are refused by the policy (401 anonymous, 403 logged in).
func TestEveryRouteForEveryCaller(t *testing.T) {
	t.Parallel()
	limits := generousLimits()
	shop := shoptest.Start(t, shoptest.Options{Limits: app.Limits{Auth: &limits}})
	rt, h := shop.Routes, shop.Handler
	now := time.Now()
	issue := func(email, role string) string {
		return shop.Token(t, testdb.User(t, shop.DB, "Klant", email, role), role, now)
	}
	callers := []struct {
		name, role, token string
	}{
		{"anonymous", "anonymous", ""},
		{"a USER", "USER", issue("b1@example.nl", "USER")},
		{"another USER", "USER", issue("b2@example.nl", "USER")},
		{"an ADMIN", "ADMIN", issue("a1@example.nl", "ADMIN")},
	}
	rank := map[string]int{"anonymous": 0, "USER": 1, "ADMIN": 2}
	err := rt.Router.Walk(func(route *mux.Route, _ *mux.Router, _ []*mux.Route) error {
		tmpl, _ := route.GetPathTemplate()
		methods, _ := route.GetMethods()
		path := strings.NewReplacer("{slug}", "een-wandeling", "{id}", "b1", "{paymentId}", "tr_1", "{bookingId}", "b1", "{voucherId}", "v1").Replace(tmpl)
		for _, method := range methods {
			least := expectedRights[method+" "+tmpl]
			for _, c := range callers {
				t.Run(c.name+" "+method+" "+tmpl, func(t *testing.T) {
					rec := client{t: t, handler: h, csrf: true, access: c.token}.do(method, path, "{}")
					var body struct {
						Message string `json:"message"`
					}
					_ = json.Unmarshal(rec.Body.Bytes(), &body)
					refused := body.Message == authz.MsgLoginRequired || body.Message == authz.MsgForbidden
					if wantRefused := rank[c.role] < rank[least]; refused != wantRefused {
						t.Fatalf("refused=%v, want %v (least role %s): %d %s", refused, wantRefused, least, rec.Code, rec.Body)
					}
					if refused && c.role == "anonymous" && rec.Code != 401 || refused && c.role != "anonymous" && rec.Code != 403 {
						t.Fatalf("refusal status %d for %s", rec.Code, c.name)
					}
				})
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestAGuessablePasswordIsRefused: "aaaaaaaa" and "password1" no longer open an account.
func TestAGuessablePasswordIsRefused(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t, generousLimits())
	for _, pw := range []string{"aaaaaaaa", "password1", "Wandelen"} {
		rec := newBrowser(t, env.handler).do("POST", "/api/v1/auth/register",
			`{"name":"Anna de Vries","email":"anna@example.nl","phone":"06 12345678","password":"`+pw+`"}`)
		if rec.Code != 400 || fieldErrors(t, rec)["password"] != "Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander wachtwoord." {
			t.Errorf("%q: %d %s", pw, rec.Code, rec.Body)
		}
	}
	if n := env.userCount(t); n != 0 {
		t.Fatalf("%d accounts made", n)
	}
}

// annaUnderDefaultLimits is an auth env with the default limits on the real clock, and
// the browser in which Anna registered.
func annaUnderDefaultLimits(t *testing.T) (*authEnv, *browser) {
	t.Helper()
	env := newAuthEnv(t, api.DefaultAuthLimits(1))
	env.now = time.Now()
	owner := newBrowser(t, env.handler)
	if rec := owner.do("POST", "/api/v1/auth/register", annaJSON); rec.Code != 201 {
		t.Fatalf("register: %d %s", rec.Code, rec.Body)
	}
	return env, owner
}

// TestAStrangerCannotLockTheOwnerOut: wrong passwords from one client use up that
// client's allowance for the address, not the owner's.
func TestAStrangerCannotLockTheOwnerOut(t *testing.T) {
	t.Parallel()
	env, owner := annaUnderDefaultLimits(t)
	stranger := newBrowser(t, env.handler)
	stranger.ip = "203.0.113.7"
	for range 6 {
		stranger.login("anna@example.nl", "fout-fout")
	}
	if rec := stranger.login("anna@example.nl", "fout-fout"); rec.Code != http.StatusTooManyRequests {
		t.Fatalf("the stranger's 7th guess: %d, want 429", rec.Code)
	}
	owner.ip = "198.51.100.20"
	if rec := owner.login("anna@example.nl", "Wandelen!2026"); rec.Code != 200 {
		t.Fatalf("the owner after the stranger's guesses: %d %s", rec.Code, rec.Body)
	}
}

// TestManyStrangersCannotLockTheOwnerOut: wrong passwords from many addresses use up the
// account's allowance for strangers, but the owner's right password from a browser that
// logged in to the account before still opens it, logged out or not; a browser that never
// did still waits, so the guessing stays slow.
func TestManyStrangersCannotLockTheOwnerOut(t *testing.T) {
	t.Parallel()
	env, owner := annaUnderDefaultLimits(t)
	if rec := owner.login("anna@example.nl", "Wandelen!2026"); rec.Code != 200 {
		t.Fatalf("login: %d %s", rec.Code, rec.Body)
	}
	if rec := owner.do("POST", "/api/v1/auth/logout", ""); rec.Code != 204 {
		t.Fatalf("logout: %d", rec.Code)
	}
	for i := range 11 {
		stranger := newBrowser(t, env.handler)
		stranger.ip = "203.0.113." + strconv.Itoa(10+i)
		for range 5 {
			stranger.login("anna@example.nl", "fout-fout")
		}
	}
	elsewhere := newBrowser(t, env.handler)
	elsewhere.ip = "198.51.100.30"
	if rec := elsewhere.login("anna@example.nl", "Wandelen!2026"); rec.Code != http.StatusTooManyRequests {
		t.Fatalf("a browser that never logged in, after 55 wrong guesses: %d, want 429", rec.Code)
	}
	owner.ip = "198.51.100.20"
	if rec := owner.login("ANNA@example.nl", "Wandelen!2026"); rec.Code != 200 {
		t.Fatalf("the owner on her own browser after 55 wrong guesses: %d %s", rec.Code, rec.Body)
	}
}

// TestLogoutEndsTheAccessTokenAtOnce: a copy of the access cookie taken before logout
// (another tab, a stolen cookie) no longer works after it, though the token has not expired.
func TestLogoutEndsTheAccessTokenAtOnce(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t, generousLimits())
	env.now = time.Now()
	b := newBrowser(t, env.handler)
	if rec := b.do("POST", "/api/v1/auth/register", annaJSON); rec.Code != 201 {
		t.Fatalf("register: %d %s", rec.Code, rec.Body)
	}
	copied := b.cookies[auth.AccessCookie]
	if rec := b.do("GET", "/api/v1/auth/me", ""); rec.Code != 200 {
		t.Fatalf("me before logout: %d", rec.Code)
	}
	if rec := b.do("POST", "/api/v1/auth/logout", ""); rec.Code != 200 && rec.Code != 204 {
		t.Fatalf("logout: %d %s", rec.Code, rec.Body)
	}
	b.cookies[auth.AccessCookie] = copied
	for _, call := range [][3]string{{"GET", "/api/v1/auth/me", ""}, {"GET", "/api/v1/bookings/my", ""},
		{"PATCH", "/api/v1/users/me", `{"name":"Anna","email":"anna@example.nl","phone":"0612345678"}`}} {
		if rec := b.do(call[0], call[1], call[2]); rec.Code != 401 {
			t.Errorf("%s %s with the old access cookie: %d %s, want 401", call[0], call[1], rec.Code, rec.Body)
		}
	}
}
