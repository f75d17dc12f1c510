package reminder_test

import (
	"testing"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/reminder"
	"wandelwijs.nl/platform/mail/mailtest"
)

var walkStart = mailtest.WalkStart

// TestEveryMailRenders renders each kind of mail this package sends and checks its
// subject, its Dutch content in both bodies, and the one layout around it.
func TestEveryMailRenders(t *testing.T) {
	mailtest.Renders(t, []mailtest.Case{
		{
			Name: "reminder",
			Content: reminder.BookingReminder{Visit: booking.Visit{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000006",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2},
				End: walkStart.Add(2 * time.Hour), Address: "Bosrandweg 1", City: "Wageningen"},
				BookingURL: "https://shop.example.nl/booking/complete/a1b2"},
			Subject: "Binnenkort: Stilte in het bos op 5 december 2026",
			Want: []string{"Beste Jan Jansen", "zaterdag 5 december 2026 om 09:30", "tot 11:30", "Bosrandweg 1, Wageningen",
				"https://www.openstreetmap.org/search?query=Bosrandweg", "tevige wandelschoenen",
				"Annuleren kan nu niet meer", "4 dagen", "wandeling.ics", "2 personen", "A1B2C3D4"},
		},
	})
}

func TestEveryMailRoundTrips(t *testing.T) {
	mailtest.RoundTrips(t,
		reminder.BookingReminder{Visit: booking.Visit{Booked: booking.Booked{BookingID: "b5", Start: walkStart}}},
	)
}

func TestTheReminderCarriesTheSameCalendarEvent(t *testing.T) {
	r := mailtest.Renderer(t)
	reminder, err := r.Render("jan@example.nl",
		reminder.BookingReminder{Visit: booking.Visit{Booked: booking.Booked{BookingID: "3f2a9c1d-0000-4000-8000-000000000001",
			CustomerName: "Jan", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 1}, End: walkStart.Add(2 * time.Hour),
			Address: "Bosrandweg 1", City: "Wageningen"}})
	if err != nil {
		t.Fatal(err)
	}
	confirmation, err := r.Render("jan@example.nl",
		booking.BookingConfirmation{Visit: booking.Visit{Booked: booking.Booked{BookingID: "3f2a9c1d-0000-4000-8000-000000000001",
			CustomerName: "Jan", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 1}, End: walkStart.Add(2 * time.Hour),
			Address: "Bosrandweg 1", City: "Wageningen"}, TotalCents: 2500})
	if err != nil {
		t.Fatal(err)
	}
	if len(reminder.Attachments) != 1 || string(reminder.Attachments[0].Data) != string(confirmation.Attachments[0].Data) {
		t.Fatalf("the reminder's calendar differs from the confirmation's: %d attachments", len(reminder.Attachments))
	}
}
