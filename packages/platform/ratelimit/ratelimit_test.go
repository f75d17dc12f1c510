package ratelimit_test

import (
	"context"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/ratelimit"
)

// limiters returns the two kinds of Limiter with burst and every: in memory, and in
// PostgreSQL.
func limiters(t *testing.T, burst int, every time.Duration) map[string]*ratelimit.Limiter {
	return map[string]*ratelimit.Limiter{
		"in memory":     ratelimit.New(burst, every),
		"in PostgreSQL": ratelimit.New(burst, every).Shared(testdb.New(t), "test"),
	}
}

func TestLimiter(t *testing.T) {
	ctx := context.Background()
	for kind, l := range limiters(t, 3, 10*time.Second) {
		t.Run(kind, func(t *testing.T) {
			now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
			take := func(key string, n int, at time.Time) (bool, time.Duration) {
				t.Helper()
				ok, wait, err := l.Take(ctx, key, n, at)
				if err != nil {
					t.Fatal(err)
				}
				return ok, wait
			}
			for i := range 3 {
				if ok, _ := take("ip-1", 1, now); !ok {
					t.Fatalf("attempt %d refused within the burst", i+1)
				}
			}
			if ok, wait := take("ip-1", 1, now); ok || wait != 10*time.Second {
				t.Fatalf("4th attempt: ok=%v wait=%v, want refused with 10s to wait", ok, wait)
			}
			if ok, _ := take("ip-2", 1, now); !ok {
				t.Fatal("another key shares the first key's bucket")
			}
			if ok, _ := take("ip-1", 1, now.Add(10*time.Second)); !ok {
				t.Fatal("refused after a refill period")
			}
			if ok, _ := take("ip-1", 1, now.Add(10*time.Second)); ok {
				t.Fatal("one refill period gave more than one attempt")
			}
			if ok, wait := take("ip-3", 4, now); ok || wait != 10*time.Second {
				t.Fatalf("4 at once from a bucket of 3: ok=%v wait=%v", ok, wait)
			}
			if ok, _ := take("ip-3", 3, now); !ok {
				t.Fatal("a refused take of 4 used tokens up")
			}
			if ok, _ := take("ip-4", 2, now.Add(-time.Hour)); !ok {
				t.Fatal("a clock behind the bucket's")
			}
		})
	}
}

// TestSharedLimiterCountsAcrossProcesses: two limiters on one database (two shop
// processes) hitting one key at once grant exactly the burst between them.
func TestSharedLimiterCountsAcrossProcesses(t *testing.T) {
	db := testdb.New(t)
	a := ratelimit.New(7, time.Hour).Shared(db, "places")
	b := ratelimit.New(7, time.Hour).Shared(db, "places")
	other := ratelimit.New(7, time.Hour).Shared(db, "login")
	now := time.Now()
	var granted atomic.Int32
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l := a
			if i%2 == 1 {
				l = b
			}
			ok, _, err := l.Take(context.Background(), "203.0.113.9", 1, now)
			if err != nil {
				t.Error(err)
			}
			if ok {
				granted.Add(1)
			}
		}()
	}
	wg.Wait()
	if granted.Load() != 7 {
		t.Fatalf("%d of 40 concurrent attempts granted, want 7", granted.Load())
	}
	if ok, _, _ := other.Take(context.Background(), "203.0.113.9", 1, now); !ok {
		t.Fatal("another limiter shares the bucket")
	}
	var n int
	if err := db.NewRaw(`SELECT count(*) FROM rate_limits WHERE key_hash = convert_to('203.0.113.9', 'UTF8')`).Scan(context.Background(), &n); err != nil || n != 0 {
		t.Fatalf("the key is stored as is (%d rows, %v)", n, err)
	}
	// A minute after the buckets are full again, the next call deletes them.
	later := now.Add(8 * time.Hour)
	if ok, _, _ := a.Take(context.Background(), "someone-else", 1, later); !ok {
		t.Fatal("a new key refused")
	}
	if err := db.NewRaw(`SELECT count(*) FROM rate_limits WHERE limiter = 'places'`).Scan(context.Background(), &n); err != nil || n != 1 {
		t.Fatalf("%d buckets left of the places limiter, want the new one (%v)", n, err)
	}
}

func TestCheckAnswers429WithRetryAfter(t *testing.T) {
	l := ratelimit.New(1, 90*time.Second)
	now := time.Now()
	rec, req := httptest.NewRecorder(), httptest.NewRequest("POST", "/", nil)
	if err := l.Check(rec, req, "k", now, "Te veel"); err != nil {
		t.Fatalf("first attempt: %v", err)
	}
	err := l.Check(rec, req, "k", now, "Te veel")
	if errs.KindOf(err) != errs.TooManyRequests || err.Error() != "Te veel" || rec.Header().Get("Retry-After") != "90" {
		t.Fatalf("err %v, Retry-After %q", err, rec.Header().Get("Retry-After"))
	}
}

func TestCheckAllTakesEachChargeUntilOneIsOverItsLimit(t *testing.T) {
	places, codes := ratelimit.New(3, time.Hour), ratelimit.New(1, time.Hour)
	now := time.Now()
	req := httptest.NewRequest("POST", "/", nil)
	charges := []ratelimit.Charge{
		{Limiter: nil, Key: "niets", N: 100, Message: "nooit"},
		{Limiter: codes, Key: "client", N: 1, Message: "Te veel codes"},
		{Limiter: places, Key: "client", N: 2, Message: "Te veel plaatsen"},
	}
	if err := ratelimit.CheckAll(httptest.NewRecorder(), req, now, charges...); err != nil {
		t.Fatalf("within every budget: %v", err)
	}
	rec := httptest.NewRecorder()
	err := ratelimit.CheckAll(rec, req, now, charges...)
	if errs.KindOf(err) != errs.TooManyRequests || err.Error() != "Te veel codes" || rec.Header().Get("Retry-After") == "" {
		t.Fatalf("the code budget spent: %v (Retry-After %q), want the codes' refusal", err, rec.Header().Get("Retry-After"))
	}
	// The refusal came before the places were charged: one place is left of three.
	if ok, _, _ := places.Take(context.Background(), "client", 1, now); !ok {
		t.Error("the places after a refused charge were taken anyway")
	}
	if ok, _, _ := places.Take(context.Background(), "client", 1, now); ok {
		t.Error("the places of the first order were not taken")
	}
}
