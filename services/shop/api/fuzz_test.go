package api_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/shop/account"
	"wandelwijs.nl/shop/api"
	"wandelwijs.nl/shop/request"
)

// publicInputs decodes, normalizes and validates one body as each JSON input of the
// public API. The shared property: no panic, and every refusal is an Invalid error
// (a 400 with a Dutch message), never an internal one.
var publicInputs = []func(t *testing.T, body []byte) error{
	func(t *testing.T, b []byte) error {
		var v account.Registration
		return decodeValidate(t, b, &v, v.Normalize, v.Validate)
	},
	func(t *testing.T, b []byte) error {
		var v account.Credentials
		return decodeValidate(t, b, &v, func() {}, v.Validate)
	},
	func(t *testing.T, b []byte) error {
		var v account.ProfileUpdate
		return decodeValidate(t, b, &v, v.Normalize, v.Validate)
	},
	func(t *testing.T, b []byte) error { return decodeWith(b, api.OrderDecoders[0]) },
	func(t *testing.T, b []byte) error { return decodeWith(b, api.OrderDecoders[1]) },
	func(t *testing.T, b []byte) error { return decodeWith(b, api.OrderDecoders[2]) },
	func(t *testing.T, b []byte) error {
		var v request.CustomWalk
		return decodeValidate(t, b, &v, v.Normalize, v.Validate)
	},
	func(t *testing.T, b []byte) error {
		var v request.Feest
		return decodeValidate(t, b, &v, v.Normalize, v.Validate)
	},
	func(t *testing.T, b []byte) error {
		var v request.Contact
		return decodeValidate(t, b, &v, v.Normalize, v.Validate)
	},
}

// decodeValidate runs one body through httpx.Decode, then normalize and validate.
// normalize and validate are method values bound before decoding, so they see the
// decoded value through the pointer they were taken from.
func decodeValidate(t *testing.T, body []byte, dst any, normalize func(), validate func() error) error {
	t.Helper()
	req := httptest.NewRequest("POST", "/", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if err := httpx.Decode(httptest.NewRecorder(), req, dst); err != nil {
		return err
	}
	normalize()
	return validate()
}

// decodeWith runs one body through a handler's decode step.
func decodeWith(body []byte, decode func(w http.ResponseWriter, r *http.Request) error) error {
	req := httptest.NewRequest("POST", "/", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	return decode(httptest.NewRecorder(), req)
}

func FuzzPublicDecoders(f *testing.F) {
	seeds := []string{
		`{"name":"Anna","email":"anna@example.nl","phone":"0612345678","password":"Wandelen!2026"}`,
		`{"email":"a@b.nl","password":"x"}`,
		`{"name":"Anna","email":"anna@example.nl","phone":"  "}`,
		`{"walkSlug":"bos","qty":2,"voucherCode":"ABCD-EFGH-JKLM","guestName":"G","guestEmail":"g@example.nl","guestPhone":"+31 6 12345678"}`,
		`{"walkId":"8a1c2b9e-0000-4000-8000-000000000000","qty":11}`,
		`{"valueCents":6000,"recipientName":"R","recipientEmail":"r@example.nl","purchaserName":"P","purchaserEmail":"p@example.nl","message":"<script>"}`,
		`{"contactName":"C","contactEmail":"c@example.nl","contactPhone":"0612345678","participantCount":6,"duration":"half-day","hasAccessibilityNeeds":true}`,
		`{"name":"F","email":"f@example.nl","phone":"0612345678","message":"Feest"}`,
		`{"name":"C","email":"c@example.nl","message":"Hoi","phone":null}`,
		`{"qty":1e400}`, `{"participantCount":-9223372036854775809}`, `[]`, `null`, `"x"`, `{"name":"\ud800"}`, ``,
	}
	for i, s := range seeds {
		f.Add(uint8(i), []byte(s))
	}
	f.Fuzz(func(t *testing.T, kind uint8, body []byte) {
		input := publicInputs[int(kind)%len(publicInputs)]
		if err := input(t, body); err != nil && errs.KindOf(err) != errs.Invalid {
			t.Fatalf("input %d refused %q with a non-400 error: %v", int(kind)%len(publicInputs), body, err)
		}
	})
}
