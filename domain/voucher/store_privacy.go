package voucher

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/database"
)

// anonymisedPurchaser removes a voucher's purchaser; anonymisedVoucher its purchaser,
// recipient and message, leaving its amounts and dates.
const (
	anonymisedPurchaser = `purchaser_name = 'Verwijderd', purchaser_email = 'verwijderd-' || id || '@anoniem.invalid', invoice_buyer = NULL`
	anonymisedVoucher   = anonymisedPurchaser + `, recipient_name = 'Verwijderd', recipient_email = 'verwijderd-' || id || '@anoniem.invalid',
	message = NULL`
)

// boughtBy returns the vouchers the account userID bought.
func (store) boughtBy(ctx context.Context, db bun.IDB, userID string) ([]Bought, error) {
	out := []Bought{}
	if err := db.NewRaw(`SELECT id, value_cents, remaining_cents, status, purchaser_name, purchaser_email, recipient_name,
		recipient_email, message, created_at, paid_at FROM vouchers WHERE user_id = ? ORDER BY created_at, id`, userID).
		Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("export vouchers: %w", err)
	}
	return out, nil
}

// anonymiseBefore anonymises the vouchers spent, expired or left unpaid before cutoff and
// the purchases that failed or were cancelled before failedCutoff, in tx.
func (store) anonymiseBefore(ctx context.Context, tx bun.Tx, cutoff, failedCutoff, now time.Time) (int64, error) {
	n, err := database.Anonymise(ctx, tx, "vouchers", anonymisedVoucher,
		`used_at < ?1 OR valid_until < ?1 OR (payment_status <> 'PAID' AND created_at < ?1)`, now, cutoff)
	if err != nil {
		return 0, err
	}
	failed, err := database.Anonymise(ctx, tx, "vouchers", anonymisedVoucher,
		`payment_status IN ('FAILED', 'CANCELED') AND updated_at < ?1`, now, failedCutoff)
	return n + failed, err
}

// anonymisePurchaser removes the account userID's holder as the purchaser of the vouchers
// they bought, in tx. Not anonymised_at: the recipient may still be using the voucher,
// and the retention removes them later.
func (store) anonymisePurchaser(ctx context.Context, tx bun.Tx, userID string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE vouchers SET `+anonymisedPurchaser+`, updated_at = ? WHERE user_id = ?`, now, userID).Exec(ctx); err != nil {
		return fmt.Errorf("anonymise vouchers: %w", err)
	}
	return nil
}
