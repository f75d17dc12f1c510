package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"wandelwijs.nl/mollie-sandbox/sandbox"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/database"
)

// StackConfig sets up a Stack.
type StackConfig struct {
	DatabaseURL string
	// BFF is the path of the built bff binary.
	BFF string
	// MollieTimeout bounds the shop's calls to the sandbox.
	MollieTimeout time.Duration
	// WorkDir holds the mailbox.
	WorkDir string
	// Log receives the BFF's JSON log lines.
	Log io.Writer
	// LostWebhooks points the shop's public URL, and so the sandbox's webhooks, at a
	// closed port: payments change state at the sandbox but only the calls a benchmark
	// makes itself reach the shop.
	LostWebhooks bool
	// JobPollInterval: see ShopConfig.
	JobPollInterval time.Duration
	// MollieLatency delays every sandbox API answer, as the real Mollie's round trip
	// would (a few hundred milliseconds); 0 answers at once.
	MollieLatency time.Duration
	// ShopDist is the built shop SPA the BFF serves, with PUBLIC_URL its own address;
	// "" serves none.
	ShopDist string
	// BFFEnv is added to the BFF's environment (CPU_PROFILE=…).
	BFFEnv []string
}

// Stack is the shop as a browser meets it: the real BFF binary on loopback in front of
// the shop (in this process, assembled as its main.go does), the Mollie sandbox and River.
type Stack struct {
	// URL is the BFF's address.
	URL string
	// DatabaseURL is the shop's database.
	DatabaseURL string
	Shop        *Shop
	Sandbox     *sandbox.Sandbox
	SandboxURL  string
	BFF         *Process
	sbSrv       *http.Server
}

// StartStack starts sandbox, shop and BFF.
func StartStack(ctx context.Context, c StackConfig) (*Stack, error) {
	s := &Stack{DatabaseURL: c.DatabaseURL}
	sbLn, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s.SandboxURL = "http://" + sbLn.Addr().String()
	retries := []time.Duration{20 * time.Millisecond, 50 * time.Millisecond}
	if c.LostWebhooks {
		retries = []time.Duration{}
	}
	s.Sandbox = sandbox.New(sandbox.Config{BaseURL: s.SandboxURL, WebhookRetryDelays: retries})
	s.sbSrv = NewServer(WithLatency(c.MollieLatency, s.Sandbox.Handler()))
	go func() { _ = s.sbSrv.Serve(sbLn) }()

	bffPort, err := FreePort()
	if err != nil {
		s.Close()
		return nil, err
	}
	s.URL = fmt.Sprintf("http://127.0.0.1:%d", bffPort)
	public := s.URL
	if c.LostWebhooks {
		public = "http://127.0.0.1:1"
	}
	s.Shop, err = StartShop(ctx, ShopConfig{DatabaseURL: c.DatabaseURL, MollieURL: s.SandboxURL + "/v2",
		MollieTimeout: c.MollieTimeout, PublicURL: public, MailDir: filepath.Join(c.WorkDir, "mail"),
		JobPollInterval: c.JobPollInterval})
	if err != nil {
		s.Close()
		return nil, fmt.Errorf("start shop: %w", err)
	}
	env := c.BFFEnv
	if c.ShopDist != "" {
		env = append(env, "SHOP_DIST="+c.ShopDist, "PUBLIC_URL="+s.URL)
	}
	s.BFF = NewBFF(c.BFF, bffPort, s.Shop.URL, c.WorkDir, c.Log, env...)
	if err := s.BFF.Start("/healthz"); err != nil {
		s.Close()
		return nil, fmt.Errorf("start bff: %w", err)
	}
	return s, nil
}

