package api

import (
	"net/http"
	"time"

	"github.com/gorilla/mux"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/shop/booking"
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
	if err := h.limit.Check(w, httpx.ClientIP(r), h.now(), "Te veel pogingen. Wacht even en probeer het dan opnieuw."); err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, err := voucher.Check(r.Context(), h.db, in.Code, h.now())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, map[string]int{"valueCents": v.ValueCents, "remainingCents": v.RemainingCents})
}

type voucherShopHandlers struct {
	shop     *voucher.Shop
	bookings *booking.Service
	db       bun.IDB
}

// buy answers POST /payments/create-voucher-payment with the checkout address.
func (h voucherShopHandlers) buy(w http.ResponseWriter, r *http.Request) {
	var in voucher.Purchase
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	var userID *string
	if claims, ok := auth.FromContext(r.Context()); ok {
		userID = &claims.UserID
	}
	v, checkout, err := h.shop.Buy(r.Context(), in, userID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, map[string]string{"checkoutUrl": checkout, "voucherId": v.ID})
}

// get answers GET /vouchers/{id}: value and states, never the code.
func (h voucherShopHandlers) get(w http.ResponseWriter, r *http.Request) {
	v, err := voucher.Get(r.Context(), h.db, mux.Vars(r)["id"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, v)
}

// status answers GET /payments/voucher/{id}/status.
func (h voucherShopHandlers) status(w http.ResponseWriter, r *http.Request) {
	v, err := voucher.Get(r.Context(), h.db, mux.Vars(r)["id"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out := map[string]string{"status": "", "paymentStatus": v.PaymentStatus, "voucherStatus": v.Status}
	if v.MolliePaymentID != nil {
		if p, err := h.bookings.Sync(r.Context(), *v.MolliePaymentID); err == nil {
			out["status"] = p.Status
			if v, err = voucher.Get(r.Context(), h.db, v.ID); err == nil {
				out["paymentStatus"], out["voucherStatus"] = v.PaymentStatus, v.Status
			}
		}
	}
	httpx.JSON(w, http.StatusOK, out)
}

// retry answers GET /payments/retry-voucher-payment/{voucherId}, a browser navigation:
// 302 to a new checkout, or to the voucher's result page when that cannot be.
func (h voucherShopHandlers) retry(w http.ResponseWriter, r *http.Request) {
	id := mux.Vars(r)["voucherId"]
	checkout, err := h.shop.Retry(r.Context(), id)
	if err != nil {
		http.Redirect(w, r, "/voucher-success?voucherId="+id+"&retry=mislukt", http.StatusFound)
		return
	}
	http.Redirect(w, r, checkout, http.StatusFound)
}
