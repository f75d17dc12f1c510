package mail_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/site"
)

var (
	amsterdam, _ = time.LoadLocation("Europe/Amsterdam")
	walkStart    = time.Date(2026, 12, 5, 9, 30, 0, 0, amsterdam)
	renderedAt   = time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
)

// shopURL is the PUBLIC_URL the mails are rendered for: every link in them starts there.
const shopURL = "https://shop.example.nl"

func newRenderer(t *testing.T) *mail.Renderer {
	t.Helper()
	r, err := mail.NewRenderer(func() time.Time { return renderedAt }, shopURL)
	if err != nil {
		t.Fatalf("NewRenderer: %v", err)
	}
	return r
}

func customWalk() mail.Request {
	return mail.Request{
		Kind: mail.CustomWalkRequest, Name: "Sanne de Vries", Email: "sanne@example.nl", Phone: "0612345678",
		Message:    "Graag een wandeling over Spinoza.\nLiefst in de uiterwaarden.",
		Details:    []mail.Detail{{Label: "Aantal deelnemers", Value: "12"}, {Label: "Duur", Value: "Halve dag"}},
		ReplyHours: 24,
	}
}

// TestEveryTemplateRenders renders each kind of mail and checks its subject, its
// Dutch content in both bodies, and the one layout around it.
func TestEveryTemplateRenders(t *testing.T) {
	tests := []struct {
		name        string
		content     mail.Content
		wantSubject string
		want        []string // in both the text and the HTML body
	}{
		{
			name: "booking confirmation",
			content: mail.BookingConfirmation{
				BookingID: "3f2a9c1d-0000-4000-8000-000000000001", CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos",
				Start: walkStart, End: walkStart.Add(2 * time.Hour), Address: "Bosrandweg 1", City: "Wageningen",
				Qty: 2, TotalCents: 4000, VoucherUsedCents: 1000, BookingURL: "https://shop.example.nl/booking/complete/3f2a9c1d",
			},
			wantSubject: "Je boeking is bevestigd: Stilte in het bos",
			want: []string{"Beste Jan Jansen", "Stilte in het bos", "zaterdag 5 december 2026 om 09:30", "tot 11:30",
				"Bosrandweg 1, Wageningen", "2 personen", "€\u00a040,00", "-€\u00a010,00", "3F2A9C1D", "wandeling.ics",
				"Kosteloos annuleren kan tot 4 dagen voor aanvang", "https://shop.example.nl/booking/complete/3f2a9c1d"},
		},
		{
			name: "payment failed",
			content: mail.PaymentFailed{BookingID: "a1b2c3d4-0000-4000-8000-000000000002", CustomerName: "Jan Jansen",
				WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 1, TotalCents: 2500, RetryURL: "https://shop.example.nl/api/v1/payments/retry-booking-payment/a1b2",
				BookingURL: "https://shop.example.nl/boeking/tok"},
			wantSubject: "Je betaling is niet gelukt: Stilte in het bos",
			want: []string{"Beste Jan Jansen", "niet gelukt", "plaats is", "zaterdag 5 december 2026 om 09:30", "1 persoon",
				"€\u00a025,00", "A1B2C3D4", "Opnieuw betalen", "https://shop.example.nl/api/v1/payments/retry-booking-payment/a1b2",
				"https://shop.example.nl/boeking/tok"},
		},
		{
			name: "booking cancelled",
			content: mail.BookingCancelled{BookingID: "a1b2c3d4-0000-4000-8000-000000000003", CustomerName: "Jan Jansen",
				WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 3, RefundCents: 5000, VoucherReturnedCents: 2500},
			wantSubject: "Je boeking is geannuleerd: Stilte in het bos",
			want: []string{"Beste Jan Jansen", "geannuleerd", "3 personen", "We storten €\u00a050,00 terug",
				"€\u00a025,00 staat weer op je cadeaubon", "A1B2C3D4"},
		},
		{
			name: "booking cancelled by the organisers, with the reason",
			content: mail.BookingCancelled{BookingID: "a1b2c3d4-0000-4000-8000-000000000005", CustomerName: "Jan Jansen",
				WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2, Reason: "Storm: het bos is gesloten.",
				Message: "We plannen een nieuwe datum en laten het je weten."},
			wantSubject: "Je boeking is geannuleerd: Stilte in het bos",
			want: []string{"We hebben je boeking moeten annuleren", "Storm: het bos is gesloten.", "Beantwoord deze mail",
				"We plannen een nieuwe datum"},
		},
		{
			name: "reminder",
			content: mail.BookingReminder{BookingID: "a1b2c3d4-0000-4000-8000-000000000006", CustomerName: "Jan Jansen",
				WalkTitle: "Stilte in het bos", Start: walkStart, End: walkStart.Add(2 * time.Hour), Address: "Bosrandweg 1",
				City: "Wageningen", Qty: 2, BookingURL: "https://shop.example.nl/booking/complete/a1b2"},
			wantSubject: "Binnenkort: Stilte in het bos op 5 december 2026",
			want: []string{"Beste Jan Jansen", "zaterdag 5 december 2026 om 09:30", "tot 11:30", "Bosrandweg 1, Wageningen",
				"https://www.openstreetmap.org/search?query=Bosrandweg", "tevige wandelschoenen",
				"Annuleren kan nu niet meer", "4 dagen", "wandeling.ics", "2 personen", "A1B2C3D4"},
		},
		{
			name: "booking moved to another walk, the difference back",
			content: mail.BookingMoved{BookingID: "a1b2c3d4-0000-4000-8000-000000000007", CustomerName: "Jan Jansen",
				FromTitle: "Stilte in het bos", FromStart: walkStart, WalkTitle: "Stilte aan de rivier", Start: walkStart.AddDate(0, 0, 7),
				End: walkStart.AddDate(0, 0, 7).Add(2 * time.Hour), Address: "Dijk 1", City: "Wageningen", Qty: 2,
				RefundCents: 1000, VoucherReturnedCents: 500, BookingURL: "https://shop.example.nl/booking/complete/a1b2"},
			wantSubject: "Je boeking is verplaatst: Stilte aan de rivier",
			want: []string{"Beste Jan Jansen", "verplaatst", "Stilte in het bos, zaterdag 5 december 2026 om 09:30",
				"zaterdag 12 december 2026 om 09:30", "tot 11:30", "Dijk 1, Wageningen", "2 personen", "A1B2C3D4",
				"We storten €\u00a010,00 terug", "€\u00a05,00 staat weer op je cadeaubon", "https://shop.example.nl/booking/complete/a1b2", "wandeling.ics"},
		},
		{
			name: "booking changed to fewer persons",
			content: mail.BookingChanged{BookingID: "a1b2c3d4-0000-4000-8000-000000000007", CustomerName: "Jan Jansen",
				WalkTitle: "Stilte in het bos", Start: walkStart, OldQty: 3, Qty: 1, TotalCents: 2500, RefundCents: 2500,
				VoucherReturnedCents: 2500, BookingURL: "https://shop.example.nl/boeking/tok"},
			wantSubject: "Je boeking is gewijzigd: Stilte in het bos",
			want: []string{"Beste Jan Jansen", "1 persoon in plaats van 3 personen", "zaterdag 5 december 2026 om 09:30",
				"We storten €\u00a025,00 terug", "€\u00a025,00 staat weer op je cadeaubon", "A1B2C3D4", "https://shop.example.nl/boeking/tok"},
		},
		{
			name: "a booking paid twice: it stands, the second payment back",
			content: mail.DoublePayment{BookingID: "a1b2c3d4-0000-4000-8000-000000000008", CustomerName: "Jan Jansen",
				WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2, RefundCents: 5000, BookingURL: "https://shop.example.nl/boeking/tok"},
			wantSubject: "Je hebt twee keer betaald: Stilte in het bos",
			want: []string{"Beste Jan Jansen", "twee keer betaald", "blijft gewoon staan", "zaterdag 5 december 2026 om 09:30",
				"2 personen", "We storten €\u00a050,00 terug", "A1B2C3D4", "https://shop.example.nl/boeking/tok"},
		},
		{
			name: "on the waiting list",
			content: mail.WaitlistJoined{Name: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 3,
				LeaveURL: "https://shop.example.nl/wachtlijst/tok"},
			wantSubject: "Je staat op de wachtlijst: Stilte in het bos",
			want:        []string{"Beste Jan Jansen", "zaterdag 5 december 2026 om 09:30", "3 personen", "https://shop.example.nl/wachtlijst/tok"},
		},
		{
			name: "an offer from the waiting list",
			content: mail.WaitlistOffer{Name: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2,
				ExpiresAt: walkStart.Add(-48 * time.Hour), BookURL: "https://shop.example.nl/boeken/stilte?aanbod=tok",
				LeaveURL: "https://shop.example.nl/wachtlijst/tok"},
			wantSubject: "Er is plaats voor je: Stilte in het bos",
			want: []string{"Beste Jan Jansen", "2 personen", "tot donderdag 3 december 2026 om 09:30", "https://shop.example.nl/boeken/stilte?aanbod=tok",
				"volgende op de wachtlijst", "https://shop.example.nl/wachtlijst/tok"},
		},
		{
			name: "minimum warning for the organisers",
			content: mail.MinimumWarning{WalkID: "w1", WalkTitle: "Stilte in het bos", Start: walkStart, Confirmed: 2, Pending: 1,
				Minimum: 6, Maximum: 15, ParticipantsURL: "https://shop.example.nl/admin/walks/w1/participants"},
			wantSubject: "Onder het minimum: Stilte in het bos op 5 december 2026",
			want: []string{"minimum nog niet gehaald", "zaterdag 5 december 2026 om 09:30", "2 personen (betaald)",
				"1 persoon (betaling loopt nog)", "6 personen", "15 personen", "https://shop.example.nl/admin/walks/w1/participants"},
		},
		{
			name: "message to the participants",
			content: mail.WalkMessage{CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart,
				Subject: "Andere verzamelplek", Body: "We verzamelen bij de ingang aan de Dreijenlaan."},
			wantSubject: "Andere verzamelplek (Stilte in het bos, 5 december 2026)",
			want:        []string{"Beste Jan Jansen", "We verzamelen bij de ingang aan de Dreijenlaan.", "zaterdag 5 december 2026 om 09:30"},
		},
		{
			name: "cancellation notice for the organisers",
			content: mail.CancellationNotice{BookingID: "a1b2c3d4-0000-4000-8000-000000000004", CustomerName: "Jan Jansen",
				CustomerEmail: "jan@example.nl", CustomerPhone: "0687654321", WalkTitle: "Stilte in het bos", Start: walkStart,
				Qty: 2, RefundCents: 125000},
			wantSubject: "Annulering: Stilte in het bos op 5 december 2026 (2 personen)",
			want: []string{"Er is een boeking geannuleerd", "Jan Jansen", "jan@example.nl", "0687654321",
				"a1b2c3d4-0000-4000-8000-000000000004", "€\u00a01.250,00", "€\u00a00,00", "vrijgegeven"},
		},
		{
			name: "voucher for the recipient",
			content: mail.VoucherGift{RecipientName: "Piet", PurchaserName: "Marie", Code: "ABCD-EFGH-JKLM",
				ValueCents: 5000, Message: "Fijne verjaardag!\nLiefs, Marie", ValidUntil: time.Date(2027, 11, 21, 12, 0, 0, 0, time.UTC)},
			wantSubject: "Marie geeft je een cadeaubon van Wandelwijs",
			want: []string{"Beste Piet", "Marie geeft je een cadeaubon van €\u00a050,00", "ABCD-EFGH-JKLM", "Fijne verjaardag!",
				"Liefs, Marie", "21 november 2027", "Kies een wandeling op"},
		},
		{
			name: "voucher receipt for the purchaser",
			content: mail.VoucherReceipt{VoucherID: "c0ffee00-0000-4000-8000-000000000005", PurchaserName: "Marie",
				RecipientName: "Piet", RecipientEmail: "piet@example.nl", ValueCents: 7500, ValidUntil: time.Date(2027, 11, 21, 12, 0, 0, 0, time.UTC)},
			wantSubject: "Bedankt voor je cadeaubon van €\u00a075,00",
			want:        []string{"Beste Marie", "Piet (piet@example.nl)", "€\u00a075,00", "21 november 2027", "C0FFEE00"},
		},
		{
			name:        "custom walk received, for the requester",
			content:     mail.RequestReceived{Request: customWalk()},
			wantSubject: "We hebben je aanvraag voor een wandeling op maat ontvangen",
			want:        []string{"Hallo,", "aanvraag voor een wandeling op maat", "binnen 24 uur", "niet zelf verstuurd"},
		},
		{
			name: "feest request received, for the requester",
			content: mail.RequestReceived{Request: mail.Request{Kind: mail.FeestRequest, Name: "Ali", Email: "ali@example.nl",
				Phone: "0611111111", Message: "Een wandeling voor mijn 40e verjaardag.", ReplyHours: 24}},
			wantSubject: "We hebben je aanvraag voor een feestwandeling ontvangen",
			want:        []string{"Hallo,", "feestwandeling", "binnen 24 uur"},
		},
		{
			name: "contact message received, without a reply promise",
			content: mail.RequestReceived{Request: mail.Request{Kind: mail.ContactRequest, Name: "Eva", Email: "eva@example.nl",
				Message: "Is de wandeling geschikt voor kinderen?"}},
			wantSubject: "We hebben je bericht ontvangen",
			want:        []string{"Hallo,", "zo snel mogelijk"},
		},
		{
			name: "a failed refund, for the organisers",
			content: mail.PaymentProblem{Problem: mail.ProblemRefundFailed, Subject: "boeking", SubjectID: "3f2a9c1d-0000-4000-8000-000000000001",
				MolliePaymentID: "tr_abc123", AmountCents: 5000, Detail: "De bank weigerde"},
			wantSubject: "Terugbetaling mislukt: boeking 3F2A9C1D",
			want:        []string{"Terugbetaling mislukt", "tr_abc123", "€\u00a050,00", "De bank weigerde", "Mollie-dashboard"},
		},
		{
			name: "a chargeback, for the organisers",
			content: mail.PaymentProblem{Problem: mail.ProblemChargeback, Subject: "cadeaubon", SubjectID: "c0ffee00-0000-4000-8000-000000000005",
				MolliePaymentID: "tr_def456", AmountCents: 7500},
			wantSubject: "Terugboeking door de bank: cadeaubon C0FFEE00",
			want:        []string{"Terugboeking door de bank", "tr_def456", "€\u00a075,00"},
		},
		{
			name:        "new custom walk request, for the organisers",
			content:     mail.NewRequest{Request: customWalk()},
			wantSubject: "Nieuwe aanvraag voor een wandeling op maat van Sanne de Vries",
			want: []string{"kwam een aanvraag voor een wandeling op maat binnen", "binnen 24 uur", "sanne@example.nl", "0612345678",
				"Aantal deelnemers", "Halve dag", "Liefst in de uiterwaarden."},
		},
		{
			name: "new contact message, for the organisers",
			content: mail.NewRequest{Request: mail.Request{Kind: mail.ContactRequest, Name: "Eva", Email: "eva@example.nl",
				Message: "Is de wandeling geschikt voor kinderen?"}},
			wantSubject: "Nieuw contactbericht van Eva",
			want:        []string{"kwam een bericht binnen", "eva@example.nl", "geschikt voor kinderen"},
		},
	}
	r := newRenderer(t)
	covered := map[string]bool{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			covered[tt.content.Template()] = true
			m, err := r.Render("klant@example.nl", tt.content)
			if err != nil {
				t.Fatalf("Render: %v", err)
			}
			if m.Subject != tt.wantSubject {
				t.Errorf("subject %q, want %q", m.Subject, tt.wantSubject)
			}
			if m.To != "klant@example.nl" {
				t.Errorf("to %q", m.To)
			}
			for _, w := range tt.want {
				if !strings.Contains(m.Text, w) {
					t.Errorf("text body lacks %q:\n%s", w, m.Text)
				}
				if !strings.Contains(m.HTML, htmlEscape(w)) {
					t.Errorf("html body lacks %q", w)
				}
			}
			for _, layout := range []string{"Wandelwijs", "Vragen? Mail naar", site.Facts().Email, site.Facts().Phone, shopURL} {
				if !strings.Contains(m.Text, layout) || !strings.Contains(m.HTML, layout) {
					t.Errorf("layout text %q missing", layout)
				}
			}
			for _, body := range []string{m.Text, m.HTML} {
				if strings.Contains(body, "https://wandelwijs.nl") || strings.Contains(body, "localhost") {
					t.Errorf("a link does not start at PUBLIC_URL:\n%s", body)
				}
				if strings.Contains(body, "€ ") {
					t.Errorf("an amount can break after its euro sign:\n%s", body)
				}
			}
			if !strings.Contains(m.HTML, `href="tel:`) {
				t.Error("the phone number in the footer is not a tel: link")
			}
			if !strings.Contains(m.Text, "\n-- \n") {
				t.Error("text body has no signature separator before the footer")
			}
			if !strings.HasPrefix(m.HTML, "<!DOCTYPE html>") || !strings.Contains(m.HTML, `<html lang="nl">`) ||
				!strings.Contains(m.HTML, "<title>"+htmlEscape(tt.wantSubject)+"</title>") {
				t.Error("html body is not the Dutch layout with the subject as title")
			}
			for _, body := range []string{m.Text, m.HTML} {
				if strings.Contains(body, "<no value>") || strings.Contains(body, "%!") {
					t.Errorf("a template value is missing:\n%s", body)
				}
			}
		})
	}
	for _, name := range allTemplates {
		if !covered[name] {
			t.Errorf("template %s has no render case", name)
		}
	}
}

