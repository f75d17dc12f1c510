package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/platform/rules"
)

// issuedInvoice is the booking's standing invoice (its latest, not credited) as an
// attachment; nil when it has none.
func (s *Service) issuedInvoice(ctx context.Context, bookingID string) (*invoice.Attachment, error) {
	if s.invoices == nil {
		return nil, nil
	}
	inv, ok, err := s.invoices.Standing(ctx, s.db, bookingID)
	if err != nil || !ok {
		return nil, err
	}
	return invoice.Attach(inv)
}

// reinvoice makes the invoices of the booking bookingID follow it as tx has just written
// it (invoice.Service.Reissue): a booking never invoiced is left alone; otherwise its
// standing invoice is credited in full and, unless it owes nothing, a new invoice is
// issued for what it now is (invoiceDraft: its walk and date, persons and amounts; a
// cancelled booking that keeps its money, for its cancellation fee and, with
// single-purpose vouchers, its call-off credit).
// When nothing the invoice says changed, nothing is issued, so every change of a booking
// may call it once it has stored the change. The documents are dated by the invoice
// service when they are numbered (M4-17); now, the moment of the change, is not needed.
func (s *Service) reinvoice(ctx context.Context, tx bun.Tx, bookingID string, now time.Time) error {
	if s.invoices == nil {
		return nil
	}
	b, err := s.store.get(ctx, tx, bookingID, false)
	if err != nil {
		return err
	}
	paid := ""
	if b.MolliePaymentID != nil {
		paid = *b.MolliePaymentID
	}
	purpose, credit := rules.All.Invoice.VoucherPurpose, 0
	if b.Status == StatusCancelled && purpose == rules.VoucherSinglePurpose {
		bal, err := s.store.balance(ctx, tx, b.ID)
		if err != nil {
			return err
		}
		credit = bal.CreditCents
	}
	var d *invoice.Draft
	if draft := invoiceDraft(b, paid, credit, purpose); b.Status != StatusCancelled && b.SubtotalCents() > 0 ||
		b.Status == StatusCancelled && len(draft.Lines) > 0 {
		d = &draft
	}
	_, err = s.invoices.Reissue(ctx, tx, b.ID, d)
	return err
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
