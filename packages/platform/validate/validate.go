// Package validate checks user input field by field and collects Dutch messages,
// so a handler can answer 400 with {message, errors:{field: message}}.
package validate

import (
	_ "embed"
	"fmt"
	"net/mail"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
)

// Errors maps a field to its first problem.
type Errors map[string]string

// Check records msg for field when ok is false and the field has no message yet.
func (e Errors) Check(ok bool, field, msg string) {
	if !ok {
		if _, seen := e[field]; !seen {
			e[field] = msg
		}
	}
}

// msgQty refuses a number of persons out of bounds.
var msgQty = fmt.Sprintf("Kies 1 tot %d personen", rules.MaxQty)

func init() { errs.Translate(msgQty, fmt.Sprintf("Choose 1 to %d people", rules.MaxQty)) }

// Qty checks a number of persons: 1 to rules.MaxQty.
func (e Errors) Qty(field string, qty int) { e.Check(qty >= 1 && qty <= rules.MaxQty, field, msgQty) }

// MaxNameLen is the longest name a person can give.
const MaxNameLen = 100

// Name checks a required name of a person, at most MaxNameLen characters.
func (e Errors) Name(field, v string) {
	e.Check(v != "", field, "Naam is verplicht")
	e.Check(Length(v, 1, MaxNameLen), field, "Naam mag maximaal 100 tekens zijn")
	e.PersonName(field, v)
}

// MsgNameChars refuses a name with other characters than PersonName allows.
const MsgNameChars = "Gebruik in een naam alleen letters, spaties en ' - ."

// PersonName checks that a given name holds only what PersonName allows.
func (e Errors) PersonName(field, v string) {
	e.Check(v == "" || PersonName(v), field, MsgNameChars)
}

// PersonName tells whether s is written as a person's name: Unicode letters and marks,
// spaces, and ' (or the typographic ’ a phone types for it), - and ., with at least one
// letter. No digits, no format, control or direction characters (U+202E, U+FEFF, U+2028),
// so a name cannot disguise itself in the back office, a CSV or a mail. The SPAs mirror
// this rule (packages/format/src/name.ts).
func PersonName(s string) bool {
	letter := false
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letter = true
		case unicode.IsMark(r), r == ' ', r == '\'', r == '’', r == '-', r == '.':
		default:
			return false
		}
	}
	return letter
}

// Email checks a required e-mail address: the one e-mail check of the services.
func (e Errors) Email(field, v string) {
	e.Check(v != "", field, "E-mailadres is verplicht")
	e.Check(Email(v), field, "Voer een geldig e-mailadres in")
}

// Phone checks a required phone number.
func (e Errors) Phone(field, v string) {
	e.Check(v != "", field, "Telefoonnummer is verplicht")
	e.Check(Phone(v), field, "Voer een geldig telefoonnummer in")
}

// MinPasswordLen and MaxPasswordLen bound a password; the maximum keeps hashing from
// being used to burn CPU.
const (
	MinPasswordLen = 8
	MaxPasswordLen = 128
)

// The refusals of a password's length, in Dutch and English.
var (
	msgPasswordShort = fmt.Sprintf("Wachtwoord moet minimaal %d tekens zijn", MinPasswordLen)
	msgPasswordLong  = fmt.Sprintf("Wachtwoord mag maximaal %d tekens zijn", MaxPasswordLen)
)

func init() {
	errs.Translate(msgPasswordShort, fmt.Sprintf("Password must be at least %d characters", MinPasswordLen))
	errs.Translate(msgPasswordLong, fmt.Sprintf("Password may be at most %d characters", MaxPasswordLen))
}

// Password checks a password: required or not, and when given, between MinPasswordLen
// and MaxPasswordLen characters, not a common password, not one character repeated.
func (e Errors) Password(field, v string, required bool) {
	e.Check(!required || v != "", field, "Wachtwoord is verplicht")
	if v != "" {
		e.Check(len(v) >= MinPasswordLen, field, msgPasswordShort)
		e.Check(len(v) <= MaxPasswordLen, field, msgPasswordLong)
		e.Check(!Guessable(v), field, "Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander wachtwoord.")
	}
}

// commonPasswordsText is the common-password list of zxcvbn-ts (@zxcvbn-ts/language-common
// 4.1.3, MIT licence): its passwords of 8 to 128 characters, lower case, most used first,
// with a few Dutch ones added.
//
//go:embed common-passwords.txt
var commonPasswordsText string

var commonPasswords = sync.OnceValue(func() map[string]struct{} {
	set := map[string]struct{}{}
	for line := range strings.Lines(commonPasswordsText) {
		if p := strings.TrimSpace(line); p != "" {
			set[p] = struct{}{}
		}
	}
	return set
})

// Guessable tells whether a password is on the common-password list (in any case) or
// uses fewer than four different characters ("aaaaaaaa", "abababab").
func Guessable(password string) bool {
	if _, common := commonPasswords()[strings.ToLower(password)]; common {
		return true
	}
	distinct := map[rune]bool{}
	for _, r := range password {
		distinct[r] = true
	}
	return len(distinct) < 4
}

// Err returns nil when nothing was recorded, else an errs.Invalid carrying the fields.
func (e Errors) Err() error {
	if len(e) == 0 {
		return nil
	}
	return errs.InvalidFields(e)
}

// Printable tells whether s is valid UTF-8 without control characters (C0 and DEL)
// other than tab, newline and carriage return: PostgreSQL refuses NUL, and nothing a
// person types holds the others.
func Printable(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if (r < 0x20 && r != '\t' && r != '\n' && r != '\r') || r == 0x7f {
			return false
		}
	}
	return true
}

// Length tells whether s has between min and max characters (not bytes).
func Length(s string, min, max int) bool {
	n := utf8.RuneCountInString(s)
	return n >= min && n <= max
}

// Email tells whether s is a plain e-mail address (no display name) of at most 254 characters
// whose domain has a dot.
func Email(s string) bool {
	if len(s) > 254 || strings.ContainsAny(s, " <>") {
		return false
	}
	addr, err := mail.ParseAddress(s)
	if err != nil || addr.Address != s {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	return at > 0 && strings.Contains(s[at+1:], ".")
}

var dutchPhonePattern = regexp.MustCompile(`^(\+31|0)[0-9]{1,3}[ -]?[0-9]{6,8}$`)

// DutchPhone tells whether s is a Dutch number (0… or +31…), as the back office asks
// for an account's phone.
func DutchPhone(s string) bool { return dutchPhonePattern.MatchString(s) }

var phonePattern = regexp.MustCompile(`^\+?[0-9][0-9 ()\-]{4,22}[0-9]$`)

// Phone tells whether s looks like a phone number, Dutch or international:
// digits with optional spaces, hyphens, brackets and a leading +, 6 to 15 digits.
func Phone(s string) bool {
	if !phonePattern.MatchString(s) {
		return false
	}
	digits := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	return digits >= 6 && digits <= 15
}
