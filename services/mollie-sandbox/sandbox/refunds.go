package sandbox

import (
	"io"
	"net/http"

	"wandelwijs.nl/platform/mollie"
)

// createRefund answers POST /v2/payments/{id}/refunds: a new pending refund of a paid
// payment, or the stored answer of a repeated idempotency key.
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
