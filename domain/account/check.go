package account

import (
	"context"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/auth"
)

// SessionCheck answers auth.Sessions from the accounts and their refresh tokens, so
// logout, demotion and deletion count from the next request on, not when the token expires.
type SessionCheck struct{ store store }

// NewSessionCheck returns a SessionCheck on db.
func NewSessionCheck(db bun.IDB) SessionCheck { return SessionCheck{store: store{db: db}} }

// Current returns c with the account's role as it is now, or auth.ErrSessionEnded.
func (s SessionCheck) Current(ctx context.Context, c auth.Claims) (auth.Claims, error) {
	role, err := s.store.openSessionRole(ctx, c.UserID, c.SessionID)
	if err != nil {
		return auth.Claims{}, err
	}
	c.Role = role
	return c, nil
}
