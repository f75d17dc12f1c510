// Package errs holds the application's error kinds. Domain code returns them;
// httpx maps each kind to an HTTP status in one place.
package errs

import (
	"errors"
	"fmt"
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
)

// Error is an error whose Message is safe to show to the user (Dutch).
type Error struct {
	Kind    Kind
	Message string
	// Fields maps a field name to its Dutch message, for Invalid errors.
	Fields map[string]string
}

func (e *Error) Error() string { return e.Message }

// New returns an Error of kind k with a user-facing message.
func New(k Kind, format string, args ...any) *Error {
	return &Error{Kind: k, Message: fmt.Sprintf(format, args...)}
}

// InvalidFields returns an Invalid error with a message per field.
func InvalidFields(fields map[string]string) *Error {
	return &Error{Kind: Invalid, Message: "Controleer je invoer en probeer opnieuw.", Fields: fields}
}

// KindOf returns the kind of err, or Internal when err is not an *Error.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return Internal
}
