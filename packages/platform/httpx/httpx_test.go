package httpx

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"wandelwijs.nl/platform/errs"
)

func TestDecode(t *testing.T) {
	type payload struct {
		Name string `json:"name"`
		Qty  int    `json:"qty"`
	}
	tests := []struct {
		name      string
		body      string
		ctype     string
		wantField string
		wantOK    bool
	}{
		{"a valid object", `{"name":"An","qty":2}`, "application/json", "", true},
		{"an empty body", ``, "application/json", "", false},
		{"broken JSON", `{"name":`, "application/json", "", false},
		{"an unknown field", `{"name":"An","role":"ADMIN"}`, "application/json", "role", false},
		{"a wrong type", `{"qty":"twee"}`, "application/json", "qty", false},
		{"two objects", `{"qty":1}{"qty":2}`, "application/json", "", false},
		{"trailing garbage", `{"qty":1} x`, "application/json", "", false},
		{"a key given twice", `{"name":"An","qty":2,"qty":10}`, "application/json", "qty", false},
		{"a key in another case", `{"name":"An","QTY":2}`, "application/json", "QTY", false},
		{"a key twice in two cases", `{"name":"An","qty":2,"Qty":10}`, "application/json", "Qty", false},
		{"a form body", `name=An`, "application/x-www-form-urlencoded", "", false},
		{"a body over the limit", `{"name":"` + strings.Repeat("a", MaxBodyBytes) + `"}`, "application/json", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(tt.body))
			req.Header.Set("Content-Type", tt.ctype)
			var p payload
			err := Decode(httptest.NewRecorder(), req, &p)
			if tt.wantOK {
				if err != nil || p.Name != "An" || p.Qty != 2 {
					t.Fatalf("err %v, payload %+v", err, p)
				}
				return
			}
			var e *errs.Error
			if !errors.As(err, &e) || e.Kind != errs.Invalid || e.Message == "" {
				t.Fatalf("err = %v, want an Invalid error with a message", err)
			}
			if tt.wantField != "" && e.Fields[tt.wantField] == "" {
				t.Errorf("no message for field %q in %v", tt.wantField, e.Fields)
			}
		})
	}
}

// TestDecodeNamesAWrongTypeAsTheCallerSentIt: a value of the wrong type is named by its
// place in the JSON the caller sent, not by the Go structs it lands in.
func TestDecodeNamesAWrongTypeAsTheCallerSentIt(t *testing.T) {
	type contact struct {
		Street string `json:"street"`
	}
	type order struct {
		Qty int `json:"qty"`
	}
	type payload struct {
		order
		Name    string    `json:"name"`
		Address contact   `json:"address"`
		Lines   []contact `json:"lines"`
	}
	for _, tt := range []struct {
		body   string
		fields map[string]string
	}{
		{`{"qty":"2"}`, map[string]string{"qty": "Ongeldige waarde."}},
		{`{"name":["a"]}`, map[string]string{"name": "Ongeldige waarde."}},
		{`{"address":{"street":1}}`, map[string]string{"address.street": "Ongeldige waarde."}},
		{`{"lines":[{"street":true}]}`, map[string]string{"lines.street": "Ongeldige waarde."}},
		{`[]`, nil},
		{`"tekst"`, nil},
	} {
		req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(tt.body))
		var p payload
		var e *errs.Error
		if err := Decode(httptest.NewRecorder(), req, &p); !errors.As(err, &e) || e.Kind != errs.Invalid ||
			e.Message != "Controleer je invoer en probeer opnieuw." || fmt.Sprint(e.Fields) != fmt.Sprint(tt.fields) {
			t.Errorf("%s: %#v, want the fields %v", tt.body, err, tt.fields)
		}
	}
}

