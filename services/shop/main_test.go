package main

import (
	"context"
	"strings"
	"testing"

	"wandelwijs.nl/platform/config"
)

// TestTheShopRefusesToGoLiveUnsafely: each production guard stops the shop at start with
// a message that says what to fix, before it touches the database.
func TestTheShopRefusesToGoLiveUnsafely(t *testing.T) {
	base := map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("s", 40), "SMTP_URL": "smtp://mail.example.nl:587",
		"DATABASE_URL": "postgres://nobody@127.0.0.1:1/none"}
	tests := []struct {
		name string
		env  map[string]string
		want string
	}{
		{"a live key sent to the sandbox", map[string]string{"MOLLIE_API_KEY": "live_abcdef", "MOLLIE_API_URL": "http://127.0.0.1:8090/v2"}, "only ever sent to https://api.mollie.com/v2"},
		{"an access token", map[string]string{"MOLLIE_API_KEY": "access_abcdef"}, "access_ token"},
		{"a real key with an http PUBLIC_URL", map[string]string{"MOLLIE_API_KEY": "live_abcdef", "PUBLIC_URL": "http://wandelwijs.nl"}, "https address"},
		{"a real key with a loopback PUBLIC_URL", map[string]string{"MOLLIE_API_KEY": "test_abcdef", "MOLLIE_TEST_MODE": "1", "PUBLIC_URL": "https://localhost:8080"}, "this machine"},
		{"a test key without test mode", map[string]string{"MOLLIE_API_KEY": "test_abcdef", "PUBLIC_URL": "https://wandelwijs.nl"}, "MOLLIE_TEST_MODE=1"},
		{"the demo's sandbox without a key", map[string]string{"MOLLIE_SANDBOX_URL": "http://mollie-sandbox:8090/v2"}, "MOLLIE_TEST_MODE=1"},
		{"a live key with a private PUBLIC_URL", map[string]string{"MOLLIE_API_KEY": "live_abcdef", "PUBLIC_URL": "https://192.168.1.20"}, "private network"},
		{"a method that outlives the hold", map[string]string{"MOLLIE_API_KEY": "live_abcdef", "PUBLIC_URL": "https://wandelwijs.nl", "MOLLIE_METHODS": "banktransfer"}, "MOLLIE_METHODS"},
		{"invoices without the seller's address and btw-id", map[string]string{"MOLLIE_API_KEY": "live_abcdef", "PUBLIC_URL": "https://wandelwijs.nl"},
			"INVOICE_SELLER_ADDRESS and INVOICE_SELLER_VAT_ID must be set"},
		{"invoices without the seller's btw-id", map[string]string{"MOLLIE_API_KEY": "live_abcdef", "PUBLIC_URL": "https://wandelwijs.nl",
			"INVOICE_SELLER_ADDRESS": "Bosrandweg 1, 6701 AA Wageningen"}, "INVOICE_SELLER_VAT_ID must be set"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := map[string]string{}
			for k, v := range base {
				env[k] = v
			}
			for k, v := range tt.env {
				env[k] = v
			}
			err := run(context.Background(), config.FromMap(env))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("run: %v, want an error saying %q", err, tt.want)
			}
		})
	}
}

// TestTheShopStartsUnderTheKORWithoutABtwID: a seller under the small-business exemption
// (INVOICE_KOR=1) needs no btw-id or address: the shop goes on to its database.
func TestTheShopStartsUnderTheKORWithoutABtwID(t *testing.T) {
	err := run(context.Background(), config.FromMap(map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("s", 40),
		"SMTP_URL": "smtp://mail.example.nl:587", "DATABASE_URL": "postgres://nobody@127.0.0.1:1/none", "MOLLIE_API_KEY": "live_abcdef",
		"PUBLIC_URL": "https://wandelwijs.nl", "INVOICE_KOR": "1"}))
	if err == nil || strings.Contains(err.Error(), "INVOICE_") {
		t.Fatalf("run: %v, want it to get past the seller to the database", err)
	}
}
