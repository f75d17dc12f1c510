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
	// run is a periodic job's work, for RunNow.
	run func(ctx context.Context) error
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
	return periodic[T](river.PeriodicInterval(interval), runOnStart, work)
}

// Daily registers a periodic job of args type T whose work runs every day at hour:00
// in loc (09:00 in Amsterdam, summer and winter alike), in one process of all.
func Daily[T river.JobArgs](hour int, loc *time.Location, work func(ctx context.Context) error) Job {
	return periodic[T](dailyAt{hour: hour, loc: loc}, false, work)
}

func periodic[T river.JobArgs](schedule river.PeriodicSchedule, runOnStart bool, work func(ctx context.Context) error) Job {
	j := Work(func(ctx context.Context, _ T) error { return work(ctx) })
	var zero T
	j.periodic = river.NewPeriodicJob(schedule,
		func() (river.JobArgs, *river.InsertOpts) { return zero, nil },
		&river.PeriodicJobOpts{ID: zero.Kind(), RunOnStart: runOnStart})
	j.run = work
	return j
}

// dailyAt is the schedule of a job that runs every day at hour:00 local time.
type dailyAt struct {
	hour int
	loc  *time.Location
}

// Next is the first hour:00 in loc after t.
func (d dailyAt) Next(t time.Time) time.Time {
	local := t.In(d.loc)
	next := time.Date(local.Year(), local.Month(), local.Day(), d.hour, 0, 0, 0, d.loc)
	if !next.After(t) {
		next = time.Date(local.Year(), local.Month(), local.Day()+1, d.hour, 0, 0, 0, d.loc)
	}
	return next
}
