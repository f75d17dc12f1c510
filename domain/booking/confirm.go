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
		inv, err := s.invoices.Issue(ctx, tx, invoiceDraft(b, molliePaymentID))
		if err != nil {
			return err
		}
		if c.Invoice, err = invoice.Attach(inv); err != nil {
			return err
		}
	}
	return s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, c)
}

// invoiceDraft is the invoice of booking b: a line per position at the shop's btw
// rate, for the full price (a voucher's part is a payment of it: a multi-purpose
// voucher's btw is due when it is spent), on the day of the walk.
func invoiceDraft(b Booking, molliePaymentID string) invoice.Draft {
	lines := make([]invoice.Line, len(b.Positions))
	for i, p := range b.Positions {
		lines[i] = invoice.Line{Description: "Wandeling " + b.Walk.Title, Quantity: p.Quantity, UnitCents: p.UnitCents,
			VATRate: rules.All.Invoice.DefaultVATRate}
	}
	var asked invoice.Request
	if b.InvoiceRequest != nil {
		asked = *b.InvoiceRequest
	}
	return invoice.Draft{BookingID: b.ID, MolliePaymentID: molliePaymentID, VoucherCents: b.VoucherUsedCents, ServiceDate: b.Walk.DateStart,
		Buyer: asked.Buyer(b.CustomerName, b.CustomerEmail), Lines: lines}
}

// confirmation is the booking's confirmation mail, with link to its manage page.
func (b Booking) confirmation(link string, now time.Time) BookingConfirmation {
	return BookingConfirmation{Visit: b.Visit(), TotalCents: b.TotalCents, VoucherUsedCents: b.VoucherUsedCents, BookingURL: link,
		TooLateToCancel: !b.CanCancel(now)}
}
