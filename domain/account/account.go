// Package account holds customer accounts and their sessions: register, log in,
// rotate refresh tokens, log out, and edit one's own profile.
package account

import (
	"slices"
	"strings"
	"time"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// User is an account as its owner and the organisers see it, and as both services answer
// it (never its password).
type User struct {
	ID        string    `bun:"id" json:"id"`
	Name      string    `bun:"name" json:"name"`
	Email     string    `bun:"email" json:"email"`
	Phone     *string   `bun:"phone" json:"phone"`
	Role      string    `bun:"role" json:"role" enum:"USER,ADMIN"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
	UpdatedAt time.Time `bun:"updated_at" json:"updatedAt"`
	// Language is the one the account was opened in: its mails speak it.
	Language string `bun:"language" json:"language"`
}

// UTC is u with its times in UTC, as an answer carries them.
func (u User) UTC() User {
	u.CreatedAt, u.UpdatedAt = u.CreatedAt.UTC(), u.UpdatedAt.UTC()
	return u
}

// msgBadCredentials refuses a login; a field gets it too when the password is too long to check.
const msgBadCredentials = "Onjuist e-mailadres of wachtwoord."

// Errors the handlers show as they are.
var (
	ErrEmailTaken     = errs.New(errs.Conflict, "email_taken", "Dit e-mailadres is al in gebruik")
	ErrBadCredentials = errs.New(errs.Unauthorized, "bad_credentials", msgBadCredentials)
	ErrSessionInvalid = errs.New(errs.Unauthorized, "session_expired", "Je sessie is verlopen. Log opnieuw in.")
)

// Registration is what a visitor fills in to open an account.
type Registration struct {
	Name     string
	Email    string
	Phone    string
	Password string
	// Language is the one the visitor registers in (rules.Languages); "" is the default.
	Language string
}

// Normalize trims the fields and lowercases nothing: e-mail case is kept as typed and
// compared case-insensitively by the database.
func (r *Registration) Normalize() {
	r.Name = strings.TrimSpace(r.Name)
	r.Email = strings.TrimSpace(r.Email)
	r.Phone = strings.TrimSpace(r.Phone)
}

// Validate checks a normalized registration.
func (r Registration) Validate() error {
	e := validate.Errors{}
	checkName(e, r.Name)
	e.Email("email", r.Email)
	e.Phone("phone", r.Phone)
	e.Password("password", r.Password, true)
	e.Check(r.Language == "" || slices.Contains(rules.Languages, r.Language), "language", validate.MsgUnknownLanguage)
	return e.Err()
}

// Credentials is what a visitor types to log in.
type Credentials struct {
	Email    string
	Password string
}

// Normalize trims the e-mail address.
func (c *Credentials) Normalize() { c.Email = strings.TrimSpace(c.Email) }

// Validate checks that both fields are there; whether they match is Login's business.
func (c Credentials) Validate() error {
	e := validate.Errors{}
	e.Check(strings.TrimSpace(c.Email) != "", "email", validate.MsgEmailRequired)
	e.Check(c.Password != "", "password", validate.MsgPasswordRequired)
	e.Check(len(c.Email) <= 254 && len(c.Password) <= validate.MaxPasswordLen, "password", msgBadCredentials)
	return e.Err()
}

// ProfileUpdate is what a user may change about themselves: never their role.
type ProfileUpdate struct {
	Name  string
	Email string
	Phone *string
}

// Normalize trims the fields; an empty phone becomes no phone.
func (p *ProfileUpdate) Normalize() {
	p.Name = strings.TrimSpace(p.Name)
	p.Email = strings.TrimSpace(p.Email)
	if p.Phone != nil {
		trimmed := strings.TrimSpace(*p.Phone)
		p.Phone = &trimmed
		if trimmed == "" {
			p.Phone = nil
		}
	}
}

// Validate checks a normalized profile update.
func (p ProfileUpdate) Validate() error {
	e := validate.Errors{}
	checkName(e, p.Name)
	e.Email("email", p.Email)
	if p.Phone != nil {
		e.Phone("phone", *p.Phone)
	}
	return e.Err()
}

// checkName checks an account's name: at least 2 characters, as a person's name is written.
func checkName(e validate.Errors, name string) {
	e.Check(name != "", "name", validate.MsgNameRequired)
	e.Check(validate.Length(name, 2, 100), "name", "Naam moet tussen 2 en 100 tekens zijn")
	e.PersonName("name", name)
}
