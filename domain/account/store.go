package account

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/uptrace/bun"
)

// store holds the SQL of the users and refresh_tokens tables, on the database or a
// transaction.
type store struct {
	db bun.IDB
}

// errNotFound is a store's answer for a user or token that does not exist.
var errNotFound = errors.New("not found")

// notFound turns sql.ErrNoRows into errNotFound.
func notFound(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return errNotFound
	}
	return err
}

const userColumns = "id, name, email, phone, role, created_at"

func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// createUser inserts a USER account; ErrEmailTaken when the address is in use in any case.
func (s store) createUser(ctx context.Context, r Registration, passwordHash string) (User, error) {
	var u User
	err := s.db.NewRaw(`INSERT INTO users (name, email, phone, password_hash, role) VALUES (?, ?, ?, ?, 'USER')
		RETURNING `+userColumns, r.Name, r.Email, r.Phone, passwordHash).Scan(ctx, &u)
	if isUniqueViolation(err) {
		return User{}, ErrEmailTaken
	}
	if err != nil {
		return User{}, fmt.Errorf("insert user: %w", err)
	}
	return u, nil
}

// userByEmail returns the user with email in any case and their password hash.
func (s store) userByEmail(ctx context.Context, email string) (User, string, error) {
	var row struct {
		User
		PasswordHash string `bun:"password_hash"`
	}
	err := s.db.NewRaw(`SELECT `+userColumns+`, password_hash FROM users WHERE lower(email) = lower(?)`, email).Scan(ctx, &row)
	if err != nil {
		return User{}, "", notFound(err)
	}
	return row.User, row.PasswordHash, nil
}

// userByID returns the user with id, or errNotFound.
func (s store) userByID(ctx context.Context, id string) (User, error) {
	var u User
	err := s.db.NewRaw(`SELECT `+userColumns+` FROM users WHERE id = ?`, id).Scan(ctx, &u)
	return u, notFound(err)
}

// passwordHash returns the password hash of the user with id, or errNotFound.
func (s store) passwordHash(ctx context.Context, id string) (string, error) {
	var hash string
	err := s.db.NewRaw(`SELECT password_hash FROM users WHERE id = ?`, id).Scan(ctx, &hash)
	return hash, notFound(err)
}

// updateProfile writes a user's own name, e-mail and phone.
func (s store) updateProfile(ctx context.Context, id string, p ProfileUpdate) (User, error) {
	var u User
	err := s.db.NewRaw(`UPDATE users SET name = ?, email = ?, phone = ?, updated_at = now() WHERE id = ?
		RETURNING `+userColumns, p.Name, p.Email, p.Phone, id).Scan(ctx, &u)
	if isUniqueViolation(err) {
		return User{}, ErrEmailTaken
	}
	return u, notFound(err)
}

func hashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// insertRefreshToken stores the hash of a new refresh token in family.
func (s store) insertRefreshToken(ctx context.Context, userID, familyID, token string, expires time.Time) error {
	_, err := s.db.NewRaw(`INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES (?, ?, ?, ?)`,
		userID, familyID, hashToken(token), expires).Exec(ctx)
	if err != nil {
		return fmt.Errorf("insert refresh token: %w", err)
	}
	return nil
}

// refreshToken is a stored token as Refresh needs it.
type refreshToken struct {
	ID        string     `bun:"id"`
	UserID    string     `bun:"user_id"`
	FamilyID  string     `bun:"family_id"`
	ExpiresAt time.Time  `bun:"expires_at"`
	UsedAt    *time.Time `bun:"used_at"`
	RevokedAt *time.Time `bun:"revoked_at"`
}

// lockRefreshToken returns the stored token for token, locked for the transaction, or errNotFound.
func (s store) lockRefreshToken(ctx context.Context, token string) (refreshToken, error) {
	var t refreshToken
	err := s.db.NewRaw(`SELECT id, user_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens
		WHERE token_hash = ? FOR UPDATE`, hashToken(token)).Scan(ctx, &t)
	if err != nil {
		return refreshToken{}, fmt.Errorf("find refresh token: %w", notFound(err))
	}
	return t, nil
}

// spendRefreshToken marks a token used at now.
func (s store) spendRefreshToken(ctx context.Context, id string, now time.Time) error {
	if _, err := s.db.NewRaw(`UPDATE refresh_tokens SET used_at = ? WHERE id = ?`, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("spend refresh token: %w", err)
	}
	return nil
}

// familyOf returns the family of a refresh token, or errNotFound.
func (s store) familyOf(ctx context.Context, token string) (string, error) {
	var familyID string
	err := s.db.NewRaw(`SELECT family_id FROM refresh_tokens WHERE token_hash = ?`, hashToken(token)).Scan(ctx, &familyID)
	if err != nil {
		return "", fmt.Errorf("find refresh token: %w", notFound(err))
	}
	return familyID, nil
}

// revokeFamily revokes every token of a family.
func (s store) revokeFamily(ctx context.Context, familyID string) error {
	_, err := s.db.NewRaw(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = ? AND revoked_at IS NULL`, familyID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("revoke token family: %w", err)
	}
	return nil
}

// deleteDeadTokens deletes expired and revoked refresh tokens and says how many.
func (s store) deleteDeadTokens(ctx context.Context) (int64, error) {
	res, err := s.db.ExecContext(ctx, `DELETE FROM refresh_tokens WHERE expires_at <= now() OR revoked_at IS NOT NULL`)
	if err != nil {
		return 0, fmt.Errorf("delete dead refresh tokens: %w", err)
	}
	return res.RowsAffected()
}
