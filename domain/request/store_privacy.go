package request

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/database"
)

// anonymised names, per table, what of a request is personal and its anonymised value.
var anonymised = []struct{ table, email, set string }{
	{"custom_walk_requests", "contact_email", `contact_name = 'Verwijderd', contact_email = 'verwijderd-' || id || '@anoniem.invalid',
		contact_phone = 'verwijderd', company_name = NULL, preferred_dates = NULL, preferred_location = NULL, walk_theme = NULL,
		budget = NULL, additional_requests = NULL, has_accessibility_needs = false, accessibility_details = NULL`},
	{"feest_requests", "email", `name = 'Verwijderd', email = 'verwijderd-' || id || '@anoniem.invalid', phone = 'verwijderd',
		message = 'Verwijderd'`},
	{"contact_messages", "email", `name = 'Verwijderd', email = 'verwijderd-' || id || '@anoniem.invalid', phone = NULL,
		message = 'Verwijderd'`},
}

// madeWith returns the requests made with the address email (any case), oldest first.
func (store) madeWith(ctx context.Context, db bun.IDB, email string) ([]Made, error) {
	out := []Made{}
	if err := db.NewRaw(`
		SELECT id, 'CUSTOM_WALK' AS kind, contact_name AS name, contact_email AS email, contact_phone AS phone,
		       additional_requests AS message, status, created_at FROM custom_walk_requests WHERE lower(contact_email) = lower(?0)
		UNION ALL
		SELECT id, 'FEEST', name, email, phone, message, status, created_at FROM feest_requests WHERE lower(email) = lower(?0)
		UNION ALL
		SELECT id, 'CONTACT', name, email, phone, message, status, created_at FROM contact_messages WHERE lower(email) = lower(?0)
		ORDER BY created_at, id`, email).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("export requests: %w", err)
	}
	return out, nil
}

// anonymiseWhere anonymises the requests of every kind where pick (on the table's e-mail
// column, named by ?email) holds with arg as ?1, in tx.
func (store) anonymiseWhere(ctx context.Context, tx bun.Tx, pick func(email string) string, arg any, now time.Time) (int64, error) {
	var total int64
	for _, a := range anonymised {
		n, err := database.Anonymise(ctx, tx, a.table, a.set, pick(a.email), now, arg)
		if err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}

// anonymiseBefore anonymises the requests made before cutoff, in tx.
func (s store) anonymiseBefore(ctx context.Context, tx bun.Tx, cutoff, now time.Time) (int64, error) {
	return s.anonymiseWhere(ctx, tx, func(string) string { return `created_at < ?1` }, cutoff, now)
}

// anonymiseAddress anonymises the requests made with the address email (any case), in tx.
func (s store) anonymiseAddress(ctx context.Context, tx bun.Tx, email string, now time.Time) error {
	_, err := s.anonymiseWhere(ctx, tx, func(column string) string { return `lower(` + column + `) = lower(?1)` }, email, now)
	return err
}
