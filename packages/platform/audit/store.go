package audit

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
)

// store holds the SQL of the audit_log table.
type store struct{ db bun.IDB }

// insert appends an entry; the actor's e-mail address is kept as it is now.
func (s store) insert(ctx context.Context, e Entry) error {
	_, err := s.db.NewRaw(`INSERT INTO audit_log (actor_id, actor_email, action, subject_id, before, after)
		VALUES (?, COALESCE((SELECT email FROM users WHERE id = ?), ''), ?, ?, ?, ?)`,
		e.ActorID, e.ActorID, e.Action, e.SubjectID, nullJSON(e.Before), nullJSON(e.After)).Exec(ctx)
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

func (s store) list(ctx context.Context, p paging.Page) ([]Entry, int, error) {
	where, args := " WHERE true", []any{}
	if a := p.Text("actor"); a != "" {
		where += " AND actor_email ILIKE ?"
		args = append(args, paging.Like(a))
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
	if err := s.db.NewRaw(`SELECT id, at, actor_id, actor_email, action, subject_id, before, after FROM audit_log`+where+
		` ORDER BY at DESC, id DESC`+p.LimitOffset(), args...).Scan(ctx, &out); err != nil {
		return nil, 0, fmt.Errorf("list the audit log: %w", err)
	}
	return out, total, nil
}
