package ratelimit

import (
	"net/http/httptest"
	"testing"
	"time"

	"wandelwijs.nl/platform/errs"
)

func TestLimiter(t *testing.T) {
	l := New(3, 10*time.Second)
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	for i := range 3 {
		if ok, _ := l.Allow("ip-1", now); !ok {
			t.Fatalf("attempt %d refused within the burst", i+1)
		}
	}
	ok, wait := l.Allow("ip-1", now)
	if ok || wait != 10*time.Second {
		t.Fatalf("4th attempt: ok=%v wait=%v, want refused with 10s to wait", ok, wait)
	}
	if ok, _ := l.Allow("ip-2", now); !ok {
		t.Fatal("another key shares the first key's bucket")
	}
	if ok, _ := l.Allow("ip-1", now.Add(10*time.Second)); !ok {
		t.Fatal("refused after a refill period")
	}
	if ok, _ := l.Allow("ip-1", now.Add(10*time.Second)); ok {
		t.Fatal("one refill period gave more than one attempt")
	}
}

func TestCheckAnswers429WithRetryAfter(t *testing.T) {
	l := New(1, 90*time.Second)
	now := time.Now()
	rec := httptest.NewRecorder()
	if err := l.Check(rec, "k", now, "Te veel"); err != nil {
		t.Fatalf("first attempt: %v", err)
	}
	err := l.Check(rec, "k", now, "Te veel")
	if errs.KindOf(err) != errs.TooManyRequests || err.Error() != "Te veel" || rec.Header().Get("Retry-After") != "90" {
		t.Fatalf("err %v, Retry-After %q", err, rec.Header().Get("Retry-After"))
	}
}
