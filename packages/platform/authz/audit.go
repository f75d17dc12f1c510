package authz

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/gorilla/mux"

	"wandelwijs.nl/platform/auth"
)

// Roles from least to most privileged.
var Roles = []string{auth.Anonymous, "USER", "ADMIN"}

// Audit compares a router with the policy and with expected, which maps "METHOD template"
// to the least role that may call it. It returns one line per problem: a route no policy
// line covers, a route whose least role differs from expected, a route missing from
// expected, and a policy line no route uses. A service's policy test fails on any of them.
func Audit(router *mux.Router, en *Enforcer, expected map[string]string) ([]string, error) {
	type route struct{ method, tmpl string }
	var routes []route
	err := router.Walk(func(r *mux.Route, _ *mux.Router, _ []*mux.Route) error {
		tmpl, err := r.GetPathTemplate()
		if err != nil {
			return nil
		}
		methods, err := r.GetMethods()
		if err != nil {
			return fmt.Errorf("route %s has no methods: every route must name its methods", tmpl)
		}
		for _, m := range methods {
			routes = append(routes, route{m, tmpl})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}

	var problems []string
	seen := map[string]bool{}
	for _, rt := range routes {
		key := rt.method + " " + rt.tmpl
		seen[key] = true
		least := ""
		for _, role := range Roles {
			ok, err := en.Allowed(role, rt.tmpl, rt.method)
			if err != nil {
				return nil, err
			}
			if ok {
				least = role
				break
			}
		}
		want, listed := expected[key]
		switch {
		case least == "":
			problems = append(problems, "no policy line covers "+key)
		case !listed:
			problems = append(problems, fmt.Sprintf("%s is not in the expected table (policy allows %s)", key, least))
		case least != want:
			problems = append(problems, fmt.Sprintf("%s: policy allows %s, expected %s", key, least, want))
		}
	}
	for key := range expected {
		if !seen[key] {
			problems = append(problems, "expected route "+key+" is not on the router")
		}
	}

	rules, err := en.Rules()
	if err != nil {
		return nil, err
	}
	for _, rule := range rules {
		re, err := regexp.Compile(rule.Methods)
		if err != nil {
			return nil, fmt.Errorf("policy %s %s: %w", rule.Template, rule.Methods, err)
		}
		for _, m := range strings.Split(strings.Trim(rule.Methods, "^$()"), "|") {
			if !re.MatchString(m) {
				continue
			}
			used := false
			for _, rt := range routes {
				if rt.method == m && rt.tmpl == rule.Template {
					used = true
					break
				}
			}
			if !used {
				problems = append(problems, fmt.Sprintf("policy line %s %s %s matches no route", rule.Role, m, rule.Template))
			}
		}
	}
	sort.Strings(problems)
	return problems, nil
}
