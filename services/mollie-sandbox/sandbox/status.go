package sandbox

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"wandelwijs.nl/platform/mollie"
)

// Errors of SetStatus, ChargeBack and SetRefundStatus.
var (
	ErrUnknownPayment = errors.New("sandbox: unknown payment")
	ErrNotOpen        = errors.New("sandbox: payment is no longer open")
	ErrBadMethod      = errors.New("sandbox: the payment does not offer this method")
	ErrBadStatus      = errors.New("sandbox: not a payment status")
	ErrNotPaid        = errors.New("sandbox: payment is not paid")
	ErrUnknownRefund  = errors.New("sandbox: unknown refund")
	ErrNotPending     = errors.New("sandbox: refund is no longer pending")
)

// SetStatus moves the payment id to status and sends its webhook, as the checkout page
// does. Setting an open payment "open" changes nothing. A payment that is paid, failed,
// canceled or expired cannot move any more (ErrNotOpen).
func (s *Sandbox) SetStatus(id, status string) error {
	return s.withPayment(id, func(p *payment) error { return s.setStatusLocked(p, status) })
}

// ChooseMethod is the payer of the open payment id picking method on the checkout and
// going on to it (their bank's page, say) without finishing: the payment stays open with
// that method, as Mollie's does once its consumer chose one, and ends by it when it is
// finished. An open iDEAL payment is then not cancelable (cancelable). A method the
// payment does not offer is ErrBadMethod; a payment no longer open ErrNotOpen.
func (s *Sandbox) ChooseMethod(id, method string) error {
	return s.withPayment(id, func(p *payment) error {
		if p.status != mollie.StatusOpen {
			return fmt.Errorf("%w: %s is %s", ErrNotOpen, p.id, p.status)
		}
		if len(p.methods) > 0 && !slices.Contains(p.methods, method) {
			return fmt.Errorf("%w: %s offers %v, not %q", ErrBadMethod, p.id, p.methods, method)
		}
		p.method = method
		return nil
	})
}

// withPayment runs f under s.mu on the payment id, its expiry brought up to date; an
// unknown id is ErrUnknownPayment.
func (s *Sandbox) withPayment(id string, f func(p *payment) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.lookupLocked(id)
	if !ok {
		return fmt.Errorf("%w: %s", ErrUnknownPayment, id)
	}
	return f(p)
}

// isFinal tells whether a payment in status can no longer change.
func isFinal(status string) bool {
	switch status {
	case mollie.StatusPaid, mollie.StatusFailed, mollie.StatusCanceled, mollie.StatusExpired:
		return true
	}
	return false
}

// expireLocked turns an open payment past its expiresAt into an expired one.
func (s *Sandbox) expireLocked(p *payment) {
	if p.status == mollie.StatusOpen && !s.now().Before(p.expiresAt) {
		p.status = mollie.StatusExpired
		at := p.expiresAt
		p.expiredAt = &at
	}
}

// setStatusLocked applies a status change and starts its webhook.
func (s *Sandbox) setStatusLocked(p *payment, status string) error {
	if !mollie.KnownStatus(status) {
		return fmt.Errorf("%w: %q", ErrBadStatus, status)
	}
	if isFinal(p.status) {
		return fmt.Errorf("%w: %s is %s", ErrNotOpen, p.id, p.status)
	}
	if status == p.status {
		return nil
	}
	if status == mollie.StatusOpen {
		return fmt.Errorf("%w: %s is %s and cannot reopen", ErrNotOpen, p.id, p.status)
	}
	now := s.stamp()
	p.status = status
	chosen := "creditcard" // what the sandbox's payer picks: a card when offered, else the first method
	if len(p.methods) > 0 && !slices.Contains(p.methods, chosen) {
		chosen = p.methods[0]
	}
	if p.method != "" { // picked before (ChooseMethod)
		chosen = p.method
	}
	switch status {
	case mollie.StatusPaid:
		p.method = chosen
		p.paidAt = &now
	case mollie.StatusAuthorized:
		p.method = chosen
		p.authorized = &now
	case mollie.StatusPending:
		p.method = chosen
	case mollie.StatusFailed:
		p.method = chosen
		p.failedAt = &now
	case mollie.StatusCanceled:
		p.canceledAt = &now
	case mollie.StatusExpired:
		p.expiredAt = &now
	}
	s.log.Info("payment status", "id", p.id, "status", status)
	if status != mollie.StatusPending { // Mollie calls no webhook for pending
		s.notifyLocked(p)
	}
	return nil
}

