package sandbox

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"wandelwijs.nl/platform/mollie"
)

const (
	halJSON = "application/hal+json"
	docsURL = "https://docs.mollie.com/"
)

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

// writeError answers with Mollie's error body: its title is the status text, as
// Mollie's, which calls a 401 "Unauthorized Request".
func writeError(w http.ResponseWriter, status int, detail, field string) {
	title := http.StatusText(status)
	if status == http.StatusUnauthorized {
		title = "Unauthorized Request"
	}
	e := errorOut{Status: status, Title: title, Detail: detail, Field: field}
	e.Links.Documentation = docLink("overview/handling-errors")
	writeHAL(w, status, mustJSON(e))
}

// writeFieldError answers a fieldError: a 422 on its field, or a 400 when it has none.
func writeFieldError(w http.ResponseWriter, fe *fieldError) {
	status := http.StatusUnprocessableEntity
	if fe.field == "" {
		status = http.StatusBadRequest
	}
	writeError(w, status, fe.detail, fe.field)
}

// writeNotFound answers 404 for the payment or refund (resource) with the id token.
func writeNotFound(w http.ResponseWriter, resource, token string) {
	writeError(w, http.StatusNotFound, "No "+resource+" exists with token "+safeToken(token)+".", "")
}

// safeToken keeps an id from the path printable and short in an error message.
func safeToken(id string) string {
	if len(id) > 80 {
		id = id[:80]
	}
	q := strconv.QuoteToASCII(id)
	return q[1 : len(q)-1]
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

type linkOut struct {
	Href string `json:"href"`
	Type string `json:"type"`
}

func halLink(href string) linkOut  { return linkOut{Href: href, Type: halJSON} }
func htmlLink(href string) linkOut { return linkOut{Href: href, Type: "text/html"} }

// docLink links to the page of Mollie's documentation at path.
func docLink(path string) linkOut { return htmlLink(docsURL + path) }

// apiURL is the URL of p in the API, followed by path.
func (p *payment) apiURL(path string) string { return p.base + "/v2/payments/" + p.id + path }

func (p *payment) checkoutURL() string { return p.base + "/checkout/" + p.id }

// eur is cents as a euro Amount, for a field that may be left out.
func eur(cents int) *mollie.Amount {
	a := mollie.EUR(cents)
	return &a
}

// mollieTime writes t as Mollie does: "2026-03-12T10:56:15+00:00".
func mollieTime(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05-07:00") }

func optTime(t *time.Time) string {
	if t == nil {
		return ""
	}
	return mollieTime(*t)
}

// mode is the mode of every payment and refund: the sandbox takes test keys only.
const mode = "test"

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

// paymentOut writes p as Mollie does; the caller holds the lock.
func paymentOut(p *payment) paymentOutJSON {
	out := paymentOutJSON{
		Resource:     "payment",
		ID:           p.id,
		Mode:         mode,
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
		out.IsCancelable = p.cancelable()
		out.ExpiresAt = mollieTime(p.expiresAt)
		checkout := htmlLink(p.checkoutURL())
		out.Links.Checkout = &checkout
	}
	if p.status == mollie.StatusPaid {
		out.AmountRemaining, out.AmountRefunded = eur(p.remainingLocked()), eur(p.refunded)
	}
	if cents := p.chargedBackLocked(); cents > 0 {
		out.ChargedBack = eur(cents)
	}
	if p.refunded > 0 {
		out.AmountRefunded = eur(p.refunded)
		refunds := halLink(p.apiURL("/refunds"))
		out.Links.Refunds = &refunds
	}
	out.Links.Self = halLink(p.apiURL(""))
	out.Links.Dashboard = htmlLink(p.base + "/dashboard/payments/" + p.id)
	out.Links.Documentation = docLink("reference/get-payment")
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

// refundOut writes rf of p as Mollie does; the caller holds the lock.
func refundOut(p *payment, rf *refund) refundOutJSON {
	out := refundOutJSON{
		Resource:    "refund",
		ID:          rf.id,
		Mode:        mode,
		Amount:      rf.amount,
		Status:      rf.status,
		CreatedAt:   mollieTime(rf.createdAt),
		Description: rf.description,
		Metadata:    rf.metadata,
		PaymentID:   p.id,
	}
	out.Links.Self = halLink(p.apiURL("/refunds/" + rf.id))
	out.Links.Payment = halLink(p.apiURL(""))
	out.Links.Documentation = docLink("reference/get-refund")
	return out
}

// listOut is one page of a payment's list as Mollie writes it, its items under
// _embedded.<name> ("refunds", "chargebacks").
type listOut[T any] struct {
	Count    int            `json:"count"`
	Embedded map[string][]T `json:"_embedded"`
	Links    struct {
		Self          *linkOut `json:"self"`
		Previous      *linkOut `json:"previous"`
		Next          *linkOut `json:"next"`
		Documentation *linkOut `json:"documentation"`
	} `json:"_links"`
}

// listOutOf lists items of p under name, each written by out, on one page with the
// list's documentation doc; the caller holds the lock.
func listOutOf[I, T any](p *payment, name, doc string, items []I, out func(I) T) listOut[T] {
	written := []T{}
	for _, it := range items {
		written = append(written, out(it))
	}
	list := listOut[T]{Count: len(written), Embedded: map[string][]T{name: written}}
	self, docs := halLink(p.apiURL("/"+name)), docLink(doc)
	list.Links.Self, list.Links.Documentation = &self, &docs
	return list
}

// refundListOutOf lists the refunds of p; the caller holds the lock.
func refundListOutOf(p *payment) listOut[refundOutJSON] {
	return listOutOf(p, "refunds", "reference/list-refunds", p.refunds, func(rf *refund) refundOutJSON { return refundOut(p, rf) })
}
