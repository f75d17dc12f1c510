package reminder

import (
	"net/url"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/platform/mail"
)

// init registers the mails this package sends, so that their queued jobs decode.
func init() { mail.Register[BookingReminder]() }

// BookingReminder reminds a customer of their walk a few days ahead: when, where (with a
// map link), what to bring, that cancelling is no longer possible; the walk as .ics.
type BookingReminder struct {
	BookingID    string    `json:"bookingId"`
	CustomerName string    `json:"customerName"`
	WalkTitle    string    `json:"walkTitle"`
	Start        time.Time `json:"start"`
	End          time.Time `json:"end"`
	Address      string    `json:"address"`
	City         string    `json:"city"`
	Qty          int       `json:"qty"`
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
}

// Template names the reminder's templates.
func (BookingReminder) Template() string { return "booking-reminder" }

// MapURL is the meeting point on OpenStreetMap.
func (r BookingReminder) MapURL() string {
	return "https://www.openstreetmap.org/search?query=" + url.QueryEscape(r.Address+", "+r.City)
}

// About is the booking reminded of.
func (r BookingReminder) About() mail.Subject { return booking.Subject(r.BookingID) }

// Attachments is the booking's walk as an .ics attachment, the same event as the confirmation's.
func (r BookingReminder) Attachments(now time.Time) []mail.Attachment {
	return []mail.Attachment{booking.Calendar(r.BookingID, r.WalkTitle, r.Address, r.City, r.Qty, r.Start, r.End, now)}
}
