// Package ratelimit bounds how often one key (an IP, an e-mail address) may try
// something, with a token bucket per key held in memory.
package ratelimit

import (
	"math"
	"net/http"
	"strconv"
	"sync"
	"time"

	"wandelwijs.nl/platform/errs"
)

// Limiter allows Burst attempts per key at once, refilled at one per Every.
type Limiter struct {
	Burst int
	Every time.Duration

	mu      sync.Mutex
	buckets map[string]*bucket
	sweep   time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

// New returns a Limiter allowing burst attempts, refilled at one per every.
func New(burst int, every time.Duration) *Limiter {
	return &Limiter{Burst: burst, Every: every, buckets: map[string]*bucket{}}
}

// Allow takes one attempt for key at now and tells whether it is within the limit,
// and if not, how long until the next attempt is allowed.
func (l *Limiter) Allow(key string, now time.Time) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.forgetIdle(now)
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: float64(l.Burst), last: now}
		l.buckets[key] = b
	}
	b.tokens = min(float64(l.Burst), b.tokens+float64(now.Sub(b.last))/float64(l.Every))
	b.last = now
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration((1 - b.tokens) * float64(l.Every))
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

// Check takes one attempt for key and, over the limit, sets Retry-After on w and returns
// a TooManyRequests error carrying msg (Dutch, for the visitor).
func (l *Limiter) Check(w http.ResponseWriter, key string, now time.Time, msg string) error {
	ok, wait := l.Allow(key, now)
	if ok {
		return nil
	}
	w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
	return errs.New(errs.TooManyRequests, "%s", msg)
}
