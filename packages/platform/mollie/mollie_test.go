package mollie_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/mollie"
)

const testKey = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM"

// recorded is one request as the fake Mollie saw it.
type recorded struct {
	method, path, query string
	header              http.Header
	body                []byte
}

// fakeMollie answers every request with status, content type and body, and records it.
func fakeMollie(t *testing.T, status int, contentType, body string) (*httptest.Server, func() []recorded) {
	t.Helper()
	var mu sync.Mutex
	var got []recorded
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		got = append(got, recorded{r.Method, r.URL.Path, r.URL.RawQuery, r.Header.Clone(), b})
		mu.Unlock()
		w.Header().Set("Content-Type", contentType)
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv, func() []recorded {
		mu.Lock()
		defer mu.Unlock()
		return append([]recorded(nil), got...)
	}
}

// An open payment as Mollie's documentation shows it.
const openPaymentJSON = `{
  "resource": "payment",
  "id": "tr_7UhSN1zuXS",
  "mode": "test",
  "createdAt": "2026-03-12T10:56:15+00:00",
  "amount": {"value": "25.00", "currency": "EUR"},
  "description": "Boeking 3f2a: Wandeling bij de Grebbeberg",
  "method": null,
  "metadata": {"bookingId": "3f2a9c1e-0000-4000-8000-000000000001"},
  "status": "open",
  "isCancelable": false,
  "expiresAt": "2026-03-12T11:11:15+00:00",
  "details": null,
  "profileId": "pfl_QkEhN94Ba",
  "sequenceType": "oneoff",
  "redirectUrl": "https://wandelwijs.nl/booking-success?bookingId=3f2a",
  "webhookUrl": "https://wandelwijs.nl/api/v1/payments/webhook",
  "_links": {
    "self": {"href": "https://api.mollie.com/v2/payments/tr_7UhSN1zuXS", "type": "application/hal+json"},
    "checkout": {"href": "https://www.mollie.com/checkout/select-method/7UhSN1zuXS", "type": "text/html"},
    "dashboard": {"href": "https://www.mollie.com/dashboard/org_12345678/payments/tr_7UhSN1zuXS", "type": "text/html"},
    "documentation": {"href": "https://docs.mollie.com/reference/create-payment", "type": "text/html"}
  }
}`

// A paid, partly refunded payment with metadata that is not all strings.
const paidPaymentJSON = `{
  "resource": "payment",
  "id": "tr_WDqYK6vllg",
  "mode": "live",
  "createdAt": "2026-03-12T10:56:15+00:00",
  "amount": {"value": "50.00", "currency": "EUR"},
  "amountRefunded": {"value": "12.50", "currency": "EUR"},
  "amountRemaining": {"value": "37.50", "currency": "EUR"},
  "description": "Boeking 77",
  "method": "creditcard",
  "metadata": {"bookingId": "77", "qty": 2, "guest": true},
  "status": "paid",
  "paidAt": "2026-03-12T11:02:41+00:00",
  "isCancelable": false,
  "details": {"cardNumber": "6787", "cardHolder": "T. TEST", "cardLabel": "Mastercard"},
  "profileId": "pfl_QkEhN94Ba",
  "sequenceType": "oneoff",
  "redirectUrl": "https://wandelwijs.nl/booking-success?bookingId=77",
  "_links": {
    "self": {"href": "https://api.mollie.com/v2/payments/tr_WDqYK6vllg", "type": "application/hal+json"},
    "refunds": {"href": "https://api.mollie.com/v2/payments/tr_WDqYK6vllg/refunds", "type": "application/hal+json"}
  }
}`

