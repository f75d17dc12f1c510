// Package ledger is the bookkeeper's view of the shop's money: every payment, refund and
// chargeback at Mollie, the money moved outside it (paid at the desk, refunds settled by
// hand), every movement on a voucher (spent, given back, refunded, issued as call-off
// credit, expired) and the invoices, each dated when it happened, as a list, a CSV file
// and a month's totals; and the vouchers' liability at a day. It only reads what the
// payment, voucher, booking and invoice packages record.
package ledger

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/spreadsheet"
)

// The kinds of entry.
const (
	// KindPayment is money in: a payment Mollie received.
	KindPayment = "payment"
	// KindRefund is money out: a refund Mollie made or is making.
	KindRefund = "refund"
	// KindChargeback is money the payer's bank took back; KindChargebackReversed the
	// bank giving it back.
	KindChargeback         = "chargeback"
	KindChargebackReversed = "chargeback_reversed"
	// KindRefundOutside is a refund made in Mollie's dashboard, not asked by the shop
	// (found by reconciliation); money out like KindRefund.
	KindRefundOutside = "refund_outside"
	// KindRefundByHand is a refund the organisers settled outside the shop ("Handmatig
	// afgehandeld"): money out, not through Mollie.
	KindRefundByHand = "refund_by_hand"
	// KindVoucherSpend and KindVoucherGiveBack move a voucher's balance (no money moves);
	// KindVoucherRefund takes off it what a refund of its payment gave back.
	KindVoucherSpend    = "voucher_spend"
	KindVoucherGiveBack = "voucher_give_back"
	KindVoucherRefund   = "voucher_refund"
	// KindCreditVoucher is a voucher issued as credit for a called-off walk: the part the
	// booking paid; KindCreditBonus the bonus on top of it (no money moves).
	KindCreditVoucher = "credit_voucher"
	KindCreditBonus   = "credit_bonus"
	// KindVoucherExpired is what was left on a voucher when it expired (no money moves).
	KindVoucherExpired = "voucher_expired"
	// KindPaymentOutside is money in that an organiser received outside Mollie (cash, a
	// bank transfer) and recorded at the booking desk.
	KindPaymentOutside = "payment_outside"
	// KindInvoice and KindCreditNote are the invoices and credit notes issued, with their
	// totals including btw (no money moves).
	KindInvoice    = "invoice"
	KindCreditNote = "credit_note"
)

// Entry is one movement, dated when it happened (at Mollie: paid, refunded, charged
// back), with the booking, voucher or quote it belongs to. AmountCents is signed:
// positive into the shop (or onto a voucher), negative out of it.
type Entry struct {
	At          time.Time `bun:"at"`
	Kind        string    `bun:"kind"`
	AmountCents int       `bun:"amount_cents"`
	// Status is a refund's Mollie status; "" for the other kinds.
	Status          string  `bun:"status"`
	MolliePaymentID *string `bun:"mollie_payment_id"`
	// MollieID is the refund's or chargeback's own Mollie id.
	MollieID  *string `bun:"mollie_id"`
	BookingID *string `bun:"booking_id"`
	VoucherID *string `bun:"voucher_id"`
	QuoteID   *string `bun:"quote_id"`
	// Invoice is the number of an invoice or credit note.
	Invoice *string `bun:"invoice"`
	// RecordedBy is the organiser who recorded a payment outside Mollie or settled a
	// refund by hand.
	RecordedBy *string `bun:"recorded_by"`
}

// Money tells whether the entry moved money at Mollie: a payment, a refund that has not
// failed or been canceled, a chargeback or its reversal (a voucher movement does not).
func (e Entry) Money() bool {
	switch e.Kind {
	case KindPayment, KindChargeback, KindChargebackReversed:
		return true
	case KindRefund, KindRefundOutside:
		return e.Status != "failed" && e.Status != "canceled"
	}
	return false
}

// Period is the days from From's midnight up to To (the midnight after the last day),
// in Amsterdam.
type Period struct{ From, To time.Time }

// ErrBadDay refuses a day that is not YYYY-MM-DD, or a period that ends before it starts.
var ErrBadDay = errs.New(errs.Invalid, "ledger_bad_period", "Geef de periode als JJJJ-MM-DD, het begin niet na het einde")

