package api

import (
	"net/http"

	"wandelwijs.nl/platform/auth"
)

// OrderDecoders are the decode steps of the booking and voucher forms, for the fuzz
// test: a guest's free booking, a logged-in customer's paid booking, a voucher purchase.
var OrderDecoders = []func(w http.ResponseWriter, r *http.Request) error{
	func(w http.ResponseWriter, r *http.Request) error {
		var in freeBookingJSON
		_, err := decodeOrder(w, r, &in, &in.orderJSON)
		return err
	},
	func(w http.ResponseWriter, r *http.Request) error {
		var in bookingPaymentJSON
		r = r.WithContext(auth.WithClaims(r.Context(), auth.Claims{UserID: "8a1c2b9e-0000-4000-8000-000000000001", Role: "USER"}))
		_, err := decodeOrder(w, r, &in, &in.orderJSON)
		return err
	},
	func(w http.ResponseWriter, r *http.Request) error {
		_, err := decodePurchase(w, r)
		return err
	},
}
