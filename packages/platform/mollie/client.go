package mollie

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"time"
)

// DefaultBaseURL is Mollie's live API; both test_ and live_ keys use it.
const DefaultBaseURL = "https://api.mollie.com/v2"

// DefaultTimeout bounds a whole call when New gets no HTTP client.
const DefaultTimeout = 15 * time.Second

// MaxResponseBytes bounds every answer body read from Mollie.
const MaxResponseBytes = 1 << 20

// maxErrorDetail bounds the part of a non-JSON error answer kept in Error.Detail.
const maxErrorDetail = 200

// Client calls Mollie's API v2 with one API key. It is safe for concurrent use.
type Client struct {
	apiKey  string
	baseURL string
	http    *http.Client
}

// New returns a client for baseURL (like "https://api.mollie.com/v2"; "" means
// DefaultBaseURL) authenticating with apiKey. A nil httpClient means one with a
// DefaultTimeout timeout; a context deadline shorter than that wins.
func New(apiKey, baseURL string, httpClient *http.Client) *Client {
	if httpClient == nil {
		httpClient = &http.Client{Timeout: DefaultTimeout}
	}
	if baseURL == "" {
		baseURL = DefaultBaseURL
	}
	return &Client{apiKey: apiKey, baseURL: strings.TrimRight(baseURL, "/"), http: httpClient}
}

// CreatePayment creates a payment. idempotencyKey must be non-empty: Mollie answers a
// repeated key with the payment it already made instead of a second one.
func (c *Client) CreatePayment(ctx context.Context, p CreatePayment, idempotencyKey string) (Payment, error) {
	body := createPaymentBody{
		Amount:      p.Amount,
		Description: p.Description,
		RedirectURL: p.RedirectURL,
		CancelURL:   p.CancelURL,
		WebhookURL:  p.WebhookURL,
		Locale:      p.Locale,
		Method:      p.Methods,
		Metadata:    p.Metadata,
	}
	return c.paymentCall(ctx, "create payment", http.MethodPost, "/payments", body, idempotencyKey)
}

// GetPayment fetches the payment id (tr_…).
func (c *Client) GetPayment(ctx context.Context, id string) (Payment, error) {
	if err := checkPaymentID("get payment", id); err != nil {
		return Payment{}, err
	}
	return c.paymentCall(ctx, "get payment "+id, http.MethodGet, "/payments/"+id, nil, "")
}

// CancelPayment cancels the open payment id (tr_…), so it can no longer be paid. Mollie
// answers 422 for a payment that is not cancelable any more.
func (c *Client) CancelPayment(ctx context.Context, id string) (Payment, error) {
	if err := checkPaymentID("cancel payment", id); err != nil {
		return Payment{}, err
	}
	return c.paymentCall(ctx, "cancel payment "+id, http.MethodDelete, "/payments/"+id, nil, "")
}

// paymentCall makes one call that Mollie answers with a payment; op names the call in
// its errors.
func (c *Client) paymentCall(ctx context.Context, op, method, path string, in any, idempotencyKey string) (Payment, error) {
	var out paymentJSON
	err := c.do(ctx, method, path, in, idempotencyKey, &out)
	var pay Payment
	if err == nil {
		pay, err = out.payment()
	}
	if err != nil {
		return Payment{}, fmt.Errorf("mollie: %s: %w", op, err)
	}
	return pay, nil
}

// checkPaymentID refuses an id that is no payment id before it goes into a URL path;
// op names the call in the error.
func checkPaymentID(op, id string) error {
	if !ValidPaymentID(id) {
		return fmt.Errorf("mollie: %s: invalid payment id %q", op, id)
	}
	return nil
}

// CreateRefund refunds r.Amount of the payment paymentID. idempotencyKey must be
// non-empty, so a retried call never refunds twice.
func (c *Client) CreateRefund(ctx context.Context, paymentID string, r CreateRefund, idempotencyKey string) (Refund, error) {
	if err := checkPaymentID("create refund", paymentID); err != nil {
		return Refund{}, err
	}
	body := createRefundBody{Amount: r.Amount, Description: r.Description, Metadata: r.Metadata}
	var out refundJSON
	if err := c.do(ctx, http.MethodPost, "/payments/"+paymentID+"/refunds", body, idempotencyKey, &out); err != nil {
		return Refund{}, fmt.Errorf("mollie: create refund for %s: %w", paymentID, err)
	}
	return out.refund(), nil
}

// ListMethods returns the profile's enabled payment methods, with the amounts each
// allows (Mollie's list-methods; the list is not paginated).
func (c *Client) ListMethods(ctx context.Context) ([]Method, error) {
	var out listJSON[methodJSON]
	if err := c.do(ctx, http.MethodGet, "/methods", nil, "", &out); err != nil {
		return nil, fmt.Errorf("mollie: list methods: %w", err)
	}
	methods := []Method{}
	for _, m := range out.Embedded["methods"] {
		methods = append(methods, m.method())
	}
	return methods, nil
}

