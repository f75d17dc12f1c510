package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/database"
)

// anonymisedCustomer removes a booking's customer, leaving its amounts, dates and number.
const anonymisedCustomer = `customer_name = 'Verwijderd', customer_email = 'verwijderd-' || id || '@anoniem.invalid',
	customer_phone = NULL, invoice_buyer = NULL`

// anonymiseGuestsBefore removes the customer from guest bookings whose walk ended before
// cutoff, in tx.
func (store) anonymiseGuestsBefore(ctx context.Context, tx bun.Tx, cutoff, now time.Time) (int64, error) {
	return database.Anonymise(ctx, tx, "bookings", anonymisedCustomer,
		`user_id IS NULL AND walk_id IN (SELECT id FROM walk_summaries WHERE date_end < ?1)`, now, cutoff)
}

// anonymiseAccountHolder removes the account userID's holder from its bookings, in tx.
func (store) anonymiseAccountHolder(ctx context.Context, tx bun.Tx, userID string, now time.Time) error {
	_, err := database.Anonymise(ctx, tx, "bookings", anonymisedCustomer, `user_id = ?1`, now, userID)
	return err
}
