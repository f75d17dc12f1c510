package api_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/platform/vouchercode"
	"wandelwijs.nl/shop/app"
	"wandelwijs.nl/shop/shoptest"
)

func TestRedeemChecksACode(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{Limits: app.Limits{Redeem: ratelimit.New(100, time.Hour)}})
	db := shop.DB
	now := time.Now()
	insert := func(code string, value, remaining int, status, paymentStatus string, validUntil time.Time) {
		t.Helper()
		if _, err := db.NewRaw(`INSERT INTO vouchers (code_hash, value_cents, remaining_cents, status, payment_status,
			recipient_name, recipient_email, purchaser_name, purchaser_email, valid_until)
			VALUES (?, ?, ?, ?, ?, 'R', 'r@example.nl', 'P', 'p@example.nl', ?)`,
			vouchercode.Hash(code), value, remaining, status, paymentStatus, validUntil).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	insert("BOSPAD-ABCD-EFGH", 6000, 2500, "ACTIVE", "PAID", now.AddDate(1, 0, 0))
	insert("VERLOPEN-1234", 3000, 3000, "ACTIVE", "PAID", now.Add(-time.Hour))
	insert("OP-IS-OP-1234", 3000, 0, "USED", "PAID", now.AddDate(1, 0, 0))

	b := newBrowser(t, shop.Handler)

	rec := b.do("POST", "/api/v1/vouchers/redeem", `{"code":"  bospad abcd-efgh "}`)
	if rec.Code != http.StatusOK || rec.Body.String() != "{\"remainingCents\":2500,\"valueCents\":6000}\n" {
		t.Fatalf("a typed code with spaces and lower case: %d %s", rec.Code, rec.Body)
	}
	for code, want := range map[string]string{
		"BESTAAT-NIET-1": "Ongeldige vouchercode",
		"":               "Ongeldige vouchercode",
		"VERLOPEN-1234":  "Deze cadeaubon is verlopen",
		"OP-IS-OP-1234":  "Deze cadeaubon is al volledig gebruikt",
	} {
		rec := b.do("POST", "/api/v1/vouchers/redeem", `{"code":"`+code+`"}`)
		if rec.Code != http.StatusBadRequest || messageOf(t, rec) != want {
			t.Errorf("%q: %d %s, want 400 %q", code, rec.Code, rec.Body, want)
		}
	}
}

func TestRedeemIsRateLimitedPerIP(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{Limits: app.Limits{Redeem: ratelimit.New(3, time.Hour)}})
	b := newBrowser(t, shop.Handler)
	for i := range 3 {
		if rec := b.do("POST", "/api/v1/vouchers/redeem", `{"code":"GOK-`+string(rune('A'+i))+`"}`); rec.Code != http.StatusBadRequest {
			t.Fatalf("try %d: %d", i+1, rec.Code)
		}
	}
	if rec := b.do("POST", "/api/v1/vouchers/redeem", `{"code":"GOK-Z"}`); rec.Code != http.StatusTooManyRequests {
		t.Fatalf("4th try: %d, want 429", rec.Code)
	}
}
