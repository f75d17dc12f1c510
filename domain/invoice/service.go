package invoice

import (
	"context"
	"fmt"
	"slices"
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
// once: a second call returns its invoice (a booking's latest). A booking's later
// invoices are Reissue's.
func (s *Service) Issue(ctx context.Context, tx bun.Tx, d Draft) (Invoice, error) {
	if len(d.Lines) == 0 {
		return Invoice{}, fmt.Errorf("invoice: a draft without lines")
	}
	if found, ok, err := s.store.forSource(ctx, tx, d.BookingID, d.VoucherID, d.QuoteID); err != nil || ok {
		return found, err
	}
	return s.issue(ctx, tx, s.draft(d), refs{molliePaymentID: d.MolliePaymentID})
}

// draft is the invoice d describes, before it is numbered: its total, and a booking's
// note.
func (s *Service) draft(d Draft) Invoice {
	_, total := Totals(d.Lines, s.seller.KOR)
	if d.BookingID != "" {
		d.Note = bookingNote(d.BookingID, d.VoucherCents, total)
	}
	return Invoice{Kind: KindInvoice, Buyer: d.Buyer, Lines: d.Lines, Note: d.Note, TotalCents: total,
		ServiceDate: d.ServiceDate, BookingID: d.BookingID, VoucherID: d.VoucherID, QuoteID: d.QuoteID}
}

// issue numbers inv and stores it in tx. The numbers are locked before the issue moment
// is read, so the dates follow the numbers (M4-17).
func (s *Service) issue(ctx context.Context, tx bun.Tx, inv Invoice, r refs) (Invoice, error) {
	if err := s.store.lockNumbers(ctx, tx); err != nil {
		return Invoice{}, err
	}
	inv.IssuedAt = s.now().UTC()
	inv.Seller = s.seller
	year := inv.IssuedAt.In(rules.Amsterdam).Year()
	seq, err := s.store.next(ctx, tx, year)
	if err != nil {
		return Invoice{}, err
	}
	inv.Number = number(year, seq)
	if inv.ID, err = s.store.insert(ctx, tx, inv, year, seq, r); err != nil {
		return Invoice{}, err
	}
	return inv, nil
}

// Reissued is what Reissue issued: the credit note of the booking's standing invoice
// and the invoice that replaces it; nil for none.
type Reissued struct {
	Credit, Invoice *Invoice
}

// Reissue makes the invoices of the booking bookingID follow it, inside tx, the
// transaction that changes it (M4-05, M4-06). d is the booking's invoice as the booking
// now is; nil when it owes nothing (cancelled, or nothing to pay). A booking never
// invoiced (its customer did not ask) is left alone. When its standing invoice already
// says what d says (lines, total, day of the service and note), nothing is issued, so a
// second call issues nothing. Otherwise the standing invoice is credited in full by a
// credit note of its own (all that is left of it: whatever went back to the card or onto
// a voucher, or became credit), and d, when there is one, is issued as the invoice that
// replaces it: a new number for the new walk, date, persons and amounts, extra payments
// included. A booking whose last invoice was credited before gets d as a new invoice.
func (s *Service) Reissue(ctx context.Context, tx bun.Tx, bookingID string, d *Draft) (Reissued, error) {
	last, ok, err := s.store.lastOfBooking(ctx, tx, bookingID)
	if err != nil || !ok {
		return Reissued{}, err
	}
	var next Invoice
	if d != nil {
		if len(d.Lines) == 0 {
			return Reissued{}, fmt.Errorf("invoice: a draft without lines")
		}
		d.BookingID = bookingID
		next = s.draft(*d)
	}
	var out Reissued
	closedBy := last.closedBy
	if closedBy == "" {
		if d != nil && same(last.inv, next) {
			return out, nil
		}
		credit, err := s.close(ctx, tx, last)
		if err != nil {
			return out, err
		}
		out.Credit, closedBy = &credit, credit.ID
	}
	if d == nil {
		return out, nil
	}
	inv, err := s.issue(ctx, tx, next, refs{molliePaymentID: d.MolliePaymentID, followsID: closedBy})
	if err != nil {
		return out, err
	}
	inv.Replaces = last.inv.Number
	out.Invoice = &inv
	return out, nil
}

// same tells whether the stored invoice inv says what the draft next says.
func same(inv, next Invoice) bool {
	return slices.Equal(inv.Lines, next.Lines) && inv.TotalCents == next.TotalCents && inv.Note == next.Note &&
		serviceDay(inv.ServiceDate) == serviceDay(next.ServiceDate)
}

// close issues the credit note that closes the invoice l.inv: its lines at negative
// prices, or, when refunds credited part of it before, what is left of it spread over
// its rates.
func (s *Service) close(ctx context.Context, tx bun.Tx, l last) (Invoice, error) {
	inv := l.inv
	credit := Invoice{Kind: KindCredit, Credits: inv.Number, Buyer: inv.Buyer, ServiceDate: inv.ServiceDate,
		BookingID: inv.BookingID, Note: "Creditnota bij factuur " + inv.Number + "."}
	if l.leftCents == inv.TotalCents {
		for _, line := range inv.Lines {
			line.UnitCents = -line.UnitCents
			credit.Lines = append(credit.Lines, line)
		}
	} else {
		credit.Lines = creditLines(inv, max(l.leftCents, 0))
	}
	_, credit.TotalCents = Totals(credit.Lines, inv.Seller.KOR)
	return s.issue(ctx, tx, credit, refs{creditsID: inv.ID})
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
	out, err := s.issue(ctx, tx, credit, refs{creditsID: inv.ID, refundID: refundID})
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

// OfBooking lists the invoices and credit notes of a booking, oldest first.
func (s *Service) OfBooking(ctx context.Context, bookingID string) ([]Invoice, error) {
	return s.store.of(ctx, "booking_id", bookingID)
}

// Standing is the booking's invoice that stands: its latest, when no credit note closed
// it; ok is false when it has none.
func (s *Service) Standing(ctx context.Context, db bun.IDB, bookingID string) (Invoice, bool, error) {
	return s.store.standing(ctx, db, bookingID)
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
