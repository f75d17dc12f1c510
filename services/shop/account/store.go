package account

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/uptrace/bun"
)

// Store reads and writes users and refresh tokens.
type Store struct {
	db bun.IDB
}

// NewStore returns a Store on db.
func NewStore(db bun.IDB) Store { return Store{db: db} }

const userColumns = "id, name, email, phone, role, created_at"

func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// createUser inserts a USER account; ErrEmailTaken when the address is in use in any case.
func (s Store) createUser(ctx context.Context, r Registration, passwordHash string) (User, error) {
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
func (s Store) userByEmail(ctx context.Context, email string) (User, string, error) {
	var row struct {
		User
		PasswordHash string `bun:"password_hash"`
	}
	err := s.db.NewRaw(`SELECT `+userColumns+`, password_hash FROM users WHERE lower(email) = lower(?)`, email).Scan(ctx, &row)
	if err != nil {
		return User{}, "", err
	}
	return row.User, row.PasswordHash, nil
}

// UserByID returns the user with id, or sql.ErrNoRows.
func (s Store) UserByID(ctx context.Context, id string) (User, error) {
	var u User
	err := s.db.NewRaw(`SELECT `+userColumns+` FROM users WHERE id = ?`, id).Scan(ctx, &u)
	return u, err
}

// updateProfile writes a user's own name, e-mail and phone.
func (s Store) updateProfile(ctx context.Context, id string, p ProfileUpdate) (User, error) {
	var u User
	err := s.db.NewRaw(`UPDATE users SET name = ?, email = ?, phone = ?, updated_at = now() WHERE id = ?
		RETURNING `+userColumns, p.Name, p.Email, p.Phone, id).Scan(ctx, &u)
	if isUniqueViolation(err) {
		return User{}, ErrEmailTaken
	}
	return u, err
}

func hashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// insertRefreshToken stores the hash of a new refresh token in family.
func insertRefreshToken(ctx context.Context, db bun.IDB, userID, familyID, token string, expires time.Time) error {
	_, err := db.NewRaw(`INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES (?, ?, ?, ?)`,
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

// lockRefreshToken returns the stored token for token, locked for the transaction.
func lockRefreshToken(ctx context.Context, tx bun.Tx, token string) (refreshToken, error) {
	var t refreshToken
	err := tx.NewRaw(`SELECT id, user_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens
		WHERE token_hash = ? FOR UPDATE`, hashToken(token)).Scan(ctx, &t)
	return t, err
}

// revokeFamily revokes every token of a family.
func revokeFamily(ctx context.Context, db bun.IDB, familyID string) error {
	_, err := db.NewRaw(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = ? AND revoked_at IS NULL`, familyID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("revoke token family: %w", err)
	}
	return nil
}
