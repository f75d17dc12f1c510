package payment

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises.
func init() {
	errs.English(map[string]string{
		"amount_above_maximum":      "This amount is higher than you can pay online. Book for fewer people or contact us.",
		"payment_not_found":         "Payment not found",
		"refund_needs_no_attention": "This refund needs no attention (any more). Reload the page.",
		"refund_not_found":          "Refund not found",
	})
}
