package jobs

import (
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"
)

func TestBackoffDoublesUpToTheMax(t *testing.T) {
	b := backoff{base: time.Second, max: 10 * time.Second}
	tests := []struct {
		failedBefore int
		want         time.Duration
	}{
		{0, time.Second}, {1, 2 * time.Second}, {2, 4 * time.Second}, {3, 8 * time.Second},
		{4, 10 * time.Second}, {40, 10 * time.Second}, {400, 10 * time.Second},
	}
	for _, tt := range tests {
		job := &rivertype.JobRow{Errors: make([]rivertype.AttemptError, tt.failedBefore)}
		got := time.Until(b.NextRetry(job))
		if got > tt.want || got < tt.want-time.Second/2 {
			t.Errorf("after %d earlier failures: wait %v, want %v", tt.failedBefore, got, tt.want)
		}
	}
}
