package ratelimit

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises.
func init() {
	errs.English(map[string]string{
		"too_many_requests": "Too many attempts. Wait a few minutes and try again, or call us.",
	})
}
