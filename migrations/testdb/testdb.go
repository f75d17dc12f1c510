// Package testdb gives each test a fresh PostgreSQL database, cloned from a template
// that is migrated once per schema version and reused by every test package.
package testdb

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"wandelwijs.nl/migrations"
	"wandelwijs.nl/platform/database"
)

// templateLockKey serialises template builds across test processes.
const templateLockKey = 7_140_2027

// ServerURL returns the URL of the test PostgreSQL server: TEST_DATABASE_URL, else
// DATABASE_URL, else the local default.
func ServerURL() string {
	for _, k := range []string{"TEST_DATABASE_URL", "DATABASE_URL"} {
		if v := os.Getenv(k); v != "" {
			return v
		}
	}
	return "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
}

func withDatabase(server, name string) string {
	u, err := url.Parse(server)
	if err != nil {
		panic(err)
	}
	u.Path = "/" + name
	return u.String()
}

// New returns a connection to a new, migrated, empty database, dropped when t ends.
func New(t testing.TB) *database.DB {
	t.Helper()
	db, _ := NewWithURL(t)
	return db
}

// NewWithURL is New that also returns the database URL, for code that opens its own connections.
func NewWithURL(t testing.TB) (*database.DB, string) {
	t.Helper()
	ctx := context.Background()
	server := ServerURL()
	tmpl, err := ensureTemplate(ctx, server)
	if err != nil {
		t.Fatalf("test database template: %v", err)
	}
	name := "test_" + randomHex(6)
	if err := exec(ctx, server, fmt.Sprintf("CREATE DATABASE %s TEMPLATE %s", name, tmpl)); err != nil {
		t.Fatalf("create test database: %v", err)
	}
	dbURL := withDatabase(server, name)
	db, err := database.Open(ctx, dbURL)
	if err != nil {
		t.Fatalf("open test database: %v", err)
	}
	t.Cleanup(func() {
		_ = db.Close()
		if err := exec(context.Background(), server, fmt.Sprintf("DROP DATABASE IF EXISTS %s WITH (FORCE)", name)); err != nil {
			t.Logf("drop test database %s: %v", name, err)
		}
	})
	return db, dbURL
}

// ensureTemplate returns the name of a migrated template database for the current
// migrations, building it when missing.
func ensureTemplate(ctx context.Context, server string) (string, error) {
	all, err := migrations.All()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	h.Write([]byte("river v0.41.0\n"))
	for _, m := range all {
		fmt.Fprintf(h, "%d %s\n%s\n", m.Version, m.Name, m.SQL)
	}
	name := "wandelwijs_tmpl_" + hex.EncodeToString(h.Sum(nil))[:12]

	conn, err := pgx.Connect(ctx, withDatabase(server, "postgres"))
	if err != nil {
		return "", fmt.Errorf("connect to test server: %w", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", templateLockKey); err != nil {
		return "", err
	}
	defer conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", templateLockKey) //nolint:errcheck

	var exists bool
	if err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return "", err
	}
	if exists {
		return name, nil
	}
	building := name + "_building"
	if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+building+" WITH (FORCE)"); err != nil {
		return "", err
	}
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+building); err != nil {
		return "", err
	}
	db, err := database.Open(ctx, withDatabase(server, building))
	if err != nil {
		return "", err
	}
	err = migrations.Up(ctx, db.SQL())
	db.Close()
	if err != nil {
		return "", fmt.Errorf("migrate template: %w", err)
	}
	if _, err := conn.Exec(ctx, fmt.Sprintf("ALTER DATABASE %s RENAME TO %s", building, name)); err != nil {
		return "", err
	}
	return name, nil
}

// exec runs one statement on the server's maintenance database, retrying while the
// template is briefly busy with another clone.
func exec(ctx context.Context, server, stmt string) error {
	conn, err := pgx.Connect(ctx, withDatabase(server, "postgres"))
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	for attempt := 0; ; attempt++ {
		_, err = conn.Exec(ctx, stmt)
		var pgErr *pgconn.PgError
		if attempt < 50 && errors.As(err, &pgErr) && pgErr.Code == "55006" && strings.Contains(pgErr.Message, "accessed by other users") {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		return err
	}
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
