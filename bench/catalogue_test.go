package bench_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/bench"
	"wandelwijs.nl/migrations/testdb"
)

// TestCatalogueJudgesRatiosNotMilliseconds: a short catalogue run prints its ratio to the
// bare reference and to the byte-passing proxy, and the p99 as a figure; its speed target
// is the ratio to the bare reference, none is a time in milliseconds.
func TestCatalogueJudgesRatiosNotMilliseconds(t *testing.T) {
	t.Parallel()
	_, dbURL := testdb.NewWithURL(t)
	st := startStack(t, dbURL)
	r, err := bench.Catalogue(context.Background(), st, bench.CatalogueConfig{Concurrency: 2, Warmup: 100 * time.Millisecond,
		Duration: 300 * time.Millisecond, BytePass: binaries(t)["wandelwijs.nl/bench/cmd/bytepass"]})
	if err != nil {
		t.Fatal(err)
	}
	for _, figure := range []string{"ratio BFF / reference: ", "ratio byte-passing proxy / reference: ", "ratio BFF / byte-passing proxy ", "p99 (a figure, no target): BFF "} {
		if !slices.ContainsFunc(r.Lines, func(l string) bool { return strings.HasPrefix(l, figure) }) {
			t.Errorf("no %q among the figures:\n%s", figure, strings.Join(r.Lines, "\n"))
		}
	}
	var targets []string
	for _, c := range r.Checks {
		if !c.Correctness {
			targets = append(targets, c.Name)
		}
	}
	if want := []string{"req/s ratio BFF / reference ≥ 40%", "no errors through the BFF"}; !slices.Equal(targets, want) {
		t.Errorf("targets %q, want %q", targets, want)
	}
}
