package bench

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"

	"wandelwijs.nl/migrations"
	"wandelwijs.nl/platform/database"
)

// ErrNoPostgresBinaries means no initdb/pg_ctl was found: the private cluster cannot be made.
var ErrNoPostgresBinaries = errors.New("no PostgreSQL server binaries (initdb, pg_ctl) found: install them with apt-get install postgresql")

// PostgresBin returns the directory holding initdb and pg_ctl: $PG_BIN, else the newest
// /usr/lib/postgresql/*/bin, else the directory of initdb on $PATH.
func PostgresBin() (string, error) {
	var candidates []string
	if v := os.Getenv("PG_BIN"); v != "" {
		candidates = append(candidates, v)
	}
	found, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(found, func(i, j int) bool { return pgMajor(found[i]) > pgMajor(found[j]) })
	candidates = append(candidates, found...)
	if p, err := exec.LookPath("initdb"); err == nil {
		candidates = append(candidates, filepath.Dir(p))
	}
	for _, dir := range candidates {
		if executable(filepath.Join(dir, "initdb")) && executable(filepath.Join(dir, "pg_ctl")) {
			return dir, nil
		}
	}
	return "", ErrNoPostgresBinaries
}

func pgMajor(binDir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return n
}

func executable(path string) bool {
	st, err := os.Stat(path)
	return err == nil && !st.IsDir() && st.Mode()&0o111 != 0
}

// Pgbench returns the path of pgbench: beside the server binaries, else on $PATH.
func Pgbench() (string, error) {
	if dir, err := PostgresBin(); err == nil && executable(filepath.Join(dir, "pgbench")) {
		return filepath.Join(dir, "pgbench"), nil
	}
	if p, err := exec.LookPath("pgbench"); err == nil {
		return p, nil
	}
	return "", errors.New("pgbench not found: install it with apt-get install postgresql-15 (or postgresql-contrib), or run make bench, which does")
}

// Cluster is a private PostgreSQL cluster in a temporary directory, on its own port and
// socket directory, so it can be stopped and started under load without touching the
// machine's shared server. Run as root, its binaries run as the postgres OS user.
type Cluster struct {
	bin, dir string
	port     int
	osUser   *user.User // nil: run the binaries as ourselves
}

// StartCluster makes and starts a private cluster. Its durability settings are relaxed
// (fsync off): it lives only for one run.
func StartCluster(ctx context.Context) (*Cluster, error) {
	bin, err := PostgresBin()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "wandelwijs-pg-")
	if err != nil {
		return nil, err
	}
	c := &Cluster{bin: bin, dir: dir}
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("running as root needs the postgres OS user for initdb: %w", err)
		}
		c.osUser = u
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	if out, err := c.run(ctx, "initdb", "-D", c.dataDir(), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("initdb: %w: %s", err, out)
	}
	for attempt := 0; ; attempt++ {
		if c.port, err = FreePort(); err != nil {
			break
		}
		if err = c.Start(ctx); err == nil {
			return c, nil
		}
		if attempt == 2 {
			break
		}
	}
	c.Close()
	return nil, err
}

func (c *Cluster) dataDir() string { return filepath.Join(c.dir, "data") }

// run runs a binary of the cluster, as the postgres OS user when we are root.
func (c *Cluster) run(ctx context.Context, name string, args ...string) ([]byte, error) {
	path := filepath.Join(c.bin, name)
	var cmd *exec.Cmd
	if c.osUser != nil {
		cmd = exec.CommandContext(ctx, "runuser", append([]string{"-u", "postgres", "--", path}, args...)...)
	} else {
		cmd = exec.CommandContext(ctx, path, args...)
	}
	cmd.Dir = c.dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.Bytes(), err
}

// URL is the cluster's maintenance database.
func (c *Cluster) URL() string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", c.port)
}

// Start starts the server and waits until it accepts connections.
func (c *Cluster) Start(ctx context.Context) error {
	opts := fmt.Sprintf("-p %d -h 127.0.0.1 -k %s -c fsync=off -c full_page_writes=off -c max_connections=200", c.port, c.dir)
	if out, err := c.run(ctx, "pg_ctl", "-D", c.dataDir(), "-l", filepath.Join(c.dir, "server.log"), "-w", "-t", "60",
		"-o", opts, "start"); err != nil {
		return fmt.Errorf("pg_ctl start: %w: %s%s", err, out, c.logTail())
	}
	return nil
}

// Stop stops the server the way an operator restarting it would: fast shutdown, which
// ends every connection and rolls back every open transaction.
func (c *Cluster) Stop(ctx context.Context) error {
	if out, err := c.run(ctx, "pg_ctl", "-D", c.dataDir(), "-m", "fast", "-w", "-t", "60", "stop"); err != nil {
		return fmt.Errorf("pg_ctl stop: %w: %s", err, out)
	}
	return nil
}

func (c *Cluster) logTail() string {
	b, err := os.ReadFile(filepath.Join(c.dir, "server.log"))
	if err != nil {
		return ""
	}
	if len(b) > 2000 {
		b = b[len(b)-2000:]
	}
	return "\nserver.log: " + string(b)
}

// Close stops the server at once and removes its directory.
func (c *Cluster) Close() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := os.Stat(filepath.Join(c.dataDir(), "postmaster.pid")); err == nil {
		_, _ = c.run(ctx, "pg_ctl", "-D", c.dataDir(), "-m", "immediate", "-w", "stop")
	}
	os.RemoveAll(c.dir)
}

// FreePort returns a loopback TCP port nobody listens on right now.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// WithDatabase returns serverURL naming database name instead.
func WithDatabase(serverURL, name string) string {
	u, err := url.Parse(serverURL)
	if err != nil {
		panic(err)
	}
	u.Path = "/" + name
	return u.String()
}

// FreshDatabase creates a database named prefix_<random> on the server serverURL points
// at, applies every migration, and returns its URL and a func that drops it.
func FreshDatabase(ctx context.Context, serverURL, prefix string) (string, func(), error) {
	b := make([]byte, 5)
	_, _ = rand.Read(b)
	name := prefix + "_" + hex.EncodeToString(b)
	if err := maintenance(ctx, serverURL, "CREATE DATABASE "+name); err != nil {
		return "", nil, fmt.Errorf("create database %s: %w", name, err)
	}
	drop := func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_ = maintenance(ctx, serverURL, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
	}
	dbURL := WithDatabase(serverURL, name)
	db, err := database.Open(ctx, dbURL)
	if err != nil {
		drop()
		return "", nil, err
	}
	err = migrations.Up(ctx, db.SQL())
	db.Close()
	if err != nil {
		drop()
		return "", nil, fmt.Errorf("migrate %s: %w", name, err)
	}
	return dbURL, drop, nil
}

func maintenance(ctx context.Context, serverURL, stmt string) error {
	conn, err := pgx.Connect(ctx, WithDatabase(serverURL, "postgres"))
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, stmt)
	return err
}

// Redact drops credentials from a database URL for printing.
func Redact(dbURL string) string {
	u, err := url.Parse(dbURL)
	if err != nil {
		return "?"
	}
	return u.Host + u.Path
}
