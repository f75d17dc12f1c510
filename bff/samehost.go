package main

import (
	"net"
	"net/http"
	"net/url"
	"strings"

	"wandelwijs.nl/platform/auth"
)

// sameHost wraps what serves the SPAs: a page request on another loopback name than
// PUBLIC_URL's (127.0.0.1 for localhost or the other way round) is sent to PUBLIC_URL, so
// cookies, mails and payment returns all live on one host; every page hands out the CSRF
// cookie, so the first unsafe call of a fresh visit already carries its header.
func sameHost(publicURL string, cookies auth.Cookies, next http.Handler) http.Handler {
	public, _ := url.Parse(publicURL)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if target, ok := otherLoopbackName(public, r); ok {
			http.Redirect(w, r, target, http.StatusFound)
			return
		}
		cookies.HandOutCSRF(w, r)
		next.ServeHTTP(w, r)
	})
}

// otherLoopbackName returns PUBLIC_URL with the request's path when the request reached
// PUBLIC_URL's loopback port under another loopback name.
func otherLoopbackName(public *url.URL, r *http.Request) (string, bool) {
	if public == nil || public.Host == "" || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		return "", false
	}
	wantHost, wantPort := splitHost(public.Host)
	gotHost, gotPort := splitHost(r.Host)
	if !isLoopback(wantHost) || !isLoopback(gotHost) || gotHost == wantHost || gotPort != wantPort {
		return "", false
	}
	return strings.TrimSuffix(public.String(), "/") + r.URL.RequestURI(), true
}

func splitHost(hostport string) (host, port string) {
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		return strings.Trim(hostport, "[]"), ""
	}
	return host, port
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
