package booking

import (
	"fmt"
	"strings"
	"time"

	"wandelwijs.nl/platform/mail"
)

// init registers the mails this package sends, so that their queued jobs decode.
func init() {
	mail.Register[BookingConfirmation]()
	mail.Register[PaymentFailedMail]()
	mail.Register[BookingCancelled]()
	mail.Register[BookingMoved]()
	mail.Register[BookingChanged]()
	mail.Register[DoublePayment]()
	mail.Register[CancellationNotice]()
}

// BookingConfirmation tells the customer their places are booked; it carries the walk
// as an .ics calendar attachment.
type BookingConfirmation struct {
	BookingID        string    `json:"bookingId"`
	CustomerName     string    `json:"customerName"`
	WalkTitle        string    `json:"walkTitle"`
	Start            time.Time `json:"start"`
	End              time.Time `json:"end"`
	Address          string    `json:"address"`
	City             string    `json:"city"`
	Qty              int       `json:"qty"`
	TotalCents       int       `json:"totalCents"`
	VoucherUsedCents int       `json:"voucherUsedCents"`
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
}

// Template names the booking confirmation's templates.
func (BookingConfirmation) Template() string { return "booking-confirmation" }

// PaymentFailedMail tells the customer a booking's payment did not go through.
type PaymentFailedMail struct {
	BookingID    string    `json:"bookingId"`
	CustomerName string    `json:"customerName"`
	WalkTitle    string    `json:"walkTitle"`
	Start        time.Time `json:"start"`
	Qty          int       `json:"qty"`
	TotalCents   int       `json:"totalCents"`
	// RetryURL lets the customer pay again; optional.
	RetryURL string `json:"retryUrl,omitempty"`
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
}

// Template names the payment-failed mail's templates.
func (PaymentFailedMail) Template() string { return "payment-failed" }

// BookingCancelled confirms a cancellation to the customer, with what comes back.
type BookingCancelled struct {
	BookingID    string    `json:"bookingId"`
	CustomerName string    `json:"customerName"`
	WalkTitle    string    `json:"walkTitle"`
	Start        time.Time `json:"start"`
	Qty          int       `json:"qty"`
	// RefundCents goes back to the card; VoucherReturnedCents back onto the voucher.
	RefundCents          int `json:"refundCents"`
	VoucherReturnedCents int `json:"voucherReturnedCents"`
	// Reason is set when the organisers cancelled the booking: why; Message is their
	// optional personal word under it.
	Reason  string `json:"reason,omitempty"`
	Message string `json:"message,omitempty"`
}

// Template names the customer's cancellation mail's templates.
func (BookingCancelled) Template() string { return "booking-cancelled" }

// BookingMoved tells the customer the organisers moved their booking to another walk,
// with what comes back when it costs less; it carries the new walk as .ics (the same
// event as the confirmation's, so a calendar moves it).
type BookingMoved struct {
	BookingID    string `json:"bookingId"`
	CustomerName string `json:"customerName"`
	// FromTitle and FromStart are the walk the booking was for.
	FromTitle string    `json:"fromTitle"`
	FromStart time.Time `json:"fromStart"`
	WalkTitle string    `json:"walkTitle"`
	Start     time.Time `json:"start"`
	End       time.Time `json:"end"`
	Address   string    `json:"address"`
	City      string    `json:"city"`
	Qty       int       `json:"qty"`
	// RefundCents goes back to the card; VoucherReturnedCents back onto the voucher.
	RefundCents          int `json:"refundCents"`
	VoucherReturnedCents int `json:"voucherReturnedCents"`
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
}

// Template names the moved-booking mail's templates.
func (BookingMoved) Template() string { return "booking-moved" }

// BookingChanged tells the customer their booking now has fewer persons, with what comes back.
type BookingChanged struct {
	BookingID    string    `json:"bookingId"`
	CustomerName string    `json:"customerName"`
	WalkTitle    string    `json:"walkTitle"`
	Start        time.Time `json:"start"`
	// OldQty is the number of persons before, Qty after; TotalCents the new amount paid.
	OldQty     int `json:"oldQty"`
	Qty        int `json:"qty"`
	TotalCents int `json:"totalCents"`
	// RefundCents goes back to the card; VoucherReturnedCents back onto the voucher.
	RefundCents          int `json:"refundCents"`
	VoucherReturnedCents int `json:"voucherReturnedCents"`
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
}

