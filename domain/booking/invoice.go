package booking

import (
	"context"

	"wandelwijs.nl/domain/invoice"
)

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
