// Package sandbox is a local stand-in for Mollie's API v2: payments and refunds in
// memory, a hosted checkout page where a person picks the outcome as in Mollie's test
// mode, webhook delivery with retries, and a fault switch that makes the API answer 500
// or hang. `make run` and the tests use it when no MOLLIE_API_KEY is set.
//
// Where it differs from Mollie, on purpose:
//   - a refund is "pending" at first and "refunded" after Config.RefundSettleAfter, each
//     change told by the payment's webhook as Mollie does; a control call can make it
//     fail instead; it is never "queued" (the sandbox's balance is endless);
//   - an open payment becomes "expired" when it is read after its expiresAt, without a
//     webhook (the shop's reconciliation job catches that case, as with a lost webhook);
//   - choosing "open" on the checkout page changes nothing and sends no webhook;
//   - only EUR and test_ keys (a live_ key is refused: it belongs with Mollie itself), and
//     all state is in memory.
package sandbox

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"
	"slices"
	"sync"
	"time"

	"wandelwijs.nl/platform/mollie"
)

// PaymentExpiry is how long a new payment stays open, as at Mollie for card payments.
const PaymentExpiry = 15 * time.Minute

// The fault modes of SetFault.
const (
	FaultNone = ""     // answer normally
	Fault500  = "500"  // every /v2 call answers 500 with an error body
	FaultHang = "hang" // every /v2 call blocks until its client gives up
)

// ValidFault tells whether mode is one of FaultNone, Fault500 and FaultHang.
func ValidFault(mode string) bool {
	return mode == FaultNone || mode == Fault500 || mode == FaultHang
}

// DefaultWebhookRetryDelays are the waits before each retry of a webhook that did not
// get a 200: Mollie's schedule, 1, 2, 4, 8, 16 and 29 minutes, then 1, 2 and 22 hours.
// WebhookSpeed divides them for tests and demos.
func DefaultWebhookRetryDelays() []time.Duration {
	return []time.Duration{
		time.Minute, 2 * time.Minute, 4 * time.Minute, 8 * time.Minute, 16 * time.Minute,
		29 * time.Minute, time.Hour, 2 * time.Hour, 22 * time.Hour,
	}
}

// webhookTimeout bounds one webhook call, as Mollie's does.
const webhookTimeout = 15 * time.Second

// Errors of SetStatus.
var (
	ErrUnknownPayment = errors.New("sandbox: unknown payment")
	ErrNotOpen        = errors.New("sandbox: payment is no longer open")
	ErrBadStatus      = errors.New("sandbox: not a payment status")
)

// Config sets a Sandbox up. Every field has a default.
type Config struct {
	// BaseURL is the public URL of the sandbox itself ("http://127.0.0.1:8090"), used in
	// _links (self, checkout). Empty: taken from the Host of each creating request.
	BaseURL string
	// WebhookRetryDelays are the waits before each retry of a webhook answered with
	// anything but 200. Nil means DefaultWebhookRetryDelays; empty means no retries.
	WebhookRetryDelays []time.Duration
	// HTTPClient sends the webhooks; nil means a client with a 10 s timeout.
	HTTPClient *http.Client
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Logger gets webhook and fault events; nil discards them.
	Logger *slog.Logger
	// RefundSettleAfter is how long a refund stays pending before it is refunded; 0 means
	// DefaultRefundSettleAfter.
	RefundSettleAfter time.Duration
	// PaymentExpiry is how long a new payment stays open; 0 means PaymentExpiry.
	PaymentExpiry time.Duration
	// WebhookSpeed divides the default retry delays (a test's 3600 makes an hour a
	// second); 0 or 1 keeps Mollie's pace. Explicit WebhookRetryDelays are used as given.
	WebhookSpeed int
}

// DefaultRefundSettleAfter is how long a refund stays pending in the sandbox.
const DefaultRefundSettleAfter = 5 * time.Second

