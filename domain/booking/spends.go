package booking

import (
	"context"
	"time"

	"wandelwijs.nl/domain/voucher"
)

// VoucherSpends returns the bookings that spent the vouchers with ids, oldest first:
// those that hold places at now (booking_holds_places) and those cancelled after they
// were paid. A booking whose payment failed or whose hold ran out never used its voucher
// part. It answers voucher.Spends for the organisers' voucher register.
func (s Overview) VoucherSpends(ctx context.Context, ids []string, now time.Time) ([]voucher.Spend, error) {
	return s.store.voucherSpends(ctx, ids, now)
}