// NewBFF describes the bff binary serving on port in front of the shop at shopURL, as its
// own public address (the one host it answers to), with no SPA unless env (added last, so
// it wins) says otherwise.
func NewBFF(path string, port int, shopURL, workDir string, log io.Writer, env ...string) *Process {
	url := fmt.Sprintf("http://127.0.0.1:%d", port)
	return NewProcess(path, url, log, append([]string{
		"APP_ENV=production",
		"PUBLIC_URL=" + url,
		fmt.Sprintf("BFF_ADDR=127.0.0.1:%d", port),
		"SHOP_URL=" + shopURL,
		"ADMIN_URL=http://127.0.0.1:1", // no benchmark calls the admin service
		"SHOP_DIST=" + filepath.Join(workDir, "no-spa"),
		"ADMIN_DIST=" + filepath.Join(workDir, "no-spa"),
	}, env...)...)
}

// Close stops everything the stack started.
func (s *Stack) Close() {
	if s.BFF != nil {
		s.BFF.Stop()
	}
	if s.Shop != nil {
		s.Shop.Close()
	}
	if s.Sandbox != nil {
		s.Sandbox.Close()
	}
	if s.sbSrv != nil {
		s.sbSrv.Close()
	}
}

// GuestRequest is an API call as the shop's SPA makes it for a guest: JSON, and the
// CSRF cookie echoed in its header.
func GuestRequest(method, url, body string) *http.Request {
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		panic(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	req.AddCookie(&http.Cookie{Name: auth.CSRFCookie, Value: "bench-csrf"})
	req.Header.Set(auth.CSRFHeader, "bench-csrf")
	return req
}

// GuestOrder is a booking body for a guest; field is walkSlug or walkId.
func GuestOrder(field, ref string, qty int, email string) string {
	return fmt.Sprintf(`{"%s":"%s","qty":%d,"guestName":"Gijs Gast","guestEmail":"%s","guestPhone":"+31 6 12345678"}`,
		field, ref, qty, email)
}

// Message returns the "message" of a JSON error answer, or "" when there is none.
func Message(body []byte) string {
	var out struct {
		Message string `json:"message"`
	}
	_ = json.Unmarshal(body, &out)
	return out.Message
}

// Field returns a string field of a JSON object answer.
func Field(body []byte, name string) string {
	var out map[string]any
	_ = json.Unmarshal(body, &out)
	s, _ := out[name].(string)
	return s
}

// InsertWalk adds a published walk starting in days days and returns its id.
func InsertWalk(ctx context.Context, db *database.DB, slug string, days, priceCents, places int) (string, error) {
	var id string
	start := time.Now().Add(time.Duration(days) * 24 * time.Hour).Truncate(time.Hour)
	err := db.NewRaw(`INSERT INTO walks (slug, title, city, address, short_desc, full_desc, date_start, date_end,
		price_cents, max_participants, published) VALUES (?, ?, 'Wageningen', 'Grebbedijk 1', 'Een benchmarkwandeling.',
		'Een wandeling om de winkel onder last te zetten.', ?, ?, ?, ?, true) RETURNING id`,
		slug, "Benchmark "+slug, start, start.Add(2*time.Hour), priceCents, places).Scan(ctx, &id)
	if err != nil {
		return "", fmt.Errorf("insert walk %s: %w", slug, err)
	}
	return id, nil
}

// Pay chooses status ("paid", "failed", …) on the sandbox's checkout page, as a person would.
func Pay(checkoutURL, status string) error {
	c := Client(10 * time.Second)
	res, err := c.PostForm(checkoutURL, map[string][]string{"status": {status}})
	if err != nil {
		return err
	}
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther {
		return fmt.Errorf("checkout answered %d, want 303", res.StatusCode)
	}
	return nil
}

// WithLatency delays the answers to Mollie API calls (/v2/…) by d.
func WithLatency(d time.Duration, h http.Handler) http.Handler {
	if d <= 0 {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/v2/") {
			select {
			case <-time.After(d):
			case <-r.Context().Done():
				return
			}
		}
		h.ServeHTTP(w, r)
	})
}
