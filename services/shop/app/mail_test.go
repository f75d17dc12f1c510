package app_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/quote"
	"wandelwijs.nl/domain/reminder"
	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/domain/walkops"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mail/mailtest"
	"wandelwijs.nl/platform/rules"
)

var walkStart = mailtest.WalkStart

// en is the language of a customer's mail in English.
var en = mail.Language{Language: mail.English}

// overmorgen is two days after the test mails are rendered (mailtest.RenderedAt).
var overmorgen = time.Date(2026, 11, 23, 9, 30, 0, 0, rules.Amsterdam)

func customWalk() request.Request {
	return request.Request{
		Kind: request.CustomWalkRequest, Name: "Sanne de Vries", Email: "sanne@example.nl", Phone: "0612345678",
		Message:    "Graag een wandeling over Spinoza.\nLiefst in de uiterwaarden.",
		Details:    []request.Detail{{Label: "Aantal deelnemers", Value: "12"}, {Label: "Duur", Value: "Halve dag"}},
		ReplyHours: 24,
	}
}

// TestEveryMailRenders renders each kind of mail the domains send and checks its subject,
// its Dutch content in both bodies, and the one layout around it; every registered mail
// has a case.
func TestEveryMailRenders(t *testing.T) {
	cases := []mailtest.Case{
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
			Name: "booking confirmation in English",
			Content: booking.BookingConfirmation{Visit: booking.Visit{Booked: booking.Booked{BookingID: "3f2a9c1d-0000-4000-8000-000000000001",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2, Language: mail.Language{Language: "en"}},
				End: walkStart.Add(2 * time.Hour), Address: "Bosrandweg 1", City: "Wageningen"}, TotalCents: 125000,
				VoucherUsedCents: 1000, BookingURL: "https://shop.example.nl/en/boeking/tok"},
			Subject: "Your booking is confirmed: Stilte in het bos",
			Want: []string{"Dear Jan Jansen", "Stilte in het bos", "Saturday, 5 December 2026 at 09:30", "to 11:30",
				"Bosrandweg 1, Wageningen", "2 people", "€1,250.00", "-€10.00", "3F2A9C1D", "wandeling.ics",
				"You can cancel free of charge up to 4 days before the start", "https://shop.example.nl/en/boeking/tok"},
			Absent: []string{"Beste", "personen"},
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
			Name: "payment failed in English",
			Content: booking.PaymentFailedMail{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000002",
				CustomerName: "Jan Jansen", WalkTitle: "Silence in the woods", Start: walkStart, Qty: 2, Language: mail.Language{Language: "en"}}, TotalCents: 2500,
				RetryURL:   "https://shop.example.nl/api/v1/payments/retry-booking-payment/a1b2",
				BookingURL: "https://shop.example.nl/en/boeking/tok"},
			Subject: "Your payment did not go through: Silence in the woods",
			Want: []string{"Dear Jan Jansen", "places are not confirmed yet", "Saturday, 5 December 2026 at 09:30", "2 people",
				"€25.00", "A1B2C3D4", "Pay again", "https://shop.example.nl/en/boeking/tok"},
			Absent: []string{"Beste", "Opnieuw"},
		},
		{
			Name: "payment link from the booking desk",
			Content: booking.PaymentLinkMail{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000009",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2}, TotalCents: 5000,
				PayURL: "https://shop.example.nl/api/v1/payments/retry-booking-payment/a1b2", PayBefore: walkStart.Add(-72 * time.Hour),
				BookingURL: "https://shop.example.nl/boeking/tok"},
			Subject: "Betaal je boeking: Stilte in het bos",
			Want: []string{"Beste Jan Jansen", "plaatsen vast tot woensdag 2 december 2026 om 09:30", "2 personen", "€\u00a050,00",
				"A1B2C3D4", "Betalen", "https://shop.example.nl/api/v1/payments/retry-booking-payment/a1b2", "https://shop.example.nl/boeking/tok"},
		},
		{
			Name: "a quote sent to its customer",
			Content: quote.QuoteSent{Summary: quote.Summary{QuoteID: "a1b2c3d4-0000-4000-8000-00000000000a", Name: "Fleur Feest",
				Company: "Feest BV", TotalCents: 36000, ValidUntil: walkStart}, URL: "https://shop.example.nl/offerte/tok"},
			Subject: "Offerte van Wandelwijs: €\u00a0360,00",
			Want:    []string{"Beste Fleur Feest", "voor Feest BV", "€\u00a0360,00", "5 december 2026", "https://shop.example.nl/offerte/tok"},
		},
		{
			Name: "a paid quote, to the organisers",
			Content: quote.QuotePaid{Summary: quote.Summary{QuoteID: "a1b2c3d4-0000-4000-8000-00000000000b", Name: "Fleur Feest",
				TotalCents: 36000, ValidUntil: walkStart}, Email: "fleur@example.nl", URL: "https://shop.example.nl/admin/quotes/q1",
				InvoiceNumber: "2026-0007"},
			Subject: "Offerte A1B2C3D4 betaald: €\u00a0360,00",
			Want:    []string{"Fleur Feest heeft offerte A1B2C3D4 geaccepteerd", "fleur@example.nl", "2026-0007", "https://shop.example.nl/admin/quotes/q1"},
		},
		{
			Name: "a paid quote's receipt",
			Content: quote.QuoteReceipt{Summary: quote.Summary{QuoteID: "a1b2c3d4-0000-4000-8000-00000000000c", Name: "Fleur Feest",
				TotalCents: 36000, ValidUntil: walkStart}, URL: "https://shop.example.nl/offerte/tok"},
			Subject: "Bedankt voor je betaling van €\u00a0360,00",
			Want:    []string{"Beste Fleur Feest", "geaccepteerd en", "€\u00a0360,00", "https://shop.example.nl/offerte/tok"},
		},
		{
			Name: "a quote paid through a replaced checkout",
			Content: payment.PaymentReturned{Name: "Fleur Feest", Subject: payment.KindQuote, SubjectID: "a1b2c3d4-0000-4000-8000-00000000000c",
				RefundCents: 36000, Why: payment.ReturnedReplaced, URL: "https://shop.example.nl/offerte/tok"},
			Subject: "We storten je betaling van €\u00a0360,00 terug",
			Want: []string{"Beste Fleur Feest", "offerte A1B2C3D4", "oudere betaallink", "nog niet betaald", "€\u00a0360,00",
				"alsnog betalen", "https://shop.example.nl/offerte/tok"},
		},
		{
			Name: "a voucher paid twice",
			Content: payment.PaymentReturned{Name: "Piet", Subject: payment.KindVoucher, SubjectID: "a1b2c3d4-0000-4000-8000-00000000000d",
				RefundCents: 6000, Why: payment.ReturnedPaid},
			Subject: "We storten je betaling van €\u00a060,00 terug",
			Want:    []string{"Beste Piet", "cadeaubon A1B2C3D4 was al betaald", "blijft gewoon geldig", "€\u00a060,00"},
			Absent:  []string{"offerte"},
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
			Name: "a walk called off, in English",
			Content: booking.BookingCancelled{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000003",
				CustomerName: "Jan Jansen", WalkTitle: "Silence in the woods", Start: walkStart, Qty: 3, Language: mail.Language{Language: "en"}},
				MoneyBack: booking.MoneyBack{RefundCents: 5000, VoucherReturnedCents: 2500}, Reason: "Storm: the woods are closed."},
			Subject: "Your booking has been cancelled: Silence in the woods",
			Want: []string{"Dear Jan Jansen", "We have had to cancel your booking", "Storm: the woods are closed.", "3 people",
				"We refund €50.00", "€25.00 is back on your gift voucher", "Booking number", "A1B2C3D4"},
			Absent: []string{"Beste", "geannuleerd", "Boekingsnummer"},
		},
		{
			Name: "a booking moved, in English",
			Content: booking.BookingMoved{Visit: booking.Visit{Booked: booking.Booked{BookingID: "3f2a9c1d-0000-4000-8000-000000000001",
				CustomerName: "Jan Jansen", WalkTitle: "Silence by the river", Start: walkStart, Qty: 1, Language: mail.Language{Language: "en"}},
				End: walkStart.Add(2 * time.Hour), Address: "Dijk 1", City: "Wageningen"}, FromTitle: "Silence in the woods", FromStart: walkStart.AddDate(0, 0, -7),
				BookingURL: "https://shop.example.nl/en/boeking/tok"},
			Subject: "Your booking has been moved: Silence by the river",
			Want: []string{"Dear Jan Jansen", "We have moved your booking", "Silence in the woods, Saturday, 28 November 2026 at 09:30",
				"Saturday, 5 December 2026 at 09:30 to 11:30", "1 person", "https://shop.example.nl/en/boeking/tok"},
			Absent: []string{"Beste", "verplaatst"},
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
			Name: "booking cancelled by the organisers because the customer asked",
			Content: booking.BookingCancelled{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000005",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2},
				Reason: "Je belde dat je ziek bent.", CustomerAsked: true},
			Subject: "Je boeking is geannuleerd: Stilte in het bos",
			Want:    []string{"Zoals je ons vroeg, hebben we je boeking geannuleerd.", "Onze toelichting", "Je belde dat je ziek bent."},
			Absent:  []string{"moeten annuleren"},
		},
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
		{
			Name: "reminder for the day after tomorrow",
			Content: reminder.BookingReminder{Visit: booking.Visit{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000016",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: overmorgen, Qty: 1},
				End: overmorgen.Add(2 * time.Hour), Address: "Bosrandweg 1", City: "Wageningen"},
				BookingURL: "https://shop.example.nl/booking/complete/a1b2"},
			Subject: "Binnenkort: Stilte in het bos op 23 november 2026",
			Want:    []string{"Overmorgen wandelen we samen", "maandag 23 november 2026 om 09:30"},
		},
		{
			Name: "reminder in English",
			Content: reminder.BookingReminder{Visit: booking.Visit{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000016",
				CustomerName: "Jan Jansen", WalkTitle: "Silence in the woods", Start: overmorgen, Qty: 1, Language: mail.Language{Language: "en"}},
				End: overmorgen.Add(2 * time.Hour), Address: "Bosrandweg 1", City: "Wageningen"},
				BookingURL: "https://shop.example.nl/en/boeking/tok"},
			Subject: "Coming up: Silence in the woods on 23 November 2026",
			Want: []string{"Dear Jan Jansen", "The day after tomorrow we walk together", "Monday, 23 November 2026 at 09:30", "to 11:30",
				"1 person", "Cancelling is no longer possible", "https://shop.example.nl/en/boeking/tok"},
			Absent: []string{"Beste", "wandelen we"},
		},
		{
			Name:    "a password-reset link",
			Content: account.PasswordResetMail{Name: "Anna de Vries", ResetURL: "https://shop.example.nl/wachtwoord-herstellen/tok", ExpiresAt: mailtest.RenderedAt.Add(time.Hour)},
			Subject: "Een nieuw wachtwoord kiezen",
			Want:    []string{"Hallo Anna de Vries", "https://shop.example.nl/wachtwoord-herstellen/tok", "één keer", "zaterdag 21 november 2026 om 14:00", "hoef je niets te doen"},
		},
		{
			Name:    "the password changed",
			Content: account.PasswordChangedMail{Name: "Anna de Vries", At: mailtest.RenderedAt, LoginURL: "https://shop.example.nl/login"},
			Subject: "Je wachtwoord is gewijzigd",
			Want:    []string{"Hallo Anna de Vries", "zaterdag 21 november 2026 om 13:00", "overal uitgelogd", "https://shop.example.nl/login", "Beantwoord dan deze mail"},
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
			Content: booking.BookingPaymentReturned{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000008",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2}, Why: booking.PaidTwice, RefundCents: 5000,
				BookingURL: "https://shop.example.nl/boeking/tok"},
			Subject: "Je hebt twee keer betaald: Stilte in het bos",
			Want: []string{"Beste Jan Jansen", "twee keer betaald", "blijft gewoon staan", "zaterdag 5 december 2026 om 09:30",
				"2 personen", "We storten €\u00a050,00 terug", "A1B2C3D4", "https://shop.example.nl/boeking/tok"},
			Absent: []string{"oudere betaallink", "nog niet betaald"},
		},
		{
			Name: "an older, cheaper checkout paid: the money back, the booking still to pay",
			Content: booking.BookingPaymentReturned{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000010",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 1}, Why: booking.PaidThroughOlderCheckout, RefundCents: 1000,
				PayURL: "https://shop.example.nl/api/v1/payments/retry-booking-payment/a1b2", BookingURL: "https://shop.example.nl/boeking/tok"},
			Subject: "Betaling via een oude betaallink: Stilte in het bos",
			Want: []string{"Beste Jan Jansen", "oudere betaallink", "nog niet betaald", "We storten €\u00a010,00 terug",
				"retry-booking-payment/a1b2", "A1B2C3D4"},
			Absent: []string{"twee keer", "blijft gewoon staan"},
		},
		{
			Name: "a change paid too late: it did not go through, the money back",
			Content: booking.ChangeRefunded{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000009",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2}, Kind: booking.ChangeMove,
				RefundCents: 2500, BookingURL: "https://shop.example.nl/boeking/tok"},
			Subject: "Je wijziging is niet doorgegaan: Stilte in het bos",
			Want: []string{"Beste Jan Jansen", "verplaatsen van je boeking naar een andere datum", "niet doorgegaan",
				"zaterdag 5 december 2026 om 09:30", "We storten €\u00a025,00 terug", "A1B2C3D4", "https://shop.example.nl/boeking/tok"},
		},
		{
			Name: "a change paid too late, in English",
			Content: booking.ChangeRefunded{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000009",
				CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 3, Language: mail.Language{Language: "en"}},
				Kind: booking.ChangeAdd, RefundCents: 2500, BookingURL: "https://shop.example.nl/en/boeking/tok"},
			Subject: "Your change did not go through: Stilte in het bos",
			Want: []string{"Dear Jan Jansen", "more people on your booking", "did not go through", "Saturday, 5 December 2026 at 09:30",
				"We refund €25.00", "A1B2C3D4", "https://shop.example.nl/en/boeking/tok"},
		},
		{
			Name: "on the waiting list",
			Content: waitlist.WaitlistJoined{Waiting: waitlist.Waiting{WalkTitle: "Stilte in het bos",
				Start: walkStart, Qty: 3, LeaveURL: "https://shop.example.nl/wachtlijst/tok"}},
			Subject: "Je staat op de wachtlijst: Stilte in het bos",
			Want:    []string{"Hallo,", "zaterdag 5 december 2026 om 09:30", "3 personen", "https://shop.example.nl/wachtlijst/tok"},
		},
		{
			Name: "a signup for an address already on the waiting list",
			Content: waitlist.WaitlistJoined{Waiting: waitlist.Waiting{WalkTitle: "Stilte in het bos",
				Start: walkStart, Qty: 3, LeaveURL: "https://shop.example.nl/wachtlijst/tok"}, Known: true},
			Subject: "Je inschrijving op de wachtlijst: Stilte in het bos",
			Want: []string{"Hallo,", "zaterdag 5 december 2026 om 09:30", "3 personen", "niets veranderd",
				"https://shop.example.nl/wachtlijst/tok"},
		},
		{
			Name: "an offer from the waiting list",
			Content: waitlist.WaitlistOffer{Waiting: waitlist.Waiting{WalkTitle: "Stilte in het bos",
				Start: walkStart, Qty: 2, LeaveURL: "https://shop.example.nl/wachtlijst/tok"},
				ExpiresAt: walkStart.Add(-48 * time.Hour), BookURL: "https://shop.example.nl/boeken/stilte?aanbod=tok"},
			Subject: "Er is plaats voor je: Stilte in het bos",
			Want: []string{"Hallo,", "We houden 2 plaatsen voor je vast", "tot donderdag 3 december 2026 om 09:30", "https://shop.example.nl/boeken/stilte?aanbod=tok",
				"volgende op de wachtlijst", "https://shop.example.nl/wachtlijst/tok"},
		},
		{
			Name: "minimum warning for the organisers",
			Content: walkops.MinimumWarning{WalkID: "w1", WalkTitle: "Stilte in het bos", Start: walkStart, Confirmed: 2, Pending: 1,
				Minimum: 6, Maximum: 15, ParticipantsURL: "https://shop.example.nl/admin/walks/w1/participants"},
			Subject: "Onder het minimum: Stilte in het bos op 5 december 2026",
			Want: []string{"minimum nog niet gehaald", "zaterdag 5 december 2026 om 09:30", "2 personen (betaald)",
				"1 persoon (betaling loopt nog)", "6 personen", "15 personen", "https://shop.example.nl/admin/walks/w1/participants"},
		},
		{
			Name: "message to the participants",
			Content: walkops.WalkMessage{CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart,
				Subject: "Andere verzamelplek", Body: "We verzamelen bij de ingang aan de Dreijenlaan."},
			Subject: "Andere verzamelplek (Stilte in het bos, 5 december 2026)",
			Want:    []string{"Beste Jan Jansen", "We verzamelen bij de ingang aan de Dreijenlaan.", "zaterdag 5 december 2026 om 09:30"},
		},
		{
			Name: "a called-off walk's choice",
			Content: walkops.CallOffChoice{CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart,
				Reason: "Storm op komst", RefundCents: 2500, CreditCents: 2750, Deadline: walkStart.Add(-48 * time.Hour),
				ChooseURL: "https://shop.example.nl/boeking/tok"},
			Subject: "Stilte in het bos gaat niet door: kies geld terug, tegoed of een andere datum",
			Want: []string{"Beste Jan Jansen", "Storm op komst", "€\u00a025,00 terug op je rekening", "cadeaubon van €\u00a027,50",
				"https://shop.example.nl/boeking/tok", "donderdag 3 december 2026 om 09:30"},
		},
		{
			Name: "credit for a called-off walk",
			Content: walkops.CreditIssued{CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", PaidCents: 2500,
				CreditCents: 2750, Code: "ABCD-EFGH-JKLM", ValidUntil: walkStart},
			Subject: "Je tegoed van €\u00a027,50 voor een volgende wandeling",
			Want:    []string{"Beste Jan Jansen", "ABCD-EFGH-JKLM", "€\u00a025,00", "5 december 2026"},
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
		{
			Name: "voucher for the recipient",
			Content: voucher.VoucherGift{Gift: voucher.Gift{RecipientName: "Piet", PurchaserName: "Marie", ValueCents: 5000,
				ValidUntil: time.Date(2027, 11, 21, 12, 0, 0, 0, time.UTC)}, Code: "ABCD-EFGH-JKLM",
				Message: "Fijne verjaardag!\nLiefs, Marie"},
			Subject: "Marie geeft je een cadeaubon van Wandelwijs",
			Want: []string{"Beste Piet", "Marie geeft je een cadeaubon van €\u00a050,00", "ABCD-EFGH-JKLM", "Fijne verjaardag!",
				"Liefs, Marie", "21 november 2027", "Kies een wandeling op"},
		},
		{
			Name: "voucher receipt for the purchaser",
			Content: voucher.VoucherReceipt{Gift: voucher.Gift{PurchaserName: "Marie", RecipientName: "Piet",
				ValueCents: 7500, ValidUntil: time.Date(2027, 11, 21, 12, 0, 0, 0, time.UTC)},
				VoucherID: "c0ffee00-0000-4000-8000-000000000005", RecipientEmail: "piet@example.nl"},
			Subject: "Bedankt voor je cadeaubon van €\u00a075,00",
			Want:    []string{"Beste Marie", "Piet (piet@example.nl)", "€\u00a075,00", "21 november 2027", "C0FFEE00"},
		},
		{
			Name:    "custom walk received, for the requester",
			Content: request.RequestReceived{Request: customWalk()},
			Subject: "We hebben je aanvraag voor een wandeling op maat ontvangen",
			Want:    []string{"Hallo,", "aanvraag voor een wandeling op maat", "binnen 24 uur", "niet zelf verstuurd"},
		},
		{
			Name: "feest request received, for the requester",
			Content: request.RequestReceived{Request: request.Request{Kind: request.FeestRequest, Name: "Ali", Email: "ali@example.nl",
				Phone: "0611111111", Message: "Een wandeling voor mijn 40e verjaardag.", ReplyHours: 24}},
			Subject: "We hebben je aanvraag voor een feestwandeling ontvangen",
			Want:    []string{"Hallo,", "feestwandeling", "binnen 24 uur"},
		},
		{
			Name: "contact message received, without a reply promise",
			Content: request.RequestReceived{Request: request.Request{Kind: request.ContactRequest, Name: "Eva", Email: "eva@example.nl",
				Message: "Is de wandeling geschikt voor kinderen?"}},
			Subject: "We hebben je bericht ontvangen",
			Want:    []string{"Hallo,", "zo snel mogelijk"},
		},
		{
			Name: "a failed refund, for the organisers",
			Content: payment.PaymentProblem{Problem: payment.ProblemRefundFailed, Subject: "boeking", SubjectID: "3f2a9c1d-0000-4000-8000-000000000001",
				MolliePaymentID: "tr_abc123", AmountCents: 5000, Detail: "De bank weigerde"},
			Subject: "Terugbetaling mislukt: boeking 3F2A9C1D",
			Want:    []string{"Terugbetaling mislukt", "tr_abc123", "€\u00a050,00", "De bank weigerde", "Mollie-dashboard", "Aandacht nodig", "Opnieuw proberen"},
		},
		{
			Name: "a chargeback, for the organisers",
			Content: payment.PaymentProblem{Problem: payment.ProblemChargeback, Subject: "cadeaubon", SubjectID: "c0ffee00-0000-4000-8000-000000000005",
				MolliePaymentID: "tr_def456", AmountCents: 7500},
			Subject: "Terugboeking door de bank: cadeaubon C0FFEE00",
			Want:    []string{"Terugboeking door de bank", "tr_def456", "€\u00a075,00", "contact op met de klant"},
		},
		{
			Name:    "new custom walk request, for the organisers",
			Content: request.NewRequest{Request: customWalk()},
			Subject: "Nieuwe aanvraag voor een wandeling op maat van Sanne de Vries",
			Want: []string{"kwam een aanvraag voor een wandeling op maat binnen", "binnen 24 uur", "sanne@example.nl", "0612345678",
				"Aantal deelnemers", "Halve dag", "Liefst in de uiterwaarden."},
		},
		{
			Name: "new contact message, for the organisers",
			Content: request.NewRequest{Request: request.Request{Kind: request.ContactRequest, Name: "Eva", Email: "eva@example.nl",
				Message: "Is de wandeling geschikt voor kinderen?"}},
			Subject: "Nieuw contactbericht van Eva",
			Want:    []string{"kwam een bericht binnen", "eva@example.nl", "geschikt voor kinderen"},
		},
		{
			Name:    "a password-reset link in English",
			Content: account.PasswordResetMail{Name: "Anna Smith", ResetURL: "https://shop.example.nl/en/wachtwoord-herstellen/tok", ExpiresAt: mailtest.RenderedAt.Add(time.Hour), Language: en},
			Subject: "Choose a new password",
			Want:    []string{"Hello Anna Smith", "https://shop.example.nl/en/wachtwoord-herstellen/tok", "works once", "Saturday, 21 November 2026 at 14:00"},
			Absent:  []string{"Hallo", "zaterdag"},
		},
		{
			Name:    "the password changed, in English",
			Content: account.PasswordChangedMail{Name: "Anna Smith", At: mailtest.RenderedAt, LoginURL: "https://shop.example.nl/en/login", Language: en},
			Subject: "Your password has been changed",
			Want:    []string{"Hello Anna Smith", "Saturday, 21 November 2026 at 13:00", "logged out everywhere", "https://shop.example.nl/en/login"},
		},
		{
			Name: "booking changed, in English",
			Content: booking.BookingChanged{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000007",
				CustomerName: "Jan Jansen", WalkTitle: "Silence in the woods", Start: walkStart, Qty: 1, Language: en}, OldQty: 3,
				TotalCents: 2500, PaidExtraCents: 0, BookingURL: "https://shop.example.nl/en/boeking/tok",
				MoneyBack: booking.MoneyBack{RefundCents: 125000, VoucherReturnedCents: 2500}},
			Subject: "Your booking has changed: Silence in the woods",
			Want: []string{"Dear Jan Jansen", "1 person instead of 3 people", "Saturday, 5 December 2026 at 09:30", "Booking number",
				"We refund €1,250.00", "€25.00 is back on your gift voucher", "A1B2C3D4", "https://shop.example.nl/en/boeking/tok"},
			Absent: []string{"Beste", "personen", "Wandeling", "storten"},
		},
		{
			Name: "a booking paid twice, in English",
			Content: booking.BookingPaymentReturned{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000008",
				CustomerName: "Jan Jansen", WalkTitle: "Silence in the woods", Start: walkStart, Qty: 2, Language: en}, Why: booking.PaidTwice, RefundCents: 5000,
				BookingURL: "https://shop.example.nl/en/boeking/tok"},
			Subject: "You paid twice: Silence in the woods",
			Want:    []string{"Dear Jan Jansen", "paid twice", "Booking number", "2 people", "We refund €50.00", "A1B2C3D4"},
			Absent:  []string{"older payment link", "does not pay your booking"},
		},
		{
			Name: "an older, cheaper checkout paid, in English",
			Content: booking.BookingPaymentReturned{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000010",
				CustomerName: "Jan Jansen", WalkTitle: "Silence in the woods", Start: walkStart, Qty: 1, Language: en}, Why: booking.PaidThroughOlderCheckout, RefundCents: 1000,
				PayURL: "https://shop.example.nl/api/v1/payments/retry-booking-payment/a1b2"},
			Subject: "Payment through an old payment link: Silence in the woods",
			Want:    []string{"Dear Jan Jansen", "older payment link", "does not pay your booking", "We refund €10.00", "A1B2C3D4"},
			Absent:  []string{"paid twice", "simply stands"},
		},
		{
			Name: "the desk's payment link, in English",
			Content: booking.PaymentLinkMail{Booked: booking.Booked{BookingID: "a1b2c3d4-0000-4000-8000-000000000009",
				CustomerName: "Jan Jansen", WalkTitle: "Silence in the woods", Start: walkStart, Qty: 2, Language: en}, TotalCents: 5000,
				PayURL: "https://shop.example.nl/api/v1/payments/retry-booking-payment/a1b2", PayBefore: walkStart.Add(-72 * time.Hour),
				BookingURL: "https://shop.example.nl/en/boeking/tok"},
			Subject: "Pay for your booking: Silence in the woods",
			Want: []string{"Dear Jan Jansen", "hold your places until Wednesday, 2 December 2026 at 09:30", "To pay", "€50.00",
				"https://shop.example.nl/api/v1/payments/retry-booking-payment/a1b2", "https://shop.example.nl/en/boeking/tok"},
		},
		{
			Name: "on the waiting list, in English",
			Content: waitlist.WaitlistJoined{Waiting: waitlist.Waiting{WalkTitle: "Silence in the woods",
				Start: walkStart, Qty: 3, LeaveURL: "https://shop.example.nl/en/wachtlijst/tok", Language: en}},
			Subject: "You are on the waiting list: Silence in the woods",
			Want:    []string{"Hello,", "Saturday, 5 December 2026 at 09:30", "3 people", "https://shop.example.nl/en/wachtlijst/tok"},
		},
		{
			Name: "a known signup for the waiting list, in English",
			Content: waitlist.WaitlistJoined{Waiting: waitlist.Waiting{WalkTitle: "Silence in the woods",
				Start: walkStart, Qty: 1, LeaveURL: "https://shop.example.nl/en/wachtlijst/tok", Language: en}, Known: true},
			Subject: "Your place on the waiting list: Silence in the woods",
			Want:    []string{"Hello,", "1 person", "we changed nothing"},
		},
		{
			Name: "an offer from the waiting list, in English",
			Content: waitlist.WaitlistOffer{Waiting: waitlist.Waiting{WalkTitle: "Silence in the woods",
				Start: walkStart, Qty: 2, LeaveURL: "https://shop.example.nl/en/wachtlijst/tok", Language: en},
				ExpiresAt: walkStart.Add(-48 * time.Hour), BookURL: "https://shop.example.nl/en/boeken/stilte?aanbod=tok"},
			Subject: "There is room for you: Silence in the woods",
			Want: []string{"Hello,", "We hold 2 places for you until Thursday, 3 December 2026 at 09:30",
				"https://shop.example.nl/en/boeken/stilte?aanbod=tok", "https://shop.example.nl/en/wachtlijst/tok"},
		},
		{
			Name: "message to the participants, in English",
			Content: walkops.WalkMessage{CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart,
				Subject: "Andere verzamelplek", Body: "We verzamelen bij de Dreijenlaan.", Language: en},
			Subject: "Andere verzamelplek (Stilte in het bos, 5 December 2026)",
			Want:    []string{"Dear Jan Jansen", "We verzamelen bij de Dreijenlaan.", "Questions? Reply to this mail.", "Saturday, 5 December 2026 at 09:30"},
		},
		{
			Name: "a called-off walk's choice, in English",
			Content: walkops.CallOffChoice{CustomerName: "Jan Jansen", WalkTitle: "Silence in the woods", Start: walkStart,
				Reason: "A storm is coming", RefundCents: 2500, CreditCents: 2750, Deadline: walkStart.Add(-48 * time.Hour),
				ChooseURL: "https://shop.example.nl/en/boeking/tok", Language: en},
			Subject: "Silence in the woods is called off: choose your money back, credit or another date",
			Want: []string{"Dear Jan Jansen", "A storm is coming", "€25.00 back to your account", "gift voucher of €27.50",
				"https://shop.example.nl/en/boeking/tok", "Thursday, 3 December 2026 at 09:30"},
		},
		{
			Name: "credit for a called-off walk, in English",
			Content: walkops.CreditIssued{CustomerName: "Jan Jansen", WalkTitle: "Silence in the woods", PaidCents: 2500,
				CreditCents: 2750, Code: "ABCD-EFGH-JKLM", ValidUntil: walkStart, Language: en},
			Subject: "Your credit of €27.50 for a next walk",
			Want:    []string{"Dear Jan Jansen", "ABCD-EFGH-JKLM", "€25.00", "Valid until", "5 December 2026"},
		},
		{
			Name: "voucher for the recipient, in English",
			Content: voucher.VoucherGift{Gift: voucher.Gift{RecipientName: "Piet", PurchaserName: "Mary", ValueCents: 125000,
				ValidUntil: time.Date(2027, 11, 21, 12, 0, 0, 0, time.UTC), Language: en}, Code: "ABCD-EFGH-JKLM",
				Message: "Happy birthday!"},
			Subject: "Mary gives you a Wandelwijs gift voucher",
			Want: []string{"Dear Piet", "Mary gives you a gift voucher of €1,250.00", "ABCD-EFGH-JKLM", "Happy birthday!",
				"Valid until", "21 November 2027", "Choose a walk at"},
			Absent: []string{"Beste", "€\u00a0", "november"},
		},
		{
			Name: "voucher receipt for the purchaser, in English",
			Content: voucher.VoucherReceipt{Gift: voucher.Gift{PurchaserName: "Mary", RecipientName: "Piet",
				ValueCents: 2500, ValidUntil: time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC), Language: en},
				VoucherID: "c0ffee00-0000-4000-8000-000000000005", RecipientEmail: "piet@example.nl"},
			Subject: "Thank you for your gift voucher of €25.00",
			Want:    []string{"Dear Mary", "Piet (piet@example.nl)", "€25.00", "6 December 2026", "C0FFEE00", "Voucher number"},
		},
		{
			Name:    "custom walk received, in English",
			Content: request.RequestReceived{Request: customWalk(), Language: en},
			Subject: "We have received your request for a walk made to measure",
			Want:    []string{"Hello,", "within 24 hours", "not send this yourself"},
		},
		{
			Name:    "a quote, in English",
			Content: quote.QuoteSent{Summary: quote.Summary{QuoteID: "q1", Name: "Sam Jones", Company: "Acme", TotalCents: 125000, ValidUntil: walkStart}, URL: "https://shop.example.nl/offerte/tok", Language: en},
			Subject: "Quote from Wandelwijs: €1,250.00",
			Want:    []string{"Dear Sam Jones", "for Acme", "€1,250.00", "VAT included", "valid until 5 December 2026", "https://shop.example.nl/offerte/tok"},
		},
		{
			Name: "a quote no longer open, in English",
			Content: payment.PaymentReturned{Name: "Sam Jones", Subject: payment.KindQuote, SubjectID: "q1", RefundCents: 2500,
				Why: payment.ReturnedClosed, URL: "https://shop.example.nl/offerte/tok", Language: en},
			Subject: "We are refunding your payment of €25.00",
			Want:    []string{"Dear Sam Jones", "no longer open", "€25.00", "https://shop.example.nl/offerte/tok"},
			Absent:  []string{"Beste"},
		},
		{
			Name:    "a paid quote, in English",
			Content: quote.QuoteReceipt{Summary: quote.Summary{QuoteID: "q1", Name: "Sam Jones", TotalCents: 2500, ValidUntil: walkStart}, URL: "https://shop.example.nl/offerte/tok", Language: en},
			Subject: "Thank you for your payment of €25.00",
			Want:    []string{"Dear Sam Jones", "You accepted our quote and paid", "https://shop.example.nl/offerte/tok"},
		},
	}
	mailtest.Renders(t, cases)
	covered := map[string]bool{}
	for _, c := range cases {
		covered[c.Content.Template()] = true
	}
	english := map[string]bool{}
	for _, c := range cases {
		if sp, ok := c.Content.(mail.Spoken); ok && sp.MailLanguage() == mail.English {
			english[c.Content.Template()] = true
		}
	}
	r := mailtest.Renderer(t)
	for _, name := range mail.Registered() {
		if !covered[name] {
			t.Errorf("template %s has no render case", name)
		}
		if r.Has(mail.English, name) && !english[name] {
			t.Errorf("template %s has no render case in English", name)
		}
	}
}

