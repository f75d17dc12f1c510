package sandbox

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"wandelwijs.nl/platform/mollie"
)

// chargeback is the payer's bank taking (part of) a paid payment back. Mollie's
// chargeback object (OpenAPI entity-chargeback) has an amount and, once the bank gave
// the money back after all, reversedAt.
type chargeback struct {
	id         string
	cents      int
	createdAt  time.Time
	reversedAt *time.Time
}

// chargedBackLocked is what the bank holds of p now: its chargebacks not reversed.
func (p *payment) chargedBackLocked() int {
	cents := 0
	for _, cb := range p.chargebacks {
		if cb.reversedAt == nil {
			cents += cb.cents
		}
	}
	return cents
}

// ChargeBack makes the payer's bank take the paid payment id back in full, and sends
// its webhook.
func (s *Sandbox) ChargeBack(id string) error { return s.ChargeBackPart(id, 0) }

// ChargeBackPart makes the payer's bank take cents of the paid payment id back (0: what
// it still holds of the payment), and sends its webhook (Mollie calls the payment's
// webhook for a new chargeback).
func (s *Sandbox) ChargeBackPart(id string, cents int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, err := s.paidLocked(id)
	if err != nil {
		return err
	}
	left := p.cents - p.chargedBackLocked()
	if cents == 0 {
		cents = left
	}
	if cents <= 0 || cents > left {
		return fmt.Errorf("%w: %s: %d cents of %d can be charged back", ErrNotPaid, id, cents, left)
	}
	p.chargebacks = append(p.chargebacks, &chargeback{id: newID("chb_"), cents: cents, createdAt: s.stamp()})
	s.log.Info("payment charged back", "id", id, "cents", cents)
	s.notifyLocked(p)
	return nil
}

// ReverseChargebacks reverses every chargeback of the payment id still standing (the
// bank gave the money back after all: reversedAt is set) and sends its webhook.
func (s *Sandbox) ReverseChargebacks(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, err := s.paidLocked(id)
	if err != nil {
		return err
	}
	now := s.stamp()
	for _, cb := range p.chargebacks {
		if cb.reversedAt == nil {
			cb.reversedAt = &now
		}
	}
	s.log.Info("chargebacks reversed", "id", id)
	s.notifyLocked(p)
	return nil
}

// paidLocked is the paid payment id.
func (s *Sandbox) paidLocked(id string) (*payment, error) {
	p, ok := s.payments[id]
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrUnknownPayment, id)
	}
	if p.status != mollie.StatusPaid {
		return nil, fmt.Errorf("%w: %s is %s", ErrNotPaid, id, p.status)
	}
	return p, nil
}

// listChargebacks answers GET /v2/payments/{id}/chargebacks with all of them on one page.
func (s *Sandbox) listChargebacks(w http.ResponseWriter, r *http.Request) {
	s.answerPayment(w, r, func(p *payment) any { return chargebackListOutOf(p) })
}

// listAllChargebacks answers GET /v2/chargebacks: every payment's chargebacks on one
// page, newest first as Mollie lists them.
func (s *Sandbox) listAllChargebacks(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	var all []chargebackOutJSON
	for _, p := range s.payments {
		for _, cb := range p.chargebacks {
			all = append(all, chargebackOut(p, cb))
		}
	}
	s.mu.Unlock()
	slices.SortFunc(all, func(a, b chargebackOutJSON) int { return strings.Compare(b.CreatedAt, a.CreatedAt) })
	list := listOut[chargebackOutJSON]{Count: len(all), Embedded: map[string][]chargebackOutJSON{"chargebacks": orNone(all)}}
	docs := docLink("reference/list-chargebacks")
	list.Links.Documentation = &docs
	writeHAL(w, http.StatusOK, mustJSON(list))
}

// orNone is list, or an empty one for none: JSON [] rather than null.
func orNone[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}

// postChargeback charges a paid payment back: form value cents names part of it,
// none all it still holds; reverse=1 reverses its chargebacks instead.
func (s *Sandbox) postChargeback(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		writeControlError(w, err.Error())
		return
	}
	id := r.PathValue("id")
	var err error
	switch {
	case r.PostForm.Get("reverse") == "1":
		err = s.ReverseChargebacks(id)
	case r.PostForm.Get("cents") != "":
		cents, convErr := strconv.Atoi(r.PostForm.Get("cents"))
		if convErr != nil {
			writeControlError(w, "cents must be a whole number")
			return
		}
		err = s.ChargeBackPart(id, cents)
	default:
		err = s.ChargeBack(id)
	}
	if err != nil {
		writeControlError(w, err.Error())
		return
	}
	writeControl(w, http.StatusOK, map[string]string{"chargedBack": id})
}

// chargebackOutJSON is a chargeback as Mollie writes it.
type chargebackOutJSON struct {
	Resource   string        `json:"resource"`
	ID         string        `json:"id"`
	Amount     mollie.Amount `json:"amount"`
	CreatedAt  string        `json:"createdAt"`
	ReversedAt *string       `json:"reversedAt"`
	PaymentID  string        `json:"paymentId"`
}

// chargebackListOutOf lists the chargebacks of p; the caller holds the lock.
func chargebackListOutOf(p *payment) listOut[chargebackOutJSON] {
	return listOutOf(p, "chargebacks", "reference/list-payment-chargebacks", p.chargebacks,
		func(cb *chargeback) chargebackOutJSON { return chargebackOut(p, cb) })
}

// chargebackOut writes cb of p as Mollie does; the caller holds the lock.
func chargebackOut(p *payment, cb *chargeback) chargebackOutJSON {
	out := chargebackOutJSON{Resource: "chargeback", ID: cb.id, Amount: mollie.EUR(cb.cents), CreatedAt: mollieTime(cb.createdAt),
		PaymentID: p.id}
	if cb.reversedAt != nil {
		at := mollieTime(*cb.reversedAt)
		out.ReversedAt = &at
	}
	return out
}
