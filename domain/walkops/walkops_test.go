package walkops_test

import (
	"context"
	"errors"
	"path"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/walkops"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/linktoken"
	"wandelwijs.nl/platform/mail/mailtest"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
)

// outbox records what the services queue in their transactions: mails, the organisers'
// mails and jobs (a refund is a job that asks Mollie).
type outbox struct {
	mailtest.Outbox
	jobs []string
}

func (o *outbox) Insert(_ context.Context, _ bun.Tx, args river.JobArgs) error {
	o.jobs = append(o.jobs, args.Kind())
	return nil
}

func (o *outbox) InsertUniqueTx(_ context.Context, _ bun.Tx, args river.JobArgs) (bool, error) {
	o.jobs = append(o.jobs, args.Kind())
	return true, nil
}

type fixture struct {
	ops *walkops.Service
	out *outbox
	db  *database.DB
	now time.Time
}

// newFixture is the back office's side of the walk operations: no Mollie of its own (its
// refunds are jobs), mails and jobs recorded.
func newFixture(t *testing.T) *fixture {
	db := testdb.New(t)
	f := &fixture{out: &outbox{}, db: db, now: time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)}
	now := func() time.Time { return f.now }
	links := site.Links{PublicURL: "http://shop.test"}
	invoices := invoice.NewService(db.DB, invoice.Seller{Name: "Wandelwijs", Address: "Bosweg 1", KvK: "12345678"}, now)
	payments := payment.NewService(db.DB, payment.Config{Queue: f.out, Invoices: invoices, Now: now})
	bookings := booking.NewService(booking.Deps{DB: db.DB, Payments: payments, Mailer: f.out, Links: links, Now: now,
		LinkKey: linktoken.Key(strings.Repeat("k", 32)), Invoices: invoices})
	f.ops = walkops.NewService(walkops.Deps{DB: db.DB, Bookings: bookings, Mailer: f.out, Links: links, Now: now})
	return f
}

// paidByCard is a paid booking of qty on walk whose card paid cents at Mollie.
func (f *fixture) paidByCard(t *testing.T, walk string, qty, cents int, mollieID string) string {
	id := testdb.Booking(t, f.db, walk, nil, qty, cents, "PAID", f.now.AddDate(0, 0, -2))
	testdb.Row(t, f.db, `INSERT INTO payments (mollie_id, booking_id, amount_cents, status, subject_kind, paid_at)
		VALUES (?, ?, ?, 'paid', 'booking', ?) RETURNING id`, mollieID, id, cents, f.now.AddDate(0, 0, -2))
	return id
}

func (f *fixture) status(t *testing.T, booking string) string {
	return testdb.Row(t, f.db, `SELECT status FROM bookings WHERE id = ?`, booking)
}

func TestCallingOffAWalkOffersThoseWhoPaidAChoiceAndCancelsTheRest(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	walk := testdb.Walk(t, f.db, "storm", f.now.AddDate(0, 0, 5), 10, 2500, true)
	paid := f.paidByCard(t, walk, 2, 5000, "tr_paid")
	pending := testdb.Booking(t, f.db, walk, nil, 1, 2500, "PENDING", f.now.Add(-time.Minute))

	got, err := f.ops.CallOff(ctx, walk, walkops.CallOffNotice{Reason: "Storm in het bos"})
	if err != nil {
		t.Fatal(err)
	}
	if want := (walkops.CalledOff{ChoicesOffered: 1, CancelledBookings: 1, MailsQueued: 2}); got != want {
		t.Fatalf("CallOff = %+v, want %+v", got, want)
	}
	if s := f.status(t, pending); s != booking.StatusCancelled {
		t.Errorf("the pending booking is %s", s)
	}
	if _, err := f.ops.CallOff(ctx, walk, walkops.CallOffNotice{Reason: "Storm in het bos"}); !errors.Is(err, walkops.ErrAlreadyCalledOff) {
		t.Errorf("calling it off twice: %v", err)
	}

	var choice walkops.CallOffChoice
	for _, m := range f.out.Mails {
		if c, ok := m.(walkops.CallOffChoice); ok {
			choice = c
		}
	}
	credit := 5000 + 5000*rules.All.WalkOps.CreditBonusPercent/100
	if choice.RefundCents != 5000 || choice.CreditCents != credit || !choice.Deadline.Equal(f.now.AddDate(0, 0, rules.All.WalkOps.ChoiceDays)) {
		t.Fatalf("the choice mailed: %+v", choice)
	}
	token := path.Base(choice.ChooseURL)
	view, err := f.ops.ManagedChoice(ctx, token)
	if err != nil || view.Choice != nil || view.RefundCents != 5000 || view.Reason != "Storm in het bos" {
		t.Fatalf("the open choice: %+v %v", view, err)
	}

	// Unanswered past its deadline, the choice becomes the refund, once.
	f.now = choice.Deadline.Add(time.Minute)
	for range 2 {
		if err := f.ops.RefundOverdueChoices(ctx); err != nil {
			t.Fatal(err)
		}
	}
	view, err = f.ops.ManagedChoice(ctx, token)
	if err != nil || view.Choice == nil || *view.Choice != walkops.ChoiceRefund || view.DecidedBy == nil || *view.DecidedBy != "deadline" {
		t.Fatalf("after the deadline: %+v %v", view, err)
	}
	if n := strings.Count(strings.Join(f.out.jobs, " "), "refund"); n != 1 {
		t.Errorf("refund jobs queued: %v, want one", f.out.jobs)
	}
	if _, _, err := f.ops.Choose(ctx, token, walkops.Choice{Choice: walkops.ChoiceRefund}); err == nil {
		t.Error("a choice made twice was taken")
	}
	if s := f.status(t, paid); s != booking.StatusCancelled {
		t.Errorf("the refunded booking is %s", s)
	}
}

func TestAWalkThatStartedCannotBeCalledOff(t *testing.T) {
	f := newFixture(t)
	walk := testdb.Walk(t, f.db, "begonnen", f.now.Add(-time.Minute), 10, 2500, true)
	if _, err := f.ops.CallOff(context.Background(), walk, walkops.CallOffNotice{Reason: "Te laat"}); !errors.Is(err, booking.ErrWalkOver) {
		t.Fatalf("calling off a started walk: %v", err)
	}
}

func TestTheOrganisersHearOnceOfAWalkBelowItsMinimumInTime(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	soon := testdb.Walk(t, f.db, "te-weinig", rules.StartOfDay(f.now, rules.All.WalkOps.MinDecisionDays).Add(10*time.Hour), 10, 2500, true)
	testdb.Row(t, f.db, `UPDATE walks SET min_participants = 4 WHERE id = ? RETURNING id`, soon)
	f.paidByCard(t, soon, 2, 5000, "tr_two")
	later := testdb.Walk(t, f.db, "later", f.now.AddDate(0, 1, 0), 10, 2500, true)
	testdb.Row(t, f.db, `UPDATE walks SET min_participants = 4 WHERE id = ? RETURNING id`, later)
	for range 2 {
		if err := f.ops.CheckMinimums(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if got := mailtest.Templates(f.out.Admin); got != (walkops.MinimumWarning{}).Template() {
		t.Fatalf("the organisers were mailed %q, want one warning for the walk within the decision days", got)
	}
}
