package auth

import (
	"context"
	"errors"

	"github.com/uptrace/bun"
)

// ErrSessionEnded means a token's session is over: logged out, revoked, or the account
// is gone.
var ErrSessionEnded = errors.New("session ended")

// Sessions tells what a token's claims are worth now.
type Sessions interface {
	// Current returns c with the account's role as it is now, or ErrSessionEnded.
	Current(ctx context.Context, c Claims) (Claims, error)
}

// SessionStore answers Current from the users and refresh_tokens tables, so logout,
// demotion and deletion count from the next request on, not when the token expires.
type SessionStore struct{ store sessionStore }

// NewSessionStore returns a SessionStore on db.
func NewSessionStore(db bun.IDB) SessionStore { return SessionStore{store: sessionStore{db: db}} }

// Current implements Sessions.
func (s SessionStore) Current(ctx context.Context, c Claims) (Claims, error) {
	role, err := s.store.openSessionRole(ctx, c.UserID, c.SessionID)
	if err != nil {
		return Claims{}, err
	}
	c.Role = role
	return c, nil
}
