package database

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
)

// ListenerName is the application_name of a listening connection, so it can be found in
// pg_stat_activity.
const ListenerName = "wandelwijs-listener"

// How long a listener waits between connection attempts, and how often an idle one
// checks that its connection still works.
const (
	listenRetry = 500 * time.Millisecond
	listenPing  = 15 * time.Second
)

// Listen keeps one connection LISTENing on channel until ctx ends, and tells heard what
// it can rely on: heard(true) after every notification and after every (re)connection
// (anything may have changed while nobody listened), heard(false) as soon as the
// connection is lost (changes go unheard until heard(true) comes again). Listen returns
// when ctx ends; it reconnects by itself.
func Listen(ctx context.Context, databaseURL, channel string, heard func(listening bool)) {
	for ctx.Err() == nil {
		err := listen(ctx, databaseURL, channel, heard)
		heard(false)
		if ctx.Err() != nil {
			return
		}
		slog.Warn("listener lost its connection", "channel", channel, "err", err)
		select {
		case <-ctx.Done():
		case <-time.After(listenRetry):
		}
	}
}

// listen connects, listens and passes notifications on until the connection fails.
func listen(ctx context.Context, databaseURL, channel string, heard func(bool)) error {
	cfg, err := pgx.ParseConfig(databaseURL)
	if err != nil {
		return fmt.Errorf("parse database url: %w", err)
	}
	cfg.RuntimeParams["application_name"] = ListenerName
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	heard(true)
	for {
		wait, cancel := context.WithTimeout(ctx, listenPing)
		_, err := conn.WaitForNotification(wait)
		cancel()
		switch {
		case err == nil:
			heard(true)
		case ctx.Err() != nil:
			return ctx.Err()
		case errors.Is(err, context.DeadlineExceeded):
			// Quiet for a while: make sure the connection has not died silently.
			if err := conn.Ping(ctx); err != nil {
				return fmt.Errorf("ping: %w", err)
			}
		default:
			return fmt.Errorf("wait for notification: %w", err)
		}
	}
}
