package jobs

import (
	"context"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
)

// observeJobs is River worker middleware that reports every worked job's kind, error and duration.
type observeJobs struct {
	river.MiddlewareDefaults
	observe func(kind string, err error, d time.Duration)
}

// Work times the job and reports it.
func (o *observeJobs) Work(ctx context.Context, job *rivertype.JobRow, doInner func(context.Context) error) error {
	start := time.Now()
	err := doInner(ctx)
	o.observe(job.Kind, err, time.Since(start))
	return err
}
