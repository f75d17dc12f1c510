package sandbox

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

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
