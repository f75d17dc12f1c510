// Package routing is the BFF's route table: which service answers which API call.
package routing

import (
	"strings"

	"wandelwijs.nl/platform/rules"
)

// Service names a backend the BFF forwards to.
type Service string

// The backends.
const (
	Shop  Service = "shop"
	Admin Service = "admin"
)

// Route sends API calls whose method and path match to a service. Method "" matches
// any method, so the service itself answers 405. In Path, "{x}" matches one segment and
// a final "*" one or more.
type Route struct {
	Method  string
	Path    string
	Service Service
}

// Table is the route table under /api/v1: public and customer calls go to the shop,
// the organisers' calls to the admin service. The first match wins; a method is named
// only where the specs give one path to both (GET /bookings lists them for the
// organisers, POST /bookings books one).
var Table = []Route{
	{"", "/auth/*", Shop},
	{"", "/site", Shop},

	{"", "/walks/admin", Admin},
	{"", "/walks/admin/*", Admin},
	{"", "/walks", Shop},
	{"", "/walks/{slug}", Shop},
	{"", "/media/{name}", Shop},
	{"", "/agenda.ics", Shop},
	{"", "/agenda/{token}", Shop},
	{"", "/walks/{slug}/waitlist", Shop},
	{"", "/waitlist/*", Shop},

	{"GET", "/bookings", Admin},
	{"", "/bookings", Shop},
	{"", "/bookings/*", Shop},

	{"", "/manage/*", Shop},
	{"", "/payments/*", Shop},
	{"", "/quotes/*", Shop},

	{"", "/vouchers", Admin},
	{"", "/vouchers/*", Shop},

	{"", "/users/me", Shop},
	{"", "/users/me/export", Shop},
	{"", "/users/me/password-check", Shop},
	{"", "/users", Admin},
	{"", "/users/{id}", Admin},

	{"GET", "/custom-walks", Admin},
	{"", "/custom-walks", Shop},
	{"", "/custom-walks/*", Admin},
	{"", "/feest", Shop},
	{"", "/feest/admin/*", Admin},
	{"", "/contact", Shop},

	{"", "/admin/*", Admin},
	{"", "/dev/*", Shop},
}

// Outside are the public paths outside /api/v1 that a service answers: the BFF forwards
// each GET as the API call /api/v1 + path (the walks' images, the calendar feeds).
var Outside = []string{"/media/{name}", "/agenda.ics", "/agenda/{token}"}

// Uploads are the API calls whose body is a file, allowed a body up to UploadBytes.
var Uploads = []Route{{"POST", "/walks/admin/{id}/image", Admin}, {"POST", "/walks/admin/{id}/guide-photo", Admin}}

// UploadBytes bounds an upload's body: the largest image a walk takes plus the form around it.
var UploadBytes = int64(rules.All.Image.MaxMegabytes)<<20 + 64<<10

// IsUpload tells whether an API call (path relative to /api/v1) is an upload.
func IsUpload(method, path string) bool {
	for _, r := range Uploads {
		if r.Method == method && PathMatches(r.Path, path) {
			return true
		}
	}
	return false
}

// Match returns the service for an API call (path relative to /api/v1).
func Match(method, path string) (Service, bool) {
	for _, r := range Table {
		if (r.Method == "" || r.Method == method) && PathMatches(r.Path, path) {
			return r.Service, true
		}
	}
	return "", false
}

// PathMatches tells whether path fits pattern ("{x}" one segment, a final "*" one or more).
// It walks both a segment at a time, allocating nothing: the BFF asks it for every call.
func PathMatches(pattern, path string) bool {
	pattern, path = strings.Trim(pattern, "/"), strings.Trim(path, "/")
	pathLeft := true
	for {
		p, patternRest, patternMore := strings.Cut(pattern, "/")
		var x string
		pathMore := false
		if pathLeft {
			x, path, pathMore = strings.Cut(path, "/")
		}
		if p == "*" {
			return !patternMore && pathLeft && x != ""
		}
		if !pathLeft || x == "" || (p != x && !(strings.HasPrefix(p, "{") && strings.HasSuffix(p, "}"))) {
			return false
		}
		if !patternMore {
			return !pathMore
		}
		pathLeft, pattern = pathMore, patternRest
	}
}