// TestDecodeTakesOnlyExactKeys: encoding/json keeps the last of two equal keys and matches
// keys in any case, so {"refund":false,"REFUND":true} would apply what no log shows; such
// a body is refused, naming the key where it stands.
func TestDecodeTakesOnlyExactKeys(t *testing.T) {
	type line struct {
		Street string `json:"street"`
	}
	type payload struct {
		Refund bool              `json:"refund"`
		Lines  []line            `json:"lines"`
		Extra  map[string]string `json:"extra"`
		Raw    json.RawMessage   `json:"raw"`
	}
	for body, want := range map[string]string{
		`{"refund":false,"REFUND":true}`:            "REFUND",
		`{"REFUND":true}`:                           "REFUND",
		`{"refund":false,"refund":true}`:            "refund",
		`{"lines":[{"street":"a"},{"STREET":"b"}]}`: "lines.STREET",
		`{"lines":[{"street":"a","street":"b"}]}`:   "lines.street",
		`{"extra":{"a":"1","A":"2"}}`:               "extra.A",
		`{"raw":{"x":1,"x":2}}`:                     "raw.x",
		`{"refund":true,"lines":[{"street":"a"}],"extra":{"a":"1","b":"2"},"raw":{"X":1,"x":2}}`: "raw.x",
	} {
		req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(body))
		var p payload
		var e *errs.Error
		if err := Decode(httptest.NewRecorder(), req, &p); !errors.As(err, &e) || e.Kind != errs.Invalid ||
			!strings.Contains(e.Message, `"`+want+`"`) || e.Fields[want] == "" {
			t.Errorf("%s: %#v, want a 400 naming %q", body, err, want)
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(`{"refund":true,"lines":[{"street":"a"},{"street":"b"}],"extra":{"a":"1","b":"2"},"raw":{"X":1}}`))
	var p payload
	if err := Decode(httptest.NewRecorder(), req, &p); err != nil || !p.Refund || len(p.Lines) != 2 {
		t.Fatalf("a body with exact keys: %v %+v", err, p)
	}
}

func TestErrorMapsKindsAndHidesInternals(t *testing.T) {
	tests := []struct {
		err        error
		wantStatus int
		wantText   string
		wantCode   string
	}{
		{errs.New(errs.NotFound, "walk_not_found", "Wandeling niet gevonden"), 404, "Wandeling niet gevonden", "walk_not_found"},
		{errs.New(errs.Conflict, "walk_full", "Vol"), 409, "Vol", "walk_full"},
		{errs.InvalidFields(map[string]string{"qty": "Kies 1 tot 10"}), 400, "Kies 1 tot 10", "invalid_input"},
		{errors.New("pq: connection refused to 10.0.0.5"), 500, "Er ging iets mis", "internal_error"},
	}
	for _, tt := range tests {
		rec := httptest.NewRecorder()
		Error(rec, httptest.NewRequest("GET", "/", nil), tt.err)
		if rec.Code != tt.wantStatus || !strings.Contains(rec.Body.String(), tt.wantText) {
			t.Errorf("%v: got %d %s", tt.err, rec.Code, rec.Body)
		}
		var body ErrorBody
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.Code != tt.wantCode {
			t.Errorf("%v: code %q (%v), want %q beside the message", tt.err, body.Code, err, tt.wantCode)
		}
		if strings.Contains(rec.Body.String(), "10.0.0.5") {
			t.Errorf("internal detail leaked: %s", rec.Body)
		}
	}
}

func TestErrorOfAClientThatLeftIsNoServerFault(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec := httptest.NewRecorder()
	Error(rec, httptest.NewRequest("GET", "/", nil).WithContext(ctx), fmt.Errorf("list walks: %w", context.Canceled))
	if rec.Code != 499 {
		t.Fatalf("status %d, want 499 (client closed request)", rec.Code)
	}
	rec = httptest.NewRecorder()
	Error(rec, httptest.NewRequest("GET", "/", nil), fmt.Errorf("query: %w", context.Canceled))
	if rec.Code != 500 {
		t.Fatalf("a cancellation while the client waits is a 500, got %d", rec.Code)
	}
}

// logLines runs h on one request with the default logger writing JSON at debug into a
// buffer, and returns the answer and the log lines.
func logLines(t *testing.T, h http.Handler, requestID string) (*httptest.ResponseRecorder, []map[string]any) {
	t.Helper()
	var buf bytes.Buffer
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug})))
	defer slog.SetDefault(old)
	req := httptest.NewRequest("GET", "/api/v1/walks", nil)
	if requestID != "" {
		req.Header.Set(RequestIDHeader, requestID)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var lines []map[string]any
	for _, l := range bytes.Split(bytes.TrimSpace(buf.Bytes()), []byte("\n")) {
		var m map[string]any
		if err := json.Unmarshal(l, &m); err != nil {
			t.Fatalf("log line %q: %v", l, err)
		}
		lines = append(lines, m)
	}
	return rec, lines
}

