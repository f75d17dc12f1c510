// Package database opens the one PostgreSQL database both services share, through
// a pgx pool wrapped by bun.
package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
)

// DB is the bun handle plus the pool under it, so Close releases both.
type DB struct {
	*bun.DB
	Pool *pgxpool.Pool
}

// Open connects to databaseURL and checks the connection.
func Open(ctx context.Context, databaseURL string) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(databaseURL)
	if err != nil {
		return nil, fmt.Errorf("parse database url: %w", err)
	}
	cfg.ConnConfig.RuntimeParams["timezone"] = "UTC"
	cfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeExec
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open pool: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("ping database: %w", err)
	}
	sqldb := stdlib.OpenDBFromPool(pool)
	return &DB{DB: bun.NewDB(sqldb, pgdialect.New()), Pool: pool}, nil
}

// Close closes bun's handle and the pool.
func (db *DB) Close() error {
	err := db.DB.Close()
	db.Pool.Close()
	return err
}

// SQL returns the database/sql handle, for libraries that take one (River, migrations).
func (db *DB) SQL() *sql.DB { return db.DB.DB }

// EnsureDatabase creates the database named in databaseURL when it does not exist,
// connecting to the server's maintenance database to do so.
func EnsureDatabase(ctx context.Context, databaseURL string) error {
	u, err := url.Parse(databaseURL)
	if err != nil {
		return fmt.Errorf("parse database url: %w", err)
	}
	name := strings.TrimPrefix(u.Path, "/")
	if name == "" {
		return errors.New("database url names no database")
	}
	admin := *u
	admin.Path = "/postgres"
	conn, err := pgx.Connect(ctx, admin.String())
	if err != nil {
		return fmt.Errorf("connect to maintenance database: %w", err)
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize())
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "42P04" { // duplicate_database
		return nil
	}
	if err != nil {
		return fmt.Errorf("create database %s: %w", name, err)
	}
	return nil
}

// RunInTx runs fn in a transaction on db and, once the transaction is committed, calls
// committed when it is set: for what may learn of a change only once it holds (a cache
// that must read it again).
func RunInTx(ctx context.Context, db bun.IDB, fn func(ctx context.Context, tx bun.Tx) error, committed func()) error {
	if err := db.RunInTx(ctx, nil, fn); err != nil {
		return err
	}
	if committed != nil {
		committed()
	}
	return nil
}

// Anonymise runs set (the columns that hold personal data, each to its anonymised value)
// on the rows of table that pick selects and that are not anonymised yet, with now as ?0
// and arg as ?1, stamping anonymised_at and updated_at; it answers how many rows. The
// subject that owns table names what is personal in it.
func Anonymise(ctx context.Context, db bun.IDB, table, set, pick string, now time.Time, arg any) (int64, error) {
	res, err := db.NewRaw(`UPDATE `+table+` SET `+set+`, anonymised_at = ?0, updated_at = ?0 WHERE anonymised_at IS NULL AND (`+pick+`)`,
		now, arg).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("anonymise %s: %w", table, err)
	}
	return res.RowsAffected()
}
