package routing

import (
	"strings"
	"testing"
)

// splitMatches is PathMatches as the rule reads, over the split segments: the oracle the
// allocation-free walk is held to.
func splitMatches(pattern, path string) bool {
	ps := strings.Split(strings.Trim(pattern, "/"), "/")
	xs := strings.Split(strings.Trim(path, "/"), "/")
	for i, p := range ps {
		if p == "*" {
			return i == len(ps)-1 && len(xs) > i && xs[i] != ""
		}
		if i >= len(xs) || xs[i] == "" {
			return false
		}
		if !(strings.HasPrefix(p, "{") && strings.HasSuffix(p, "}")) && p != xs[i] {
			return false
		}
	}
	return len(xs) == len(ps)
}

func FuzzPathMatches(f *testing.F) {
	paths := []string{"", "/", "/walks", "/walks/", "/walks/x", "/walks//x", "/walks/x/y", "/walks/admin/7/cancel",
		"/auth", "/auth/login", "/auth/a/b", "/manage/tok/ics", "//", "/users/me/export"}
	for _, r := range Table {
		for _, p := range paths {
			f.Add(r.Path, p)
		}
	}
	f.Fuzz(func(t *testing.T, pattern, path string) {
		if got, want := PathMatches(pattern, path), splitMatches(pattern, path); got != want {
			t.Errorf("PathMatches(%q, %q) = %v, the rule says %v", pattern, path, got, want)
		}
	})
}

func TestMatchAllocatesNothing(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { Match("GET", "/walks/some-walk/waitlist") }); n != 0 {
		t.Errorf("Match allocates %v times a call", n)
	}
}

// The organisers' paths (an /admin segment) all go to the admin service: no line of the
// table sends one to the shop because of where a job or a mail happens to be wired.
func TestEveryOrganiserPathGoesToTheAdminService(t *testing.T) {
	organiser := 0
	for _, r := range Table {
		if strings.HasPrefix(r.Path, "/admin") || strings.Contains(r.Path, "/admin/") || strings.HasSuffix(r.Path, "/admin") {
			organiser++
			if r.Service != Admin {
				t.Errorf("%s %s goes to %s, want the admin service", r.Method, r.Path, r.Service)
			}
		}
	}
	if organiser < 3 {
		t.Fatalf("found %d organiser lines; the test looks at the wrong paths", organiser)
	}
	for _, path := range []string{"/walks/admin/7/cancel", "/walks/admin/7/message", "/walks/admin/7/waitlist", "/admin/bookings/7/cancel", "/admin/bookings/7/move"} {
		if s, _ := Match("POST", path); s != Admin {
			t.Errorf("POST %s goes to %s, want the admin service", path, s)
		}
	}
}
