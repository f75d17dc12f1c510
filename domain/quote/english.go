package quote

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises and of the field messages it words.
func init() {
	errs.English(map[string]string{
		"payment_provider_down": "Payment is not possible right now. Please try again in a few minutes.",
		"quote_expired":         "This quote has expired.",
		"quote_not_found":       "Quote not found",
		"quote_paid":            "This quote has already been paid.",
		"quote_withdrawn":       "This quote has been withdrawn.",
	})
	errs.EnglishFields(map[string]string{
		"Deze aanvraag bestaat niet": "This request does not exist",
	})
}
