package jobs

import (
	"context"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"
)

// InsertTx inserts any job inside tx, for tests that need a job no sender queues.
func (q *Queue) InsertTx(ctx context.Context, tx bun.Tx, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobRow, error) {
	res, err := q.client.InsertTx(ctx, tx.Tx, args, opts)
	if err != nil {
		return nil, err
	}
	return res.Job, nil
}
