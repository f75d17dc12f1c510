// Package errs holds the application's error kinds. Domain code returns them;
// httpx maps each kind to an HTTP status in one place.
package errs

import (
	"cmp"
	"errors"
	"fmt"
	"strings"
)

// Kind classifies an error for the caller.
type Kind int

// The error kinds, from the caller's point of view.
const (
	Internal Kind = iota
	Invalid
	Unauthorized
	Forbidden
	NotFound
	Conflict
	TooManyRequests
	Unavailable
	// TooLarge is input refused for its size alone (an upload past its limit).
	TooLarge
)

// Error is an error whose Message is safe to show to the user (Dutch). Code names it
// for programs (snake_case, stable across wording and languages): an app may show its own
// text per code.
type Error struct {
	Kind    Kind
	Code    string
	Message string
	// Fields maps a field name to its Dutch message, for Invalid errors.
	Fields map[string]string
	// args are the parameters of Message's format, for its English text.
	args []any
}

func (e *Error) Error() string { return e.Message }

// New returns an Error of kind k with its code and a user-facing message.
func New(k Kind, code, format string, args ...any) *Error {
	return &Error{Kind: k, Code: code, Message: fmt.Sprintf(format, args...), args: args}
}

// The answer to input that fails its checks, with a message per field.
const (
	CodeInvalidInput = "invalid_input"
	MsgInvalidInput  = "Controleer je invoer en probeer opnieuw."
)

// InvalidFields returns an Invalid error with a message per field.
func InvalidFields(fields map[string]string) *Error {
	return &Error{Kind: Invalid, Code: CodeInvalidInput, Message: MsgInvalidInput, Fields: fields}
}

// KindOf returns the kind of err, or Internal when err is not an *Error.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return Internal
}

// In is e in language: English takes its text from the code's English (with e's
// parameters) and each field message's; a text without a translation stays Dutch.
func (e *Error) In(language string) *Error {
	if language != "en" {
		return e
	}
	out := *e
	if text, ok := english[e.Code]; ok {
		out.Message = text
		if strings.Contains(text, "%") {
			out.Message = fmt.Sprintf(text, e.args...)
		}
	}
	if e.Fields != nil {
		out.Fields = make(map[string]string, len(e.Fields))
		for field, msg := range e.Fields {
			out.Fields[field] = cmp.Or(englishFields[msg], msg)
		}
	}
	return &out
}
