package bench

import (
	"context"
	"fmt"
	"net/http"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

// Attempt is one booking attempt under load.
type Attempt struct {
	Phase string
	// Kind is "free" (POST /bookings) or "paid" (POST /payments/create-booking-payment).
	Kind  string
	Email string
	Answer
}

// BookingID is the booking an accepted attempt was told of.
func (a Attempt) BookingID() string {
	if a.Kind == "free" {
		return Field(a.Body, "id")
	}
	return Field(a.Body, "bookingId")
}

// BookingLoad is a closed-loop booking load: each worker books through its own
// keep-alive connection, back to back, and every attempt is recorded with the phase it
// started in.
type BookingLoad struct {
	phase     atomic.Value
	mu        sync.Mutex
	phases    []string
	answered  map[string]PhaseCount // by the phase the attempts started in
	stop      chan struct{}
	wg        sync.WaitGroup
	perWorker [][]Attempt
}

// PhaseCount counts the attempts of one phase that have their answer: all of them, and
// those that booked.
type PhaseCount struct{ Answered, Booked int }

// holdAtMost bounds how long Hold waits for its condition past the phase's own length.
const holdAtMost = time.Minute

// Booker builds worker w's i-th attempt: the request, the guest e-mail and the kind.
type Booker func(w, i int) (req *http.Request, email, kind string)

// StartBookingLoad starts workers booking with next, in phase "normal".
func StartBookingLoad(ctx context.Context, workers int, next Booker) *BookingLoad {
	l := &BookingLoad{stop: make(chan struct{}), perWorker: make([][]Attempt, workers), answered: map[string]PhaseCount{}}
	l.SetPhase("normal")
	for w := 0; w < workers; w++ {
		l.wg.Add(1)
		go func(w int) {
			defer l.wg.Done()
			cl := Client(30 * time.Second)
			defer cl.CloseIdleConnections()
			for i := 0; ; i++ {
				select {
				case <-l.stop:
					return
				default:
				}
				p := l.phase.Load().(string)
				req, email, kind := next(w, i)
				a := Do(cl, req.WithContext(ctx), true)
				l.perWorker[w] = append(l.perWorker[w], Attempt{Phase: p, Kind: kind, Email: email, Answer: a})
				l.mu.Lock()
				c := l.answered[p]
				c.Answered++
				if a.Status == http.StatusCreated {
					c.Booked++
				}
				l.answered[p] = c
				l.mu.Unlock()
				if a.Status != http.StatusCreated {
					time.Sleep(10 * time.Millisecond) // a client backs off a little after a refusal
				}
			}
		}(w)
	}
	return l
}

// SetPhase names the phase the following attempts start in.
func (l *BookingLoad) SetPhase(p string) {
	l.mu.Lock()
	l.phases = append(l.phases, p)
	l.mu.Unlock()
	l.phase.Store(p)
}

// Hold keeps the current phase for d, and then until want holds of its answered
// attempts (want nil: for d alone), so that a phase a check reads has what the check
// needs however busy the machine is; it gives up a minute past d, or when ctx ends, and
// the check then reports what the phase lacked.
func (l *BookingLoad) Hold(ctx context.Context, d time.Duration, want func(PhaseCount) bool) {
	p := l.phase.Load().(string)
	until := time.Now().Add(d)
	giveUp := until.Add(holdAtMost)
	for {
		l.mu.Lock()
		c := l.answered[p]
		l.mu.Unlock()
		now := time.Now()
		if !now.Before(until) && (want == nil || want(c)) || now.After(giveUp) {
			return
		}
		select {
		case <-time.After(10 * time.Millisecond):
		case <-ctx.Done():
			return
		}
	}
}

// Booked is Hold's condition for a phase in which a booking must succeed.
func Booked(c PhaseCount) bool { return c.Booked > 0 }

// Answered is Hold's condition for a phase in which an attempt must have its answer.
func Answered(c PhaseCount) bool { return c.Answered > 0 }

// Phases lists the phases in order.
func (l *BookingLoad) Phases() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.phases...)
}

// Stop ends the load, waits for the attempts in flight and returns every attempt by start time.
func (l *BookingLoad) Stop() []Attempt {
	close(l.stop)
	l.wg.Wait()
	var all []Attempt
	for _, as := range l.perWorker {
		all = append(all, as...)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].Start.Before(all[j].Start) })
	return all
}

// PaidBooker books walkID through the BFF at base as paid bookings of one place.
func PaidBooker(base, walkID, prefix string) Booker {
	return func(w, i int) (*http.Request, string, string) {
		email := fmt.Sprintf("%s-%d-%d@example.nl", prefix, w, i)
		return GuestRequest("POST", base+"/api/v1/payments/create-booking-payment", GuestOrder("walkId", walkID, 1, email)), email, "paid"
	}
}

// FreeBooker books the free walk slug through the BFF at base, one place each.
func FreeBooker(base, slug, prefix string) Booker {
	return func(w, i int) (*http.Request, string, string) {
		email := fmt.Sprintf("%s-%d-%d@example.nl", prefix, w, i)
		return GuestRequest("POST", base+"/api/v1/bookings", GuestOrder("walkSlug", slug, 1, email)), email, "free"
	}
}
