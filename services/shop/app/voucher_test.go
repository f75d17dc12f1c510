package app_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/vouchercode"
	"wandelwijs.nl/shop/shoptest"
)

func TestACodeIsCheckedSpentAndGivenBack(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	vouchers := shop.Vouchers
	id := testdb.Voucher(t, shop.DB, vouchercode.Hash("BOSPAD-ABCD-EFGH"), 6000, 6000, shop.Now().AddDate(1, 0, 0))
	testdb.Voucher(t, shop.DB, vouchercode.Hash("VERLOPEN-1234"), 3000, 3000, shop.Now().Add(-time.Hour))

	v, err := vouchers.Check(ctx, " bospad abcd-efgh ")
	if err != nil || v.ID != id || v.RemainingCents != 6000 || v.Discount(2500) != 2500 || v.Discount(9000) != 6000 {
		t.Fatalf("a typed code: %+v %v", v, err)
	}
	for code, want := range map[string]string{"VERLOPEN-1234": "Deze cadeaubon is verlopen", "BESTAAT-NIET": "Ongeldige vouchercode",
		"": "Ongeldige vouchercode", strings.Repeat("A", 65): "Ongeldige vouchercode"} {
		if _, err := vouchers.Check(ctx, code); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", code, err, want)
		}
	}

	walk := testdb.Walk(t, shop.DB, "bos", shop.Now().AddDate(0, 0, 10), 10, 2500, true)
	booking := testdb.Booking(t, shop.DB, walk, nil, 1, 2500, "PENDING", shop.Now())
	inTx := func(fn func(tx bun.Tx) error) error {
		return shop.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error { return fn(tx) })
	}
	balance := func() int {
		var left int
		if err := inTx(func(tx bun.Tx) (err error) { left, err = vouchers.Balance(ctx, tx, id); return err }); err != nil {
			t.Fatal(err)
		}
		return left
	}
	if err := inTx(func(tx bun.Tx) error { return vouchers.Spend(ctx, tx, id, booking, 2500) }); err != nil || balance() != 3500 {
		t.Fatalf("spent 2500: balance %d, %v", balance(), err)
	}
	if err := inTx(func(tx bun.Tx) error { return vouchers.Spend(ctx, tx, id, booking, 3501) }); err == nil || balance() != 3500 {
		t.Fatalf("spending more than is left: balance %d, %v", balance(), err)
	}
	if err := inTx(func(tx bun.Tx) error { return vouchers.GiveBack(ctx, tx, id, booking, 2500) }); err != nil || balance() != 6000 {
		t.Fatalf("given back: balance %d, %v", balance(), err)
	}

	// A part that comes back onto a voucher that has expired meanwhile can still be spent.
	expired := testdb.Voucher(t, shop.DB, vouchercode.Hash("VERVALLEN-5678"), 3000, 1000, shop.Now().Add(-time.Hour))
	if err := inTx(func(tx bun.Tx) error { return vouchers.GiveBack(ctx, tx, expired, booking, 2000) }); err != nil {
		t.Fatal(err)
	}
	v, err = vouchers.Check(ctx, "VERVALLEN-5678")
	if err != nil || v.RemainingCents != 3000 {
		t.Fatalf("an expired voucher with a part given back: %+v %v, want it spendable with 3000", v, err)
	}
	var until time.Time
	if err := shop.DB.NewRaw(`SELECT valid_until FROM vouchers WHERE id = ?`, expired).Scan(ctx, &until); err != nil ||
		until.Before(shop.Now().AddDate(0, 0, rules.All.Voucher.GivenBackValidDays-1)) {
		t.Fatalf("valid until %s, %v: want at least %d days from now", until, err, rules.All.Voucher.GivenBackValidDays)
	}
}

