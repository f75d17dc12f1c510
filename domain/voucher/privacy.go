package voucher

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// Bought is a voucher an account bought, as its holder's export shows it.
type Bought struct {
	ID             string     `bun:"id" json:"id"`
	ValueCents     int        `bun:"value_cents" json:"valueCents"`
	RemainingCents int        `bun:"remaining_cents" json:"remainingCents"`
	Status         string     `bun:"status" json:"status"`
	PurchaserName  string     `bun:"purchaser_name" json:"purchaserName"`
	PurchaserEmail string     `bun:"purchaser_email" json:"purchaserEmail"`
	RecipientName  string     `bun:"recipient_name" json:"recipientName"`
	RecipientEmail string     `bun:"recipient_email" json:"recipientEmail"`
	Message        *string    `bun:"message" json:"message"`
	CreatedAt      time.Time  `bun:"created_at" json:"createdAt"`
	PaidAt         *time.Time `bun:"paid_at" json:"paidAt"`
}

// BoughtBy returns the vouchers the account userID bought, oldest first.
func BoughtBy(ctx context.Context, db bun.IDB, userID string) ([]Bought, error) {
	return store{}.boughtBy(ctx, db, userID)
}

// ForgetBefore removes the purchaser, recipient and message of the vouchers spent,
// expired or left unpaid before cutoff, and of the purchases that failed or were
// cancelled before failedCutoff, in tx, leaving amounts and dates; it answers how many.
func ForgetBefore(ctx context.Context, tx bun.Tx, cutoff, failedCutoff, now time.Time) (int64, error) {
	return store{}.anonymiseBefore(ctx, tx, cutoff, failedCutoff, now)
}

// ForgetPurchaser removes a leaving account's holder as the purchaser of the vouchers
// they bought, in tx.
func ForgetPurchaser(ctx context.Context, tx bun.Tx, userID string, now time.Time) error {
	return store{}.anonymisePurchaser(ctx, tx, userID, now)
}
