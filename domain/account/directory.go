package account

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/validate"
)

// Roles.
const (
	RoleUser  = "USER"
	RoleAdmin = "ADMIN"
)

// Errors shown as they are.
var (
	ErrNotFound   = errs.New(errs.NotFound, "user_not_found", "Gebruiker niet gevonden")
	ErrOwnRole    = errs.New(errs.Forbidden, "own_role", "Je kunt je eigen rol niet wijzigen")
	ErrDeleteSelf = errs.New(errs.Forbidden, "delete_self", "Je kunt je eigen account niet verwijderen")
	ErrEmailInUse = &errs.Error{Kind: errs.Conflict, Code: "email_taken", Message: "Dit e-mailadres is al in gebruik", Fields: map[string]string{"email": "Dit e-mailadres is al in gebruik"}}
)

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

// Validate checks the form: a name, an e-mail address, a strong password when creating,
// a Dutch phone number when given, and the role USER or ADMIN.
func (f form) Validate() error {
	e := validate.Errors{}
	e.Name("name", f.name)
	e.Email("email", f.email)
	e.Password("password", f.password, f.creating)
	if f.phone != nil {
		e.Check(validate.DutchPhone(*f.phone), "phone", "Voer een geldig Nederlands telefoonnummer in")
	}
	e.Check(f.role == RoleUser || f.role == RoleAdmin, "role", "Kies de rol Gebruiker of Beheerder")
	return e.Err()
}

// Directory is the organisers' user administration: listing accounts, creating and
// changing them, where an administrator never changes their own role or deletes their
// own account.
type Directory struct {
	store store
	now   func() time.Time
}

// NewDirectory returns a Directory on db; now is the clock.
func NewDirectory(db *bun.DB, now func() time.Time) Directory {
	return Directory{store: store{db: db}, now: now}
}

// List returns one page of accounts and the total.
func (s Directory) List(ctx context.Context, p paging.Page) ([]User, int, error) {
	return s.store.list(ctx, p)
}

// Get returns one account; ErrNotFound for an unknown or malformed id.
func (s Directory) Get(ctx context.Context, id string) (User, error) {
	if _, err := uuid.Parse(id); err != nil {
		return User{}, ErrNotFound
	}
	return s.store.get(ctx, id)
}

// Create opens an account; its role is USER unless the changes say otherwise.
func (s Directory) Create(ctx context.Context, c Changes) (User, error) {
	f := c.apply(User{Role: RoleUser})
	f.creating = true
	if err := f.Validate(); err != nil {
		return User{}, err
	}
	hash, err := auth.HashPassword(f.password)
	if err != nil {
		return User{}, err
	}
	return s.store.insert(ctx, f, hash)
}

// Update changes an account; the acting administrator (actorID) cannot change their
// own role. A new password or role ends the account's sessions.
func (s Directory) Update(ctx context.Context, actorID, id string, c Changes) (User, error) {
	current, err := s.Get(ctx, id)
	if err != nil {
		return User{}, err
	}
	f := c.apply(current)
	if id == actorID && f.role != current.Role {
		return User{}, ErrOwnRole
	}
	if err := f.Validate(); err != nil {
		return User{}, err
	}
	var hash string
	if f.password != "" {
		if hash, err = auth.HashPassword(f.password); err != nil {
			return User{}, err
		}
	}
	return s.store.update(ctx, id, f, hash, f.password != "" || f.role != current.Role, s.now())
}

// Delete removes an account other than the acting administrator's; its bookings stay,
// without the account.
func (s Directory) Delete(ctx context.Context, actorID, id string) (User, error) {
	if id == actorID {
		return User{}, ErrDeleteSelf
	}
	u, err := s.Get(ctx, id)
	if err != nil {
		return User{}, err
	}
	return u, s.store.delete(ctx, id)
}
