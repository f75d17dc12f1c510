package account

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
)

// store holds the SQL of the users table as the back office uses it.
type store struct{ db *bun.DB }

const userColumns = `id, name, email, phone, role, created_at, updated_at`

var sortColumns = map[string]string{"id": "id", "name": "name", "email": "email", "phone": "phone", "role": "role",
	"createdAt": "created_at", "updatedAt": "updated_at"}

func (s store) list(ctx context.Context, p paging.Page) ([]User, int, error) {
	where, args := " WHERE true", []any{}
	if ids := p.IDs(); ids != nil {
		where += " AND id IN (?)"
		args = append(args, bun.In(ids))
	}
	if q := p.Text("q"); q != "" {
		where += " AND (name ILIKE ? OR email ILIKE ?)"
		args = append(args, paging.Like(q), paging.Like(q))
	}
	if role := p.Text("role"); role == RoleUser || role == RoleAdmin {
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
	if err := s.db.NewRaw(`SELECT `+userColumns+` FROM users`+where+order+p.LimitOffset(), args...).Scan(ctx, &users); err != nil {
		return nil, 0, fmt.Errorf("list users: %w", err)
	}
	return users, total, nil
}

func (s store) get(ctx context.Context, id string) (User, error) {
	var u User
	err := s.db.NewRaw(`SELECT `+userColumns+` FROM users WHERE id = ?`, id).Scan(ctx, &u)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrNotFound
	}
	return u, err
}

func (s store) insert(ctx context.Context, f form, passwordHash string) (User, error) {
	var u User
	err := s.db.NewRaw(`INSERT INTO users (name, email, phone, password_hash, role) VALUES (?, ?, ?, ?, ?) RETURNING `+userColumns,
		f.name, f.email, f.phone, passwordHash, f.role).Scan(ctx, &u)
	return u, emailInUse(err)
}

// update stores the form in one transaction: a non-empty passwordHash replaces the
// password, and endSessions revokes the account's refresh tokens.
func (s store) update(ctx context.Context, id string, f form, passwordHash string, endSessions bool, now time.Time) (User, error) {
	var u User
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := tx.NewRaw(`UPDATE users SET name = ?, email = ?, phone = ?, role = ?, updated_at = ? WHERE id = ? RETURNING `+userColumns,
			f.name, f.email, f.phone, f.role, now, id).Scan(ctx, &u); err != nil {
			return emailInUse(err)
		}
		if passwordHash != "" {
			if _, err := tx.NewRaw(`UPDATE users SET password_hash = ? WHERE id = ?`, passwordHash, id).Exec(ctx); err != nil {
				return fmt.Errorf("set password: %w", err)
			}
		}
		if endSessions {
			if _, err := tx.NewRaw(`UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL`, now, id).Exec(ctx); err != nil {
				return fmt.Errorf("revoke sessions: %w", err)
			}
		}
		return nil
	})
	return u, err
}

func (s store) delete(ctx context.Context, id string) error {
	if _, err := s.db.NewRaw(`DELETE FROM users WHERE id = ?`, id).Exec(ctx); err != nil {
		return fmt.Errorf("delete user: %w", err)
	}
	return nil
}

// emailInUse maps a taken e-mail address (unique violation) to ErrEmailInUse.
func emailInUse(err error) error {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return ErrEmailInUse
	}
	return err
}
