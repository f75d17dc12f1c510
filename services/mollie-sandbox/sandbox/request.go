package sandbox

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"wandelwijs.nl/platform/mollie"
)

// maxDescription is where Mollie cuts a payment's description.
const maxDescription = 255

// maxMetadata is Mollie's limit on metadata, in bytes of JSON.
const maxMetadata = 1024

// Amount bounds of a sandbox payment, in cents: maxPaymentCents for a method
// methodMaximums does not name.
const (
	minPaymentCents = 1
	maxPaymentCents = 10_000_00
)

// enabledMethods are the sandbox profile's payment methods.
var enabledMethods = []string{"ideal", "creditcard", "bancontact", "applepay", "paypal", "kbc", "belfius", "eps", "banktransfer"}

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

type createRefundIn struct {
	Amount      *amountIn       `json:"amount"`
	Description *string         `json:"description"`
	Metadata    json.RawMessage `json:"metadata"`
}

// fieldError is a 422 about one field, or a 400 about the whole body when field is "".
type fieldError struct{ field, detail string }

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

// checkPayment validates a create-payment body as Mollie does and returns its amount
// in cents and the methods its checkout offers (nil: all).
func checkPayment(in createPaymentIn) (int, []string, *fieldError) {
	cents, fe := checkAmount(in.Amount)
	switch {
	case fe != nil:
	case cents < minPaymentCents:
		fe = &fieldError{"amount", "The amount is lower than the minimum of 0.01 EUR."}
	case in.Description == nil || strings.TrimSpace(*in.Description) == "":
		fe = &fieldError{"description", "The description is required."}
	case in.RedirectURL == nil || *in.RedirectURL == "":
		fe = &fieldError{"redirectUrl", "The redirect URL is required."}
	case !absoluteHTTP(*in.RedirectURL):
		fe = &fieldError{"redirectUrl", "The redirect URL is invalid."}
	case in.WebhookURL != nil && *in.WebhookURL != "" && !absoluteHTTP(*in.WebhookURL):
		fe = &fieldError{"webhookUrl", "The webhook URL is invalid."}
	case len(in.Metadata) > maxMetadata:
		fe = &fieldError{"metadata", "The metadata can be at most 1024 bytes of JSON."}
	case in.Locale != nil && !slices.Contains(locales, *in.Locale):
		fe = &fieldError{"locale", "The locale is invalid."}
	}
	if fe != nil {
		return 0, nil, fe
	}
	methods, fe := methodsOf(in.Method)
	if fe == nil && cents > highestMaximum(methods) {
		// Mollie offers only the methods that allow the amount, and refuses when none does.
		fe = &fieldError{"amount", "No suitable payment methods found."}
	}
	return cents, methods, fe
}

// locales are the checkout locales Mollie's OpenAPI lists for a payment's locale field.
var locales = []string{"en_US", "en_GB", "nl_NL", "nl_BE", "de_DE", "de_AT", "de_CH", "fr_FR", "fr_BE",
	"es_ES", "ca_ES", "pt_PT", "it_IT", "nb_NO", "sv_SE", "fi_FI", "da_DK", "is_IS", "hu_HU", "pl_PL",
	"lv_LV", "lt_LT"}

// checkRefund validates a create-refund body against what is left of the payment to
// refund, in cents, and returns the refund's amount in cents.
func checkRefund(in createRefundIn, remaining int) (int, *fieldError) {
	cents, fe := checkAmount(in.Amount)
	switch {
	case fe != nil:
	case cents < 1:
		fe = &fieldError{"amount", "The amount must be at least 0.01."}
	case cents > remaining:
		fe = &fieldError{"amount", fmt.Sprintf("The amount is higher than the remaining amount of %s EUR.", mollie.EUR(remaining).Value)}
	case len(in.Metadata) > maxMetadata:
		fe = &fieldError{"metadata", "The metadata is too large."}
	}
	return cents, fe
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

// metadataOf is metadata as sent, compacted, or null when none was sent.
func metadataOf(raw json.RawMessage) json.RawMessage {
	if len(raw) == 0 {
		return json.RawMessage("null")
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		return raw
	}
	return buf.Bytes()
}

// origin is the scheme and host of an absolute http(s) URL, "" for any other string.
func origin(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

func absoluteHTTP(raw string) bool { return origin(raw) != "" }
