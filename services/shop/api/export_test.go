package api

import (
	"net/http"
	"time"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
)

// OrderDecoders are the decode steps of the booking and voucher forms (with no budgets
// to charge), for the fuzz test: a guest's free booking, a logged-in customer's paid booking, a voucher purchase.
var OrderDecoders = []func(w http.ResponseWriter, r *http.Request) error{
	func(w http.ResponseWriter, r *http.Request) error {
		var in freeBookingJSON
		_, err := bookingHandlers{now: time.Now}.order(w, r, &in, &in.orderJSON)
		return err
	},
	func(w http.ResponseWriter, r *http.Request) error {
		var in bookingPaymentJSON
		r = r.WithContext(auth.WithClaims(r.Context(), auth.Claims{UserID: "8a1c2b9e-0000-4000-8000-000000000001", Role: "USER"}))
		_, err := bookingHandlers{now: time.Now}.order(w, r, &in, &in.orderJSON)
		return err
	},
	func(w http.ResponseWriter, r *http.Request) error {
		_, err := decodePurchase(w, r)
		return err
	},
}

// RequestDecoders are the decode steps of the request forms, for the fuzz test: a custom
// walk, a feest request, a contact message.
var RequestDecoders = []func(w http.ResponseWriter, r *http.Request) error{
	func(w http.ResponseWriter, r *http.Request) error {
		_, err := httpx.DecodeForm(w, r, nil, customWalkForm(r))
		return err
	},
	func(w http.ResponseWriter, r *http.Request) error {
		_, err := httpx.DecodeForm(w, r, nil, feestForm(r))
		return err
	},
	func(w http.ResponseWriter, r *http.Request) error {
		_, err := httpx.DecodeForm(w, r, nil, contactForm(r))
		return err
	},
}

// AuthDecoders are the decode steps of the account forms, for the fuzz test: a
// registration, a login, a profile update.
var AuthDecoders = []func(w http.ResponseWriter, r *http.Request) error{
	func(w http.ResponseWriter, r *http.Request) error {
		var in registrationJSON
		if err := httpx.Decode(w, r, &in); err != nil {
			return err
		}
		reg := account.Registration{Name: in.Name, Email: in.Email, Phone: in.Phone, Password: in.Password}
		reg.Normalize()
		return reg.Validate()
	},
	func(w http.ResponseWriter, r *http.Request) error {
		var in credentialsJSON
		if err := httpx.Decode(w, r, &in); err != nil {
			return err
		}
		return account.Credentials(in).Validate()
	},
	func(w http.ResponseWriter, r *http.Request) error {
		_, err := decodeProfile(w, r)
		return err
	},
}
