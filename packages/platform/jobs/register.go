package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/riverqueue/river"
)

// Job is one kind of job a Queue works: its worker and, for a periodic job, its schedule.
// The work itself belongs to the domain package that registers it.
type Job struct {
	kind     string
	add      func(*river.Workers)
	periodic *river.PeriodicJob
}

// Kind names the job in River's table.
func (j Job) Kind() string { return j.kind }

// funcWorker works jobs of args type T with a function.
type funcWorker[T river.JobArgs] struct {
	river.WorkerDefaults[T]
	work func(ctx context.Context, args T) error
}

// Work runs the function; its error is retried with backoff.
func (w *funcWorker[T]) Work(ctx context.Context, job *river.Job[T]) error {
	if err := w.work(ctx, job.Args); err != nil {
		return fmt.Errorf("%s: %w", job.Args.Kind(), err)
	}
	return nil
}

// Work registers what a job of args type T does when it runs, retried with backoff
// until it succeeds.
func Work[T river.JobArgs](work func(ctx context.Context, args T) error) Job {
	var zero T
	return Job{kind: zero.Kind(), add: func(w *river.Workers) { river.AddWorker(w, &funcWorker[T]{work: work}) }}
}

// Every registers a periodic job of args type T: work runs every interval (also right
// after start when runOnStart), in one process of all that run a Queue.
func Every[T river.JobArgs](interval time.Duration, runOnStart bool, work func(ctx context.Context) error) Job {
	j := Work(func(ctx context.Context, _ T) error { return work(ctx) })
	var zero T
	j.periodic = river.NewPeriodicJob(river.PeriodicInterval(interval),
		func() (river.JobArgs, *river.InsertOpts) { return zero, nil },
		&river.PeriodicJobOpts{ID: zero.Kind(), RunOnStart: runOnStart})
	return j
}
