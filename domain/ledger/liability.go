package ledger

import (
	"context"
	"time"

	"wandelwijs.nl/platform/spreadsheet"
)

// Liability is a voucher still spendable at a moment, with what was on it then: a gift
// voucher that was bought, or credit issued for a called-off walk (BookingID its booking).
type Liability struct {
	VoucherID  string    `bun:"voucher_id"`
	Credit     bool      `bun:"credit"`
	BookingID  *string   `bun:"booking_id"`
	IssuedAt   time.Time `bun:"issued_at"`
	ValidUntil time.Time `bun:"valid_until"`
	ValueCents int       `bun:"value_cents"`
	BonusCents int       `bun:"bonus_cents"`
	// BalanceCents is its value and the movements of its ledger up to the moment.
	BalanceCents int `bun:"balance_cents"`
}

// Liability lists the vouchers spendable at the moment at, with their balance then, oldest
// first: paid (or issued) before it, not yet expired, not charged back at it, and with
// something on them. Expiry is the voucher's valid_until as it is now (a give-back
// extends it).
func (l Ledger) Liability(ctx context.Context, at time.Time) ([]Liability, error) {
	return l.store.liability(ctx, at)
}

// LiabilityCSV is the vouchers spendable at the end of the day (list, from Liability) as a
// spreadsheet for the bookkeeper, one row per voucher and the totals of gift vouchers,
// credit and both.
func LiabilityCSV(list []Liability) []byte {
	w := spreadsheet.New("Cadeaubon", "Soort", "Boeking", "Uitgegeven", "Geldig tot", "Waarde", "Waarvan bonus", "Saldo")
	var gift, credit int
	for _, v := range list {
		kind := "Cadeaubon"
		if v.Credit {
			kind, credit = "Tegoedbon", credit+v.BalanceCents
		} else {
			gift += v.BalanceCents
		}
		w.Row(v.VoucherID, kind, text(v.BookingID), spreadsheet.Time(v.IssuedAt), spreadsheet.Time(v.ValidUntil),
			spreadsheet.Euros(v.ValueCents), spreadsheet.Euros(v.BonusCents), spreadsheet.Euros(v.BalanceCents))
	}
	w.Row("", "Totaal cadeaubonnen", "", "", "", "", "", spreadsheet.Euros(gift))
	w.Row("", "Totaal tegoedbonnen", "", "", "", "", "", spreadsheet.Euros(credit))
	w.Row("", "Totaal", "", "", "", "", "", spreadsheet.Euros(gift+credit))
	return w.Bytes()
}
