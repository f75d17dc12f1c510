// Package migrations applies the schema: our SQL files under sql/ in version order,
// then River's own tables. Up is safe to call from several processes at once.
package migrations

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/rivermigrate"
)

//go:embed sql/*.sql
var files embed.FS

// lockKey serialises migrators across processes (an arbitrary constant).
const lockKey = 7_140_2026

// Migration is one up-migration file.
type Migration struct {
	Version int64
	Name    string
	SQL     string
}

// All returns the up-migrations in version order.
func All() ([]Migration, error) {
	names, err := fs.Glob(files, "sql/*.up.sql")
	if err != nil {
		return nil, err
	}
	var ms []Migration
	for _, path := range names {
		base := strings.TrimSuffix(strings.TrimPrefix(path, "sql/"), ".up.sql")
		versionText, name, ok := strings.Cut(base, "_")
		if !ok {
			return nil, fmt.Errorf("migration %s: name must be NNNNNNNNNNNNNN_name.up.sql", path)
		}
		version, err := strconv.ParseInt(versionText, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("migration %s: %w", path, err)
		}
		body, err := fs.ReadFile(files, path)
		if err != nil {
			return nil, err
		}
		ms = append(ms, Migration{Version: version, Name: name, SQL: string(body)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].Version < ms[j].Version })
	return ms, nil
}

// Up applies every migration not applied yet, each in its own transaction, then River's.
func Up(ctx context.Context, db *sql.DB) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("get connection: %w", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", lockKey); err != nil {
		return fmt.Errorf("take migration lock: %w", err)
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", lockKey) //nolint:errcheck

	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version bigint PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	all, err := All()
	if err != nil {
		return err
	}
	for _, m := range all {
		if err := apply(ctx, conn, m); err != nil {
			return err
		}
	}

	migrator, err := rivermigrate.New(riverdatabasesql.New(db), nil)
	if err != nil {
		return fmt.Errorf("river migrator: %w", err)
	}
	if _, err := migrator.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("river migrations: %w", err)
	}
	return nil
}

func apply(ctx context.Context, conn *sql.Conn, m Migration) error {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin migration %d: %w", m.Version, err)
	}
	defer tx.Rollback() //nolint:errcheck
	var done bool
	if err := tx.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE version = $1)", m.Version).Scan(&done); err != nil {
		return fmt.Errorf("check migration %d: %w", m.Version, err)
	}
	if done {
		return nil
	}
	if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
		return fmt.Errorf("apply migration %d_%s: %w", m.Version, m.Name, err)
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", m.Version, m.Name); err != nil {
		return fmt.Errorf("record migration %d: %w", m.Version, err)
	}
	return tx.Commit()
}

// Current returns nil when every migration of this build is applied to db, so a
// service built from newer code than its database refuses to report ready.
func Current(ctx context.Context, db *sql.DB) error {
	all, err := All()
	if err != nil {
		return err
	}
	var applied int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM schema_migrations").Scan(&applied); err != nil {
		return fmt.Errorf("read schema_migrations: %w", err)
	}
	if applied < len(all) {
		return fmt.Errorf("%d of %d migrations applied", applied, len(all))
	}
	return nil
}
