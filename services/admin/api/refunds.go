package api

import (
	"net/http"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/platform/httpx"
)

type refundHandlers struct{ payments *payment.Service }

// attention answers GET /admin/refunds/attention: the refunds the organisers must look at.
func (h refundHandlers) attention(w http.ResponseWriter, r *http.Request) {
	list, err := h.payments.NeedsAttention(r.Context())
	answer(w, r, http.StatusOK, list, err)
}

// retry answers POST /admin/refunds/{id}/retry ("opnieuw proberen"): the refund is asked
// of Mollie again.
func (h refundHandlers) retry(w http.ResponseWriter, r *http.Request) {
	h.act(w, r, h.payments.RetryRefund(r.Context(), id(r)))
}

// settled answers POST /admin/refunds/{id}/settled ("handmatig afgehandeld"): the
// organiser settled the refund outside the shop; it is never tried again.
func (h refundHandlers) settled(w http.ResponseWriter, r *http.Request) {
	h.act(w, r, h.payments.SettleRefundByHand(r.Context(), id(r), actor(r)))
}

// act answers an action on a refund: 204, or its error.
func (refundHandlers) act(w http.ResponseWriter, r *http.Request, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
