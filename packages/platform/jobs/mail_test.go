package jobs_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mail/mailtest"
)

// bookingNote is a note its sender says is about a booking.
type bookingNote struct {
	mailtest.Note
	bookingID string
}

func (b bookingNote) About() mail.Subject { return mail.About("booking", b.bookingID) }

// TestMailsAboutABookingAreLogged: a mail whose sender names a booking gets a mail_log
// line (to whom, when queued and sent); a mail about nothing gets none.
func TestMailsAboutABookingAreLogged(t *testing.T) {
	db := testdb.New(t)
	q := newQueue(t, db, mail.NewMailbox(t.TempDir(), time.Now), nil, func(c *jobs.Config) { c.AdminEmail = "team@wandelwijs.nl" })
	start(t, q)
	const id = "3f2a9c1d-0000-4000-8000-000000000001"
	c, email := contactMail("Eva")
	err := db.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		for _, enqueue := range []func() error{
			func() error { return q.EnqueueMail(ctx, tx, email, bookingNote{c, id}) },
			func() error { return q.EnqueueAdminMail(ctx, tx, bookingNote{c, id}) },
			func() error { return q.EnqueueMail(ctx, tx, email, c) },
			func() error { return q.EnqueueMail(ctx, tx, email, bookingNote{c, "geen-id"}) },
		} {
			if err := enqueue(); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the mails to go out", func() bool { return mailJobs(t, db, "completed") == 4 })
	var lines []struct {
		BookingID    string `bun:"booking_id"`
		Template     string `bun:"template"`
		ToOrganisers bool   `bun:"to_organisers"`
		Sent         bool   `bun:"sent"`
	}
	if err := db.NewRaw(`SELECT booking_id, template, to_organisers, sent_at IS NOT NULL AS sent FROM mail_log ORDER BY id`).
		Scan(context.Background(), &lines); err != nil {
		t.Fatal(err)
	}
	if len(lines) != 2 {
		t.Fatalf("mail_log holds %+v, want the two mails about the booking", lines)
	}
	for i, l := range lines {
		if l.BookingID != id || l.Template != "note" || l.ToOrganisers != (i == 1) || !l.Sent {
			t.Errorf("line %d: %+v", i, l)
		}
	}
}

// TestCustomerMailsAreAnsweredByTheOrganisers: a mail to a customer carries the
// organisers' address (ADMIN_EMAIL) as its Reply-To; a mail to the organisers carries none.
func TestCustomerMailsAreAnsweredByTheOrganisers(t *testing.T) {
	db := testdb.New(t)
	box := mail.NewMailbox(t.TempDir(), time.Now)
	q := newQueue(t, db, box, nil, func(c *jobs.Config) { c.AdminEmail = "team@wandelwijs.nl" })
	start(t, q)
	c, email := contactMail("Eva")
	err := db.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		if err := q.EnqueueMail(ctx, tx, email, c); err != nil {
			return err
		}
		return q.EnqueueAdminMail(ctx, tx, c)
	})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the mails to go out", func() bool { return mailJobs(t, db, "completed") == 2 })
	mails, err := box.List()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mails {
		want := "team@wandelwijs.nl"
		if m.To == "team@wandelwijs.nl" {
			want = ""
		}
		if m.ReplyTo != want {
			t.Errorf("mail to %s has Reply-To %q, want %q", m.To, m.ReplyTo, want)
		}
	}
	if len(mails) != 2 {
		t.Errorf("%d mails, want 2", len(mails))
	}
}

// stray fills the waiting-list templates but is registered for none.
type stray struct {
	Name      string
	WalkTitle string
	Start     time.Time
	Qty       int
	LeaveURL  string
}

func (stray) Template() string { return "waitlist-joined" }

func TestEnqueueMailRefusesContentItCannotDecode(t *testing.T) {
	db := testdb.New(t)
	q := newQueue(t, db, mail.NewMailbox(t.TempDir(), time.Now), nil)
	err := db.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		return q.EnqueueMail(ctx, tx, "eva@example.nl", stray{Name: "Eva", WalkTitle: "Bos", Qty: 1, LeaveURL: "https://shop.example.nl/x"})
	})
	if err == nil {
		t.Fatal("enqueued a mail no worker can decode")
	}
	if n := mailJobs(t, db, ""); n != 0 {
		t.Errorf("%d mail jobs inserted", n)
	}
}