// SetRefundStatus ends a pending refund as "failed" or "canceled" (its money stays with
// the merchant) or "refunded", and sends its payment's webhook.
func (s *Sandbox) SetRefundStatus(refundID, status string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, rf := s.refundLocked(refundID)
	if rf == nil {
		return fmt.Errorf("%w: %s", ErrUnknownRefund, refundID)
	}
	return s.endRefundLocked(p, rf, status)
}

// SetRefundSettleAfter changes how long new refunds stay pending.
func (s *Sandbox) SetRefundSettleAfter(d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.settle = d
}

// refundLocked finds a refund by id, with its payment; nil, nil when there is none.
func (s *Sandbox) refundLocked(refundID string) (*payment, *refund) {
	for _, p := range s.payments {
		for _, rf := range p.refunds {
			if rf.id == refundID {
				return p, rf
			}
		}
	}
	return nil, nil
}

// endRefundLocked moves a refund that has not ended to a final status and sends its
// payment's webhook, except for a canceled refund (Mollie calls the webhook when a refund
// is processing, refunded or failed); a refund that does not end "refunded" gives its
// money back to the payment.
func (s *Sandbox) endRefundLocked(p *payment, rf *refund, status string) error {
	if status != "refunded" && status != "failed" && status != "canceled" {
		return fmt.Errorf("%w: %q is no final refund status", ErrBadStatus, status)
	}
	if !refundRunning(rf.status) {
		return fmt.Errorf("%w: %s is %s", ErrNotPending, rf.id, rf.status)
	}
	rf.status = status
	if status != "refunded" {
		p.refunded -= rf.cents
	}
	s.log.Info("refund status", "payment", p.id, "refund", rf.id, "status", status)
	if status != "canceled" {
		s.notifyLocked(p)
	}
	return nil
}

// refundRunning tells whether a refund in status has not ended (Mollie's refund-status:
// queued, pending, processing).
func refundRunning(status string) bool {
	return status == "queued" || status == "pending" || status == "processing"
}

// refundStartsLocked is a new refund's status: queued while the balance is short (Mollie
// queues refunds it cannot pay from the balance), else pending.
func (s *Sandbox) refundStartsLocked() string {
	if s.shortBalance {
		return "queued"
	}
	return "pending"
}

// SetBalanceShort makes new refunds wait queued while short holds; ending it lets every
// queued refund run.
func (s *Sandbox) SetBalanceShort(short bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.shortBalance = short
	if short {
		return
	}
	for _, p := range s.payments {
		for _, rf := range p.refunds {
			if rf.status == "queued" {
				rf.status = "pending"
				s.settleLaterLocked(p, rf)
			}
		}
	}
}

// remainingLocked is what can still be refunded of p (OpenAPI amountRemaining: "the
// remaining amount that can be refunded"): its amount less its refunds that have not
// failed and what the bank holds of it.
func (p *payment) remainingLocked() int { return max(0, p.cents-p.refunded-p.chargedBackLocked()) }

// cancelable is an open payment's isCancelable: Mollie lists an open iDEAL payment as
// not cancelable (the payer may still be at their bank), others as cancelable.
func (p *payment) cancelable() bool {
	return p.method != "ideal" && !(len(p.methods) == 1 && p.methods[0] == "ideal")
}

// laterLocked runs fn with the lock held after d, unless the sandbox closes first. The
// caller holds the lock.
func (s *Sandbox) laterLocked(d time.Duration, fn func()) {
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		t := time.NewTimer(max(0, d))
		defer t.Stop()
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		if !s.closed {
			fn()
		}
	}()
}

// expireLaterLocked expires the payment p at its expiry, if still open then, and calls
// its webhook, as Mollie does.
func (s *Sandbox) expireLaterLocked(p *payment) {
	s.laterLocked(p.expiresAt.Sub(s.now()), func() {
		if p.status == mollie.StatusOpen {
			s.expireLocked(p)
			if p.status == mollie.StatusExpired {
				s.notifyLocked(p)
			}
		}
	})
}

// settleLaterLocked runs a pending refund on as Mollie does: processing after half the
// settle time and refunded after all of it, each change told by the payment's webhook,
// unless it ended before.
func (s *Sandbox) settleLaterLocked(p *payment, rf *refund) {
	// The second step is timed from the first, never beside it: two timers of their own
	// could fire in either order on a busy machine, and a refund ended before it was
	// processing would stay processing for good.
	s.laterLocked(s.settle/2, func() {
		if rf.status != "pending" {
			return
		}
		rf.status = "processing"
		s.log.Info("refund status", "payment", p.id, "refund", rf.id, "status", rf.status)
		s.notifyLocked(p)
		s.laterLocked(s.settle-s.settle/2, func() {
			if rf.status == "processing" {
				_ = s.endRefundLocked(p, rf, "refunded")
			}
		})
	})
}
