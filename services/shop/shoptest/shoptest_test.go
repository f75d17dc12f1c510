package shoptest_test

import (
	"context"
	"testing"

	"wandelwijs.nl/shop/shoptest"
)

// River's scheduler inserts the periodic jobs on its own clock, whenever this process
// becomes the leader: a test that counted every row of river_job counted those too, and
// failed when a busy machine let the scheduler run before the count. QueuedJobs leaves
// them out.
func TestQueuedJobsLeaveOutThePeriodicJobs(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{})
	all := func() int {
		var n int
		if err := shop.DB.NewRaw(`SELECT count(*) FROM river_job`).Scan(context.Background(), &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	// The refresh-token clean-up runs on start: its row comes once the scheduler runs.
	shoptest.WaitFor(t, "the scheduler's first periodic job", func() bool { return all() > 0 })
	if n := shop.QueuedJobs(t); n != 0 {
		t.Errorf("%d jobs counted as queued by the shop's work, with %d rows in river_job; want the periodic ones left out", n, all())
	}
}
