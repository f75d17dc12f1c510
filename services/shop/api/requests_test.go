package api_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/platform/server/servertest"
	"wandelwijs.nl/shop/app"
	"wandelwijs.nl/shop/shoptest"
)

// requestEnv is the shop (shoptest) whose mails go, through River, to a mailbox the test reads.
type requestEnv struct {
	*shoptest.Shop
	browser *browser
}

func newRequestEnv(t *testing.T, limit *ratelimit.Limiter) *requestEnv {
	t.Helper()
	shop := shoptest.Start(t, shoptest.Options{Limits: app.Limits{Request: limit}})
	return &requestEnv{Shop: shop, browser: newBrowser(t, shop.Handler)}
}

func (env *requestEnv) count(t *testing.T, table string) int {
	t.Helper()
	var n int
	if err := env.DB.QueryRowContext(context.Background(), "SELECT count(*) FROM "+table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestRequestsAreStoredAndMailed(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, path, table, body, to string
		wantFields                  map[string]any
	}{
		{
			name: "custom walk", path: "/api/v1/custom-walks", table: "custom_walk_requests", to: "lotte@bedrijf.nl",
			body: `{"companyName":" Bedrijf BV ","contactName":"Lotte","contactEmail":"lotte@bedrijf.nl","contactPhone":"0612345678",
				"participantCount":12,"duration":"half-day","preferredDates":"","hasAccessibilityNeeds":false,"accessibilityDetails":"rolstoel"}`,
			wantFields: map[string]any{"companyName": "Bedrijf BV", "participantCount": 12.0, "duration": "half-day",
				"preferredDates": nil, "accessibilityDetails": nil, "status": "NEW"},
		},
		{
			name: "custom walk with accessibility needs", path: "/api/v1/custom-walks", table: "custom_walk_requests", to: "sem@example.nl",
			body: `{"contactName":"Sem","contactEmail":"sem@example.nl","contactPhone":"0612345678","participantCount":6,
				"duration":"multi-day","hasAccessibilityNeeds":true,"accessibilityDetails":"Een deelnemer loopt met een rollator"}`,
			wantFields: map[string]any{"accessibilityDetails": "Een deelnemer loopt met een rollator", "hasAccessibilityNeeds": true},
		},
		{
			name: "feest", path: "/api/v1/feest", table: "feest_requests", to: "feest@example.nl",
			body:       `{"name":"Femke","email":"feest@example.nl","phone":"06 12345678","message":"Verjaardag met 8 vrienden"}`,
			wantFields: map[string]any{"name": "Femke", "status": "NEW"},
		},
		{
			name: "contact without phone", path: "/api/v1/contact", table: "contact_messages", to: "vraag@example.nl",
			body:       `{"name":"Vera","email":"vraag@example.nl","phone":"","message":"Kan mijn hond mee?"}`,
			wantFields: map[string]any{"phone": nil, "message": "Kan mijn hond mee?", "status": "NEW"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := newRequestEnv(t, ratelimit.New(100, time.Millisecond))
			rec := env.browser.do("POST", tt.path, tt.body)
			if rec.Code != http.StatusCreated {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			got := servertest.Decode[map[string]any](t, rec)
			if got["id"] == "" || got["createdAt"] == nil {
				t.Errorf("record lacks id or createdAt: %v", got)
			}
			for k, want := range tt.wantFields {
				if got[k] != want {
					t.Errorf("%s = %#v, want %#v", k, got[k], want)
				}
			}
			if n := env.count(t, tt.table); n != 1 {
				t.Errorf("%d rows in %s", n, tt.table)
			}
			mails := env.Mails(t, 2)
			recipients := map[string]bool{mails[0].To: true, mails[1].To: true}
			if !recipients[tt.to] || !recipients[adminEmail] {
				t.Fatalf("mails went to %v, want %s and %s", recipients, tt.to, adminEmail)
			}
		})
	}
}

func TestRequestsRefuseBadInputAndStoreNothing(t *testing.T) {
	t.Parallel()
	env := newRequestEnv(t, ratelimit.New(1000, time.Millisecond))
	valid := `"contactName":"Lotte","contactEmail":"lotte@bedrijf.nl","contactPhone":"0612345678","duration":"half-day"`
	tests := []struct {
		name, path, body, field string
	}{
		{"5 participants", "/api/v1/custom-walks", `{` + valid + `,"participantCount":5}`, "participantCount"},
		{"26 participants", "/api/v1/custom-walks", `{` + valid + `,"participantCount":26}`, "participantCount"},
		{"no participant count", "/api/v1/custom-walks", `{` + valid + `}`, "participantCount"},
		{"an unknown duration", "/api/v1/custom-walks", `{"contactName":"L","contactEmail":"l@example.nl","contactPhone":"0612345678","participantCount":8,"duration":"week"}`, "duration"},
		{"a missing phone", "/api/v1/custom-walks", `{"contactName":"L","contactEmail":"l@example.nl","participantCount":8,"duration":"half-day"}`, "contactPhone"},
		{"a fractional count", "/api/v1/custom-walks", `{` + valid + `,"participantCount":8.5}`, "participantCount"},
		{"feest without a phone", "/api/v1/feest", `{"name":"F","email":"f@example.nl","message":"Hoi"}`, "phone"},
		{"feest without a message", "/api/v1/feest", `{"name":"F","email":"f@example.nl","phone":"0612345678","message":"   "}`, "message"},
		{"contact with a bad e-mail", "/api/v1/contact", `{"name":"C","email":"c@","message":"Hoi"}`, "email"},
		{"contact with a 6000-character message", "/api/v1/contact", `{"name":"C","email":"c@example.nl","message":"` + strings.Repeat("x", 6000) + `"}`, "message"},
		{"an unknown field", "/api/v1/contact", `{"name":"C","email":"c@example.nl","message":"Hoi","admin":true}`, "admin"},
		{"a 100 KB message", "/api/v1/feest", `{"name":"F","email":"f@example.nl","phone":"0612345678","message":"` + strings.Repeat("x", 100<<10) + `"}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := env.browser.do("POST", tt.path, tt.body)
			if rec.Code != http.StatusBadRequest {
				t.Fatalf("status %d, want 400: %s", rec.Code, rec.Body)
			}
			if errs := fieldErrors(t, rec); tt.field != "" && errs[tt.field] == "" {
				t.Errorf("no message for %s: %v", tt.field, errs)
			}
		})
	}
	for _, table := range []string{"custom_walk_requests", "feest_requests", "contact_messages"} {
		if n := env.count(t, table); n != 0 {
			t.Errorf("%d rows in %s after refused requests", n, table)
		}
	}
	if n := env.QueuedJobs(t); n != 0 {
		t.Errorf("%d jobs queued by refused requests", n)
	}
}

// TestRequestScriptsAreStoredVerbatimAndMailedEscaped: a message is kept as typed and
// shown escaped (a name cannot hold markup at all: validate.PersonName).
func TestRequestScriptsAreStoredVerbatimAndMailedEscaped(t *testing.T) {
	t.Parallel()
	env := newRequestEnv(t, ratelimit.New(100, time.Millisecond))
	script := `<script>alert("hoi")</script>`
	rec := env.browser.do("POST", "/api/v1/feest", `{"name":"Fee","email":"fee@example.nl","phone":"0612345678","message":"`+strings.ReplaceAll(script, `"`, `\"`)+`"}`)
	if rec.Code != http.StatusCreated {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	var stored string
	if err := env.DB.QueryRowContext(context.Background(), "SELECT message FROM feest_requests").Scan(&stored); err != nil || stored != script {
		t.Fatalf("stored %q (%v), want the input verbatim", stored, err)
	}
	for _, m := range env.Mails(t, 2) {
		if strings.Contains(m.HTML, "<script>") || strings.Contains(m.HTML, "<b>Fee</b>") {
			t.Errorf("mail to %s carries unescaped HTML", m.To)
		}
		shown := strings.Contains(m.HTML, "&lt;script&gt;") || strings.Contains(m.HTML, "&lt;b&gt;Fee")
		switch m.To {
		case adminEmail: // the organisers see what was sent, escaped
			if !shown {
				t.Errorf("the organisers' mail does not show the input escaped")
			}
		default: // the sender's address is not verified: the receipt repeats nothing
			if shown || strings.Contains(m.Text, "Fee") || strings.Contains(m.Text, "alert") {
				t.Errorf("the receipt to %s repeats what was typed", m.To)
			}
		}
	}
}

func TestRequestsAreRateLimitedPerIP(t *testing.T) {
	t.Parallel()
	env := newRequestEnv(t, ratelimit.New(2, time.Hour))
	body := `{"name":"C","email":"c@example.nl","message":"Hoi"}`
	for i := range 2 {
		if rec := env.browser.do("POST", "/api/v1/contact", body); rec.Code != http.StatusCreated {
			t.Fatalf("request %d: %d", i+1, rec.Code)
		}
	}
	rec := env.browser.do("POST", "/api/v1/contact", body)
	if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" {
		t.Fatalf("3rd request: %d %s", rec.Code, rec.Body)
	}
	env.browser.ip = "203.0.113.7"
	if rec := env.browser.do("POST", "/api/v1/contact", body); rec.Code != http.StatusCreated {
		t.Fatalf("another IP was limited too: %d", rec.Code)
	}
}
