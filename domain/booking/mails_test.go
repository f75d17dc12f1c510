package booking_test

import (
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mail/mailtest"
)

var walkStart = mailtest.WalkStart

func TestBookingConfirmationCarriesTheWalkAsCalendar(t *testing.T) {
	m, err := mailtest.Renderer(t).Render("jan@example.nl",
		&booking.BookingConfirmation{Visit: booking.Visit{Booked: booking.Booked{BookingID: "3f2a9c1d-0000-4000-8000-000000000001",
			CustomerName: "Jan", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 1}, End: walkStart.Add(2 * time.Hour),
			Address: "Bosrandweg 1", City: "Wageningen"}, TotalCents: 2500})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Attachments) != 1 {
		t.Fatalf("%d attachments, want the .ics", len(m.Attachments))
	}
	a := m.Attachments[0]
	ics := string(a.Data)
	if a.Filename != "wandeling.ics" || !strings.HasPrefix(a.ContentType, "text/calendar") {
		t.Errorf("attachment %s (%s)", a.Filename, a.ContentType)
	}
	for _, want := range []string{"DTSTART;TZID=Europe/Amsterdam:20261205T093000", "DTEND;TZID=Europe/Amsterdam:20261205T113000",
		"SUMMARY:Wandelwijs: Stilte in het bos", `LOCATION:Bosrandweg 1\, Wageningen`, "UID:3f2a9c1d-0000-4000-8000-000000000001@wandelwijs.nl",
		"DTSTAMP:20261121T120000Z"} {
		if !strings.Contains(ics, want) {
			t.Errorf("calendar lacks %q:\n%s", want, ics)
		}
	}
}

func TestAMovedBookingCarriesItsNewWalkAsTheSameEvent(t *testing.T) {
	r := mailtest.Renderer(t)
	newStart := walkStart.AddDate(0, 0, 7)
	moved, err := r.Render("jan@example.nl",
		booking.BookingMoved{Visit: booking.Visit{Booked: booking.Booked{BookingID: "3f2a9c1d-0000-4000-8000-000000000001",
			CustomerName: "Jan", WalkTitle: "Stilte aan de rivier", Start: newStart, Qty: 1}, End: newStart.Add(2 * time.Hour),
			Address: "Dijk 1", City: "Wageningen"}, FromTitle: "Stilte in het bos", FromStart: walkStart})
	if err != nil {
		t.Fatal(err)
	}
	if len(moved.Attachments) != 1 {
		t.Fatalf("%d attachments, want the .ics", len(moved.Attachments))
	}
	ics := string(moved.Attachments[0].Data)
	for _, want := range []string{"UID:3f2a9c1d-0000-4000-8000-000000000001@wandelwijs.nl", "DTSTART;TZID=Europe/Amsterdam:20261212T093000",
		"SUMMARY:Wandelwijs: Stilte aan de rivier"} {
		if !strings.Contains(ics, want) {
			t.Errorf("calendar lacks %q:\n%s", want, ics)
		}
	}
}

func TestOtherMailsHaveNoAttachment(t *testing.T) {
	m, err := mailtest.Renderer(t).Render("jan@example.nl",
		booking.PaymentFailedMail{Booked: booking.Booked{CustomerName: "Jan", WalkTitle: "Bos", Start: walkStart, Qty: 1}})
	if err != nil || len(m.Attachments) != 0 {
		t.Fatalf("err %v, %d attachments", err, len(m.Attachments))
	}
}

func TestAnEnglishBookingsCalendarIsInEnglish(t *testing.T) {
	v := booking.Visit{Booked: booking.Booked{BookingID: "3f2a9c1d-0000-4000-8000-000000000001", CustomerName: "Jan",
		WalkTitle: "Silence in the woods", Start: walkStart, Qty: 2, Language: mail.Language{Language: "en"}},
		End: walkStart.Add(2 * time.Hour), Address: "Bosrandweg 1", City: "Wageningen"}
	ics := string(v.Calendar(walkStart).Data)
	for _, want := range []string{"SUMMARY:Wandelwijs: Silence in the woods", `DESCRIPTION:Booking number 3F2A9C1D\, 2 people. Come 10 minutes early.`} {
		if !strings.Contains(ics, want) {
			t.Errorf("calendar lacks %q:\n%s", want, ics)
		}
	}
}

// An English booking's mails and calendar name the walk by its English title where the
// organisers gave one, else by the Dutch; a Dutch booking's by the Dutch.
func TestTheCalendarSummaryIsInTheBookingsLanguage(t *testing.T) {
	english := "Silence in the woods"
	for _, tt := range []struct {
		language string
		titleEN  *string
		want     string
	}{
		{"en", &english, "SUMMARY:Wandelwijs: Silence in the woods"},
		{"en", nil, "SUMMARY:Wandelwijs: Stilte in het bos"},
		{"nl", &english, "SUMMARY:Wandelwijs: Stilte in het bos"},
	} {
		b := booking.Booking{ID: "3f2a9c1d-0000-4000-8000-000000000001", Qty: 2, Language: tt.language,
			Walk: booking.Walk{Title: "Stilte in het bos", TitleEN: tt.titleEN, DateStart: walkStart, DateEnd: walkStart.Add(2 * time.Hour)}}
		ics := string(b.Visit().Calendar(mailtest.RenderedAt).Data)
		if !strings.Contains(ics, tt.want) {
			t.Errorf("%s booking, English title %v: the calendar lacks %q:\n%s", tt.language, tt.titleEN != nil, tt.want, ics)
		}
		if b.Booked().WalkTitle != strings.TrimPrefix(tt.want, "SUMMARY:Wandelwijs: ") {
			t.Errorf("%s booking: its mails name the walk %q", tt.language, b.Booked().WalkTitle)
		}
	}
}