func TestCreatePaymentSendsMollieShape(t *testing.T) {
	srv, got := fakeMollie(t, http.StatusCreated, "application/hal+json", openPaymentJSON)
	c := mollie.New(testKey, srv.URL+"/v2/", nil) // a trailing slash is fine
	p, err := c.CreatePayment(context.Background(), mollie.CreatePayment{
		Amount:      mollie.EUR(2500),
		Description: "Boeking 3f2a: Wandeling bij de Grebbeberg",
		RedirectURL: "https://wandelwijs.nl/booking-success?bookingId=3f2a",
		WebhookURL:  "https://wandelwijs.nl/api/v1/payments/webhook",
		Metadata:    map[string]string{"bookingId": "3f2a"},
	}, "booking-3f2a-1")
	if err != nil {
		t.Fatal(err)
	}
	if len(got()) != 1 {
		t.Fatalf("%d requests, want 1", len(got()))
	}
	r := got()[0]
	if r.method != http.MethodPost || r.path != "/v2/payments" {
		t.Errorf("request %s %s, want POST /v2/payments", r.method, r.path)
	}
	checks := map[string]string{
		"Authorization":   "Bearer " + testKey,
		"Idempotency-Key": "booking-3f2a-1",
		"Content-Type":    "application/json",
	}
	for k, want := range checks {
		if v := r.header.Get(k); v != want {
			t.Errorf("header %s = %q, want %q", k, v, want)
		}
	}
	if a := r.header.Get("Accept"); !strings.Contains(a, "application/hal+json") || !strings.Contains(a, "application/json") {
		t.Errorf("Accept = %q, want both hal+json and json", a)
	}
	var body map[string]any
	if err := json.Unmarshal(r.body, &body); err != nil {
		t.Fatalf("body %s: %v", r.body, err)
	}
	want := map[string]any{
		"amount":      map[string]any{"currency": "EUR", "value": "25.00"},
		"description": "Boeking 3f2a: Wandeling bij de Grebbeberg",
		"redirectUrl": "https://wandelwijs.nl/booking-success?bookingId=3f2a",
		"webhookUrl":  "https://wandelwijs.nl/api/v1/payments/webhook",
		"metadata":    map[string]any{"bookingId": "3f2a"},
	}
	if fmt.Sprint(body) != fmt.Sprint(want) {
		t.Errorf("body = %v\nwant   %v", body, want)
	}
	if p.ID != "tr_7UhSN1zuXS" || p.Status != mollie.StatusOpen || p.CheckoutURL != "https://www.mollie.com/checkout/select-method/7UhSN1zuXS" {
		t.Errorf("payment %+v", p)
	}
}

func TestCreatePaymentLeavesOutAnEmptyWebhookAndMetadata(t *testing.T) {
	srv, got := fakeMollie(t, http.StatusCreated, "application/hal+json", openPaymentJSON)
	_, err := mollie.New(testKey, srv.URL, nil).CreatePayment(context.Background(), mollie.CreatePayment{
		Amount: mollie.EUR(100), Description: "x", RedirectURL: "https://wandelwijs.nl/",
	}, "k")
	if err != nil {
		t.Fatal(err)
	}
	if b := string(got()[0].body); strings.Contains(b, "webhookUrl") || strings.Contains(b, "metadata") {
		t.Errorf("body %s sends empty optional fields", b)
	}
}

