package ratelimit

import (
	"context"
	"crypto/sha256"
	"fmt"
	"sync"
	"time"

	"github.com/uptrace/bun"
)

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
