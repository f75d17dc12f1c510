package main

import (
	"bufio"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"wandelwijs.nl/platform/httpx"
)

// forwarder passes API calls on to a service's processes over HTTP/1.1 keep-alive
// connections of its own, in the goroutine that serves the call: the request is written
// and the answer read right here, without the transport's reader and writer goroutines
// and the reverse proxy's copies of every header. Calls go to the processes in turn; a
// GET or HEAD that gets no answer from one is tried on the next, so a rolling restart of
// one of two processes fails no read. A service that cannot be reached is a Dutch 502.
type forwarder struct {
	procs []*process
	next  atomic.Uint32
	// hosts names the processes in log lines.
	hosts string
}

// newForwarder forwards to targets; https ones are verified against roots (nil: the
// system's).
func newForwarder(targets []*url.URL, roots *x509.CertPool) *forwarder {
	f := &forwarder{}
	hosts := make([]string, len(targets))
	for i, t := range targets {
		p := &process{addr: hostPort(t), idle: make(chan *upConn, maxServiceConns), open: make(chan struct{}, maxServiceConns)}
		if t.Scheme == "https" {
			p.tls = &tls.Config{ServerName: t.Hostname(), MinVersion: tls.VersionTLS12, RootCAs: roots}
		}
		f.procs = append(f.procs, p)
		hosts[i] = t.Host
	}
	f.hosts = strings.Join(hosts, ",")
	return f
}

func hostPort(u *url.URL) string {
	switch {
	case u.Port() != "":
		return u.Host
	case u.Scheme == "https":
		return net.JoinHostPort(u.Hostname(), "443")
	}
	return net.JoinHostPort(u.Hostname(), "80")
}

// idleFor is how long a connection may wait unused: well below the services' idle
// timeout (2 minutes), so a service never closes one just as it is taken.
const idleFor = 60 * time.Second

// process is one service process: its idle connections, and a bound on how many are open.
type process struct {
	addr string
	// tls is set for a process reached over https.
	tls  *tls.Config
	idle chan *upConn
	open chan struct{} // one token per open connection, at most maxServiceConns
}

// upConn is a keep-alive connection to a process.
type upConn struct {
	conn     net.Conn
	r        *bufio.Reader
	w        *bufio.Writer
	lastUsed time.Time
	// reused: the connection carried a call before, so it may have been closed meanwhile.
	reused bool
	// answer is the head of the answer being read.
	answer answer
}

var dialer = net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}

