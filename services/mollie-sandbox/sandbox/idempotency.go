package sandbox

import (
	"crypto/sha256"
	"net/http"
	"time"
)

// IdempotencyKeyLife is how long Mollie remembers an idempotency key.
const IdempotencyKeyLife = 24 * time.Hour

// stored is an answer kept for its Idempotency-Key.
type stored struct {
	at     time.Time
	route  string // method and path
	body   [32]byte
	status int
	answer []byte
}

// idempotencyKeyOf scopes the request's Idempotency-Key to its API key; "" when none.
func idempotencyKeyOf(r *http.Request) string {
	k := r.Header.Get("Idempotency-Key")
	if k == "" {
		return ""
	}
	return r.Header.Get("Authorization") + "\n" + k
}

// claimKey marks the idempotency key as in flight until release is called. It is not
// ok while another request with the key is in flight: a concurrent duplicate, which
// Mollie answers 409. An empty key claims nothing.
func (s *Sandbox) claimKey(key string) (release func(), ok bool) {
	if key == "" {
		return func() {}, true
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.inflight[key] {
		return nil, false
	}
	s.inflight[key] = true
	return func() {
		s.mu.Lock()
		delete(s.inflight, key)
		s.mu.Unlock()
	}, true
}

// replayLocked answers a repeated Idempotency-Key within IdempotencyKeyLife: the stored
// answer for the same request, a 400 for a different one, as Mollie does. It reports
// whether it answered.
func (s *Sandbox) replayLocked(w http.ResponseWriter, r *http.Request, key string, body []byte) bool {
	if key == "" {
		return false
	}
	prev, ok := s.idempotent[key]
	if ok && s.now().Sub(prev.at) > IdempotencyKeyLife {
		delete(s.idempotent, key)
		ok = false
	}
	if !ok {
		return false
	}
	if prev.route != routeOf(r) || prev.body != sha256.Sum256(body) {
		writeError(w, http.StatusBadRequest,
			"The idempotency key has already been used for a request with other parameters.", "")
		return true
	}
	writeHAL(w, prev.status, prev.answer)
	return true
}

// rememberLocked keeps the answer to a request with an idempotency key for replayLocked.
func (s *Sandbox) rememberLocked(r *http.Request, key string, body []byte, status int, answer []byte) {
	if key != "" {
		s.idempotent[key] = stored{route: routeOf(r), body: sha256.Sum256(body), status: status, answer: answer, at: s.now()}
	}
}

func routeOf(r *http.Request) string { return r.Method + " " + r.URL.Path }
