package voucher

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises and of the field messages it words.
func init() {
	errs.English(map[string]string{
		"voucher_code_invalid":        "This gift voucher code is not valid.",
		"voucher_not_found":           "Gift voucher not found",
		"voucher_paid":                "This gift voucher has already been paid.",
		"voucher_payment_unavailable": "The payment could not be started. Please try again in a few minutes.",
	})
	errs.EnglishFields(map[string]string{
		MsgCodeInvalid:                           "Invalid voucher code",
		"Deze cadeaubon is al volledig gebruikt": "This gift voucher has been used up",
		"Deze cadeaubon is niet meer geldig: de betaling is teruggeboekt": "This gift voucher is no longer valid: its payment was charged back",
		"Deze cadeaubon is niet meer geldig: hij is terugbetaald":         "This gift voucher is no longer valid: it was refunded",
		"Deze cadeaubon is nog niet betaald":                              "This gift voucher has not been paid yet",
		"Deze cadeaubon is verlopen":                                      "This gift voucher has expired",
	})
}
