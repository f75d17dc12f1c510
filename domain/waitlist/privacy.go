package waitlist

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// Joined is a place on a waiting list as the export of the one who joined shows it.
type Joined struct {
	WalkTitle string    `bun:"walk_title" json:"walkTitle"`
	WalkStart time.Time `bun:"walk_date_start" json:"walkDateStart"`
	Name      string    `bun:"name" json:"name"`
	Email     string    `bun:"email" json:"email"`
	Phone     *string   `bun:"phone" json:"phone"`
	Qty       int       `bun:"qty" json:"qty"`
	Status    string    `bun:"status" json:"status"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
}

// JoinedWith returns the waiting-list entries made with the address email (any case)
// since since, oldest first.
func JoinedWith(ctx context.Context, db bun.IDB, email string, since time.Time) ([]Joined, error) {
	return store{}.joinedWith(ctx, db, email, since)
}

// ForgetEndedBefore removes the one who joined from the entries on walks that ended
// before cutoff, in tx; it answers how many.
func ForgetEndedBefore(ctx context.Context, tx bun.Tx, cutoff, now time.Time) (int64, error) {
	return store{}.anonymiseEndedBefore(ctx, tx, cutoff, now)
}

// DeleteJoinedWith deletes, in tx, the entries made with the address email (any case)
// since since: no one is left to offer places to, and an offer they hold frees its places.
func DeleteJoinedWith(ctx context.Context, tx bun.Tx, email string, since time.Time) error {
	return store{}.deleteJoinedWith(ctx, tx, email, since)
}
