package waitlist

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises.
func init() {
	errs.English(map[string]string{
		"offer_ended":            "This offer has expired or has already been used; the places are no longer held for you.",
		"room_available":         "There is still room for %d: you can simply book.",
		"waitlist_booked":        "You have already booked this walk with the waiting list's offer.",
		"waitlist_closed":        "This walk has already started or is over; the waiting list is closed.",
		"waitlist_left":          "You are no longer on the waiting list of this walk.",
		"waitlist_link_unknown":  "This link does not belong to the waiting list. Please check the link in your e-mail.",
		"waitlist_still_waiting": "You are already on the waiting list of this walk.",
	})
}
