package httpx

import (
	"context"
	"fmt"
	"net/http"
	"net/netip"
	"strings"
)

// ForwardedForHeader lists the addresses a request passed through, the client first.
const ForwardedForHeader = "X-Forwarded-For"

// Proxies are the addresses whose X-Forwarded-For is believed: our own BFF and the TLS
// proxy in front of it. Any other caller's X-Forwarded-For is ignored, so nobody picks
// the address their rate limits count against. The zero value trusts Loopback.
type Proxies []netip.Prefix

// Loopback is the default: the BFF and a TLS proxy on the same machine.
var Loopback = Proxies{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")}

// ParseProxies reads a comma-separated list of addresses and CIDR ranges
// (TRUSTED_PROXIES); an empty list is Loopback.
func ParseProxies(list string) (Proxies, error) {
	var ps Proxies
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if p, err := netip.ParsePrefix(f); err == nil {
			ps = append(ps, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("TRUSTED_PROXIES: %q is neither an address nor a CIDR range", f)
		}
		ps = append(ps, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
	}
	if len(ps) == 0 {
		return Loopback, nil
	}
	return ps, nil
}

func (ps Proxies) trusts(addr string) bool {
	a, err := netip.ParseAddr(strings.TrimSpace(addr))
	if err != nil {
		return false
	}
	a = a.Unmap()
	if len(ps) == 0 {
		ps = Loopback
	}
	for _, p := range ps {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// Chain returns the addresses r passed through, the client first and the peer last:
// the X-Forwarded-For entries when the peer is trusted, then the peer. The entries are
// only believed as far back as they were written by trusted proxies.
func (ps Proxies) Chain(r *http.Request) []string {
	peer := peerAddr(r)
	if !ps.trusts(peer) {
		return []string{peer}
	}
	var chain []string
	for _, v := range r.Header.Values(ForwardedForHeader) {
		for _, f := range strings.Split(v, ",") {
			if f = strings.TrimSpace(f); f != "" {
				chain = append(chain, f)
			}
		}
	}
	chain = append(chain, peer)
	// From the peer back, the first address no trusted proxy vouches for is the client.
	for i := len(chain) - 1; i > 0; i-- {
		if !ps.trusts(chain[i]) {
			return chain[i:]
		}
	}
	return chain
}

type clientKey struct{}

// ClientAddresses resolves each request's client address once (see Proxies.Chain) for
// ClientIP and ForwardedFor.
func (ps Proxies) ClientAddresses(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), clientKey{}, ps.Chain(r))))
	})
}

// ForwardedFor is the X-Forwarded-For a proxy passes on: the believed chain, ending with
// its own peer.
func ForwardedFor(r *http.Request) string {
	if chain, ok := r.Context().Value(clientKey{}).([]string); ok && len(chain) > 0 {
		return strings.Join(chain, ", ")
	}
	return peerAddr(r)
}
