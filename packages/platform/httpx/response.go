package httpx

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"wandelwijs.nl/platform/errs"
)

// ErrorBody is the JSON shape of every error answer: the Dutch message, its stable code
// (errs.Error's Code) and, for bad input, a message per field.
type ErrorBody struct {
	Message string            `json:"message"`
	Code    string            `json:"code"`
	Errors  map[string]string `json:"errors,omitempty"`
}

// The answers every service gives alike.
var (
	internalError    = ErrorBody{Code: "internal_error", Message: "Er ging iets mis aan onze kant. Probeer het later opnieuw."}
	notFound         = ErrorBody{Code: "not_found", Message: "Niet gevonden."}
	methodNotAllowed = ErrorBody{Code: "method_not_allowed", Message: "Deze methode is hier niet toegestaan."}
)

var statusByKind = map[errs.Kind]int{
	errs.Internal:        http.StatusInternalServerError,
	errs.Invalid:         http.StatusBadRequest,
	errs.Unauthorized:    http.StatusUnauthorized,
	errs.Forbidden:       http.StatusForbidden,
	errs.NotFound:        http.StatusNotFound,
	errs.Conflict:        http.StatusConflict,
	errs.TooManyRequests: http.StatusTooManyRequests,
	errs.Unavailable:     http.StatusServiceUnavailable,
	errs.TooLarge:        http.StatusRequestEntityTooLarge,
}

// JSON writes v as JSON with the given status.
func JSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Warn("encode response", "err", err)
	}
}

// Error writes err as {message, errors}. Errors that are not *errs.Error are logged
// and answered with a generic 500 so no internal detail leaks.
func Error(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, context.Canceled) && r.Context().Err() != nil {
		// The client left; nobody reads this answer, and it is no fault of ours.
		slog.DebugContext(r.Context(), "client went away", "method", r.Method, "path", LoggedPath(r))
		w.WriteHeader(499)
		return
	}
	var e *errs.Error
	if !errors.As(err, &e) || e.Kind == errs.Internal {
		slog.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", LoggedPath(r), "err", err)
		JSON(w, http.StatusInternalServerError, internalError)
		return
	}
	e = e.In(Language(r))
	JSON(w, statusByKind[e.Kind], ErrorBody{Message: e.Message, Code: e.Code, Errors: e.Fields})
}

// NotFound answers an unknown path.
func NotFound(w http.ResponseWriter, _ *http.Request) {
	JSON(w, http.StatusNotFound, notFound)
}

// MethodNotAllowed answers a known path called with the wrong method.
func MethodNotAllowed(w http.ResponseWriter, _ *http.Request) {
	JSON(w, http.StatusMethodNotAllowed, methodNotAllowed)
}

// UTCOrNil is t in UTC for a JSON answer, or nil.
func UTCOrNil(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// RecentCookie is an HttpOnly cookie that keeps the last Keep values a browser was given,
// newest first, each Len characters long and joined by dots: the keys of the bookings a
// browser made, say.
type RecentCookie struct {
	Name, Path string
	Keep, Len  int
	MaxAge     time.Duration
	// Secure sends it over HTTPS only.
	Secure bool
}

// Values are the values r's cookie holds, newest first, at most c.Keep.
func (c RecentCookie) Values(r *http.Request) []string {
	k, err := r.Cookie(c.Name)
	if err != nil || k.Value == "" {
		return nil
	}
	values := strings.SplitN(k.Value, ".", c.Keep+1)
	return values[:min(len(values), c.Keep)]
}

// Add sets the browser's cookie to v and the values r's cookie holds of the right length
// besides v, keeping c.Keep.
func (c RecentCookie) Add(w http.ResponseWriter, r *http.Request, v string) {
	values := []string{v}
	for _, old := range c.Values(r) {
		if len(values) < c.Keep && old != v && len(old) == c.Len {
			values = append(values, old)
		}
	}
	http.SetCookie(w, &http.Cookie{Name: c.Name, Value: strings.Join(values, "."), Path: c.Path,
		MaxAge: int(c.MaxAge.Seconds()), HttpOnly: true, Secure: c.Secure, SameSite: http.SameSiteLaxMode})
}
