package request_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/paging"
)

func TestRequestsMoveAlongTheirTransitions(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	requests := request.NewInbox(db.DB, time.Now)
	feestID := testdb.FeestRequest(t, db, "A", "a@example.nl", "Hoi")
	customID := testdb.CustomWalkRequest(t, db, "B", "b@example.nl", "2-hours")

	f, err := requests.MarkFeestRead(ctx, feestID)
	if err != nil || f.Status != request.InProgress {
		t.Fatalf("read: %+v %v", f, err)
	}
	if _, err := requests.MarkFeestRead(ctx, feestID); !errors.Is(err, request.ErrNotAllowed) {
		t.Fatalf("read twice: %v", err)
	}
	if f, err = requests.MarkFeestReplied(ctx, feestID); err != nil || f.Status != request.Completed {
		t.Fatalf("replied: %+v %v", f, err)
	}
	if _, err := requests.MarkFeestReplied(ctx, feestID); !errors.Is(err, request.ErrNotAllowed) {
		t.Fatalf("replied twice: %v", err)
	}

	for _, step := range []struct {
		to   string
		want error
	}{
		{request.Completed, request.ErrNotAllowed}, // NEW cannot skip IN_PROGRESS
		{request.InProgress, nil},
		{request.New, request.ErrNotAllowed}, // nor go back to NEW
		{request.Completed, nil},
		{request.Cancelled, nil},
		{request.Cancelled, request.ErrNotAllowed},
		{"READ", request.ErrUnknownStatus},
	} {
		c, err := requests.SetCustomWalkStatus(ctx, customID, step.to)
		if !errors.Is(err, step.want) || (err == nil && c.Status != step.to) {
			t.Fatalf("to %s: %+v %v, want %v", step.to, c, err, step.want)
		}
	}
	if _, err := requests.SetCustomWalkStatus(ctx, "00000000-0000-4000-8000-000000000000", request.InProgress); !errors.Is(err, request.ErrNotFound) {
		t.Fatalf("unknown id: %v", err)
	}

	list, total, err := requests.Feests(ctx, paging.Page{Limit: 10, Filter: map[string]any{"status": request.Completed}})
	if err != nil || total != 1 || list[0].ID != feestID {
		t.Fatalf("completed feests: %d %+v %v", total, list, err)
	}
}
