package api

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/ratelimit"
)

// DefaultRedeemLimit allows 10 quick code checks per IP, then one per 30 s, so codes
// cannot be found by trying; factor multiplies the burst.
func DefaultRedeemLimit(factor int) *ratelimit.Limiter {
	return ratelimit.New(10*factor, 30*time.Second)
}

// voucherJSON is a voucher as its buyer may see it: never its code.
type voucherJSON struct {
	ID              string     `json:"id"`
	ValueCents      int        `json:"valueCents"`
	RemainingCents  int        `json:"remainingCents"`
	Status          string     `json:"status" enum:"PENDING,ACTIVE,USED,FAILED,EXPIRED,REFUNDED"`
	PaymentStatus   string     `json:"paymentStatus" enum:"PENDING,PAID,FAILED,CANCELED"`
	MolliePaymentID *string    `json:"molliePaymentId"`
	PaymentMethod   *string    `json:"paymentMethod"`
	ValidUntil      *time.Time `json:"validUntil"`
	CreatedAt       time.Time  `json:"createdAt"`
}

func toVoucherJSON(v voucher.Voucher) voucherJSON {
	return voucherJSON{ID: v.ID, ValueCents: v.ValueCents, RemainingCents: v.RemainingCents, Status: v.Status,
		PaymentStatus: v.PaymentStatus, MolliePaymentID: v.MolliePaymentID, PaymentMethod: v.PaymentMethod,
		ValidUntil: v.ValidUntil, CreatedAt: v.CreatedAt}
}

// purchaseJSON is POST /payments/create-voucher-payment.
type purchaseJSON struct {
	ValueCents     int     `json:"valueCents"`
	RecipientName  string  `json:"recipientName"`
	RecipientEmail string  `json:"recipientEmail"`
	PurchaserName  string  `json:"purchaserName"`
	PurchaserEmail string  `json:"purchaserEmail"`
	Message        *string `json:"message"`
	// Invoice is "Ik wil een factuur": what the invoice names; absent for none.
	Invoice *invoice.Request `json:"invoice"`
}

// voucherCheckoutJSON is a voucher bought and its payment started: where the buyer pays.
type voucherCheckoutJSON struct {
	CheckoutURL string `json:"checkoutUrl"`
	VoucherID   string `json:"voucherId"`
}

// redeemJSON is POST /vouchers/redeem: a code to check.
type redeemJSON struct {
	Code string `json:"code"`
}

// voucherBalanceJSON is what a redeemable code is worth: its value and what is left.
type voucherBalanceJSON struct {
	RemainingCents int `json:"remainingCents"`
	ValueCents     int `json:"valueCents"`
}

// voucherStateJSON is what the voucher's result page polls.
type voucherStateJSON struct {
	Status        string `json:"status"`
	PaymentStatus string `json:"paymentStatus"`
	VoucherStatus string `json:"voucherStatus"`
}

type voucherHandlers struct {
	service *voucher.Service
	// limit bounds code checks per client; retries the retry links.
	limit, retries *ratelimit.Limiter
	now            func() time.Time
}

// redeem answers POST /vouchers/redeem {code} with the voucher's value and balance.
// It only checks; spending happens in the booking.
func (h voucherHandlers) redeem(w http.ResponseWriter, r *http.Request) {
	var in redeemJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if err := h.limit.Check(w, r, httpx.ClientIP(r), h.now(), "Te veel pogingen. Wacht even en probeer het dan opnieuw."); err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, err := h.service.Check(r.Context(), in.Code)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, voucherBalanceJSON{ValueCents: v.ValueCents, RemainingCents: v.RemainingCents})
}

// decodePurchase reads a voucher purchase and returns it normalized and valid.
func decodePurchase(w http.ResponseWriter, r *http.Request) (voucher.Purchase, error) {
	p, err := httpx.DecodeForm(w, r, nil, func(in purchaseJSON) *voucher.Purchase {
		return &voucher.Purchase{ValueCents: in.ValueCents, RecipientName: in.RecipientName, RecipientEmail: in.RecipientEmail,
			PurchaserName: in.PurchaserName, PurchaserEmail: in.PurchaserEmail, Message: in.Message, Invoice: in.Invoice, Language: httpx.Language(r)}
	})
	if p == nil {
		return voucher.Purchase{}, err
	}
	return *p, err
}

// buy answers POST /payments/create-voucher-payment with the checkout address.
func (h voucherHandlers) buy(w http.ResponseWriter, r *http.Request) {
	p, err := decodePurchase(w, r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	var userID *string
	if claims, ok := auth.FromContext(r.Context()); ok {
		userID = &claims.UserID
	}
	v, checkout, err := h.service.Buy(r.Context(), p, userID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, voucherCheckoutJSON{CheckoutURL: checkout, VoucherID: v.ID})
}

// get answers GET /vouchers/{id}: value and states, never the code.
func (h voucherHandlers) get(w http.ResponseWriter, r *http.Request) {
	v, err := h.service.Get(r.Context(), mux.Vars(r)["id"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, toVoucherJSON(v))
}

// status answers GET /payments/voucher/{id}/status.
func (h voucherHandlers) status(w http.ResponseWriter, r *http.Request) {
	st, err := h.service.PaymentState(r.Context(), mux.Vars(r)["id"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, voucherStateJSON{Status: st.Status, PaymentStatus: st.PaymentStatus, VoucherStatus: st.VoucherStatus})
}

// retryPage answers GET /payments/retry-voucher-payment/{voucherId}: 303 to the voucher's
// result page, in the voucher's language, whose button starts the new payment with a POST.
// A GET starts nothing, so another site cannot make a visitor's browser create payments.
func (h voucherHandlers) retryPage(w http.ResponseWriter, r *http.Request) {
	id, language := mux.Vars(r)["voucherId"], ""
	if v, err := h.service.Get(r.Context(), id); err == nil {
		language = v.Language
	}
	http.Redirect(w, r, shopPages.In(language).VoucherResult(url.QueryEscape(id)), http.StatusSeeOther)
}

// retry answers POST /payments/retry-voucher-payment/{voucherId} (CSRF-checked like every
// write) with the new checkout's address, {"checkoutUrl"}; a voucher that cannot be paid
// again, or a client over its retry budget, is refused with the reason.
func (h voucherHandlers) retry(w http.ResponseWriter, r *http.Request) {
	id := mux.Vars(r)["voucherId"]
	serveRetry(w, r, h.retries, h.now(), func(ctx context.Context) (string, error) {
		return h.service.Retry(ctx, id)
	}, "voucher_id", id)
}
