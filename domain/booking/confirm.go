package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/platform/rules"
)

// confirm queues the confirmation of booking b, paid (by the Mollie payment
// molliePaymentID, "" for none) and confirmed inside tx, to its customer, with its manage
// link: when the customer asked for an invoice, the invoice is issued in tx, numbered with
// the payment, and rides along as a PDF.
func (s *Service) confirm(ctx context.Context, tx bun.Tx, b Booking, molliePaymentID, link string) error {
	c := b.confirmation(link, s.now())
	if b.InvoiceRequest != nil && s.invoices != nil {
		inv, err := s.invoices.Issue(ctx, tx, invoiceDraft(b, molliePaymentID, 0, rules.All.Invoice.VoucherPurpose))
		if err != nil {
			return err
		}
		if c.Invoice, err = invoice.Attach(inv); err != nil {
			return err
		}
	}
	return s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, c)
}

// invoiceDraft is the invoice of booking b, on the day of its walk, at the shop's btw
// rate, with gift vouchers of purpose (rules.json invoice.voucherPurpose): a line per
// position while it holds places; once cancelled, its cancellation fee and, with
// single-purpose vouchers, the card part that became call-off credit (creditCents: that
// credit is a voucher whose btw is due now). A voucher's part is a payment of the
// invoice when a multi-purpose voucher paid it (its btw is due when it is spent); a
// single-purpose voucher's btw was due at its sale, so its part is a line taking that
// back out.
func invoiceDraft(b Booking, molliePaymentID string, creditCents int, purpose string) invoice.Draft {
	rate := rules.All.Invoice.DefaultVATRate
	var lines []invoice.Line
	voucher := b.VoucherUsedCents
	if b.Status == StatusCancelled {
		voucher = min(voucher, b.CancellationFeeCents)
		if b.CancellationFeeCents > 0 {
			lines = append(lines, invoice.Line{Description: "Annuleringskosten wandeling " + b.Walk.Title, Quantity: 1,
				UnitCents: b.CancellationFeeCents, VATRate: rate})
		}
		if creditCents > 0 && purpose == rules.VoucherSinglePurpose {
			lines = append(lines, invoice.Line{Description: "Tegoed voor een andere wandeling, voor wandeling " + b.Walk.Title,
				Quantity: 1, UnitCents: creditCents, VATRate: rate})
		}
	} else {
		for _, p := range b.Positions {
			lines = append(lines, invoice.Line{Description: "Wandeling " + b.Walk.Title, Quantity: p.Quantity, UnitCents: p.UnitCents,
				VATRate: rate})
		}
	}
	if voucher > 0 && purpose == rules.VoucherSinglePurpose {
		lines = append(lines, invoice.Line{Description: "Betaald met cadeaubon of tegoed (de btw is berekend bij de verkoop ervan)",
			Quantity: 1, UnitCents: -voucher, VATRate: rate})
		voucher = 0
	}
	var asked invoice.Request
	if b.InvoiceRequest != nil {
		asked = *b.InvoiceRequest
	}
	return invoice.Draft{BookingID: b.ID, MolliePaymentID: molliePaymentID, VoucherCents: voucher, ServiceDate: b.Walk.DateStart,
		Buyer: asked.Buyer(b.CustomerName, b.CustomerEmail), Lines: lines}
}

// confirmation is the booking's confirmation mail, with link to its manage page.
func (b Booking) confirmation(link string, now time.Time) BookingConfirmation {
	return BookingConfirmation{Visit: b.Visit(), TotalCents: b.TotalCents, VoucherUsedCents: b.VoucherUsedCents, BookingURL: link,
		TooLateToCancel: !b.CanCancel(now)}
}
