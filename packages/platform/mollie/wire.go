package mollie

import (
	"encoding/json"
	"errors"
	"time"
)

// The JSON bodies of Mollie's API v2 as far as the client sends and reads them.

type createPaymentBody struct {
	Amount      Amount            `json:"amount"`
	Description string            `json:"description"`
	RedirectURL string            `json:"redirectUrl"`
	CancelURL   string            `json:"cancelUrl,omitempty"`
	WebhookURL  string            `json:"webhookUrl,omitempty"`
	Locale      string            `json:"locale,omitempty"`
	Method      []string          `json:"method,omitempty"`
	Metadata    map[string]string `json:"metadata,omitempty"`
}

type createRefundBody struct {
	Amount      Amount            `json:"amount"`
	Description string            `json:"description,omitempty"`
	Metadata    map[string]string `json:"metadata,omitempty"`
}

type link struct {
	Href string `json:"href"`
}

type paymentJSON struct {
	ID             string          `json:"id"`
	Mode           string          `json:"mode"`
	Status         string          `json:"status"`
	Amount         Amount          `json:"amount"`
	Description    string          `json:"description"`
	Locale         string          `json:"locale"`
	Method         *string         `json:"method"`
	RedirectURL    string          `json:"redirectUrl"`
	WebhookURL     string          `json:"webhookUrl"`
	Metadata       json.RawMessage `json:"metadata"`
	CreatedAt      time.Time       `json:"createdAt"`
	ExpiresAt      *time.Time      `json:"expiresAt"`
	PaidAt         *time.Time      `json:"paidAt"`
	AmountRefunded *Amount         `json:"amountRefunded"`
	ChargedBack    *Amount         `json:"amountChargedBack"`
	Links          struct {
		Checkout *link `json:"checkout"`
	} `json:"_links"`
}

func (p paymentJSON) payment() (Payment, error) {
	if p.ID == "" || p.Status == "" {
		return Payment{}, errors.New("answer is not a payment")
	}
	out := Payment{
		ID:                p.ID,
		Mode:              p.Mode,
		Status:            p.Status,
		Amount:            p.Amount,
		Description:       p.Description,
		Locale:            p.Locale,
		RedirectURL:       p.RedirectURL,
		WebhookURL:        p.WebhookURL,
		Metadata:          decodeMetadata(p.Metadata),
		CreatedAt:         p.CreatedAt,
		ExpiresAt:         p.ExpiresAt,
		PaidAt:            p.PaidAt,
		AmountRefunded:    nonZero(p.AmountRefunded),
		AmountChargedBack: nonZero(p.ChargedBack),
	}
	if !KnownStatus(out.Status) {
		out.Status = StatusOpen
	}
	if p.Method != nil {
		out.Method = *p.Method
	}
	if p.Links.Checkout != nil {
		out.CheckoutURL = p.Links.Checkout.Href
	}
	return out, nil
}

// nonZero is a, or nil when a is missing or zero.
func nonZero(a *Amount) *Amount {
	if a == nil || a.Value == "" || a.Value == "0.00" {
		return nil
	}
	return a
}

// decodeMetadata reads Mollie's metadata, which may be any JSON: an object's string
// values are kept as they are and its other values as their JSON text; null or a
// non-object gives nil.
func decodeMetadata(raw json.RawMessage) map[string]string {
	var obj map[string]json.RawMessage
	if len(raw) == 0 || json.Unmarshal(raw, &obj) != nil || obj == nil {
		return nil
	}
	out := make(map[string]string, len(obj))
	for k, v := range obj {
		var s string
		if err := json.Unmarshal(v, &s); err == nil {
			out[k] = s
		} else {
			out[k] = string(v)
		}
	}
	return out
}

type refundJSON struct {
	ID        string          `json:"id"`
	PaymentID string          `json:"paymentId"`
	Status    string          `json:"status"`
	Amount    Amount          `json:"amount"`
	Metadata  json.RawMessage `json:"metadata"`
	CreatedAt time.Time       `json:"createdAt"`
}

func (r refundJSON) refund() Refund {
	return Refund{ID: r.ID, PaymentID: r.PaymentID, Status: r.Status, Amount: r.Amount, Metadata: decodeMetadata(r.Metadata),
		CreatedAt: r.CreatedAt}
}

// listJSON is one page of a list: its items under _embedded, by the list's name.
type listJSON[J any] struct {
	Embedded map[string][]J `json:"_embedded"`
	Links    struct {
		Next *link `json:"next"`
	} `json:"_links"`
}

type chargebackJSON struct {
	ID         string     `json:"id"`
	PaymentID  string     `json:"paymentId"`
	Amount     Amount     `json:"amount"`
	CreatedAt  time.Time  `json:"createdAt"`
	ReversedAt *time.Time `json:"reversedAt"`
}

func (c chargebackJSON) chargeback() Chargeback {
	return Chargeback{ID: c.ID, PaymentID: c.PaymentID, Amount: c.Amount, CreatedAt: c.CreatedAt, ReversedAt: c.ReversedAt}
}

type methodJSON struct {
	ID            string  `json:"id"`
	Status        *string `json:"status"`
	MinimumAmount *Amount `json:"minimumAmount"`
	MaximumAmount *Amount `json:"maximumAmount"`
}

func (m methodJSON) method() Method {
	out := Method{ID: m.ID, Minimum: m.MinimumAmount, Maximum: m.MaximumAmount}
	if m.Status != nil {
		out.Status = *m.Status
	}
	return out
}
