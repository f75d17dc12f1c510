package mailtest

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/mail"
)

// Outbox stands in for the mail queue in a domain's tests: it records the mails a
// service queues in its transactions, the customers' (To and Mails, in order) and the
// organisers' (Admin).
type Outbox struct {
	To    []string
	Mails []mail.Content
	Admin []mail.Content
}

// EnqueueMail records a mail to to.
func (o *Outbox) EnqueueMail(_ context.Context, _ bun.Tx, to string, c mail.Content) error {
	o.To, o.Mails = append(o.To, to), append(o.Mails, c)
	return nil
}

// EnqueueAdminMail records a mail to the organisers.
func (o *Outbox) EnqueueAdminMail(_ context.Context, _ bun.Tx, c mail.Content) error {
	o.Admin = append(o.Admin, c)
	return nil
}

// Templates are the templates of mails, in order, joined by spaces.
func Templates(mails []mail.Content) string {
	names := make([]string, len(mails))
	for i, m := range mails {
		names[i] = m.Template()
	}
	return strings.Join(names, " ")
}
