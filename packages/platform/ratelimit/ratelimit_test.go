package ratelimit

import (
	"testing"
	"time"
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
