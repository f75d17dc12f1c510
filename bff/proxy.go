package main

import (
	"context"
	"crypto/x509"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync/atomic"

	"wandelwijs.nl/bff/routing"
	"wandelwijs.nl/platform/httpx"
)

// apiPrefix is where the API lives on the BFF and on the services alike.
const apiPrefix = "/api/v1"

// maxRequestBody bounds a client's request body. It lies well above the largest body a
// service accepts (httpx.MaxBodyBytes), so a service still answers the bodies it refuses
// itself; a body beyond it is never passed on.
const maxRequestBody = 1 << 20

// The Dutch answers of the BFF itself, in the shape of the services' errors.
var (
	serviceDown = httpx.ErrorBody{Code: "service_unavailable", Message: "De dienst is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw."}
	bodyTooBig  = httpx.ErrorBody{Code: "body_too_large", Message: "Het verzoek is te groot."}
	badBody     = httpx.ErrorBody{Code: "unreadable_body", Message: "Het verzoek kon niet worden gelezen."}
)

// outsideHandler answers a path of routing.Outside as the API call /api/v1 + path.
func outsideHandler(api http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r2 := r.Clone(r.Context())
		r2.URL.Path = apiPrefix + r.URL.Path
		r2.URL.RawPath = ""
		api.ServeHTTP(w, r2)
	})
}

// apiHandler forwards each /api/v1 call to the service whose route it fits
// (routing.Find). The access log shows the call as that route's template, its secret
// placeholders redacted; a call that fits none as httpx.UnmatchedPath, answered 404 here.
func apiHandler(proxies map[routing.Service]http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tmpl, svc, ok := routing.Find(r.Method, r.URL.Path)
		if !ok {
			// As every answer of the API: never kept by a browser or a proxy.
			w.Header().Set("Cache-Control", "no-store")
			httpx.NotFound(w, r)
			return
		}
		httpx.Matched(r, tmpl)
		proxies[svc].ServeHTTP(w, r)
	})
}

// serviceProxy forwards API calls to one service's processes (targets) with the standard
// library's reverse proxy, over keep-alive connections (serviceTransport; https targets
// verified against roots, nil: the system's). Calls go to the processes in turns
// (upstreams). A service that cannot be reached is a Dutch 502; a client's body that is
// too large is a 413 and one that cannot be read a 400.
func serviceProxy(targets []*url.URL, roots *x509.CertPool) http.Handler {
	hosts := make([]string, len(targets))
	for i, t := range targets {
		hosts[i] = t.Host
	}
	proxy := &httputil.ReverseProxy{
		Rewrite:    rewrite,
		Transport:  &upstreams{targets: targets, transport: serviceTransport(roots)},
		BufferPool: &copyBuffers{},
		ModifyResponse: func(res *http.Response) error {
			delete(res.Header, httpx.RequestIDHeader) // the client learns the BFF's id (httpx.Logging)
			return nil
		},
		ErrorHandler: proxyErrorHandler(strings.Join(hosts, ",")),
		ErrorLog:     slog.NewLogLogger(slog.Default().Handler(), slog.LevelWarn),
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		limit := bodyLimit(r)
		if r.ContentLength > limit {
			httpx.JSON(w, http.StatusRequestEntityTooLarge, bodyTooBig)
			return
		}
		if r.Body != nil && r.Body != http.NoBody {
			r = withClientBody(w, r, limit)
		}
		proxy.ServeHTTP(w, r)
	})
}

// Header values the proxy sets on every call, made once.
var (
	protoHTTP  = []string{"http"}
	protoHTTPS = []string{"https"}
)

// rewrite makes the call a service receives: the client's method, path, query, Host and
// headers (ReverseProxy has removed the hop-by-hop ones and the client's X-Forwarded-*),
// the client as the BFF believes it (X-Forwarded-For), the host and scheme it asked for,
// and the request id. The services speak plain HTTP/1.1: no protocol switch, no trailers,
// no 100-continue is asked of them. upstreams fills in the process's address.
func rewrite(pr *httputil.ProxyRequest) {
	in, h := pr.In, pr.Out.Header
	for _, name := range []string{"Te", "Upgrade", "Connection", "Expect"} {
		delete(h, name)
	}
	h[httpx.ForwardedForHeader] = []string{httpx.ForwardedFor(in)}
	h["X-Forwarded-Host"] = []string{in.Host}
	h["X-Forwarded-Proto"] = protoHTTP
	if in.TLS != nil {
		h["X-Forwarded-Proto"] = protoHTTPS
	}
	h[httpx.RequestIDHeader] = []string{httpx.RequestID(in.Context())}
}

// proxyErrorHandler answers a call that got no answer from the service: 413 or 400 when
// the client's own body was at fault (too large, or cut off or malformed), nothing for a
// client that left (logged as 499: no service failed), and otherwise the Dutch 502,
// logged with the service's processes.
func proxyErrorHandler(hosts string) func(http.ResponseWriter, *http.Request, error) {
	return func(w http.ResponseWriter, r *http.Request, err error) {
		var tooBig *http.MaxBytesError
		bodyErr := bodyError(r.Context())
		switch {
		case errors.As(bodyErr, &tooBig):
			httpx.JSON(w, http.StatusRequestEntityTooLarge, bodyTooBig)
		case bodyErr != nil:
			slog.InfoContext(r.Context(), "proxy: unreadable request body", "path", httpx.LoggedPath(r), "err", bodyErr)
			httpx.JSON(w, http.StatusBadRequest, badBody)
		case r.Context().Err() != nil:
			slog.DebugContext(r.Context(), "proxy: client went away", "path", httpx.LoggedPath(r), "err", err)
			w.WriteHeader(499)
		default:
			slog.ErrorContext(r.Context(), "proxy", "targets", hosts, "path", httpx.LoggedPath(r), "err", err)
			httpx.JSON(w, http.StatusBadGateway, serviceDown)
		}
	}
}

// clientBody is a client's request body that remembers a failed read, so that a body
// that is too large, cut off or malformed is told apart from a service that failed: the
// proxy may see such a failure only as the client's context ending, since the server
// ends it when the client's connection fails.
type clientBody struct {
	io.ReadCloser
	err atomic.Pointer[error]
}

func (b *clientBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err != nil && err != io.EOF {
		b.err.CompareAndSwap(nil, &err)
	}
	return n, err
}

type clientBodyKey struct{}

// bodyLimit is the largest body r may have: maxRequestBody, or routing.UploadBytes for an upload.
func bodyLimit(r *http.Request) int64 {
	if routing.IsUpload(r.Method, r.URL.Path) {
		return routing.UploadBytes
	}
	return maxRequestBody
}

// withClientBody bounds r's body by limit and keeps it where bodyError finds it.
func withClientBody(w http.ResponseWriter, r *http.Request, limit int64) *http.Request {
	body := &clientBody{ReadCloser: http.MaxBytesReader(w, r.Body, limit)}
	r = r.WithContext(context.WithValue(r.Context(), clientBodyKey{}, body))
	r.Body = body
	return r
}

// bodyError is the error reading the client's body of the call ctx belongs to, or nil.
func bodyError(ctx context.Context) error {
	if b, ok := ctx.Value(clientBodyKey{}).(*clientBody); ok {
		if err := b.err.Load(); err != nil {
			return *err
		}
	}
	return nil
}
