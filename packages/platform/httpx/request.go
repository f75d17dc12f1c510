// Package httpx holds the HTTP helpers both services share: reading a request (strict
// JSON, its language, its client's address), answering it (JSON, and the one place that
// maps errors to statuses), and the middleware every service runs.
package httpx

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"reflect"
	"strings"
	"sync"

	"golang.org/x/text/language"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// MaxBodyBytes bounds every JSON request body.
const MaxBodyBytes = 64 << 10

// languages matches Accept-Language against the shop's languages (rules.Languages, the
// default first).
var languages = func() language.Matcher {
	tags := make([]language.Tag, len(rules.Languages))
	for i, l := range rules.Languages {
		tags[i] = language.MustParse(l)
	}
	return language.NewMatcher(tags)
}()

// Language is the shop's language the caller asks for in its Accept-Language header:
// the supported language it weighs highest (the first of equals), else the default. An
// answer's error is in it, and what the call creates keeps it (its mails speak it).
func Language(r *http.Request) string {
	_, i := language.MatchStrings(languages, r.Header.Get("Accept-Language"))
	return rules.Languages[i]
}

// Decode reads a JSON object body into dst: size-limited, unknown fields refused,
// exactly one value. Its errors are errs.Invalid with a Dutch message.
func Decode(w http.ResponseWriter, r *http.Request, dst any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return errs.New(errs.Invalid, "not_json", "Stuur de gegevens als JSON.")
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	if err != nil {
		return decodeError(err, reflect.TypeOf(dst))
	}
	dec := json.NewDecoder(bytes.NewReader(body))
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
	if err := exactKeys(json.NewDecoder(bytes.NewReader(body)), reflect.TypeOf(dst), ""); err != nil {
		return err
	}
	if !printable(reflect.ValueOf(dst)) {
		return ErrUnprintable
	}
	return nil
}

// exactKeys reads the next JSON value from dec, which encoding/json has already decoded
// into a value of type t, and refuses what encoding/json lets through: a key given twice in
// one object (encoding/json keeps the last), also when the two differ only in case, and a
// key that names a struct field in another case (encoding/json matches keys
// case-insensitively). So what a handler applies is exactly what the caller sent. path is
// where the value stands in the body, for the message.
func exactKeys(dec *json.Decoder, t reflect.Type, path string) error {
	tok, err := dec.Token()
	if err != nil {
		return errs.New(errs.Invalid, "invalid_json", "Het verzoek is geen geldige JSON.")
	}
	t = indirect(t)
	if t != nil && (t.Implements(unmarshalerType) || reflect.PointerTo(t).Implements(unmarshalerType)) {
		t = nil
	}
	switch tok {
	case json.Delim('{'):
		var fields map[string]reflect.Type
		if t != nil && t.Kind() == reflect.Struct {
			fields = jsonFields(t)
		}
		seen := map[string]bool{}
		for dec.More() {
			key, err := dec.Token()
			if err != nil {
				return errs.New(errs.Invalid, "invalid_json", "Het verzoek is geen geldige JSON.")
			}
			name := fieldPath(path, key.(string))
			folded := strings.ToLower(key.(string))
			if seen[folded] {
				return &errs.Error{Kind: errs.Invalid, Code: "duplicate_field", Message: fmt.Sprintf("Het veld %q staat meer dan eens in het verzoek.", name),
					Fields: map[string]string{name: "Dit veld staat meer dan eens in het verzoek."}}
			}
			seen[folded] = true
			var elem reflect.Type
			switch {
			case fields != nil:
				ft, ok := fields[key.(string)]
				if !ok {
					return &errs.Error{Kind: errs.Invalid, Code: "unknown_field", Message: fmt.Sprintf("Onbekend veld %q.", name),
						Fields: map[string]string{name: "Onbekend veld."}}
				}
				elem = ft
			case t != nil && t.Kind() == reflect.Map:
				elem = t.Elem()
			}
			if err := exactKeys(dec, elem, name); err != nil {
				return err
			}
		}
		_, _ = dec.Token()
	case json.Delim('['):
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		for dec.More() {
			if err := exactKeys(dec, elem, path); err != nil {
				return err
			}
		}
		_, _ = dec.Token()
	}
	return nil
}

var unmarshalerType = reflect.TypeFor[json.Unmarshaler]()

// fieldsByType holds jsonFields' answer per struct type: the request types are few and
// fixed, and every request of a kind asks again.
var fieldsByType sync.Map // reflect.Type → map[string]reflect.Type

// jsonFields maps the JSON names of struct t's fields, those of embedded structs
// included, to their types. The map is shared: callers only read it.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	if fields, ok := fieldsByType.Load(t); ok {
		return fields.(map[string]reflect.Type)
	}
	fields := map[string]reflect.Type{}
	for _, f := range reflect.VisibleFields(t) {
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if tag == "-" || !f.IsExported() || f.Anonymous && tag == "" && indirect(f.Type).Kind() == reflect.Struct {
			continue
		}
		if tag == "" {
			tag = f.Name
		}
		fields[tag] = f.Type
	}
	fieldsByType.Store(t, fields)
	return fields
}

// indirect is t without its pointers.
func indirect(t reflect.Type) reflect.Type {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

func fieldPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// ErrUnprintable answers text with control characters (NUL and the like).
var ErrUnprintable = errs.New(errs.Invalid, "unprintable", "Het verzoek bevat ongeldige tekens.")

// ErrUnreadableBody answers a request body that could not be read.
var ErrUnreadableBody = errs.New(errs.Invalid, "unreadable_body", "Het verzoek kon niet worden gelezen.")

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
		return ErrUnreadableBody
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

// Form is a domain input read from a request: it trims itself and checks its fields.
type Form interface {
	Normalize()
	Validate() error
}

// DecodeForm decodes a request's JSON into a J, makes the form of it with toForm,
// normalizes it and returns it valid. limit, when set, is checked on the normalized form
// before it is validated, so a form that fails its check still costs its caller a try.
func DecodeForm[J any, F Form](w http.ResponseWriter, r *http.Request, limit func(F) error, toForm func(J) F) (F, error) {
	var in J
	var zero F
	if err := Decode(w, r, &in); err != nil {
		return zero, err
	}
	f := toForm(in)
	f.Normalize()
	if limit != nil {
		if err := limit(f); err != nil {
			return zero, err
		}
	}
	return f, f.Validate()
}

// ClientIP returns the caller's address as ClientAddresses resolved it, or the peer.
func ClientIP(r *http.Request) string {
	if chain, ok := r.Context().Value(clientKey{}).([]string); ok && len(chain) > 0 {
		return chain[0]
	}
	return peerAddr(r)
}

// IsLoopback tells whether the caller is on this machine.
func IsLoopback(r *http.Request) bool {
	a, err := netip.ParseAddr(ClientIP(r))
	return err == nil && a.Unmap().IsLoopback()
}

func peerAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
