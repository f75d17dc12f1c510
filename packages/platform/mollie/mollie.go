// Package mollie is a small typed client for Mollie's API v2: create and get payments,
// create and list refunds. Every POST carries an Idempotency-Key, amounts are decimal
// strings, and any answer outside 2xx comes back as an *Error.
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
	"regexp"
	"strings"
	"time"
)

// Payment statuses as Mollie spells them.
const (
	StatusOpen       = "open"
	StatusPending    = "pending"
	StatusAuthorized = "authorized"
	StatusPaid       = "paid"
	StatusFailed     = "failed"
	StatusCanceled   = "canceled"
	StatusExpired    = "expired"
)

// KnownStatus tells whether status is one of the payment statuses above. Mollie may add
// statuses later; the client reads an unknown one as open, so nothing moves on it.
func KnownStatus(status string) bool {
	switch status {
	case StatusOpen, StatusPending, StatusAuthorized, StatusPaid, StatusFailed, StatusCanceled, StatusExpired:
		return true
	}
	return false
}

// DefaultBaseURL is Mollie's live API; both test_ and live_ keys use it.
const DefaultBaseURL = "https://api.mollie.com/v2"

// DefaultTimeout bounds a whole call when New gets no HTTP client.
const DefaultTimeout = 15 * time.Second

// MaxResponseBytes bounds every answer body read from Mollie.
const MaxResponseBytes = 1 << 20

// maxErrorDetail bounds the part of a non-JSON error answer kept in Error.Detail.
const maxErrorDetail = 200

var (
	paymentIDPattern = regexp.MustCompile(`^tr_[A-Za-z0-9]{1,64}$`)
	refundIDPattern  = regexp.MustCompile(`^re_[A-Za-z0-9]{1,64}$`)
)

// ValidPaymentID tells whether id looks like a Mollie payment id (tr_ and letters or digits).
func ValidPaymentID(id string) bool { return paymentIDPattern.MatchString(id) }

// ValidRefundID tells whether id looks like a Mollie refund id (re_ and letters or digits).
func ValidRefundID(id string) bool { return refundIDPattern.MatchString(id) }

// CreatePayment is what the shop asks Mollie to charge.
type CreatePayment struct {
	Amount      Amount
	Description string
	RedirectURL string
	// CancelURL is where the checkout's "back" leads; "" returns to RedirectURL.
	CancelURL  string
	WebhookURL string
	// Locale is the checkout's language, like "nl_NL".
	Locale string
	// Methods limits the checkout to these methods ("ideal", "creditcard", …); nil offers all.
	Methods  []string
	Metadata map[string]string
}

// Payment is a Mollie payment as far as the shop needs it.
type Payment struct {
	ID          string
	Status      string
	Amount      Amount
	Description string
	// Method is "" when none is chosen yet.
	Method string
	// CheckoutURL is _links.checkout.href, "" when the payment is no longer open.
	CheckoutURL string
	RedirectURL string
	WebhookURL  string
	Metadata    map[string]string
	CreatedAt   time.Time
	ExpiresAt   *time.Time
	PaidAt      *time.Time
	// AmountRefunded is nil when nothing has been refunded.
	AmountRefunded *Amount
	// AmountChargedBack is nil when the payer's bank took nothing back.
	AmountChargedBack *Amount
}

// CreateRefund is what the shop asks Mollie to pay back.
type CreateRefund struct {
	Amount      Amount
	Description string
}

// Refund is a Mollie refund of (part of) a payment.
type Refund struct {
	ID        string
	PaymentID string
	Status    string
	Amount    Amount
	CreatedAt time.Time
}

// Error is Mollie's error body {status, title, detail, field}; any answer outside 2xx
// becomes one, with Status set to the HTTP status even when the body is not JSON.
type Error struct {
	Status int
	Title  string
	Detail string
	// Field names the request field at fault, for 422 answers.
	Field string
}

func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "mollie: %d", e.Status)
	if e.Title != "" {
		b.WriteString(" " + e.Title)
	}
	if e.Detail != "" {
		b.WriteString(": " + e.Detail)
	}
	if e.Field != "" {
		b.WriteString(" (field " + e.Field + ")")
	}
	return b.String()
}

