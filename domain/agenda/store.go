package agenda

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/uptrace/bun"
)

// store holds the SQL of the private feed's token.
type store struct{ db *bun.DB }

// token returns the private feed's token, "" when none was made yet.
func (s store) token(ctx context.Context) (string, error) {
	var t string
	err := s.db.NewRaw(`SELECT token FROM agenda_feed`).Scan(ctx, &t)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read feed token: %w", err)
	}
	return t, nil
}

// setToken makes t the private feed's token; keep: only when there is none yet. It
// returns the token in force.
func (s store) setToken(ctx context.Context, t string, keep bool) (string, error) {
	q := `INSERT INTO agenda_feed (token) VALUES (?) ON CONFLICT (one) DO UPDATE SET token = excluded.token, renewed_at = now() RETURNING token`
	if keep {
		q = `INSERT INTO agenda_feed (token) VALUES (?) ON CONFLICT (one) DO UPDATE SET token = agenda_feed.token RETURNING token`
	}
	var got string
	if err := s.db.NewRaw(q, t).Scan(ctx, &got); err != nil {
		return "", fmt.Errorf("set feed token: %w", err)
	}
	return got, nil
}
