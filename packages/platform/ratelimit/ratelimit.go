// Package ratelimit bounds how often one key (an address, an e-mail address) may try
// something, with a token bucket per key: in PostgreSQL, shared by every process of a
// service, or in this process's memory (tests and benchmarks).
package ratelimit

import (
	"context"
	"crypto/sha256"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
)

// Limiter allows Burst attempts per key at once, refilled at one per Every.
type Limiter struct {
	Burst int
	Every time.Duration

	// shared, when set, keeps the buckets in PostgreSQL.
	shared *store

	mu      sync.Mutex
	buckets map[string]*bucket
	sweep   time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

// New returns a Limiter in this process's memory allowing burst attempts, refilled at
// one per every.
func New(burst int, every time.Duration) *Limiter {
	return &Limiter{Burst: burst, Every: every, buckets: map[string]*bucket{}}
}

// Shared returns a Limiter with l's numbers whose buckets live in PostgreSQL under name,
// so every process serving the same database counts together.
func (l *Limiter) Shared(db bun.IDB, name string) *Limiter {
	return &Limiter{Burst: l.Burst, Every: l.Every, shared: &store{db: db, name: name}}
}

// Take takes n attempts for key at now, all or none, and tells whether they are within
// the limit, and if not, how long until they would be.
func (l *Limiter) Take(ctx context.Context, key string, n int, now time.Time) (bool, time.Duration, error) {
	if l.shared != nil {
		return l.shared.take(ctx, key, n, l.Burst, l.Every, now)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.forgetIdle(now)
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: float64(l.Burst), last: now}
		l.buckets[key] = b
	}
	b.tokens = min(float64(l.Burst), b.tokens+float64(max(0, now.Sub(b.last)))/float64(l.Every))
	b.last = now
	if b.tokens >= float64(n) {
		b.tokens -= float64(n)
		return true, 0, nil
	}
	return false, time.Duration((float64(n) - b.tokens) * float64(l.Every)), nil
}

// forgetIdle drops buckets that are full again, at most once a minute, so memory stays bounded.
func (l *Limiter) forgetIdle(now time.Time) {
	if now.Sub(l.sweep) < time.Minute {
		return
	}
	l.sweep = now
	full := time.Duration(l.Burst) * l.Every
	for k, b := range l.buckets {
		if now.Sub(b.last) >= full {
			delete(l.buckets, k)
		}
	}
}

// Check takes one attempt for key; see CheckN.
func (l *Limiter) Check(w http.ResponseWriter, r *http.Request, key string, now time.Time, msg string) error {
	return l.CheckN(w, r, key, 1, now, msg)
}

// CheckN takes n attempts for key and, over the limit, sets Retry-After on w and returns
// a TooManyRequests error carrying msg (Dutch, for the visitor).
func (l *Limiter) CheckN(w http.ResponseWriter, r *http.Request, key string, n int, now time.Time, msg string) error {
	ok, wait, err := l.Take(r.Context(), key, n, now)
	if err != nil || ok {
		return err
	}
	w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
	return errs.New(errs.TooManyRequests, "too_many_requests", "%s", msg)
}

// Charge is N attempts for Key on a Limiter, refused with Message (Dutch, for the
// visitor) when over its limit. A nil Limiter charges nothing.
type Charge struct {
	Limiter *Limiter
	Key     string
	N       int
	Message string
}

// CheckAll takes the charges in turn, as CheckN does each: the first over its limit
// refuses, and the ones before it stay taken.
func CheckAll(w http.ResponseWriter, r *http.Request, now time.Time, charges ...Charge) error {
	for _, c := range charges {
		if c.Limiter == nil {
			continue
		}
		if err := c.Limiter.CheckN(w, r, c.Key, c.N, now, c.Message); err != nil {
			return err
		}
	}
	return nil
}

// store keeps one limiter's buckets in the rate_limits table.
type store struct {
	db   bun.IDB
	name string

	mu    sync.Mutex
	sweep time.Time
}

// take takes n tokens from key's bucket at now (rate_limit_take), and tells how long
// until they would be there when it does not hold them.
func (s *store) take(ctx context.Context, key string, n, burst int, every time.Duration, now time.Time) (bool, time.Duration, error) {
	if err := s.forgetFull(ctx, now); err != nil {
		return false, 0, err
	}
	hash := sha256.Sum256([]byte(key))
	var granted bool
	var tokens float64
	if err := s.db.NewRaw(`SELECT granted, tokens FROM rate_limit_take(?, ?, ?, ?, ?, ?)`,
		s.name, hash[:], burst, n, now, every.Seconds()).Scan(ctx, &granted, &tokens); err != nil {
		return false, 0, fmt.Errorf("rate limit %s: %w", s.name, err)
	}
	if granted {
		return true, 0, nil
	}
	return false, time.Duration((float64(n) - tokens) * float64(every)), nil
}

// forgetFull deletes this limiter's buckets that are full again, at most once a minute
// per process, so the table stays as small as the limits' recent callers.
func (s *store) forgetFull(ctx context.Context, now time.Time) error {
	s.mu.Lock()
	due := now.Sub(s.sweep) >= time.Minute
	if due {
		s.sweep = now
	}
	s.mu.Unlock()
	if !due {
		return nil
	}
	if _, err := s.db.NewRaw(`DELETE FROM rate_limits WHERE limiter = ? AND full_at <= ?`, s.name, now).Exec(ctx); err != nil {
		return fmt.Errorf("rate limit %s: forget full buckets: %w", s.name, err)
	}
	return nil
}
