package invoice

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/rules"
)

// store holds the invoices' SQL.
type store struct{ db *bun.DB }

// lockNumbers makes tx the only transaction that numbers documents until it ends: the
// counters are locked before the issue moment is read (M4-17), so a document that waits
// for another's commit takes its date after it and a higher number never carries an
// earlier date, also across the turn of the year. Plain reads of the counters go on.
func (store) lockNumbers(ctx context.Context, tx bun.Tx) error {
	if _, err := tx.NewRaw(`LOCK TABLE invoice_counters IN EXCLUSIVE MODE`).Exec(ctx); err != nil {
		return fmt.Errorf("invoice numbers: %w", err)
	}
	return nil
}

// next is the next number of year's sequence: the counter row is created or counted up,
// and stays locked until tx ends, so concurrent issuers wait for each other's commit or
// rollback and the sequence has no gaps.
func (store) next(ctx context.Context, tx bun.Tx, year int) (int, error) {
	var seq int
	err := tx.NewRaw(`INSERT INTO invoice_counters (year, last) VALUES (?, 1)
		ON CONFLICT (year) DO UPDATE SET last = invoice_counters.last + 1 RETURNING last`, year).Scan(ctx, &seq)
	if err != nil {
		return 0, fmt.Errorf("invoice number: %w", err)
	}
	return seq, nil
}

// selectRow reads invoices with the number of the invoice a credit note credits and of
// the invoice a booking's invoice replaces (the one the credit note it follows
// credited); NULL reads as "".
const selectRow = `SELECT i.id, i.number, i.kind, COALESCE(c.number, '') AS credits, COALESCE(r.number, '') AS replaces,
	i.issued_at, i.service_date, i.seller,
	i.buyer_name, i.buyer_email, i.buyer_company, i.buyer_address, i.buyer_vat_id, i.lines, i.note, i.total_cents,
	COALESCE(COALESCE(i.booking_id, c.booking_id)::text, '') AS booking_id,
	COALESCE(COALESCE(i.voucher_id, c.voucher_id)::text, '') AS voucher_id,
	COALESCE(COALESCE(i.quote_id, c.quote_id)::text, '') AS quote_id
	FROM invoices i LEFT JOIN invoices c ON c.id = i.credits_id
	LEFT JOIN invoices f ON f.id = i.follows_id LEFT JOIN invoices r ON r.id = f.credits_id `

// refs are the documents and payment an invoice or credit note refers to by id ("" for
// none): the Mollie payment it was paid with, the invoice a credit note credits, the
// refund it follows, and the closing credit note a booking's next invoice follows.
type refs struct{ molliePaymentID, creditsID, refundID, followsID string }

func (s store) scan(ctx context.Context, db bun.IDB, query string, args ...any) ([]Invoice, error) {
	out := []Invoice{}
	if err := db.NewRaw(selectRow+query, args...).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("invoices: %w", err)
	}
	return out, nil
}

