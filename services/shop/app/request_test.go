package app_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/shop/shoptest"
)

func ptr[T any](v T) *T { return &v }

// TestARequestIsStoredAndBothSidesAreMailed: every request kind is stored NEW and mails
// the sender a receipt and the organisers the request, once.
func TestARequestIsStoredAndBothSidesAreMailed(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})

	f := request.Feest{Name: " Femke ", Email: "femke@example.nl", Phone: "0612345678", Message: "Verjaardag"}
	f.Normalize()
	if err := f.Validate(); err != nil {
		t.Fatal(err)
	}
	stored, err := shop.Requests.SubmitFeest(ctx, f)
	if err != nil || stored.ID == "" || stored.Name != "Femke" || stored.Status != "NEW" {
		t.Fatalf("feest: %+v %v", stored, err)
	}
	c := request.CustomWalk{ContactName: "Lotte", ContactEmail: "lotte@example.nl", ContactPhone: "0612345678",
		ParticipantCount: ptr(12), Duration: "half-day"}
	c.Normalize()
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if _, err := shop.Requests.SubmitCustomWalk(ctx, c); err != nil {
		t.Fatal(err)
	}

	to := map[string]int{}
	for _, m := range shop.Mails(t, 4) {
		to[m.To]++
	}
	if to["femke@example.nl"] != 1 || to["lotte@example.nl"] != 1 || to[shoptest.AdminEmail] != 2 {
		t.Fatalf("mails went to %v", to)
	}
}

func TestARequestIsCheckedAgainstTheRules(t *testing.T) {
	tooFew := request.CustomWalk{ContactName: "Lotte", ContactEmail: "lotte@example.nl", ContactPhone: "0612345678",
		ParticipantCount: ptr(2), Duration: "half-day"}
	tooFew.Normalize()
	if err := tooFew.Validate(); err == nil {
		t.Fatal("a custom walk for 2 was accepted")
	}
	unknown := tooFew
	unknown.ParticipantCount, unknown.Duration = ptr(10), "een-week"
	if err := unknown.Validate(); err == nil {
		t.Fatal("an unknown duration was accepted")
	}
	if err := (request.Feest{Name: "F", Email: "geen-adres", Phone: "0612345678", Message: "Hoi"}).Validate(); err == nil {
		t.Fatal("a feest request without a valid e-mail was accepted")
	}
}

// TestAnAddressGetsAFewReceiptsAnHour: requests keep coming in for the organisers, but
// an address nobody verified gets at most three receipts an hour.
func TestAnAddressGetsAFewReceiptsAnHour(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	for i := range 5 {
		c := request.Contact{Name: "Vera", Email: "Vera@Example.nl", Message: fmt.Sprintf("Vraag %d", i)}
		c.Normalize()
		if _, err := shop.Requests.SubmitContact(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	to := map[string]int{}
	for _, m := range shop.Mails(t, 8) {
		to[strings.ToLower(m.To)]++
	}
	if to["vera@example.nl"] != 3 || to[shoptest.AdminEmail] != 5 {
		t.Fatalf("mails went to %v, want 3 receipts and 5 notices", to)
	}
}
