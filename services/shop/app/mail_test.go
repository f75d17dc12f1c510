package app_test

import (
	"slices"
	"testing"

	"wandelwijs.nl/platform/mail"
	_ "wandelwijs.nl/shop/app"
)

// TestTheShopDecodesEveryMail: the shop's workers send every queued mail, so every
// kind of mail is registered in the shop (by the domain package that sends it).
func TestTheShopDecodesEveryMail(t *testing.T) {
	want := []string{
		"booking-cancelled", "booking-changed", "booking-confirmation", "booking-moved", "booking-reminder",
		"cancellation-notice", "double-payment", "minimum-warning", "new-request", "payment-failed",
		"payment-problem", "request-received", "voucher-gift", "voucher-receipt", "waitlist-joined",
		"waitlist-offer", "walk-message",
	}
	if got := mail.Registered(); !slices.Equal(got, want) {
		t.Errorf("registered mails %v, want %v", got, want)
	}
}
