package agenda

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises.
func init() {
	errs.English(map[string]string{
		"feed_not_found": "This calendar link does not exist (any more).",
	})
}
