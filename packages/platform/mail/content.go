package mail

import (
	"encoding/json"
	"fmt"
	"net/url"
	"time"
)

// Content is the data of one kind of mail; Template names its templates, so that
// templates/<language>/<name>.txt holds the subject and text body and
// templates/<language>/<name>.html the HTML body.
type Content interface {
	Template() string
}

// The template names, one per kind of mail.
const (
	TemplateBookingConfirmation = "booking-confirmation"
	TemplatePaymentFailed       = "payment-failed"
	TemplateBookingCancelled    = "booking-cancelled"
	TemplateCancellationNotice  = "cancellation-notice"
	TemplateVoucherGift         = "voucher-gift"
	TemplateVoucherReceipt      = "voucher-receipt"
	TemplateRequestReceived     = "request-received"
	TemplateNewRequest          = "new-request"
	TemplatePaymentProblem      = "payment-problem"
	TemplateBookingReminder     = "booking-reminder"
	TemplateMinimumWarning      = "minimum-warning"
	TemplateWalkMessage         = "walk-message"
	TemplateBookingMoved        = "booking-moved"
	TemplateBookingChanged      = "booking-changed"
	TemplateWaitlistJoined      = "waitlist-joined"
	TemplateWaitlistOffer       = "waitlist-offer"
	TemplateDoublePayment       = "double-payment"
)

