package main

import (
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"

	"wandelwijs.nl/bff/routing"
	"wandelwijs.nl/platform/httpx"
)

// apiPrefix is where the API lives on the BFF and on the services alike.
const apiPrefix = "/api/v1"

// maxServiceConns bounds the BFF's connections to each service.
const maxServiceConns = 256

// upstreams is the page renderer's transport to the shop's processes, in turns.
type upstreams struct {
	targets   []*url.URL
	next      atomic.Uint32
	transport http.RoundTripper
}

// RoundTrip sends req to the next process, and a failed read on to the others.
func (u *upstreams) RoundTrip(req *http.Request) (*http.Response, error) {
	n := len(u.targets)
	first, tries := turns(&u.next, n, req)
	var err error
	for i := range tries {
		target := u.targets[(first+i)%n]
		out := *req
		outURL := *req.URL
		outURL.Scheme, outURL.Host = target.Scheme, target.Host
		out.URL = &outURL
		var res *http.Response
		if res, err = u.transport.RoundTrip(&out); err == nil {
			return res, nil
		}
		if req.Context().Err() != nil {
			break
		}
		slog.WarnContext(req.Context(), "proxy: trying the next process", "target", target.Host, "path", httpx.LoggedPath(req.URL.Path), "err", err)
	}
	return nil, err
}

// bufferPool lends the forwarder its 32 kB copy buffers; without a pool it would allocate
// (and the collector clear) one for every answer.
var bufferPool = sync.Pool{New: func() any { b := make([]byte, 32*1024); return &b }}

// turns says which of n processes a call goes to first, and to how many in all: each
// call to the next process in turn, and a GET or HEAD without a body on to the others
// when one gives no answer (the others are sent once: their bodies are spent and they
// may have changed something).
func turns(next *atomic.Uint32, n int, r *http.Request) (first, tries int) {
	first, tries = int(next.Add(1))%n, 1
	if (r.Method == http.MethodGet || r.Method == http.MethodHead) && (r.Body == nil || r.Body == http.NoBody) {
		tries = n
	}
	return first, tries
}

// apiHandler forwards each /api/v1 call to the service its route names.
func apiHandler(proxies map[routing.Service]http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		svc, ok := routing.Match(r.Method, strings.TrimPrefix(r.URL.Path, apiPrefix))
		if !ok {
			httpx.NotFound(w, r)
			return
		}
		proxies[svc].ServeHTTP(w, r)
	})
}
