package booking

import (
	"embed"
	"fmt"
	"strings"
	"time"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/mail"
)

// mails are the templates of the mails this package sends, mails/<language>/<name>.*.
//
//go:embed mails
var mails embed.FS

// init registers the mails this package sends with their templates, so that their queued jobs
// decode and render.
func init() {
	mail.Register(mails, BookingConfirmation{}, PaymentFailedMail{}, BookingCancelled{}, BookingMoved{}, BookingChanged{},
		BookingPaymentReturned{}, CancellationNotice{}, PaymentLinkMail{}, ChangeRefunded{})
}

// Booked is what every mail about a booking says of it: which booking, whose, the walk
// and its start, and for how many persons.
type Booked struct {
	BookingID    string    `json:"bookingId"`
	CustomerName string    `json:"customerName"`
	WalkTitle    string    `json:"walkTitle"`
	Start        time.Time `json:"start"`
	Qty          int       `json:"qty"`
	// Language is the booking's: its customer's mails are written in it.
	mail.Language
}

// Booked is what the booking's mails say of it, the walk's title in the booking's
// language: the English one where the organisers gave it.
func (b Booking) Booked() Booked {
	return Booked{BookingID: b.ID, CustomerName: b.CustomerName, WalkTitle: walk.TitleIn(b.Language, b.Walk.Title, b.Walk.TitleEN), Start: b.Walk.DateStart, Qty: b.Qty,
		Language: mail.Language{Language: b.Language}}
}

// About is the booking, the mail log's subject of the mail.
func (b Booked) About() mail.Subject { return mail.About("booking", b.BookingID) }

// Visit is a booked walk with its end and meeting point: what a mail carries as .ics.
type Visit struct {
	Booked
	End     time.Time `json:"end"`
	Address string    `json:"address"`
	City    string    `json:"city"`
}

// Visit is the booking's walk, for a mail that carries it as .ics.
func (b Booking) Visit() Visit {
	return Visit{Booked: b.Booked(), End: b.Walk.DateEnd, Address: b.Walk.Address, City: b.Walk.City}
}

// Attachments is the walk as an .ics attachment.
func (v Visit) Attachments(now time.Time) []mail.Attachment {
	return []mail.Attachment{v.Calendar(now)}
}

// Calendar is the walk as wandeling.ics; its UID is the booking's, so a calendar
// updates the one event instead of adding a second.
func (v Visit) Calendar(now time.Time) mail.Attachment {
	description := fmt.Sprintf("Boekingsnummer %s, %s. Kom 10 minuten van tevoren.", format.ShortID(v.BookingID), format.Persons(v.Qty))
	if v.MailLanguage() == mail.English {
		description = fmt.Sprintf("Booking number %s, %s. Come 10 minutes early.", format.ShortID(v.BookingID), format.PersonsEN(v.Qty))
	}
	ev := mail.Event{
		UID:         v.BookingID + "@wandelwijs.nl",
		Summary:     mail.ShopName + ": " + v.WalkTitle,
		Location:    strings.TrimSuffix(v.Address+", "+v.City, ", "),
		Description: description,
		Start:       v.Start,
		End:         v.End,
	}
	return mail.Attachment{Filename: "wandeling.ics", ContentType: mail.ICSContentType, Data: ev.ICS(now)}
}

// MoneyBack is what a mail says comes back of a booking: RefundCents to the card,
// VoucherReturnedCents onto the voucher.
type MoneyBack struct {
	RefundCents          int `json:"refundCents"`
	VoucherReturnedCents int `json:"voucherReturnedCents"`
	// ByHandCents is what goes back that no refund can pay (paid outside Mollie, taken
	// back by the bank, more than the payments hold): the organisers get in touch.
	ByHandCents int `json:"byHandCents,omitempty"`
}

// mail is what a mail says of r.
func (r Returned) mail() MoneyBack {
	return MoneyBack{RefundCents: r.Refund, VoucherReturnedCents: r.Voucher, ByHandCents: r.ByHand}
}

// BookingConfirmation tells the customer their places are booked; it carries the walk
// as an .ics calendar attachment.
type BookingConfirmation struct {
	Visit
	TotalCents       int `json:"totalCents"`
	VoucherUsedCents int `json:"voucherUsedCents"`
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
	// TooLateToCancel: the booking was confirmed inside the cancel deadline, so the mail
	// promises no cancelling or changing.
	TooLateToCancel bool `json:"tooLateToCancel,omitempty"`
	// Invoice is the booking's invoice as a PDF, when its customer asked for one.
	Invoice *invoice.Attachment `json:"invoice,omitempty"`
}

// Attachments is the walk as .ics and, when there is one, the invoice as PDF.
func (c BookingConfirmation) Attachments(now time.Time) []mail.Attachment {
	out := c.Visit.Attachments(now)
	if c.Invoice != nil {
		out = append(out, c.Invoice.Mail())
	}
	return out
}

// Template names the booking confirmation's templates.
func (BookingConfirmation) Template() string { return "booking-confirmation" }

