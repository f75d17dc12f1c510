package mollie

import (
	"fmt"
	"net/http"
	"net/url"
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
// to Mollie itself; without one, development falls back to the local sandbox and every
// other APP_ENV refuses, so production never talks to the sandbox by accident.
func SettingsFromEnv(env config.Env) (Settings, error) {
	s := Settings{APIKey: env.String("MOLLIE_API_KEY", "")}
	switch {
	case s.APIKey != "":
		s.APIURL = env.String("MOLLIE_API_URL", DefaultBaseURL)
	case env.IsDevelopment():
		s.APIKey = SandboxKey
		s.APIURL = env.String("MOLLIE_API_URL", SandboxURL)
	default:
		return Settings{}, fmt.Errorf("MOLLIE_API_KEY must be set when APP_ENV=%s", env.AppEnv())
	}
	if !strings.HasPrefix(s.APIKey, "test_") && !strings.HasPrefix(s.APIKey, "live_") && !strings.HasPrefix(s.APIKey, "access_") {
		return Settings{}, fmt.Errorf("MOLLIE_API_KEY must start with test_, live_ or access_")
	}
	u, err := url.Parse(s.APIURL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return Settings{}, fmt.Errorf("MOLLIE_API_URL %q is not an http(s) URL", s.APIURL)
	}
	return s, nil
}

// Client returns a client for these settings; a nil httpClient means the default timeout.
func (s Settings) Client(httpClient *http.Client) *Client {
	return New(s.APIKey, s.APIURL, httpClient)
}