func TestPaymentDecodesMollieJSON(t *testing.T) {
	tests := []struct {
		name  string
		body  string
		check func(t *testing.T, p mollie.Payment)
	}{
		{"an open payment", openPaymentJSON, func(t *testing.T, p mollie.Payment) {
			wantCreated := time.Date(2026, 3, 12, 10, 56, 15, 0, time.UTC)
			if p.ID != "tr_7UhSN1zuXS" || p.Status != "open" || p.Method != "" ||
				p.Amount != mollie.EUR(2500) || p.Description != "Boeking 3f2a: Wandeling bij de Grebbeberg" ||
				p.RedirectURL != "https://wandelwijs.nl/booking-success?bookingId=3f2a" ||
				p.WebhookURL != "https://wandelwijs.nl/api/v1/payments/webhook" ||
				p.CheckoutURL != "https://www.mollie.com/checkout/select-method/7UhSN1zuXS" ||
				!p.CreatedAt.Equal(wantCreated) || p.PaidAt != nil || p.AmountRefunded != nil {
				t.Errorf("payment %+v", p)
			}
			if p.ExpiresAt == nil || !p.ExpiresAt.Equal(wantCreated.Add(15*time.Minute)) {
				t.Errorf("expiresAt %v", p.ExpiresAt)
			}
			if p.Metadata["bookingId"] != "3f2a9c1e-0000-4000-8000-000000000001" {
				t.Errorf("metadata %v", p.Metadata)
			}
		}},
		{"a paid, partly refunded payment", paidPaymentJSON, func(t *testing.T, p mollie.Payment) {
			if p.Status != mollie.StatusPaid || p.Method != "creditcard" || p.CheckoutURL != "" || p.ExpiresAt != nil {
				t.Errorf("payment %+v", p)
			}
			if p.PaidAt == nil || !p.PaidAt.Equal(time.Date(2026, 3, 12, 11, 2, 41, 0, time.UTC)) {
				t.Errorf("paidAt %v", p.PaidAt)
			}
			if p.AmountRefunded == nil || *p.AmountRefunded != mollie.EUR(1250) {
				t.Errorf("amountRefunded %v", p.AmountRefunded)
			}
			if p.Metadata["bookingId"] != "77" || p.Metadata["qty"] != "2" || p.Metadata["guest"] != "true" {
				t.Errorf("metadata %v", p.Metadata)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, got := fakeMollie(t, http.StatusOK, "application/hal+json; charset=utf-8", tt.body)
			var id struct{ ID string }
			_ = json.Unmarshal([]byte(tt.body), &id)
			p, err := mollie.New(testKey, srv.URL+"/v2", nil).GetPayment(context.Background(), id.ID)
			if err != nil {
				t.Fatal(err)
			}
			r := got()[0]
			if r.method != http.MethodGet || r.path != "/v2/payments/"+id.ID || len(r.body) != 0 {
				t.Errorf("request %s %s %q", r.method, r.path, r.body)
			}
			if r.header.Get("Idempotency-Key") != "" || r.header.Get("Authorization") != "Bearer "+testKey {
				t.Errorf("headers %v", r.header)
			}
			tt.check(t, p)
		})
	}
}

func TestPlainJSONContentTypeIsAccepted(t *testing.T) {
	srv, _ := fakeMollie(t, http.StatusOK, "application/json", openPaymentJSON)
	if _, err := mollie.New(testKey, srv.URL, nil).GetPayment(context.Background(), "tr_7UhSN1zuXS"); err != nil {
		t.Fatal(err)
	}
}

func TestAnswerThatIsNotJSONIsAnError(t *testing.T) {
	srv, _ := fakeMollie(t, http.StatusOK, "text/html", "<html>hallo</html>")
	if _, err := mollie.New(testKey, srv.URL, nil).GetPayment(context.Background(), "tr_7UhSN1zuXS"); err == nil {
		t.Fatal("no error for an HTML answer")
	}
}

func TestErrorAnswersBecomeTypedErrors(t *testing.T) {
	tests := []struct {
		name        string
		status      int
		contentType string
		body        string
		want        mollie.Error
	}{
		{"a 422 error body with a field", 422, "application/hal+json",
			`{"status":422,"title":"Unprocessable Entity","detail":"The amount is lower than the minimum.","field":"amount","_links":{"documentation":{"href":"https://docs.mollie.com/overview/handling-errors","type":"text/html"}}}`,
			mollie.Error{Status: 422, Title: "Unprocessable Entity", Detail: "The amount is lower than the minimum.", Field: "amount"}},
		{"a 401 error body", 401, "application/hal+json",
			`{"status":401,"title":"Unauthorized Request","detail":"Missing authentication, or failed to authenticate"}`,
			mollie.Error{Status: 401, Title: "Unauthorized Request", Detail: "Missing authentication, or failed to authenticate"}},
		{"a 404 error body", 404, "application/hal+json",
			`{"status":404,"title":"Not Found","detail":"No payment exists with token tr_7UhSN1zuXS."}`,
			mollie.Error{Status: 404, Title: "Not Found", Detail: "No payment exists with token tr_7UhSN1zuXS."}},
		{"an HTML 502 from a proxy", 502, "text/html",
			"<html><body>\n<h1>502 Bad Gateway</h1>\n</body></html>",
			mollie.Error{Status: 502, Title: "Bad Gateway", Detail: "<html><body> <h1>502 Bad Gateway</h1> </body></html>"}},
		{"an empty 503", 503, "", "",
			mollie.Error{Status: 503, Title: "Service Unavailable"}},
		{"JSON that is no error body", 500, "application/json", `{"oops":true}`,
			mollie.Error{Status: 500, Title: "Internal Server Error", Detail: `{"oops":true}`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, _ := fakeMollie(t, tt.status, tt.contentType, tt.body)
			_, err := mollie.New(testKey, srv.URL, nil).GetPayment(context.Background(), "tr_7UhSN1zuXS")
			var e *mollie.Error
			if !errors.As(err, &e) {
				t.Fatalf("err = %v, want a *mollie.Error", err)
			}
			if *e != tt.want {
				t.Errorf("error %+v\nwant  %+v", *e, tt.want)
			}
			if !strings.Contains(err.Error(), fmt.Sprint(tt.status)) {
				t.Errorf("message %q does not name the status", err)
			}
		})
	}
}

func TestLongErrorDetailIsCut(t *testing.T) {
	srv, _ := fakeMollie(t, 500, "text/plain", strings.Repeat("x", 5000))
	_, err := mollie.New(testKey, srv.URL, nil).GetPayment(context.Background(), "tr_7UhSN1zuXS")
	var e *mollie.Error
	if !errors.As(err, &e) || len(e.Detail) > 300 {
		t.Fatalf("err = %v", err)
	}
}

// hangingServer accepts requests and answers none until the client gives up.
func hangingServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The server notices a client that left only once the body is read.
		_, _ = io.Copy(io.Discard, r.Body)
		<-r.Context().Done()
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestAHangingServerTimesOutPromptly(t *testing.T) {
	t.Run("the context deadline", func(t *testing.T) {
		srv := hangingServer(t)
		ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
		defer cancel()
		start := time.Now()
		_, err := mollie.New(testKey, srv.URL, nil).GetPayment(ctx, "tr_7UhSN1zuXS")
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("err = %v, want context.DeadlineExceeded", err)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("took %v", d)
		}
		var e *mollie.Error
		if errors.As(err, &e) {
			t.Errorf("a timeout is no Mollie error: %v", e)
		}
	})
	t.Run("the HTTP client's timeout", func(t *testing.T) {
		srv := hangingServer(t)
		c := mollie.New(testKey, srv.URL, &http.Client{Timeout: 150 * time.Millisecond})
		start := time.Now()
		_, err := c.CreatePayment(context.Background(), mollie.CreatePayment{Amount: mollie.EUR(100), Description: "x", RedirectURL: "https://x.nl/"}, "k")
		var timeout interface{ Timeout() bool }
		if !errors.As(err, &timeout) || !timeout.Timeout() {
			t.Fatalf("err = %v, want a timeout", err)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("took %v", d)
		}
	})
	t.Run("a cancelled context", func(t *testing.T) {
		srv := hangingServer(t)
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(50*time.Millisecond, cancel)
		_, err := mollie.New(testKey, srv.URL, nil).ListRefunds(ctx, "tr_7UhSN1zuXS")
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err = %v, want context.Canceled", err)
		}
	})
}