// insert stores inv as number seq of year and returns its id.
func (store) insert(ctx context.Context, tx bun.Tx, inv Invoice, year, seq int, r refs) (string, error) {
	seller, err := json.Marshal(inv.Seller)
	if err != nil {
		return "", err
	}
	lines, err := json.Marshal(inv.Lines)
	if err != nil {
		return "", err
	}
	var bookingID, voucherID, quoteID any
	if inv.Kind == KindInvoice {
		bookingID, voucherID, quoteID = orNull(inv.BookingID), orNull(inv.VoucherID), orNull(inv.QuoteID)
	}
	id := uuid.NewString()
	_, err = tx.NewRaw(`INSERT INTO invoices (id, number, year, seq, kind, credits_id, refund_id, follows_id, booking_id, voucher_id,
		quote_id, payment_id, issued_at, service_date, seller, buyer_name, buyer_email, buyer_company, buyer_address, buyer_vat_id,
		lines, note, total_cents)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT id FROM payment_records WHERE mollie_id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		id, inv.Number, year, seq, inv.Kind, orNull(r.creditsID), orNull(r.refundID), orNull(r.followsID), bookingID, voucherID, quoteID,
		r.molliePaymentID, inv.IssuedAt, serviceDay(inv.ServiceDate), string(seller), inv.Buyer.Name, inv.Buyer.Email, inv.Buyer.Company,
		inv.Buyer.Address, inv.Buyer.VATID, string(lines), inv.Note, inv.TotalCents).Exec(ctx)
	if err != nil {
		return "", fmt.Errorf("insert invoice %s: %w", inv.Number, err)
	}
	return id, nil
}

func orNull(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// serviceDay is the day of the service as stored: the day in Amsterdam.
func serviceDay(t time.Time) string { return t.In(rules.Amsterdam).Format(time.DateOnly) }

// forSource is the invoice of a booking, voucher or quote, if it has one: a booking's
// latest.
func (s store) forSource(ctx context.Context, tx bun.Tx, bookingID, voucherID, quoteID string) (Invoice, bool, error) {
	found, err := s.scan(ctx, tx, `WHERE i.kind = 'invoice' AND (i.booking_id = ? OR i.voucher_id = ? OR i.quote_id = ?)
		ORDER BY i.year DESC, i.seq DESC LIMIT 1`, orNull(bookingID), orNull(voucherID), orNull(quoteID))
	if err != nil || len(found) == 0 {
		return Invoice{}, false, err
	}
	return found[0], true, nil
}

// closing is the condition on a credit note c that closes the invoice it credits: one
// without a refund (Reissue's), crediting all that was left of it.
const closing = `c.kind = 'credit' AND c.refund_id IS NULL`

// last is a booking's latest invoice, locked in tx, with what is left of it after its
// credit notes and the closing credit note ("" for none); ok is false when the booking
// was never invoiced.
type last struct {
	inv       Invoice
	leftCents int
	closedBy  string
}

func (s store) lastOfBooking(ctx context.Context, tx bun.Tx, bookingID string) (last, bool, error) {
	var hit []struct {
		ID        string `bun:"id"`
		LeftCents int    `bun:"left_cents"`
		ClosedBy  string `bun:"closed_by"`
	}
	err := tx.NewRaw(`SELECT i.id, i.total_cents + COALESCE((SELECT sum(c.total_cents) FROM invoices c WHERE c.credits_id = i.id), 0) AS left_cents,
		COALESCE((SELECT c.id::text FROM invoices c WHERE c.credits_id = i.id AND `+closing+`), '') AS closed_by
		FROM invoices i WHERE i.booking_id = ? AND i.kind = 'invoice' ORDER BY i.year DESC, i.seq DESC LIMIT 1 FOR UPDATE`,
		bookingID).Scan(ctx, &hit)
	if err != nil || len(hit) == 0 {
		return last{}, false, err
	}
	found, err := s.scan(ctx, tx, `WHERE i.id = ?`, hit[0].ID)
	if err != nil || len(found) == 0 {
		return last{}, false, err
	}
	return last{inv: found[0], leftCents: hit[0].LeftCents, closedBy: hit[0].ClosedBy}, true, nil
}

// standing is the booking's invoice that no credit note closed, if it has one.
func (s store) standing(ctx context.Context, db bun.IDB, bookingID string) (Invoice, bool, error) {
	if uuid.Validate(bookingID) != nil {
		return Invoice{}, false, nil
	}
	found, err := s.scan(ctx, db, `WHERE i.booking_id = ? AND i.kind = 'invoice'
		AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.credits_id = i.id AND `+closing+`)
		ORDER BY i.year DESC, i.seq DESC LIMIT 1`, bookingID)
	if err != nil || len(found) == 0 {
		return Invoice{}, false, err
	}
	return found[0], true, nil
}

// refunded is the invoice of the payment the refund refundID pays back and the refund's
// amount; ok is false when that payment has no invoice or the refund has a credit note.
// A booking's invoice is never credited by refund: Reissue credits it in full when the
// booking changes, whatever goes back to the card or onto a voucher.
func (s store) refunded(ctx context.Context, tx bun.Tx, refundID string) (Invoice, int, bool, error) {
	var hit []struct {
		ID    string `bun:"id"`
		Cents int    `bun:"amount_cents"`
	}
	err := tx.NewRaw(`SELECT i.id, r.amount_cents FROM refund_records r
		JOIN invoices i ON i.payment_id = r.payment_id AND i.kind = 'invoice' AND i.booking_id IS NULL
		WHERE r.id = ? AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.refund_id = r.id)
		AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.credits_id = i.id AND `+closing+`)`, refundID).Scan(ctx, &hit)
	if err != nil || len(hit) == 0 {
		return Invoice{}, 0, false, err
	}
	found, err := s.scan(ctx, tx, `WHERE i.id = ?`, hit[0].ID)
	if err != nil || len(found) == 0 {
		return Invoice{}, 0, false, err
	}
	return found[0], hit[0].Cents, true, nil
}

// get is the invoice with id.
func (s store) get(ctx context.Context, id string) (Invoice, error) {
	if uuid.Validate(id) != nil {
		return Invoice{}, ErrNotFound
	}
	found, err := s.scan(ctx, s.db, `WHERE i.id = ?`, id)
	if err != nil {
		return Invoice{}, err
	}
	if len(found) == 0 {
		return Invoice{}, ErrNotFound
	}
	return found[0], nil
}

// of lists the documents whose column (booking_id, voucher_id or quote_id) is id, credit notes
// by their invoice's.
func (s store) of(ctx context.Context, column, id string) ([]Invoice, error) {
	if uuid.Validate(id) != nil {
		return nil, ErrNotFound
	}
	return s.scan(ctx, s.db, `WHERE i.`+column+` = ? OR c.`+column+` = ? ORDER BY i.year, i.seq`, id, id)
}

// list lists the documents issued in p.
func (s store) list(ctx context.Context, p Period) ([]Invoice, error) {
	return s.scan(ctx, s.db, `WHERE i.issued_at >= ? AND i.issued_at < ? ORDER BY i.year, i.seq LIMIT 100000`, p.From, p.To)
}
