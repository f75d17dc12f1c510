package sandbox_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"wandelwijs.nl/mollie-sandbox/sandbox"
	"wandelwijs.nl/platform/mollie"
)

const key = "test_sandboxwandelwijs0000000000000"

// receiver is a shop's webhook endpoint: it records each call and answers with the
// status answer returns for the n-th call (1-based).
type receiver struct {
	srv    *httptest.Server
	mu     sync.Mutex
	calls  []webhookCall
	answer func(n int) int
}

type webhookCall struct {
	method, contentType, body string
}

func newReceiver(t *testing.T, answer func(n int) int) *receiver {
	t.Helper()
	rc := &receiver{answer: answer}
	rc.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		rc.mu.Lock()
		rc.calls = append(rc.calls, webhookCall{r.Method, r.Header.Get("Content-Type"), string(b)})
		n := len(rc.calls)
		rc.mu.Unlock()
		status := http.StatusOK
		if rc.answer != nil {
			status = rc.answer(n)
		}
		w.WriteHeader(status)
	}))
	t.Cleanup(rc.srv.Close)
	return rc
}

func (rc *receiver) Calls() []webhookCall {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]webhookCall(nil), rc.calls...)
}

func (rc *receiver) URL() string { return rc.srv.URL + "/api/v1/payments/webhook" }

// fixture is a running sandbox with a mollie client pointed at it.
type fixture struct {
	sb     *sandbox.Sandbox
	srv    *httptest.Server
	client *mollie.Client
	hook   *receiver
}

func newFixture(t *testing.T, cfg sandbox.Config, answer func(n int) int) *fixture {
	t.Helper()
	if cfg.WebhookRetryDelays == nil {
		cfg.WebhookRetryDelays = []time.Duration{time.Millisecond, 2 * time.Millisecond, 5 * time.Millisecond}
	}
	f := &fixture{sb: sandbox.New(cfg), hook: newReceiver(t, answer)}
	f.srv = httptest.NewServer(f.sb.Handler())
	t.Cleanup(f.srv.Close)
	t.Cleanup(f.sb.Close) // runs first: stops retries before the servers go
	f.client = mollie.New(key, f.srv.URL+"/v2", nil)
	return f
}

func (f *fixture) create(t *testing.T, cents int) mollie.Payment {
	t.Helper()
	p, err := f.client.CreatePayment(context.Background(), mollie.CreatePayment{
		Amount:      mollie.EUR(cents),
		Description: "Boeking 42: Wandeling over Spinoza",
		RedirectURL: "http://localhost:8080/booking-success?bookingId=42",
		WebhookURL:  f.hook.URL(),
		Metadata:    map[string]string{"bookingId": "42"},
	}, "key-"+strconv.FormatInt(time.Now().UnixNano(), 36)+"-"+strconv.Itoa(cents))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// noRedirect is a browser that shows redirects instead of following them.
var noRedirect = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// choose posts the checkout form of payment id with the given status.
func (f *fixture) choose(t *testing.T, id, status string) *http.Response {
	t.Helper()
	resp, err := noRedirect.PostForm(f.srv.URL+"/checkout/"+id, url.Values{"status": {status}})
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp
}

// webhookCallsOnceSent waits for the webhooks under way and counts those of payment id.
func (f *fixture) webhookCallsOnceSent(t *testing.T, id string) int {
	t.Helper()
	f.waitWebhooks(t)
	return f.sb.WebhookCalls(id)
}

func (f *fixture) waitWebhooks(t *testing.T) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := f.sb.WaitWebhooks(ctx); err != nil {
		t.Fatal(err)
	}
}

// createAtOnce calls create(i) for i below n, all at the same time, and returns the ids
// of the payments made ("" where a call failed) and the calls' errors.
func createAtOnce(n int, create func(i int) (mollie.Payment, error)) ([]string, []error) {
	ids, errs := make([]string, n), make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			p, err := create(i)
			if err == nil {
				ids[i] = p.ID
			}
			errs[i] = err
		})
	}
	wg.Wait()
	return ids, errs
}

// eventually polls cond until it holds or a deadline passes.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func get(t *testing.T, u string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, u, nil)
	return send(t, req, header)
}

func post(t *testing.T, u, contentType, body string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, u, strings.NewReader(body))
	req.Header.Set("Content-Type", contentType)
	return send(t, req, header)
}

