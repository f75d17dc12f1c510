package request

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
)

// Inbox is the organisers' side of the requests: it lists them and moves their status.
type Inbox struct {
	store store
	now   func() time.Time
}

// NewInbox returns an Inbox on db; now is the clock.
func NewInbox(db *bun.DB, now func() time.Time) Inbox {
	return Inbox{store: store{db: db}, now: now}
}

// Feests returns one page of feest requests, newest first.
func (s Inbox) Feests(ctx context.Context, p paging.Page) ([]Feest, int, error) {
	out := []Feest{}
	total, err := s.store.list(ctx, feestTable, p, &out)
	return out, total, err
}

// CustomWalks returns one page of custom-walk requests, newest first.
func (s Inbox) CustomWalks(ctx context.Context, p paging.Page) ([]CustomWalk, int, error) {
	out := []CustomWalk{}
	total, err := s.store.list(ctx, customWalkTable, p, &out)
	return out, total, err
}

// MarkFeestRead takes a NEW feest request in hand (IN_PROGRESS).
func (s Inbox) MarkFeestRead(ctx context.Context, id string) (Feest, error) {
	var f Feest
	return f, s.move(ctx, feestTable, id, InProgress, feestReadFrom, &f)
}

// MarkFeestReplied completes a feest request that is not completed yet.
func (s Inbox) MarkFeestReplied(ctx context.Context, id string) (Feest, error) {
	var f Feest
	return f, s.move(ctx, feestTable, id, Completed, feestRepliedFrom, &f)
}

// SetCustomWalkStatus moves a custom-walk request to status along customWalkFrom.
func (s Inbox) SetCustomWalkStatus(ctx context.Context, id, status string) (CustomWalk, error) {
	from, ok := customWalkFrom[status]
	switch {
	case status == New:
		return CustomWalk{}, ErrNotAllowed // a request never goes back to NEW
	case !ok:
		return CustomWalk{}, ErrUnknownStatus
	}
	var c CustomWalk
	return c, s.move(ctx, customWalkTable, id, status, from, &c)
}

func (s Inbox) move(ctx context.Context, t table, id, to string, from []string, dst any) error {
	if _, err := uuid.Parse(id); err != nil {
		return ErrNotFound
	}
	return s.store.move(ctx, t, id, to, from, s.now(), dst)
}