// Final tells whether err is an answer of Mollie that trying again will not change: a
// 4xx other than 409 (a concurrent request with the same idempotency key) and 429 (too
// many requests). Network errors, 409, 429 and 5xx may heal and are worth a retry.
func Final(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status >= 400 && e.Status < 500 &&
		e.Status != http.StatusConflict && e.Status != http.StatusTooManyRequests
}

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
	var out paymentJSON
	if err := c.do(ctx, http.MethodPost, "/payments", body, idempotencyKey, &out); err != nil {
		return Payment{}, fmt.Errorf("mollie: create payment: %w", err)
	}
	pay, err := out.payment()
	if err != nil {
		return Payment{}, fmt.Errorf("mollie: create payment: %w", err)
	}
	return pay, nil
}

// GetPayment fetches the payment id (tr_…).
func (c *Client) GetPayment(ctx context.Context, id string) (Payment, error) {
	if !ValidPaymentID(id) {
		return Payment{}, fmt.Errorf("mollie: get payment: invalid payment id %q", id)
	}
	var out paymentJSON
	if err := c.do(ctx, http.MethodGet, "/payments/"+id, nil, "", &out); err != nil {
		return Payment{}, fmt.Errorf("mollie: get payment %s: %w", id, err)
	}
	pay, err := out.payment()
	if err != nil {
		return Payment{}, fmt.Errorf("mollie: get payment %s: %w", id, err)
	}
	return pay, nil
}

// CancelPayment cancels the open payment id (tr_…), so it can no longer be paid. Mollie
// answers 422 for a payment that is not cancelable any more.
func (c *Client) CancelPayment(ctx context.Context, id string) (Payment, error) {
	if !ValidPaymentID(id) {
		return Payment{}, fmt.Errorf("mollie: cancel payment: invalid payment id %q", id)
	}
	var out paymentJSON
	if err := c.do(ctx, http.MethodDelete, "/payments/"+id, nil, "", &out); err != nil {
		return Payment{}, fmt.Errorf("mollie: cancel payment %s: %w", id, err)
	}
	pay, err := out.payment()
	if err != nil {
		return Payment{}, fmt.Errorf("mollie: cancel payment %s: %w", id, err)
	}
	return pay, nil
}

// CreateRefund refunds r.Amount of the payment paymentID. idempotencyKey must be
// non-empty, so a retried call never refunds twice.
func (c *Client) CreateRefund(ctx context.Context, paymentID string, r CreateRefund, idempotencyKey string) (Refund, error) {
	if !ValidPaymentID(paymentID) {
		return Refund{}, fmt.Errorf("mollie: create refund: invalid payment id %q", paymentID)
	}
	body := createRefundBody{Amount: r.Amount, Description: r.Description}
	var out refundJSON
	if err := c.do(ctx, http.MethodPost, "/payments/"+paymentID+"/refunds", body, idempotencyKey, &out); err != nil {
		return Refund{}, fmt.Errorf("mollie: create refund for %s: %w", paymentID, err)
	}
	return out.refund(), nil
}

// maxRefundPages bounds how many pages of refunds ListRefunds follows.
const maxRefundPages = 20