// Sandbox holds the payments and serves the API, checkout page and control calls.
// It is safe for concurrent use; Close stops its webhook deliveries.
type Sandbox struct {
	settle    time.Duration
	expiry    time.Duration
	baseURL   string
	retries   []time.Duration
	client    *http.Client
	now       func() time.Time
	log       *slog.Logger
	page      *template.Template
	styleHash string

	ctx    context.Context // done on Close: stops retries, releases hanging calls
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu           sync.Mutex
	closed       bool
	payments     map[string]*payment
	idempotent   map[string]stored
	inflight     map[string]bool // idempotency keys of requests being answered
	fault        string
	faultChanged chan struct{} // closed and replaced on every SetFault
	pending      int           // webhook deliveries not yet finished
}

type payment struct {
	id          string
	mode        string // "test" or "live", from the key that created it
	cents       int
	amount      mollie.Amount
	description string
	redirectURL string
	cancelURL   string
	webhookURL  string
	locale      string
	methods     []string        // the methods offered at checkout; nil is all
	metadata    json.RawMessage // as sent, "null" when none
	base        string          // the sandbox's public URL for links
	status      string
	method      string
	createdAt   time.Time
	expiresAt   time.Time
	paidAt      *time.Time
	authorized  *time.Time
	canceledAt  *time.Time
	expiredAt   *time.Time
	failedAt    *time.Time
	refunds     []*refund
	refunded    int // cents
	chargedBack int // cents
	calls       int // webhook calls made
}

type refund struct {
	id          string
	cents       int
	amount      mollie.Amount
	description string
	metadata    json.RawMessage
	status      string
	createdAt   time.Time
}

// stored is an answer kept for its Idempotency-Key.
type stored struct {
	at     time.Time
	route  string // method and path
	body   [32]byte
	status int
	answer []byte
}

// New returns a sandbox with no payments and no fault.
func New(cfg Config) *Sandbox {
	s := &Sandbox{
		baseURL:      trimSlash(cfg.BaseURL),
		retries:      cfg.WebhookRetryDelays,
		client:       cfg.HTTPClient,
		now:          cfg.Now,
		log:          cfg.Logger,
		payments:     map[string]*payment{},
		idempotent:   map[string]stored{},
		inflight:     map[string]bool{},
		faultChanged: make(chan struct{}),
		page:         template.Must(template.New("checkout").Parse(pageHTML)),
		styleHash:    styleHash(),
	}
	if s.retries == nil {
		s.retries = DefaultWebhookRetryDelays()
		for i := range s.retries {
			s.retries[i] /= time.Duration(max(1, cfg.WebhookSpeed))
		}
	}
	if s.client == nil {
		s.client = &http.Client{Timeout: webhookTimeout}
	}
	if s.now == nil {
		s.now = time.Now
	}
	s.expiry = cfg.PaymentExpiry
	if s.expiry == 0 {
		s.expiry = PaymentExpiry
	}
	s.settle = cfg.RefundSettleAfter
	if s.settle == 0 {
		s.settle = DefaultRefundSettleAfter
	}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	return s
}

// Close stops pending webhook retries, releases hanging API calls and waits for
// webhook calls in flight. The handler keeps answering; it sends no more webhooks.
func (s *Sandbox) Close() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.cancel()
	s.wg.Wait()
}

// SetFault switches the API's fault mode: FaultNone, Fault500 or FaultHang. An unknown
// mode is logged and ignored. The checkout page and control calls are never affected.
func (s *Sandbox) SetFault(mode string) {
	if !ValidFault(mode) {
		s.log.Error("unknown fault mode ignored", "mode", mode)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fault == mode {
		return
	}
	s.fault = mode
	close(s.faultChanged)
	s.faultChanged = make(chan struct{})
	s.log.Info("fault mode", "mode", mode)
}

// Fault returns the current fault mode.
func (s *Sandbox) Fault() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.fault
}

// SetStatus moves the payment id to status and sends its webhook, as the checkout page
// does. Setting an open payment "open" changes nothing. A payment that is paid, failed,
// canceled or expired cannot move any more (ErrNotOpen).
func (s *Sandbox) SetStatus(id, status string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.payments[id]
	if !ok {
		return fmt.Errorf("%w: %s", ErrUnknownPayment, id)
	}
	s.expireLocked(p)
	return s.setStatusLocked(p, status)
}

