package main

import (
	"log/slog"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"

	"wandelwijs.nl/bff/routing"
	"wandelwijs.nl/platform/httpx"
)

// apiPrefix is where the API lives on the BFF and on the services alike.
const apiPrefix = "/api/v1"

// maxServiceConns bounds the BFF's connections to each service.
const maxServiceConns = 256

// newProxy returns a reverse proxy to target that passes the request id on and answers
// a Dutch 502 when the service cannot be reached.
func newProxy(target *url.URL) *httputil.ReverseProxy {
	transport := http.DefaultTransport.(*http.Transport).Clone()
	// Keep the connections a service needs open (Go's default keeps 2 idle and dials
	// nearly every request afresh under concurrency), and open at most as many: a crowd of
	// calls beyond that waits here for a free connection instead of each dialling the
	// service, which could not work on more of them at once anyway.
	transport.MaxIdleConns = 2 * maxServiceConns
	transport.MaxIdleConnsPerHost = maxServiceConns
	transport.MaxConnsPerHost = maxServiceConns
	return &httputil.ReverseProxy{
		Transport:  transport,
		BufferPool: copyBuffers{},
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			pr.SetXForwarded()
			// The client as the BFF believes it, and the proxies after it (see Proxies.Chain).
			pr.Out.Header.Set(httpx.ForwardedForHeader, httpx.ForwardedFor(pr.In))
			pr.Out.Host = pr.In.Host
			pr.Out.Header.Set(httpx.RequestIDHeader, httpx.RequestID(pr.In.Context()))
		},
		// The BFF already answers with the request id; drop the service's copy.
		ModifyResponse: func(res *http.Response) error {
			res.Header.Del(httpx.RequestIDHeader)
			return nil
		},
		// FlushInterval 0 sends each answer in one write; answers without a length
		// (the database export) are flushed as they stream.
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			slog.ErrorContext(r.Context(), "proxy", "target", target.Host, "path", r.URL.Path, "err", err)
			httpx.JSON(w, http.StatusBadGateway, httpx.ErrorBody{
				Message: "De dienst is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.",
			})
		},
	}
}

// copyBuffers lends the proxy its 32 KB copy buffers; without a pool it allocates (and
// the collector clears) one for every answer.
type copyBuffers struct{}

var bufferPool = sync.Pool{New: func() any { b := make([]byte, 32*1024); return &b }}

func (copyBuffers) Get() []byte  { return *bufferPool.Get().(*[]byte) }
func (copyBuffers) Put(b []byte) { bufferPool.Put(&b) }

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
