package request

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// Made is a request (a custom walk, a feest, a contact message) as the export of the
// one who made it shows it.
type Made struct {
	ID        string    `bun:"id" json:"id"`
	Kind      string    `bun:"kind" json:"kind"`
	Name      string    `bun:"name" json:"name"`
	Email     string    `bun:"email" json:"email"`
	Phone     *string   `bun:"phone" json:"phone"`
	Message   *string   `bun:"message" json:"message"`
	Status    string    `bun:"status" json:"status"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
}

// MadeWith returns the requests made with the address email (any case), oldest first.
func MadeWith(ctx context.Context, db bun.IDB, email string) ([]Made, error) {
	return store{}.madeWith(ctx, db, email)
}

// ForgetBefore removes the personal data of the requests made before cutoff, in tx; it
// answers how many.
func ForgetBefore(ctx context.Context, tx bun.Tx, cutoff, now time.Time) (int64, error) {
	return store{}.anonymiseBefore(ctx, tx, cutoff, now)
}

// ForgetAddress removes the personal data of the requests made with the address email
// (any case), in tx.
func ForgetAddress(ctx context.Context, tx bun.Tx, email string, now time.Time) error {
	return store{}.anonymiseAddress(ctx, tx, email, now)
}