// Template names the changed booking's mail's templates.
func (BookingChanged) Template() string { return "booking-changed" }

// DoublePayment tells the customer that a booking already paid was paid a second time
// (a second checkout opened with "Nu betalen", say): the booking stands and the second
// payment goes back.
type DoublePayment struct {
	BookingID    string    `json:"bookingId"`
	CustomerName string    `json:"customerName"`
	WalkTitle    string    `json:"walkTitle"`
	Start        time.Time `json:"start"`
	Qty          int       `json:"qty"`
	// RefundCents is the second payment, going back to the card it came from.
	RefundCents int `json:"refundCents"`
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
}

// Template names the double payment mail's templates.
func (DoublePayment) Template() string { return "double-payment" }

// CancellationNotice tells the organisers a booking was cancelled.
type CancellationNotice struct {
	BookingID            string    `json:"bookingId"`
	CustomerName         string    `json:"customerName"`
	CustomerEmail        string    `json:"customerEmail"`
	CustomerPhone        string    `json:"customerPhone,omitempty"`
	WalkTitle            string    `json:"walkTitle"`
	Start                time.Time `json:"start"`
	Qty                  int       `json:"qty"`
	RefundCents          int       `json:"refundCents"`
	VoucherReturnedCents int       `json:"voucherReturnedCents"`
}

// Template names the organisers' cancellation notice's templates.
func (CancellationNotice) Template() string { return "cancellation-notice" }

// Subject is the booking with id as what a mail is about, for the mail log.
func Subject(id string) mail.Subject { return mail.About("booking", id) }

// About is the booking the confirmation is for.
func (b BookingConfirmation) About() mail.Subject { return Subject(b.BookingID) }

// About is the booking whose payment failed.
func (p PaymentFailedMail) About() mail.Subject { return Subject(p.BookingID) }

// About is the booking cancelled.
func (c BookingCancelled) About() mail.Subject { return Subject(c.BookingID) }

// About is the booking moved.
func (m BookingMoved) About() mail.Subject { return Subject(m.BookingID) }

// About is the booking changed.
func (c BookingChanged) About() mail.Subject { return Subject(c.BookingID) }

// About is the booking paid twice.
func (d DoublePayment) About() mail.Subject { return Subject(d.BookingID) }

// About is the booking cancelled.
func (n CancellationNotice) About() mail.Subject { return Subject(n.BookingID) }

// Attachments is the booking's walk as an .ics attachment.
func (b BookingConfirmation) Attachments(now time.Time) []mail.Attachment {
	return []mail.Attachment{Calendar(b.BookingID, b.WalkTitle, b.Address, b.City, b.Qty, b.Start, b.End, now)}
}

// Attachments is the booking's new walk as an .ics attachment, the same event as the confirmation's.
func (m BookingMoved) Attachments(now time.Time) []mail.Attachment {
	return []mail.Attachment{Calendar(m.BookingID, m.WalkTitle, m.Address, m.City, m.Qty, m.Start, m.End, now)}
}

// Calendar is a booking's walk as wandeling.ics; its UID is the booking's, so a
// calendar updates the one event instead of adding a second.
func Calendar(bookingID, title, address, city string, qty int, start, end, now time.Time) mail.Attachment {
	ev := mail.Event{
		UID:         bookingID + "@wandelwijs.nl",
		Summary:     mail.ShopName + ": " + title,
		Location:    strings.TrimSuffix(address+", "+city, ", "),
		Description: fmt.Sprintf("Boekingsnummer %s, %s. Kom 10 minuten van tevoren.", mail.ShortID(bookingID), mail.Persons(qty)),
		Start:       start,
		End:         end,
	}
	return mail.Attachment{Filename: "wandeling.ics", ContentType: mail.ICSContentType, Data: ev.ICS(now)}
}