// maxListPages bounds how many pages of a payment's refunds or chargebacks a list follows.
const maxListPages = 20

// ListRefunds returns every refund of the payment paymentID, oldest first as Mollie lists them.
func (c *Client) ListRefunds(ctx context.Context, paymentID string) ([]Refund, error) {
	return listOfPayment(ctx, c, paymentID, "refunds", refundJSON.refund)
}

// ListChargebacks returns every chargeback of the payment paymentID, reversed ones too.
func (c *Client) ListChargebacks(ctx context.Context, paymentID string) ([]Chargeback, error) {
	return listOfPayment(ctx, c, paymentID, "chargebacks", chargebackJSON.chargeback)
}

// ListRecentChargebacks returns the newest chargebacks of all the profile's payments,
// up to 250 (Mollie's list-chargebacks, newest first), reversed ones too.
func (c *Client) ListRecentChargebacks(ctx context.Context) ([]Chargeback, error) {
	var out listJSON[chargebackJSON]
	if err := c.do(ctx, http.MethodGet, "/chargebacks?limit=250", nil, "", &out); err != nil {
		return nil, fmt.Errorf("mollie: list chargebacks: %w", err)
	}
	chargebacks := []Chargeback{}
	for _, cb := range out.Embedded["chargebacks"] {
		chargebacks = append(chargebacks, cb.chargeback())
	}
	return chargebacks, nil
}

// listOfPayment follows the pages of the list name ("refunds", "chargebacks") of the
// payment paymentID and returns its items, each made by item.
func listOfPayment[J, T any](ctx context.Context, c *Client, paymentID, name string, item func(J) T) ([]T, error) {
	if err := checkPaymentID("list "+name, paymentID); err != nil {
		return nil, err
	}
	items := []T{}
	path := "/payments/" + paymentID + "/" + name + "?limit=250"
	for page := 0; path != ""; page++ {
		if page == maxListPages {
			return nil, fmt.Errorf("mollie: list %s for %s: more than %d pages", name, paymentID, maxListPages)
		}
		var out listJSON[J]
		if err := c.do(ctx, http.MethodGet, path, nil, "", &out); err != nil {
			return nil, fmt.Errorf("mollie: list %s for %s: %w", name, paymentID, err)
		}
		for _, j := range out.Embedded[name] {
			items = append(items, item(j))
		}
		path = ""
		if next := out.Links.Next; next != nil && next.Href != "" {
			// Follow only links back into the same API, never elsewhere.
			rest, ok := strings.CutPrefix(next.Href, c.baseURL+"/")
			if !ok {
				return nil, fmt.Errorf("mollie: list %s for %s: next page %q is outside %s", name, paymentID, next.Href, c.baseURL)
			}
			path = "/" + rest
		}
	}
	return items, nil
}

// do sends one call and decodes a 2xx JSON answer into out.
func (c *Client) do(ctx context.Context, method, path string, in any, idempotencyKey string, out any) error {
	var body io.Reader
	if method == http.MethodPost {
		if strings.TrimSpace(idempotencyKey) == "" {
			return errors.New("an idempotency key is required")
		}
		b, err := json.Marshal(in)
		if err != nil {
			return fmt.Errorf("encode request: %w", err)
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, body)
	if err != nil {
		return fmt.Errorf("build request: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Accept", "application/hal+json, application/json")
	req.Header.Set("User-Agent", "Wandelwijs-Mollie/1.0")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Idempotency-Key", idempotencyKey)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err // *url.Error; wraps context.Canceled / DeadlineExceeded
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, MaxResponseBytes+1))
	if err != nil {
		return fmt.Errorf("read answer: %w", err)
	}
	if len(data) > MaxResponseBytes {
		return fmt.Errorf("answer larger than %d bytes", MaxResponseBytes)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return errorFromAnswer(resp, data)
	}
	if !isJSON(resp.Header.Get("Content-Type")) {
		return fmt.Errorf("answer %d has content type %q, want JSON", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("decode answer: %w", err)
	}
	return nil
}

func isJSON(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	return err == nil && (mt == "application/hal+json" || mt == "application/json" || mt == "application/problem+json")
}

// errorFromAnswer makes an *Error of a non-2xx answer, from Mollie's error body when there is one.
func errorFromAnswer(resp *http.Response, data []byte) *Error {
	e := &Error{Status: resp.StatusCode}
	var body struct {
		Status int    `json:"status"`
		Title  string `json:"title"`
		Detail string `json:"detail"`
		Field  string `json:"field"`
	}
	if isJSON(resp.Header.Get("Content-Type")) && json.Unmarshal(data, &body) == nil && (body.Title != "" || body.Detail != "") {
		e.Title, e.Detail, e.Field = body.Title, body.Detail, body.Field
		return e
	}
	e.Title = http.StatusText(resp.StatusCode)
	detail := strings.Join(strings.Fields(string(data)), " ")
	if len(detail) > maxErrorDetail {
		detail = detail[:maxErrorDetail] + "…"
	}
	e.Detail = detail
	return e
}
