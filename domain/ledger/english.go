package ledger

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises.
func init() {
	errs.English(map[string]string{
		"ledger_bad_period": "Give the period as YYYY-MM-DD, the start not after the end",
	})
}
