package booking

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises and of the field messages it words.
func init() {
	errs.English(map[string]string{
		"address_full":            "This e-mail address already holds the most places it may for this walk. Coming with a larger group? Please contact us.",
		"address_places_left":     "You can book at most %[2]d places per e-mail address for this walk. Coming with a larger group? Please contact us.",
		"booking_blocks_deletion": "You have a booking for a walk within %d days; it can no longer be cancelled. You can delete your account after that walk, or call us.",
		"booking_cancelled":       "This booking has already been cancelled.",
		"booking_not_found":       "Booking not found",
		"calloff_already_chosen":  "You have already chosen what happens with your booking; that can only be done once.",
		"calloff_choice_open":     "This walk will not take place. Choose on your booking page what happens with your payment.",
		"cancel_too_late":         "You can no longer cancel this booking (at least %d days in advance)",
		"change_not_found":        "This change does not belong to your booking.",
		"change_pending":          "A change of this booking is already waiting for payment. Complete it first, or wait until the payment has expired.",
		"credit_charged_back":     "Your bank took (part of) your payment back, so credit is not possible. Choose money back or another date, or contact us.",
		"change_too_late":         "It is too late to change this booking. Call us and we will see what is still possible.",
		"desk_voucher":            "A gift voucher or waiting-list link is used by the customer in the web shop",
		"holds_no_places":         "This booking is not paid and holds no places; there is no need to cancel it.",
		"manage_link_unknown":     "This link does not belong to a booking. Please check the link in your e-mail.",
		"move_already_on_walk":    "Your booking is already for this walk. Choose another date.",
		"move_meanwhile":          "Your booking has just been moved. View your booking again before choosing another date.",
		"move_not_paid":           "Only a confirmed (paid) booking can be moved.",
		"move_same_walk":          "Choose another walk than the booking's.",
		"move_started":            "This booking's walk has already started or is over; it can no longer be moved.",
		"move_target_called_off":  "That walk does not take place; choose another.",
		"move_target_dearer":      "That walk costs more per person; move without a further payment, or choose a walk that does not cost more.",
		"move_target_over":        "That walk has already started or is over; choose a walk in the future.",
		"move_target_unpublished": "That walk is not published; choose a published walk.",
		"not_paid":                "This booking is not paid; only a paid booking can have fewer people.",
		"not_retryable":           "This booking cannot be paid again.",
		"nothing_to_resend":       "This booking is not confirmed; there is no confirmation to send again.",
		"one_place_left":          "Only 1 place is left for this walk.",
		"payment_needed":          "This booking needs a payment.",
		"payment_unavailable":     "The payment could not be started. Your place has not been held; please try again in a few minutes.",
		"places_left":             "Only %d places are left for this walk.",
		"qty_change_too_late":     "You can no longer lower the number of people (at least %d days before the walk).",
		"move_own_not_paid":       "This booking is not paid; only a paid booking can be moved.",
		"voucher_balance_changed": "Your gift voucher's balance has just changed. Please try again.",
		"walk_full":               "Sorry, this walk is fully booked.",
		"walk_over":               "This walk has already started or is over; it can no longer be cancelled.",
		"walk_started":            "This walk has already started or is over; it can no longer be booked.",
	})
	errs.EnglishFields(map[string]string{
		"Ongeldige link van de wachtlijst":                                    "Invalid waiting-list link",
		"Geef een reden van 5 tot 500 tekens; de klant leest die in de mail":  "Give a reason of 5 to 500 characters; the customer reads it in the mail",
		"Kies hoe er betaald wordt: met een betaallink, al betaald of gratis": "Choose how it is paid: with a payment link, already paid or free",
	})
}
