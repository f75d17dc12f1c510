package api

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises.
func init() {
	errs.English(map[string]string{
		"not_multipart": "Send the image as a form (multipart/form-data).",
	})
}
