// Package servertest calls a service's routes for the services' tests: one call as the
// SPAs make it (Caller), and every route of a router with fuzzed input.
package servertest

import (
	"bytes"

	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"sort"
	"testing"

	"github.com/gorilla/mux"

	"wandelwijs.nl/platform/server"
)

// Route is one method on one path template.
type Route struct{ Method, Template string }

func (r Route) String() string { return r.Method + " " + r.Template }

// Routes lists every method and path template of rt, sorted.
func Routes(t testing.TB, rt server.Routes) []Route {
	t.Helper()
	var routes []Route
	err := rt.Router.Walk(func(route *mux.Route, _ *mux.Router, _ []*mux.Route) error {
		tmpl, err := route.GetPathTemplate()
		if err != nil {
			return err
		}
		methods, err := route.GetMethods()
		if err != nil {
			return err
		}
		for _, m := range methods {
			routes = append(routes, Route{m, tmpl})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(routes, func(i, j int) bool { return routes[i].String() < routes[j].String() })
	return routes
}

var pathVar = regexp.MustCompile(`\{[^}]+\}`)

// Request is a call of route with every path variable set to param (escaped into one
// segment), the raw query and body as given.
func Request(route Route, param, query string, body []byte) *http.Request {
	path := pathVar.ReplaceAllLiteralString(route.Template, param)
	raw := pathVar.ReplaceAllLiteralString(route.Template, url.PathEscape(param))
	req := httptest.NewRequest(route.Method, "/", bytes.NewReader(body))
	req.URL = &url.URL{Path: path, RawPath: raw, RawQuery: query}
	req.RequestURI = req.URL.RequestURI()
	req.Header.Set("Content-Type", "application/json")
	return req
}

// The inputs every route is tried with before any fuzzing: the ones that once answered 500.
var (
	seedParams  = []string{"x", "8a1c2b9e-0000-4000-8000-000000000000", "\x00", "%zz", "a\u202eb", string(bytes.Repeat([]byte("9"), 400))}
	seedQueries = []string{"", `range=[0,9223372036854775807]`, `sort=["id","ASC"]&range=[5,1]`, `filter={"q":"\u0000"}`,
		"skip=-1&take=99999999999999999999", "filter=%00&sort=[", `sort=["name;drop","DESC"]&filter={"status":["x"]}`}
	seedBodies = []string{`{}`, `[]`, `null`, `{"qty":1e400,"name":"\u0000"}`, `{"role":"ADMIN","email":"a@b.nl","password":"x"}`,
		`{"status":"NIEUW","priceCents":-9223372036854775808,"dateStart":"9999-99-99"}`, `{"walkSlug":"` + string(bytes.Repeat([]byte("a"), 5000)) + `"}`, "\xff\xfe"}
)

// FuzzEveryRoute calls the routes with fuzzed path parameters, queries and bodies through
// serve, and fails on any answer of 500 or above: nothing a caller sends may break a
// service. The seeds give every route each of the inputs above.
func FuzzEveryRoute(f *testing.F, routes []Route, serve func(*http.Request) int) {
	for i := range routes {
		for j := range max(len(seedParams), len(seedQueries), len(seedBodies)) {
			f.Add(uint16(i), seedParams[j%len(seedParams)], seedQueries[j%len(seedQueries)], []byte(seedBodies[j%len(seedBodies)]))
		}
	}
	f.Fuzz(func(t *testing.T, n uint16, param, query string, body []byte) {
		route := routes[int(n)%len(routes)]
		if code := serve(Request(route, param, query, body)); code >= 500 {
			t.Fatalf("%s with param %q, query %q, body %q answered %d", route, param, query, body, code)
		}
	})
}
