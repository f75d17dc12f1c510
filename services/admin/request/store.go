package request

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
)

// store holds the SQL of the two request tables as the back office uses them.
type store struct{ db *bun.DB }

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
