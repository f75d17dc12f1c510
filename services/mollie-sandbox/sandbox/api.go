package sandbox

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"wandelwijs.nl/platform/mollie"
)

// maxAPIBody bounds every API request body.
const maxAPIBody = 64 << 10

// maxDescription is where Mollie cuts a payment's description.
const maxDescription = 255

// IdempotencyKeyLife is how long Mollie remembers an idempotency key.
const IdempotencyKeyLife = 24 * time.Hour

// enabledMethods are the sandbox profile's payment methods.
var enabledMethods = []string{"ideal", "creditcard", "bancontact", "applepay", "paypal", "kbc", "belfius", "eps", "banktransfer"}

// maxMetadata is Mollie's limit on a payment's metadata, in bytes of JSON.
const maxMetadata = 1024

// Amount bounds of a sandbox payment, in cents.
const (
	minPaymentCents = 1
	maxPaymentCents = 10_000_00
)

const (
	halJSON = "application/hal+json"
	docsURL = "https://docs.mollie.com/overview/handling-errors"
)

// keyPattern is a test key as Mollie hands them out: test_ and then letters, digits or
// underscores. A live_ key is refused: it must only ever go to Mollie itself.
var keyPattern = regexp.MustCompile(`^Bearer test_[A-Za-z0-9_]{4,100}$`)

// Handler serves the API under /v2, the checkout page under /checkout/{id}, the fault
// switch at /_control/fault and /healthz.
func (s *Sandbox) Handler() http.Handler {
	api := http.NewServeMux()
	api.HandleFunc("POST /v2/payments", s.createPayment)
	api.HandleFunc("GET /v2/payments/{id}", s.getPayment)
	api.HandleFunc("DELETE /v2/payments/{id}", s.cancelPayment)
	api.HandleFunc("GET /v2/methods", s.listMethods)
	api.HandleFunc("POST /v2/payments/{id}/refunds", s.createRefund)
	api.HandleFunc("GET /v2/payments/{id}/refunds", s.listRefunds)
	api.HandleFunc("GET /v2/payments/{id}/refunds/{refundID}", s.getRefund)
	api.HandleFunc("/v2/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "Not Found", "The requested resource does not exist.", "")
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

// gate applies the fault switch and the bearer key check to every API call.
func (s *Sandbox) gate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxAPIBody))
		if err != nil {
			writeError(w, http.StatusBadRequest, "Bad Request", "The request body is too large or could not be read.", "")
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		for {
			s.mu.Lock()
			fault, changed := s.fault, s.faultChanged
			s.mu.Unlock()
			if fault == Fault500 {
				writeError(w, http.StatusInternalServerError, "Internal Server Error",
					"The sandbox's fault switch is set to 500: every API call fails.", "")
				return
			}
			if fault != FaultHang {
				break
			}
			// Hang until the client gives up, the sandbox closes or the switch moves.
			// The body is read already, so the server notices a client that left.
			select {
			case <-r.Context().Done():
				return
			case <-s.ctx.Done():
				writeError(w, http.StatusServiceUnavailable, "Service Unavailable", "The sandbox is shutting down.", "")
				return
			case <-changed:
			}
		}
		if strings.HasPrefix(r.Header.Get("Authorization"), "Bearer live_") {
			writeError(w, http.StatusUnauthorized, "Unauthorized Request",
				"The sandbox takes test keys only: a live key belongs with https://api.mollie.com/v2.", "")
			return
		}
		if !keyPattern.MatchString(r.Header.Get("Authorization")) {
			w.Header().Set("WWW-Authenticate", `Bearer realm="Mollie API"`)
			writeError(w, http.StatusUnauthorized, "Unauthorized Request", "Missing authentication, or failed to authenticate", "")
			return
		}
		if key := idempotencyKeyOf(r); key != "" && r.Method == http.MethodPost {
			// A request with a key still in flight is a concurrent duplicate: Mollie's 409.
			s.mu.Lock()
			busy := s.inflight[key]
			s.inflight[key] = true
			s.mu.Unlock()
			if busy {
				writeError(w, http.StatusConflict, "Conflict", "A request with the same idempotency key is still being processed.", "")
				return
			}
			defer func() {
				s.mu.Lock()
				delete(s.inflight, key)
				s.mu.Unlock()
			}()
		}
		next.ServeHTTP(w, r)
	})
}

