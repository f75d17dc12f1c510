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

// Settings say which Mollie to call and with which key.
type Settings struct {
	APIKey string
	APIURL string
}

// SettingsFromEnv reads MOLLIE_API_KEY and MOLLIE_API_URL. With a key, the URL defaults
// to Mollie itself. Without one, the sandbox is used: at MOLLIE_SANDBOX_URL when set (the
// compose demo), else in development at the local sandbox; every other case refuses, so
// production never talks to the sandbox by accident and a real key never reaches it.
func SettingsFromEnv(env config.Env) (Settings, error) {
	s := Settings{APIKey: env.String("MOLLIE_API_KEY", "")}
	switch sandbox := env.String("MOLLIE_SANDBOX_URL", ""); {
	case s.APIKey != "":
		s.APIURL = env.String("MOLLIE_API_URL", DefaultBaseURL)
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
	u, err := url.Parse(s.APIURL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return Settings{}, fmt.Errorf("MOLLIE_API_URL %q is not an http(s) URL", s.APIURL)
	}
	if strings.HasPrefix(s.APIKey, "live_") && strings.TrimRight(s.APIURL, "/") != DefaultBaseURL {
		return Settings{}, fmt.Errorf("MOLLIE_API_URL is %q: a live_ key is only ever sent to %s", s.APIURL, DefaultBaseURL)
	}
	if u.Scheme != "https" && s.Real() && !env.IsDevelopment() {
		return Settings{}, fmt.Errorf("MOLLIE_API_URL %q must be https outside development: the API key travels with every call", s.APIURL)
	}
	return s, nil
}

// Real tells whether the settings call Mollie itself with a real key (not the sandbox's).
func (s Settings) Real() bool { return s.APIKey != SandboxKey }

// CheckPublicURL refuses a PUBLIC_URL Mollie cannot call back: with a real key the
// webhook must be https on a host that is not this machine.
func (s Settings) CheckPublicURL(publicURL string) error {
	if !s.Real() {
		return nil
	}
	u, err := url.Parse(publicURL)
	if err != nil || u.Scheme != "https" || u.Hostname() == "" {
		return fmt.Errorf("PUBLIC_URL %q: with a real Mollie key it must be an https address Mollie can reach for its webhooks", publicURL)
	}
	host := u.Hostname()
	if ip := net.ParseIP(host); host == "localhost" || strings.HasSuffix(host, ".localhost") || (ip != nil && (ip.IsLoopback() || ip.IsUnspecified())) {
		return fmt.Errorf("PUBLIC_URL %q points at this machine: Mollie cannot reach its webhook there; use the shop's public https address", publicURL)
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
