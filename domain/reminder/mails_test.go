package reminder_test

import (
	"testing"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/reminder"
	"wandelwijs.nl/platform/mail/mailtest"
)

func TestTheReminderCarriesTheSameCalendarEvent(t *testing.T) {
	r := mailtest.Renderer(t)
	visit := booking.Visit{Booked: booking.Booked{BookingID: "3f2a9c1d-0000-4000-8000-000000000001", CustomerName: "Jan",
		WalkTitle: "Stilte in het bos", Start: mailtest.WalkStart, Qty: 1}, End: mailtest.WalkStart.Add(2 * time.Hour),
		Address: "Bosrandweg 1", City: "Wageningen"}
	reminded, err := r.Render("jan@example.nl", reminder.BookingReminder{Visit: visit})
	if err != nil {
		t.Fatal(err)
	}
	confirmation, err := r.Render("jan@example.nl", booking.BookingConfirmation{Visit: visit, TotalCents: 2500})
	if err != nil {
		t.Fatal(err)
	}
	if len(reminded.Attachments) != 1 || string(reminded.Attachments[0].Data) != string(confirmation.Attachments[0].Data) {
		t.Fatalf("the reminder's calendar differs from the confirmation's: %d attachments", len(reminded.Attachments))
	}
}
