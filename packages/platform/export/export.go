// Package export streams a plain-SQL dump of the database, made by pg_dump, without
// ever holding it whole in memory.
package export

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"

	"wandelwijs.nl/platform/rules"
)

// Dumper runs pg_dump against one database.
type Dumper struct {
	// PgDump is the pg_dump binary.
	PgDump string
	// DatabaseURL names the database to dump.
	DatabaseURL string
}

// Filename is the download's name for a dump made at now, in Amsterdam's date.
func Filename(now time.Time) string {
	return "database-export-" + now.In(rules.Amsterdam).Format("2006-01-02") + ".sql"
}

// jobTable is River's job queue. Its rows are left out of the dump, its table is not: a
// mail job carries what the mail says (a gift voucher's code, a booking's manage link),
// which the database otherwise keeps only as hashes, so the queue's rows would put
// working codes and links in every export. A database restored from an export starts
// with an empty queue: mails and refunds waiting at that moment are not in it.
const jobTable = "river_job"

// ErrNotStarted means pg_dump wrote nothing: nothing has been sent yet, so the caller
// can still answer with an error.
var ErrNotStarted = errors.New("pg_dump produced no output")

// Dump runs pg_dump and calls start once, just before the first byte goes to w (so the
// caller can write its headers only when the dump is under way), then streams the dump
// to w. The dump stops when ctx ends (the client left).
func (d Dumper) Dump(ctx context.Context, w io.Writer, start func()) error {
	cmd := exec.CommandContext(ctx, d.PgDump, "--format=plain", "--no-owner", "--no-privileges",
		"--exclude-table-data="+jobTable, "--dbname="+d.DatabaseURL)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return fmt.Errorf("pg_dump pipe: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start pg_dump: %w: %w", ErrNotStarted, err)
	}
	r := bufio.NewReaderSize(out, 64<<10)
	_, peekErr := r.Peek(1)
	if peekErr != nil {
		_ = cmd.Wait()
		return fmt.Errorf("%w: %s", ErrNotStarted, strings.TrimSpace(stderr.String()))
	}
	start()
	_, copyErr := io.Copy(w, r)
	waitErr := cmd.Wait()
	if copyErr != nil {
		return fmt.Errorf("stream dump: %w", copyErr)
	}
	if waitErr != nil {
		return fmt.Errorf("pg_dump: %w: %s", waitErr, strings.TrimSpace(stderr.String()))
	}
	return nil
}
