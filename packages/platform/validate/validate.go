// Package validate checks user input field by field and collects Dutch messages,
// so a handler can answer 400 with {message, errors:{field: message}}.
package validate

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/mail"
	"regexp"
	"strconv"
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

func init() {
	errs.EnglishFields(map[string]string{msgQty: fmt.Sprintf("Choose 1 to %d people", rules.MaxQty)})
}

// Qty checks a number of persons: 1 to rules.MaxQty.
func (e Errors) Qty(field string, qty int) { e.Check(qty >= 1 && qty <= rules.MaxQty, field, msgQty) }

// The field messages other packages word as this one does.
const (
	MsgNameRequired     = "Naam is verplicht"
	MsgEmailRequired    = "E-mailadres is verplicht"
	MsgPasswordRequired = "Wachtwoord is verplicht"
	MsgPhoneInvalid     = "Voer een geldig telefoonnummer in"
	MsgUnknownLanguage  = "Onbekende taal"
)

// MaxNameLen is the longest name a person can give.
const MaxNameLen = 100

// Name checks a required name of a person, at most MaxNameLen characters.
func (e Errors) Name(field, v string) {
	e.Check(v != "", field, MsgNameRequired)
	e.Check(Length(v, 1, MaxNameLen), field, "Naam mag maximaal 100 tekens zijn")
	e.PersonName(field, v)
}

// MsgNameChars refuses a name with other characters than PersonName allows.
const MsgNameChars = "Gebruik in een naam alleen letters, spaties en ' - ."

// PersonName checks that a given name holds only what PersonName allows.
func (e Errors) PersonName(field, v string) {
	e.Check(v == "" || PersonName(v), field, MsgNameChars)
}

// PersonName tells whether s is written as a person's name: Unicode letters, each followed
// by at most MaxMarksPerLetter combining marks, spaces, and ' (or the typographic ’ a phone
// types for it), - and ., with at least one letter. No digits, no format, control or
// direction characters (U+202E, U+FEFF, U+2028), nothing of Unicode's
// Default_Ignorable_Code_Point (the Hangul fillers U+3164 and U+FFA0, the combining
// grapheme joiner, variation selectors: letters and marks that show nothing), and no
// pile of marks on one letter, so a name cannot be blank or disguise itself in the back
// office, a CSV or a mail. The SPAs apply the same rule (packages/format/src/name.ts) to
// the same data (name-rule.json), and both test it on testdata/name-cases.json.
func PersonName(s string) bool {
	letter := false
	marks := -1 // the marks on the last letter; -1 when no letter carries them
	for _, r := range s {
		if DefaultIgnorable(r) {
			return false
		}
		switch {
		case unicode.IsLetter(r):
			letter, marks = true, 0
		case unicode.IsMark(r):
			if marks < 0 || marks >= MaxMarksPerLetter {
				return false
			}
			marks++
		case r == ' ', r == '\'', r == '’', r == '-', r == '.':
			marks = -1
		default:
			return false
		}
	}
	return letter
}

// nameRuleJSON is the data of the name rule the services and the SPAs share.
//
//go:embed name-rule.json
var nameRuleJSON []byte

// nameRule is name-rule.json: the combining marks a letter may carry and Unicode's
// Default_Ignorable_Code_Point (DerivedCoreProperties.txt of Unicode 17.0.0), as ranges
// "XXXX" or "XXXX..YYYY".
var nameRule = func() (r struct {
	MaxMarksPerLetter int      `json:"maxMarksPerLetter"`
	DefaultIgnorable  []string `json:"defaultIgnorable"`
	ignorable         [][2]rune
}) {
	if err := json.Unmarshal(nameRuleJSON, &r); err != nil || r.MaxMarksPerLetter < 1 {
		panic(fmt.Sprintf("validate: name-rule.json: %v, maxMarksPerLetter %d", err, r.MaxMarksPerLetter))
	}
	for _, s := range r.DefaultIgnorable {
		lo, hi, _ := strings.Cut(s, "..")
		if hi == "" {
			hi = lo
		}
		a, errA := strconv.ParseUint(lo, 16, 32)
		b, errB := strconv.ParseUint(hi, 16, 32)
		if errA != nil || errB != nil || a > b || b > unicode.MaxRune ||
			len(r.ignorable) > 0 && rune(a) <= r.ignorable[len(r.ignorable)-1][1] {
			panic("validate: name-rule.json: bad or unordered range " + s)
		}
		r.ignorable = append(r.ignorable, [2]rune{rune(a), rune(b)})
	}
	return r
}()

// MaxMarksPerLetter is how many combining marks may follow one letter of a name: enough
// for Vietnamese (ệ written as e + two marks), Devanagari (a nukta, a vowel sign and an
// anusvara) or pointed Hebrew, too few to stack a letter out of its line.
var MaxMarksPerLetter = nameRule.MaxMarksPerLetter

// DefaultIgnorable tells whether r is one of Unicode's Default_Ignorable_Code_Point:
// characters a renderer shows as nothing (zero-width and direction characters, the
// Hangul fillers, variation selectors, tags).
func DefaultIgnorable(r rune) bool {
	for _, rg := range nameRule.ignorable {
		if r < rg[0] {
			return false // the ranges are in order
		}
		if r <= rg[1] {
			return true
		}
	}
	return false
}

// PlainLine tells whether s is valid UTF-8 on one line that shows what it holds: no
// control characters (C0, DEL and C1, so no tab, CR, LF or NEL), no line or paragraph
// separator, no format character (the direction characters U+202A–U+202E and
// U+2066–U+2069, U+200B, U+FEFF) and nothing else of Default_Ignorable_Code_Point.
// Company names and addresses, shown on one line in the back office and on an invoice,
// are checked with it.
func PlainLine(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if unicode.In(r, unicode.Cc, unicode.Cf, unicode.Zl, unicode.Zp) || DefaultIgnorable(r) {
			return false
		}
	}
	return true
}

// Email checks a required e-mail address: the one e-mail check of the services.
func (e Errors) Email(field, v string) {
	e.Check(v != "", field, MsgEmailRequired)
	e.Check(Email(v), field, "Voer een geldig e-mailadres in")
}

// Phone checks a required phone number.
func (e Errors) Phone(field, v string) {
	e.Check(v != "", field, "Telefoonnummer is verplicht")
	e.Check(Phone(v), field, MsgPhoneInvalid)
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
	errs.EnglishFields(map[string]string{
		msgPasswordShort: fmt.Sprintf("Password must be at least %d characters", MinPasswordLen),
		msgPasswordLong:  fmt.Sprintf("Password may be at most %d characters", MaxPasswordLen),
	})
}

// Password checks a password: required or not, and when given, between MinPasswordLen
// and MaxPasswordLen characters, not a common password, not one character repeated.
func (e Errors) Password(field, v string, required bool) {
	e.Check(!required || v != "", field, MsgPasswordRequired)
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