func TestAccessLogLevels(t *testing.T) {
	ok := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {})
	failing := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusBadGateway) })
	panicking := http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("kapot") })
	for _, c := range []struct {
		name    string
		h       http.Handler
		status  int
		level   string // of the request line
		logged  int
		request string
	}{
		{"the edge logs every request at info", Logging(ok), 200, "INFO", 1, "edge-1"},
		{"a service logs a request the edge logged at debug", ServiceLogging(ok), 200, "DEBUG", 1, "svc-1"},
		{"a service logs a 5xx at warn", ServiceLogging(failing), 502, "WARN", 1, "svc-2"},
		{"a panic is an error line and a Dutch 500", ServiceLogging(panicking), 500, "WARN", 2, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec, lines := logLines(t, c.h, c.request)
			if rec.Code != c.status || len(lines) != c.logged {
				t.Fatalf("status %d with %d log lines, want %d with %d: %v", rec.Code, len(lines), c.status, c.logged, lines)
			}
			last := lines[len(lines)-1]
			id := rec.Header().Get(RequestIDHeader)
			if last["msg"] != "request" || last["level"] != c.level || last["request_id"] != id || id == "" {
				t.Fatalf("request line %v, answered request id %q", last, id)
			}
			if c.request != "" && id != c.request {
				t.Fatalf("request id %q, want the BFF's %q", id, c.request)
			}
			if c.logged == 2 && (lines[0]["level"] != "ERROR" || !strings.Contains(rec.Body.String(), "Er ging iets mis")) {
				t.Fatalf("panic: %v, body %s", lines[0], rec.Body)
			}
		})
	}
}

// TestManageTokensNeverReachTheLog: the access line and the failure line show a manage
// link's path without its token: a path its router matched with the route's secret
// placeholders as ":name", and a path no router matched (another case, doubled or
// escaped slashes: the routers redirect or refuse those) as UnmatchedPath.
func TestManageTokensNeverReachTheLog(t *testing.T) {
	for path, c := range map[string]struct{ pattern, want string }{
		"/boeking/SECRETTOKEN":               {"/boeking/{token}", "/boeking/:token"},
		"/api/v1/manage/SECRETTOKEN":         {"/api/v1/manage/{token}", "/api/v1/manage/:token"},
		"/agenda/SECRETTOKEN.ics":            {"/agenda/{token}", "/agenda/:token"},
		"/api/v1/agenda/SECRETTOKEN.ics":     {"/api/v1/agenda/{token}.ics", "/api/v1/agenda/:token"},
		"/api/v1/manage/SECRETTOKEN/cancel":  {"/api/v1/manage/{token}/cancel", "/api/v1/manage/:token/cancel"},
		"/api/v1/walks/wandeling":            {"/api/v1/walks/{slug}", "/api/v1/walks/wandeling"},
		"//boeking/SECRETTOKEN":              {"/boeking/{token}", UnmatchedPath},
		"/boeking//SECRETTOKEN":              {"/boeking/{token}", UnmatchedPath},
		"/wachtlijst//SECRETTOKEN":           {"/wachtlijst/{token}", UnmatchedPath},
		"//api/v1/manage/SECRETTOKEN":        {"/api/v1/manage/{token}", UnmatchedPath},
		"/api/v1/manage//SECRETTOKEN/cancel": {"/api/v1/manage/{token}/cancel", UnmatchedPath},
		"/Boeking/SECRETTOKEN":               {"/boeking/{token}", UnmatchedPath},
		"/offerte/SECRETTOKEN":               {"/offerte/{token}", "/offerte/:token"},
		"/api/v1/quotes/SECRETTOKEN/accept":  {"/api/v1/quotes/{token}/accept", "/api/v1/quotes/:token/accept"},
		"/en/boeking/SECRETTOKEN":            {"/en/boeking/{token}", "/en/boeking/:token"},
		"/x/../boeking/SECRETTOKEN":          {"/boeking/{token}", UnmatchedPath},
		"/api/v1/bookings/SECRETTOKEN":       {"/api/v1/bookings/{bookingId}", "/api/v1/bookings/:bookingId"},
		"/wandelingen/x/SECRETTOKEN":         {"/wandelingen/{slug}", UnmatchedPath},
	} {
		got := ""
		h := Logging(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
			Matched(r, c.pattern)
			got = LoggedPath(r)
		}))
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "http://x"+path, nil))
		if got != c.want {
			t.Errorf("LoggedPath(%q) matched to %q = %q, want %q", path, c.pattern, got, c.want)
		}
	}
	var logged bytes.Buffer
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewJSONHandler(&logged, &slog.HandlerOptions{Level: slog.LevelDebug})))
	t.Cleanup(func() { slog.SetDefault(old) })
	h := ServiceLogging(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		Matched(r, "/api/v1/manage/{token}/cancel")
		Error(w, r, errors.New("database down"))
	}))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("POST", "/api/v1/manage/SECRETTOKEN/cancel", nil))
	if strings.Contains(logged.String(), "SECRETTOKEN") || !strings.Contains(logged.String(), "/api/v1/manage/:token/cancel") {
		t.Fatalf("the log shows the token or no path:\n%s", logged.String())
	}
	for _, target := range []string{"/wachtlijst/%2FSECRETTOKEN", "//boeking/SECRETTOKEN", "/api/v1/waitlist/%2F%2FSECRETTOKEN",
		"/en/boeking/SECRETTOKEN", "/wachtwoord-herstellen/SECRETTOKEN", "/api/v1/auth/password-reset/SECRETTOKEN"} {
		Logging(http.NotFoundHandler()).ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", target, nil))
	}
	if strings.Contains(logged.String(), "SECRETTOKEN") {
		t.Fatalf("a path no route matched shows the token:\n%s", logged.String())
	}
}