func TestResponseBodyIsSizeLimited(t *testing.T) {
	huge := `{"id":"tr_7UhSN1zuXS","status":"open","description":"` + strings.Repeat("a", mollie.MaxResponseBytes) + `"}`
	srv, _ := fakeMollie(t, http.StatusOK, "application/hal+json", huge)
	_, err := mollie.New(testKey, srv.URL, nil).GetPayment(context.Background(), "tr_7UhSN1zuXS")
	if err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("err = %v, want a size error", err)
	}
}

func TestBadInputNeverReachesMollie(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { calls.Add(1) }))
	defer srv.Close()
	c := mollie.New(testKey, srv.URL, nil)
	ctx := context.Background()
	create := mollie.CreatePayment{Amount: mollie.EUR(100), Description: "x", RedirectURL: "https://x.nl/"}
	tests := []struct {
		name string
		call func() error
	}{
		{"create payment without idempotency key", func() error { _, err := c.CreatePayment(ctx, create, ""); return err }},
		{"create payment with a blank idempotency key", func() error { _, err := c.CreatePayment(ctx, create, "  "); return err }},
		{"create refund without idempotency key", func() error {
			_, err := c.CreateRefund(ctx, "tr_7UhSN1zuXS", mollie.CreateRefund{Amount: mollie.EUR(100)}, "")
			return err
		}},
	}
	for _, id := range []string{"", "tr_", "7UhSN1zuXS", "re_7UhSN1zuXS", "tr_../../v1/x", "tr_a/b", "tr_a?b=c", "tr_a#b", "tr_a%2Fb", "tr_ä", "tr_" + strings.Repeat("a", 65)} {
		tests = append(tests,
			struct {
				name string
				call func() error
			}{"get payment " + id, func() error { _, err := c.GetPayment(ctx, id); return err }},
			struct {
				name string
				call func() error
			}{"create refund for " + id, func() error {
				_, err := c.CreateRefund(ctx, id, mollie.CreateRefund{Amount: mollie.EUR(1)}, "k")
				return err
			}},
			struct {
				name string
				call func() error
			}{"list refunds for " + id, func() error { _, err := c.ListRefunds(ctx, id); return err }},
		)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.call(); err == nil {
				t.Fatal("no error")
			}
		})
	}
	if n := calls.Load(); n != 0 {
		t.Errorf("%d requests reached the server", n)
	}
}

