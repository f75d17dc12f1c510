package mollie

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"wandelwijs.nl/platform/config"
)

// SandboxURL is the API base URL of services/mollie-sandbox as `make run` starts it.
const SandboxURL = "http://127.0.0.1:8090/v2"

// SandboxKey is the development key used against the sandbox; it is no real Mollie key.
const SandboxKey = "test_sandboxwandelwijs0000000000000"

// Settings say which Mollie to call and with which key, and whether the shop runs in
// test mode (its payments are no real money).
type Settings struct {
	APIKey string
	APIURL string
	// TestMode is MOLLIE_TEST_MODE=1 outside development, and always in development.
	TestMode bool
}

// SettingsFromEnv reads MOLLIE_API_KEY, MOLLIE_API_URL and MOLLIE_TEST_MODE. With a key,
// the URL defaults to Mollie itself. Without one, the sandbox is used: at
// MOLLIE_SANDBOX_URL when set (the compose demo), else in development at the local
// sandbox; every other case refuses, so a real key never reaches the sandbox. Outside
// development anything but a live_ key (a test_ key, the sandbox) runs only with the
// explicit MOLLIE_TEST_MODE=1, so a shop never takes play money by mistake, and test
// mode with a live_ key is refused as a contradiction.
func SettingsFromEnv(env config.Env) (Settings, error) {
	s := Settings{APIKey: env.String("MOLLIE_API_KEY", ""), TestMode: env.IsDevelopment()}
	switch mode := env.String("MOLLIE_TEST_MODE", ""); mode {
	case "1":
		s.TestMode = true
	case "", "0":
	default:
		return Settings{}, fmt.Errorf("MOLLIE_TEST_MODE must be 1 (test mode) or unset, not %q", mode)
	}
	switch sandbox := env.String("MOLLIE_SANDBOX_URL", ""); {
	case s.APIKey != "":
		s.APIURL = env.String("MOLLIE_API_URL", DefaultBaseURL)
	case sandbox != "" && !s.TestMode:
		return Settings{}, fmt.Errorf("MOLLIE_SANDBOX_URL is set but MOLLIE_API_KEY is not: outside development the sandbox is used only with MOLLIE_TEST_MODE=1; set MOLLIE_API_KEY to take real payments")
	case sandbox != "":
		s.APIKey, s.APIURL = SandboxKey, sandbox
	case env.IsDevelopment():
		s.APIKey = SandboxKey
		s.APIURL = env.String("MOLLIE_API_URL", SandboxURL)
	default:
		return Settings{}, fmt.Errorf("MOLLIE_API_KEY must be set when APP_ENV=%s", env.AppEnv())
	}
	switch {
	case strings.HasPrefix(s.APIKey, "access_"):
		return Settings{}, fmt.Errorf("MOLLIE_API_KEY: an access_ token needs a profileId and testmode with every call, which the shop does not send; use the website profile's API key (test_ or live_)")
	case !strings.HasPrefix(s.APIKey, "test_") && !strings.HasPrefix(s.APIKey, "live_"):
		return Settings{}, fmt.Errorf("MOLLIE_API_KEY must start with test_ or live_")
	}
	live := strings.HasPrefix(s.APIKey, "live_")
	switch {
	case live && s.TestMode:
		return Settings{}, fmt.Errorf("MOLLIE_TEST_MODE=1 with a live_ key: take the test_ key to rehearse, or unset MOLLIE_TEST_MODE to go live")
	case !live && !s.TestMode:
		return Settings{}, fmt.Errorf("MOLLIE_API_KEY is a test_ key: outside development it runs only with MOLLIE_TEST_MODE=1 (every page and mail then says so); set the live_ key to go live")
	}
	u, err := url.Parse(s.APIURL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return Settings{}, fmt.Errorf("MOLLIE_API_URL %q is not an http(s) URL", s.APIURL)
	}
	if live && strings.TrimRight(s.APIURL, "/") != DefaultBaseURL {
		return Settings{}, fmt.Errorf("MOLLIE_API_URL is %q: a live_ key is only ever sent to %s", s.APIURL, DefaultBaseURL)
	}
	if u.Scheme != "https" && s.Real() && !env.IsDevelopment() {
		return Settings{}, fmt.Errorf("MOLLIE_API_URL %q must be https outside development: the API key travels with every call", s.APIURL)
	}
	return s, nil
}

// Real tells whether the settings call Mollie itself with a real key (not the sandbox's).
func (s Settings) Real() bool { return s.APIKey != SandboxKey }

// Live tells whether the settings take real money: a live_ key.
func (s Settings) Live() bool { return strings.HasPrefix(s.APIKey, "live_") }

// CheckPublicURL refuses a PUBLIC_URL Mollie cannot call back: with a real key the
// webhook must be https on a host that is not this machine, and with a live key not on
// a private network (10.x, 172.16–31.x, 192.168.x, fc00::/7, link-local) either.
func (s Settings) CheckPublicURL(publicURL string) error {
	if !s.Real() {
		return nil
	}
	u, err := url.Parse(publicURL)
	if err != nil || u.Scheme != "https" || u.Hostname() == "" {
		return fmt.Errorf("PUBLIC_URL %q: with a real Mollie key it must be an https address Mollie can reach for its webhooks", publicURL)
	}
	host := u.Hostname()
	ip := net.ParseIP(host)
	if host == "localhost" || strings.HasSuffix(host, ".localhost") || (ip != nil && (ip.IsLoopback() || ip.IsUnspecified())) {
		return fmt.Errorf("PUBLIC_URL %q points at this machine: Mollie cannot reach its webhook there; use the shop's public https address", publicURL)
	}
	if ip != nil && s.Live() && (ip.IsPrivate() || ip.IsLinkLocalUnicast()) {
		return fmt.Errorf("PUBLIC_URL %q is a private network address: Mollie cannot reach its webhook there; use the shop's public https address", publicURL)
	}
	return nil
}

// AllowedMethods are the payment methods the shop may offer: each ends within hours, so
// no payment outlives a booking's payment hold (bank transfer, which stays open for
// days, is not among them).
var AllowedMethods = []string{"ideal", "creditcard", "bancontact", "applepay", "paypal", "kbc", "belfius", "eps"}

// MethodsFromEnv reads MOLLIE_METHODS, a comma-separated list of AllowedMethods; unset
// gives nil (the shop's default).
func MethodsFromEnv(env config.Env) ([]string, error) {
	raw := strings.TrimSpace(env.String("MOLLIE_METHODS", ""))
	if raw == "" {
		return nil, nil
	}
	var methods []string
	for _, m := range strings.Split(raw, ",") {
		m = strings.TrimSpace(m)
		if !slices.Contains(AllowedMethods, m) {
			return nil, fmt.Errorf("MOLLIE_METHODS: %q is not one of %s", m, strings.Join(AllowedMethods, ", "))
		}
		methods = append(methods, m)
	}
	return methods, nil
}

// Client returns a client for these settings; a nil httpClient means the default timeout.
func (s Settings) Client(httpClient *http.Client) *Client {
	return New(s.APIKey, s.APIURL, httpClient)
}
