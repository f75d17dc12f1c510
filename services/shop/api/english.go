package api

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises.
func init() {
	errs.English(map[string]string{
		"unknown_job": "Unknown job: %s",
	})
}