func TestValidIDs(t *testing.T) {
	if !mollie.ValidPaymentID("tr_5B8cwPMGnU6qLbRvo7qEZo") || !mollie.ValidRefundID("re_4qqhO89gsT") {
		t.Error("real ids refused")
	}
	if mollie.ValidPaymentID("re_4qqhO89gsT") || mollie.ValidRefundID("tr_4qqhO89gsT") {
		t.Error("wrong prefix accepted")
	}
}

func TestCreateRefundSendsMollieShape(t *testing.T) {
	const refund = `{"resource":"refund","id":"re_4qqhO89gsT","amount":{"currency":"EUR","value":"5.95"},
		"status":"pending","createdAt":"2026-03-14T17:09:02+00:00","description":"Annulering","metadata":{"refundId":"r-1"},
		"paymentId":"tr_WDqYK6vllg","_links":{"self":{"href":"https://api.mollie.com/v2/payments/tr_WDqYK6vllg/refunds/re_4qqhO89gsT","type":"application/hal+json"}}}`
	srv, got := fakeMollie(t, http.StatusCreated, "application/hal+json", refund)
	r, err := mollie.New(testKey, srv.URL+"/v2", nil).CreateRefund(context.Background(), "tr_WDqYK6vllg",
		mollie.CreateRefund{Amount: mollie.EUR(595), Description: "Annulering", Metadata: map[string]string{"refundId": "r-1"}}, "refund-77")
	if err != nil {
		t.Fatal(err)
	}
	req := got()[0]
	if req.method != http.MethodPost || req.path != "/v2/payments/tr_WDqYK6vllg/refunds" || req.header.Get("Idempotency-Key") != "refund-77" {
		t.Errorf("request %s %s %v", req.method, req.path, req.header)
	}
	if string(req.body) != `{"amount":{"currency":"EUR","value":"5.95"},"description":"Annulering","metadata":{"refundId":"r-1"}}` {
		t.Errorf("body %s", req.body)
	}
	want := mollie.Refund{ID: "re_4qqhO89gsT", PaymentID: "tr_WDqYK6vllg", Status: "pending", Amount: mollie.EUR(595),
		Metadata: map[string]string{"refundId": "r-1"}, CreatedAt: time.Date(2026, 3, 14, 17, 9, 2, 0, time.UTC)}
	if !r.CreatedAt.Equal(want.CreatedAt) {
		t.Errorf("createdAt %v", r.CreatedAt)
	}
	r.CreatedAt = want.CreatedAt
	if !reflect.DeepEqual(r, want) {
		t.Errorf("refund %+v\nwant   %+v", r, want)
	}
}

