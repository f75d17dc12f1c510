package sandbox

import (
	"bytes"
	"io"
	"net/http"
	"regexp"
	"strings"

	"wandelwijs.nl/platform/mollie"
)

// maxAPIBody bounds every API request body.
const maxAPIBody = 64 << 10

// keyPattern is a test key as Mollie hands them out: test_ and then letters, digits or
// underscores. A live_ key is refused: it must only ever go to Mollie itself.
var keyPattern = regexp.MustCompile(`^Bearer test_[A-Za-z0-9_]{4,100}$`)

// Handler serves the API under /v2, the checkout page under /checkout/{id}, the control
// calls under /_control and /healthz.
func (s *Sandbox) Handler() http.Handler {
	api := http.NewServeMux()
	api.HandleFunc("POST /v2/payments", s.createPayment)
	api.HandleFunc("GET /v2/payments/{id}", s.getPayment)
	api.HandleFunc("DELETE /v2/payments/{id}", s.cancelPayment)
	api.HandleFunc("GET /v2/methods", s.listMethods)
	api.HandleFunc("POST /v2/payments/{id}/refunds", s.createRefund)
	api.HandleFunc("GET /v2/payments/{id}/refunds", s.listRefunds)
	api.HandleFunc("GET /v2/payments/{id}/refunds/{refundID}", s.getRefund)
	api.HandleFunc("GET /v2/payments/{id}/chargebacks", s.listChargebacks)
	api.HandleFunc("GET /v2/chargebacks", s.listAllChargebacks)
	api.HandleFunc("/v2/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "The requested resource does not exist.", "")
	})

	mux := http.NewServeMux()
	mux.Handle("/v2/", s.gate(api))
	mux.HandleFunc("GET /checkout/{id}", s.checkoutPage)
	mux.HandleFunc("POST /checkout/{id}", s.checkoutSubmit)
	mux.HandleFunc("GET /_control/fault", s.getFault)
	mux.HandleFunc("POST /_control/fault", s.postFault)
	mux.HandleFunc("POST /_control/refunds/{id}", s.postRefundStatus)
	mux.HandleFunc("POST /_control/chargebacks/{id}", s.postChargeback)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = io.WriteString(w, "ok\n")
	})
	return mux
}

// gate reads the body of every API call, then applies the fault switch, the bearer key
// check and the guard against concurrent requests with one idempotency key.
func (s *Sandbox) gate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxAPIBody))
		if err != nil {
			writeError(w, http.StatusBadRequest, "The request body is too large or could not be read.", "")
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		if s.faulted(w, r) {
			return
		}
		if strings.HasPrefix(r.Header.Get("Authorization"), "Bearer live_") {
			writeError(w, http.StatusUnauthorized,
				"The sandbox takes test keys only: a live key belongs with https://api.mollie.com/v2.", "")
			return
		}
		if !keyPattern.MatchString(r.Header.Get("Authorization")) {
			w.Header().Set("WWW-Authenticate", `Bearer realm="Mollie API"`)
			writeError(w, http.StatusUnauthorized, "Missing authentication, or failed to authenticate", "")
			return
		}
		if r.Method == http.MethodPost {
			release, ok := s.claimKey(idempotencyKeyOf(r))
			if !ok {
				writeError(w, http.StatusConflict, "A request with the same idempotency key is still being processed.", "")
				return
			}
			defer release()
		}
		next.ServeHTTP(w, r)
	})
}

// lookupLocked finds a payment by id and brings its expiry up to date.
func (s *Sandbox) lookupLocked(id string) (*payment, bool) {
	if !mollie.ValidPaymentID(id) {
		return nil, false
	}
	p, ok := s.payments[id]
	if ok {
		s.expireLocked(p)
	}
	return p, ok
}

// onPayment runs f under s.mu on the payment the path's {id} names, or answers 404.
func (s *Sandbox) onPayment(w http.ResponseWriter, r *http.Request, f func(p *payment)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.lookupLocked(r.PathValue("id"))
	if !ok {
		writeNotFound(w, "payment", r.PathValue("id"))
		return
	}
	f(p)
}

// answerPayment answers 200 with view of the payment the path's {id} names, built under
// s.mu and written after it, or 404.
func (s *Sandbox) answerPayment(w http.ResponseWriter, r *http.Request, view func(*payment) any) {
	s.mu.Lock()
	p, ok := s.lookupLocked(r.PathValue("id"))
	var answer []byte
	if ok {
		answer = mustJSON(view(p))
	}
	s.mu.Unlock()
	if !ok {
		writeNotFound(w, "payment", r.PathValue("id"))
		return
	}
	writeHAL(w, http.StatusOK, answer)
}
