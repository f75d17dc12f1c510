package payment_test

import (
	"testing"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/platform/mail/mailtest"
)

// TestEveryMailRenders renders each kind of mail this package sends and checks its
// subject, its Dutch content in both bodies, and the one layout around it.
func TestEveryMailRenders(t *testing.T) {
	mailtest.Renders(t, []mailtest.Case{
		{
			Name: "a failed refund, for the organisers",
			Content: payment.PaymentProblem{Problem: payment.ProblemRefundFailed, Subject: "boeking", SubjectID: "3f2a9c1d-0000-4000-8000-000000000001",
				MolliePaymentID: "tr_abc123", AmountCents: 5000, Detail: "De bank weigerde"},
			Subject: "Terugbetaling mislukt: boeking 3F2A9C1D",
			Want:    []string{"Terugbetaling mislukt", "tr_abc123", "€\u00a050,00", "De bank weigerde", "Mollie-dashboard"},
		},
		{
			Name: "a chargeback, for the organisers",
			Content: payment.PaymentProblem{Problem: payment.ProblemChargeback, Subject: "cadeaubon", SubjectID: "c0ffee00-0000-4000-8000-000000000005",
				MolliePaymentID: "tr_def456", AmountCents: 7500},
			Subject: "Terugboeking door de bank: cadeaubon C0FFEE00",
			Want:    []string{"Terugboeking door de bank", "tr_def456", "€\u00a075,00"},
		},
	})
}

func TestEveryMailRoundTrips(t *testing.T) {
	mailtest.RoundTrips(t)
}