// TestRoutePath: a path fits a pattern segment by segment; only the placeholders whose
// values may be read are logged as they are.
func TestRoutePath(t *testing.T) {
	for _, c := range []struct {
		pattern, path, want string
		ok                  bool
	}{
		{"/", "/", "/", true},
		{"/en/", "/en", "/en", true},
		{"/boeking/{token}", "/boeking/T/", "/boeking/:token", true},
		{"/boeking/{token}", "/boeking", "", false},
		{"/boeking/{token}", "/boeking/T/x", "", false},
		{"/boeking/{token}", "/boeking//T", "", false},
		{"/api/v1/agenda/{token}.ics", "/api/v1/agenda/.ics", "", false},
		{"/api/v1/agenda/{token}.ics", "/api/v1/agenda/T.pdf", "", false},
		{"/api/v1/manage/{token}/invoices/{id}.pdf", "/api/v1/manage/T/invoices/7.pdf", "/api/v1/manage/:token/invoices/7.pdf", true},
		{"/v2/payments/{id}/refunds/{refundID}", "/v2/payments/tr_1/refunds/re_2", "/v2/payments/tr_1/refunds/:refundID", true},
		{"/walks/{id:[0-9]+}", "/walks/12", "/walks/12", true},
		{"/x/{code}", "/x/SECRET", "/x/:code", true},
		{"/api/v1/walks", "/api/v1/walks", "/api/v1/walks", true},
		{"/walks/{slug}", "/walks/a-walk/", "/walks/a-walk", true},
	} {
		got, ok := RoutePath(c.pattern, c.path)
		if got != c.want || ok != c.ok {
			t.Errorf("RoutePath(%q, %q) = %q, %v; want %q, %v", c.pattern, c.path, got, ok, c.want, c.ok)
		}
	}
	// A path with nothing to hide is logged as it is, without building a copy.
	if n := testing.AllocsPerRun(100, func() { _, _ = RoutePath("/api/v1/walks/{slug}", "/api/v1/walks/a-walk") }); n != 0 {
		t.Errorf("RoutePath of a path with nothing to hide allocates %v times", n)
	}
}
