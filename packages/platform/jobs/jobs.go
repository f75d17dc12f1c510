// Package jobs runs the background work on River, in the same PostgreSQL database: mail
// delivery with retries, and the jobs the services register (Work, Every), whose work
// lives in the domain package they belong to. Jobs are inserted in the transaction of
// the change that causes them, so a rollback sends nothing.
package jobs

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"slices"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/mail"
)

// Defaults for Config's zero values.
const (
	DefaultMailAttempts = 20
	DefaultRetryBase    = 10 * time.Second
	DefaultRetryMax     = time.Hour
	DefaultPollInterval = time.Second
	DefaultWorkers      = 10
)

// Config configures a Queue; zero values take the defaults above.
type Config struct {
	// Sender delivers the rendered mails; Renderer renders them.
	Sender   mail.Sender
	Renderer *mail.Renderer
	// AdminEmail receives the organisers' mails.
	AdminEmail string
	// MailAttempts is how often a mail is tried before it is given up and logged as failed.
	MailAttempts int
	// RetryBase is the wait after the first failed attempt; it doubles per attempt up to RetryMax.
	RetryBase, RetryMax time.Duration
	// PollInterval is how often an idle worker looks for new jobs (riverdatabasesql cannot LISTEN).
	PollInterval time.Duration
	// Workers is how many jobs this process works at once.
	Workers int
	// Jobs are the services' own kinds of job (Work, Every).
	Jobs []Job
	// ObserveJob, when set, is told of every worked job (metrics).
	ObserveJob func(kind string, err error, d time.Duration)
	// Logger receives River's log and every job failure; nil means slog.Default().
	Logger *slog.Logger
	// InsertOnly makes a queue that only inserts jobs, for another process to work (the
	// admin service queues its mails and refunds for the shop's workers): it needs no
	// sender, registers no workers and is never started.
	InsertOnly bool
}

// Queue is a process's River client: it inserts jobs and, once started, works them.
// Every process may run one; River hands each job to exactly one of them.
type Queue struct {
	client *river.Client[*sql.Tx]
	// periodic is each periodic job's work by kind, for RunNow.
	periodic     map[string]func(ctx context.Context) error
	adminEmail   string
	mailAttempts int
	mails        mailLog
}

// New builds the Queue on db's database/sql handle, with every worker and periodic job registered.
func New(db *database.DB, cfg Config) (*Queue, error) {
	if !cfg.InsertOnly && (cfg.Renderer == nil || cfg.Sender == nil) {
		return nil, errors.New("jobs: a mail sender and renderer are required")
	}
	cfg.MailAttempts = orDefault(cfg.MailAttempts, DefaultMailAttempts)
	cfg.RetryBase = orDefault(cfg.RetryBase, DefaultRetryBase)
	cfg.RetryMax = max(orDefault(cfg.RetryMax, DefaultRetryMax), cfg.RetryBase)
	cfg.PollInterval = orDefault(cfg.PollInterval, DefaultPollInterval)
	cfg.Workers = orDefault(cfg.Workers, DefaultWorkers)
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}

	workers := river.NewWorkers()
	mails := mailLog{db: db}
	river.AddWorker(workers, &mailWorker{sender: cfg.Sender, renderer: cfg.Renderer, log: cfg.Logger, mails: mails, adminEmail: cfg.AdminEmail})
	var periodic []*river.PeriodicJob
	runs := map[string]func(ctx context.Context) error{}
	for _, j := range cfg.Jobs {
		j.add(workers)
		if j.periodic != nil {
			periodic = append(periodic, j.periodic)
			runs[j.kind] = j.run
		}
	}

	var middleware []rivertype.Middleware
	if cfg.ObserveJob != nil {
		middleware = append(middleware, &observeJobs{observe: cfg.ObserveJob})
	}
	config := &river.Config{
		Middleware:        middleware,
		ID:                clientID(),
		Queues:            map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: cfg.Workers}},
		Workers:           workers,
		PeriodicJobs:      periodic,
		RetryPolicy:       backoff{base: cfg.RetryBase, max: cfg.RetryMax},
		ErrorHandler:      failureLog{log: cfg.Logger},
		FetchCooldown:     min(100*time.Millisecond, cfg.PollInterval),
		FetchPollInterval: cfg.PollInterval,
		Logger:            cfg.Logger,
	}
	if cfg.InsertOnly {
		// River's insert-only client: no queues and no workers, so it works nothing.
		config.Queues, config.Workers, config.PeriodicJobs, runs = nil, nil, nil, nil
	}
	client, err := river.NewClient(riverdatabasesql.New(db.SQL()), config)
	if err != nil {
		return nil, fmt.Errorf("river client: %w", err)
	}
	return &Queue{client: client, periodic: runs, adminEmail: cfg.AdminEmail, mailAttempts: cfg.MailAttempts,
		mails: mails}, nil
}

