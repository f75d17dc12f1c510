// Package httpx holds the HTTP helpers both services share: strict JSON decoding,
// JSON answers, and the one place that maps errors to statuses.
package httpx

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"reflect"
	"strings"
	"time"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/validate"
)

// MaxBodyBytes bounds every JSON request body.
const MaxBodyBytes = 64 << 10

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
		slog.DebugContext(r.Context(), "client went away", "method", r.Method, "path", LoggedPath(r.URL.Path))
		w.WriteHeader(499)
		return
	}
	var e *errs.Error
	if !errors.As(err, &e) || e.Kind == errs.Internal {
		slog.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", LoggedPath(r.URL.Path), "err", err)
		JSON(w, http.StatusInternalServerError, internalError)
		return
	}
	JSON(w, statusByKind[e.Kind], ErrorBody{Message: e.Message, Code: e.Code, Errors: e.Fields})
}

// Decode reads a JSON object body into dst: size-limited, unknown fields refused,
// exactly one value. Its errors are errs.Invalid with a Dutch message.
func Decode(w http.ResponseWriter, r *http.Request, dst any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return errs.New(errs.Invalid, "not_json", "Stuur de gegevens als JSON.")
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return decodeError(err, reflect.TypeOf(dst))
	}
	if dec.More() {
		return errs.New(errs.Invalid, "several_json_values", "Het verzoek bevat meer dan één JSON-object.")
	}
	if _, err := dec.Token(); err != io.EOF {
		return errs.New(errs.Invalid, "several_json_values", "Het verzoek bevat meer dan één JSON-object.")
	}
	if !printable(reflect.ValueOf(dst)) {
		return ErrUnprintable
	}
	return nil
}

// ErrUnprintable answers text with control characters (NUL and the like).
var ErrUnprintable = errs.New(errs.Invalid, "unprintable", "Het verzoek bevat ongeldige tekens.")

// printable tells whether every string reachable from v is validate.Printable.
func printable(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.String:
		return validate.Printable(v.String())
	case reflect.Pointer, reflect.Interface:
		return v.IsNil() || printable(v.Elem())
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); (f.IsExported() || f.Anonymous) && !printable(v.Field(i)) {
				return false
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if !printable(v.Index(i)) {
				return false
			}
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			if !printable(k) || !printable(v.MapIndex(k)) {
				return false
			}
		}
	}
	return true
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

// decodeError is what a failed decode into a value of type dst tells the caller.
func decodeError(err error, dst reflect.Type) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var tooBig *http.MaxBytesError
	switch {
	case errors.Is(err, io.EOF):
		return errs.New(errs.Invalid, "empty_body", "Het verzoek is leeg.")
	case errors.As(err, &tooBig):
		return errs.New(errs.Invalid, "body_too_large", "Het verzoek is te groot.")
	case errors.As(err, &syntax), errors.Is(err, io.ErrUnexpectedEOF):
		return errs.New(errs.Invalid, "invalid_json", "Het verzoek is geen geldige JSON.")
	case errors.As(err, &typ):
		e := &errs.Error{Kind: errs.Invalid, Code: errs.CodeInvalidInput, Message: errs.MsgInvalidInput}
		if field := jsonPath(dst, typ.Field); field != "" {
			e.Fields = map[string]string{field: "Ongeldige waarde."}
		}
		return e
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		field := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		return &errs.Error{Kind: errs.Invalid, Code: "unknown_field", Message: fmt.Sprintf("Onbekend veld %q.", field),
			Fields: map[string]string{field: "Onbekend veld."}}
	default:
		return errs.New(errs.Invalid, "unreadable_body", "Het verzoek kon niet worden gelezen.")
	}
}

// jsonPath turns the path encoding/json gives a value of the wrong type in t ("orderJSON.qty")
// into the one the caller sent ("qty"): the Go names of embedded structs, whose fields
// stand in the object itself, are left out. The whole body of a wrong type is "".
func jsonPath(t reflect.Type, path string) string {
	if path == "" {
		return ""
	}
	var kept []string
	for name := range strings.SplitSeq(path, ".") {
		for t != nil && (t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map) {
			t = t.Elem()
		}
		if t == nil || t.Kind() != reflect.Struct {
			kept, t = append(kept, name), nil
			continue
		}
		if f, ok := t.FieldByName(name); ok && f.Anonymous && f.Tag.Get("json") == "" {
			t = f.Type
			continue
		}
		kept, t = append(kept, name), jsonFieldType(t, name)
	}
	return strings.Join(kept, ".")
}

// jsonFieldType is the type of t's field that JSON names name, or nil.
func jsonFieldType(t reflect.Type, name string) reflect.Type {
	for _, f := range reflect.VisibleFields(t) {
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if tag == name || tag == "" && strings.EqualFold(f.Name, name) {
			return f.Type
		}
	}
	return nil
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

// Form is a domain input read from a request: it trims itself and checks its fields.
type Form interface {
	Normalize()
	Validate() error
}

// DecodeForm decodes a request's JSON into a J, makes the form of it with toForm and
// returns that normalized and valid; limit, when set, is checked after decoding.
func DecodeForm[J any, F Form](w http.ResponseWriter, r *http.Request, limit func() error, toForm func(J) F) (F, error) {
	var in J
	var zero F
	if err := Decode(w, r, &in); err != nil {
		return zero, err
	}
	if limit != nil {
		if err := limit(); err != nil {
			return zero, err
		}
	}
	f := toForm(in)
	f.Normalize()
	return f, f.Validate()
}