func modeOf(r *http.Request) string {
	if strings.HasPrefix(r.Header.Get("Authorization"), "Bearer live_") {
		return "live"
	}
	return "test"
}

// idempotencyKeyOf scopes the request's Idempotency-Key to its API key; "" when none.
func idempotencyKeyOf(r *http.Request) string {
	k := r.Header.Get("Idempotency-Key")
	if k == "" {
		return ""
	}
	return r.Header.Get("Authorization") + "\n" + k
}

// replayLocked answers a repeated Idempotency-Key within IdempotencyKeyLife: the stored
// answer for the same request, a 400 for a different one, as Mollie does. It reports
// whether it answered.
func (s *Sandbox) replayLocked(w http.ResponseWriter, r *http.Request, key string, body []byte) bool {
	if key == "" {
		return false
	}
	prev, ok := s.idempotent[key]
	if ok && s.now().Sub(prev.at) > IdempotencyKeyLife {
		delete(s.idempotent, key)
		ok = false
	}
	if !ok {
		return false
	}
	if prev.route != r.Method+" "+r.URL.Path || prev.body != sha256.Sum256(body) {
		writeError(w, http.StatusBadRequest, "Bad Request",
			"The idempotency key has already been used for a request with other parameters.", "")
		return true
	}
	writeHAL(w, prev.status, prev.answer)
	return true
}

func (s *Sandbox) rememberLocked(r *http.Request, key string, body []byte, status int, answer []byte) {
	if key != "" {
		s.idempotent[key] = stored{route: r.Method + " " + r.URL.Path, body: sha256.Sum256(body), status: status, answer: answer, at: s.now()}
	}
}

type amountIn struct {
	Currency *string `json:"currency"`
	Value    *string `json:"value"`
}

type createPaymentIn struct {
	Amount      *amountIn       `json:"amount"`
	Description *string         `json:"description"`
	RedirectURL *string         `json:"redirectUrl"`
	CancelURL   *string         `json:"cancelUrl"`
	WebhookURL  *string         `json:"webhookUrl"`
	Locale      *string         `json:"locale"`
	Method      json.RawMessage `json:"method"`
	Metadata    json.RawMessage `json:"metadata"`
}

// methodsOf reads the method field: one method, a list, or none.
func methodsOf(raw json.RawMessage) ([]string, *fieldError) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var one string
	if json.Unmarshal(raw, &one) == nil {
		raw = mustJSON([]string{one})
	}
	var list []string
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, &fieldError{"method", "The method must be a string or a list of strings."}
	}
	for _, m := range list {
		if !slices.Contains(enabledMethods, m) {
			return nil, &fieldError{"method", fmt.Sprintf("The payment method %q is not enabled in the website profile.", m)}
		}
	}
	return list, nil
}

// fieldError is a 422 about one field.
type fieldError struct{ field, detail string }