func TestABoughtVoucherIsActivatedOnceItsPaymentIsPaid(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	message := "Veel plezier!"
	p := voucher.Purchase{ValueCents: 6000, RecipientName: "Jan", RecipientEmail: "jan@example.nl", PurchaserName: "Piet",
		PurchaserEmail: "piet@example.nl", Message: &message}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	v, checkout, err := shop.Vouchers.Buy(ctx, p, nil)
	if err != nil || v.Status != "PENDING" || !strings.HasPrefix(checkout, "http") {
		t.Fatalf("bought: %+v %q %v", v, checkout, err)
	}
	shop.Pay(t, checkout, "paid")
	shoptest.WaitFor(t, "the voucher to be active", func() bool {
		got, err := shop.Vouchers.Get(ctx, v.ID)
		return err == nil && got.Status == "ACTIVE" && got.PaymentStatus == voucher.PaymentPaid
	})
	mails := shop.Mails(t, 2)
	to := map[string]bool{}
	for _, m := range mails {
		to[m.To] = true
	}
	if !to["jan@example.nl"] || !to["piet@example.nl"] {
		t.Fatalf("mails went to %v, want the recipient and the purchaser", to)
	}

	// The webhook again changes nothing: no second code, no second pair of mails.
	paid, err := shop.Vouchers.Get(ctx, v.ID)
	if err != nil || paid.MolliePaymentID == nil {
		t.Fatalf("paid voucher: %+v %v", paid, err)
	}
	if _, err := shop.Payments.Sync(ctx, *paid.MolliePaymentID); err != nil {
		t.Fatal(err)
	}
	shop.Settle(t)
	shop.Mails(t, 2)
}

func TestAPurchaseIsCheckedAgainstTheRules(t *testing.T) {
	for _, cents := range []int{500, 1234, 50500} {
		p := voucher.Purchase{ValueCents: cents, RecipientName: "Jan", RecipientEmail: "jan@example.nl", PurchaserName: "Piet", PurchaserEmail: "piet@example.nl"}
		if err := p.Validate(); err == nil {
			t.Errorf("%d cents accepted", cents)
		}
	}
}

// TestAPurchaseMollieRefusesLeavesNothing: with Mollie failing, no voucher record keeps
// the recipient's name and address.
func TestAPurchaseMollieRefusesLeavesNothing(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	shop.Sandbox.SetFault("500")
	_, _, err := shop.Vouchers.Buy(ctx, voucher.Purchase{ValueCents: 3000, RecipientName: "Jan", RecipientEmail: "jan@example.nl",
		PurchaserName: "Piet", PurchaserEmail: "piet@example.nl"}, nil)
	if !errors.Is(err, voucher.ErrProviderDown) {
		t.Fatalf("buy with Mollie down: %v", err)
	}
	var n int
	if err := shop.DB.NewRaw(`SELECT count(*) FROM vouchers`).Scan(ctx, &n); err != nil || n != 0 {
		t.Fatalf("%d vouchers kept, %v; want none", n, err)
	}
}

// TestARetryMollieRefusesFailsThePurchase: a purchase that had a payment keeps its
// record when Mollie refuses the retry: it is failed, not forgotten.
func TestARetryMollieRefusesFailsThePurchase(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	v, _, err := shop.Vouchers.Buy(ctx, voucher.Purchase{ValueCents: 3000, RecipientName: "Jan", RecipientEmail: "jan@example.nl",
		PurchaserName: "Piet", PurchaserEmail: "piet@example.nl"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	shop.Sandbox.SetFault("500")
	if _, err := shop.Vouchers.Retry(ctx, v.ID); !errors.Is(err, voucher.ErrProviderDown) {
		t.Fatalf("retry with Mollie down: %v", err)
	}
	var status string
	if err := shop.DB.NewRaw(`SELECT payment_status FROM vouchers WHERE id = ?`, v.ID).Scan(ctx, &status); err != nil || status != "FAILED" {
		t.Fatalf("the voucher after a refused retry: %q, %v; want FAILED", status, err)
	}
}
