package servertest

import (
	"encoding/csv"
	"encoding/json"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"wandelwijs.nl/platform/auth"
)

// Caller sends requests the way the SPAs do: a JSON body, the access token cookie, and
// the CSRF cookie with its value repeated in the header.
type Caller struct {
	Access string // the access token cookie; "" sends none
	CSRF   string // the CSRF cookie and header; "" sends neither
}

// Apply adds c's cookies and CSRF header to req and returns it.
func (c Caller) Apply(req *http.Request) *http.Request {
	if c.Access != "" {
		req.AddCookie(&http.Cookie{Name: auth.AccessCookie, Value: c.Access})
	}
	if c.CSRF != "" {
		req.AddCookie(&http.Cookie{Name: auth.CSRFCookie, Value: c.CSRF})
		req.Header.Set(auth.CSRFHeader, c.CSRF)
	}
	return req
}

// Request is a call of method on target with body as JSON, from c: for a handler (Serve)
// when target is a path (on localhost), for an http.Client (Send) when it is a whole URL.
func (c Caller) Request(method, target, body string) *http.Request {
	req := httptest.NewRequest(method, target, strings.NewReader(body))
	if body == "" {
		req.Body = http.NoBody
	}
	if req.URL.IsAbs() {
		req.RequestURI = "" // a server's field, which a client must not set
	} else {
		req.Host = "localhost" // a name the development stack serves
	}
	req.Header.Set("Content-Type", "application/json")
	return c.Apply(req)
}

// Serve serves req on h and returns the answer.
func Serve(h http.Handler, req *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// Send sends req, a client's request, over the network and returns the answer as Serve does.
func Send(t testing.TB, req *http.Request) *httptest.ResponseRecorder {
	t.Helper()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	rec := httptest.NewRecorder()
	maps.Copy(rec.Header(), res.Header)
	rec.WriteHeader(res.StatusCode)
	if _, err := io.Copy(rec, res.Body); err != nil {
		t.Fatal(err)
	}
	return rec
}

// Decode returns the JSON answer of rec as a T, or fails t.
func Decode[T any](t testing.TB, rec *httptest.ResponseRecorder) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		t.Fatalf("body %q: %v", rec.Body, err)
	}
	return v
}

// Spreadsheet returns the rows of a spreadsheet answer (spreadsheet.Writer: a byte order
// mark, then cells separated by ';'), header first, or fails t.
func Spreadsheet(t testing.TB, body string) [][]string {
	t.Helper()
	r := csv.NewReader(strings.NewReader(strings.TrimPrefix(body, "\ufeff")))
	r.Comma = ';'
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatalf("spreadsheet %q: %v", body, err)
	}
	return rows
}