func TestListRefundsFollowsPages(t *testing.T) {
	var srvURL string
	var mu sync.Mutex
	var paths []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		paths = append(paths, r.URL.RequestURI())
		mu.Unlock()
		w.Header().Set("Content-Type", "application/hal+json")
		if r.URL.Query().Get("from") == "" {
			fmt.Fprintf(w, `{"count":1,"_embedded":{"refunds":[{"resource":"refund","id":"re_1","paymentId":"tr_x","status":"refunded","amount":{"currency":"EUR","value":"1.00"},"createdAt":"2026-03-14T17:09:02+00:00"}]},
				"_links":{"self":{"href":"x"},"previous":null,"next":{"href":"%s/v2/payments/tr_x/refunds?from=re_2&limit=250","type":"application/hal+json"}}}`, srvURL)
			return
		}
		fmt.Fprint(w, `{"count":1,"_embedded":{"refunds":[{"resource":"refund","id":"re_2","paymentId":"tr_x","status":"pending","amount":{"currency":"EUR","value":"2.00"},"createdAt":"2026-03-14T17:10:02+00:00"}]},
			"_links":{"self":{"href":"x"},"previous":null,"next":null}}`)
	}))
	defer srv.Close()
	srvURL = srv.URL
	refunds, err := mollie.New(testKey, srv.URL+"/v2", nil).ListRefunds(context.Background(), "tr_x")
	if err != nil {
		t.Fatal(err)
	}
	if len(refunds) != 2 || refunds[0].ID != "re_1" || refunds[1].ID != "re_2" || refunds[1].Amount != mollie.EUR(200) {
		t.Errorf("refunds %+v", refunds)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(paths) != 2 || paths[0] != "/v2/payments/tr_x/refunds?limit=250" || paths[1] != "/v2/payments/tr_x/refunds?from=re_2&limit=250" {
		t.Errorf("paths %v", paths)
	}
}

func TestListRefundsRefusesANextLinkElsewhere(t *testing.T) {
	srv, _ := fakeMollie(t, http.StatusOK, "application/hal+json",
		`{"count":0,"_embedded":{"refunds":[]},"_links":{"next":{"href":"https://evil.example/v2/steal"}}}`)
	if _, err := mollie.New(testKey, srv.URL+"/v2", nil).ListRefunds(context.Background(), "tr_x"); err == nil {
		t.Fatal("followed a link to another host")
	}
}

func TestListRefundsOfAPaymentWithoutRefundsIsEmpty(t *testing.T) {
	srv, _ := fakeMollie(t, http.StatusOK, "application/hal+json", `{"count":0,"_embedded":{"refunds":[]},"_links":{"next":null}}`)
	refunds, err := mollie.New(testKey, srv.URL, nil).ListRefunds(context.Background(), "tr_x")
	if err != nil || refunds == nil || len(refunds) != 0 {
		t.Fatalf("refunds %v, err %v; want an empty list", refunds, err)
	}
}

