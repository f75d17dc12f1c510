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
	var feestID, customID string
	if err := db.NewRaw(`INSERT INTO feest_requests (name, email, phone, message) VALUES ('A', 'a@example.nl', '0612345678', 'Hoi') RETURNING id`).
		Scan(ctx, &feestID); err != nil {
		t.Fatal(err)
	}
	if err := db.NewRaw(`INSERT INTO custom_walk_requests (contact_name, contact_email, contact_phone, participant_count, duration)
		VALUES ('B', 'b@example.nl', '0612345678', 10, '2-hours') RETURNING id`).Scan(ctx, &customID); err != nil {
		t.Fatal(err)
	}

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
