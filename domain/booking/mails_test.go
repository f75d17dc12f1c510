package booking_test

import (
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/platform/mail/mailtest"
)

var walkStart = mailtest.WalkStart

// TestEveryMailRenders renders each kind of mail this package sends and checks its
// subject, its Dutch content in both bodies, and the one layout around it.
func TestEveryMailRenders(t *testing.T) {
	mailtest.Renders(t, []mailtest.Case{
		{
			Name: "booking confirmation",
			Content: booking.BookingConfirmation{Visit: booking.Visit{Booked: booking.Booked{BookingID: "3f2a9c1d-0000-4000-8000-000000000001",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2},
				End: walkStart.Add(2 * time.Hour), Address: "Bosrandweg 1", City: "Wageningen"}, TotalCents: 4000,
				VoucherUsedCents: 1000, BookingURL: "https://shop.example.nl/booking/complete/3f2a9c1d"},
			Subject: "Je boeking is bevestigd: Stilte in het bos",
			Want: []string{"Beste Jan Jansen", "Stilte in het bos", "zaterdag 5 december 2026 om 09:30", "tot 11:30",
				"Bosrandweg 1, Wageningen", "2 personen", "€\u00a040,00", "-€\u00a010,00", "3F2A9C1D", "wandeling.ics",
				"Kosteloos annuleren kan tot 4 dagen voor aanvang", "https://shop.example.nl/booking/complete/3f2a9c1d"},
		},
		{
			Name: "payment failed",
			Content: booking.PaymentFailedMail{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000002",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 1}, TotalCents: 2500,
				RetryURL:   "https://shop.example.nl/api/v1/payments/retry-booking-payment/a1b2",
				BookingURL: "https://shop.example.nl/boeking/tok"},
			Subject: "Je betaling is niet gelukt: Stilte in het bos",
			Want: []string{"Beste Jan Jansen", "niet gelukt", "plaats is", "zaterdag 5 december 2026 om 09:30", "1 persoon",
				"€\u00a025,00", "A1B2C3D4", "Opnieuw betalen", "https://shop.example.nl/api/v1/payments/retry-booking-payment/a1b2",
				"https://shop.example.nl/boeking/tok"},
		},
		{
			Name: "booking cancelled",
			Content: booking.BookingCancelled{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000003",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 3},
				MoneyBack: booking.MoneyBack{RefundCents: 5000, VoucherReturnedCents: 2500}},
			Subject: "Je boeking is geannuleerd: Stilte in het bos",
			Want: []string{"Beste Jan Jansen", "geannuleerd", "3 personen", "We storten €\u00a050,00 terug",
				"€\u00a025,00 staat weer op je cadeaubon", "A1B2C3D4"},
		},
		{
			Name: "booking cancelled by the organisers, with the reason",
			Content: booking.BookingCancelled{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000005",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2},
				Reason: "Storm: het bos is gesloten.", Message: "We plannen een nieuwe datum en laten het je weten."},
			Subject: "Je boeking is geannuleerd: Stilte in het bos",
			Want: []string{"We hebben je boeking moeten annuleren", "Storm: het bos is gesloten.", "Beantwoord deze mail",
				"We plannen een nieuwe datum"},
		},
		{
			Name: "booking moved to another walk, the difference back",
			Content: booking.BookingMoved{Visit: booking.Visit{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000007",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte aan de rivier", Start: walkStart.AddDate(0, 0, 7), Qty: 2},
				End: walkStart.AddDate(0, 0, 7).Add(2 * time.Hour), Address: "Dijk 1", City: "Wageningen"},
				FromTitle: "Stilte in het bos", FromStart: walkStart,
				BookingURL: "https://shop.example.nl/booking/complete/a1b2", MoneyBack: booking.MoneyBack{RefundCents: 1000,
					VoucherReturnedCents: 500}},
			Subject: "Je boeking is verplaatst: Stilte aan de rivier",
			Want: []string{"Beste Jan Jansen", "verplaatst", "Stilte in het bos, zaterdag 5 december 2026 om 09:30",
				"zaterdag 12 december 2026 om 09:30", "tot 11:30", "Dijk 1, Wageningen", "2 personen", "A1B2C3D4",
				"We storten €\u00a010,00 terug", "€\u00a05,00 staat weer op je cadeaubon", "https://shop.example.nl/booking/complete/a1b2", "wandeling.ics"},
		},
		{
			Name: "booking changed to fewer persons",
			Content: booking.BookingChanged{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000007",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 1}, OldQty: 3,
				TotalCents: 2500, BookingURL: "https://shop.example.nl/boeking/tok",
				MoneyBack: booking.MoneyBack{RefundCents: 2500, VoucherReturnedCents: 2500}},
			Subject: "Je boeking is gewijzigd: Stilte in het bos",
			Want: []string{"Beste Jan Jansen", "1 persoon in plaats van 3 personen", "zaterdag 5 december 2026 om 09:30",
				"We storten €\u00a025,00 terug", "€\u00a025,00 staat weer op je cadeaubon", "A1B2C3D4", "https://shop.example.nl/boeking/tok"},
		},
		{
			Name: "a booking paid twice: it stands, the second payment back",
			Content: booking.DoublePayment{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000008",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2}, RefundCents: 5000,
				BookingURL: "https://shop.example.nl/boeking/tok"},
			Subject: "Je hebt twee keer betaald: Stilte in het bos",
			Want: []string{"Beste Jan Jansen", "twee keer betaald", "blijft gewoon staan", "zaterdag 5 december 2026 om 09:30",
				"2 personen", "We storten €\u00a050,00 terug", "A1B2C3D4", "https://shop.example.nl/boeking/tok"},
		},
		{
			Name: "cancellation notice for the organisers",
			Content: booking.CancellationNotice{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000004",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2},
				CustomerEmail: "jan@example.nl", CustomerPhone: "0687654321",
				MoneyBack: booking.MoneyBack{RefundCents: 125000}},
			Subject: "Annulering: Stilte in het bos op 5 december 2026 (2 personen)",
			Want: []string{"Er is een boeking geannuleerd", "Jan Jansen", "jan@example.nl", "0687654321",
				"a1b2c3d4-0000-4000-8000-000000000004", "€\u00a01.250,00", "€\u00a00,00", "vrijgegeven"},
		},
	})
}

func TestEveryMailRoundTrips(t *testing.T) {
	mailtest.RoundTrips(t,
		booking.BookingConfirmation{Visit: booking.Visit{Booked: booking.Booked{BookingID: "b1", Start: walkStart, Qty: 2}}},
		booking.PaymentFailedMail{Booked: booking.Booked{BookingID: "b2"}},
		booking.BookingCancelled{Booked: booking.Booked{BookingID: "b3"}},
		booking.CancellationNotice{Booked: booking.Booked{BookingID: "b4"}},
		booking.BookingCancelled{Booked: booking.Booked{BookingID: "b6"}, Reason: "Storm"},
		booking.BookingMoved{Visit: booking.Visit{Booked: booking.Booked{BookingID: "b7", Start: walkStart}},
			FromStart: walkStart, MoneyBack: booking.MoneyBack{RefundCents: 1}},
		booking.BookingChanged{Booked: booking.Booked{BookingID: "b7", Start: walkStart, Qty: 1}, OldQty: 3,
			BookingURL: "u"},
		booking.DoublePayment{Booked: booking.Booked{BookingID: "b8", Start: walkStart, Qty: 1}, RefundCents: 2500,
			BookingURL: "u"},
	)
}

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
