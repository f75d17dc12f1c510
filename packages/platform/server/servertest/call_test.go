package servertest_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/server/servertest"
)

// seen is what echo saw of a request.
type seen struct {
	Method, Path, Body, ContentType, Access, CSRFCookie, CSRFHeader string
}

// echo answers with what it saw of the request, and a header of its own.
var echo = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s := seen{Method: r.Method, Path: r.URL.Path, Body: string(body), ContentType: r.Header.Get("Content-Type"),
		CSRFHeader: r.Header.Get(auth.CSRFHeader)}
	if ck, err := r.Cookie(auth.AccessCookie); err == nil {
		s.Access = ck.Value
	}
	if ck, err := r.Cookie(auth.CSRFCookie); err == nil {
		s.CSRFCookie = ck.Value
	}
	w.Header().Set("Content-Range", "echo 0-0/1")
	w.WriteHeader(http.StatusTeapot)
	_ = json.NewEncoder(w).Encode(s)
})

func TestACallerSendsItsCookiesAndTheCSRFPair(t *testing.T) {
	srv := httptest.NewServer(echo)
	defer srv.Close()
	c := servertest.Caller{Access: "tok", CSRF: "c"}
	sent := seen{Method: "PUT", Path: "/api/x", Body: `{"a":1}`, ContentType: "application/json", Access: "tok", CSRFCookie: "c", CSRFHeader: "c"}
	applied := seen{Method: "PUT", Path: "/api/x", Access: "tok", CSRFCookie: "c", CSRFHeader: "c"}
	for _, tc := range []struct {
		name string
		rec  *httptest.ResponseRecorder
		want seen
	}{
		{"served", servertest.Serve(echo, c.Request("PUT", "/api/x", `{"a":1}`)), sent},
		{"sent", servertest.Send(t, c.Request("PUT", srv.URL+"/api/x", `{"a":1}`)), sent},
		{"applied", servertest.Serve(echo, c.Apply(httptest.NewRequest("PUT", "/api/x", nil))), applied},
	} {
		got := servertest.Decode[seen](t, tc.rec)
		if got != tc.want || tc.rec.Code != http.StatusTeapot || tc.rec.Header().Get("Content-Range") != "echo 0-0/1" {
			t.Errorf("%s: %d %v, saw %+v, want %+v", tc.name, tc.rec.Code, tc.rec.Header(), got, tc.want)
		}
	}
	if got := servertest.Decode[seen](t, servertest.Serve(echo, servertest.Caller{}.Request("GET", "/", ""))); got.Access != "" || got.CSRFCookie != "" || got.CSRFHeader != "" {
		t.Errorf("an anonymous caller without CSRF sent %+v", got)
	}
}
