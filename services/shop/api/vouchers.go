package api

import (
	"fmt"
	"math"
	"net/http"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/shop/voucher"
)

// DefaultRedeemLimit allows 10 quick code checks per IP, then one per 30 s, so codes
// cannot be found by trying; factor multiplies the burst.
func DefaultRedeemLimit(factor int) *ratelimit.Limiter {
	return ratelimit.New(10*factor, 30*time.Second)
}

type voucherHandlers struct {
	db    bun.IDB
	limit *ratelimit.Limiter
	now   func() time.Time
}

// redeem answers POST /vouchers/redeem {code} with the voucher's value and balance.
// It only checks; spending happens in the booking.
func (h voucherHandlers) redeem(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Code string `json:"code"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if ok, wait := h.limit.Allow(httpx.ClientIP(r), h.now()); !ok {
		w.Header().Set("Retry-After", fmt.Sprint(int(math.Ceil(wait.Seconds()))))
		httpx.Error(w, r, errs.New(errs.TooManyRequests, "Te veel pogingen. Wacht even en probeer het dan opnieuw."))
		return
	}
	v, err := voucher.Check(r.Context(), h.db, in.Code, h.now())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, map[string]int{"valueCents": v.ValueCents, "remainingCents": v.RemainingCents})
}
