package main

import (
	"log/slog"
	"net/http"
	"net/http/httputil"
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

// newProxy returns a reverse proxy to a service's processes (targets) that passes the
// request id on and answers a Dutch 502 when the service cannot be reached.
func newProxy(targets []*url.URL) *httputil.ReverseProxy {
	transport := http.DefaultTransport.(*http.Transport).Clone()
	// Keep the connections a service needs open (Go's default keeps 2 idle and dials
	// nearly every request afresh under concurrency), and open at most as many: a crowd of
	// calls beyond that waits here for a free connection instead of each dialling the
	// service, which could not work on more of them at once anyway.
	transport.MaxIdleConns = 2 * maxServiceConns
	transport.MaxIdleConnsPerHost = maxServiceConns
	transport.MaxConnsPerHost = maxServiceConns
	ups := &upstreams{targets: targets, transport: transport}
	hosts := make([]string, len(targets))
	for i, t := range targets {
		hosts[i] = t.Host
	}
	targetList := strings.Join(hosts, ",")
	return &httputil.ReverseProxy{
		Transport:  ups,
		BufferPool: copyBuffers{},
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(targets[0]) // upstreams picks the process
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
			slog.ErrorContext(r.Context(), "proxy", "targets", targetList, "path", httpx.LoggedPath(r.URL.Path), "err", err)
			httpx.JSON(w, http.StatusBadGateway, httpx.ErrorBody{
				Message: "De dienst is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.",
			})
		},
	}
}

// upstreams spreads a service's calls over its processes in turn. A GET or HEAD that
// fails to get an answer (the process is down or restarting) is tried on the next one,
// so a rolling restart of one of two processes fails no read; other calls are sent once,
// as their bodies are spent and they may have changed something.
type upstreams struct {
	targets   []*url.URL
	next      atomic.Uint32
	transport http.RoundTripper
}

// RoundTrip sends req to the next process, and a failed read on to the others.
func (u *upstreams) RoundTrip(req *http.Request) (*http.Response, error) {
	n := len(u.targets)
	if n == 1 {
		return u.transport.RoundTrip(req)
	}
	first := int(u.next.Add(1)) % n
	tries := 1
	if (req.Method == http.MethodGet || req.Method == http.MethodHead) && (req.Body == nil || req.Body == http.NoBody) {
		tries = n
	}
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
