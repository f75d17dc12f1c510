package walk

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises.
func init() {
	errs.English(map[string]string{
		"series_too_long":        "This series has too many dates.",
		"slug_taken":             "This slug is already in use",
		"walk_called_off":        "This walk is not going ahead; it can no longer be booked.",
		"walk_changed_meanwhile": "This walk has been changed in the meantime. Reload the page and enter your change again.",
		"walk_has_bookings":      "Has bookings",
		"walk_not_found":         "Walk not found",
	})
}
