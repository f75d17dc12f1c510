package booking

import (
	"context"
	"log/slog"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
)

// DefaultReminderDays is how many days before its walk a booking's reminder goes out
// (REMINDER_DAYS).
const DefaultReminderDays = 2

// ReminderHour is the hour of the day (Amsterdam) the reminders and other daily mails go out.
const ReminderHour = 9

// ReminderArgs is the daily job that sends the reminders.
type ReminderArgs struct{}

// Kind names the reminder job in River's table.
func (ReminderArgs) Kind() string { return "booking_reminders" }

// SendReminders gives every paid booking whose walk starts from now up to the end of the
// day reminderDays ahead its one reminder: a booking is marked in the transaction that
// queues its mail, so a second run, here or in another process, sends nothing again.
func (s *Service) SendReminders(ctx context.Context) error {
	now := s.now()
	var sent int
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		ids, err := s.store.lockDueForReminder(ctx, tx, now, rules.StartOfDay(now, s.reminderDays+1))
		if err != nil {
			return err
		}
		for _, id := range ids {
			b, err := s.store.get(ctx, tx, id, false)
			if err != nil {
				return err
			}
			link, err := s.ManageLink(ctx, tx, b.ID)
			if err != nil {
				return err
			}
			if err := s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, mail.BookingReminder{BookingID: b.ID,
				CustomerName: b.CustomerName, WalkTitle: b.Walk.Title, Start: b.Walk.DateStart, End: b.Walk.DateEnd,
				Address: b.Walk.Address, City: b.Walk.City, Qty: b.Qty, BookingURL: link}); err != nil {
				return err
			}
			if err := s.store.markReminded(ctx, tx, b.ID, now); err != nil {
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