// send sends req with header added and returns the answer and its whole body.
func send(t *testing.T, req *http.Request, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

// checkErrorBody checks a Mollie error answer: HAL content type, exact length, fields.
func checkErrorBody(t *testing.T, resp *http.Response, body []byte, status int, field string) {
	t.Helper()
	if resp.StatusCode != status {
		t.Fatalf("status %d, want %d: %s", resp.StatusCode, status, body)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "application/hal+json" {
		t.Errorf("Content-Type %q", ct)
	}
	if cl := resp.Header.Get("Content-Length"); cl != strconv.Itoa(len(body)) {
		t.Errorf("Content-Length %q, body is %d bytes", cl, len(body))
	}
	var e struct {
		Status int    `json:"status"`
		Title  string `json:"title"`
		Detail string `json:"detail"`
		Field  string `json:"field"`
	}
	if err := json.Unmarshal(body, &e); err != nil {
		t.Fatalf("error body %s: %v", body, err)
	}
	if e.Status != status || e.Title == "" || e.Detail == "" || e.Field != field {
		t.Errorf("error body %+v, want status %d and field %q", e, status, field)
	}
}

func TestPaidCheckoutSendsOneWebhookAndRedirects(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	created := f.create(t, 2500)
	if !regexp.MustCompile(`^tr_[A-Za-z0-9]{20,}$`).MatchString(created.ID) {
		t.Errorf("id %q", created.ID)
	}
	if created.Status != mollie.StatusOpen || created.CheckoutURL != f.srv.URL+"/checkout/"+created.ID || created.Method != "" {
		t.Fatalf("created %+v", created)
	}
	if created.ExpiresAt == nil || created.ExpiresAt.Sub(created.CreatedAt) != 30*time.Minute {
		t.Errorf("createdAt %v expiresAt %v", created.CreatedAt, created.ExpiresAt)
	}
	got, err := f.client.GetPayment(context.Background(), created.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != created.ID || got.Status != mollie.StatusOpen || got.Amount != mollie.EUR(2500) ||
		got.Metadata["bookingId"] != "42" || got.WebhookURL != f.hook.URL() {
		t.Fatalf("got %+v", got)
	}

	resp, page := get(t, created.CheckoutURL, nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(page), "€ 25,00") ||
		!strings.Contains(string(page), "Boeking 42: Wandeling over Spinoza") {
		t.Fatalf("checkout page %d:\n%s", resp.StatusCode, page)
	}

	resp = f.choose(t, created.ID, "paid")
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "http://localhost:8080/booking-success?bookingId=42" {
		t.Fatalf("answer %d, Location %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	eventually(t, "the webhook", func() bool { return len(f.hook.Calls()) >= 1 })
	f.waitWebhooks(t)
	calls := f.hook.Calls()
	if len(calls) != 1 || f.sb.WebhookCalls(created.ID) != 1 {
		t.Fatalf("%d webhook calls (sandbox counts %d), want exactly 1", len(calls), f.sb.WebhookCalls(created.ID))
	}
	if c := calls[0]; c.method != http.MethodPost || c.contentType != "application/x-www-form-urlencoded" || c.body != "id="+created.ID {
		t.Errorf("webhook call %+v", c)
	}

	paid, err := f.client.GetPayment(context.Background(), created.ID)
	if err != nil {
		t.Fatal(err)
	}
	if paid.Status != mollie.StatusPaid || paid.Method != "creditcard" || paid.PaidAt == nil ||
		paid.CheckoutURL != "" || paid.ExpiresAt != nil || paid.AmountRefunded != nil {
		t.Errorf("after paying: %+v", paid)
	}
}

func TestWebhookIsRetriedUntilItGets200(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, func(n int) int {
		if n <= 2 {
			return http.StatusInternalServerError
		}
		return http.StatusOK
	})
	p := f.create(t, 1000)
	if err := f.sb.SetStatus(p.ID, mollie.StatusPaid); err != nil {
		t.Fatal(err)
	}
	eventually(t, "three webhook calls", func() bool { return len(f.hook.Calls()) >= 3 })
	f.waitWebhooks(t)
	if n := len(f.hook.Calls()); n != 3 {
		t.Errorf("%d calls, want exactly 3 (500, 500, 200)", n)
	}
	if n := f.sb.WebhookCalls(p.ID); n != 3 {
		t.Errorf("sandbox counts %d calls, want 3", n)
	}
	for _, c := range f.hook.Calls() {
		if c.body != "id="+p.ID {
			t.Errorf("call body %q", c.body)
		}
	}
}

func TestWebhookGivesUpAfterTheLastRetry(t *testing.T) {
	f := newFixture(t, sandbox.Config{WebhookRetryDelays: []time.Duration{time.Millisecond, time.Millisecond}},
		func(int) int { return http.StatusNoContent }) // only 200 counts
	p := f.create(t, 1000)
	if err := f.sb.SetStatus(p.ID, mollie.StatusFailed); err != nil {
		t.Fatal(err)
	}
	f.waitWebhooks(t)
	if n := len(f.hook.Calls()); n != 3 {
		t.Errorf("%d calls, want 3 (the first and two retries)", n)
	}
}

func TestWebhookRetriesStopOnClose(t *testing.T) {
	f := newFixture(t, sandbox.Config{WebhookRetryDelays: []time.Duration{time.Hour}},
		func(int) int { return http.StatusServiceUnavailable })
	p := f.create(t, 1000)
	if err := f.sb.SetStatus(p.ID, mollie.StatusPaid); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the first call", func() bool { return len(f.hook.Calls()) == 1 })
	done := make(chan struct{})
	go func() { f.sb.Close(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Close waited for an hour-long retry")
	}
}

func TestEachCheckoutChoice(t *testing.T) {
	tests := []struct {
		choice, wantStatus, wantMethod string
		wantWebhooks                   int
		wantCheckout                   bool
	}{
		{"paid", mollie.StatusPaid, "creditcard", 1, false},
		{"failed", mollie.StatusFailed, "creditcard", 1, false},
		{"canceled", mollie.StatusCanceled, "", 1, false},
		{"expired", mollie.StatusExpired, "", 1, false},
		{"open", mollie.StatusOpen, "", 0, true},
	}
	f := newFixture(t, sandbox.Config{}, nil)
	for _, tt := range tests {
		t.Run(tt.choice, func(t *testing.T) {
			p := f.create(t, 3000)
			resp := f.choose(t, p.ID, tt.choice)
			if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != p.RedirectURL {
				t.Fatalf("answer %d to %q", resp.StatusCode, resp.Header.Get("Location"))
			}
			f.waitWebhooks(t)
			got, err := f.client.GetPayment(context.Background(), p.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != tt.wantStatus || got.Method != tt.wantMethod || (got.CheckoutURL != "") != tt.wantCheckout {
				t.Errorf("payment %+v", got)
			}
			if (got.PaidAt != nil) != (tt.wantStatus == mollie.StatusPaid) {
				t.Errorf("paidAt %v", got.PaidAt)
			}
			if n := f.sb.WebhookCalls(p.ID); n != tt.wantWebhooks {
				t.Errorf("%d webhook calls, want %d", n, tt.wantWebhooks)
			}
			helper, ok := f.sb.Payment(p.ID)
			if !ok || helper.Status != got.Status || helper.Method != got.Method || helper.CheckoutURL != got.CheckoutURL {
				t.Errorf("Payment helper %+v, client %+v", helper, got)
			}
		})
	}
}

func TestAClosedPaymentCannotBePaidAgain(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	p := f.create(t, 1500)
	if resp := f.choose(t, p.ID, "failed"); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("first choice: %d", resp.StatusCode)
	}
	f.waitWebhooks(t)

	resp, page := get(t, f.srv.URL+"/checkout/"+p.ID, nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(page), "niet meer open") ||
		!strings.Contains(string(page), "mislukt") || !strings.Contains(string(page), `href="`+strings.ReplaceAll(p.RedirectURL, "&", "&amp;")+`"`) {
		t.Fatalf("page %d:\n%s", resp.StatusCode, page)
	}
	if resp := f.choose(t, p.ID, "paid"); resp.StatusCode != http.StatusConflict {
		t.Errorf("second choice answered %d, want 409", resp.StatusCode)
	}
	f.waitWebhooks(t)
	if got, _ := f.sb.Payment(p.ID); got.Status != mollie.StatusFailed {
		t.Errorf("status %s, want failed", got.Status)
	}
	if n := f.sb.WebhookCalls(p.ID); n != 1 {
		t.Errorf("%d webhook calls, want 1", n)
	}
	if err := f.sb.SetStatus(p.ID, mollie.StatusPaid); !errors.Is(err, sandbox.ErrNotOpen) {
		t.Errorf("SetStatus on a failed payment: %v, want ErrNotOpen", err)
	}
}

func TestSetStatusRefusesUnknownPaymentsAndStatuses(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	if err := f.sb.SetStatus("tr_unknown", mollie.StatusPaid); !errors.Is(err, sandbox.ErrUnknownPayment) {
		t.Errorf("unknown payment: %v", err)
	}
	p := f.create(t, 100)
	if err := f.sb.SetStatus(p.ID, "refunded"); !errors.Is(err, sandbox.ErrBadStatus) {
		t.Errorf("bad status: %v", err)
	}
	if err := f.sb.SetStatus(p.ID, mollie.StatusPending); err != nil {
		t.Fatal(err)
	}
	if err := f.sb.SetStatus(p.ID, mollie.StatusPaid); err != nil {
		t.Errorf("pending to paid: %v", err)
	}
	if n := f.webhookCallsOnceSent(t, p.ID); n != 1 {
		t.Errorf("%d webhook calls, want 1 (paid; Mollie calls none for pending)", n)
	}
}

func TestCheckoutPage(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	p := f.create(t, 123456)
	resp, body := get(t, p.CheckoutURL, nil)
	page := string(body)
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("answer %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	for _, want := range []string{`<html lang="nl">`, "€ 1.234,56", "<legend>", `name="status"`, "Doorgaan", `action="/checkout/` + p.ID + `"`} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	for _, choice := range []string{"paid", "failed", "canceled", "expired", "open"} {
		if !strings.Contains(page, `id="status-`+choice+`" value="`+choice+`"`) || !strings.Contains(page, `<label for="status-`+choice+`">`) {
			t.Errorf("no labelled radio button for %s", choice)
		}
	}
	for _, external := range []string{"<script", "<link", "<img", "src=", "@import", "url("} {
		if strings.Contains(page, external) {
			t.Errorf("page loads something: %q", external)
		}
	}
	csp := resp.Header.Get("Content-Security-Policy")
	style := regexp.MustCompile(`(?s)<style>(.*)</style>`).FindStringSubmatch(page)
	if style == nil {
		t.Fatal("no style element")
	}
	sum := sha256.Sum256([]byte(style[1]))
	for _, want := range []string{"default-src 'none'", "style-src 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'",
		"form-action 'self' http://localhost:8080", "frame-ancestors 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}

	t.Run("an unknown payment is a 404 page", func(t *testing.T) {
		for _, id := range []string{"tr_unknown", "nonsense", "tr_%3Cscript%3E"} {
			resp, body := get(t, f.srv.URL+"/checkout/"+id, nil)
			if resp.StatusCode != http.StatusNotFound || !strings.Contains(string(body), "Betaling niet gevonden") || strings.Contains(string(body), "<script>") {
				t.Errorf("%s: %d %s", id, resp.StatusCode, body)
			}
		}
	})
	t.Run("an unknown choice shows the form again", func(t *testing.T) {
		resp, err := noRedirect.PostForm(p.CheckoutURL, url.Values{"status": {"refunded"}})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(b), `role="alert"`) {
			t.Errorf("answer %d: %s", resp.StatusCode, b)
		}
		if got, _ := f.sb.Payment(p.ID); got.Status != mollie.StatusOpen {
			t.Errorf("status %s", got.Status)
		}
	})
}

func TestRefunds(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	ctx := context.Background()
	paid := func(t *testing.T, cents int) mollie.Payment {
		p := f.create(t, cents)
		if err := f.sb.SetStatus(p.ID, mollie.StatusPaid); err != nil {
			t.Fatal(err)
		}
		return p
	}
	wantMollieError := func(t *testing.T, err error, status int, field string) {
		t.Helper()
		var e *mollie.Error
		if !errors.As(err, &e) || e.Status != status || e.Field != field {
			t.Errorf("err = %v, want a %d on field %q", err, status, field)
		}
	}

	t.Run("partial, then the rest, then nothing more", func(t *testing.T) {
		p := paid(t, 5000)
		r1, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(1250), Description: "Deels"}, "r1-"+p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(r1.ID, "re_") || r1.PaymentID != p.ID || r1.Status != "pending" || r1.Amount != mollie.EUR(1250) || r1.CreatedAt.IsZero() {
			t.Errorf("refund %+v", r1)
		}
		got, _ := f.client.GetPayment(ctx, p.ID)
		if got.Status != mollie.StatusPaid || got.AmountRefunded == nil || *got.AmountRefunded != mollie.EUR(1250) {
			t.Errorf("after a partial refund: %+v", got)
		}
		r2, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(3750)}, "r2-"+p.ID)
		if err != nil {
			t.Fatal(err)
		}
		got, _ = f.client.GetPayment(ctx, p.ID)
		if got.AmountRefunded == nil || *got.AmountRefunded != mollie.EUR(5000) {
			t.Errorf("after the full amount: %+v", got.AmountRefunded)
		}
		_, err = f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(1)}, "r3-"+p.ID)
		wantMollieError(t, err, 422, "amount")
		list, err := f.client.ListRefunds(ctx, p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].ID != r1.ID || list[1].ID != r2.ID || list[1].Status != "pending" {
			t.Errorf("refunds %+v", list)
		}
	})
	t.Run("the full amount at once", func(t *testing.T) {
		p := paid(t, 2000)
		if _, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(2000)}, "full-"+p.ID); err != nil {
			t.Fatal(err)
		}
		got, _ := f.sb.Payment(p.ID)
		if got.AmountRefunded == nil || *got.AmountRefunded != mollie.EUR(2000) {
			t.Errorf("amountRefunded %v", got.AmountRefunded)
		}
	})
	t.Run("more than was paid", func(t *testing.T) {
		p := paid(t, 2000)
		_, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(2001)}, "much-"+p.ID)
		wantMollieError(t, err, 422, "amount")
		if got, _ := f.sb.Payment(p.ID); got.AmountRefunded != nil {
			t.Errorf("refunded %v anyway", got.AmountRefunded)
		}
	})
	t.Run("bad amounts", func(t *testing.T) {
		p := paid(t, 2000)
		for _, tt := range []struct {
			amount mollie.Amount
			field  string
		}{
			{mollie.EUR(0), "amount"},
			{mollie.Amount{Currency: "USD", Value: "1.00"}, "amount.currency"},
			{mollie.Amount{Currency: "EUR", Value: "1.5"}, "amount.value"},
		} {
			_, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: tt.amount}, "bad-"+tt.amount.Value+tt.amount.Currency)
			wantMollieError(t, err, 422, tt.field)
		}
	})
	for _, status := range []string{"open", "failed", "canceled", "expired"} {
		t.Run("on a payment that is "+status, func(t *testing.T) {
			p := f.create(t, 2000)
			if status != "open" {
				if err := f.sb.SetStatus(p.ID, status); err != nil {
					t.Fatal(err)
				}
			}
			_, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(100)}, "unpaid-"+p.ID)
			wantMollieError(t, err, 422, "")
		})
	}
	t.Run("on an unknown payment", func(t *testing.T) {
		_, err := f.client.CreateRefund(ctx, "tr_unknown", mollie.CreateRefund{Amount: mollie.EUR(100)}, "x")
		wantMollieError(t, err, 404, "")
		_, err = f.client.ListRefunds(ctx, "tr_unknown")
		wantMollieError(t, err, 404, "")
	})
	t.Run("a repeated idempotency key refunds once", func(t *testing.T) {
		p := paid(t, 2000)
		r := mollie.CreateRefund{Amount: mollie.EUR(500), Description: "Annulering"}
		a, err := f.client.CreateRefund(ctx, p.ID, r, "same-"+p.ID)
		if err != nil {
			t.Fatal(err)
		}
		b, err := f.client.CreateRefund(ctx, p.ID, r, "same-"+p.ID)
		if err != nil {
			t.Fatal(err)
		}
		list, _ := f.client.ListRefunds(ctx, p.ID)
		if a.ID != b.ID || len(list) != 1 {
			t.Errorf("refunds %s and %s, list %d", a.ID, b.ID, len(list))
		}
	})
	t.Run("a single refund and an empty list read back", func(t *testing.T) {
		p := paid(t, 2000)
		list, err := f.client.ListRefunds(ctx, p.ID)
		if err != nil || len(list) != 0 {
			t.Fatalf("list %v, %v", list, err)
		}
		r, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(100)}, "one-"+p.ID)
		if err != nil {
			t.Fatal(err)
		}
		resp, body := get(t, f.srv.URL+"/v2/payments/"+p.ID+"/refunds/"+r.ID, map[string]string{"Authorization": "Bearer " + key})
		if resp.StatusCode != 200 || !strings.Contains(string(body), `"resource":"refund"`) {
			t.Errorf("get refund %d %s", resp.StatusCode, body)
		}
	})
}

