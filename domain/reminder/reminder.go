// Package reminder sends every paid booking its one reminder a few days before its walk.
package reminder

import (
	"context"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/rules"
)

// Service sends the reminders.
type Service struct {
	db       *bun.DB
	bookings *booking.Service
	mailer   jobs.Mailer
	now      func() time.Time
}

// NewService returns a Service reminding rules.json's booking.reminderDays before a walk.
func NewService(db *bun.DB, bookings *booking.Service, mailer jobs.Mailer, now func() time.Time) *Service {
	return &Service{db: db, bookings: bookings, mailer: mailer, now: now}
}

// Jobs are the reminders' jobs: the daily run.
func (s *Service) Jobs() []jobs.Job {
	return []jobs.Job{jobs.Daily[ReminderArgs](rules.DailyMailHour, rules.Amsterdam, s.SendReminders)}
}

// ReminderArgs is the daily job that sends the reminders.
type ReminderArgs struct{}

// Kind names the reminder job in River's table.
func (ReminderArgs) Kind() string { return "booking_reminders" }

// SendReminders gives every paid booking whose walk starts from now up to the end of the
// day booking.reminderDays ahead its one reminder: a booking is marked in the transaction that
// queues its mail, so a second run, here or in another process, sends nothing again.
func (s *Service) SendReminders(ctx context.Context) error {
	now := s.now()
	var sent int
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		ids, err := s.bookings.LockDueForReminder(ctx, tx, now, rules.StartOfDay(now, rules.All.Booking.ReminderDays+1))
		if err != nil {
			return err
		}
		for _, id := range ids {
			b, err := s.bookings.GetTx(ctx, tx, id)
			if err != nil {
				return err
			}
			link, err := s.bookings.ManageLink(ctx, tx, b.ID)
			if err != nil {
				return err
			}
			if err := s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, BookingReminder{Visit: b.Visit(),
				BookingURL: link}); err != nil {
				return err
			}
			if err := s.bookings.MarkReminded(ctx, tx, b.ID, now); err != nil {
				return err
			}
		}
		sent = len(ids)
		return nil
	})
	if err == nil && sent > 0 {
		slog.InfoContext(ctx, "reminders queued", "count", sent)
	}
	return err
}
