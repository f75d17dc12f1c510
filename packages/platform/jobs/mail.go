package jobs

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/mail"
)

// MailArgs is a mail job: the content of one mail to one recipient, rendered when it runs.
type MailArgs struct {
	To       string          `json:"to"`
	Template string          `json:"template"`
	Data     json.RawMessage `json:"data"`
}

// Kind names mail jobs in River's table.
func (MailArgs) Kind() string { return "mail" }

// EnqueueMail inserts a mail to the address to inside tx. Content that is not
// registered for its template (mail.Register) fails the caller's transaction instead of a
// job later.
func (q *Queue) EnqueueMail(ctx context.Context, tx bun.Tx, to string, c mail.Content) error {
	about := bookingOf(c)
	data, err := mail.Encode(to, c)
	if err != nil {
		return fmt.Errorf("enqueue mail: %w", err)
	}
	res, err := q.client.InsertTx(ctx, tx.Tx, MailArgs{To: to, Template: c.Template(), Data: data}, &river.InsertOpts{MaxAttempts: q.mailAttempts})
	if err != nil {
		return fmt.Errorf("insert %s mail job: %w", c.Template(), err)
	}
	if about == "" {
		return nil
	}
	return q.mails.queued(ctx, tx, res.Job.ID, about, c.Template(), to == q.adminEmail, time.Now())
}

// bookingOf is the booking a mail is about, as its sender says (mail.Concerning); ""
// when it is about none. mail_log keeps the mails about bookings.
func bookingOf(c mail.Content) string {
	about, ok := c.(mail.Concerning)
	if !ok {
		return ""
	}
	s := about.About()
	if s.Kind != "booking" || uuid.Validate(s.ID) != nil {
		return ""
	}
	return s.ID
}

// EnqueueAdminMail inserts a mail to the organisers (ADMIN_EMAIL) inside tx.
func (q *Queue) EnqueueAdminMail(ctx context.Context, tx bun.Tx, c mail.Content) error {
	return q.EnqueueMail(ctx, tx, q.adminEmail, c)
}

// mailWorker renders a mail job and delivers it. A delivery error is retried with
// backoff; a mail that cannot be rendered is cancelled at once, and logged.
type mailWorker struct {
	river.WorkerDefaults[MailArgs]
	sender   mail.Sender
	renderer *mail.Renderer
	log      *slog.Logger
	mails    mailLog
	// adminEmail is the organisers' address: the Reply-To of every mail to a customer.
	adminEmail string
}

// Work renders and sends one mail.
func (w *mailWorker) Work(ctx context.Context, job *river.Job[MailArgs]) error {
	content, err := mail.Decode(job.Args.Template, job.Args.Data)
	var m mail.Message
	if err == nil {
		m, err = w.renderer.Render(job.Args.To, content)
	}
	if err != nil {
		w.log.ErrorContext(ctx, "mail cannot be rendered; given up", "job_id", job.ID, "template", job.Args.Template, "err", err)
		return river.JobCancel(fmt.Errorf("render %s mail: %w", job.Args.Template, err))
	}
	if m.To != w.adminEmail {
		m.ReplyTo = w.adminEmail
	}
	if err := w.sender.Send(ctx, m); err != nil {
		return fmt.Errorf("deliver %s mail: %w", job.Args.Template, err)
	}
	if err := w.mails.sent(ctx, job.ID, time.Now()); err != nil { // the mail is out: never send it again for this
		w.log.ErrorContext(ctx, "mail sent but not logged", "job_id", job.ID, "err", err)
	}
	return nil
}

// Mailer enqueues mails inside the caller's transaction, as Queue does.
type Mailer interface {
	EnqueueMail(ctx context.Context, tx bun.Tx, to string, c mail.Content) error
}

// AdminMailer enqueues mails to the organisers too, as Queue does.
type AdminMailer interface {
	Mailer
	EnqueueAdminMail(ctx context.Context, tx bun.Tx, c mail.Content) error
}
