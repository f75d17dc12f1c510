package booking

import (
	"testing"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/platform/rules"
)

// sum is what lines come to, and the btw in it (invoice.Totals).
func sum(lines []invoice.Line) (cents, vat int) {
	totals, cents := invoice.Totals(lines, false)
	for _, r := range totals {
		vat += r.VATCents
	}
	return cents, vat
}

// TestAVoucherPartIsInvoicedByTheVoucherPurpose: a booking of two persons at € 30, € 20 of
// it paid by a gift voucher. With multi-purpose vouchers (the default) the invoice is for
// € 60 with its btw, the voucher part a way it was paid; with single-purpose vouchers the
// btw of the voucher part was due at the voucher's sale, so the invoice takes it back out:
// btw on € 40 only.
func TestAVoucherPartIsInvoicedByTheVoucherPurpose(t *testing.T) {
	b := Booking{Status: StatusPaid, Positions: personsAt(2, 3000), VoucherUsedCents: 2000, Walk: Walk{Title: "Ochtend"}}
	rate := rules.All.Invoice.DefaultVATRate
	vatOf := func(gross int) int { return (2*gross*rate + 100 + rate) / (2 * (100 + rate)) }

	multi := invoiceDraft(b, "tr_1", 0, rules.VoucherMultiPurpose)
	if cents, vat := sum(multi.Lines); cents != 6000 || vat != vatOf(6000) || multi.VoucherCents != 2000 {
		t.Errorf("multi-purpose: %d with btw %d, voucher part %d; want 6000 with %d, 2000", cents, vat, multi.VoucherCents, vatOf(6000))
	}
	single := invoiceDraft(b, "tr_1", 0, rules.VoucherSinglePurpose)
	if cents, vat := sum(single.Lines); cents != 4000 || vat != vatOf(4000) || single.VoucherCents != 0 {
		t.Errorf("single-purpose: %d with btw %d, voucher part %d; want 4000 with %d, 0", cents, vat, single.VoucherCents, vatOf(4000))
	}
}

// TestCallOffCreditIsInvoicedOnlyWithSinglePurposeVouchers: a booking cancelled for € 45
// of call-off credit. Credit is a voucher: with multi-purpose vouchers it is no supply
// yet, and the cancelled booking has nothing left to invoice; with single-purpose ones its
// btw is due now, and the booking's invoice says so.
func TestCallOffCreditIsInvoicedOnlyWithSinglePurposeVouchers(t *testing.T) {
	b := Booking{Status: StatusCancelled, Positions: personsAt(1, 4500), Walk: Walk{Title: "Ochtend"}}
	if d := invoiceDraft(b, "tr_1", 4500, rules.VoucherMultiPurpose); len(d.Lines) != 0 {
		t.Errorf("multi-purpose: lines %v, want none", d.Lines)
	}
	d := invoiceDraft(b, "tr_1", 4500, rules.VoucherSinglePurpose)
	if cents, _ := sum(d.Lines); cents != 4500 || len(d.Lines) != 1 {
		t.Errorf("single-purpose: lines %v, want one of 4500", d.Lines)
	}
	b.CancellationFeeCents = 1000
	if cents, _ := sum(invoiceDraft(b, "tr_1", 0, rules.VoucherMultiPurpose).Lines); cents != 1000 {
		t.Errorf("a cancellation fee of 1000 invoiced as %d", cents)
	}
}
