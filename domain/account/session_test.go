package account_test

import (
	"context"
	"testing"
	"time"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/auth"
)

func TestTokenCleanupDeletesExpiredAndRevokedTokens(t *testing.T) {
	db := testdb.New(t)
	ctx := context.Background()
	sessions, err := account.NewSessions(db.DB, auth.NewTokens([]byte("test-key-test-key-test-key-test-key")))
	if err != nil {
		t.Fatal(err)
	}
	user := testdb.User(t, db, "An", "an@example.nl", "USER")
	now := time.Now()
	tokens := []struct {
		name      string
		expiresAt time.Time
		usedAt    *time.Time
		revokedAt *time.Time
		keep      bool
	}{
		{"valid", now.Add(24 * time.Hour), nil, nil, true},
		{"used but valid (reuse detection needs it)", now.Add(24 * time.Hour), &now, nil, true},
		{"expired", now.Add(-time.Minute), nil, nil, false},
		{"revoked", now.Add(24 * time.Hour), nil, &now, false},
	}
	for i, tk := range tokens {
		_, err := db.ExecContext(ctx, `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, used_at, revoked_at)
			VALUES (?, gen_random_uuid(), ?, ?, ?, ?)`, user, []byte(tk.name), tk.expiresAt, tk.usedAt, tk.revokedAt)
		if err != nil {
			t.Fatalf("insert token %d: %v", i, err)
		}
	}
	if err := sessions.CleanupTokens(ctx); err != nil {
		t.Fatalf("cleanup: %v", err)
	}
	for _, tk := range tokens {
		var n int
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM refresh_tokens WHERE token_hash = ?`, []byte(tk.name)).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if (n == 1) != tk.keep {
			t.Errorf("token %q: %d left, keep=%v", tk.name, n, tk.keep)
		}
	}
}
