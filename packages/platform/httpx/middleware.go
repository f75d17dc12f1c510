package httpx

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"wandelwijs.nl/platform/validate"
)

// RequestIDHeader carries a request id from the BFF to the services.
const RequestIDHeader = "X-Request-Id"

// requestLog is what a request's access log line needs from the handlers: the request's
// id, and the path its router matched (Matched). One value in the request's context holds
// both.
type requestLog struct{ id, path string }

type requestLogKey struct{}

func requestLogOf(ctx context.Context) *requestLog {
	l, _ := ctx.Value(requestLogKey{}).(*requestLog)
	return l
}

// RequestID returns the request id stored in ctx, or "".
func RequestID(ctx context.Context) string {
	if l := requestLogOf(ctx); l != nil {
		return l.id
	}
	return ""
}

// NewRequestID returns a random request id.
func NewRequestID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// StatusRecorder remembers the status a handler answered with.
type StatusRecorder struct {
	http.ResponseWriter
	status int
}

// Status is the answered status; 200 when the handler wrote without setting one.
func (s *StatusRecorder) Status() int {
	if s.status == 0 {
		return http.StatusOK
	}
	return s.status
}

// Answered tells whether the handler set a status or wrote a body.
func (s *StatusRecorder) Answered() bool { return s.status != 0 }

// WriteHeader records code and passes it on.
func (s *StatusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

// Write passes b on, recording 200 when no status was set.
func (s *StatusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	return s.ResponseWriter.Write(b)
}

// Unwrap gives http.ResponseController the writer underneath.
func (s *StatusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// Flush passes flushes on, so streamed answers keep streaming.
func (s *StatusRecorder) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Logging keeps or makes a request id, recovers panics as a 500 and writes one
// access log line per request, at info: the edge's log of every request.
func Logging(next http.Handler) http.Handler { return logRequests(next, slog.LevelInfo) }

// ServiceLogging is Logging for a service behind the BFF, whose log already has a line for
// every request under the same request id: the service writes its line at debug, and at
// warn when it answered 5xx.
func ServiceLogging(next http.Handler) http.Handler { return logRequests(next, slog.LevelDebug) }

func logRequests(next http.Handler, level slog.Level) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(RequestIDHeader)
		if id == "" || len(id) > 64 {
			id = NewRequestID()
		}
		w.Header().Set(RequestIDHeader, id)
		r = r.WithContext(context.WithValue(r.Context(), requestLogKey{}, &requestLog{id: id}))
		rec := &StatusRecorder{ResponseWriter: w}
		start := time.Now()
		defer func() {
			p := recover()
			switch {
			case p == http.ErrAbortHandler:
				// An answer cut off on purpose (a proxied answer that broke off): logged
				// below, and passed on so the server breaks the client's connection
				// instead of ending the answer as if it were whole.
				defer panic(p)
			case p != nil:
				slog.ErrorContext(r.Context(), "panic", "request_id", id, "panic", p)
				if rec.status == 0 {
					JSON(rec, http.StatusInternalServerError, internalError)
				}
			}
			lvl := level
			if rec.status >= 500 {
				lvl = max(lvl, slog.LevelWarn)
			}
			slog.Log(r.Context(), lvl, "request", "request_id", id, "method", r.Method, "path", LoggedPath(r),
				"status", rec.status, "duration_ms", time.Since(start).Milliseconds())
		}()
		next.ServeHTTP(rec, r)
	})
}

// The access log shows the path a router matched, never a secret in it. Every router
// (the BFF's pages and API table, a service's routes) tells the request's log line what
// it matched with Matched; each placeholder of the route's pattern ("{token}",
// "{bookingId}") is then logged as ":name", unless its name is one of loggableParams. A
// route that takes a token thus declares it by its pattern, and a new placeholder is
// redacted until someone decides that its values may be read in a log. A path no router
// matched (an unknown page, a path with "..", "//" or another case, which the routers
// send elsewhere or refuse) is logged as UnmatchedPath, whatever it holds.

// UnmatchedPath is what logs show for a path no route matched.
const UnmatchedPath = "/:unmatched"

// loggableParams are the placeholders whose values are no secret: a walk's slug, an
// image's name, a record's id (for the organisers' records and the shop's vouchers,
// whose view holds neither code nor person), a payment's id. Any other placeholder,
// such as {token} (a manage, waiting-list, quote, agenda or password-reset link) or
// {bookingId} (a booking's id, which reads a guest's booking), is logged as ":name".
var loggableParams = map[string]bool{"slug": true, "name": true, "id": true, "paymentId": true, "voucherId": true}