// get returns an idle connection, or a new one; with all maxServiceConns open, it waits
// for the next one to come back. When peek is set, an idle connection is first checked
// to be still open (a system call); a call that is sent again on a new connection when
// its first one turns out closed (see forward) does without.
func (p *process) get(ctx context.Context, peek bool) (*upConn, error) {
	for {
		var c *upConn
		select {
		case c = <-p.idle:
		default:
			select {
			case c = <-p.idle:
			case p.open <- struct{}{}:
				return p.connect(ctx)
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		if time.Since(c.lastUsed) < idleFor && (!peek || alive(c.conn)) {
			c.reused = true
			return c, nil
		}
		p.discard(c)
	}
}

// dial opens a new connection, waiting for room under the bound.
func (p *process) dial(ctx context.Context) (*upConn, error) {
	select {
	case p.open <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return p.connect(ctx)
}

// connect opens a connection on the token the caller took from p.open, and gives the
// token back when it fails.
func (p *process) connect(ctx context.Context) (*upConn, error) {
	var conn net.Conn
	var err error
	if p.tls != nil {
		conn, err = (&tls.Dialer{NetDialer: &dialer, Config: p.tls}).DialContext(ctx, "tcp", p.addr)
	} else {
		conn, err = dialer.DialContext(ctx, "tcp", p.addr)
	}
	if err != nil {
		<-p.open
		return nil, err
	}
	return &upConn{conn: conn, r: bufio.NewReaderSize(conn, 32<<10), w: bufio.NewWriterSize(conn, 4<<10)}, nil
}

// put keeps c for the next call.
func (p *process) put(c *upConn) {
	c.lastUsed = time.Now()
	select {
	case p.idle <- c:
	default:
		p.discard(c)
	}
}

func (p *process) discard(c *upConn) {
	_ = c.conn.Close()
	<-p.open
}

// alive tells whether an idle connection is still open: a peek that must not wait finds
// either nothing (open) or the service's close (end of stream, an error).
func alive(conn net.Conn) bool {
	if tc, ok := conn.(*tls.Conn); ok {
		conn = tc.NetConn() // any bytes waiting under TLS (a close_notify) mean the same
	}
	tc, ok := conn.(*net.TCPConn)
	if !ok {
		return true
	}
	raw, err := tc.SyscallConn()
	if err != nil {
		return false
	}
	open := false
	var b [1]byte
	_ = raw.Read(func(fd uintptr) bool {
		n, _, err := syscall.Recvfrom(int(fd), b[:], syscall.MSG_PEEK|syscall.MSG_DONTWAIT)
		open = n <= 0 && (errors.Is(err, syscall.EAGAIN) || errors.Is(err, syscall.EWOULDBLOCK))
		return true
	})
	return open
}

// hopHeaders belong to one connection and are not passed on (RFC 9110 §7.6.1).
var hopHeaders = map[string]bool{"Connection": true, "Keep-Alive": true, "Proxy-Connection": true, "Proxy-Authenticate": true,
	"Proxy-Authorization": true, "Te": true, "Trailer": true, "Transfer-Encoding": true, "Upgrade": true}

func (f *forwarder) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n := len(f.procs)
	first, tries := turns(&f.next, n, r)
	var err error
	for i := range tries {
		p := f.procs[(first+i)%n]
		var answered bool
		if answered, err = f.forward(w, r, p); answered || err == nil {
			return
		}
		if r.Context().Err() != nil {
			break
		}
		if i+1 < tries {
			slog.WarnContext(r.Context(), "proxy: trying the next process", "target", p.addr, "path", httpx.LoggedPath(r.URL.Path), "err", err)
		}
	}
	if r.Context().Err() != nil { // the client left: nobody reads an answer, and no service failed
		slog.DebugContext(r.Context(), "proxy: client went away", "path", httpx.LoggedPath(r.URL.Path), "err", err)
		w.WriteHeader(499)
		return
	}
	slog.ErrorContext(r.Context(), "proxy", "targets", f.hosts, "path", httpx.LoggedPath(r.URL.Path), "err", err)
	httpx.JSON(w, http.StatusBadGateway, httpx.ErrorBody{
		Message: "De dienst is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.",
	})
}

// forward sends r to p and passes the answer on. answered tells whether anything of
// the answer reached w (then an error can only cut the answer off); a call that failed
// before may go to another process. A reused connection that the process had closed
// is replaced once by a new one for a call without a body; a call with a body cannot be
// sent twice, so its connection is checked before it is used.
func (f *forwarder) forward(w http.ResponseWriter, r *http.Request, p *process) (answered bool, err error) {
	bodiless := r.Body == nil || r.Body == http.NoBody
	c, err := p.get(r.Context(), !bodiless)
	if err != nil {
		return false, err
	}
	stop := p.watch(r.Context(), c)
	keep := false
	defer func() {
		if c == nil {
			return
		}
		if stop() && keep {
			p.put(c)
		} else {
			p.discard(c)
		}
	}()
	a, err := f.roundTrip(c, r)
	if err != nil && c.reused && bodiless && r.Context().Err() == nil {
		// The process closed the connection while it waited: once more on a new one.
		stop()
		p.discard(c)
		if c, err = p.dial(r.Context()); err != nil {
			return false, err // c is nil: nothing to give back
		}
		stop = p.watch(r.Context(), c)
		a, err = f.roundTrip(c, r)
	}
	if err != nil {
		return false, err
	}
	h := w.Header()
	for _, fl := range a.fields {
		h[fl.name] = append(h[fl.name], fl.value)
	}
	w.WriteHeader(a.status)
	if err := copyBody(w, c, a); err != nil {
		if r.Context().Err() == nil {
			slog.WarnContext(r.Context(), "proxy: answer cut off", "target", p.addr, "path", httpx.LoggedPath(r.URL.Path), "err", err)
		}
		panic(http.ErrAbortHandler) // tell the client the answer is incomplete
	}
	keep = !a.close
	return true, nil
}

// watch ends a call on c when its client leaves (ctx is done): c's deadline passes at
// once, so a wait for the service's answer ends. stop tells whether it had not fired.
func (p *process) watch(ctx context.Context, c *upConn) (stop func() bool) {
	return context.AfterFunc(ctx, func() { _ = c.conn.SetDeadline(time.Unix(1, 0)) })
}

// roundTrip writes r on c and reads the answer's head.
func (f *forwarder) roundTrip(c *upConn, r *http.Request) (*answer, error) {
	if err := writeRequest(c.w, r); err != nil {
		return nil, err
	}
	return readAnswer(c, r)
}

// writeRequest writes r as the service receives it: the path and query, the client's
// headers but the hop-by-hop ones, the client as the BFF believes it (X-Forwarded-For),
// the host and scheme it asked for, and the request id.
func writeRequest(bw *bufio.Writer, r *http.Request) error {
	bw.WriteString(r.Method)
	bw.WriteByte(' ')
	bw.WriteString(r.URL.RequestURI())
	bw.WriteString(" HTTP/1.1\r\nHost: ")
	bw.WriteString(r.Host)
	bw.WriteString("\r\n")
	connection := r.Header["Connection"]
	for k, vs := range r.Header {
		if hopHeaders[k] || listsToken(connection, k) || k == "X-Forwarded-For" || k == "X-Forwarded-Host" || k == "X-Forwarded-Proto" ||
			k == httpx.RequestIDHeader || k == "Content-Length" || k == "Expect" {
			continue
		}
		for _, v := range vs {
			writeHeader(bw, k, v)
		}
	}
	writeHeader(bw, httpx.ForwardedForHeader, httpx.ForwardedFor(r))
	writeHeader(bw, "X-Forwarded-Host", r.Host)
	proto := "http"
	if r.TLS != nil {
		proto = "https"
	}
	writeHeader(bw, "X-Forwarded-Proto", proto)
	writeHeader(bw, httpx.RequestIDHeader, httpx.RequestID(r.Context()))
	chunked := false
	switch {
	case r.Body == nil || r.Body == http.NoBody || r.ContentLength == 0:
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			writeHeader(bw, "Content-Length", "0")
		}
	case r.ContentLength > 0:
		writeHeader(bw, "Content-Length", strconv.FormatInt(r.ContentLength, 10))
	default:
		chunked = true
		writeHeader(bw, "Transfer-Encoding", "chunked")
	}
	bw.WriteString("\r\n")
	if r.Body != nil && r.Body != http.NoBody && r.ContentLength != 0 {
		var dst io.Writer = bw
		var cw *chunkWriter
		if chunked {
			cw = &chunkWriter{w: bw}
			dst = cw
		}
		buf := bufferPool.Get().(*[]byte)
		_, err := io.CopyBuffer(dst, r.Body, *buf)
		bufferPool.Put(buf)
		if err != nil {
			return err
		}
		if chunked {
			bw.WriteString("0\r\n\r\n")
		}
	}
	return bw.Flush()
}

// listsToken tells whether one of the comma-separated header values lists token,
// ignoring case: the Connection headers naming the headers that belong to their
// connection only.
func listsToken(values []string, token string) bool {
	for _, v := range values {
		if hasToken(v, token) {
			return true
		}
	}
	return false
}

// hasToken tells whether the comma-separated header value v lists token, ignoring case:
// a Connection header saying "close", say.
func hasToken(v, token string) bool {
	for t := range strings.SplitSeq(v, ",") {
		if strings.EqualFold(strings.TrimSpace(t), token) {
			return true
		}
	}
	return false
}

func writeHeader(bw *bufio.Writer, k, v string) {
	bw.WriteString(k)
	bw.WriteString(": ")
	bw.WriteString(v)
	bw.WriteString("\r\n")
}

// chunkWriter writes a request body of unknown length in chunks.
type chunkWriter struct{ w *bufio.Writer }

func (c *chunkWriter) Write(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	c.w.WriteString(strconv.FormatInt(int64(len(p)), 16))
	c.w.WriteString("\r\n")
	c.w.Write(p)
	_, err := c.w.WriteString("\r\n")
	return len(p), err
}
