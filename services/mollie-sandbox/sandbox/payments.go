package sandbox

import (
	"cmp"
	"io"
	"net/http"
	"strings"

	"wandelwijs.nl/platform/mollie"
)

// createPayment answers POST /v2/payments: a new open payment, or the stored answer of
// a repeated idempotency key.
func (s *Sandbox) createPayment(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	var in createPaymentIn
	if fe := decodeBody(body, &in); fe != nil {
		writeFieldError(w, fe)
		return
	}
	cents, methods, fe := checkPayment(in)
	if fe != nil {
		writeFieldError(w, fe)
		return
	}
	description := *in.Description
	if len(description) > maxDescription { // Mollie truncates, it does not refuse
		description = strings.ToValidUTF8(description[:maxDescription], "")
	}

	s.mu.Lock()
	key := idempotencyKeyOf(r)
	if s.replayLocked(w, r, key, body) {
		s.mu.Unlock()
		return
	}
	now := s.stamp()
	p := &payment{
		id:          newID("tr_"),
		cents:       cents,
		amount:      mollie.EUR(cents),
		description: description,
		redirectURL: *in.RedirectURL,
		methods:     methods,
		metadata:    metadataOf(in.Metadata),
		base:        s.baseURL,
		status:      mollie.StatusOpen,
		createdAt:   now,
		expiresAt:   now.Add(cmp.Or(s.expiry, PaymentExpiry(methods))),
	}
	if p.base == "" {
		p.base = "http://" + r.Host
	}
	if in.WebhookURL != nil {
		p.webhookURL = *in.WebhookURL
	}
	if in.CancelURL != nil {
		p.cancelURL = *in.CancelURL
	}
	if in.Locale != nil {
		p.locale = *in.Locale
	}
	if len(methods) == 1 {
		p.method = methods[0]
	}
	s.payments[p.id] = p
	s.expireLaterLocked(p)
	answer := mustJSON(paymentOut(p))
	s.rememberLocked(r, key, body, http.StatusCreated, answer)
	s.mu.Unlock()
	s.log.Info("payment created", "id", p.id, "amount", p.amount.Value)
	writeHAL(w, http.StatusCreated, answer)
}

// getPayment answers GET /v2/payments/{id}.
func (s *Sandbox) getPayment(w http.ResponseWriter, r *http.Request) {
	s.answerPayment(w, r, func(p *payment) any { return paymentOut(p) })
}

// cancelPayment cancels an open, cancelable payment (DELETE /v2/payments/{id}; OpenAPI
// cancel-payment: "The isCancelable property … will indicate if the payment can be
// canceled", 422 when it "can no longer be canceled") and calls its webhook, as for any
// canceled payment (OpenAPI cancelUrl: "Mollie will always give you status updates via
// webhooks, including for the canceled status").
func (s *Sandbox) cancelPayment(w http.ResponseWriter, r *http.Request) {
	s.onPayment(w, r, func(p *payment) {
		if p.status != mollie.StatusOpen || !p.cancelable() {
			writeError(w, http.StatusUnprocessableEntity,
				"The payment "+p.id+" cannot be canceled: its status is "+p.status+" and isCancelable is false.", "")
			return
		}
		now := s.stamp()
		p.status, p.canceledAt = mollie.StatusCanceled, &now
		s.log.Info("payment canceled through the API", "id", p.id)
		s.notifyLocked(p)
		writeHAL(w, http.StatusOK, mustJSON(paymentOut(p)))
	})
}

// methodMaximums are the most each enabled method allows, as Mollie's list-methods
// answers them (maximumAmount; its OpenAPI example: iDEAL up to 50000.00, credit card
// up to 2000.00); another method allows up to maxPaymentCents.
var methodMaximums = map[string]int{"ideal": 50_000_00, "creditcard": 2_000_00, "bancontact": 50_000_00}

// methodMaximum is the most method allows, in cents.
func methodMaximum(method string) int {
	if most, ok := methodMaximums[method]; ok {
		return most
	}
	return maxPaymentCents
}

// highestMaximum is the most any of methods allows (nil: every enabled method).
func highestMaximum(methods []string) int {
	if methods == nil {
		methods = enabledMethods
	}
	most := 0
	for _, m := range methods {
		most = max(most, methodMaximum(m))
	}
	return most
}

// listMethods answers GET /v2/methods with the profile's enabled methods.
func (s *Sandbox) listMethods(w http.ResponseWriter, r *http.Request) {
	type methodOut struct {
		Resource      string         `json:"resource"`
		ID            string         `json:"id"`
		Description   string         `json:"description"`
		Status        string         `json:"status"`
		MinimumAmount mollie.Amount  `json:"minimumAmount"`
		MaximumAmount *mollie.Amount `json:"maximumAmount"`
	}
	var out struct {
		Count    int `json:"count"`
		Embedded struct {
			Methods []methodOut `json:"methods"`
		} `json:"_embedded"`
	}
	for _, m := range enabledMethods {
		out.Embedded.Methods = append(out.Embedded.Methods, methodOut{Resource: "method", ID: m, Description: m, Status: "activated",
			MinimumAmount: mollie.EUR(minPaymentCents), MaximumAmount: eur(methodMaximum(m))})
	}
	out.Count = len(out.Embedded.Methods)
	writeHAL(w, http.StatusOK, mustJSON(out))
}
