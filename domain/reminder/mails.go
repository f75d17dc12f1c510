package reminder

import (
	"embed"
	"net/url"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/platform/mail"
)

// mails are the templates of the mail this package sends, mails/<language>/<name>.*.
//
//go:embed mails
var mails embed.FS

// init registers the mail this package sends with its templates, so that its queued jobs
// decode and render.
func init() { mail.Register(mails, BookingReminder{}) }

// BookingReminder reminds a customer of their walk a few days ahead: when, where (with a
// map link), what to bring, that cancelling is no longer possible; the walk as .ics.
type BookingReminder struct {
	booking.Visit
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
}

// Template names the reminder's templates.
func (BookingReminder) Template() string { return "booking-reminder" }

// MapURL is the meeting point on OpenStreetMap.
func (r BookingReminder) MapURL() string {
	return "https://www.openstreetmap.org/search?query=" + url.QueryEscape(r.Address+", "+r.City)
}