func TestEveryMailRoundTrips(t *testing.T) {
	mailtest.RoundTrips(t,
		booking.BookingConfirmation{Visit: booking.Visit{Booked: booking.Booked{BookingID: "b1", Start: walkStart, Qty: 2}}},
		booking.PaymentFailedMail{Booked: booking.Booked{BookingID: "b2"}},
		booking.PaymentLinkMail{Booked: booking.Booked{BookingID: "b9", Start: walkStart, Qty: 2}, PayURL: "p", PayBefore: walkStart, BookingURL: "u"},
		booking.BookingCancelled{Booked: booking.Booked{BookingID: "b3"}},
		booking.CancellationNotice{Booked: booking.Booked{BookingID: "b4"}},
		booking.BookingCancelled{Booked: booking.Booked{BookingID: "b6"}, Reason: "Storm"},
		booking.BookingMoved{Visit: booking.Visit{Booked: booking.Booked{BookingID: "b7", Start: walkStart}},
			FromStart: walkStart, MoneyBack: booking.MoneyBack{RefundCents: 1}},
		booking.BookingChanged{Booked: booking.Booked{BookingID: "b7", Start: walkStart, Qty: 1}, OldQty: 3,
			BookingURL: "u"},
		booking.BookingPaymentReturned{Booked: booking.Booked{BookingID: "b8", Start: walkStart, Qty: 1}, Why: booking.PaidTwice, RefundCents: 2500,
			BookingURL: "u"},
		booking.ChangeRefunded{Booked: booking.Booked{BookingID: "b10", Start: walkStart, Qty: 1}, Kind: booking.ChangeAdd,
			RefundCents: 2500, BookingURL: "u"},
		booking.BookingPaymentReturned{Booked: booking.Booked{BookingID: "b11", Start: walkStart, Qty: 1}, Why: booking.PaidThroughOlderCheckout,
			RefundCents: 1000, PayURL: "p"},
		reminder.BookingReminder{Visit: booking.Visit{Booked: booking.Booked{BookingID: "b5", Start: walkStart}}},
		waitlist.WaitlistJoined{Waiting: waitlist.Waiting{Start: walkStart, Qty: 2, LeaveURL: "l"}},
		account.PasswordResetMail{Name: "Anna", ResetURL: "u", ExpiresAt: walkStart},
		account.PasswordChangedMail{Name: "Anna", At: walkStart, LoginURL: "u"},
		waitlist.WaitlistOffer{Waiting: waitlist.Waiting{Start: walkStart, Qty: 2, LeaveURL: "l"},
			ExpiresAt: walkStart, BookURL: "b"},
		walkops.MinimumWarning{WalkID: "w1", Start: walkStart, Minimum: 6},
		walkops.WalkMessage{Subject: "S", Body: "B", Start: walkStart},
		walkops.CallOffChoice{Start: walkStart, Deadline: walkStart, RefundCents: 1, CreditCents: 2, ChooseURL: "u"},
		walkops.CreditIssued{Code: "C", ValidUntil: walkStart, CreditCents: 2},
		voucher.VoucherGift{Code: "C"},
		voucher.VoucherReceipt{VoucherID: "v"},
		request.RequestReceived{Request: customWalk()},
		request.NewRequest{Request: customWalk()},
		payment.PaymentProblem{Problem: payment.ProblemRefundRefused, Subject: "boeking", SubjectID: "b1", AmountCents: 100},
		quote.QuoteSent{Summary: quote.Summary{QuoteID: "q1", ValidUntil: walkStart}, URL: "u"},
		quote.QuotePaid{Summary: quote.Summary{QuoteID: "q2", ValidUntil: walkStart}, Email: "e", InvoiceNumber: "n"},
		quote.QuoteReceipt{Summary: quote.Summary{QuoteID: "q3", ValidUntil: walkStart}, URL: "u"},
		payment.PaymentReturned{Name: "n", Subject: payment.KindQuote, SubjectID: "q4", RefundCents: 1, Why: payment.ReturnedReplaced, URL: "u"},
	)
}

