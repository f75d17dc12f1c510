package payment

import (
	"embed"

	"wandelwijs.nl/platform/mail"
)

// mails are the templates of the mails this package sends, mails/<language>/<name>.*.
//
//go:embed mails
var mails embed.FS

// init registers the mails this package sends with their templates, so that their queued jobs
// decode and render.
func init() { mail.Register(mails, PaymentProblem{}, PaymentReturned{}) }

// The kinds of payment problem the organisers are told of.
const (
	// ProblemRefundFailed: Mollie could not pay a refund out (failed or canceled).
	ProblemRefundFailed = "refund-failed"
	// ProblemRefundRefused: Mollie refused to make a refund at all; it will not be retried.
	ProblemRefundRefused = "refund-refused"
	// ProblemRefundStuck: Mollie could not be reached to make a refund for RefundRetryFor.
	ProblemRefundStuck = "refund-stuck"
	// ProblemRefundChargedBack: a refund is held back because the bank took the payment back.
	ProblemRefundChargedBack = "refund-charged-back"
	// ProblemChargeback: the payer's bank took a payment back.
	ProblemChargeback = "chargeback"
	// ProblemChargebackReversed: the payer's bank gave back (part of) what it took.
	ProblemChargebackReversed = "chargeback-reversed"
)

// PaymentProblem tells the organisers that money did not go as planned: a refund that
// failed or was refused, or a chargeback, and what they can do about it.
type PaymentProblem struct {
	Problem string `json:"problem"`
	// Subject is "boeking" or "cadeaubon", with its id.
	Subject         string `json:"subject"`
	SubjectID       string `json:"subjectId"`
	MolliePaymentID string `json:"molliePaymentId"`
	AmountCents     int    `json:"amountCents"`
	// Detail is Mollie's own words, when it gave any.
	Detail string `json:"detail,omitempty"`
}

// Template names the organisers' payment problem mail's templates.
func (PaymentProblem) Template() string { return "payment-problem" }

// Title says the problem in Dutch.
func (p PaymentProblem) Title() string {
	switch p.Problem {
	case ProblemRefundFailed:
		return "Terugbetaling mislukt"
	case ProblemRefundRefused:
		return "Terugbetaling geweigerd door Mollie"
	case ProblemRefundStuck:
		return "Terugbetaling lukt niet"
	case ProblemRefundChargedBack:
		return "Terugbetaling tegengehouden na een terugboeking"
	case ProblemChargeback:
		return "Terugboeking door de bank"
	case ProblemChargebackReversed:
		return "Terugboeking teruggedraaid door de bank"
	}
	return "Probleem met een betaling"
}

// Action says in Dutch what the organisers can do about the problem.
func (p PaymentProblem) Action() string {
	switch p.Problem {
	case ProblemRefundFailed, ProblemRefundRefused, ProblemRefundStuck, ProblemRefundChargedBack:
		return "Deze terugbetaling staat in het beheer onder 'Aandacht nodig'. Kies daar 'Opnieuw proberen', of regel het zelf " +
			"(in het Mollie-dashboard of per overboeking) en kies 'Handmatig afgehandeld'."
	case ProblemChargebackReversed:
		return "Je hoeft niets te doen: terugbetalingen die door de terugboeking wachtten, gaan weer door."
	}
	return "Bekijk de terugboeking in het Mollie-dashboard en neem zo nodig contact op met de klant."
}

// Why money for a quote or a voucher goes back to its payer (PaymentReturned.Why).
const (
	// ReturnedReplaced: paid through an older checkout of a quote that a newer one had
	// replaced; the quote can still be paid.
	ReturnedReplaced = "replaced"
	// ReturnedPaid: the quote or voucher was paid already, by another payment.
	ReturnedPaid = "paid"
	// ReturnedClosed: the quote was no longer open (withdrawn, expired or changed).
	ReturnedClosed = "closed"
)

// PaymentReturned tells a customer that money they paid for a quote or a voucher through
// a checkout the shop had replaced, or that no longer took it, goes back to the card it
// came from. It is sent once, with the refund (QueueRefund created it).
type PaymentReturned struct {
	Name string `json:"name"`
	// Subject is what the payment was for (KindQuote or KindVoucher), with its id.
	Subject     string `json:"subject"`
	SubjectID   string `json:"subjectId"`
	RefundCents int    `json:"refundCents"`
	// Why is ReturnedReplaced, ReturnedPaid or ReturnedClosed.
	Why string `json:"why"`
	// URL is the quote's page; "" for none.
	URL string `json:"url,omitempty"`
	// Language is the quote's or the purchase's: the mail is written in it.
	mail.Language
}

// Template names the returned payment mail's templates.
func (PaymentReturned) Template() string { return "payment-returned" }