func TestUnauthorized(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	p := f.create(t, 1000)
	for _, auth := range []string{"", "Bearer", "Bearer ", "Bearer abc", "Bearer test_", "Bearer sk_test_abcd", "Basic dGVzdDp0ZXN0", "bearer " + key, "Bearer " + key + " x"} {
		t.Run(fmt.Sprintf("%q", auth), func(t *testing.T) {
			h := map[string]string{}
			if auth != "" {
				h["Authorization"] = auth
			}
			resp, body := get(t, f.srv.URL+"/v2/payments/"+p.ID, h)
			checkErrorBody(t, resp, body, http.StatusUnauthorized, "")
			resp, body = post(t, f.srv.URL+"/v2/payments", "application/json", `{}`, h)
			checkErrorBody(t, resp, body, http.StatusUnauthorized, "")
		})
	}
	t.Run("through the client", func(t *testing.T) {
		_, err := mollie.New("", f.srv.URL+"/v2", nil).GetPayment(context.Background(), p.ID)
		var e *mollie.Error
		if !errors.As(err, &e) || e.Status != http.StatusUnauthorized || e.Title != "Unauthorized Request" {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("a live key is refused", func(t *testing.T) {
		resp, body := get(t, f.srv.URL+"/v2/payments/"+p.ID, map[string]string{"Authorization": "Bearer live_abcdefghij"})
		checkErrorBody(t, resp, body, http.StatusUnauthorized, "")
		if !strings.Contains(string(body), "test keys only") {
			t.Errorf("no reason given: %s", body)
		}
	})
}

func TestUnknownIDsAre404(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	_, err := f.client.GetPayment(context.Background(), "tr_doesnotexist")
	var e *mollie.Error
	if !errors.As(err, &e) || e.Status != http.StatusNotFound {
		t.Errorf("err = %v, want a 404", err)
	}
	auth := map[string]string{"Authorization": "Bearer " + key}
	for _, path := range []string{"/v2/payments/tr_doesnotexist", "/v2/payments/xyz", "/v2/payments/tr_x/refunds", "/v2/customers", "/v2/payments/tr_x/refunds/re_y"} {
		resp, body := get(t, f.srv.URL+path, auth)
		checkErrorBody(t, resp, body, http.StatusNotFound, "")
	}
}

func TestCreatePaymentValidatesLikeMollie(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	good := `"description":"Boeking 1","redirectUrl":"http://localhost:8080/klaar"`
	tests := []struct {
		name, body string
		status     int
		field      string
	}{
		{"no amount", `{` + good + `}`, 422, "amount"},
		{"no currency", `{"amount":{"value":"10.00"},` + good + `}`, 422, "amount.currency"},
		{"another currency", `{"amount":{"currency":"USD","value":"10.00"},` + good + `}`, 422, "amount.currency"},
		{"no value", `{"amount":{"currency":"EUR"},` + good + `}`, 422, "amount.value"},
		{"one decimal", `{"amount":{"currency":"EUR","value":"10.5"},` + good + `}`, 422, "amount.value"},
		{"a number", `{"amount":{"currency":"EUR","value":10.50},` + good + `}`, 422, "amount.value"},
		{"zero", `{"amount":{"currency":"EUR","value":"0.00"},` + good + `}`, 422, "amount"},
		{"too much", `{"amount":{"currency":"EUR","value":"50000.01"},` + good + `}`, 422, "amount"},
		{"no description", `{"amount":{"currency":"EUR","value":"10.00"},"redirectUrl":"http://localhost/"}`, 422, "description"},
		{"a blank description", `{"amount":{"currency":"EUR","value":"10.00"},"description":"  ","redirectUrl":"http://localhost/"}`, 422, "description"},
		{"no redirect URL", `{"amount":{"currency":"EUR","value":"10.00"},"description":"x"}`, 422, "redirectUrl"},
		{"a relative redirect URL", `{"amount":{"currency":"EUR","value":"10.00"},"description":"x","redirectUrl":"/klaar"}`, 422, "redirectUrl"},
		{"a javascript redirect URL", `{"amount":{"currency":"EUR","value":"10.00"},"description":"x","redirectUrl":"javascript:alert(1)"}`, 422, "redirectUrl"},
		{"a bad webhook URL", `{"amount":{"currency":"EUR","value":"10.00"},` + good + `,"webhookUrl":"ftp://x/y"}`, 422, "webhookUrl"},
		{"too much metadata", `{"amount":{"currency":"EUR","value":"10.00"},` + good + `,"metadata":{"x":"` + strings.Repeat("a", 1100) + `"}}`, 422, "metadata"},
		{"an unknown locale", `{"amount":{"currency":"EUR","value":"10.00"},` + good + `,"locale":"en"}`, 422, "locale"},
		{"broken JSON", `{"amount":`, 400, ""},
		{"an empty body", ``, 400, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, body := post(t, f.srv.URL+"/v2/payments", "application/json", tt.body,
				map[string]string{"Authorization": "Bearer " + key, "Idempotency-Key": tt.name})
			checkErrorBody(t, resp, body, tt.status, tt.field)
		})
	}
	t.Run("through the client", func(t *testing.T) {
		_, err := f.client.CreatePayment(context.Background(), mollie.CreatePayment{Amount: mollie.EUR(0), Description: "x", RedirectURL: "http://localhost/"}, "zero")
		var e *mollie.Error
		if !errors.As(err, &e) || e.Status != 422 || e.Field != "amount" {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("no webhook URL is fine", func(t *testing.T) {
		p, err := f.client.CreatePayment(context.Background(), mollie.CreatePayment{Amount: mollie.EUR(100), Description: "x", RedirectURL: "http://localhost/"}, "nohook")
		if err != nil {
			t.Fatal(err)
		}
		if resp := f.choose(t, p.ID, "paid"); resp.StatusCode != http.StatusSeeOther {
			t.Errorf("checkout %d", resp.StatusCode)
		}
		if n := f.webhookCallsOnceSent(t, p.ID); n != 0 {
			t.Errorf("%d webhook calls without a webhook URL", n)
		}
	})
}

func TestPaymentJSONIsMollies(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	p := f.create(t, 2500)
	resp, body := get(t, f.srv.URL+"/v2/payments/"+p.ID, map[string]string{"Authorization": "Bearer " + key})
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/hal+json" || resp.Header.Get("Content-Length") != strconv.Itoa(len(body)) {
		t.Fatalf("answer %d %v", resp.StatusCode, resp.Header)
	}
	var raw map[string]any
	if err := json.Unmarshal(body, &raw); err != nil {
		t.Fatal(err)
	}
	links, _ := raw["_links"].(map[string]any)
	self, _ := links["self"].(map[string]any)
	checkout, _ := links["checkout"].(map[string]any)
	if raw["resource"] != "payment" || raw["mode"] != "test" || raw["method"] != nil || raw["status"] != "open" ||
		self["href"] != f.srv.URL+"/v2/payments/"+p.ID || checkout["href"] != f.srv.URL+"/checkout/"+p.ID {
		t.Errorf("payment JSON %s", body)
	}
	timeRE := regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$`)
	for _, k := range []string{"createdAt", "expiresAt"} {
		if s, _ := raw[k].(string); !timeRE.MatchString(s) {
			t.Errorf("%s = %v, want Mollie's time format", k, raw[k])
		}
	}
	if amount, _ := raw["amount"].(map[string]any); amount["currency"] != "EUR" || amount["value"] != "25.00" {
		t.Errorf("amount %v", raw["amount"])
	}
}

func TestConfiguredBaseURLIsUsedInLinks(t *testing.T) {
	f := newFixture(t, sandbox.Config{BaseURL: "http://sandbox.example:8090/"}, nil)
	p := f.create(t, 100)
	if p.CheckoutURL != "http://sandbox.example:8090/checkout/"+p.ID {
		t.Errorf("checkout URL %q", p.CheckoutURL)
	}
}

// TestOpenPaymentsExpireAfterTheirMethodsTime: Mollie lets an open iDEAL payment expire
// after 15 minutes and a card payment after 30; a payment whose payer still chooses
// among methods lasts as long as the longest of them.
func TestOpenPaymentsExpireAfterTheirMethodsTime(t *testing.T) {
	var now atomic.Int64
	now.Store(time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC).Unix())
	f := newFixture(t, sandbox.Config{Now: func() time.Time { return time.Unix(now.Load(), 0) }}, nil)
	for _, tt := range []struct {
		methods []string
		expiry  time.Duration
	}{
		{[]string{"ideal"}, 15 * time.Minute},
		{[]string{"creditcard"}, 30 * time.Minute},
		{[]string{"ideal", "creditcard"}, 30 * time.Minute},
		{nil, 30 * time.Minute},
	} {
		p, err := f.client.CreatePayment(context.Background(), mollie.CreatePayment{Amount: mollie.EUR(1000), Description: "Boeking 42",
			RedirectURL: "https://wandelwijs.nl/r", WebhookURL: f.hook.URL(), Methods: tt.methods}, fmt.Sprint("expiry-", tt.methods))
		if err != nil {
			t.Fatal(err)
		}
		if p.ExpiresAt == nil || p.ExpiresAt.Sub(p.CreatedAt) != tt.expiry {
			t.Errorf("%v: createdAt %v expiresAt %v, want %v later", tt.methods, p.CreatedAt, p.ExpiresAt, tt.expiry)
		}
		start := now.Load()
		now.Store(start + int64((tt.expiry-time.Second)/time.Second))
		if got, _ := f.client.GetPayment(context.Background(), p.ID); got.Status != mollie.StatusOpen {
			t.Fatalf("%v: status %s a second before expiry", tt.methods, got.Status)
		}
		now.Add(1)
		got, err := f.client.GetPayment(context.Background(), p.ID)
		if err != nil || got.Status != mollie.StatusExpired || got.CheckoutURL != "" {
			t.Fatalf("%v at expiry: %+v, %v", tt.methods, got, err)
		}
		if resp, body := get(t, f.srv.URL+"/checkout/"+p.ID, nil); !strings.Contains(string(body), "verlopen") {
			t.Errorf("checkout page %d: %s", resp.StatusCode, body)
		}
		now.Store(start)
	}
}

func TestIdempotencyKey(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	ctx := context.Background()
	req := mollie.CreatePayment{Amount: mollie.EUR(4200), Description: "Boeking 7", RedirectURL: "http://localhost/", WebhookURL: f.hook.URL()}
	a, err := f.client.CreatePayment(ctx, req, "booking-7-attempt-1")
	if err != nil {
		t.Fatal(err)
	}
	b, err := f.client.CreatePayment(ctx, req, "booking-7-attempt-1")
	if err != nil {
		t.Fatal(err)
	}
	if a.ID != b.ID {
		t.Errorf("same key and body gave two payments: %s and %s", a.ID, b.ID)
	}
	c, err := f.client.CreatePayment(ctx, req, "booking-7-attempt-2")
	if err != nil || c.ID == a.ID {
		t.Errorf("a new key gave %s, %v; want a new payment", c.ID, err)
	}
	other := req
	other.Amount = mollie.EUR(1)
	_, err = f.client.CreatePayment(ctx, other, "booking-7-attempt-1")
	var e *mollie.Error
	if !errors.As(err, &e) || e.Status != 400 {
		t.Errorf("same key, other body: %v, want Mollie's 400", err)
	}
	other2 := mollie.New("test_anotheraccount", f.srv.URL+"/v2", nil)
	d, err := other2.CreatePayment(ctx, req, "booking-7-attempt-1")
	if err != nil || d.ID == a.ID {
		t.Errorf("another API key's same idempotency key gave %s, %v", d.ID, err)
	}

	t.Run("concurrent requests with one key make one payment; an overlapping one gets Mollie's 409", func(t *testing.T) {
		ids, errs := createAtOnce(20, func(int) (mollie.Payment, error) { return f.client.CreatePayment(ctx, req, "concurrent-key") })
		for _, err := range errs {
			var e *mollie.Error
			if err != nil && !(errors.As(err, &e) && e.Status == http.StatusConflict) { // a 409: still in flight elsewhere, worth a retry
				t.Error(err)
			}
		}
		made := map[string]bool{}
		for _, id := range ids {
			if id != "" {
				made[id] = true
			}
		}
		if len(made) != 1 {
			t.Fatalf("%d payments made for one key: %v", len(made), ids)
		}
		again, err := f.client.CreatePayment(ctx, req, "concurrent-key")
		if err != nil || !made[again.ID] {
			t.Fatalf("the key once settled: %s %v, want the one payment", again.ID, err)
		}
	})
	t.Run("a request refused by a fault can be retried with its key", func(t *testing.T) {
		f.sb.SetFault(sandbox.Fault500)
		_, err := f.client.CreatePayment(ctx, req, "retry-after-fault")
		if !errors.As(err, &e) || e.Status != 500 {
			t.Fatalf("err = %v, want a 500", err)
		}
		f.sb.SetFault(sandbox.FaultNone)
		if _, err := f.client.CreatePayment(ctx, req, "retry-after-fault"); err != nil {
			t.Errorf("retry: %v", err)
		}
	})
}

func TestFault500(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	ctx := context.Background()
	p := f.create(t, 1000)
	resp, body := post(t, f.srv.URL+"/_control/fault", "application/x-www-form-urlencoded", "mode=500", nil)
	if resp.StatusCode != 200 || f.sb.Fault() != sandbox.Fault500 {
		t.Fatalf("switch: %d %s", resp.StatusCode, body)
	}
	_, err := f.client.GetPayment(ctx, p.ID)
	var e *mollie.Error
	if !errors.As(err, &e) || e.Status != 500 || e.Title != "Internal Server Error" {
		t.Errorf("get: %v", err)
	}
	_, err = f.client.CreatePayment(ctx, mollie.CreatePayment{Amount: mollie.EUR(100), Description: "x", RedirectURL: "http://localhost/"}, "during-500")
	if !errors.As(err, &e) || e.Status != 500 {
		t.Errorf("create: %v", err)
	}
	resp, body = get(t, f.srv.URL+"/v2/payments/"+p.ID, nil) // even without a key
	checkErrorBody(t, resp, body, 500, "")

	if resp, _ := get(t, p.CheckoutURL, nil); resp.StatusCode != 200 {
		t.Errorf("checkout page during the fault: %d", resp.StatusCode)
	}
	if resp := f.choose(t, p.ID, "paid"); resp.StatusCode != http.StatusSeeOther {
		t.Errorf("checkout choice during the fault: %d", resp.StatusCode)
	}
	if resp, _ := get(t, f.srv.URL+"/healthz", nil); resp.StatusCode != 200 {
		t.Errorf("healthz: %d", resp.StatusCode)
	}

	resp, body = post(t, f.srv.URL+"/_control/fault", "application/json", `{"mode":""}`, nil)
	if resp.StatusCode != 200 || f.sb.Fault() != sandbox.FaultNone {
		t.Fatalf("switch off: %d %s", resp.StatusCode, body)
	}
	got, err := f.client.GetPayment(ctx, p.ID)
	if err != nil || got.Status != mollie.StatusPaid {
		t.Errorf("after the fault: %+v, %v", got, err)
	}
}

func TestFaultHang(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	p := f.create(t, 1000)
	resp, body := post(t, f.srv.URL+"/_control/fault", "application/json", `{"mode":"hang"}`, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("switch: %d %s", resp.StatusCode, body)
	}

	t.Run("the client's context deadline fires", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		start := time.Now()
		_, err := f.client.GetPayment(ctx, p.ID)
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("err = %v, want a deadline", err)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("took %v", d)
		}
	})
	t.Run("the HTTP client's timeout fires on a POST", func(t *testing.T) {
		c := mollie.New(key, f.srv.URL+"/v2", &http.Client{Timeout: 200 * time.Millisecond})
		_, err := c.CreatePayment(context.Background(), mollie.CreatePayment{Amount: mollie.EUR(100), Description: "x", RedirectURL: "http://localhost/"}, "hang-post")
		var timeout interface{ Timeout() bool }
		if !errors.As(err, &timeout) || !timeout.Timeout() {
			t.Fatalf("err = %v, want a timeout", err)
		}
	})
	t.Run("the checkout page and control keep working", func(t *testing.T) {
		if resp, _ := get(t, p.CheckoutURL, nil); resp.StatusCode != 200 {
			t.Errorf("checkout page: %d", resp.StatusCode)
		}
		if resp, body := get(t, f.srv.URL+"/_control/fault", nil); resp.StatusCode != 200 || !strings.Contains(string(body), `"hang"`) {
			t.Errorf("control: %d %s", resp.StatusCode, body)
		}
	})
	t.Run("a waiting call goes on when the fault is switched off", func(t *testing.T) {
		done := make(chan error, 1)
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			_, err := f.client.GetPayment(ctx, p.ID)
			done <- err
		}()
		select {
		case err := <-done:
			t.Fatalf("answered during the hang: %v", err)
		case <-time.After(50 * time.Millisecond): // give it a moment to start hanging; not an assertion on time
		}
		resp, body := post(t, f.srv.URL+"/_control/fault", "application/x-www-form-urlencoded", "mode=", nil)
		if resp.StatusCode != 200 {
			t.Fatalf("switch off: %d %s", resp.StatusCode, body)
		}
		if err := <-done; err != nil {
			t.Errorf("after switching off: %v", err)
		}
	})
	t.Run("then every call works again", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if _, err := f.client.GetPayment(ctx, p.ID); err != nil {
			t.Fatal(err)
		}
	})
}

func TestHangingCallsEndOnClose(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	p := f.create(t, 1000)
	f.sb.SetFault(sandbox.FaultHang)
	done := make(chan error, 1)
	go func() {
		_, err := f.client.GetPayment(context.Background(), p.ID) // no deadline of its own but the 15 s default
		done <- err
	}()
	time.Sleep(50 * time.Millisecond) // let it start hanging; the assertion is on the answer below
	f.sb.Close()
	select {
	case err := <-done:
		var e *mollie.Error
		if !errors.As(err, &e) || e.Status != http.StatusServiceUnavailable {
			t.Errorf("err = %v, want a 503 on close", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a hanging call outlived Close")
	}
}

func TestControlFaultRefusesUnknownModes(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	for _, body := range []string{"mode=404", "mode=HANG"} {
		if resp, b := post(t, f.srv.URL+"/_control/fault", "application/x-www-form-urlencoded", body, nil); resp.StatusCode != 400 {
			t.Errorf("%s: %d %s", body, resp.StatusCode, b)
		}
	}
	if resp, b := post(t, f.srv.URL+"/_control/fault", "application/json", `{"mode":`, nil); resp.StatusCode != 400 {
		t.Errorf("broken JSON: %d %s", resp.StatusCode, b)
	}
	f.sb.SetFault("nonsense")
	if f.sb.Fault() != sandbox.FaultNone {
		t.Errorf("fault %q after an unknown mode", f.sb.Fault())
	}
}

func TestConcurrency(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	ctx := context.Background()

	t.Run("50 concurrent creates give 50 payments", func(t *testing.T) {
		ids, errs := createAtOnce(50, func(i int) (mollie.Payment, error) {
			return f.client.CreatePayment(ctx, mollie.CreatePayment{
				Amount: mollie.EUR(100 + i), Description: fmt.Sprintf("Boeking %d", i), RedirectURL: "http://localhost/", WebhookURL: f.hook.URL(),
			}, fmt.Sprintf("create-%d", i))
		})
		if err := errors.Join(errs...); err != nil {
			t.Error(err)
		}
		seen := map[string]bool{}
		for i, id := range ids {
			if id == "" || seen[id] {
				t.Fatalf("id %d is %q (duplicate or missing)", i, id)
			}
			seen[id] = true
			got, ok := f.sb.Payment(id)
			if !ok || got.Amount != mollie.EUR(100+i) {
				t.Errorf("payment %s: %+v", id, got)
			}
		}
	})

	t.Run("50 concurrent checkout choices move a payment once", func(t *testing.T) {
		before := len(f.hook.Calls())
		p := f.create(t, 2500)
		var wg sync.WaitGroup
		var redirected, conflicts atomic.Int32
		for i := range 50 {
			wg.Go(func() {
				status := []string{"paid", "failed", "canceled"}[i%3]
				resp, err := noRedirect.PostForm(f.srv.URL+"/checkout/"+p.ID, url.Values{"status": {status}})
				if err != nil {
					t.Error(err)
					return
				}
				resp.Body.Close()
				switch resp.StatusCode {
				case http.StatusSeeOther:
					redirected.Add(1)
				case http.StatusConflict:
					conflicts.Add(1)
				default:
					t.Errorf("answer %d", resp.StatusCode)
				}
			})
		}
		wg.Wait()
		f.waitWebhooks(t)
		if redirected.Load() != 1 || conflicts.Load() != 49 {
			t.Errorf("%d redirects, %d conflicts; want 1 and 49", redirected.Load(), conflicts.Load())
		}
		if n := f.sb.WebhookCalls(p.ID); n != 1 {
			t.Errorf("%d webhook calls, want 1", n)
		}
		if n := len(f.hook.Calls()) - before; n != 1 {
			t.Errorf("receiver got %d calls, want 1", n)
		}
	})

	t.Run("concurrent refunds never exceed the payment", func(t *testing.T) {
		// Once the payment is paid, every reading of the clock is an hour after the last:
		// no refund is a duplicate of another.
		var ticking atomic.Bool
		var hours atomic.Int64
		f := newFixture(t, sandbox.Config{Now: func() time.Time {
			if ticking.Load() {
				return time.Now().Add(time.Duration(hours.Add(1)) * time.Hour)
			}
			return time.Now()
		}}, nil)
		p := f.create(t, 1000)
		if err := f.sb.SetStatus(p.ID, mollie.StatusPaid); err != nil {
			t.Fatal(err)
		}
		ticking.Store(true)
		var wg sync.WaitGroup
		var ok atomic.Int32
		for i := range 30 {
			wg.Go(func() {
				if _, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(100)}, fmt.Sprintf("refund-%d", i)); err == nil {
					ok.Add(1)
				}
			})
		}
		wg.Wait()
		got, _ := f.sb.Payment(p.ID)
		if ok.Load() != 10 || got.AmountRefunded == nil || *got.AmountRefunded != mollie.EUR(1000) {
			t.Errorf("%d refunds succeeded, refunded %v; want 10 and 10.00", ok.Load(), got.AmountRefunded)
		}
	})
}

// TestIdenticalRefundsInShortSuccessionAreRefused: Mollie answers 409 to a second refund
// of the same amount on the same payment within the hour, whatever its idempotency key;
// the first refund's own key still gets its answer, another amount goes through, and an
// hour later the same amount does too.
func TestIdenticalRefundsInShortSuccessionAreRefused(t *testing.T) {
	var now atomic.Int64
	now.Store(time.Now().Unix())
	f := newFixture(t, sandbox.Config{Now: func() time.Time { return time.Unix(now.Load(), 0) }}, nil)
	ctx := context.Background()
	p := f.create(t, 5000)
	if err := f.sb.SetStatus(p.ID, mollie.StatusPaid); err != nil {
		t.Fatal(err)
	}
	first, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(1000)}, "first")
	if err != nil {
		t.Fatal(err)
	}
	now.Add(int64((sandbox.DuplicateRefundWindow - time.Second) / time.Second))
	_, err = f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(1000), Description: "Nog eens"}, "second")
	var e *mollie.Error
	if !errors.As(err, &e) || e.Status != http.StatusConflict || e.Detail != "A duplicate refund has been detected" {
		t.Fatalf("the same amount again within the hour: %v, want 409", err)
	}
	if again, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(1000)}, "first"); err != nil || again.ID != first.ID {
		t.Errorf("the first refund's key again: %+v, %v; want %s", again, err, first.ID)
	}
	if _, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(999)}, "other"); err != nil {
		t.Errorf("another amount: %v", err)
	}
	now.Add(1)
	if _, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(1000)}, "second"); err != nil {
		t.Errorf("the same amount an hour later: %v", err)
	}
	if got, _ := f.sb.Payment(p.ID); got.AmountRefunded == nil || *got.AmountRefunded != mollie.EUR(2999) {
		t.Errorf("refunded %v, want 29.99", got.AmountRefunded)
	}
}

func TestHealthz(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	if resp, body := get(t, f.srv.URL+"/healthz", nil); resp.StatusCode != 200 || string(body) != "ok\n" {
		t.Errorf("%d %q", resp.StatusCode, body)
	}
}

// waitCalls waits until the receiver got n webhook calls.
func waitCalls(t *testing.T, f *fixture, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for len(f.hook.Calls()) < n {
		if time.Now().After(deadline) {
			t.Fatalf("%d webhook calls, want %d", len(f.hook.Calls()), n)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// paidFixture is a sandbox whose refunds settle after settle, with a payment of cents
// paid and its webhook called.
func paidFixture(t *testing.T, settle time.Duration, cents int) (*fixture, mollie.Payment) {
	t.Helper()
	f := newFixture(t, sandbox.Config{RefundSettleAfter: settle}, nil)
	p := f.create(t, cents)
	if err := f.sb.SetStatus(p.ID, mollie.StatusPaid); err != nil {
		t.Fatal(err)
	}
	waitCalls(t, f, 1)
	return f, p
}

// TestEveryRefundSettlesHoweverBusyTheMachine: a refund goes pending → processing →
// refunded in that order even when its two steps come due at the same moment, as on a
// busy machine; none stays processing.
func TestEveryRefundSettlesHoweverBusyTheMachine(t *testing.T) {
	ctx := context.Background()
	f, p := paidFixture(t, 2*time.Microsecond, 100000)
	const n = 300
	for i := range n { // another amount each: Mollie refuses a second refund of one amount
		if _, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(i + 1)}, fmt.Sprintf("busy-%d-%s", i, p.ID)); err != nil {
			t.Fatal(err)
		}
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		list, err := f.client.ListRefunds(ctx, p.ID)
		if err != nil {
			t.Fatal(err)
		}
		var stuck []string
		for _, r := range list {
			if r.Status != "refunded" {
				stuck = append(stuck, r.ID+" "+r.Status)
			}
		}
		if len(list) == n && len(stuck) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d refunds not refunded after 10 s: %v", len(stuck), len(list), stuck)
		}
	}
}

// TestARefundSettlesOrFailsAndTellsTheWebhook: a refund is pending, then processing and
// refunded over the settle time or failed by the control call, and each change calls
// the webhook.
func TestARefundSettlesOrFailsAndTellsTheWebhook(t *testing.T) {
	ctx := context.Background()
	f, p := paidFixture(t, 20*time.Millisecond, 3000)

	settles, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(1000)}, "settle-"+p.ID)
	if err != nil || settles.Status != "pending" {
		t.Fatalf("refund: %+v %v", settles, err)
	}
	waitCalls(t, f, 3) // processing, refunded
	list, _ := f.client.ListRefunds(ctx, p.ID)
	if len(list) != 1 || list[0].Status != "refunded" {
		t.Fatalf("after the settle time: %+v", list)
	}

	f.sb.SetRefundSettleAfter(time.Hour) // this one stays running until the control call fails it
	fails, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(500)}, "fail-"+p.ID)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.PostForm(f.srv.URL+"/_control/refunds/"+fails.ID, url.Values{"status": {"failed"}})
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("control call: %v %v", resp, err)
	}
	resp.Body.Close()
	waitCalls(t, f, 4)
	got, _ := f.client.GetPayment(ctx, p.ID)
	if got.AmountRefunded == nil || *got.AmountRefunded != mollie.EUR(1000) {
		t.Fatalf("a failed refund still counts: %+v", got.AmountRefunded)
	}
	if err := f.sb.SetRefundStatus(fails.ID, "refunded"); !errors.Is(err, sandbox.ErrNotPending) {
		t.Fatalf("ending a failed refund again: %v", err)
	}
}

func TestAChargebackShowsOnThePayment(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	p := f.create(t, 4000)
	if err := f.sb.ChargeBack(p.ID); !errors.Is(err, sandbox.ErrNotPaid) {
		t.Fatalf("charging back an open payment: %v", err)
	}
	if err := f.sb.SetStatus(p.ID, mollie.StatusPaid); err != nil {
		t.Fatal(err)
	}
	resp, err := http.Post(f.srv.URL+"/_control/chargebacks/"+p.ID, "application/x-www-form-urlencoded", nil)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("control call: %v %v", resp, err)
	}
	resp.Body.Close()
	waitCalls(t, f, 2)
	got, _ := f.client.GetPayment(context.Background(), p.ID)
	if got.AmountChargedBack == nil || *got.AmountChargedBack != mollie.EUR(4000) || got.Status != mollie.StatusPaid {
		t.Fatalf("after the chargeback: %+v", got)
	}
}

func TestAnOpenPaymentCanBeCanceled(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, sandbox.Config{}, nil)
	p := f.create(t, 2500)
	got, err := f.client.CancelPayment(ctx, p.ID)
	if err != nil || got.Status != mollie.StatusCanceled || got.CheckoutURL != "" {
		t.Fatalf("canceled: %+v %v", got, err)
	}
	_, err = f.client.CancelPayment(ctx, p.ID)
	var e *mollie.Error
	if !errors.As(err, &e) || e.Status != http.StatusUnprocessableEntity {
		t.Fatalf("canceling a canceled payment: %v, want a 422", err)
	}
}

// TestACancelThroughTheAPICallsTheWebhookOnce: Mollie gives "status updates via webhooks,
// including for the canceled status" (OpenAPI, cancelUrl), also when the shop cancels a
// checkout it replaced; a refused cancel (422) changes nothing and calls nothing, and
// the canceled checkout can no longer be paid.
func TestACancelThroughTheAPICallsTheWebhookOnce(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, sandbox.Config{}, nil)
	p := f.create(t, 2500)
	if _, err := f.client.CancelPayment(ctx, p.ID); err != nil {
		t.Fatal(err)
	}
	if n := f.webhookCallsOnceSent(t, p.ID); n != 1 {
		t.Fatalf("%d webhook calls after the cancel, want 1", n)
	}
	var mErr *mollie.Error
	if _, err := f.client.CancelPayment(ctx, p.ID); !errors.As(err, &mErr) || mErr.Status != http.StatusUnprocessableEntity {
		t.Fatalf("second cancel: %v, want a 422", err)
	}
	if resp := f.choose(t, p.ID, "paid"); resp.StatusCode != http.StatusConflict {
		t.Errorf("paying a canceled checkout answered %d, want 409", resp.StatusCode)
	}
	if n := f.webhookCallsOnceSent(t, p.ID); n != 1 {
		t.Errorf("%d webhook calls after a refused cancel and a refused payment, want 1", n)
	}
	if got, _ := f.sb.Payment(p.ID); got.Status != mollie.StatusCanceled {
		t.Errorf("status %s, want canceled", got.Status)
	}
}

// TestAPayerAtTheirBankKeepsACheckoutOpenAndUncancelable: a payer who picked iDEAL on a
// checkout offering several methods and went on to their bank leaves the payment open
// with method ideal, which Mollie then does not let the shop cancel; finished, it is
// paid by iDEAL. A method the payment does not offer, or a payment no longer open, is
// refused.
func TestAPayerAtTheirBankKeepsACheckoutOpenAndUncancelable(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, sandbox.Config{}, nil)
	p, err := f.client.CreatePayment(ctx, mollie.CreatePayment{Amount: mollie.EUR(2500), Description: "Offerte", RedirectURL: "https://example.nl/terug",
		Methods: []string{"ideal", "creditcard"}}, "at-the-bank")
	if err != nil {
		t.Fatal(err)
	}
	if err := f.sb.ChooseMethod(p.ID, "bancontact"); !errors.Is(err, sandbox.ErrBadMethod) {
		t.Errorf("a method the payment does not offer: %v", err)
	}
	if err := f.sb.ChooseMethod(p.ID, "ideal"); err != nil {
		t.Fatal(err)
	}
	var mErr *mollie.Error
	if _, err := f.client.CancelPayment(ctx, p.ID); !errors.As(err, &mErr) || mErr.Status != http.StatusUnprocessableEntity {
		t.Fatalf("canceling a payment whose payer is at their iDEAL bank: %v, want a 422", err)
	}
	if resp := f.choose(t, p.ID, "paid"); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("paying: %d", resp.StatusCode)
	}
	if got, _ := f.sb.Payment(p.ID); got.Status != mollie.StatusPaid || got.Method != "ideal" {
		t.Errorf("paid: %s by %q, want paid by ideal", got.Status, got.Method)
	}
	if err := f.sb.ChooseMethod(p.ID, "creditcard"); !errors.Is(err, sandbox.ErrNotOpen) {
		t.Errorf("choosing on a paid payment: %v", err)
	}
}

// The fields Mollie's published schema (mollie/mollie-api-golang, .speakeasy/out.openapi.yaml)
// requires in a payment (payment-response; _links from entity-payment-response) and in a
// refund (entity-refund-response).
var (
	paymentRequired      = []string{"resource", "id", "mode", "createdAt", "amount", "description", "status", "profileId", "sequenceType", "_links"}
	paymentLinksRequired = []string{"self", "dashboard"}
	refundRequired       = []string{"resource", "id", "mode", "amount", "status", "createdAt", "description", "metadata", "paymentId", "_links"}
	refundLinksRequired  = []string{"self", "payment", "documentation"}
)

func requireFields(t *testing.T, what string, body []byte, fields, links []string) {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatalf("%s: %v: %s", what, err, body)
	}
	for _, f := range fields {
		if _, ok := m[f]; !ok {
			t.Errorf("%s lacks the required field %q: %s", what, f, body)
		}
	}
	var l map[string]json.RawMessage
	_ = json.Unmarshal(m["_links"], &l)
	for _, f := range links {
		if _, ok := l[f]; !ok {
			t.Errorf("%s lacks the required link %q: %s", what, f, body)
		}
	}
}

func TestAnswersCarryTheFieldsMolliesSchemaRequires(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	auth := map[string]string{"Authorization": "Bearer " + key}
	for _, status := range []string{mollie.StatusOpen, mollie.StatusPaid} {
		p := f.create(t, 1500)
		if status == mollie.StatusPaid {
			if err := f.sb.SetStatus(p.ID, status); err != nil {
				t.Fatal(err)
			}
		}
		_, body := get(t, f.srv.URL+"/v2/payments/"+p.ID, auth)
		requireFields(t, status+" payment", []byte(body), paymentRequired, paymentLinksRequired)
		if status == mollie.StatusPaid {
			resp, body := post(t, f.srv.URL+"/v2/payments/"+p.ID+"/refunds", "application/json", `{"amount":{"currency":"EUR","value":"5.00"}}`,
				map[string]string{"Authorization": "Bearer " + key, "Idempotency-Key": "schema-" + p.ID})
			if resp.StatusCode != http.StatusCreated {
				t.Fatalf("refund: %d %s", resp.StatusCode, body)
			}
			requireFields(t, "refund", []byte(body), refundRequired, refundLinksRequired)
		}
	}
}

func TestDescriptionsAreCutNotRefusedAndMethodsShow(t *testing.T) {
	f := newFixture(t, sandbox.Config{}, nil)
	p, err := f.client.CreatePayment(context.Background(), mollie.CreatePayment{Amount: mollie.EUR(1000), Description: strings.Repeat("w", 300),
		RedirectURL: "https://wandelwijs.nl/r", Methods: []string{"ideal"}, Locale: "nl_NL"}, "long-description")
	if err != nil || len(p.Description) != 255 || p.Method != "ideal" {
		t.Fatalf("created %q (%d) with method %q: %v", p.Description[:10], len(p.Description), p.Method, err)
	}
	if _, err := f.client.CreatePayment(context.Background(), mollie.CreatePayment{Amount: mollie.EUR(1000), Description: "x",
		RedirectURL: "https://wandelwijs.nl/r", Methods: []string{"bitcoin"}}, "no-such-method"); err == nil {
		t.Error("a method that is not enabled was accepted")
	}
	_, body := get(t, f.srv.URL+"/v2/methods", map[string]string{"Authorization": "Bearer " + key})
	if !strings.Contains(string(body), `"id":"ideal"`) || !strings.Contains(string(body), `"resource":"method"`) {
		t.Errorf("methods: %s", body)
	}
}

func TestAnOpenPaymentExpiresWithAWebhook(t *testing.T) {
	f := newFixture(t, sandbox.Config{PaymentExpiry: 20 * time.Millisecond}, nil)
	p := f.create(t, 1000)
	waitCalls(t, f, 1)
	got, _ := f.client.GetPayment(context.Background(), p.ID)
	if got.Status != mollie.StatusExpired {
		t.Fatalf("after its expiry: %s", got.Status)
	}
}

// TestPartialAndReversedChargebacks: a bank may take part of a payment back and may give
// it back later (reversedAt); the payment's amountChargedBack is what the bank still holds.
func TestPartialAndReversedChargebacks(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, sandbox.Config{}, nil)
	p := f.create(t, 4000)
	if err := f.sb.SetStatus(p.ID, mollie.StatusPaid); err != nil {
		t.Fatal(err)
	}
	resp, err := http.PostForm(f.srv.URL+"/_control/chargebacks/"+p.ID, url.Values{"cents": {"1500"}})
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("control call: %v %v", resp, err)
	}
	resp.Body.Close()
	if err := f.sb.ChargeBackPart(p.ID, 3000); err == nil {
		t.Fatal("charged back more than the bank still had left of the payment")
	}
	got, _ := f.client.GetPayment(ctx, p.ID)
	if got.AmountChargedBack == nil || *got.AmountChargedBack != mollie.EUR(1500) {
		t.Fatalf("after a partial chargeback: %+v", got.AmountChargedBack)
	}
	list, err := f.client.ListChargebacks(ctx, p.ID)
	if err != nil || len(list) != 1 || list[0].Amount != mollie.EUR(1500) || list[0].ReversedAt != nil || !strings.HasPrefix(list[0].ID, "chb_") {
		t.Fatalf("chargebacks %+v %v", list, err)
	}
	if err := f.sb.ReverseChargebacks(p.ID); err != nil {
		t.Fatal(err)
	}
	waitCalls(t, f, 3) // paid, charged back, reversed
	list, err = f.client.ListChargebacks(ctx, p.ID)
	if err != nil || len(list) != 1 || list[0].ReversedAt == nil {
		t.Fatalf("after the reversal: %+v %v", list, err)
	}
	if got, _ = f.client.GetPayment(ctx, p.ID); got.AmountChargedBack != nil {
		t.Fatalf("a reversed chargeback still counts: %+v", got.AmountChargedBack)
	}
	if all, err := f.client.ListRecentChargebacks(ctx); err != nil || len(all) != 1 || all[0].PaymentID != p.ID || all[0].ReversedAt == nil {
		t.Fatalf("every payment's chargebacks: %+v %v", all, err)
	}
}

// TestEachMethodHasAMaximum: the methods list says what each method allows, and a payment
// above what every offered method allows is refused as Mollie does (422, no suitable
// method); one that only iDEAL allows is made.
func TestEachMethodHasAMaximum(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, sandbox.Config{}, nil)
	methods, err := f.client.ListMethods(ctx)
	if err != nil {
		t.Fatal(err)
	}
	maxima := map[string]string{}
	for _, m := range methods {
		if m.Maximum != nil && m.Status == "activated" {
			maxima[m.ID] = m.Maximum.Value
		}
	}
	if maxima["ideal"] != "50000.00" || maxima["creditcard"] != "2000.00" {
		t.Fatalf("maxima %v", maxima)
	}
	pay := func(cents int, methods ...string) error {
		_, err := f.client.CreatePayment(ctx, mollie.CreatePayment{Amount: mollie.EUR(cents), Description: "Veel", RedirectURL: "https://example.nl/terug",
			Methods: methods}, fmt.Sprintf("key-%d-%d", cents, len(methods)))
		return err
	}
	var mErr *mollie.Error
	if err := pay(3_000_00, "creditcard"); !errors.As(err, &mErr) || mErr.Status != 422 || !strings.Contains(mErr.Detail, "No suitable payment methods") {
		t.Fatalf("a card payment above the card's maximum: %v", err)
	}
	if err := pay(3_000_00, "ideal", "creditcard"); err != nil {
		t.Fatalf("a payment iDEAL allows: %v", err)
	}
}

// TestRefundsQueueWhileTheBalanceIsShort: Mollie queues a refund it cannot pay from the
// balance; it runs once the balance is back. A canceled refund calls no webhook.
func TestRefundsQueueWhileTheBalanceIsShort(t *testing.T) {
	ctx := context.Background()
	f, p := paidFixture(t, 20*time.Millisecond, 3000)
	f.sb.SetBalanceShort(true)
	queued, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(1000)}, "queued-"+p.ID)
	if err != nil || queued.Status != "queued" {
		t.Fatalf("refund while the balance is short: %+v %v", queued, err)
	}
	canceled, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(500)}, "canceled-"+p.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.sb.SetRefundStatus(canceled.ID, "canceled"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(60 * time.Millisecond)
	if n := len(f.hook.Calls()); n != 1 {
		t.Fatalf("%d webhook calls for a queued and a canceled refund, want none after the payment's", n)
	}
	f.sb.SetBalanceShort(false)
	waitCalls(t, f, 3) // processing, refunded
	list, _ := f.client.ListRefunds(ctx, p.ID)
	if len(list) != 2 || list[0].Status != "refunded" || list[1].Status != "canceled" {
		t.Fatalf("after the balance came back: %+v", list)
	}
}

// TestAmountRemainingIsNetOfRefundsAndChargebacks: what can still be refunded leaves out
// what was refunded and what the bank took back; more is refused.
func TestAmountRemainingIsNetOfRefundsAndChargebacks(t *testing.T) {
	ctx := context.Background()
	f, p := paidFixture(t, time.Hour, 5000)
	if _, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(1000)}, "part-"+p.ID); err != nil {
		t.Fatal(err)
	}
	if err := f.sb.ChargeBackPart(p.ID, 3000); err != nil {
		t.Fatal(err)
	}
	resp, body := get(t, f.srv.URL+"/v2/payments/"+p.ID, map[string]string{"Authorization": "Bearer " + key})
	if resp.StatusCode != 200 || !strings.Contains(string(body), `"amountRemaining":{"currency":"EUR","value":"10.00"}`) {
		t.Fatalf("payment %d %s", resp.StatusCode, body)
	}
	var mErr *mollie.Error
	if _, err := f.client.CreateRefund(ctx, p.ID, mollie.CreateRefund{Amount: mollie.EUR(1500)}, "more-"+p.ID); !errors.As(err, &mErr) || mErr.Status != 422 {
		t.Fatalf("a refund above what remains: %v", err)
	}
}

// TestAnOpenIDEALPaymentIsNotCancelable: Mollie lists an open iDEAL payment with
// isCancelable false and refuses to cancel it; a card payment can be canceled.
func TestAnOpenIDEALPaymentIsNotCancelable(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, sandbox.Config{}, nil)
	pay := func(method string) mollie.Payment {
		p, err := f.client.CreatePayment(ctx, mollie.CreatePayment{Amount: mollie.EUR(2500), Description: "Boeking", RedirectURL: "https://example.nl/terug",
			Methods: []string{method}}, "cancel-"+method)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	ideal, card := pay("ideal"), pay("creditcard")
	_, body := get(t, f.srv.URL+"/v2/payments/"+ideal.ID, map[string]string{"Authorization": "Bearer " + key})
	if !strings.Contains(string(body), `"isCancelable":false`) {
		t.Fatalf("open iDEAL payment: %s", body)
	}
	var mErr *mollie.Error
	if _, err := f.client.CancelPayment(ctx, ideal.ID); !errors.As(err, &mErr) || mErr.Status != 422 {
		t.Fatalf("canceling an open iDEAL payment: %v", err)
	}
	if got, err := f.client.CancelPayment(ctx, card.ID); err != nil || got.Status != mollie.StatusCanceled {
		t.Fatalf("canceling an open card payment: %+v %v", got, err)
	}
}
