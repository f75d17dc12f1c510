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

// listed reads entries with the people they name looked up as they are now: the actor's
// e-mail address, and the person a booking, an account or a request is of; a deleted or
// anonymised one is "verwijderd"; and the walk a walk's or a booking's write was about.
const listed = `SELECT l.id, l.at, l.actor_id, CASE WHEN l.actor_id IS NULL THEN '' ELSE COALESCE(u.email, 'verwijderd') END AS actor_email,
	l.action, l.subject_id, l.before, l.after, CASE split_part(l.action, '.', 1)
		WHEN 'user' THEN COALESCE((SELECT name FROM users WHERE id::text = l.subject_id), 'verwijderd')
		WHEN 'booking' THEN COALESCE((SELECT customer_name FROM bookings WHERE id::text = l.subject_id AND anonymised_at IS NULL), 'verwijderd')
		WHEN 'request' THEN COALESCE((SELECT name FROM feest_requests WHERE id::text = l.subject_id AND anonymised_at IS NULL),
			(SELECT contact_name FROM custom_walk_requests WHERE id::text = l.subject_id AND anonymised_at IS NULL), 'verwijderd')
		ELSE '' END AS subject_person,
	COALESCE(sw.id::text, '') AS subject_walk_id,
	COALESCE(sw.title, CASE WHEN l.action LIKE 'walk.%' THEN COALESCE(l.before->>'title', l.after->>'title') END, '') AS subject_walk_title
FROM audit_log l LEFT JOIN users u ON u.id = l.actor_id
	LEFT JOIN LATERAL (SELECT w.id, w.title FROM walks w WHERE CASE split_part(l.action, '.', 1)
		WHEN 'walk' THEN w.id::text = l.subject_id
		WHEN 'booking' THEN w.id = (SELECT walk_id FROM bookings WHERE id::text = l.subject_id)
		ELSE false END) sw ON true`

func (s store) list(ctx context.Context, p paging.Page) ([]Entry, int, error) {
	where, args := " WHERE true", []any{}
	if a := p.Text("actor"); a != "" {
		where += " AND u.email ILIKE ?"
		args = append(args, paging.Like(a))
	}
	if a := p.Text("action"); a != "" {
		where += " AND l.action = ?"
		args = append(args, a)
	}
	var total int
	if err := s.db.NewRaw(`SELECT count(*) FROM audit_log l LEFT JOIN users u ON u.id = l.actor_id`+where, args...).Scan(ctx, &total); err != nil {
		return nil, 0, fmt.Errorf("count the audit log: %w", err)
	}
	out := []Entry{}
	if err := s.db.NewRaw(listed+where+` ORDER BY l.at DESC, l.id DESC`+p.LimitOffset(), args...).Scan(ctx, &out); err != nil {
		return nil, 0, fmt.Errorf("list the audit log: %w", err)
	}
	return out, total, nil
}
