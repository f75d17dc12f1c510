package account

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/jobs"
)

// RefreshTTL is how long a refresh token, and so a login, lasts without use.
const RefreshTTL = 30 * 24 * time.Hour

// ReuseGrace is how long after its first use a refresh token may be spent again without
// counting as theft: two tabs of one browser refresh at the same moment with the same
// cookie. Later reuse revokes the family.
const ReuseGrace = 20 * time.Second

// Session is what a successful login hands the browser: an access token and a refresh token.
type Session struct {
	Access  string
	Refresh string
}

// Sessions opens, rotates and closes sessions.
type Sessions struct {
	db     *bun.DB
	store  store
	tokens *auth.Tokens
	// dummyHash is checked when an e-mail is unknown, so that answer takes as long as a wrong password.
	dummyHash string
	// mailer and links send the password-reset mails (Mail).
	mailer jobs.Mailer
	links  Links
}

// NewSessions returns Sessions on db signing with tokens.
func NewSessions(db *bun.DB, tokens *auth.Tokens) (*Sessions, error) {
	dummy, err := auth.HashPassword("timing-equaliser-" + uuid.NewString())
	if err != nil {
		return nil, err
	}
	return &Sessions{db: db, store: store{db: db}, tokens: tokens, dummyHash: dummy}, nil
}

// Register opens an account for a normalized, valid registration and logs it in.
func (s *Sessions) Register(ctx context.Context, r Registration, now time.Time) (User, Session, error) {
	hash, err := auth.HashPassword(r.Password)
	if err != nil {
		return User{}, Session{}, err
	}
	var u User
	var sess Session
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if u, err = (store{db: tx}).createUser(ctx, r, hash); err != nil {
			return err
		}
		sess, err = s.open(ctx, tx, u, uuid.NewString(), now)
		return err
	})
	return u, sess, err
}

// Login checks credentials and opens a session. An unknown e-mail and a wrong password
// get the same error after the same work.
func (s *Sessions) Login(ctx context.Context, c Credentials, now time.Time) (User, Session, error) {
	u, hash, err := s.store.userByEmail(ctx, c.Email)
	switch {
	case errors.Is(err, errNotFound):
		hash = s.dummyHash
	case err != nil:
		return User{}, Session{}, fmt.Errorf("find user: %w", err)
	}
	ok, err := auth.CheckPassword(hash, c.Password)
	if err != nil {
		return User{}, Session{}, fmt.Errorf("check password: %w", err)
	}
	if !ok || u.ID == "" {
		return User{}, Session{}, ErrBadCredentials
	}
	sess, err := s.open(ctx, s.db, u, uuid.NewString(), now)
	return u, sess, err
}

// Refresh spends a refresh token and returns a new session in the same family. A token
// spent before (a stolen copy, or the thief's) revokes the whole family.
func (s *Sessions) Refresh(ctx context.Context, token string, now time.Time) (User, Session, error) {
	var u User
	var sess Session
	var reused bool
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		st := store{db: tx}
		t, err := st.lockRefreshToken(ctx, token)
		if errors.Is(err, errNotFound) {
			return ErrSessionInvalid
		}
		if err != nil {
			return err
		}
		if t.RevokedAt != nil || !now.Before(t.ExpiresAt) {
			return ErrSessionInvalid
		}
		switch {
		case t.UsedAt != nil && now.Sub(*t.UsedAt) > ReuseGrace:
			reused = true
			return st.revokeFamily(ctx, t.FamilyID)
		case t.UsedAt == nil:
			if err := st.spendRefreshToken(ctx, t.ID, now); err != nil {
				return err
			}
		}
		if u, err = st.userByID(ctx, t.UserID); err != nil {
			return ErrSessionInvalid // the account is gone
		}
		sess, err = s.open(ctx, tx, u, t.FamilyID, now)
		return err
	})
	if err == nil && reused {
		err = ErrSessionInvalid // after the revocation committed
	}
	return u, sess, err
}

// Logout revokes the family of a refresh token; an unknown token is not an error.
func (s *Sessions) Logout(ctx context.Context, token string) error {
	familyID, err := s.store.familyOf(ctx, token)
	if errors.Is(err, errNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	return s.store.revokeFamily(ctx, familyID)
}

// Me returns the logged-in user; ErrSessionInvalid when the account no longer exists.
func (s *Sessions) Me(ctx context.Context, userID string) (User, error) {
	u, err := s.store.userByID(ctx, userID)
	if errors.Is(err, errNotFound) {
		return User{}, ErrSessionInvalid
	}
	return u, err
}

// ErrWrongPassword refuses an act that asks for the account's password again.
var ErrWrongPassword = errs.New(errs.Invalid, "wrong_password", "Het wachtwoord klopt niet.")

// CheckPassword tells whether password is the account's: ErrWrongPassword when not,
// ErrSessionInvalid when the account no longer exists.
func (s *Sessions) CheckPassword(ctx context.Context, userID, password string) error {
	hash, err := s.store.passwordHash(ctx, userID)
	if errors.Is(err, errNotFound) {
		return ErrSessionInvalid
	}
	if err != nil {
		return err
	}
	ok, err := auth.CheckPassword(hash, password)
	if err != nil {
		return fmt.Errorf("check password: %w", err)
	}
	if !ok {
		return ErrWrongPassword
	}
	return nil
}

// UpdateProfile changes the caller's own name, e-mail and phone.
func (s *Sessions) UpdateProfile(ctx context.Context, userID string, p ProfileUpdate) (User, error) {
	u, err := s.store.updateProfile(ctx, userID, p)
	if errors.Is(err, errNotFound) {
		return User{}, ErrSessionInvalid
	}
	return u, err
}

// open issues an access token and stores a new refresh token in family.
func (s *Sessions) open(ctx context.Context, db bun.IDB, u User, familyID string, now time.Time) (Session, error) {
	access, err := s.tokens.Issue(auth.Claims{UserID: u.ID, Role: u.Role, SessionID: familyID}, now)
	if err != nil {
		return Session{}, err
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return Session{}, fmt.Errorf("read random: %w", err)
	}
	refresh := base64.RawURLEncoding.EncodeToString(raw)
	if err := (store{db: db}).insertRefreshToken(ctx, u.ID, familyID, refresh, now.Add(RefreshTTL)); err != nil {
		return Session{}, err
	}
	return Session{Access: access, Refresh: refresh}, nil
}

// TokenCleanupInterval is how often dead refresh tokens are deleted.
const TokenCleanupInterval = time.Hour

// TokenCleanupArgs is the periodic job that deletes expired and revoked refresh tokens.
type TokenCleanupArgs struct{}

// Kind names the cleanup job in River's table.
func (TokenCleanupArgs) Kind() string { return "refresh_token_cleanup" }

// Jobs are the account jobs a queue works: the periodic refresh-token cleanup, also run
// at start.
func (s *Sessions) Jobs() []jobs.Job {
	return []jobs.Job{jobs.Every[TokenCleanupArgs](TokenCleanupInterval, true, s.CleanupTokens)}
}

// CleanupTokens deletes expired and revoked refresh tokens.
func (s *Sessions) CleanupTokens(ctx context.Context) error {
	n, err := s.store.deleteDeadTokens(ctx)
	if err != nil {
		return err
	}
	slog.InfoContext(ctx, "refresh tokens cleaned up", "deleted", n)
	return nil
}
