package request

import (
	"context"

	"wandelwijs.nl/platform/audit"
)

// NameAuditSubjects fills in the sender of the request each entry was about (audit.Gone
// once anonymised).
func (i Inbox) NameAuditSubjects(ctx context.Context, entries []*audit.Entry) error {
	senders, err := i.store.sendersOf(ctx, audit.SubjectIDs(entries))
	if err != nil {
		return err
	}
	for _, e := range entries {
		e.SubjectPerson = audit.OrGone(senders[e.SubjectID])
	}
	return nil
}
