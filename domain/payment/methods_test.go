package payment_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/platform/mollie"
)

// enabled is a Mollie whose profile has methods enabled, and that is asked nothing else.
type enabled struct {
	unreachable
	methods []mollie.Method
}

func (e enabled) ListMethods(context.Context) ([]mollie.Method, error) { return e.methods, nil }

func upTo(cents int) *mollie.Amount {
	a := mollie.EUR(cents)
	return &a
}

// TestAMethodNotEnabledAtMollieIsRefusedAtStart: a method the checkout offers that the
// profile has not enabled (or whose activation Mollie rejected) would fail every checkout.
func TestAMethodNotEnabledAtMollieIsRefusedAtStart(t *testing.T) {
	mollieHas := enabled{unreachable{t}, []mollie.Method{{ID: "ideal", Status: "activated"}, {ID: "paypal", Status: "rejected"}}}
	for _, methods := range [][]string{{"ideal", "bancontact"}, {"ideal", "paypal"}} {
		payments := payment.NewService(nil, payment.Config{Provider: mollieHas, Methods: methods, Now: time.Now})
		err := payments.CheckMethods(context.Background())
		if !errors.Is(err, payment.ErrMethodsNotEnabled) || !strings.Contains(err.Error(), methods[1]) {
			t.Errorf("%v: %v, want ErrMethodsNotEnabled naming %s", methods, err, methods[1])
		}
	}
	payments := payment.NewService(nil, payment.Config{Provider: mollieHas, Methods: []string{"ideal"}, Now: time.Now})
	if err := payments.CheckMethods(context.Background()); err != nil {
		t.Errorf("an enabled method: %v", err)
	}
}

// TestAnAmountAboveEveryMethodsMaximumIsRefusedBeforeMollie: more than any offered method
// allows is refused in Dutch without asking Mollie (which would answer that no method
// suits, and the payer would read that the provider is down); up to the highest maximum
// Mollie is asked, as it shows only the methods that allow the amount.
func TestAnAmountAboveEveryMethodsMaximumIsRefusedBeforeMollie(t *testing.T) {
	ctx := context.Background()
	mollieHas := enabled{unreachable{t}, []mollie.Method{{ID: "ideal", Maximum: upTo(50_000_00)}, {ID: "creditcard", Maximum: upTo(2_000_00)}}}
	payments := payment.NewService(nil, payment.Config{Provider: mollieHas, Methods: []string{"ideal", "creditcard"}, Now: time.Now})
	if err := payments.CheckMethods(ctx); err != nil {
		t.Fatal(err)
	}
	_, err := payments.Create(ctx, payment.Request{Subject: payment.Subject{Kind: payment.KindBooking, ID: "b"}, AmountCents: 100_000_00})
	if !errors.Is(err, payment.ErrAmountAboveMaximum) || !strings.Contains(err.Error(), "hoger dan je online kunt betalen") {
		t.Fatalf("€ 100.000: %v, want ErrAmountAboveMaximum", err)
	}
}
