package api_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/server/servertest"
)

// TestTheLedgerAddsUpToWhatMollieHolds: the month's rows at Mollie ("Geld bij Mollie: ja")
// add up to what Mollie holds of the month's payments, by its own figures (amount −
// refunded − charged back): after payments, a refund the shop made for a cancellation,
// a chargeback, and a refund made in Mollie's dashboard that the shop never asked for.
func TestTheLedgerAddsUpToWhatMollieHolds(t *testing.T) {
	t.Parallel()
	env, admin, _ := newOrganiserEnv(t)
	ctx := context.Background()
	walk := env.walk("heide", 10, 2500, 20)
	_, kept := env.startGuestBooking(walk, "a@example.nl", 2, "", true)
	cancelled, refunded := env.startGuestBooking(walk, "b@example.nl", 3, "", true)
	_, chargedBack := env.startGuestBooking(walk, "c@example.nl", 1, "", true)
	_, dashboard := env.startGuestBooking(walk, "d@example.nl", 4, "", true)

	if code, out := env.call("POST", "/api/v1/admin/bookings/"+cancelled+"/cancel", `{"refund":true,"reason":"Kan toch niet."}`, admin); code != 200 {
		t.Fatalf("cancel: %d %v", code, out)
	}
	env.waitForOneRefund("the cancellation's refund", refunded, "75.00")
	if err := env.Sandbox.ChargeBack(chargedBack); err != nil {
		t.Fatal(err)
	}
	env.webhook(chargedBack)
	if _, err := env.Mollie.CreateRefund(ctx, dashboard, mollie.CreateRefund{Amount: mollie.EUR(3000), Description: "Coulance"}, "dashboard-1"); err != nil {
		t.Fatal(err)
	}
	env.waitFor("both refunds made and recorded, the chargeback recorded", func() bool {
		return env.scalar(`SELECT count(*) FROM refunds WHERE refunded_at IS NOT NULL`) == 2 && env.scalar(`SELECT count(*) FROM chargebacks`) == 1
	})

	mollieHolds := 0
	for _, id := range []string{kept, refunded, chargedBack, dashboard} {
		p, err := env.Mollie.GetPayment(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		mollieHolds += cents(t, &p.Amount) - cents(t, p.AmountRefunded) - cents(t, p.AmountChargedBack)
	}

	rows := servertest.Spreadsheet(t, env.get("/api/v1/admin/ledger.csv", admin).Body.String())
	ledger := 0
	for _, row := range rows[1:] {
		if row[3] == "ja" {
			c, err := strconv.Atoi(strings.Replace(row[2], ",", "", 1)) // "-25,00" is -2500 cents
			if err != nil {
				t.Fatal(err)
			}
			ledger += c
		}
	}
	if want := 5000 + 7500 + 2500 + 10000 - 7500 - 2500 - 3000; mollieHolds != want {
		t.Errorf("the sandbox holds %d, want %d", mollieHolds, want)
	}
	if ledger != mollieHolds {
		t.Errorf("the ledger's rows at Mollie add up to %d, Mollie holds %d:\n%q", ledger, mollieHolds, rows)
	}
}

// cents is an amount of Mollie's in cents, 0 for none.
func cents(t *testing.T, a *mollie.Amount) int {
	t.Helper()
	if a == nil {
		return 0
	}
	c, err := a.Cents()
	if err != nil {
		t.Fatal(err)
	}
	return c
}
