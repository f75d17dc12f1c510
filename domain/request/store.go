package request

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// store holds the SQL of the custom_walk_requests, feest_requests and contact_messages tables.
type store struct{}

// insertCustomWalk stores a custom-walk request with status NEW, in tx.
func (store) insertCustomWalk(ctx context.Context, tx bun.Tx, c CustomWalk) (CustomWalk, error) {
	err := tx.NewRaw(`INSERT INTO custom_walk_requests (company_name, contact_name, contact_email, contact_phone,
		participant_count, preferred_dates, preferred_location, walk_theme, duration, budget, additional_requests,
		has_accessibility_needs, accessibility_details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		RETURNING id, company_name, contact_name, contact_email, contact_phone, participant_count, preferred_dates,
		preferred_location, walk_theme, duration, budget, additional_requests, has_accessibility_needs,
		accessibility_details, status, created_at`,
		c.CompanyName, c.ContactName, c.ContactEmail, c.ContactPhone, c.ParticipantCount, c.PreferredDates,
		c.PreferredLocation, c.WalkTheme, c.Duration, c.Budget, c.AdditionalRequests, c.HasAccessibilityNeeds,
		c.AccessibilityDetails).Scan(ctx, &c)
	if err != nil {
		return CustomWalk{}, fmt.Errorf("insert custom walk request: %w", err)
	}
	return c, nil
}

// insertFeest stores a feest request with status NEW, in tx.
func (store) insertFeest(ctx context.Context, tx bun.Tx, f Feest) (Feest, error) {
	err := tx.NewRaw(`INSERT INTO feest_requests (name, email, phone, message) VALUES (?, ?, ?, ?)
		RETURNING id, name, email, phone, message, status, created_at`,
		f.Name, f.Email, f.Phone, f.Message).Scan(ctx, &f)
	if err != nil {
		return Feest{}, fmt.Errorf("insert feest request: %w", err)
	}
	return f, nil
}

// insertContact stores a contact message with status NEW, in tx.
func (store) insertContact(ctx context.Context, tx bun.Tx, c Contact) (Contact, error) {
	err := tx.NewRaw(`INSERT INTO contact_messages (name, email, phone, message) VALUES (?, ?, ?, ?)
		RETURNING id, name, email, phone, message, status, created_at`,
		c.Name, c.Email, c.Phone, c.Message).Scan(ctx, &c)
	if err != nil {
		return Contact{}, fmt.Errorf("insert contact message: %w", err)
	}
	return c, nil
}

// requestsInLastHour counts the requests of all three kinds from email in the last hour,
// this one included, in tx.
func (store) requestsInLastHour(ctx context.Context, tx bun.Tx, email string) (int, error) {
	var n int
	err := tx.NewRaw(`SELECT
		(SELECT count(*) FROM custom_walk_requests WHERE lower(contact_email) = lower(?0) AND created_at > now() - interval '1 hour') +
		(SELECT count(*) FROM feest_requests WHERE lower(email) = lower(?0) AND created_at > now() - interval '1 hour') +
		(SELECT count(*) FROM contact_messages WHERE lower(email) = lower(?0) AND created_at > now() - interval '1 hour')`,
		email).Scan(ctx, &n)
	if err != nil {
		return 0, fmt.Errorf("count requests from %s: %w", email, err)
	}
	return n, nil
}
