package auth

import (
	"context"
	"errors"
)

// ErrSessionEnded means a token's session is over: logged out, revoked, or the account
// is gone.
var ErrSessionEnded = errors.New("session ended")

// Sessions tells what a token's claims are worth now (the account package answers it from
// the accounts and their sessions).
type Sessions interface {
	// Current returns c with the account's role as it is now, or ErrSessionEnded.
	Current(ctx context.Context, c Claims) (Claims, error)
}
