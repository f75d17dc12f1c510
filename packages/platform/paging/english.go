package paging

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises.
func init() {
	errs.English(map[string]string{
		"bad_parameter": "Invalid parameter %s.",
		"bad_sort":      "Cannot sort by %q.",
	})
}
