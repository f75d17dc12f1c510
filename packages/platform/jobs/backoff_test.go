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

func TestDailyAtIsNineInAmsterdamAllYear(t *testing.T) {
	ams, err := time.LoadLocation("Europe/Amsterdam")
	if err != nil {
		t.Fatal(err)
	}
	nine := dailyAt{hour: 9, loc: ams}
	for _, c := range []struct{ from, want string }{
		{"2026-11-25T07:59:00Z", "2026-11-25T08:00:00Z"}, // winter: 09:00 is 08:00 UTC
		{"2026-11-25T08:00:00Z", "2026-11-26T08:00:00Z"}, // at 09:00 itself: tomorrow
		{"2026-07-01T06:00:00Z", "2026-07-01T07:00:00Z"}, // summer: 09:00 is 07:00 UTC
		{"2026-03-28T09:00:00Z", "2026-03-29T07:00:00Z"}, // across the switch to summer time
	} {
		from, _ := time.Parse(time.RFC3339, c.from)
		if got := nine.Next(from).UTC().Format(time.RFC3339); got != c.want {
			t.Errorf("after %s: %s, want %s", c.from, got, c.want)
		}
	}
}