// PeriodOf reads the days from and to (YYYY-MM-DD, to included); an empty from is the
// first day of now's month, an empty to now's day.
func PeriodOf(from, to string, now time.Time) (Period, error) {
	day := func(v string, def time.Time) (time.Time, error) {
		if v == "" {
			return def, nil
		}
		return time.ParseInLocation(time.DateOnly, v, rules.Amsterdam)
	}
	today := rules.StartOfDay(now, 0)
	first, err := day(from, today.AddDate(0, 0, 1-today.Day()))
	if err != nil {
		return Period{}, ErrBadDay
	}
	last, err := day(to, today)
	if err != nil || last.Before(first) {
		return Period{}, ErrBadDay
	}
	return Period{From: first, To: last.AddDate(0, 0, 1)}, nil
}

// Month is now's month in Amsterdam.
func Month(now time.Time) Period {
	p, _ := PeriodOf("", "", now)
	return Period{From: p.From, To: p.From.AddDate(0, 1, 0)}
}

// Ledger reads the shop's money movements.
type Ledger struct {
	store store
	now   func() time.Time
}

// New returns the ledger on db; now is the clock.
func New(db *bun.DB, now func() time.Time) Ledger { return Ledger{store{db}, now} }

// Entries lists the movements of the period, oldest first; a voucher expiring after now
// has not expired yet.
func (l Ledger) Entries(ctx context.Context, p Period) ([]Entry, error) {
	return l.store.entries(ctx, p, l.now())
}

// Totals are a period's money in and out at Mollie (Entry.Money), in cents, both
// positive: in the payments and reversed chargebacks, out the refunds and chargebacks.
type Totals struct{ InCents, OutCents int }

// TotalsOf adds up entries as the dashboard shows them.
func TotalsOf(entries []Entry) Totals {
	var t Totals
	for _, e := range entries {
		switch {
		case !e.Money():
		case e.AmountCents > 0:
			t.InCents += e.AmountCents
		default:
			t.OutCents -= e.AmountCents
		}
	}
	return t
}

// kindNames are the kinds in the bookkeeper's Dutch.
var kindNames = map[string]string{KindPayment: "Betaling", KindRefund: "Terugbetaling", KindChargeback: "Terugboeking",
	KindRefundOutside: "Terugbetaling in Mollie-dashboard", KindRefundByHand: "Terugbetaling handmatig afgehandeld",
	KindChargebackReversed: "Terugboeking teruggedraaid", KindVoucherSpend: "Cadeaubon besteed", KindVoucherGiveBack: "Cadeaubon teruggezet",
	KindVoucherRefund: "Cadeaubon terugbetaald", KindCreditVoucher: "Tegoedbon uitgegeven", KindCreditBonus: "Bonus op tegoedbon",
	KindVoucherExpired: "Cadeaubon verlopen", KindInvoice: "Factuur", KindCreditNote: "Creditnota", KindPaymentOutside: "Betaling buiten Mollie"}

// CSV is entries as a spreadsheet for the bookkeeper (spreadsheet): date, kind, amount,
// the refund's status, the Mollie ids, the booking or voucher, an invoice's number, who
// recorded a payment outside Mollie or settled a refund by hand, and the quote.
func CSV(entries []Entry) []byte {
	w := spreadsheet.New("Datum", "Soort", "Bedrag", "Geld bij Mollie", "Status", "Mollie-betaling", "Mollie-id", "Boeking", "Cadeaubon", "Factuur",
		"Vastgelegd door", "Offerte")
	for _, e := range entries {
		money := "nee"
		if e.Money() {
			money = "ja"
		}
		w.Row(spreadsheet.Time(e.At), kindNames[e.Kind], spreadsheet.Euros(e.AmountCents), money, e.Status, text(e.MolliePaymentID),
			text(e.MollieID), text(e.BookingID), text(e.VoucherID), text(e.Invoice), text(e.RecordedBy), text(e.QuoteID))
	}
	return w.Bytes()
}

// text is a cell of s, "" for none, with the formula guard (a name is typed by a person).
func text(s *string) string {
	if s == nil {
		return ""
	}
	return spreadsheet.Text(*s)
}
