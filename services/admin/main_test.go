package main

import (
	"context"
	"strings"
	"testing"

	"wandelwijs.nl/platform/config"
)

// TestTheBackOfficeRefusesInvoicesWithoutTheSeller: outside development the back office,
// which issues invoices too, does not start without the seller's address and btw-id
// (art. 35a Wet OB), before it touches the database; under the small-business exemption
// (INVOICE_KOR=1) it goes on.
func TestTheBackOfficeRefusesInvoicesWithoutTheSeller(t *testing.T) {
	base := func(extra map[string]string) config.Env {
		env := map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("s", 40), "DATABASE_URL": "postgres://nobody@127.0.0.1:1/none"}
		for k, v := range extra {
			env[k] = v
		}
		return config.FromMap(env)
	}
	for extra, want := range map[string]string{"": "INVOICE_SELLER_ADDRESS and INVOICE_SELLER_VAT_ID must be set",
		"INVOICE_SELLER_VAT_ID": "INVOICE_SELLER_ADDRESS must be set"} {
		env := base(map[string]string{extra: "NL001234567B01"})
		if err := run(context.Background(), env); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("with %q set: %v, want an error saying %q", extra, err, want)
		}
	}
	if err := run(context.Background(), base(map[string]string{"INVOICE_KOR": "1"})); err == nil || strings.Contains(err.Error(), "INVOICE_") {
		t.Errorf("under the KOR: %v, want it to get past the seller to the database", err)
	}
}