// IsLoggableParam tells whether a route placeholder named name is logged as it is.
func IsLoggableParam(name string) bool { return loggableParams[name] }

// Matched tells the request's log line that a router matched r to pattern ("{x}" a
// placeholder that fills one segment, possibly between literal text as in
// "{token}.ics"; a gorilla/mux "{x:regexp}" reads as "{x}"), and tells whether pattern
// fits r's path. The first match a request reports is the one logged.
func Matched(r *http.Request, pattern string) bool {
	logged, ok := RoutePath(pattern, r.URL.Path)
	if !ok {
		return false
	}
	if l := requestLogOf(r.Context()); l != nil && l.path == "" {
		l.path = logged
	}
	return true
}

// LoggedPath is r's path as logs may show it: the route its router matched with every
// secret placeholder as ":name" (Matched), or UnmatchedPath.
func LoggedPath(r *http.Request) string {
	if l := requestLogOf(r.Context()); l != nil && l.path != "" {
		return l.path
	}
	return UnmatchedPath
}

// RoutePath is path as logs show it when it matches pattern: path with every segment that
// holds a placeholder other than loggableParams replaced by ":name". ok is false when
// path does not match pattern segment by segment (RouteFits).
func RoutePath(pattern, path string) (logged string, ok bool) {
	redacts := false
	fits := eachSegment(pattern, path, func(name string, isParam bool, _ string) bool {
		redacts = redacts || (isParam && !loggableParams[name])
		return true
	})
	if !fits {
		return "", false
	}
	if !redacts && len(path) > 1 && path[0] == '/' && path[len(path)-1] != '/' {
		return path, true // logged as it is: nothing to hide, nothing to build
	}
	var b strings.Builder
	b.Grow(len(path) + 8)
	eachSegment(pattern, path, func(name string, isParam bool, x string) bool {
		b.WriteByte('/')
		if isParam && !loggableParams[name] {
			b.WriteString(":" + name)
		} else {
			b.WriteString(x)
		}
		return true
	})
	if b.Len() == 0 {
		return "/", true
	}
	return b.String(), true
}

// RouteFits tells whether path matches pattern segment by segment (an empty segment never
// matches), without building anything: what a router asks of many patterns.
func RouteFits(pattern, path string) bool {
	return eachSegment(pattern, path, func(string, bool, string) bool { return true })
}

// eachSegment walks pattern and path segment by segment, handing each fitting pair to
// seg (the placeholder's name, whether the pattern's segment is one, the path's
// segment); it answers whether the whole path fits.
func eachSegment(pattern, path string, seg func(name string, isParam bool, x string) bool) bool {
	pattern = strings.TrimSuffix(strings.TrimPrefix(pattern, "/"), "/")
	path = strings.TrimSuffix(strings.TrimPrefix(path, "/"), "/")
	if pattern == "" || path == "" {
		return pattern == path
	}
	for {
		p, pRest, pMore := strings.Cut(pattern, "/")
		x, xRest, xMore := strings.Cut(path, "/")
		name, isParam, fits := matchSegment(p, x)
		if !fits || !seg(name, isParam, x) {
			return false
		}
		if !pMore || !xMore {
			return pMore == xMore
		}
		pattern, path = pRest, xRest
	}
}

// matchSegment tells whether path segment x fits pattern segment p: equal to a literal
// p, or a non-empty value between a placeholder's literal prefix and suffix.
func matchSegment(p, x string) (name string, isParam, fits bool) {
	if x == "" {
		return "", false, false
	}
	open := strings.IndexByte(p, '{')
	end := strings.LastIndexByte(p, '}')
	if open < 0 || end < open {
		return "", false, p == x
	}
	name = p[open+1 : end]
	name, _, _ = strings.Cut(name, ":")
	prefix, suffix := p[:open], p[end+1:]
	fits = len(x) > len(prefix)+len(suffix) && strings.HasPrefix(x, prefix) && strings.HasSuffix(x, suffix)
	return name, true, fits
}

// RefuseUnprintable answers 400 to a request whose path or query holds control
// characters (a %00 anywhere), before any handler sees it.
func RefuseUnprintable(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ok := validate.Printable(r.URL.Path) && !strings.ContainsAny(r.URL.Path, "\t\n\r")
		for key, values := range r.URL.Query() {
			ok = ok && validate.Printable(key)
			for _, v := range values {
				ok = ok && validate.Printable(v)
			}
		}
		if !ok {
			JSON(w, http.StatusBadRequest, ErrorBody{Code: "unprintable_path", Message: "Het adres bevat ongeldige tekens."})
			return
		}
		next.ServeHTTP(w, r)
	})
}
