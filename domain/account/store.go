package account

import (
	"cmp"
	"context"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/rules"
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

const userColumns = "id, name, email, phone, role, created_at, updated_at, language"

func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// createUser inserts a USER account; ErrEmailTaken when the address is in use in any case.
func (s store) createUser(ctx context.Context, r Registration, passwordHash string) (User, error) {
	var u User
	err := s.db.NewRaw(`INSERT INTO users (name, email, phone, password_hash, role, language) VALUES (?, ?, ?, ?, 'USER', ?)
		RETURNING `+userColumns, r.Name, r.Email, r.Phone, passwordHash, cmp.Or(r.Language, rules.Languages[0])).Scan(ctx, &u)
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

// deleteDeadTokens deletes expired and revoked refresh tokens and expired or used
// password-reset tokens, and says how many.
func (s store) deleteDeadTokens(ctx context.Context) (int64, error) {
	var total int64
	for _, q := range []string{
		`DELETE FROM refresh_tokens WHERE expires_at <= now() OR revoked_at IS NOT NULL`,
		`DELETE FROM password_resets WHERE expires_at <= now() OR used_at IS NOT NULL`,
	} {
		res, err := s.db.ExecContext(ctx, q)
		if err != nil {
			return 0, fmt.Errorf("delete dead tokens: %w", err)
		}
		n, _ := res.RowsAffected()
		total += n
	}
	return total, nil
}

var sortColumns = map[string]string{"id": "id", "name": "name", "email": "email", "phone": "phone", "role": "role",
	"createdAt": "created_at", "updatedAt": "updated_at"}

// list returns one page of accounts for the organisers, and the total.
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
		st := store{db: tx}
		if passwordHash != "" {
			if err := st.setPassword(ctx, id, passwordHash, now); err != nil {
				return err
			}
		}
		if endSessions {
			return st.endSessions(ctx, id, now)
		}
		return nil
	})
	return u, err
}

// setPassword replaces an account's password hash.
func (s store) setPassword(ctx context.Context, id, passwordHash string, now time.Time) error {
	if _, err := s.db.NewRaw(`UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?`, passwordHash, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("set password: %w", err)
	}
	return nil
}

// endSessions revokes every refresh token of an account: each of its sessions ends.
func (s store) endSessions(ctx context.Context, id string, now time.Time) error {
	if _, err := s.db.NewRaw(`UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL`, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("revoke sessions: %w", err)
	}
	return nil
}

// insertPasswordReset stores the hash of a new password-reset token of an account.
func (s store) insertPasswordReset(ctx context.Context, userID, token string, expires time.Time) error {
	if _, err := s.db.NewRaw(`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES (?, ?, ?)`,
		userID, hashToken(token), expires).Exec(ctx); err != nil {
		return fmt.Errorf("insert password reset: %w", err)
	}
	return nil
}

// spendPasswordReset marks an unused, unexpired reset token used, and every other
// open token of its account too, and returns its account; errNotFound when the token
// is unknown, used or expired.
func (s store) spendPasswordReset(ctx context.Context, token string, now time.Time) (User, error) {
	var userID string
	err := s.db.NewRaw(`UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
		RETURNING user_id`, now, hashToken(token), now).Scan(ctx, &userID)
	if err != nil {
		return User{}, notFound(err)
	}
	if _, err := s.db.NewRaw(`UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL`, now, userID).Exec(ctx); err != nil {
		return User{}, fmt.Errorf("spend password resets: %w", err)
	}
	return s.userByID(ctx, userID)
}

func (s store) delete(ctx context.Context, id string) error {
	if _, err := s.db.NewRaw(`DELETE FROM users WHERE id = ?`, id).Exec(ctx); err != nil {
		return fmt.Errorf("delete user: %w", err)
	}
	return nil
}

// emailInUse maps a taken e-mail address (unique violation) to ErrEmailInUse.
func emailInUse(err error) error {
	if isUniqueViolation(err) {
		return ErrEmailInUse
	}
	return err
}

// emailSince is when the user with id got the address they have now.
func (s store) emailSince(ctx context.Context, id string) (time.Time, error) {
	var since time.Time
	err := s.db.NewRaw(`SELECT email_since FROM users WHERE id = ?`, id).Scan(ctx, &since)
	return since, notFound(err)
}

// emailsOf answers the e-mail address of each account of ids that exists.
func (s store) emailsOf(ctx context.Context, ids []string) (map[string]string, error) {
	return s.columnOf(ctx, "email", ids)
}

// namesOf answers the name of each account of ids that exists.
func (s store) namesOf(ctx context.Context, ids []string) (map[string]string, error) {
	return s.columnOf(ctx, "name", ids)
}

// columnOf answers column (email or name) of each account of ids that exists.
func (s store) columnOf(ctx context.Context, column string, ids []string) (map[string]string, error) {
	var rows []struct {
		ID    string `bun:"id"`
		Value string `bun:"value"`
	}
	if err := s.db.NewRaw(`SELECT id::text AS id, ? AS value FROM users WHERE id::text IN (?)`, bun.Ident(column), bun.In(ids)).
		Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("read the accounts' %s: %w", column, err)
	}
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		out[r.ID] = r.Value
	}
	return out, nil
}

// idsMatching answers the accounts whose e-mail address contains text, in any case.
func (s store) idsMatching(ctx context.Context, text string) ([]string, error) {
	ids := []string{}
	if err := s.db.NewRaw(`SELECT id::text FROM users WHERE email ILIKE ?`, paging.Like(text)).Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("find accounts by address: %w", err)
	}
	return ids, nil
}
