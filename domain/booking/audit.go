package booking

import (
	"context"

	"wandelwijs.nl/platform/audit"
)

// NameAuditSubjects fills in the customer (audit.Gone once anonymised or deleted) and the
// walk of the booking each entry was about.
func (s Overview) NameAuditSubjects(ctx context.Context, entries []*audit.Entry) error {
	rows, err := s.store.auditSubjects(ctx, audit.SubjectIDs(entries))
	if err != nil {
		return err
	}
	byID := make(map[string]auditSubject, len(rows))
	for _, r := range rows {
		byID[r.ID] = r
	}
	for _, e := range entries {
		b := byID[e.SubjectID]
		e.SubjectPerson, e.SubjectWalkID, e.SubjectWalkTitle = audit.OrGone(b.Customer), b.WalkID, b.WalkTitle
	}
	return nil
}