// Errors of SetRefundStatus and ChargeBack.
var (
	ErrUnknownRefund = errors.New("sandbox: unknown refund")
	ErrNotPending    = errors.New("sandbox: refund is no longer pending")
	ErrNotPaid       = errors.New("sandbox: payment is not paid")
)

// SetRefundStatus ends a pending refund as "failed" or "canceled" (its money stays with
// the merchant) or "refunded", and sends its payment's webhook.
func (s *Sandbox) SetRefundStatus(refundID, status string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, rf := s.refundLocked(refundID)
	if rf == nil {
		return fmt.Errorf("%w: %s", ErrUnknownRefund, refundID)
	}
	return s.endRefundLocked(p, rf, status)
}

func (s *Sandbox) refundLocked(refundID string) (*payment, *refund) {
	for _, p := range s.payments {
		for _, rf := range p.refunds {
			if rf.id == refundID {
				return p, rf
			}
		}
	}
	return nil, nil
}

func (s *Sandbox) endRefundLocked(p *payment, rf *refund, status string) error {
	if status != "refunded" && status != "failed" && status != "canceled" {
		return fmt.Errorf("%w: %q is no final refund status", ErrBadStatus, status)
	}
	if rf.status != "queued" && rf.status != "pending" {
		return fmt.Errorf("%w: %s is %s", ErrNotPending, rf.id, rf.status)
	}
	rf.status = status
	if status != "refunded" {
		p.refunded -= rf.cents
	}
	s.log.Info("refund status", "payment", p.id, "refund", rf.id, "status", status)
	s.notifyLocked(p)
	return nil
}

// laterLocked runs fn with the lock held after d, unless the sandbox closes first. The
// caller holds the lock.
func (s *Sandbox) laterLocked(d time.Duration, fn func()) {
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		t := time.NewTimer(max(0, d))
		defer t.Stop()
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		if !s.closed {
			fn()
		}
	}()
}

// expireLaterLocked expires the payment p at its expiry, if still open then, and calls
// its webhook, as Mollie does.
func (s *Sandbox) expireLaterLocked(p *payment) {
	s.laterLocked(p.expiresAt.Sub(s.now()), func() {
		if p.status == mollie.StatusOpen {
			s.expireLocked(p)
			if p.status == mollie.StatusExpired {
				s.notifyLocked(p)
			}
		}
	})
}

// settleLaterLocked refunds a pending refund after the settle time, unless it ended before.
func (s *Sandbox) settleLaterLocked(p *payment, rf *refund) {
	s.laterLocked(s.settle, func() {
		if rf.status == "pending" {
			_ = s.endRefundLocked(p, rf, "refunded")
		}
	})
}

// SetRefundSettleAfter changes how long new refunds stay pending.
func (s *Sandbox) SetRefundSettleAfter(d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.settle = d
}

// ChargeBack makes the payer's bank take the paid payment id back in full, and sends
// its webhook.
func (s *Sandbox) ChargeBack(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.payments[id]
	if !ok {
		return fmt.Errorf("%w: %s", ErrUnknownPayment, id)
	}
	if p.status != mollie.StatusPaid {
		return fmt.Errorf("%w: %s is %s", ErrNotPaid, id, p.status)
	}
	p.chargedBack = p.cents
	s.log.Info("payment charged back", "id", id)
	s.notifyLocked(p)
	return nil
}

// Payment returns the payment id as the mollie client would see it.
func (s *Sandbox) Payment(id string) (mollie.Payment, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.payments[id]
	if !ok {
		return mollie.Payment{}, false
	}
	s.expireLocked(p)
	return p.client(), true
}

// WebhookCalls returns how many webhook calls were made for the payment id so far,
// failed ones included.
func (s *Sandbox) WebhookCalls(id string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.payments[id]; ok {
		return p.calls
	}
	return 0
}

// WaitWebhooks blocks until no webhook delivery is in flight or waiting for a retry,
// or ctx ends.
func (s *Sandbox) WaitWebhooks(ctx context.Context) error {
	tick := time.NewTicker(2 * time.Millisecond)
	defer tick.Stop()
	for {
		s.mu.Lock()
		n := s.pending
		s.mu.Unlock()
		if n == 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("sandbox: %d webhook deliveries still pending: %w", n, ctx.Err())
		case <-tick.C:
		}
	}
}

