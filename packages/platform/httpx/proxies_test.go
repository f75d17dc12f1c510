package httpx_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"wandelwijs.nl/platform/httpx"
)

func TestClientIPBelievesOnlyTrustedProxies(t *testing.T) {
	behindTLS, err := httpx.ParseProxies("127.0.0.1, 10.0.0.0/8")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		proxies httpx.Proxies
		peer    string
		xff     []string
		want    string
	}{
		{"a direct caller", nil, "203.0.113.9:1", nil, "203.0.113.9"},
		{"a direct caller's forged header", nil, "203.0.113.9:1", []string{"127.0.0.1"}, "203.0.113.9"},
		{"through the BFF", nil, "127.0.0.1:1", []string{"198.51.100.4"}, "198.51.100.4"},
		{"a forged entry before the BFF's", nil, "127.0.0.1:1", []string{"192.0.2.66, 198.51.100.4"}, "198.51.100.4"},
		{"two header lines", nil, "127.0.0.1:1", []string{"192.0.2.66", "198.51.100.4"}, "198.51.100.4"},
		{"a local caller", nil, "127.0.0.1:1", nil, "127.0.0.1"},
		{"behind a TLS proxy and the BFF", behindTLS, "127.0.0.1:1", []string{"192.0.2.66, 198.51.100.4, 10.1.2.3"}, "198.51.100.4"},
		{"an IPv6 loopback BFF", nil, "[::1]:1", []string{"2001:db8::7"}, "2001:db8::7"},
		{"garbage from a trusted proxy is the client", nil, "127.0.0.1:1", []string{"not-an-address"}, "not-an-address"},
	} {
		t.Run(c.name, func(t *testing.T) {
			req := httptest.NewRequest("GET", "/", nil)
			req.RemoteAddr = c.peer
			for _, v := range c.xff {
				req.Header.Add("X-Forwarded-For", v)
			}
			var got string
			c.proxies.ClientAddresses(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
				got = httpx.ClientIP(r)
			})).ServeHTTP(httptest.NewRecorder(), req)
			if got != c.want {
				t.Fatalf("client %q, want %q", got, c.want)
			}
		})
	}
}

func TestParseProxies(t *testing.T) {
	if ps, err := httpx.ParseProxies(" "); err != nil || len(ps) != len(httpx.Loopback) {
		t.Fatalf("empty list: %v %v, want loopback", ps, err)
	}
	if _, err := httpx.ParseProxies("10.0.0.0/8, example.org"); err == nil {
		t.Fatal("a host name was accepted")
	}
}

func TestIsLoopback(t *testing.T) {
	for peer, want := range map[string]bool{"127.0.0.1:1": true, "[::1]:1": true, "192.168.1.5:1": false} {
		req := httptest.NewRequest("GET", "/", nil)
		req.RemoteAddr = peer
		var got bool
		httpx.Proxies(nil).ClientAddresses(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
			got = httpx.IsLoopback(r)
		})).ServeHTTP(httptest.NewRecorder(), req)
		if got != want {
			t.Errorf("%s: loopback %v, want %v", peer, got, want)
		}
	}
}