// TestTheShopDecodesEveryMail: the shop's workers send every queued mail, so every
// kind of mail is registered in the shop (by the domain package that sends it).
func TestTheShopDecodesEveryMail(t *testing.T) {
	want := []string{
		"booking-cancelled", "booking-changed", "booking-confirmation", "booking-moved", "booking-payment-returned", "booking-reminder", "calloff-choice",
		"cancellation-notice", "change-refunded", "credit-issued", "minimum-warning", "new-request", "password-changed",
		"password-reset", "payment-failed", "payment-link", "payment-problem", "payment-returned", "quote-paid", "quote-receipt", "quote-sent", "request-received", "voucher-gift",
		"voucher-receipt", "waitlist-joined",
		"waitlist-offer", "walk-message",
	}
	if got := mail.Registered(); !slices.Equal(got, want) {
		t.Errorf("registered mails %v, want %v", got, want)
	}
}

func TestHTMLBodyEscapesWhatVisitorsTyped(t *testing.T) {
	evil := `<script>alert("x")</script>`
	m, err := mailtest.Renderer(t).Render("info@wandelwijs.nl", request.NewRequest{Request: request.Request{
		Kind: request.ContactRequest, Name: evil, Email: "eva@example.nl", Message: evil,
		Details: []request.Detail{{Label: evil, Value: evil}}}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(m.HTML, "<script>") {
		t.Fatalf("html body contains raw markup from the form:\n%s", m.HTML)
	}
	if !strings.Contains(m.HTML, "&lt;script&gt;") {
		t.Error("the escaped text is missing")
	}
	if !strings.Contains(m.Text, evil) {
		t.Error("the text body should show what was typed, as typed")
	}
}

// TestTheReceiptRepeatsNothingTheSenderTyped: the receipt goes to an address nobody
// verified, so it carries no name, text, detail or link the sender typed.
func TestTheReceiptRepeatsNothingTheSenderTyped(t *testing.T) {
	r := customWalk()
	r.Name, r.Message = "Klik hier https://phish.example", "Win een prijs op https://phish.example"
	m, err := mailtest.Renderer(t).Render("sanne@example.nl", request.RequestReceived{Request: r})
	if err != nil {
		t.Fatal(err)
	}
	for _, typed := range []string{"phish.example", "Klik hier", "Win een prijs", "Spinoza", "Aantal deelnemers", "0612345678"} {
		if strings.Contains(m.Text, typed) || strings.Contains(m.HTML, typed) || strings.Contains(m.Subject, typed) {
			t.Errorf("the receipt repeats %q", typed)
		}
	}
}

// TestALateBookingsConfirmationPromisesNoCancel: a booking confirmed inside the cancel
// deadline is not told it can still be cancelled or changed.
func TestALateBookingsConfirmationPromisesNoCancel(t *testing.T) {
	late := booking.BookingConfirmation{Visit: booking.Visit{Booked: booking.Booked{BookingID: "3f2a9c1d-0000-4000-8000-000000000009",
		CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 1},
		End: walkStart.Add(2 * time.Hour), Address: "Bosrandweg 1", City: "Wageningen"}, TotalCents: 2000,
		BookingURL: "https://shop.example.nl/boeking/tok", TooLateToCancel: true}
	m, err := mailtest.Renderer(t).Render("klant@example.nl", late)
	if err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{"text": m.Text, "html": m.HTML} {
		for _, promise := range []string{"Kosteloos annuleren", "annuleren of wijzigen", "annuleer of wijzig"} {
			if strings.Contains(body, promise) {
				t.Errorf("the %s body promises %q", name, promise)
			}
		}
		for _, want := range []string{"annuleren of minder personen kan niet meer", "Bekijk", "https://shop.example.nl/boeking/tok"} {
			if !strings.Contains(strings.ToLower(body), strings.ToLower(want)) {
				t.Errorf("the %s body lacks %q", name, want)
			}
		}
	}
}