func TestSettingsFromEnv(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		wantErr bool
		want    mollie.Settings
	}{
		{"production refuses to start without a key", map[string]string{}, true, mollie.Settings{}},
		{"production with a key calls Mollie", map[string]string{"MOLLIE_API_KEY": "live_abc"}, false,
			mollie.Settings{APIKey: "live_abc", APIURL: mollie.DefaultBaseURL}},
		{"development without a key uses the sandbox", map[string]string{"APP_ENV": "development"}, false,
			mollie.Settings{APIKey: mollie.SandboxKey, APIURL: mollie.SandboxURL, TestMode: true}},
		{"development with a key calls Mollie", map[string]string{"APP_ENV": "development", "MOLLIE_API_KEY": "test_abc"}, false,
			mollie.Settings{APIKey: "test_abc", APIURL: mollie.DefaultBaseURL, TestMode: true}},
		{"the URL comes from MOLLIE_API_URL", map[string]string{"APP_ENV": "development", "MOLLIE_API_URL": "http://127.0.0.1:18090/v2"}, false,
			mollie.Settings{APIKey: mollie.SandboxKey, APIURL: "http://127.0.0.1:18090/v2", TestMode: true}},
		{"production rehearses with a test key in test mode", map[string]string{"MOLLIE_API_KEY": "test_abc", "MOLLIE_TEST_MODE": "1"}, false,
			mollie.Settings{APIKey: "test_abc", APIURL: mollie.DefaultBaseURL, TestMode: true}},
		{"a test key outside development without test mode is refused", map[string]string{"MOLLIE_API_KEY": "test_abc"}, true, mollie.Settings{}},
		{"test mode with a live key is refused", map[string]string{"MOLLIE_API_KEY": "live_abc", "MOLLIE_TEST_MODE": "1"}, true, mollie.Settings{}},
		{"test mode is 1 or unset", map[string]string{"MOLLIE_API_KEY": "test_abc", "MOLLIE_TEST_MODE": "yes"}, true, mollie.Settings{}},
		{"a key that is no Mollie key is refused", map[string]string{"MOLLIE_API_KEY": "sk_live_abc"}, true, mollie.Settings{}},
		{"a URL that is not http(s) is refused", map[string]string{"MOLLIE_API_KEY": "test_abc", "MOLLIE_TEST_MODE": "1", "MOLLIE_API_URL": "ftp://x/v2"}, true, mollie.Settings{}},
		{"a live key is never sent elsewhere than Mollie", map[string]string{"MOLLIE_API_KEY": "live_abc", "MOLLIE_API_URL": "http://127.0.0.1:8090/v2"}, true, mollie.Settings{}},
		{"a live key is never sent to a look-alike", map[string]string{"MOLLIE_API_KEY": "live_abc", "MOLLIE_API_URL": "https://api.mollie.com.evil.example/v2"}, true, mollie.Settings{}},
		{"an access token is refused", map[string]string{"MOLLIE_API_KEY": "access_abc"}, true, mollie.Settings{}},
		{"the compose demo names its sandbox, in test mode", map[string]string{"MOLLIE_SANDBOX_URL": "http://mollie-sandbox:8090/v2", "MOLLIE_TEST_MODE": "1"}, false,
			mollie.Settings{APIKey: mollie.SandboxKey, APIURL: "http://mollie-sandbox:8090/v2", TestMode: true}},
		{"production without a key never falls back to the sandbox", map[string]string{"MOLLIE_SANDBOX_URL": "http://mollie-sandbox:8090/v2"}, true, mollie.Settings{}},
		{"a real key never goes to the demo's sandbox", map[string]string{"MOLLIE_API_KEY": "live_abc", "MOLLIE_SANDBOX_URL": "http://mollie-sandbox:8090/v2"}, false,
			mollie.Settings{APIKey: "live_abc", APIURL: mollie.DefaultBaseURL}},
		{"production sends a key over https only", map[string]string{"MOLLIE_API_KEY": "test_abc", "MOLLIE_TEST_MODE": "1", "MOLLIE_API_URL": "http://mollie.internal/v2"}, true, mollie.Settings{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := mollie.SettingsFromEnv(config.FromMap(tt.env))
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if s != tt.want {
				t.Errorf("settings %+v, want %+v", s, tt.want)
			}
		})
	}
}

func TestPublicURLMustReachMollie(t *testing.T) {
	real := mollie.Settings{APIKey: "live_abc", APIURL: mollie.DefaultBaseURL}
	for _, bad := range []string{"http://wandelwijs.nl", "https://localhost:8080", "https://127.0.0.1", "https://[::1]:8443", "https://0.0.0.0", "://x"} {
		if err := real.CheckPublicURL(bad); err == nil {
			t.Errorf("PUBLIC_URL %q accepted with a real key", bad)
		}
	}
	if err := real.CheckPublicURL("https://wandelwijs.nl"); err != nil {
		t.Errorf("the real address refused: %v", err)
	}
	for _, private := range []string{"https://10.0.0.5", "https://192.168.1.20:8443", "https://172.20.0.3", "https://[fd00::1]", "https://169.254.1.1"} {
		if err := real.CheckPublicURL(private); err == nil || !strings.Contains(err.Error(), "private network") {
			t.Errorf("PUBLIC_URL %q accepted with a live key: %v", private, err)
		}
	}
	rehearsal := mollie.Settings{APIKey: "test_abc", APIURL: mollie.DefaultBaseURL, TestMode: true}
	if err := rehearsal.CheckPublicURL("https://192.168.1.20"); err != nil {
		t.Errorf("a rehearsal with a test key behind a tunnel refused: %v", err)
	}
	sandbox := mollie.Settings{APIKey: mollie.SandboxKey, APIURL: mollie.SandboxURL}
	if err := sandbox.CheckPublicURL("http://localhost:8080"); err != nil {
		t.Errorf("the sandbox reaches localhost: %v", err)
	}
}

