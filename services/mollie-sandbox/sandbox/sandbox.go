// Package sandbox is a local stand-in for Mollie's API v2: payments and refunds in
// memory, a hosted checkout page where a person picks the outcome as in Mollie's test
// mode, webhook delivery with retries, and a fault switch that makes the API answer 500
// or hang. `make run` and the tests use it when no MOLLIE_API_KEY is set.
//
// Where our code relies on Mollie's behaviour, the sandbox follows it (each place names
// the doc or OpenAPI field): refunds run queued (while SetBalanceShort holds) → pending →
// processing → refunded over Config.RefundSettleAfter, the payment's webhook called for
// processing, refunded and failed but not for a canceled refund; amountRemaining is net
// of refunds and chargebacks; chargebacks may be partial and reversed; an open iDEAL
// payment is not cancelable, and a payment canceled through the API calls its webhook
// like any canceled payment; an open payment expires after its method's time (iDEAL 15
// minutes, card 30); two identical refunds within the hour are refused with 409; each
// method has a maximum amount.
//
// Where it differs from Mollie, on purpose:
//   - a control call can make a refund fail or be canceled at any time;
//   - an open payment becomes "expired" when it is read after its expiresAt, without a
//     webhook (the shop's reconciliation job catches that case, as with a lost webhook);
//   - choosing "open" on the checkout page changes nothing and sends no webhook;
//   - only EUR and test_ keys (a live_ key is refused: it belongs with Mollie itself), and
//     all state is in memory.
package sandbox

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/json"
	"html/template"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"wandelwijs.nl/platform/mollie"
)

// Config sets a Sandbox up. Every field has a default.
type Config struct {
	// BaseURL is the public URL of the sandbox itself ("http://127.0.0.1:8090"), used in
	// _links (self, checkout). Empty: taken from the Host of each creating request.
	BaseURL string
	// WebhookRetryDelays are the waits before each retry of a webhook answered with
	// anything but 200. Nil means DefaultWebhookRetryDelays; empty means no retries.
	WebhookRetryDelays []time.Duration
	// HTTPClient sends the webhooks; nil means a client with a 15 s timeout, as Mollie's.
	HTTPClient *http.Client
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Logger gets webhook and fault events; nil discards them.
	Logger *slog.Logger
	// RefundSettleAfter is how long a refund stays pending before it is refunded; 0 means
	// DefaultRefundSettleAfter.
	RefundSettleAfter time.Duration
	// PaymentExpiry is how long every new payment stays open; 0 means as long as its
	// methods keep it open at Mollie (PaymentExpiry).
	PaymentExpiry time.Duration
	// WebhookSpeed divides the default retry delays (a test's 3600 makes an hour a
	// second); 0 or 1 keeps Mollie's pace. Explicit WebhookRetryDelays are used as given.
	WebhookSpeed int
}

// methodExpiries are how long an open payment of each method lasts before it expires,
// as Mollie's guide "Handling payment status" (docs.mollie.com/docs/status-change, "When
// does a payment expire?") gives them; the payment's expiresAt (OpenAPI: "the date and
// time the payment will expire") says it. Another method lasts defaultExpiry.
var methodExpiries = map[string]time.Duration{
	"ideal":      15 * time.Minute,
	"creditcard": 30 * time.Minute,
}

// defaultExpiry is how long an open payment of a method not in methodExpiries lasts.
const defaultExpiry = 15 * time.Minute

// PaymentExpiry is how long a new payment offering methods (nil: every enabled method)
// stays open: its one method's time, or, while the payer may still choose among several,
// the longest of theirs.
func PaymentExpiry(methods []string) time.Duration {
	if methods == nil {
		methods = enabledMethods
	}
	longest := time.Duration(0)
	for _, m := range methods {
		longest = max(longest, cmp.Or(methodExpiries[m], defaultExpiry))
	}
	return longest
}

// DefaultRefundSettleAfter is how long a refund stays pending in the sandbox.
const DefaultRefundSettleAfter = 5 * time.Second

// Sandbox holds the payments and serves the API, checkout page and control calls.
// It is safe for concurrent use; Close stops its webhook deliveries.
type Sandbox struct {
	settle time.Duration
	// shortBalance keeps new refunds queued (SetBalanceShort).
	shortBalance bool
	expiry       time.Duration // Config.PaymentExpiry; 0 is each payment's PaymentExpiry
	baseURL      string
	retries      []time.Duration
	client       *http.Client
	now          func() time.Time
	log          *slog.Logger
	page         *template.Template
	styleHash    string

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

// payment is one payment as the sandbox keeps it.
type payment struct {
	id          string
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
	chargebacks []*chargeback
	calls       int // webhook calls made
}

// refund is one refund of a payment.
type refund struct {
	id          string
	cents       int
	amount      mollie.Amount
	description string
	metadata    json.RawMessage
	status      string
	createdAt   time.Time
}

// New returns a sandbox with no payments and no fault.
func New(cfg Config) *Sandbox {
	s := &Sandbox{
		baseURL:      strings.TrimRight(cfg.BaseURL, "/"),
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

// Payment returns the payment id as the mollie client would see it.
func (s *Sandbox) Payment(id string) (mollie.Payment, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.lookupLocked(id)
	if !ok {
		return mollie.Payment{}, false
	}
	return p.client(), true
}

// stamp is the time now as Mollie writes it: UTC, whole seconds.
func (s *Sandbox) stamp() time.Time { return s.now().UTC().Truncate(time.Second) }

// newID returns prefix and 26 random characters (130 bits): unguessable.
func newID(prefix string) string { return prefix + rand.Text() }

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
		out.AmountRefunded = eur(p.refunded)
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
