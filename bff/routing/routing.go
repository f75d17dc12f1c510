// Package routing is the BFF's route table: which service answers which API call, and
// the route template the call fits. It is read from the policy (policies/policy.csv),
// which names every route of both services with the service that answers it and which
// both services' routers are held to, so the BFF routes by the one table the services
// answer by.
package routing

import (
	"strings"

	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/policies"
)

// Service names a backend the BFF forwards to.
type Service string

// The backends.
const (
	Shop  Service = "shop"
	Admin Service = "admin"
)

// route is one API route of the policy: its template (/api/v1/…), the service that
// answers it, the methods the policy allows on it, and how many of its segments are
// literal.
type route struct {
	template string
	service  Service
	methods  []string
	literals int
}

// routes are the policy's routes; byHead are they by their first segment after /api/v1
// (a placeholder's under ""), so a call is compared with the few routes of its own head.
var routes, byHead = policyRoutes()

// policyRoutes reads the routes of the policy's rules ("p, role, service, template,
// ^(GET|POST)$"), a template's methods joined over its roles.
func policyRoutes() ([]*route, map[string][]*route) {
	_, text, err := policies.Files("")
	if err != nil {
		panic("routing: the embedded policy: " + err.Error())
	}
	var all []*route
	seen := map[string]*route{}
	for line := range strings.Lines(text) {
		fields := strings.Split(line, ",")
		if len(fields) != 5 || strings.TrimSpace(fields[0]) != "p" {
			continue
		}
		svc, tmpl := Service(strings.TrimSpace(fields[2])), strings.TrimSpace(fields[3])
		methods := strings.Split(strings.Trim(strings.TrimSpace(fields[4]), "^$()"), "|")
		key := string(svc) + " " + tmpl
		if r, ok := seen[key]; ok {
			r.methods = append(r.methods, methods...)
			continue
		}
		r := &route{template: tmpl, service: svc, methods: methods, literals: literalSegments(tmpl)}
		seen[key] = r
		all = append(all, r)
	}
	by := map[string][]*route{}
	for _, r := range all {
		h := head(r.template)
		if strings.Contains(h, "{") {
			h = ""
		}
		by[h] = append(by[h], r)
	}
	return all, by
}

// head is path's first segment after /api/v1/.
func head(path string) string {
	h, _, _ := strings.Cut(strings.TrimPrefix(path, "/api/v1/"), "/")
	return h
}

func literalSegments(tmpl string) int {
	n := 0
	for seg := range strings.SplitSeq(tmpl, "/") {
		if !strings.Contains(seg, "{") {
			n++
		}
	}
	return n
}

// Find returns the template and the service of the API call method path (/api/v1/…): of
// the routes path fits, the one with the most literal segments (/bookings/my before
// /bookings/{bookingId}), and of one template two services answer (GET /bookings lists
// them for the organisers, POST /bookings books one) the one that allows method. A
// method no service allows on the path goes to a service that has it, which answers 405.
// It allocates nothing: the BFF asks it for every call.
func Find(method, path string) (template string, svc Service, ok bool) {
	var best *route
	bestScore := -1
	for _, candidates := range [2][]*route{byHead[head(path)], byHead[""]} {
		for _, r := range candidates {
			if !httpx.RouteFits(r.template, path) {
				continue
			}
			score := 2 * r.literals
			for _, m := range r.methods {
				if m == method {
					score++
					break
				}
			}
			if score > bestScore {
				best, bestScore = r, score
			}
		}
	}
	if best == nil {
		return "", "", false
	}
	return best.template, best.service, true
}

// Templates returns the template of every API call the services answer (/api/v1/…).
func Templates() []string {
	out := make([]string, 0, len(routes))
	seen := map[string]bool{}
	for _, r := range routes {
		if !seen[r.template] {
			seen[r.template] = true
			out = append(out, r.template)
		}
	}
	return out
}

// Outside are the public paths outside /api/v1 that a service answers: the BFF forwards
// each GET as the API call /api/v1 + path (the walks' images, the calendar feeds).
var Outside = []string{"/media/{name}", "/agenda.ics", "/agenda/{token}"}

// uploads are the API calls whose body is a file, allowed a body up to UploadBytes.
var uploads = []string{"/api/v1/walks/admin/{id}/image", "/api/v1/walks/admin/{id}/guide-photo"}

// UploadBytes bounds an upload's body: the largest image a walk takes plus the form around it.
var UploadBytes = int64(rules.All.Image.MaxMegabytes)<<20 + 64<<10

// IsUpload tells whether the API call method path (/api/v1/…) is an upload.
func IsUpload(method, path string) bool {
	if method != "POST" {
		return false
	}
	for _, u := range uploads {
		if httpx.RouteFits(u, path) {
			return true
		}
	}
	return false
}