func TestMethodsFromEnv(t *testing.T) {
	if m, err := mollie.MethodsFromEnv(config.FromMap(nil)); err != nil || m != nil {
		t.Errorf("unset: %v %v", m, err)
	}
	if m, err := mollie.MethodsFromEnv(config.FromMap(map[string]string{"MOLLIE_METHODS": "ideal, creditcard"})); err != nil || fmt.Sprint(m) != "[ideal creditcard]" {
		t.Errorf("two methods: %v %v", m, err)
	}
	if _, err := mollie.MethodsFromEnv(config.FromMap(map[string]string{"MOLLIE_METHODS": "ideal,banktransfer"})); err == nil {
		t.Error("bank transfer, which outlives the payment hold, was accepted")
	}
}

func TestAStatusMollieAddsLaterReadsAsOpen(t *testing.T) {
	body := strings.Replace(openPaymentJSON, `"status": "open"`, `"status": "on-hold"`, 1)
	if body == openPaymentJSON {
		t.Fatal("the fixture changed: no open status to replace")
	}
	srv, _ := fakeMollie(t, http.StatusOK, "application/hal+json", body)
	p, err := mollie.New(testKey, srv.URL+"/v2", nil).GetPayment(context.Background(), "tr_7UhSN1zuXS")
	if err != nil || p.Status != mollie.StatusOpen {
		t.Fatalf("an unknown status: %+v %v", p, err)
	}
}

func TestCreatePaymentSendsTheDutchCheckout(t *testing.T) {
	srv, got := fakeMollie(t, http.StatusCreated, "application/hal+json", openPaymentJSON)
	_, err := mollie.New(testKey, srv.URL+"/v2", nil).CreatePayment(context.Background(), mollie.CreatePayment{
		Amount: mollie.EUR(2500), Description: "x", RedirectURL: "https://wandelwijs.nl/r", CancelURL: "https://wandelwijs.nl/boeken/x",
		Locale: "nl_NL", Methods: []string{"ideal", "creditcard"},
	}, "k")
	if err != nil {
		t.Fatal(err)
	}
	var body map[string]any
	_ = json.Unmarshal(got()[0].body, &body)
	if body["locale"] != "nl_NL" || body["cancelUrl"] != "https://wandelwijs.nl/boeken/x" || fmt.Sprint(body["method"]) != "[ideal creditcard]" {
		t.Errorf("body %v", body)
	}
}

func TestCancelPaymentDeletes(t *testing.T) {
	body := strings.Replace(openPaymentJSON, `"status": "open"`, `"status": "canceled"`, 1)
	srv, got := fakeMollie(t, http.StatusOK, "application/hal+json", body)
	p, err := mollie.New(testKey, srv.URL+"/v2", nil).CancelPayment(context.Background(), "tr_7UhSN1zuXS")
	if err != nil || p.Status != mollie.StatusCanceled || got()[0].method != http.MethodDelete || got()[0].path != "/v2/payments/tr_7UhSN1zuXS" {
		t.Fatalf("cancel: %+v %v %+v", p, err, got())
	}
}

func TestFinalErrorsAreTheOnesThatNeverHeal(t *testing.T) {
	for status, final := range map[int]bool{400: true, 401: true, 404: true, 422: true, 409: false, 429: false, 500: false, 503: false} {
		if got := mollie.Final(fmt.Errorf("refund: %w", &mollie.Error{Status: status})); got != final {
			t.Errorf("%d: Final = %v, want %v", status, got, final)
		}
	}
	if mollie.Final(errors.New("connection reset")) {
		t.Error("a network error counted as final")
	}
}