func orDefault[T comparable](v, def T) T {
	var zero T
	if v == zero {
		return def
	}
	return v
}

// clientID names this process in River's tables: host, process and a random suffix,
// so two clients in one process or started in the same instant never share an id.
func clientID() string {
	host, _ := os.Hostname()
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return fmt.Sprintf("%s_%d_%s", host, os.Getpid(), hex.EncodeToString(b))
}

// Start begins working jobs. The workers run until Stop, whatever becomes of ctx,
// so a shutdown can let running jobs finish.
func (q *Queue) Start(ctx context.Context) error {
	if err := q.client.Start(context.WithoutCancel(ctx)); err != nil {
		return fmt.Errorf("start jobs: %w", err)
	}
	return nil
}

// Stop stops fetching jobs and waits for the running ones until ctx ends; then it
// cancels what still runs (River retries it later, here or in another process).
func (q *Queue) Stop(ctx context.Context) error {
	err := q.client.Stop(ctx)
	if err == nil {
		return nil
	}
	hard, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := q.client.StopAndCancel(hard); err != nil {
		return fmt.Errorf("stop jobs: %w", err)
	}
	return nil
}

// ErrUnknownJob means RunNow was asked for a kind that is no periodic job.
var ErrUnknownJob = errors.New("no periodic job of that kind")

// RunNow does the work of the periodic job of kind here and now, as its schedule would
// (development: the browser tests and a person trying the shop need not wait for 09:00).
func (q *Queue) RunNow(ctx context.Context, kind string) error {
	run, ok := q.periodic[kind]
	if !ok {
		return ErrUnknownJob
	}
	return run(ctx)
}

// PeriodicKinds lists the kinds RunNow knows.
func (q *Queue) PeriodicKinds() []string {
	kinds := make([]string, 0, len(q.periodic))
	for k := range q.periodic {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	return kinds
}

// Insert inserts a job inside tx: it runs once tx commits, and never if tx rolls back.
func (q *Queue) Insert(ctx context.Context, tx bun.Tx, args river.JobArgs) error {
	if _, err := q.client.InsertTx(ctx, tx.Tx, args, nil); err != nil {
		return fmt.Errorf("insert %s job: %w", args.Kind(), err)
	}
	return nil
}

// InsertUniqueTx inserts a job inside tx unless a job with the same kind and args was
// inserted before; queued says whether this call inserted it.
func (q *Queue) InsertUniqueTx(ctx context.Context, tx bun.Tx, args river.JobArgs) (queued bool, err error) {
	res, err := q.client.InsertTx(ctx, tx.Tx, args, &river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}})
	if err != nil {
		return false, fmt.Errorf("insert %s job: %w", args.Kind(), err)
	}
	return !res.UniqueSkippedAsDuplicate, nil
}

// backoff waits base after the first failure and doubles the wait per failure, up to max.
type backoff struct{ base, max time.Duration }

// NextRetry is when a job that failed len(job.Errors)+1 times is tried again.
func (b backoff) NextRetry(job *rivertype.JobRow) time.Time {
	wait := b.max
	if n := len(job.Errors); n < 32 {
		if d := b.base << n; d > 0 && d < b.max {
			wait = d
		}
	}
	return time.Now().Add(wait)
}

// failureLog logs every failed attempt; the last one, after which River gives the job
// up, as an error with the job's id.
type failureLog struct{ log *slog.Logger }

// HandleError logs a job that returned an error.
func (f failureLog) HandleError(ctx context.Context, job *rivertype.JobRow, err error) *river.ErrorHandlerResult {
	f.report(ctx, job, err)
	return nil
}

// HandlePanic logs a job that panicked.
func (f failureLog) HandlePanic(ctx context.Context, job *rivertype.JobRow, panicVal any, _ string) *river.ErrorHandlerResult {
	f.report(ctx, job, fmt.Errorf("panic: %v", panicVal))
	return nil
}

func (f failureLog) report(ctx context.Context, job *rivertype.JobRow, err error) {
	attrs := []any{"job_id", job.ID, "kind", job.Kind, "attempt", job.Attempt, "max_attempts", job.MaxAttempts, "err", err}
	if job.Attempt >= job.MaxAttempts {
		f.log.ErrorContext(ctx, "job failed permanently; given up", attrs...)
		return
	}
	f.log.WarnContext(ctx, "job failed; will retry", attrs...)
}
