// Package people is the user administration: listing accounts, creating and changing
// them, with the rule that an administrator never changes their own role or deletes
// their own account.
package people

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/uptrace/bun"

	"wandelwijs.nl/admin/overview"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/validate"
)

// Errors shown as they are.
var (
	ErrNotFound    = errs.New(errs.NotFound, "Gebruiker niet gevonden")
	ErrOwnRole     = errs.New(errs.Forbidden, "Je kunt je eigen rol niet wijzigen")
	ErrDeleteSelf  = errs.New(errs.Forbidden, "Je kunt je eigen account niet verwijderen")
	ErrEmailInUse  = &errs.Error{Kind: errs.Conflict, Message: "Dit e-mailadres is al in gebruik", Fields: map[string]string{"email": "Dit e-mailadres is al in gebruik"}}
	dutchPhone     = regexp.MustCompile(`^(\+31|0)[0-9]{1,3}[ -]?[0-9]{6,8}$`)
	maxPasswordLen = 128
)

// User is an account as the back office sees it; never its password.
type User struct {
	ID        string    `json:"id" bun:"id"`
	Name      string    `json:"name" bun:"name"`
	Email     string    `json:"email" bun:"email"`
	Phone     *string   `json:"phone" bun:"phone"`
	Role      string    `json:"role" bun:"role"`
	CreatedAt time.Time `json:"createdAt" bun:"created_at"`
	UpdatedAt time.Time `json:"updatedAt" bun:"updated_at"`
}

// Input is the user form; on update every field is optional and an empty password
// leaves the password as it is.
type Input struct {
	Name     *string `json:"name"`
	Email    *string `json:"email"`
	Phone    *string `json:"phone"`
	Password *string `json:"password"`
	Role     *string `json:"role"`
	// Fields react-admin sends back with a full record; ignored.
	ID        *string `json:"id"`
	CreatedAt *string `json:"createdAt"`
	UpdatedAt *string `json:"updatedAt"`
}

// Store reads and writes accounts.
type Store struct {
	db  *bun.DB
	now func() time.Time
}

// NewStore returns a Store.
func NewStore(db *bun.DB, now func() time.Time) Store { return Store{db: db, now: now} }

const userColumns = `id, name, email, phone, role, created_at, updated_at`

var sortColumns = map[string]string{"name": "name", "email": "email", "role": "role", "createdAt": "created_at"}

// List returns one page of accounts and the total.
func (s Store) List(ctx context.Context, p overview.Page) ([]User, int, error) {
	where, args := " WHERE true", []any{}
	if ids := p.IDs(); ids != nil {
		where += " AND id IN (?)"
		args = append(args, bun.In(ids))
	}
	if q := p.Text("q"); q != "" {
		where += " AND (name ILIKE ? OR email ILIKE ?)"
		args = append(args, overview.Like(q), overview.Like(q))
	}
	if role := p.Text("role"); role == "USER" || role == "ADMIN" {
		where += " AND role = ?"
		args = append(args, role)
	}
	order, err := p.OrderBy(sortColumns, "created_at, id")
	if err != nil {
		return nil, 0, err
	}
	var total int
	if err := s.db.NewRaw(`SELECT count(*) FROM users`+where, args...).Scan(ctx, &total); err != nil {
		return nil, 0, fmt.Errorf("count users: %w", err)
	}
	users := []User{}
	if err := s.db.NewRaw(`SELECT `+userColumns+` FROM users`+where+order+fmt.Sprintf(" LIMIT %d OFFSET %d", p.Limit, p.Offset), args...).
		Scan(ctx, &users); err != nil {
		return nil, 0, fmt.Errorf("list users: %w", err)
	}
	return users, total, nil
}

// Get returns one account; ErrNotFound for an unknown or malformed id.
func (s Store) Get(ctx context.Context, id string) (User, error) {
	if _, err := uuid.Parse(id); err != nil {
		return User{}, ErrNotFound
	}
	var u User
	err := s.db.NewRaw(`SELECT `+userColumns+` FROM users WHERE id = ?`, id).Scan(ctx, &u)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrNotFound
	}
	return u, err
}

type fields struct {
	name, email, role string
	phone             *string
	password          string
}

