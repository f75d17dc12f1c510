package sandbox

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// DefaultWebhookRetryDelays are the waits before each retry of a webhook that did not
// get a 200: Mollie's schedule, 1, 2, 4, 8, 16 and 29 minutes, then 1, 2 and 22 hours.
// WebhookSpeed divides them for tests and demos.
func DefaultWebhookRetryDelays() []time.Duration {
	return []time.Duration{
		time.Minute, 2 * time.Minute, 4 * time.Minute, 8 * time.Minute, 16 * time.Minute,
		29 * time.Minute, time.Hour, 2 * time.Hour, 22 * time.Hour,
	}
}

// webhookTimeout bounds one webhook call, as Mollie's does.
const webhookTimeout = 15 * time.Second

// WebhookCalls returns how many webhook calls were made for the payment id so far,
// failed ones included.
func (s *Sandbox) WebhookCalls(id string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.payments[id]; ok {
		return p.calls
	}
	return 0
}

// WaitWebhooks blocks until no webhook delivery is in flight or waiting for a retry,
// or ctx ends.
func (s *Sandbox) WaitWebhooks(ctx context.Context) error {
	tick := time.NewTicker(2 * time.Millisecond)
	defer tick.Stop()
	for {
		s.mu.Lock()
		n := s.pending
		s.mu.Unlock()
		if n == 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("sandbox: %d webhook deliveries still pending: %w", n, ctx.Err())
		case <-tick.C:
		}
	}
}

// notifyLocked starts delivering p's webhook in the background, if it has one.
func (s *Sandbox) notifyLocked(p *payment) {
	if p.webhookURL == "" || s.closed {
		return
	}
	s.pending++
	s.wg.Add(1)
	go s.deliver(p.id, p.webhookURL)
}

// deliver posts id=<payment id> to target until it answers 200, waiting the configured
// delays between attempts, and gives up after the last one or on Close.
func (s *Sandbox) deliver(id, target string) {
	defer s.wg.Done()
	defer func() {
		s.mu.Lock()
		s.pending--
		s.mu.Unlock()
	}()
	for attempt := 0; ; attempt++ {
		if attempt > 0 {
			t := time.NewTimer(s.retries[attempt-1])
			select {
			case <-s.ctx.Done():
				t.Stop()
				return
			case <-t.C:
			}
		}
		status, err := s.post(id, target)
		if err == nil && status == http.StatusOK {
			s.log.Info("webhook delivered", "id", id, "attempt", attempt+1)
			return
		}
		if attempt == len(s.retries) {
			s.log.Warn("webhook given up", "id", id, "attempts", attempt+1, "status", status, "err", err)
			return
		}
		s.log.Warn("webhook failed, will retry", "id", id, "attempt", attempt+1, "status", status, "err", err,
			"retryIn", s.retries[attempt].String())
	}
}

// post makes one webhook call and returns its status.
func (s *Sandbox) post(id, target string) (int, error) {
	s.mu.Lock()
	if p, ok := s.payments[id]; ok {
		p.calls++
	}
	s.mu.Unlock()

	ctx, cancel := context.WithTimeout(s.ctx, webhookTimeout)
	defer cancel()
	form := url.Values{"id": {id}}.Encode()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, strings.NewReader(form))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("User-Agent", "Mollie HTTP client/1.0 (Wandelwijs sandbox)")
	resp, err := s.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	return resp.StatusCode, nil
}
