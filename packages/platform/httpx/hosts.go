package httpx

import (
	"net"
	"net/http"
	"net/url"
	"strings"
)

// Hosts are the host names a server answers to; a request for any other (a name an
// attacker pointed at this machine, DNS rebinding) is answered 421 before any handler
// sees it. Ports are not compared.
type Hosts map[string]bool

// ServedHosts are the names a server answers to: PUBLIC_URL's host and the configured
// aliases, and in development the loopback names a developer's browser uses too.
func ServedHosts(publicURL string, aliases []string, development bool) Hosts {
	hs := Hosts{}
	if u, err := url.Parse(publicURL); err == nil && u.Hostname() != "" {
		hs[hostName(u.Host)] = true
	}
	for _, a := range aliases {
		if a = strings.TrimSpace(a); a != "" {
			hs[hostName(a)] = true
		}
	}
	if development {
		for _, h := range []string{"localhost", "127.0.0.1", "::1"} {
			hs[h] = true
		}
	}
	return hs
}

// hostName is a Host header's name, lower case, without port, brackets or final dot.
func hostName(host string) string {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	return strings.TrimSuffix(strings.ToLower(strings.Trim(host, "[]")), ".")
}

// misdirected is the answer to a request for a host this server does not serve.
var misdirected = ErrorBody{Code: "misdirected_request", Message: "Dit adres hoort niet bij deze website."}

// Only answers requests for its hosts and 421 to the rest; the health check, which
// tells nothing, answers under any name.
func (hs Hosts) Only(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !hs[hostName(r.Host)] && r.URL.Path != "/healthz" {
			JSON(w, http.StatusMisdirectedRequest, misdirected)
			return
		}
		next.ServeHTTP(w, r)
	})
}
