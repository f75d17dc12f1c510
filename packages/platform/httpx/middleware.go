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

type requestIDKey struct{}

// RequestID returns the request id stored in ctx, or "".
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
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
		r = r.WithContext(context.WithValue(r.Context(), requestIDKey{}, id))
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
			slog.Log(r.Context(), lvl, "request", "request_id", id, "method", r.Method, "path", LoggedPath(r.URL.Path),
				"status", rec.status, "duration_ms", time.Since(start).Milliseconds())
		}()
		next.ServeHTTP(rec, r)
	})
}

// secretSegments are the path prefixes followed by a secret token (a booking's manage
// link and a waiting-list entry's link, in the shop's pages and in the API): logs carry
// the prefix, never the token.
var secretSegments = []string{"/boeking/", "/api/v1/manage/", "/wachtlijst/", "/api/v1/waitlist/", "/offerte/", "/api/v1/quotes/", "/agenda/",
	"/api/v1/agenda/"}

// LoggedPath is path as logs may show it: a secret token after one of secretSegments
// replaced by ":token". Repeated slashes (//boeking/T, /boeking//T, and /wachtlijst/%2FT
// once decoded) and another case reach the same pages and are read alike.
func LoggedPath(path string) string {
	clean := path
	for strings.Contains(clean, "//") {
		clean = strings.ReplaceAll(clean, "//", "/")
	}
	for _, prefix := range secretSegments {
		if len(clean) >= len(prefix) && strings.EqualFold(clean[:len(prefix)], prefix) {
			_, tail, _ := strings.Cut(clean[len(prefix):], "/")
			if tail != "" {
				tail = "/" + tail
			}
			return prefix + ":token" + tail
		}
	}
	return path
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
