// Package requests is the back office's side of feest and custom-walk requests: the
// lists and the status transitions of spec 2 §4.
package requests

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/admin/overview"
	"wandelwijs.nl/platform/errs"
)

// Request statuses.
const (
	New        = "NEW"
	InProgress = "IN_PROGRESS"
	Completed  = "COMPLETED"
	Cancelled  = "CANCELLED"
)

// Errors shown as they are.
var (
	ErrNotFound      = errs.New(errs.NotFound, "Aanvraag niet gevonden")
	ErrNotAllowed    = errs.New(errs.Conflict, "Deze statuswijziging is niet toegestaan")
	ErrUnknownStatus = &errs.Error{Kind: errs.Invalid, Message: "Onbekende status", Fields: map[string]string{"status": "Kies Nieuw, In behandeling, Afgehandeld of Geannuleerd"}}
)

// Feest is a party-walk request.
type Feest struct {
	ID        string    `json:"id" bun:"id"`
	Name      string    `json:"name" bun:"name"`
	Email     string    `json:"email" bun:"email"`
	Phone     string    `json:"phone" bun:"phone"`
	Message   string    `json:"message" bun:"message"`
	Status    string    `json:"status" bun:"status"`
	CreatedAt time.Time `json:"createdAt" bun:"created_at"`
}

// CustomWalk is a request for a walk made to measure.
type CustomWalk struct {
	ID                    string    `json:"id" bun:"id"`
	CompanyName           *string   `json:"companyName" bun:"company_name"`
	ContactName           string    `json:"contactName" bun:"contact_name"`
	ContactEmail          string    `json:"contactEmail" bun:"contact_email"`
	ContactPhone          string    `json:"contactPhone" bun:"contact_phone"`
	ParticipantCount      int       `json:"participantCount" bun:"participant_count"`
	PreferredDates        *string   `json:"preferredDates" bun:"preferred_dates"`
	PreferredLocation     *string   `json:"preferredLocation" bun:"preferred_location"`
	WalkTheme             *string   `json:"walkTheme" bun:"walk_theme"`
	Duration              string    `json:"duration" bun:"duration"`
	Budget                *string   `json:"budget" bun:"budget"`
	AdditionalRequests    *string   `json:"additionalRequests" bun:"additional_requests"`
	HasAccessibilityNeeds bool      `json:"hasAccessibilityNeeds" bun:"has_accessibility_needs"`
	AccessibilityDetails  *string   `json:"accessibilityDetails" bun:"accessibility_details"`
	Status                string    `json:"status" bun:"status"`
	CreatedAt             time.Time `json:"createdAt" bun:"created_at"`
}

const (
	feestColumns  = `id, name, email, phone, message, status, created_at`
	customColumns = `id, company_name, contact_name, contact_email, contact_phone, participant_count, preferred_dates,
		preferred_location, walk_theme, duration, budget, additional_requests, has_accessibility_needs, accessibility_details,
		status, created_at`
)

// Store reads requests and moves their status.
type Store struct {
	db  *bun.DB
	now func() time.Time
}

// NewStore returns a Store.
func NewStore(db *bun.DB, now func() time.Time) Store { return Store{db: db, now: now} }

// list reads one page of table into dst and returns the total; status filters by status.
func (s Store) list(ctx context.Context, table, columns string, p overview.Page, dst any) (int, error) {
	where, args := " WHERE true", []any{}
	if ids := p.IDs(); ids != nil {
		where += " AND id IN (?)"
		args = append(args, bun.In(ids))
	}
	if st := p.Text("status"); st != "" {
		where += " AND status = ?"
		args = append(args, st)
	}
	order, err := p.OrderBy(map[string]string{"createdAt": "created_at", "status": "status"}, "created_at DESC, id")
	if err != nil {
		return 0, err
	}
	var total int
	if err := s.db.NewRaw(`SELECT count(*) FROM `+table+where, args...).Scan(ctx, &total); err != nil {
		return 0, fmt.Errorf("count %s: %w", table, err)
	}
	if err := s.db.NewRaw(`SELECT `+columns+` FROM `+table+where+order+fmt.Sprintf(" LIMIT %d OFFSET %d", p.Limit, p.Offset), args...).
		Scan(ctx, dst); err != nil {
		return 0, fmt.Errorf("list %s: %w", table, err)
	}
	return total, nil
}

// Feests returns one page of feest requests, newest first.
func (s Store) Feests(ctx context.Context, p overview.Page) ([]Feest, int, error) {
	out := []Feest{}
	total, err := s.list(ctx, "feest_requests", feestColumns, p, &out)
	return out, total, err
}

// CustomWalks returns one page of custom-walk requests, newest first.
func (s Store) CustomWalks(ctx context.Context, p overview.Page) ([]CustomWalk, int, error) {
	out := []CustomWalk{}
	total, err := s.list(ctx, "custom_walk_requests", customColumns, p, &out)
	return out, total, err
}

// move sets status to one of from's statuses in one conditional UPDATE, scanning the
// row into dst; a row in another status is ErrNotAllowed.
func (s Store) move(ctx context.Context, table, columns, id, to string, from []string, dst any) error {
	if _, err := uuid.Parse(id); err != nil {
		return ErrNotFound
	}
	err := s.db.NewRaw(`UPDATE `+table+` SET status = ?, updated_at = ? WHERE id = ? AND status IN (?) RETURNING `+columns,
		to, s.now(), id, bun.In(from)).Scan(ctx, dst)
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	var exists bool
	if err := s.db.NewRaw(`SELECT EXISTS (SELECT 1 FROM `+table+` WHERE id = ?)`, id).Scan(ctx, &exists); err != nil {
		return err
	}
	if !exists {
		return ErrNotFound
	}
	return ErrNotAllowed
}

// MarkFeestRead takes a NEW feest request in hand (IN_PROGRESS).
func (s Store) MarkFeestRead(ctx context.Context, id string) (Feest, error) {
	var f Feest
	return f, s.move(ctx, "feest_requests", feestColumns, id, InProgress, []string{New}, &f)
}

// MarkFeestReplied completes a feest request that is not completed yet.
func (s Store) MarkFeestReplied(ctx context.Context, id string) (Feest, error) {
	var f Feest
	return f, s.move(ctx, "feest_requests", feestColumns, id, Completed, []string{New, InProgress, Cancelled}, &f)
}

// customFrom lists, per target status, the statuses a custom-walk request may come from.
var customFrom = map[string][]string{
	InProgress: {New},
	Completed:  {InProgress},
	Cancelled:  {New, InProgress, Completed},
}

// SetCustomWalkStatus moves a custom-walk request: NEW → IN_PROGRESS → COMPLETED, and
// CANCELLED from any status but CANCELLED.
func (s Store) SetCustomWalkStatus(ctx context.Context, id, status string) (CustomWalk, error) {
	from, ok := customFrom[status]
	if !ok {
		return CustomWalk{}, ErrUnknownStatus
	}
	var c CustomWalk
	return c, s.move(ctx, "custom_walk_requests", customColumns, id, status, from, &c)
}
