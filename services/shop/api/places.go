package api

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/platform/server"
)

// DefaultPlacesLimit lets one client, and one guest e-mail address, book or hold 12
// places at once (a family booking twice), then one more place every 5 minutes: a
// stranger cannot empty a walk of 15.
func DefaultPlacesLimit(factor int) *ratelimit.Limiter {
	return ratelimit.New(12*factor, 5*time.Minute)
}

// tooManyPlaces refuses places over the budget.
const tooManyPlaces = "Je hebt net al veel plaatsen geboekt. Probeer het over een paar minuten opnieuw, of bel ons."

// placesBudget is one request's places budget (booking.PlacesBudget): the places it takes
// are charged to its client's budget and, for a guest, to the e-mail address's, once per
// request: a request that checks its places twice (a quote, then the order under its
// locks) pays for them once.
type placesBudget struct {
	limiter *ratelimit.Limiter
	w       http.ResponseWriter
	r       *http.Request
	now     time.Time
	charged map[string]int
}

// Take charges n places to the client and, unless "", to the guest address email.
func (b *placesBudget) Take(_ context.Context, n int, email string) error {
	keys := []string{"client " + httpx.ClientIP(b.r)}
	if email != "" {
		keys = append(keys, "e-mail "+strings.ToLower(email))
	}
	var charges []ratelimit.Charge
	for _, key := range keys {
		if more := n - b.charged[key]; more > 0 {
			charges = append(charges, ratelimit.Charge{Limiter: b.limiter, Key: key, N: more, Message: tooManyPlaces})
			if b.charged == nil {
				b.charged = map[string]int{}
			}
			b.charged[key] = n
		}
	}
	return ratelimit.CheckAll(b.w, b.r, b.now, charges...)
}

// placesBudgets gives every shop route that writes a places budget (limiter), so any way
// a visitor takes places (an order, a waiting-list sign-up, more persons, a move, the
// move a called-off walk offers) is charged where the domain checks its room, and a new
// route cannot forget it. A GET or HEAD changes nothing (CSRF allows them from anywhere),
// so it takes no places and gets none, nor do the routes where the shop carries out what
// was paid (a webhook, a payment's completion): they take places already held.
func placesBudgets(limiter *ratelimit.Limiter, now func() time.Time, paidAlready ...string) mux.MiddlewareFunc {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			paid := func() bool {
				tmpl, _ := mux.CurrentRoute(r).GetPathTemplate()
				return slices.Contains(paidAlready, strings.TrimPrefix(tmpl, server.APIPrefix))
			}
			if limiter == nil || r.Method == http.MethodGet || r.Method == http.MethodHead || paid() {
				next.ServeHTTP(w, r)
				return
			}
			b := &placesBudget{limiter: limiter, w: w, r: r, now: now()}
			next.ServeHTTP(w, r.WithContext(booking.WithPlacesBudget(r.Context(), b)))
		})
	}
}