// isFinal tells whether a payment in status can no longer change.
func isFinal(status string) bool {
	switch status {
	case mollie.StatusPaid, mollie.StatusFailed, mollie.StatusCanceled, mollie.StatusExpired:
		return true
	}
	return false
}

func validStatus(status string) bool {
	switch status {
	case mollie.StatusOpen, mollie.StatusPending, mollie.StatusAuthorized, mollie.StatusPaid,
		mollie.StatusFailed, mollie.StatusCanceled, mollie.StatusExpired:
		return true
	}
	return false
}

// expireLocked turns an open payment past its expiresAt into an expired one.
func (s *Sandbox) expireLocked(p *payment) {
	if p.status == mollie.StatusOpen && !s.now().Before(p.expiresAt) {
		p.status = mollie.StatusExpired
		at := p.expiresAt
		p.expiredAt = &at
	}
}

// setStatusLocked applies a status change and starts its webhook.
func (s *Sandbox) setStatusLocked(p *payment, status string) error {
	if !validStatus(status) {
		return fmt.Errorf("%w: %q", ErrBadStatus, status)
	}
	if isFinal(p.status) {
		return fmt.Errorf("%w: %s is %s", ErrNotOpen, p.id, p.status)
	}
	if status == p.status {
		return nil
	}
	if status == mollie.StatusOpen {
		return fmt.Errorf("%w: %s is %s and cannot reopen", ErrNotOpen, p.id, p.status)
	}
	now := s.now().UTC().Truncate(time.Second)
	p.status = status
	chosen := "creditcard" // what the sandbox's payer picks: a card when offered, else the first method
	if len(p.methods) > 0 && !slices.Contains(p.methods, chosen) {
		chosen = p.methods[0]
	}
	switch status {
	case mollie.StatusPaid:
		p.method = chosen
		p.paidAt = &now
	case mollie.StatusAuthorized:
		p.method = chosen
		p.authorized = &now
	case mollie.StatusPending:
		p.method = chosen
	case mollie.StatusFailed:
		p.method = chosen
		p.failedAt = &now
	case mollie.StatusCanceled:
		p.canceledAt = &now
	case mollie.StatusExpired:
		p.expiredAt = &now
	}
	s.log.Info("payment status", "id", p.id, "status", status)
	if status != mollie.StatusPending { // Mollie calls no webhook for pending
		s.notifyLocked(p)
	}
	return nil
}

// newID returns prefix and 26 random characters (130 bits): unguessable.
func newID(prefix string) string { return prefix + rand.Text() }

func trimSlash(s string) string {
	for len(s) > 0 && s[len(s)-1] == '/' {
		s = s[:len(s)-1]
	}
	return s
}

// client converts p to the mollie client's Payment.
func (p *payment) client() mollie.Payment {
	out := mollie.Payment{
		ID:          p.id,
		Status:      p.status,
		Amount:      p.amount,
		Description: p.description,
		Method:      p.method,
		RedirectURL: p.redirectURL,
		WebhookURL:  p.webhookURL,
		CreatedAt:   p.createdAt,
		PaidAt:      p.paidAt,
	}
	if p.status == mollie.StatusOpen {
		out.CheckoutURL = p.checkoutURL()
		at := p.expiresAt
		out.ExpiresAt = &at
	}
	if p.refunded > 0 {
		a := mollie.EUR(p.refunded)
		out.AmountRefunded = &a
	}
	var meta map[string]any
	if json.Unmarshal(p.metadata, &meta) == nil && meta != nil {
		out.Metadata = make(map[string]string, len(meta))
		for k, v := range meta {
			if str, ok := v.(string); ok {
				out.Metadata[k] = str
			} else {
				b, _ := json.Marshal(v)
				out.Metadata[k] = string(b)
			}
		}
	}
	return out
}

func (p *payment) checkoutURL() string { return p.base + "/checkout/" + p.id }