// Decode turns the JSON of a mail's content back into its type, named by template.
func Decode(template string, data []byte) (Content, error) {
	var c Content
	switch template {
	case TemplateBookingConfirmation:
		c = &BookingConfirmation{}
	case TemplatePaymentFailed:
		c = &PaymentFailed{}
	case TemplateBookingCancelled:
		c = &BookingCancelled{}
	case TemplateCancellationNotice:
		c = &CancellationNotice{}
	case TemplateVoucherGift:
		c = &VoucherGift{}
	case TemplateVoucherReceipt:
		c = &VoucherReceipt{}
	case TemplateRequestReceived:
		c = &RequestReceived{}
	case TemplateNewRequest:
		c = &NewRequest{}
	case TemplatePaymentProblem:
		c = &PaymentProblem{}
	case TemplateBookingReminder:
		c = &BookingReminder{}
	case TemplateMinimumWarning:
		c = &MinimumWarning{}
	case TemplateWalkMessage:
		c = &WalkMessage{}
	case TemplateBookingMoved:
		c = &BookingMoved{}
	case TemplateBookingChanged:
		c = &BookingChanged{}
	case TemplateWaitlistJoined:
		c = &WaitlistJoined{}
	case TemplateWaitlistOffer:
		c = &WaitlistOffer{}
	case TemplateDoublePayment:
		c = &DoublePayment{}
	default:
		return nil, fmt.Errorf("unknown mail template %q", template)
	}
	if err := json.Unmarshal(data, c); err != nil {
		return nil, fmt.Errorf("decode %s mail: %w", template, err)
	}
	return c, nil
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
func (BookingConfirmation) Template() string { return TemplateBookingConfirmation }

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
func (BookingReminder) Template() string { return TemplateBookingReminder }

// MapURL is the meeting point on OpenStreetMap.
func (r BookingReminder) MapURL() string {
	return "https://www.openstreetmap.org/search?query=" + url.QueryEscape(r.Address+", "+r.City)
}

// PaymentFailed tells the customer a booking's payment did not go through.
type PaymentFailed struct {
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
func (PaymentFailed) Template() string { return TemplatePaymentFailed }

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
func (BookingCancelled) Template() string { return TemplateBookingCancelled }

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
func (BookingMoved) Template() string { return TemplateBookingMoved }

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
func (BookingChanged) Template() string { return TemplateBookingChanged }

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
func (DoublePayment) Template() string { return TemplateDoublePayment }

// WaitlistJoined tells someone they are on a walk's waiting list, with the link to leave it.
type WaitlistJoined struct {
	Name      string    `json:"name"`
	WalkTitle string    `json:"walkTitle"`
	Start     time.Time `json:"start"`
	Qty       int       `json:"qty"`
	LeaveURL  string    `json:"leaveUrl"`
}

// Template names the waiting-list confirmation's templates.
func (WaitlistJoined) Template() string { return TemplateWaitlistJoined }

// WaitlistOffer offers someone on a waiting list the places that came free, held for
// them until ExpiresAt: BookURL opens the booking form filled in, LeaveURL leaves the list.
type WaitlistOffer struct {
	Name      string    `json:"name"`
	WalkTitle string    `json:"walkTitle"`
	Start     time.Time `json:"start"`
	Qty       int       `json:"qty"`
	ExpiresAt time.Time `json:"expiresAt"`
	BookURL   string    `json:"bookUrl"`
	LeaveURL  string    `json:"leaveUrl"`
}

// Template names the offer's templates.
func (WaitlistOffer) Template() string { return TemplateWaitlistOffer }

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
func (CancellationNotice) Template() string { return TemplateCancellationNotice }

// MinimumWarning tells the organisers a walk nears its start below its minimum: time to
// decide whether it goes ahead.
type MinimumWarning struct {
	WalkID    string    `json:"walkId"`
	WalkTitle string    `json:"walkTitle"`
	Start     time.Time `json:"start"`
	// Confirmed are the paid places, Pending those held by bookings awaiting payment.
	Confirmed int `json:"confirmed"`
	Pending   int `json:"pending"`
	Minimum   int `json:"minimum"`
	Maximum   int `json:"maximum"`
	// ParticipantsURL is the walk's participants screen, where calling it off is one click.
	ParticipantsURL string `json:"participantsUrl"`
}

// Template names the minimum warning's templates.
func (MinimumWarning) Template() string { return TemplateMinimumWarning }

// WalkMessage is the organisers' message to the people booked on a walk (a change of
// meeting point, the weather).
type WalkMessage struct {
	CustomerName string    `json:"customerName"`
	WalkTitle    string    `json:"walkTitle"`
	Start        time.Time `json:"start"`
	Subject      string    `json:"subject"`
	Body         string    `json:"body"`
}

// Template names the walk message's templates.
func (WalkMessage) Template() string { return TemplateWalkMessage }

// VoucherGift brings a gift voucher and its code to the recipient.
type VoucherGift struct {
	RecipientName string    `json:"recipientName"`
	PurchaserName string    `json:"purchaserName"`
	Code          string    `json:"code"`
	ValueCents    int       `json:"valueCents"`
	Message       string    `json:"message,omitempty"`
	ValidUntil    time.Time `json:"validUntil"`
}

// Template names the voucher mail's templates.
func (VoucherGift) Template() string { return TemplateVoucherGift }

// VoucherReceipt confirms a voucher purchase to the purchaser; the code goes only to the recipient.
type VoucherReceipt struct {
	VoucherID      string    `json:"voucherId"`
	PurchaserName  string    `json:"purchaserName"`
	RecipientName  string    `json:"recipientName"`
	RecipientEmail string    `json:"recipientEmail"`
	ValueCents     int       `json:"valueCents"`
	ValidUntil     time.Time `json:"validUntil"`
}

// Template names the voucher receipt's templates.
func (VoucherReceipt) Template() string { return TemplateVoucherReceipt }

// RequestKind is what a visitor asked for.
type RequestKind string

// The kinds of request a visitor can send.
const (
	CustomWalkRequest RequestKind = "custom-walk"
	FeestRequest      RequestKind = "feest"
	ContactRequest    RequestKind = "contact"
)

// Label names the request in a Dutch sentence, e.g. "je aanvraag voor een feestwandeling".
func (k RequestKind) Label() string {
	switch k {
	case CustomWalkRequest:
		return "aanvraag voor een wandeling op maat"
	case FeestRequest:
		return "aanvraag voor een feestwandeling"
	default:
		return "bericht"
	}
}

// Title names a new request in the organisers' subject line.
func (k RequestKind) Title() string {
	switch k {
	case CustomWalkRequest:
		return "Nieuwe aanvraag voor een wandeling op maat"
	case FeestRequest:
		return "Nieuwe aanvraag voor een feestwandeling"
	default:
		return "Nieuw contactbericht"
	}
}

// Detail is one labelled answer from a request form, e.g. {"Aantal deelnemers", "12"}.
type Detail struct {
	Label string `json:"label"`
	Value string `json:"value"`
}

// Request is what a visitor sent through the custom-walk, feest or contact form.
type Request struct {
	Kind    RequestKind `json:"kind"`
	Name    string      `json:"name"`
	Email   string      `json:"email"`
	Phone   string      `json:"phone,omitempty"`
	Message string      `json:"message,omitempty"`
	// Details are the form's other answers, in the order to show them.
	Details []Detail `json:"details,omitempty"`
	// ReplyHours is the promised reply time; 0 leaves the promise out.
	ReplyHours int `json:"replyHours,omitempty"`
}

// RequestReceived confirms a request to the visitor who sent it.
type RequestReceived struct {
	Request
}

// Template names the request confirmation's templates.
func (RequestReceived) Template() string { return TemplateRequestReceived }

// NewRequest passes a request on to the organisers.
type NewRequest struct {
	Request
}

// Template names the organisers' new-request mail's templates.
func (NewRequest) Template() string { return TemplateNewRequest }

// The kinds of payment problem the organisers are told of.
const (
	// ProblemRefundFailed: Mollie could not pay a refund out (failed or canceled).
	ProblemRefundFailed = "refund-failed"
	// ProblemRefundRefused: Mollie refused to make a refund at all; it will not be retried.
	ProblemRefundRefused = "refund-refused"
	// ProblemChargeback: the payer's bank took a payment back.
	ProblemChargeback = "chargeback"
)

// PaymentProblem tells the organisers that money did not go as planned: a refund that
// failed or was refused, or a chargeback. They settle it by hand in Mollie's dashboard.
type PaymentProblem struct {
	Problem string `json:"problem"`
	// Subject is "boeking" or "cadeaubon", with its id.
	Subject         string `json:"subject"`
	SubjectID       string `json:"subjectId"`
	MolliePaymentID string `json:"molliePaymentId"`
	AmountCents     int    `json:"amountCents"`
	// Detail is Mollie's own words, when it gave any.
	Detail string `json:"detail,omitempty"`
}

// Template names the organisers' payment problem mail's templates.
func (PaymentProblem) Template() string { return TemplatePaymentProblem }

// Title says the problem in Dutch.
func (p PaymentProblem) Title() string {
	switch p.Problem {
	case ProblemRefundFailed:
		return "Terugbetaling mislukt"
	case ProblemRefundRefused:
		return "Terugbetaling geweigerd door Mollie"
	case ProblemChargeback:
		return "Terugboeking door de bank"
	}
	return "Probleem met een betaling"
}