// ListRefunds returns every refund of the payment paymentID, oldest first as Mollie lists them.
func (c *Client) ListRefunds(ctx context.Context, paymentID string) ([]Refund, error) {
	if !ValidPaymentID(paymentID) {
		return nil, fmt.Errorf("mollie: list refunds: invalid payment id %q", paymentID)
	}
	refunds := []Refund{}
	path := "/payments/" + paymentID + "/refunds?limit=250"
	for page := 0; path != ""; page++ {
		if page == maxRefundPages {
			return nil, fmt.Errorf("mollie: list refunds for %s: more than %d pages", paymentID, maxRefundPages)
		}
		var out refundListJSON
		if err := c.do(ctx, http.MethodGet, path, nil, "", &out); err != nil {
			return nil, fmt.Errorf("mollie: list refunds for %s: %w", paymentID, err)
		}
		for _, r := range out.Embedded.Refunds {
			refunds = append(refunds, r.refund())
		}
		path = ""
		if next := out.Links.Next; next != nil && next.Href != "" {
			// Follow only links back into the same API, never elsewhere.
			rest, ok := strings.CutPrefix(next.Href, c.baseURL+"/")
			if !ok {
				return nil, fmt.Errorf("mollie: list refunds for %s: next page %q is outside %s", paymentID, next.Href, c.baseURL)
			}
			path = "/" + rest
		}
	}
	return refunds, nil
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

type createPaymentBody struct {
	Amount      Amount            `json:"amount"`
	Description string            `json:"description"`
	RedirectURL string            `json:"redirectUrl"`
	CancelURL   string            `json:"cancelUrl,omitempty"`
	WebhookURL  string            `json:"webhookUrl,omitempty"`
	Locale      string            `json:"locale,omitempty"`
	Method      []string          `json:"method,omitempty"`
	Metadata    map[string]string `json:"metadata,omitempty"`
}

type createRefundBody struct {
	Amount      Amount `json:"amount"`
	Description string `json:"description,omitempty"`
}

type link struct {
	Href string `json:"href"`
}

type paymentJSON struct {
	ID             string          `json:"id"`
	Status         string          `json:"status"`
	Amount         Amount          `json:"amount"`
	Description    string          `json:"description"`
	Method         *string         `json:"method"`
	RedirectURL    string          `json:"redirectUrl"`
	WebhookURL     string          `json:"webhookUrl"`
	Metadata       json.RawMessage `json:"metadata"`
	CreatedAt      time.Time       `json:"createdAt"`
	ExpiresAt      *time.Time      `json:"expiresAt"`
	PaidAt         *time.Time      `json:"paidAt"`
	AmountRefunded *Amount         `json:"amountRefunded"`
	ChargedBack    *Amount         `json:"amountChargedBack"`
	Links          struct {
		Checkout *link `json:"checkout"`
	} `json:"_links"`
}

func (p paymentJSON) payment() (Payment, error) {
	if p.ID == "" || p.Status == "" {
		return Payment{}, errors.New("answer is not a payment")
	}
	out := Payment{
		ID:          p.ID,
		Status:      p.Status,
		Amount:      p.Amount,
		Description: p.Description,
		RedirectURL: p.RedirectURL,
		WebhookURL:  p.WebhookURL,
		Metadata:    decodeMetadata(p.Metadata),
		CreatedAt:   p.CreatedAt,
		ExpiresAt:   p.ExpiresAt,
		PaidAt:      p.PaidAt,
	}
	if p.AmountRefunded != nil && p.AmountRefunded.Value != "" && p.AmountRefunded.Value != "0.00" {
		out.AmountRefunded = p.AmountRefunded
	}
	if p.ChargedBack != nil && p.ChargedBack.Value != "" && p.ChargedBack.Value != "0.00" {
		out.AmountChargedBack = p.ChargedBack
	}
	if !KnownStatus(out.Status) {
		out.Status = StatusOpen
	}
	if p.Method != nil {
		out.Method = *p.Method
	}
	if p.Links.Checkout != nil {
		out.CheckoutURL = p.Links.Checkout.Href
	}
	return out, nil
}

// decodeMetadata reads Mollie's metadata, which may be any JSON: an object's string
// values are kept as they are and its other values as their JSON text; null or a
// non-object gives nil.
func decodeMetadata(raw json.RawMessage) map[string]string {
	var obj map[string]json.RawMessage
	if len(raw) == 0 || json.Unmarshal(raw, &obj) != nil || obj == nil {
		return nil
	}
	out := make(map[string]string, len(obj))
	for k, v := range obj {
		var s string
		if err := json.Unmarshal(v, &s); err == nil {
			out[k] = s
		} else {
			out[k] = string(v)
		}
	}
	return out
}

type refundJSON struct {
	ID        string    `json:"id"`
	PaymentID string    `json:"paymentId"`
	Status    string    `json:"status"`
	Amount    Amount    `json:"amount"`
	CreatedAt time.Time `json:"createdAt"`
}

func (r refundJSON) refund() Refund {
	return Refund{ID: r.ID, PaymentID: r.PaymentID, Status: r.Status, Amount: r.Amount, CreatedAt: r.CreatedAt}
}

type refundListJSON struct {
	Embedded struct {
		Refunds []refundJSON `json:"refunds"`
	} `json:"_embedded"`
	Links struct {
		Next *link `json:"next"`
	} `json:"_links"`
}
