package api

import (
	"net/http"
	"time"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/platform/httpx"
)

// attentionJSON is a refund on the organisers' "Aandacht nodig" list.
type attentionJSON struct {
	ID          string `json:"id"`
	AmountCents int    `json:"amountCents"`
	Description string `json:"description"`
	Status      string `json:"status"`
	// Problem is refused, gave_up or failed; Detail is Mollie's or the last error's words.
	Problem   string    `json:"problem"`
	Detail    *string   `json:"detail"`
	ProblemAt time.Time `json:"problemAt"`
	Attempts  int       `json:"attempts"`
	// SubjectKind is booking or voucher, SubjectID its id.
	SubjectKind     string    `json:"subjectKind"`
	SubjectID       string    `json:"subjectId"`
	MolliePaymentID string    `json:"molliePaymentId"`
	MollieRefundID  *string   `json:"mollieRefundId"`
	CreatedAt       time.Time `json:"createdAt"`
}

func toAttentionJSON(a payment.Attention) attentionJSON {
	return attentionJSON{ID: a.ID, AmountCents: a.AmountCents, Description: a.Description, Status: a.Status, Problem: a.Problem,
		Detail: a.ProblemDetail, ProblemAt: a.ProblemAt.UTC(), Attempts: a.Attempts, SubjectKind: a.Subject.Kind, SubjectID: a.Subject.ID,
		MolliePaymentID: a.MolliePaymentID, MollieRefundID: a.MollieRefundID, CreatedAt: a.CreatedAt.UTC()}
}

type refundHandlers struct{ payments *payment.Service }

// attention answers GET /admin/refunds/attention: the refunds the organisers must look at.
func (h refundHandlers) attention(w http.ResponseWriter, r *http.Request) {
	list, err := h.payments.NeedsAttention(r.Context())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out := make([]attentionJSON, 0, len(list))
	for _, a := range list {
		out = append(out, toAttentionJSON(a))
	}
	httpx.JSON(w, http.StatusOK, out)
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
