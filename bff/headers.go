package main

import (
	"net/http"

	"github.com/klauspost/compress/gzhttp"
)

// contentSecurityPolicy allows scripts only from our origin (no inline scripts),
// inline styles for react-admin's emotion, images over https (cover images), the
// two video hosts of the about page, and no framing of our pages.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: https:; font-src 'self' data:; connect-src 'self'; " +
	"frame-src https://www.youtube-nocookie.com https://player.vimeo.com; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// header is a header's canonical name and its one value, made once: setting it on an
// answer is one map store, not a canonicalisation and an allocation per request.
type header struct {
	name  string
	value []string
}

func newHeader(name, value string) header {
	return header{http.CanonicalHeaderKey(name), []string{value}}
}

var (
	securityHeaderList = []header{
		newHeader("Content-Security-Policy", contentSecurityPolicy),
		newHeader("X-Content-Type-Options", "nosniff"),
		newHeader("Referrer-Policy", "strict-origin-when-cross-origin"),
		newHeader("X-Frame-Options", "DENY"),
		newHeader("Cross-Origin-Opener-Policy", "same-origin"),
		newHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"),
	}
	hstsHeader = newHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
)

// securityHeaders sets the headers every answer carries.
func securityHeaders(hsts bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for _, s := range securityHeaderList {
			h[s.name] = s.value
		}
		if hsts {
			h[hstsHeader.name] = hstsHeader.value
		}
		next.ServeHTTP(w, r)
	})
}

var varyAcceptEncoding = newHeader("Vary", "Accept-Encoding")

// compressWhenAsked compresses the answers of clients that accept gzip (gzhttp decides
// by size and type); a client that names no encoding is answered as it is, without the
// compressor's wrapper, and told the answer varies by Accept-Encoding all the same.
func compressWhenAsked(next http.Handler) http.Handler {
	gz := gzhttp.GzipHandler(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if len(r.Header["Accept-Encoding"]) > 0 {
			gz.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		if len(h[varyAcceptEncoding.name]) == 0 {
			h[varyAcceptEncoding.name] = varyAcceptEncoding.value
		} else {
			h.Add(varyAcceptEncoding.name, varyAcceptEncoding.value[0])
		}
		next.ServeHTTP(w, r)
	})
}