func (s *Sandbox) createPayment(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	var in createPaymentIn
	if fe := decodeBody(body, &in); fe != nil {
		writeBodyError(w, fe)
		return
	}
	cents, fe := checkAmount(in.Amount)
	if fe == nil {
		fe = checkPayment(in, cents)
	}
	methods, mfe := methodsOf(in.Method)
	if fe == nil {
		fe = mfe
	}
	if fe != nil {
		writeError(w, http.StatusUnprocessableEntity, "Unprocessable Entity", fe.detail, fe.field)
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
		mode:        modeOf(r),
		cents:       cents,
		amount:      mollie.EUR(cents),
		description: description,
		redirectURL: *in.RedirectURL,
		methods:     methods,
		metadata:    json.RawMessage("null"),
		base:        s.baseURL,
		status:      mollie.StatusOpen,
		createdAt:   now,
		expiresAt:   now.Add(s.expiry),
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
	if len(in.Metadata) > 0 {
		p.metadata = compactJSON(in.Metadata)
	}
	s.payments[p.id] = p
	s.expireLaterLocked(p)
	answer := mustJSON(s.paymentOutLocked(p))
	s.rememberLocked(r, key, body, http.StatusCreated, answer)
	s.mu.Unlock()
	s.log.Info("payment created", "id", p.id, "amount", p.amount.Value)
	writeHAL(w, http.StatusCreated, answer)
}

func (s *Sandbox) getPayment(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	p, ok := s.lookupLocked(r.PathValue("id"))
	if !ok {
		s.mu.Unlock()
		writePaymentNotFound(w, r.PathValue("id"))
		return
	}
	answer := mustJSON(s.paymentOutLocked(p))
	s.mu.Unlock()
	writeHAL(w, http.StatusOK, answer)
}

type createRefundIn struct {
	Amount      *amountIn       `json:"amount"`
	Description *string         `json:"description"`
	Metadata    json.RawMessage `json:"metadata"`
}

func (s *Sandbox) createRefund(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.lookupLocked(r.PathValue("id"))
	if !ok {
		writePaymentNotFound(w, r.PathValue("id"))
		return
	}
	key := idempotencyKeyOf(r)
	if s.replayLocked(w, r, key, body) {
		return
	}
	var in createRefundIn
	if fe := decodeBody(body, &in); fe != nil {
		writeBodyError(w, fe)
		return
	}
	if p.status != mollie.StatusPaid {
		writeError(w, http.StatusUnprocessableEntity, "Unprocessable Entity",
			fmt.Sprintf("The payment %s cannot be refunded: its status is %s.", p.id, p.status), "")
		return
	}
	cents, fe := checkAmount(in.Amount)
	if fe == nil && cents < 1 {
		fe = &fieldError{"amount", "The amount must be at least 0.01."}
	}
	if fe == nil && cents > p.cents-p.refunded {
		fe = &fieldError{"amount", fmt.Sprintf("The amount is higher than the remaining amount of %s EUR.", mollie.EUR(p.cents-p.refunded).Value)}
	}
	if fe == nil && len(in.Metadata) > maxMetadata {
		fe = &fieldError{"metadata", "The metadata is too large."}
	}
	if fe != nil {
		writeError(w, http.StatusUnprocessableEntity, "Unprocessable Entity", fe.detail, fe.field)
		return
	}
	rf := &refund{
		id:        newID("re_"),
		cents:     cents,
		amount:    mollie.EUR(cents),
		metadata:  json.RawMessage("null"),
		status:    "pending",
		createdAt: s.stamp(),
	}
	if in.Description != nil {
		rf.description = *in.Description
	}
	if len(in.Metadata) > 0 {
		rf.metadata = compactJSON(in.Metadata)
	}
	p.refunds = append(p.refunds, rf)
	p.refunded += cents
	answer := mustJSON(refundOut(p, rf))
	s.rememberLocked(r, key, body, http.StatusCreated, answer)
	s.log.Info("refund created", "payment", p.id, "refund", rf.id, "amount", rf.amount.Value)
	s.settleLaterLocked(p, rf)
	writeHAL(w, http.StatusCreated, answer)
}

// cancelPayment cancels an open payment (DELETE /v2/payments/{id}); any other is 422.
func (s *Sandbox) cancelPayment(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.lookupLocked(r.PathValue("id"))
	if !ok {
		writePaymentNotFound(w, r.PathValue("id"))
		return
	}
	if p.status != mollie.StatusOpen {
		writeError(w, http.StatusUnprocessableEntity, "Unprocessable Entity",
			fmt.Sprintf("The payment %s cannot be canceled: its status is %s.", p.id, p.status), "")
		return
	}
	now := s.stamp()
	p.status, p.canceledAt = mollie.StatusCanceled, &now
	s.log.Info("payment canceled through the API", "id", p.id)
	writeHAL(w, http.StatusOK, mustJSON(s.paymentOutLocked(p)))
}

// listMethods answers GET /v2/methods with the profile's enabled methods.
func (s *Sandbox) listMethods(w http.ResponseWriter, r *http.Request) {
	type methodOut struct {
		Resource    string `json:"resource"`
		ID          string `json:"id"`
		Description string `json:"description"`
		Status      string `json:"status"`
	}
	var out struct {
		Count    int `json:"count"`
		Embedded struct {
			Methods []methodOut `json:"methods"`
		} `json:"_embedded"`
	}
	for _, m := range enabledMethods {
		out.Embedded.Methods = append(out.Embedded.Methods, methodOut{Resource: "method", ID: m, Description: m, Status: "activated"})
	}
	out.Count = len(out.Embedded.Methods)
	writeHAL(w, http.StatusOK, mustJSON(out))
}

func (s *Sandbox) listRefunds(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	p, ok := s.lookupLocked(r.PathValue("id"))
	if !ok {
		s.mu.Unlock()
		writePaymentNotFound(w, r.PathValue("id"))
		return
	}
	list := refundListOut{Count: len(p.refunds), Embedded: refundsEmbedded{Refunds: []refundOutJSON{}}}
	for _, rf := range p.refunds {
		list.Embedded.Refunds = append(list.Embedded.Refunds, refundOut(p, rf))
	}
	list.Links.Self = &linkOut{Href: p.base + "/v2/payments/" + p.id + "/refunds", Type: halJSON}
	list.Links.Documentation = &linkOut{Href: "https://docs.mollie.com/reference/list-refunds", Type: "text/html"}
	answer := mustJSON(list)
	s.mu.Unlock()
	writeHAL(w, http.StatusOK, answer)
}

func (s *Sandbox) getRefund(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.lookupLocked(r.PathValue("id"))
	if !ok {
		writePaymentNotFound(w, r.PathValue("id"))
		return
	}
	for _, rf := range p.refunds {
		if rf.id == r.PathValue("refundID") {
			writeHAL(w, http.StatusOK, mustJSON(refundOut(p, rf)))
			return
		}
	}
	writeError(w, http.StatusNotFound, "Not Found", "No refund exists with token "+safeToken(r.PathValue("refundID"))+".", "")
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

func writePaymentNotFound(w http.ResponseWriter, id string) {
	writeError(w, http.StatusNotFound, "Not Found", "No payment exists with token "+safeToken(id)+".", "")
}

// safeToken keeps an id from the path printable and short in an error message.
func safeToken(id string) string {
	if len(id) > 80 {
		id = id[:80]
	}
	q := strconv.QuoteToASCII(id)
	return q[1 : len(q)-1]
}

// decodeBody reads a JSON object; its errors are Mollie's 400 or a 422 on a field.
func decodeBody(body []byte, dst any) *fieldError {
	if len(bytes.TrimSpace(body)) == 0 {
		return &fieldError{"", "The request body is empty."}
	}
	if err := json.Unmarshal(body, dst); err != nil {
		var typ *json.UnmarshalTypeError
		if errors.As(err, &typ) && typ.Field != "" {
			return &fieldError{typ.Field, fmt.Sprintf("The field %s has the wrong type.", typ.Field)}
		}
		return &fieldError{"", "The request body is not valid JSON."}
	}
	return nil
}

func writeBodyError(w http.ResponseWriter, fe *fieldError) {
	if fe.field == "" {
		writeError(w, http.StatusBadRequest, "Bad Request", fe.detail, "")
		return
	}
	writeError(w, http.StatusUnprocessableEntity, "Unprocessable Entity", fe.detail, fe.field)
}

// checkAmount validates an amount object as Mollie does and returns it in cents.
func checkAmount(a *amountIn) (int, *fieldError) {
	if a == nil {
		return 0, &fieldError{"amount", "The amount is required."}
	}
	if a.Currency == nil || *a.Currency == "" {
		return 0, &fieldError{"amount.currency", "The currency is required."}
	}
	if *a.Currency != "EUR" {
		return 0, &fieldError{"amount.currency", "The currency " + safeToken(*a.Currency) + " is not supported by the sandbox; use EUR."}
	}
	if a.Value == nil {
		return 0, &fieldError{"amount.value", "The amount value is required."}
	}
	cents, err := mollie.Amount{Currency: "EUR", Value: *a.Value}.Cents()
	if err != nil {
		return 0, &fieldError{"amount.value", "The amount value must be a string with two decimals, like \"10.00\"."}
	}
	return cents, nil
}

// checkPayment validates the rest of a create-payment body.
func checkPayment(in createPaymentIn, cents int) *fieldError {
	switch {
	case cents < minPaymentCents:
		return &fieldError{"amount", "The amount is lower than the minimum of 0.01 EUR."}
	case cents > maxPaymentCents:
		return &fieldError{"amount", "The amount is higher than the maximum of 10000.00 EUR."}
	case in.Description == nil || strings.TrimSpace(*in.Description) == "":
		return &fieldError{"description", "The description is required."}
	case in.RedirectURL == nil || *in.RedirectURL == "":
		return &fieldError{"redirectUrl", "The redirect URL is required."}
	case !absoluteHTTP(*in.RedirectURL):
		return &fieldError{"redirectUrl", "The redirect URL is invalid."}
	case in.WebhookURL != nil && *in.WebhookURL != "" && !absoluteHTTP(*in.WebhookURL):
		return &fieldError{"webhookUrl", "The webhook URL is invalid."}
	case len(in.Metadata) > maxMetadata:
		return &fieldError{"metadata", "The metadata can be at most 1024 bytes of JSON."}
	}
	return nil
}

func absoluteHTTP(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// errorOut is Mollie's error body.
type errorOut struct {
	Status int    `json:"status"`
	Title  string `json:"title"`
	Detail string `json:"detail"`
	Field  string `json:"field,omitempty"`
	Links  struct {
		Documentation linkOut `json:"documentation"`
	} `json:"_links"`
}

func writeError(w http.ResponseWriter, status int, title, detail, field string) {
	e := errorOut{Status: status, Title: title, Detail: detail, Field: field}
	e.Links.Documentation = linkOut{Href: docsURL, Type: "text/html"}
	writeHAL(w, status, mustJSON(e))
}

// writeHAL answers with a HAL JSON body and its exact length.
func writeHAL(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Type", halJSON)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("sandbox: encode %T: %v", v, err)) // only our own types get here
	}
	return b
}

func compactJSON(raw json.RawMessage) json.RawMessage {
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		return raw
	}
	return buf.Bytes()
}

type linkOut struct {
	Href string `json:"href"`
	Type string `json:"type"`
}

type paymentLinks struct {
	Self          linkOut  `json:"self"`
	Dashboard     linkOut  `json:"dashboard"`
	Checkout      *linkOut `json:"checkout,omitempty"`
	Refunds       *linkOut `json:"refunds,omitempty"`
	Documentation linkOut  `json:"documentation"`
}

// paymentOutJSON is a payment as Mollie writes it.
type paymentOutJSON struct {
	Resource        string          `json:"resource"`
	ID              string          `json:"id"`
	Mode            string          `json:"mode"`
	CreatedAt       string          `json:"createdAt"`
	Amount          mollie.Amount   `json:"amount"`
	AmountRefunded  *mollie.Amount  `json:"amountRefunded,omitempty"`
	AmountRemaining *mollie.Amount  `json:"amountRemaining,omitempty"`
	ChargedBack     *mollie.Amount  `json:"amountChargedBack,omitempty"`
	Description     string          `json:"description"`
	Method          *string         `json:"method"`
	Metadata        json.RawMessage `json:"metadata"`
	Status          string          `json:"status"`
	IsCancelable    bool            `json:"isCancelable"`
	ExpiresAt       string          `json:"expiresAt,omitempty"`
	PaidAt          string          `json:"paidAt,omitempty"`
	AuthorizedAt    string          `json:"authorizedAt,omitempty"`
	CanceledAt      string          `json:"canceledAt,omitempty"`
	ExpiredAt       string          `json:"expiredAt,omitempty"`
	FailedAt        string          `json:"failedAt,omitempty"`
	ProfileID       string          `json:"profileId"`
	SequenceType    string          `json:"sequenceType"`
	RedirectURL     string          `json:"redirectUrl"`
	CancelURL       string          `json:"cancelUrl,omitempty"`
	WebhookURL      string          `json:"webhookUrl,omitempty"`
	Locale          string          `json:"locale,omitempty"`
	Links           paymentLinks    `json:"_links"`
}

// mollieTime writes t as Mollie does: "2026-03-12T10:56:15+00:00".
func mollieTime(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05-07:00") }

func optTime(t *time.Time) string {
	if t == nil {
		return ""
	}
	return mollieTime(*t)
}

func (s *Sandbox) paymentOutLocked(p *payment) paymentOutJSON {
	out := paymentOutJSON{
		Resource:     "payment",
		ID:           p.id,
		Mode:         p.mode,
		CreatedAt:    mollieTime(p.createdAt),
		Amount:       p.amount,
		Description:  p.description,
		Metadata:     p.metadata,
		Status:       p.status,
		PaidAt:       optTime(p.paidAt),
		AuthorizedAt: optTime(p.authorized),
		CanceledAt:   optTime(p.canceledAt),
		ExpiredAt:    optTime(p.expiredAt),
		FailedAt:     optTime(p.failedAt),
		ProfileID:    "pfl_sandbox",
		SequenceType: "oneoff",
		RedirectURL:  p.redirectURL,
		CancelURL:    p.cancelURL,
		WebhookURL:   p.webhookURL,
		Locale:       p.locale,
	}
	if p.method != "" {
		m := p.method
		out.Method = &m
	}
	if p.status == mollie.StatusOpen {
		out.IsCancelable = true
		out.ExpiresAt = mollieTime(p.expiresAt)
		out.Links.Checkout = &linkOut{Href: p.checkoutURL(), Type: "text/html"}
	}
	if p.status == mollie.StatusPaid {
		remaining, refunded := mollie.EUR(p.cents-p.refunded), mollie.EUR(p.refunded)
		out.AmountRemaining, out.AmountRefunded = &remaining, &refunded
	}
	if p.chargedBack > 0 {
		back := mollie.EUR(p.chargedBack)
		out.ChargedBack = &back
	}
	if p.refunded > 0 {
		refunded := mollie.EUR(p.refunded)
		out.AmountRefunded = &refunded
		out.Links.Refunds = &linkOut{Href: p.base + "/v2/payments/" + p.id + "/refunds", Type: halJSON}
	}
	out.Links.Self = linkOut{Href: p.base + "/v2/payments/" + p.id, Type: halJSON}
	out.Links.Dashboard = linkOut{Href: p.base + "/dashboard/payments/" + p.id, Type: "text/html"}
	out.Links.Documentation = linkOut{Href: "https://docs.mollie.com/reference/get-payment", Type: "text/html"}
	return out
}

// refundOutJSON is a refund as Mollie writes it.
type refundOutJSON struct {
	Resource    string          `json:"resource"`
	ID          string          `json:"id"`
	Mode        string          `json:"mode"`
	Amount      mollie.Amount   `json:"amount"`
	Status      string          `json:"status"`
	CreatedAt   string          `json:"createdAt"`
	Description string          `json:"description"`
	Metadata    json.RawMessage `json:"metadata"`
	PaymentID   string          `json:"paymentId"`
	Links       struct {
		Self          linkOut `json:"self"`
		Payment       linkOut `json:"payment"`
		Documentation linkOut `json:"documentation"`
	} `json:"_links"`
}

func refundOut(p *payment, rf *refund) refundOutJSON {
	out := refundOutJSON{
		Resource:    "refund",
		ID:          rf.id,
		Mode:        p.mode,
		Amount:      rf.amount,
		Status:      rf.status,
		CreatedAt:   mollieTime(rf.createdAt),
		Description: rf.description,
		Metadata:    rf.metadata,
		PaymentID:   p.id,
	}
	out.Links.Self = linkOut{Href: p.base + "/v2/payments/" + p.id + "/refunds/" + rf.id, Type: halJSON}
	out.Links.Payment = linkOut{Href: p.base + "/v2/payments/" + p.id, Type: halJSON}
	out.Links.Documentation = linkOut{Href: "https://docs.mollie.com/reference/get-refund", Type: "text/html"}
	return out
}

type refundsEmbedded struct {
	Refunds []refundOutJSON `json:"refunds"`
}

type refundListOut struct {
	Count    int             `json:"count"`
	Embedded refundsEmbedded `json:"_embedded"`
	Links    struct {
		Self          *linkOut `json:"self"`
		Previous      *linkOut `json:"previous"`
		Next          *linkOut `json:"next"`
		Documentation *linkOut `json:"documentation"`
	} `json:"_links"`
}
