package audit

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
)

// store holds the SQL of the audit_log table.
type store struct{ db bun.IDB }

// insert appends an entry, its before and after without personal data (audit_scrub).
func (s store) insert(ctx context.Context, e Entry) error {
	_, err := s.db.NewRaw(`INSERT INTO audit_log (actor_id, action, subject_id, before, after)
		VALUES (?, ?, ?, audit_scrub(?::jsonb), audit_scrub(?::jsonb))`,
		e.ActorID, e.Action, e.SubjectID, nullJSON(e.Before), nullJSON(e.After)).Exec(ctx)
	if err != nil {
		return fmt.Errorf("append to the audit log: %w", err)
	}
	return nil
}

func nullJSON(b []byte) any {
	if len(b) == 0 {
		return nil
	}
	return string(b)
}

// list returns one page of entries, newest first, and their total; when byActor only
// those of the accounts actors.
func (s store) list(ctx context.Context, p paging.Page, byActor bool, actors []string) ([]Entry, int, error) {
	where, args := " WHERE true", []any{}
	if byActor {
		if len(actors) == 0 {
			return []Entry{}, 0, nil
		}
		where += " AND actor_id IN (?)"
		args = append(args, bun.In(actors))
	}
	if a := p.Text("action"); a != "" {
		where += " AND action = ?"
		args = append(args, a)
	}
	var total int
	if err := s.db.NewRaw(`SELECT count(*) FROM audit_log`+where, args...).Scan(ctx, &total); err != nil {
		return nil, 0, fmt.Errorf("count the audit log: %w", err)
	}
	out := []Entry{}
	if err := s.db.NewRaw(`SELECT id, at, actor_id, action, subject_id, before, after FROM audit_log`+where+
		` ORDER BY at DESC, id DESC`+p.LimitOffset(), args...).Scan(ctx, &out); err != nil {
		return nil, 0, fmt.Errorf("list the audit log: %w", err)
	}
	return out, total, nil
}
