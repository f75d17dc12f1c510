package httpx

import (
	"context"
	"errors"
	"fmt"
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

func TestErrorMapsKindsAndHidesInternals(t *testing.T) {
	tests := []struct {
		err        error
		wantStatus int
		wantText   string
	}{
		{errs.New(errs.NotFound, "Wandeling niet gevonden"), 404, "Wandeling niet gevonden"},
		{errs.New(errs.Conflict, "Vol"), 409, "Vol"},
		{errs.InvalidFields(map[string]string{"qty": "Kies 1 tot 10"}), 400, "Kies 1 tot 10"},
		{errors.New("pq: connection refused to 10.0.0.5"), 500, "Er ging iets mis"},
	}
	for _, tt := range tests {
		rec := httptest.NewRecorder()
		Error(rec, httptest.NewRequest("GET", "/", nil), tt.err)
		if rec.Code != tt.wantStatus || !strings.Contains(rec.Body.String(), tt.wantText) {
			t.Errorf("%v: got %d %s", tt.err, rec.Code, rec.Body)
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
