package sandbox

import (
	"io"
	"net/http"
	"time"

	"wandelwijs.nl/platform/mollie"
)

// createRefund answers POST /v2/payments/{id}/refunds: a new pending refund of a paid
// payment, the stored answer of a repeated idempotency key, or 409 for a duplicate of a
// refund made within DuplicateRefundWindow.
func (s *Sandbox) createRefund(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s.onPayment(w, r, func(p *payment) {
		key := idempotencyKeyOf(r)
		if s.replayLocked(w, r, key, body) {
			return
		}
		var in createRefundIn
		if fe := decodeBody(body, &in); fe != nil {
			writeFieldError(w, fe)
			return
		}
		if p.status != mollie.StatusPaid {
			writeError(w, http.StatusUnprocessableEntity,
				"The payment "+p.id+" cannot be refunded: its status is "+p.status+".", "")
			return
		}
		cents, fe := checkRefund(in, p.remainingLocked())
		if fe != nil {
			writeFieldError(w, fe)
			return
		}
		if p.duplicateRefundLocked(cents, s.now()) {
			writeError(w, http.StatusConflict, "A duplicate refund has been detected", "")
			return
		}
		rf := &refund{
			id:        newID("re_"),
			cents:     cents,
			amount:    mollie.EUR(cents),
			metadata:  metadataOf(in.Metadata),
			status:    s.refundStartsLocked(),
			createdAt: s.stamp(),
		}
		if in.Description != nil {
			rf.description = *in.Description
		}
		p.refunds = append(p.refunds, rf)
		p.refunded += cents
		answer := mustJSON(refundOut(p, rf))
		s.rememberLocked(r, key, body, http.StatusCreated, answer)
		s.log.Info("refund created", "payment", p.id, "refund", rf.id, "amount", rf.amount.Value)
		s.settleLaterLocked(p, rf)
		writeHAL(w, http.StatusCreated, answer)
	})
}

// DuplicateRefundWindow is how long Mollie refuses a second refund of the same amount on
// the same payment (OpenAPI create-refund, 409: "Two identical refund requests were
// submitted on the same payment in short succession"; Mollie's changelog of 17 March
// 2020: "same amount as another Refund on the same Payment within the hour"). Another
// idempotency key does not lift it; the same key is answered from its stored answer first.
const DuplicateRefundWindow = time.Hour

// duplicateRefundLocked tells whether p has a refund of cents made within
// DuplicateRefundWindow before now.
func (p *payment) duplicateRefundLocked(cents int, now time.Time) bool {
	for _, rf := range p.refunds {
		if rf.cents == cents && now.Sub(rf.createdAt) < DuplicateRefundWindow {
			return true
		}
	}
	return false
}

// listRefunds answers GET /v2/payments/{id}/refunds with all refunds on one page.
func (s *Sandbox) listRefunds(w http.ResponseWriter, r *http.Request) {
	s.answerPayment(w, r, func(p *payment) any { return refundListOutOf(p) })
}

// getRefund answers GET /v2/payments/{id}/refunds/{refundID}.
func (s *Sandbox) getRefund(w http.ResponseWriter, r *http.Request) {
	s.onPayment(w, r, func(p *payment) {
		for _, rf := range p.refunds {
			if rf.id == r.PathValue("refundID") {
				writeHAL(w, http.StatusOK, mustJSON(refundOut(p, rf)))
				return
			}
		}
		writeNotFound(w, "refund", r.PathValue("refundID"))
	})
}
