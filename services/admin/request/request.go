// Package request is the back office's side of feest and custom-walk requests: the
// lists and the status transitions of spec 2 §4.
package request

import (
	"time"

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
	ErrUnknownStatus = &errs.Error{Kind: errs.Invalid, Message: "Onbekende status", Fields: map[string]string{"status": "Kies In behandeling, Afgehandeld of Geannuleerd"}}
)

// Feest is a party-walk request.
type Feest struct {
	ID        string    `bun:"id"`
	Name      string    `bun:"name"`
	Email     string    `bun:"email"`
	Phone     string    `bun:"phone"`
	Message   string    `bun:"message"`
	Status    string    `bun:"status"`
	CreatedAt time.Time `bun:"created_at"`
}

// CustomWalk is a request for a walk made to measure.
type CustomWalk struct {
	ID                    string    `bun:"id"`
	CompanyName           *string   `bun:"company_name"`
	ContactName           string    `bun:"contact_name"`
	ContactEmail          string    `bun:"contact_email"`
	ContactPhone          string    `bun:"contact_phone"`
	ParticipantCount      int       `bun:"participant_count"`
	PreferredDates        *string   `bun:"preferred_dates"`
	PreferredLocation     *string   `bun:"preferred_location"`
	WalkTheme             *string   `bun:"walk_theme"`
	Duration              string    `bun:"duration"`
	Budget                *string   `bun:"budget"`
	AdditionalRequests    *string   `bun:"additional_requests"`
	HasAccessibilityNeeds bool      `bun:"has_accessibility_needs"`
	AccessibilityDetails  *string   `bun:"accessibility_details"`
	Status                string    `bun:"status"`
	CreatedAt             time.Time `bun:"created_at"`
}

// Feest requests move NEW → IN_PROGRESS when read, and to COMPLETED when replied to.
var (
	feestReadFrom    = []string{New}
	feestRepliedFrom = []string{New, InProgress, Cancelled}
)

// customWalkFrom lists, per target status, the statuses a custom-walk request may come
// from: NEW → IN_PROGRESS → COMPLETED, and CANCELLED from any status but CANCELLED.
var customWalkFrom = map[string][]string{
	InProgress: {New},
	Completed:  {InProgress},
	Cancelled:  {New, InProgress, Completed},
}