// PaymentLinkMail gives the customer of a booking taken at the organisers' desk the link
// to pay it, and until when the places are held.
type PaymentLinkMail struct {
	Booked
	TotalCents int `json:"totalCents"`
	// PayURL starts a payment for the booking.
	PayURL    string    `json:"payUrl"`
	PayBefore time.Time `json:"payBefore"`
	// BookingURL is the booking's manage page (/boeking/{token}).
	BookingURL string `json:"bookingUrl"`
}

// Template names the payment link's templates.
func (PaymentLinkMail) Template() string { return "payment-link" }

// PaymentFailedMail tells the customer a booking's payment did not go through.
type PaymentFailedMail struct {
	Booked
	TotalCents int `json:"totalCents"`
	// RetryURL lets the customer pay again; optional.
	RetryURL string `json:"retryUrl,omitempty"`
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
}

// Template names the payment-failed mail's templates.
func (PaymentFailedMail) Template() string { return "payment-failed" }

// BookingCancelled confirms a cancellation to the customer, with what comes back.
type BookingCancelled struct {
	Booked
	MoneyBack
	// Reason is set when the organisers cancelled the booking: why; Message is their
	// optional personal word under it. CustomerAsked says the organisers cancelled it
	// because the customer asked them to, so the mail does not say they had to.
	Reason        string `json:"reason,omitempty"`
	Message       string `json:"message,omitempty"`
	CustomerAsked bool   `json:"customerAsked,omitempty"`
}

// Template names the customer's cancellation mail's templates.
func (BookingCancelled) Template() string { return "booking-cancelled" }

// BookingMoved tells the customer the organisers moved their booking to another walk,
// with what comes back when it costs less; it carries the new walk as .ics (the same
// event as the confirmation's, so a calendar moves it).
type BookingMoved struct {
	// Visit is the walk the booking is for now.
	Visit
	// FromTitle and FromStart are the walk the booking was for.
	FromTitle string    `json:"fromTitle"`
	FromStart time.Time `json:"fromStart"`
	MoneyBack
	// PaidExtraCents is what the customer paid for a dearer walk (0 for none).
	PaidExtraCents int `json:"paidExtraCents,omitempty"`
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
}

// Template names the moved-booking mail's templates.
func (BookingMoved) Template() string { return "booking-moved" }

// BookingChanged tells the customer their booking now has another number of persons, with what comes back.
type BookingChanged struct {
	// Booked has the number of persons after, OldQty before; TotalCents is the new amount paid.
	Booked
	OldQty     int `json:"oldQty"`
	TotalCents int `json:"totalCents"`
	MoneyBack
	// PaidExtraCents is what the customer paid for the extra persons (0 for none).
	PaidExtraCents int `json:"paidExtraCents,omitempty"`
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
}

// Template names the changed booking's mail's templates.
func (BookingChanged) Template() string { return "booking-changed" }

// Why a payment of a booking goes back (BookingPaymentReturned.Why).
const (
	// PaidTwice: the booking was paid already, by another payment (a second checkout
	// opened with "Nu betalen", say); the booking stands.
	PaidTwice = "paid-twice"
	// PaidThroughOlderCheckout: the booking waits for its payment, and the payment came
	// through an older checkout for an amount the booking no longer asks; the booking
	// waits for its current checkout (PayURL).
	PaidThroughOlderCheckout = "older-checkout"
)

// BookingPaymentReturned tells the customer that a payment of their booking goes back
// to the card it came from, and why: the booking was paid twice and stands, or the
// payment came through an older checkout and the booking is still to be paid.
type BookingPaymentReturned struct {
	Booked
	// Why is PaidTwice or PaidThroughOlderCheckout.
	Why         string `json:"why"`
	RefundCents int    `json:"refundCents"`
	// PayURL starts the booking's current payment; only for PaidThroughOlderCheckout.
	PayURL string `json:"payUrl,omitempty"`
	// BookingURL is the booking's manage page (/boeking/{token}); optional.
	BookingURL string `json:"bookingUrl,omitempty"`
}

// Template names the returned booking payment mail's templates.
func (BookingPaymentReturned) Template() string { return "booking-payment-returned" }

// ChangeRefunded tells the customer that a change they paid for did not go through (its
// payment came after its hold ended, or the change could no longer be made): the
// booking stays as it is and the payment goes back.
type ChangeRefunded struct {
	Booked
	// Kind is the change's (ChangeMove or ChangeAdd).
	Kind        string `json:"kind"`
	RefundCents int    `json:"refundCents"`
	// BookingURL is the booking's manage page (/boeking/{token}).
	BookingURL string `json:"bookingUrl"`
}

// Template names the refunded change's mail's templates.
func (ChangeRefunded) Template() string { return "change-refunded" }

// CancellationNotice tells the organisers a booking was cancelled.
type CancellationNotice struct {
	Booked
	CustomerEmail string `json:"customerEmail"`
	CustomerPhone string `json:"customerPhone,omitempty"`
	MoneyBack
}

// Template names the organisers' cancellation notice's templates.
func (CancellationNotice) Template() string { return "cancellation-notice" }

// ForOrganisers marks the notice as the organisers' mail: Dutch, whatever the booking's language.
func (CancellationNotice) ForOrganisers() {}
