package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"wandelwijs.nl/platform/httpx"
)

// maxServiceConns bounds the BFF's connections to each service process; all of them are
// kept for the next call.
const maxServiceConns = 256

// serviceTransport is the BFF's connection pool to the services' processes: HTTP/1.1
// keep-alive, up to maxServiceConns per process, each kept idle for a minute (well below
// the services' idle timeout of two, so a service never closes one just as it is taken);
// never through a proxy named in the environment; answers passed on as the service sent
// them (no transparent gzip), each read through a 32 kB buffer, so a catalogue answer
// with its head takes one read instead of two. https processes are verified against
// roots (nil: the system's).
func serviceTransport(roots *x509.CertPool) *http.Transport {
	dialer := &net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}
	t := &http.Transport{
		Proxy:                 nil,
		DialContext:           dialer.DialContext,
		TLSClientConfig:       &tls.Config{MinVersion: tls.VersionTLS12, RootCAs: roots},
		TLSHandshakeTimeout:   5 * time.Second,
		MaxIdleConnsPerHost:   maxServiceConns,
		MaxConnsPerHost:       maxServiceConns,
		IdleConnTimeout:       time.Minute,
		ResponseHeaderTimeout: time.Minute, // no call takes that long before its answer starts
		DisableCompression:    true,
		ReadBufferSize:        32 << 10,
		Protocols:             new(http.Protocols),
	}
	t.Protocols.SetHTTP1(true)
	return t
}

// upstreams sends calls to a service's processes, in turns.
type upstreams struct {
	targets   []*url.URL
	next      atomic.Uint32
	transport http.RoundTripper
}

// RoundTrip sends req to the next process, and a failed read on to the others, as any
// call a process never received (it could not be reached: stopped for a deploy). A
// service's interim answers (1xx) are read past, not passed on: the client gets the
// final answer, with the BFF's own headers.
func (u *upstreams) RoundTrip(req *http.Request) (*http.Response, error) {
	n := len(u.targets)
	first, tries := turns(&u.next, n, req)
	ctx := withoutTrace{req.Context()}
	var err error
	for i := 0; i < tries || (i < n && unreached(err)); i++ {
		target := u.targets[(first+i)%n]
		out := req.WithContext(ctx)
		if req.Body != nil && req.Body != http.NoBody {
			// Without its Close, which the transport calls on a failed attempt: a process
			// that was never reached read none of it, and the next one may (the client's
			// body is closed by the server that received it).
			out.Body = io.NopCloser(req.Body)
		}
		outURL := *req.URL
		outURL.Scheme, outURL.Host = target.Scheme, target.Host
		out.URL = &outURL
		var res *http.Response
		if res, err = u.transport.RoundTrip(out); err == nil {
			return res, nil
		}
		if req.Context().Err() != nil {
			break
		}
		if i+1 < tries || (i+1 < n && unreached(err)) {
			slog.WarnContext(req.Context(), "proxy: trying the next process", "target", target.Host, "path", httpx.LoggedPath(req), "err", err)
		}
	}
	return nil, err
}

// unreached tells whether err says the call never reached the process: no connection
// could be made, so nothing of it was sent and another process may take it, whatever it is.
func unreached(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && op.Op == "dial"
}

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

// withoutTrace is a call's context without its httptrace.ClientTrace. The reverse proxy's
// trace writes each interim answer to the client and then clears the answer's header
// map, which holds the BFF's request id and security headers.
type withoutTrace struct{ context.Context }

func (c withoutTrace) Value(key any) any {
	v := c.Context.Value(key)
	if _, ok := v.(*httptrace.ClientTrace); ok {
		return nil
	}
	return v
}

// copyBuffers lends the reverse proxy its 32 kB copy buffers; without them it would
// allocate (and the collector clear) one for every answer.
type copyBuffers struct{ pool sync.Pool }

func (c *copyBuffers) Get() []byte {
	if b, ok := c.pool.Get().(*[]byte); ok {
		return *b
	}
	return make([]byte, 32<<10)
}

func (c *copyBuffers) Put(b []byte) { c.pool.Put(&b) }
