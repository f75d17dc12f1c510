package arch

import (
	"strings"
	"testing"
	"time"

	"github.com/gorilla/mux"

	adminapi "wandelwijs.nl/admin/api"
	"wandelwijs.nl/bff/routing"
	"wandelwijs.nl/platform/authz"
	shopapi "wandelwijs.nl/shop/api"
)

// serviceRoute is one method and path a service's router answers, relative to /api/v1.
type serviceRoute struct {
	service      routing.Service
	method, path string
}

// serviceRoutes walks the real routers of the shop (with its development routes) and
// the admin service.
func serviceRoutes(t *testing.T) []serviceRoute {
	t.Helper()
	load := func(name string) *authz.Enforcer {
		en, err := authz.Load(name, "")
		if err != nil {
			t.Fatal(err)
		}
		return en
	}
	routers := map[routing.Service]*mux.Router{
		routing.Shop:  shopapi.Routes(shopapi.Deps{Enforcer: load("shop"), Now: time.Now, Development: true}).Router,
		routing.Admin: adminapi.Routes(adminapi.Deps{Enforcer: load("admin"), Now: time.Now}).Router,
	}
	var out []serviceRoute
	for svc, r := range routers {
		err := r.Walk(func(route *mux.Route, _ *mux.Router, _ []*mux.Route) error {
			tmpl, err := route.GetPathTemplate()
			if err != nil {
				return nil
			}
			methods, err := route.GetMethods()
			if err != nil {
				return nil
			}
			path, ok := strings.CutPrefix(tmpl, "/api/v1")
			if !ok {
				t.Errorf("%s route %s is outside /api/v1", svc, tmpl)
			}
			for _, m := range methods {
				out = append(out, serviceRoute{svc, m, path})
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// concrete turns a route template into a path it answers ({id} → one segment).
func concrete(tmpl string) string {
	segs := strings.Split(tmpl, "/")
	for i, s := range segs {
		if strings.HasPrefix(s, "{") {
			segs[i] = "x"
		}
	}
	return strings.Join(segs, "/")
}

// reachable reports the service routes the BFF sends elsewhere or nowhere.
func unreachable(table []routing.Route, routes []serviceRoute) []string {
	var problems []string
	for _, r := range routes {
		got, ok := match(table, r.method, concrete(r.path))
		if !ok || got != r.service {
			problems = append(problems, string(r.service)+" route "+r.method+" "+r.path+" reaches "+string(got)+" through the BFF")
		}
	}
	return problems
}

// deadEnds reports BFF routes that lead to no route of their service.
func deadEnds(table []routing.Route, routes []serviceRoute) []string {
	var problems []string
	for _, b := range table {
		found := false
		for _, r := range routes {
			if r.service == b.Service && (b.Method == "" || b.Method == r.method) && routing.PathMatches(b.Path, concrete(r.path)) {
				found = true
				break
			}
		}
		if !found {
			problems = append(problems, "BFF route "+b.Method+" "+b.Path+" → "+string(b.Service)+" reaches no route of that service")
		}
	}
	return problems
}

// match is routing.Match over a given table.
func match(table []routing.Route, method, path string) (routing.Service, bool) {
	for _, r := range table {
		if (r.Method == "" || r.Method == method) && routing.PathMatches(r.Path, path) {
			return r.Service, true
		}
	}
	return "", false
}

func TestEveryServiceRouteIsReachableThroughTheBFF(t *testing.T) {
	routes := serviceRoutes(t)
	if len(routes) < 40 {
		t.Fatalf("only %d service routes found", len(routes))
	}
	for _, p := range unreachable(routing.Table, routes) {
		t.Error(p)
	}
	// routing.Match is the table walk the BFF runs.
	for _, r := range routes {
		got, _ := routing.Match(r.method, concrete(r.path))
		want, _ := match(routing.Table, r.method, concrete(r.path))
		if got != want {
			t.Errorf("%s %s: routing.Match says %s, the table %s", r.method, r.path, got, want)
		}
	}
}

func TestEveryBFFRouteReachesARoute(t *testing.T) {
	for _, p := range deadEnds(routing.Table, serviceRoutes(t)) {
		t.Error(p)
	}
}

// The checks can fail: a table that sends a shop route to the admin service, and one
// with a route to nowhere, are both reported.
func TestRouteChecksCatchABrokenTable(t *testing.T) {
	routes := []serviceRoute{{routing.Shop, "GET", "/walks/{slug}"}, {routing.Admin, "GET", "/walks/admin/all"}}
	wrong := []routing.Route{{Path: "/walks/*", Service: routing.Admin}}
	if got := unreachable(wrong, routes); len(got) != 1 {
		t.Errorf("misrouted shop route: %v", got)
	}
	dead := []routing.Route{{Path: "/walks/admin/*", Service: routing.Admin}, {Path: "/walks/{slug}", Service: routing.Shop}, {Path: "/nergens", Service: routing.Shop}}
	if got := deadEnds(dead, routes); len(got) != 1 || !strings.Contains(got[0], "/nergens") {
		t.Errorf("dead end: %v", got)
	}
}
