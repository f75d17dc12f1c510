// Package walkops is what the organisers do to a walk as a whole: calling it off (every
// booking cancelled with its money back), messaging everyone booked on it, and the daily
// check that puts walks below their minimum to them.
package walkops

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// ErrAlreadyCalledOff refuses to call a walk off twice.
var ErrAlreadyCalledOff = errs.New(errs.Conflict, "walk_already_called_off", "Deze wandeling is al geannuleerd.")

// Links are the addresses the organisers' mails send them to.
type Links interface {
	// WalkParticipants is a walk's participants screen in the back office.
	WalkParticipants(walkID string) string
}

// Deps is what a Service works with.
type Deps struct {
	DB       *bun.DB
	Bookings *booking.Service
	// Vouchers issues the credit a customer of a called-off walk may choose; only the
	// shop, where customers choose, needs it.
	Vouchers *voucher.Service
	Mailer   jobs.AdminMailer
	Links    Links
	Now      func() time.Time
	// Changed, when set, is told after a walk was called off (the catalogue in memory
	// forgets what it knew).
	Changed func()
}

// Service runs the organisers' operations on walks.
type Service struct {
	db       *bun.DB
	bookings *booking.Service
	vouchers *voucher.Service
	mailer   jobs.AdminMailer
	links    Links
	now      func() time.Time
	changed  func()
}

// NewService returns a Service.
func NewService(d Deps) *Service {
	return &Service{db: d.DB, bookings: d.Bookings, vouchers: d.Vouchers, mailer: d.Mailer, links: d.Links, now: d.Now,
		changed: d.Changed}
}

// Jobs are the walk operations' jobs: the daily minimum check and the refund of
// call-off choices past their deadline.
func (s *Service) Jobs() []jobs.Job {
	return []jobs.Job{jobs.Daily[MinimumCheckArgs](rules.DailyMailHour, rules.Amsterdam, s.CheckMinimums),
		jobs.Every[ChoiceDeadlineArgs](ChoiceDeadlineInterval, true, s.RefundOverdueChoices)}
}

// inTx runs fn in a transaction and, once it is committed, tells Changed.
func (s *Service) inTx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	return database.RunInTx(ctx, s.db, fn, s.changed)
}

// CallOffNotice is the organisers calling a walk off: the reason every customer reads
// in their mail, and an optional personal message under it.
type CallOffNotice struct {
	Reason  string `json:"reason"`
	Message string `json:"message"`
}

// Normalize trims the texts.
func (c *CallOffNotice) Normalize() {
	c.Reason, c.Message = strings.TrimSpace(c.Reason), strings.TrimSpace(c.Message)
}

// Validate checks a normalized cancellation: a reason of 5 to 500 characters, a message
// of at most 2000.
func (c CallOffNotice) Validate() error {
	e := validate.Errors{}
	e.Check(validate.Length(c.Reason, 5, 500), "reason", "Geef een reden van 5 tot 500 tekens; iedereen leest die in de mail")
	e.Check(validate.Length(c.Message, 0, 2000), "message", "Het persoonlijke bericht mag hoogstens 2000 tekens zijn")
	return e.Err()
}

// CalledOff is what calling a walk off did.
type CalledOff struct {
	CancelledBookings int `json:"cancelledBookings"`
	// ChoicesOffered are the paid bookings that choose between money, credit and another date.
	ChoicesOffered   int `json:"choicesOffered"`
	RefundsQueued    int `json:"refundsQueued"`
	VouchersRestored int `json:"vouchersRestored"`
	MailsQueued      int `json:"mailsQueued"`
}