var allTemplates = []string{
	mail.TemplateBookingConfirmation, mail.TemplatePaymentFailed, mail.TemplateBookingCancelled,
	mail.TemplateCancellationNotice, mail.TemplateVoucherGift, mail.TemplateVoucherReceipt,
	mail.TemplateRequestReceived, mail.TemplateNewRequest, mail.TemplatePaymentProblem,
	mail.TemplateBookingReminder, mail.TemplateMinimumWarning, mail.TemplateWalkMessage,
	mail.TemplateBookingMoved, mail.TemplateBookingChanged, mail.TemplateDoublePayment,
	mail.TemplateWaitlistJoined, mail.TemplateWaitlistOffer,
}

func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

func TestBookingConfirmationCarriesTheWalkAsCalendar(t *testing.T) {
	m, err := newRenderer(t).Render("jan@example.nl", &mail.BookingConfirmation{
		BookingID: "3f2a9c1d-0000-4000-8000-000000000001", CustomerName: "Jan", WalkTitle: "Stilte in het bos",
		Start: walkStart, End: walkStart.Add(2 * time.Hour), Address: "Bosrandweg 1", City: "Wageningen", Qty: 1, TotalCents: 2500,
	})
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

func TestTheReminderCarriesTheSameCalendarEvent(t *testing.T) {
	r := newRenderer(t)
	reminder, err := r.Render("jan@example.nl", mail.BookingReminder{BookingID: "3f2a9c1d-0000-4000-8000-000000000001",
		CustomerName: "Jan", WalkTitle: "Stilte in het bos", Start: walkStart, End: walkStart.Add(2 * time.Hour),
		Address: "Bosrandweg 1", City: "Wageningen", Qty: 1})
	if err != nil {
		t.Fatal(err)
	}
	confirmation, err := r.Render("jan@example.nl", mail.BookingConfirmation{BookingID: "3f2a9c1d-0000-4000-8000-000000000001",
		CustomerName: "Jan", WalkTitle: "Stilte in het bos", Start: walkStart, End: walkStart.Add(2 * time.Hour),
		Address: "Bosrandweg 1", City: "Wageningen", Qty: 1, TotalCents: 2500})
	if err != nil {
		t.Fatal(err)
	}
	if len(reminder.Attachments) != 1 || string(reminder.Attachments[0].Data) != string(confirmation.Attachments[0].Data) {
		t.Fatalf("the reminder's calendar differs from the confirmation's: %d attachments", len(reminder.Attachments))
	}
}

func TestAMovedBookingCarriesItsNewWalkAsTheSameEvent(t *testing.T) {
	r := newRenderer(t)
	newStart := walkStart.AddDate(0, 0, 7)
	moved, err := r.Render("jan@example.nl", mail.BookingMoved{BookingID: "3f2a9c1d-0000-4000-8000-000000000001",
		CustomerName: "Jan", FromTitle: "Stilte in het bos", FromStart: walkStart, WalkTitle: "Stilte aan de rivier",
		Start: newStart, End: newStart.Add(2 * time.Hour), Address: "Dijk 1", City: "Wageningen", Qty: 1})
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
	m, err := newRenderer(t).Render("jan@example.nl", mail.PaymentFailed{CustomerName: "Jan", WalkTitle: "Bos", Start: walkStart, Qty: 1})
	if err != nil || len(m.Attachments) != 0 {
		t.Fatalf("err %v, %d attachments", err, len(m.Attachments))
	}
}

func TestHTMLBodyEscapesWhatVisitorsTyped(t *testing.T) {
	evil := `<script>alert("x")</script>`
	m, err := newRenderer(t).Render("info@wandelwijs.nl", mail.NewRequest{Request: mail.Request{
		Kind: mail.ContactRequest, Name: evil, Email: "eva@example.nl", Message: evil,
		Details: []mail.Detail{{Label: evil, Value: evil}}}})
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

func TestRenderRefusesABadRecipient(t *testing.T) {
	if _, err := newRenderer(t).Render("geen adres", mail.PaymentFailed{}); err == nil {
		t.Fatal("rendered a mail to an invalid address")
	}
}

func TestDecodeRoundTripsEveryTemplate(t *testing.T) {
	contents := []mail.Content{
		mail.BookingConfirmation{BookingID: "b1", Start: walkStart, Qty: 2}, mail.PaymentFailed{BookingID: "b2"},
		mail.BookingCancelled{BookingID: "b3"}, mail.CancellationNotice{BookingID: "b4"}, mail.VoucherGift{Code: "C"},
		mail.VoucherReceipt{VoucherID: "v"}, mail.RequestReceived{Request: customWalk()}, mail.NewRequest{Request: customWalk()},
		mail.BookingReminder{BookingID: "b5", Start: walkStart}, mail.BookingCancelled{BookingID: "b6", Reason: "Storm"},
		mail.MinimumWarning{WalkID: "w1", Start: walkStart, Minimum: 6}, mail.WalkMessage{Subject: "S", Body: "B", Start: walkStart},
		mail.BookingMoved{BookingID: "b7", FromStart: walkStart, Start: walkStart, RefundCents: 1},
		mail.BookingChanged{BookingID: "b7", Start: walkStart, OldQty: 3, Qty: 1, BookingURL: "u"},
		mail.WaitlistJoined{Name: "N", Start: walkStart, Qty: 2, LeaveURL: "l"},
		mail.WaitlistOffer{Name: "N", Start: walkStart, ExpiresAt: walkStart, Qty: 2, BookURL: "b", LeaveURL: "l"},
		mail.DoublePayment{BookingID: "b8", Start: walkStart, Qty: 1, RefundCents: 2500, BookingURL: "u"},
	}
	for _, c := range contents {
		t.Run(c.Template(), func(t *testing.T) {
			data, err := json.Marshal(c)
			if err != nil {
				t.Fatal(err)
			}
			got, err := mail.Decode(c.Template(), data)
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			again, _ := json.Marshal(got)
			if string(again) != string(data) || got.Template() != c.Template() {
				t.Errorf("round trip changed the content: %s → %s", data, again)
			}
		})
	}
	if _, err := mail.Decode("no-such-mail", []byte("{}")); err == nil {
		t.Error("decoded an unknown template")
	}
}

// TestTheReceiptRepeatsNothingTheSenderTyped: the receipt goes to an address nobody
// verified, so it carries no name, text, detail or link the sender typed.
func TestTheReceiptRepeatsNothingTheSenderTyped(t *testing.T) {
	r := customWalk()
	r.Name, r.Message = "Klik hier https://phish.example", "Win een prijs op https://phish.example"
	m, err := newRenderer(t).Render("sanne@example.nl", mail.RequestReceived{Request: r})
	if err != nil {
		t.Fatal(err)
	}
	for _, typed := range []string{"phish.example", "Klik hier", "Win een prijs", "Spinoza", "Aantal deelnemers", "0612345678"} {
		if strings.Contains(m.Text, typed) || strings.Contains(m.HTML, typed) || strings.Contains(m.Subject, typed) {
			t.Errorf("the receipt repeats %q", typed)
		}
	}
}
