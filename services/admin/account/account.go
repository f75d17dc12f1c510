// Package account is the user administration: listing accounts, creating and changing
// them, with the rule that an administrator never changes their own role or deletes
// their own account.
package account

import (
	"strings"
	"time"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/validate"
)

// Roles.
const (
	RoleUser  = "USER"
	RoleAdmin = "ADMIN"
)

// Errors shown as they are.
var (
	ErrNotFound   = errs.New(errs.NotFound, "Gebruiker niet gevonden")
	ErrOwnRole    = errs.New(errs.Forbidden, "Je kunt je eigen rol niet wijzigen")
	ErrDeleteSelf = errs.New(errs.Forbidden, "Je kunt je eigen account niet verwijderen")
	ErrEmailInUse = &errs.Error{Kind: errs.Conflict, Message: "Dit e-mailadres is al in gebruik", Fields: map[string]string{"email": "Dit e-mailadres is al in gebruik"}}
)

// User is an account as the back office sees it; never its password.
type User struct {
	ID        string    `bun:"id"`
	Name      string    `bun:"name"`
	Email     string    `bun:"email"`
	Phone     *string   `bun:"phone"`
	Role      string    `bun:"role"`
	CreatedAt time.Time `bun:"created_at"`
	UpdatedAt time.Time `bun:"updated_at"`
}

// Changes are the user form's fields; on update every one is optional and an empty
// password leaves the password as it is.
type Changes struct {
	Name, Email, Phone, Password, Role *string
}

// form is an account as the form leaves it: the changes laid over the stored account.
type form struct {
	name, email, role string
	phone             *string
	password          string
	// creating asks for a password.
	creating bool
}

func (c Changes) apply(u User) form {
	f := form{name: u.Name, email: u.Email, role: u.Role, phone: u.Phone}
	if c.Name != nil {
		f.name = strings.TrimSpace(*c.Name)
	}
	if c.Email != nil {
		f.email = strings.TrimSpace(*c.Email)
	}
	if c.Role != nil {
		f.role = *c.Role
	}
	if c.Phone != nil {
		p := strings.TrimSpace(*c.Phone)
		f.phone = &p
		if p == "" {
			f.phone = nil
		}
	}
	if c.Password != nil {
		f.password = *c.Password
	}
	return f
}

// Validate checks the form with spec 2 §6's messages.
func (f form) Validate() error {
	e := validate.Errors{}
	e.Name("name", f.name)
	e.Email("email", f.email)
	e.Password("password", f.password, f.creating)
	if f.phone != nil {
		e.Check(validate.DutchPhone(*f.phone), "phone", "Voer een geldig Nederlands telefoonnummer in")
	}
	e.Check(f.role == RoleUser || f.role == RoleAdmin, "role", "Kies de rol Gebruiker of Administrator")
	return e.Err()
}