// CallOff calls a walk off (the organisers: a storm, an illness), in one transaction:
// the walk is marked cancelled with the reason; each paid booking with a card part gets
// an open choice (money back, credit with a bonus, or another date; refunded when
// unanswered by rules.json's days) and one mail with the reason and a link to choose;
// every other paid or pending booking is cancelled with everything back (the voucher
// part written back, an open payment cancelled) and one mail with the reason and
// message. A walk already cancelled, or already started, changes nothing.
func (s *Service) CallOff(ctx context.Context, walkID string, c CallOffNotice) (CalledOff, error) {
	now := s.now()
	var out CalledOff
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		w, err := walk.Lock(ctx, tx, walkID)
		switch {
		case err != nil:
			return err
		case w.Cancelled:
			return ErrAlreadyCalledOff
		case !w.DateStart.After(now):
			return booking.ErrWalkOver
		}
		if err := walk.MarkCalledOff(ctx, tx, w.ID, c.Reason, now); err != nil {
			return err
		}
		ids, err := s.bookings.LockActiveOn(ctx, tx, w.ID)
		if err != nil {
			return err
		}
		deadline := now.AddDate(0, 0, rules.All.WalkOps.ChoiceDays)
		for _, id := range ids {
			b, err := s.bookings.GetTx(ctx, tx, id)
			if err != nil {
				return err
			}
			paid, err := s.bookings.CardHeld(ctx, tx, id)
			if err != nil {
				return err
			}
			if paid > 0 {
				if err := s.offerChoice(ctx, tx, b, w, c, paid, deadline, now); err != nil {
					return err
				}
				out.ChoicesOffered++
				out.MailsQueued++
				continue
			}
			back, err := s.bookings.CancelForWalk(ctx, tx, id, c.Reason, c.Message)
			if err != nil {
				return err
			}
			out.CancelledBookings++
			out.MailsQueued++
			if back.Refund > 0 {
				out.RefundsQueued++
			}
			if back.Voucher > 0 {
				out.VouchersRestored++
			}
		}
		return nil
	})
	return out, err
}

// Message is the organisers' message to everyone booked on a walk.
type Message struct {
	Subject string `json:"subject"`
	Body    string `json:"body"`
}

// Normalize trims the texts.
func (m *Message) Normalize() {
	m.Subject, m.Body = strings.TrimSpace(m.Subject), strings.TrimSpace(m.Body)
}

// Validate checks a normalized message: a subject of 3 to 150 characters on one line and
// a text of 10 to 5000.
func (m Message) Validate() error {
	e := validate.Errors{}
	e.Check(validate.Length(m.Subject, 3, 150) && !strings.ContainsAny(m.Subject, "\r\n"), "subject", "Geef een onderwerp van 3 tot 150 tekens op één regel")
	e.Check(validate.Length(m.Body, 10, 5000), "body", "Schrijf een bericht van 10 tot 5000 tekens")
	return e.Err()
}

// MessageParticipants sends msg to every distinct e-mail address among the bookings that
// hold places on a walk that has not started and is not cancelled, one mail each, queued
// in one transaction; it answers how many.
func (s *Service) MessageParticipants(ctx context.Context, walkID string, msg Message) (int, error) {
	now := s.now()
	var sent int
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		w, err := walk.Lock(ctx, tx, walkID)
		switch {
		case err != nil:
			return err
		case w.Cancelled:
			return errs.New(errs.Conflict, "message_walk_called_off", "Deze wandeling is geannuleerd; iedereen heeft daar al een mail over gekregen.")
		case !w.DateStart.After(now):
			return errs.New(errs.Conflict, "message_walk_started", "Deze wandeling is al begonnen of voorbij.")
		}
		people, err := s.bookings.RecipientsOn(ctx, tx, w.ID, now)
		if err != nil {
			return err
		}
		for _, p := range people {
			if err := s.mailer.EnqueueMail(ctx, tx, p.Email, WalkMessage{CustomerName: p.Name, WalkTitle: w.Title,
				Start: w.DateStart, Subject: msg.Subject, Body: msg.Body, Language: mail.Language{Language: p.Language}}); err != nil {
				return err
			}
		}
		sent = len(people)
		return nil
	})
	return sent, err
}
