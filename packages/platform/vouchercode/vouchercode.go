// Package vouchercode is how gift-voucher codes are compared and stored: normalized as
// people type them, and hashed, so the database never holds a usable code.
package vouchercode

import (
	"crypto/sha256"
	"strings"
)

// Normalize makes a typed code comparable: trimmed, upper case, without spaces and hyphens.
func Normalize(code string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' || r == '\t' {
			return -1
		}
		return r
	}, strings.ToUpper(strings.TrimSpace(code)))
}

// Hash is how a code is stored and looked up: a SHA-256 of its normalized form. Codes
// are 12+ random characters, so a fast hash does not make them guessable.
func Hash(code string) []byte {
	h := sha256.Sum256([]byte(Normalize(code)))
	return h[:]
}
