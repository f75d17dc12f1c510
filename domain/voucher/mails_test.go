package voucher_test

import (
	"testing"
	"time"

	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/platform/mail/mailtest"
)

// TestEveryMailRenders renders each kind of mail this package sends and checks its
// subject, its Dutch content in both bodies, and the one layout around it.
func TestEveryMailRenders(t *testing.T) {
	mailtest.Renders(t, []mailtest.Case{
		{
			Name: "voucher for the recipient",
			Content: voucher.VoucherGift{RecipientName: "Piet", PurchaserName: "Marie", Code: "ABCD-EFGH-JKLM",
				ValueCents: 5000, Message: "Fijne verjaardag!\nLiefs, Marie", ValidUntil: time.Date(2027, 11, 21, 12, 0, 0, 0, time.UTC)},
			Subject: "Marie geeft je een cadeaubon van Wandelwijs",
			Want: []string{"Beste Piet", "Marie geeft je een cadeaubon van €\u00a050,00", "ABCD-EFGH-JKLM", "Fijne verjaardag!",
				"Liefs, Marie", "21 november 2027", "Kies een wandeling op"},
		},
		{
			Name: "voucher receipt for the purchaser",
			Content: voucher.VoucherReceipt{VoucherID: "c0ffee00-0000-4000-8000-000000000005", PurchaserName: "Marie",
				RecipientName: "Piet", RecipientEmail: "piet@example.nl", ValueCents: 7500, ValidUntil: time.Date(2027, 11, 21, 12, 0, 0, 0, time.UTC)},
			Subject: "Bedankt voor je cadeaubon van €\u00a075,00",
			Want:    []string{"Beste Marie", "Piet (piet@example.nl)", "€\u00a075,00", "21 november 2027", "C0FFEE00"},
		},
	})
}

func TestEveryMailRoundTrips(t *testing.T) {
	mailtest.RoundTrips(t,
		voucher.VoucherGift{Code: "C"},
		voucher.VoucherReceipt{VoucherID: "v"},
	)
}
