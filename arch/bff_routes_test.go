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

// concrete turns a route template into a path it answers ({id} → one segment, {id}.pdf
// → one segment ending in .pdf).
func concrete(tmpl string) string {
	segs := strings.Split(tmpl, "/")
	for i, s := range segs {
		if open := strings.Index(s, "{"); open >= 0 {
			segs[i] = s[:open] + "x" + s[strings.Index(s, "}")+1:]
		}
	}
	return strings.Join(segs, "/")
}

// misrouted reports the service routes the BFF's find sends elsewhere, nowhere or by
// another template.
func misrouted(find func(method, path string) (string, routing.Service, bool), routes []serviceRoute) []string {
	var problems []string
	for _, r := range routes {
		tmpl, got, ok := find(r.method, "/api/v1"+concrete(r.path))
		if !ok || got != r.service || tmpl != "/api/v1"+r.path {
			problems = append(problems, string(r.service)+" route "+r.method+" "+r.path+" reaches "+string(got)+" "+tmpl+" through the BFF")
		}
	}
	return problems
}

func TestEveryServiceRouteIsReachableThroughTheBFF(t *testing.T) {
	routes := serviceRoutes(t)
	if len(routes) < 80 {
		t.Fatalf("only %d service routes found", len(routes))
	}
	for _, p := range misrouted(routing.Find, routes) {
		t.Error(p)
	}
}

// Every template the BFF routes by is a route of the service it names.
func TestEveryBFFRouteReachesARoute(t *testing.T) {
	answered := map[string]bool{}
	for _, r := range serviceRoutes(t) {
		answered["/api/v1"+r.path] = true
	}
	for _, tmpl := range routing.Templates() {
		if !answered[tmpl] {
			t.Errorf("the BFF routes %s, which no service answers", tmpl)
		}
	}
}

// The check can fail: a find that sends a shop route to the admin service is reported.
func TestTheRouteCheckCatchesAMisroute(t *testing.T) {
	routes := []serviceRoute{{routing.Shop, "GET", "/walks/{slug}"}, {routing.Admin, "GET", "/walks/admin/all"}}
	allAdmin := func(method, path string) (string, routing.Service, bool) {
		tmpl, _, ok := routing.Find(method, path)
		return tmpl, routing.Admin, ok
	}
	if got := misrouted(allAdmin, routes); len(got) != 1 || !strings.Contains(got[0], "/walks/{slug}") {
		t.Errorf("misrouted shop route: %v", got)
	}
}
