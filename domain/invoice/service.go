package invoice

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/rules"
)

// Service issues, lists and renders invoices.
type Service struct {
	db     *bun.DB
	store  store
	seller Seller
	now    func() time.Time
}

// NewService returns a Service that invoices as seller.
func NewService(db *bun.DB, seller Seller, now func() time.Time) *Service {
	return &Service{db: db, store: store{db: db}, seller: seller, now: now}
}

// Seller is who the service invoices as.
func (s *Service) Seller() Seller { return s.seller }

// Issue issues the invoice d describes inside tx, the transaction that records its
// payment: its number is the next of the year's sequence, whose counter row stays locked
// until tx ends, so numbers are consecutive in the order the payments commit and a
// rolled-back payment gives its number back. A booking, voucher or quote is invoiced
// once: a second call returns the first invoice.
func (s *Service) Issue(ctx context.Context, tx bun.Tx, d Draft) (Invoice, error) {
	if len(d.Lines) == 0 {
		return Invoice{}, fmt.Errorf("invoice: a draft without lines")
	}
	if found, ok, err := s.store.forSource(ctx, tx, d.BookingID, d.VoucherID, d.QuoteID); err != nil || ok {
		return found, err
	}
	_, total := Totals(d.Lines, s.seller.KOR)
	if d.BookingID != "" {
		d.Note = bookingNote(d.BookingID, d.VoucherCents, total)
	}
	return s.issue(ctx, tx, Invoice{Kind: KindInvoice, Buyer: d.Buyer, Lines: d.Lines, Note: d.Note, TotalCents: total,
		ServiceDate: d.ServiceDate, BookingID: d.BookingID, VoucherID: d.VoucherID, QuoteID: d.QuoteID}, d.MolliePaymentID, "", "")
}

// issue numbers inv and stores it in tx.
func (s *Service) issue(ctx context.Context, tx bun.Tx, inv Invoice, molliePaymentID, creditsID, refundID string) (Invoice, error) {
	inv.IssuedAt = s.now().UTC()
	inv.Seller = s.seller
	year := inv.IssuedAt.In(rules.Amsterdam).Year()
	seq, err := s.store.next(ctx, tx, year)
	if err != nil {
		return Invoice{}, err
	}
	inv.Number = number(year, seq)
	if inv.ID, err = s.store.insert(ctx, tx, inv, year, seq, molliePaymentID, creditsID, refundID); err != nil {
		return Invoice{}, err
	}
	return inv, nil
}

// CreditRefund issues the credit note of the refund refundID of the ledger inside tx, the
// transaction that writes the refund: negative amounts spread over the invoice's btw
// rates in proportion to them, referring to the invoice of the refunded payment. A
// payment without an invoice has nothing to credit, and a refund is credited once;
// created tells whether a credit note was issued now.
func (s *Service) CreditRefund(ctx context.Context, tx bun.Tx, refundID string) (Invoice, bool, error) {
	inv, cents, ok, err := s.store.refunded(ctx, tx, refundID)
	if err != nil || !ok {
		return Invoice{}, false, err
	}
	credit := Invoice{Kind: KindCredit, Credits: inv.Number, Buyer: inv.Buyer, ServiceDate: inv.ServiceDate,
		Lines: creditLines(inv, cents), BookingID: inv.BookingID, VoucherID: inv.VoucherID, QuoteID: inv.QuoteID}
	_, credit.TotalCents = Totals(credit.Lines, inv.Seller.KOR)
	credit.Note = "Creditnota bij factuur " + inv.Number + "."
	out, err := s.issue(ctx, tx, credit, "", inv.ID, refundID)
	return out, err == nil, err
}

// creditLines are the lines crediting cents of inv: one per btw rate of inv, each its
// share of cents in proportion to the rate's amount, the last rate taking what rounding
// left, so the lines add up to exactly -cents.
func creditLines(inv Invoice, cents int) []Line {
	totals := inv.Totals()
	var lines []Line
	left := cents
	for i, t := range totals {
		share := left
		if i < len(totals)-1 && inv.TotalCents > 0 {
			share = divRound(cents*t.InclCents, inv.TotalCents)
		}
		left -= share
		if share == 0 {
			continue
		}
		lines = append(lines, Line{Description: fmt.Sprintf("Terugbetaling op factuur %s (btw %d%%)", inv.Number, t.Rate),
			Quantity: 1, UnitCents: -share, VATRate: t.Rate})
	}
	return lines
}

// Get is the invoice with id.
func (s *Service) Get(ctx context.Context, id string) (Invoice, error) { return s.store.get(ctx, id) }

// OfBooking lists the invoice and credit notes of a booking, oldest first.
func (s *Service) OfBooking(ctx context.Context, bookingID string) ([]Invoice, error) {
	return s.store.of(ctx, "booking_id", bookingID)
}

// OfQuote lists the invoice and credit notes of a quote, oldest first.
func (s *Service) OfQuote(ctx context.Context, quoteID string) ([]Invoice, error) {
	return s.store.of(ctx, "quote_id", quoteID)
}

// OfVoucher lists the invoice and credit notes of a voucher, oldest first.
func (s *Service) OfVoucher(ctx context.Context, voucherID string) ([]Invoice, error) {
	return s.store.of(ctx, "voucher_id", voucherID)
}

// Period is a half-open range of issue moments [From, To).
type Period struct{ From, To time.Time }

// List lists the invoices and credit notes issued in p, oldest first.
func (s *Service) List(ctx context.Context, p Period) ([]Invoice, error) { return s.store.list(ctx, p) }

// PDFAmong renders the document with id among docs (a customer's own invoices and
// credit notes); one not among them is ErrNotFound.
func PDFAmong(docs []Invoice, id string) (Invoice, []byte, error) {
	for _, inv := range docs {
		if inv.ID == id {
			raw, err := PDF(inv)
			return inv, raw, err
		}
	}
	return Invoice{}, nil, ErrNotFound
}