func (in Input) apply(u User) fields {
	f := fields{name: u.Name, email: u.Email, role: u.Role, phone: u.Phone}
	if in.Name != nil {
		f.name = strings.TrimSpace(*in.Name)
	}
	if in.Email != nil {
		f.email = strings.TrimSpace(*in.Email)
	}
	if in.Role != nil {
		f.role = *in.Role
	}
	if in.Phone != nil {
		p := strings.TrimSpace(*in.Phone)
		f.phone = &p
		if p == "" {
			f.phone = nil
		}
	}
	if in.Password != nil {
		f.password = *in.Password
	}
	return f
}

func (f fields) validate(creating bool) error {
	e := validate.Errors{}
	e.Check(f.name != "", "name", "Naam is verplicht")
	e.Check(validate.Length(f.name, 0, 100), "name", "Naam mag maximaal 100 karakters zijn")
	e.Check(f.email != "", "email", "E-mailadres is verplicht")
	e.Check(validate.Email(f.email), "email", "Voer een geldig e-mailadres in")
	if creating {
		e.Check(f.password != "", "password", "Wachtwoord is verplicht")
	}
	if f.password != "" {
		e.Check(len(f.password) >= 8, "password", "Wachtwoord moet minimaal 8 karakters zijn")
		e.Check(len(f.password) <= maxPasswordLen, "password", "Wachtwoord mag maximaal 128 karakters zijn")
	}
	if f.phone != nil {
		e.Check(dutchPhone.MatchString(*f.phone), "phone", "Voer een geldig Nederlands telefoonnummer in")
	}
	e.Check(f.role == "USER" || f.role == "ADMIN", "role", "Kies de rol Gebruiker of Administrator")
	return e.Err()
}

func emailInUse(err error) error {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return ErrEmailInUse
	}
	return err
}

// Create opens an account.
func (s Store) Create(ctx context.Context, in Input) (User, error) {
	f := in.apply(User{Role: "USER"})
	if err := f.validate(true); err != nil {
		return User{}, err
	}
	hash, err := auth.HashPassword(f.password)
	if err != nil {
		return User{}, err
	}
	var u User
	err = s.db.NewRaw(`INSERT INTO users (name, email, phone, password_hash, role) VALUES (?, ?, ?, ?, ?) RETURNING `+userColumns,
		f.name, f.email, f.phone, hash, f.role).Scan(ctx, &u)
	return u, emailInUse(err)
}

// Update changes an account; the acting administrator (actorID) cannot change their own role.
func (s Store) Update(ctx context.Context, actorID, id string, in Input) (User, error) {
	current, err := s.Get(ctx, id)
	if err != nil {
		return User{}, err
	}
	f := in.apply(current)
	if id == actorID && f.role != current.Role {
		return User{}, ErrOwnRole
	}
	if err := f.validate(false); err != nil {
		return User{}, err
	}
	var u User
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := tx.NewRaw(`UPDATE users SET name = ?, email = ?, phone = ?, role = ?, updated_at = ? WHERE id = ? RETURNING `+userColumns,
			f.name, f.email, f.phone, f.role, s.now(), id).Scan(ctx, &u); err != nil {
			return emailInUse(err)
		}
		if f.password != "" {
			hash, err := auth.HashPassword(f.password)
			if err != nil {
				return err
			}
			if _, err := tx.NewRaw(`UPDATE users SET password_hash = ? WHERE id = ?`, hash, id).Exec(ctx); err != nil {
				return fmt.Errorf("set password: %w", err)
			}
		}
		if f.password != "" || f.role != current.Role {
			// A new password or role ends the account's other sessions.
			if _, err := tx.NewRaw(`UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL`, s.now(), id).Exec(ctx); err != nil {
				return fmt.Errorf("revoke sessions: %w", err)
			}
		}
		return nil
	})
	return u, err
}

// Delete removes an account other than the acting administrator's; its bookings stay,
// without the account.
func (s Store) Delete(ctx context.Context, actorID, id string) (User, error) {
	if id == actorID {
		return User{}, ErrDeleteSelf
	}
	u, err := s.Get(ctx, id)
	if err != nil {
		return User{}, err
	}
	if _, err := s.db.NewRaw(`DELETE FROM users WHERE id = ?`, id).Exec(ctx); err != nil {
		return User{}, fmt.Errorf("delete user: %w", err)
	}
	return u, nil
}
