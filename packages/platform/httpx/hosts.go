package httpx

import (
	"net"
	"net/http"
	"net/url"
	"strings"
)

// Hosts are the host names a server answers to, each with the port its requests must
// name ("" for any); a request for any other name (a name an attacker pointed at this
// machine, DNS rebinding), or for a served name on another port, is answered 421 before
// any handler sees it.
type Hosts map[string]string

// ServedHosts are the names a server answers to: PUBLIC_URL's host and the configured
// aliases, and in development the loopback names a developer's browser uses too. When
// PUBLIC_URL names a port other than its scheme's default, every name must come with
// that port (an alias may name its own): all of them reach the one listener PUBLIC_URL
// names, so localhost:8081 is not the shop of http://localhost:8080.
func ServedHosts(publicURL string, aliases []string, development bool) Hosts {
	hs := Hosts{}
	port := ""
	if u, err := url.Parse(publicURL); err == nil && u.Hostname() != "" {
		port = explicitPort(u)
		hs[hostName(u.Host)] = port
	}
	for _, a := range aliases {
		if a = strings.TrimSpace(a); a != "" {
			p := port
			if _, own, err := net.SplitHostPort(a); err == nil {
				p = own
			}
			hs[hostName(a)] = p
		}
	}
	if development {
		for _, h := range []string{"localhost", "127.0.0.1", "::1"} {
			if _, ok := hs[h]; !ok {
				hs[h] = port
			}
		}
	}
	return hs
}

// AnyPort is hs answering its names on any port: for a service that is reached on its
// own port as well as, through the BFF, with PUBLIC_URL's Host.
func (hs Hosts) AnyPort() Hosts {
	out := make(Hosts, len(hs))
	for name := range hs {
		out[name] = ""
	}
	return out
}

// explicitPort is u's port when it names one other than its scheme's default.
func explicitPort(u *url.URL) string {
	p := u.Port()
	if (u.Scheme == "http" && p == "80") || (u.Scheme == "https" && p == "443") {
		return ""
	}
	return p
}

// hostName is a Host header's name, lower case, without port, brackets or final dot.
func hostName(host string) string {
	name, _ := splitHostPort(host)
	return name
}

// splitHostPort is a Host header's name (as hostName) and its port, "" for none.
func splitHostPort(host string) (name, port string) {
	if h, p, err := net.SplitHostPort(host); err == nil {
		host, port = h, p
	}
	return strings.TrimSuffix(strings.ToLower(strings.Trim(host, "[]")), "."), port
}

// misdirected is the answer to a request for a host this server does not serve.
var misdirected = ErrorBody{Code: "misdirected_request", Message: "Dit adres hoort niet bij deze website."}

// serves tells whether hs answers a request whose Host header is host.
func (hs Hosts) serves(host string) bool {
	name, port := splitHostPort(host)
	want, ok := hs[name]
	return ok && (want == "" || port == want)
}

// Only answers requests for its hosts and 421 to the rest; the health check, which
// tells nothing, answers under any name.
func (hs Hosts) Only(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !hs.serves(r.Host) && r.URL.Path != "/healthz" {
			JSON(w, http.StatusMisdirectedRequest, misdirected)
			return
		}
		next.ServeHTTP(w, r)
	})
}
