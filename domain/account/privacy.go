package account

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// EmailSince is when the account id got the e-mail address it has now: what others made
// with that address before is not the account's (addresses are not verified).
func EmailSince(ctx context.Context, db bun.IDB, id string) (time.Time, error) {
	return store{db: db}.emailSince(ctx, id)
}

// DeleteHolder deletes the account id at its holder's request, in tx: its sessions go
// with it; what it booked and bought stays, without it.
func DeleteHolder(ctx context.Context, tx bun.Tx, id string) error {
	return store{db: tx}.delete(ctx, id)
}
