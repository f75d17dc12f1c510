package api_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/admin/api"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/server"
	"wandelwijs.nl/policies"
)

func newEnforcer(t *testing.T) *authz.Enforcer {
	t.Helper()
	m, p, err := policies.Files("")
	if err != nil {
		t.Fatal(err)
	}
	en, err := authz.New("admin", m, p)
	if err != nil {
		t.Fatal(err)
	}
	return en
}

// adminRoutes is the audit table: every admin route is for ADMIN only.
var adminRoutes = []string{
	"GET /api/v1/bookings",
	"GET /api/v1/admin/database/export",
	"GET /api/v1/walks/admin/all",
	"GET /api/v1/walks/admin",
	"POST /api/v1/walks/admin",
	"GET /api/v1/walks/admin/{id}",
	"PUT /api/v1/walks/admin/{id}",
	"DELETE /api/v1/walks/admin/{id}",
	"GET /api/v1/users",
	"POST /api/v1/users",
	"GET /api/v1/users/{id}",
	"PATCH /api/v1/users/{id}",
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

func TestOnlyAdminsPass(t *testing.T) {
	key := []byte("test-key-test-key-test-key-test-key")
	h := server.Handler(api.Routes(api.Deps{Enforcer: newEnforcer(t)}), auth.NewTokens(key))
	token := func(id, role string) string {
		tok, err := auth.NewTokens(key).Issue(auth.Claims{UserID: id, Role: role}, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		return tok
	}
	callers := []struct {
		name, token string
		want        int
	}{
		{"anonymous", "", http.StatusUnauthorized},
		{"USER", token("00000000-0000-0000-0000-000000000001", "USER"), http.StatusForbidden},
		{"another USER", token("00000000-0000-0000-0000-000000000002", "USER"), http.StatusForbidden},
		{"ADMIN", token("00000000-0000-0000-0000-000000000009", "ADMIN"), http.StatusNotImplemented},
	}
	for _, route := range adminRoutes {
		method, path, _ := strings.Cut(route, " ")
		path = strings.NewReplacer("{id}", "00000000-0000-0000-0000-000000000001").Replace(path)
		for _, c := range callers {
			t.Run(c.name+" "+route, func(t *testing.T) {
				req := httptest.NewRequest(method, path, strings.NewReader("{}"))
				req.AddCookie(&http.Cookie{Name: auth.CSRFCookie, Value: "tok"})
				req.Header.Set(auth.CSRFHeader, "tok")
				if c.token != "" {
					req.AddCookie(&http.Cookie{Name: auth.AccessCookie, Value: c.token})
				}
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				if rec.Code != c.want {
					t.Fatalf("status %d, want %d", rec.Code, c.want)
				}
			})
		}
	}
}
