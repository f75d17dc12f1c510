package api_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/server/servertest"
	"wandelwijs.nl/shop/api"
	"wandelwijs.nl/shop/shoptest"
)

// publicInputs are the decode steps of every JSON input of the public API: decode,
// normalize, validate. The shared property: no panic, and every refusal is an Invalid
// error (a 400 with a Dutch message), never an internal one.
var publicInputs = slices.Concat(api.AuthDecoders, api.OrderDecoders, api.RequestDecoders)

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
		if err := decodeWith(body, input); err != nil && errs.KindOf(err) != errs.Invalid {
			t.Fatalf("input %d refused %q with a non-400 error: %v", int(kind)%len(publicInputs), body, err)
		}
	})
}

// FuzzEveryShopRoute sends every shop route fuzzed path parameters, queries and bodies,
// as a logged-in customer on this machine (so the development routes answer too), and
// fails on any 5xx.
func FuzzEveryShopRoute(f *testing.F) {
	shop := shoptest.Start(f, shoptest.Options{})
	token := shop.Token(f, testdb.User(f, shop.DB, "Fuzz", "fuzz@example.nl", "USER"), "USER", time.Now())
	customer := servertest.Caller{Access: token, CSRF: "fuzz"}
	servertest.FuzzEveryRoute(f, servertest.Routes(f, shop.Routes), func(req *http.Request) int {
		req.RemoteAddr = "127.0.0.1:40000"
		return servertest.Serve(shop.Handler, customer.Apply(req)).Code
	})
}
