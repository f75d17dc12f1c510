package booking

import (
	"context"
	"fmt"

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

// invoiceDraft is the invoice of booking b: its places on the walk at the shop's btw
// rate, for the full price (a voucher's part is a payment of it: a multi-purpose
// voucher's btw is due when it is spent), on the day of the walk.
func invoiceDraft(b Booking, molliePaymentID string) invoice.Draft {
	line := invoice.Line{Description: "Wandeling " + b.Walk.Title, Quantity: b.Qty, UnitCents: b.SubtotalCents / max(b.Qty, 1), VATRate: rules.All.Invoice.DefaultVATRate}
	if line.Cents() != b.SubtotalCents {
		line.Description, line.Quantity, line.UnitCents = fmt.Sprintf("%s, %d personen", line.Description, b.Qty), 1, b.SubtotalCents
	}
	return invoice.Draft{BookingID: b.ID, MolliePaymentID: molliePaymentID, VoucherCents: b.VoucherUsedCents, ServiceDate: b.Walk.DateStart,
		Buyer: b.InvoiceRequest.Buyer(b.CustomerName, b.CustomerEmail), Lines: []invoice.Line{line}}
}

// issuedInvoice is the booking's invoice as an attachment; nil when it has none.
func (s *Service) issuedInvoice(ctx context.Context, bookingID string) (*invoice.Attachment, error) {
	if s.invoices == nil {
		return nil, nil
	}
	docs, err := s.invoices.OfBooking(ctx, bookingID)
	if err != nil || len(docs) == 0 || docs[0].Kind != invoice.KindInvoice {
		return nil, err
	}
	return invoice.Attach(docs[0])
}

// ManageInvoices lists the invoice and credit notes of the booking a manage token names.
func (s *Service) ManageInvoices(ctx context.Context, token string) ([]invoice.Invoice, error) {
	b, err := s.byManageToken(ctx, s.db, token, false)
	if err != nil || s.invoices == nil {
		return nil, err
	}
	return s.invoices.OfBooking(ctx, b.ID)
}

// ManageInvoicePDF is the PDF of the invoice or credit note id of the booking a manage
// token names; invoice.ErrNotFound for one of another booking.
func (s *Service) ManageInvoicePDF(ctx context.Context, token, id string) (invoice.Invoice, []byte, error) {
	docs, err := s.ManageInvoices(ctx, token)
	if err != nil {
		return invoice.Invoice{}, nil, err
	}
	for _, inv := range docs {
		if inv.ID == id {
			raw, err := invoice.PDF(inv)
			return inv, raw, err
		}
	}
	return invoice.Invoice{}, nil, invoice.ErrNotFound
}
