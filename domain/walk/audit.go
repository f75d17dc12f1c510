package walk

import (
	"context"
	"encoding/json"

	"wandelwijs.nl/platform/audit"
)

// NameAuditSubjects fills in the walk each entry was about; a deleted walk keeps the
// title the entry holds (before or after the write) and has no id.
func (p Planner) NameAuditSubjects(ctx context.Context, entries []*audit.Entry) error {
	titles, err := p.store.titlesOf(ctx, audit.SubjectIDs(entries))
	if err != nil {
		return err
	}
	for _, e := range entries {
		if title, ok := titles[e.SubjectID]; ok {
			e.SubjectWalkID, e.SubjectWalkTitle = e.SubjectID, title
			continue
		}
		e.SubjectWalkTitle = loggedTitle(e.Before, e.After)
	}
	return nil
}

// loggedTitle is the title a log entry's before holds, else its after's, else "".
func loggedTitle(before, after json.RawMessage) string {
	for _, doc := range []json.RawMessage{before, after} {
		var fields map[string]any
		if json.Unmarshal(doc, &fields) != nil {
			continue
		}
		if title, ok := fields["title"].(string); ok {
			return title
		}
	}
	return ""
}
