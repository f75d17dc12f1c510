package routing

import (
	"strings"
	"testing"
)

func TestFindAllocatesNothing(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { Find("GET", "/api/v1/walks/some-walk") }); n != 0 {
		t.Errorf("Find allocates %v times a call", n)
	}
}

// Of the templates a path fits the most literal wins, and of one template two services
// answer, the one that allows the method.
func TestACallGoesToTheRouteItFitsBest(t *testing.T) {
	for _, c := range []struct {
		method, path, template string
		svc                    Service
	}{
		{"GET", "/api/v1/bookings/my", "/api/v1/bookings/my", Shop},
		{"GET", "/api/v1/bookings/3f1c", "/api/v1/bookings/{bookingId}", Shop},
		{"GET", "/api/v1/bookings", "/api/v1/bookings", Admin},
		{"POST", "/api/v1/bookings", "/api/v1/bookings", Shop},
		{"GET", "/api/v1/custom-walks", "/api/v1/custom-walks", Admin},
		{"POST", "/api/v1/custom-walks", "/api/v1/custom-walks", Shop},
		{"GET", "/api/v1/walks/admin/all", "/api/v1/walks/admin/all", Admin},
		{"GET", "/api/v1/walks/boswandeling", "/api/v1/walks/{slug}", Shop},
		{"GET", "/api/v1/manage/tok/invoices/inv.pdf", "/api/v1/manage/{token}/invoices/{id}.pdf", Shop},
		{"GET", "/api/v1/agenda/tok.ics", "/api/v1/agenda/{token}.ics", Shop},
		// A method the route does not allow goes to its service, which answers 405.
		{"DELETE", "/api/v1/walks/boswandeling", "/api/v1/walks/{slug}", Shop},
	} {
		tmpl, svc, ok := Find(c.method, c.path)
		if !ok || tmpl != c.template || svc != c.svc {
			t.Errorf("%s %s: %s %s %v, want %s %s", c.method, c.path, tmpl, svc, ok, c.template, c.svc)
		}
	}
	for _, path := range []string{"/api/v1/nergens", "/api/v1/walks/a/b/c", "/api/v1/", "/api/v1/bookings//x"} {
		if tmpl, svc, ok := Find("GET", path); ok {
			t.Errorf("GET %s: %s %s, want no route", path, tmpl, svc)
		}
	}
}

// The organisers' routes (an /admin segment) all go to the admin service: no line of the
// policy sends one to the shop because of where a job or a mail happens to be wired.
func TestEveryOrganiserRouteGoesToTheAdminService(t *testing.T) {
	organiser := 0
	for _, r := range routes {
		if strings.Contains(r.template+"/", "/admin/") {
			organiser++
			if r.service != Admin {
				t.Errorf("%s goes to %s, want the admin service", r.template, r.service)
			}
		}
	}
	if organiser < 10 {
		t.Fatalf("found %d organiser routes; the test looks at the wrong paths", organiser)
	}
}

func TestAnUploadIsAPostOfAnImage(t *testing.T) {
	for path, want := range map[string]bool{
		"/api/v1/walks/admin/3f1c/image": true, "/api/v1/walks/admin/3f1c/guide-photo": true,
		"/api/v1/walks/admin/3f1c": false, "/api/v1/walks/admin/3f1c/image/x": false,
	} {
		if got := IsUpload("POST", path); got != want {
			t.Errorf("POST %s: upload %v, want %v", path, got, want)
		}
	}
	if IsUpload("GET", "/api/v1/walks/admin/3f1c/image") {
		t.Error("a GET is no upload")
	}
}
