package account

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"wandelwijs.nl/platform/auth"
)

// openSessionRole returns the role of userID while session (a refresh-token family) is
// open: some token of it neither revoked nor expired. auth.ErrSessionEnded otherwise.
func (s store) openSessionRole(ctx context.Context, userID, session string) (string, error) {
	if uuid.Validate(userID) != nil || uuid.Validate(session) != nil {
		return "", auth.ErrSessionEnded
	}
	var role string
	err := s.db.NewRaw(`SELECT u.role FROM users u WHERE u.id = ? AND EXISTS (
			SELECT 1 FROM refresh_tokens t WHERE t.family_id = ? AND t.user_id = u.id
			AND t.revoked_at IS NULL AND t.expires_at > now())`, userID, session).Scan(ctx, &role)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return "", auth.ErrSessionEnded
	case err != nil:
		return "", fmt.Errorf("check session: %w", err)
	}
	return role, nil
}
