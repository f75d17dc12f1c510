package account

import (
	"context"

	"wandelwijs.nl/platform/audit"
)

// NameActors fills in the e-mail address of each entry's actor (audit.Gone once the
// account is deleted).
func (d Directory) NameActors(ctx context.Context, entries []*audit.Entry) error {
	var ids []string
	for _, e := range entries {
		ids = append(ids, *e.ActorID)
	}
	emails, err := d.store.emailsOf(ctx, ids)
	if err != nil {
		return err
	}
	for _, e := range entries {
		e.ActorEmail = audit.OrGone(emails[*e.ActorID])
	}
	return nil
}

// ActorsMatching are the accounts whose e-mail address contains text, in any case.
func (d Directory) ActorsMatching(ctx context.Context, text string) ([]string, error) {
	return d.store.idsMatching(ctx, text)
}

// NameAccounts fills in the holder of the account each entry was about (audit.Gone once
// deleted).
func (d Directory) NameAccounts(ctx context.Context, entries []*audit.Entry) error {
	names, err := d.store.namesOf(ctx, audit.SubjectIDs(entries))
	if err != nil {
		return err
	}
	for _, e := range entries {
		e.SubjectPerson = audit.OrGone(names[e.SubjectID])
	}
	return nil
}
