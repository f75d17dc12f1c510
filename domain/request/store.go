package request

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/rules"
)

// store holds the SQL of the custom_walk_requests, feest_requests and contact_messages tables;
// db serves the organisers' reads and moves, the submissions run in the caller's tx.
type store struct{ db bun.IDB }

// insertCustomWalk stores a custom-walk request with status NEW, in tx.
func (store) insertCustomWalk(ctx context.Context, tx bun.Tx, c CustomWalk) (CustomWalk, error) {
	err := tx.NewRaw(`INSERT INTO custom_walk_requests (company_name, contact_name, contact_email, contact_phone,
		participant_count, preferred_dates, preferred_location, walk_theme, duration, budget, additional_requests,
		has_accessibility_needs, accessibility_details, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		RETURNING id, company_name, contact_name, contact_email, contact_phone, participant_count, preferred_dates,
		preferred_location, walk_theme, duration, budget, additional_requests, has_accessibility_needs,
		accessibility_details, status, created_at, language`,
		c.CompanyName, c.ContactName, c.ContactEmail, c.ContactPhone, c.ParticipantCount, c.PreferredDates,
		c.PreferredLocation, c.WalkTheme, c.Duration, c.Budget, c.AdditionalRequests, c.HasAccessibilityNeeds,
		c.AccessibilityDetails, language(c.Language)).Scan(ctx, &c)
	if err != nil {
		return CustomWalk{}, fmt.Errorf("insert custom walk request: %w", err)
	}
	return c, nil
}

// language is l, or the default for none.
func language(l string) string { return cmp.Or(l, rules.Languages[0]) }

// insertFeest stores a feest request with status NEW, in tx.
func (store) insertFeest(ctx context.Context, tx bun.Tx, f Feest) (Feest, error) {
	err := tx.NewRaw(`INSERT INTO feest_requests (name, email, phone, message, language) VALUES (?, ?, ?, ?, ?)
		RETURNING id, name, email, phone, message, status, created_at, language`,
		f.Name, f.Email, f.Phone, f.Message, language(f.Language)).Scan(ctx, &f)
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

// table is a request table and the columns read from it.
type table struct{ name, columns string }

var (
	feestTable      = table{"feest_requests", `id, name, email, phone, message, status, created_at`}
	customWalkTable = table{"custom_walk_requests", `id, company_name, contact_name, contact_email, contact_phone,
		participant_count, preferred_dates, preferred_location, walk_theme, duration, budget, additional_requests,
		has_accessibility_needs, accessibility_details, status, created_at`}
)

var sortColumns = map[string]string{"id": "id", "createdAt": "created_at", "status": "status"}

// list reads one page of t into dst and returns the total; the "status" filter picks a status.
func (s store) list(ctx context.Context, t table, p paging.Page, dst any) (int, error) {
	where, args := " WHERE true", []any{}
	if ids := p.IDs(); ids != nil {
		where += " AND id IN (?)"
		args = append(args, bun.In(ids))
	}
	if st := p.Text("status"); st != "" {
		where += " AND status = ?"
		args = append(args, st)
	}
	order, err := p.OrderBy(sortColumns, "created_at DESC, id")
	if err != nil {
		return 0, err
	}
	var total int
	if err := s.db.NewRaw(`SELECT count(*) FROM `+t.name+where, args...).Scan(ctx, &total); err != nil {
		return 0, fmt.Errorf("count %s: %w", t.name, err)
	}
	if err := s.db.NewRaw(`SELECT `+t.columns+` FROM `+t.name+where+order+p.LimitOffset(), args...).Scan(ctx, dst); err != nil {
		return 0, fmt.Errorf("list %s: %w", t.name, err)
	}
	return total, nil
}

// move sets the status to `to` when the row is in one of from's statuses, in one
// conditional UPDATE, scanning the row into dst; a row in another status is ErrNotAllowed.
func (s store) move(ctx context.Context, t table, id, to string, from []string, now time.Time, dst any) error {
	err := s.db.NewRaw(`UPDATE `+t.name+` SET status = ?, updated_at = ? WHERE id = ? AND status IN (?) RETURNING `+t.columns,
		to, now, id, bun.In(from)).Scan(ctx, dst)
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	var exists bool
	if err := s.db.NewRaw(`SELECT EXISTS (SELECT 1 FROM `+t.name+` WHERE id = ?)`, id).Scan(ctx, &exists); err != nil {
		return err
	}
	if !exists {
		return ErrNotFound
	}
	return ErrNotAllowed
}

// accept moves the request id of t to COMPLETED in tx, from any status but CANCELLED.
func (store) accept(ctx context.Context, tx bun.Tx, t table, id string, now time.Time) error {
	_, err := tx.NewRaw(`UPDATE `+t.name+` SET status = ?, updated_at = ? WHERE id = ? AND status <> ?`,
		Completed, now, id, Cancelled).Exec(ctx)
	if err != nil {
		return fmt.Errorf("accept %s %s: %w", t.name, id, err)
	}
	return nil
}

// languageOf answers the language of the request id of t, read in db; found is false
// for none.
func (store) languageOf(ctx context.Context, db bun.IDB, t table, id string) (language string, found bool, err error) {
	if uuid.Validate(id) != nil {
		return "", false, nil
	}
	err = db.NewRaw(`SELECT language FROM `+t.name+` WHERE id = ?`, id).Scan(ctx, &language)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("read the language of %s %s: %w", t.name, id, err)
	}
	return language, true, nil
}

// sendersOf answers the sender of each request (a feest or a custom walk) of ids that
// exists and is not anonymised.
func (s store) sendersOf(ctx context.Context, ids []string) (map[string]string, error) {
	var rows []struct {
		ID   string `bun:"id"`
		Name string `bun:"name"`
	}
	if err := s.db.NewRaw(`SELECT id::text AS id, name FROM feest_requests WHERE id::text IN (?0) AND anonymised_at IS NULL
		UNION ALL SELECT id::text, contact_name FROM custom_walk_requests WHERE id::text IN (?0) AND anonymised_at IS NULL`,
		bun.In(ids)).Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("name the audit log's requests: %w", err)
	}
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		out[r.ID] = r.Name
	}
	return out, nil
}
