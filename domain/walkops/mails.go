package walkops

import (
	"embed"
	"time"

	"wandelwijs.nl/platform/mail"
)

// mails are the templates of the mails this package sends, mails/<language>/<name>.*.
//
//go:embed mails
var mails embed.FS

// init registers the mails this package sends with their templates, so that their queued jobs
// decode and render.
func init() { mail.Register(mails, MinimumWarning{}, WalkMessage{}, CallOffChoice{}, CreditIssued{}) }

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
func (MinimumWarning) Template() string { return "minimum-warning" }

// WalkMessage is the organisers' message to the people booked on a walk (a change of
// meeting point, the weather).
type WalkMessage struct {
	CustomerName string    `json:"customerName"`
	WalkTitle    string    `json:"walkTitle"`
	Start        time.Time `json:"start"`
	Subject      string    `json:"subject"`
	Body         string    `json:"body"`
	// Language is the booking's: the frame around the organisers' words speaks it.
	mail.Language
}

// Template names the walk message's templates.
func (WalkMessage) Template() string { return "walk-message" }

// CallOffChoice tells a customer who paid for a walk that was called off, and asks them
// to choose on the manage page: their money back, credit with a bonus, or another date.
type CallOffChoice struct {
	CustomerName string    `json:"customerName"`
	WalkTitle    string    `json:"walkTitle"`
	Start        time.Time `json:"start"`
	Reason       string    `json:"reason"`
	Message      string    `json:"message"`
	RefundCents  int       `json:"refundCents"`
	CreditCents  int       `json:"creditCents"`
	// Deadline is when, without a choice, the money goes back.
	Deadline  time.Time `json:"deadline"`
	ChooseURL string    `json:"chooseUrl"`
	// Language is the booking's: the mail is written in it.
	mail.Language
}

// Template names the call-off choice's templates.
func (CallOffChoice) Template() string { return "calloff-choice" }

// CreditIssued brings the code of the credit a customer chose for a called-off walk.
type CreditIssued struct {
	CustomerName string    `json:"customerName"`
	WalkTitle    string    `json:"walkTitle"`
	PaidCents    int       `json:"paidCents"`
	CreditCents  int       `json:"creditCents"`
	Code         string    `json:"code"`
	ValidUntil   time.Time `json:"validUntil"`
	// Language is the booking's: the mail is written in it.
	mail.Language
}

// Template names the credit mail's templates.
func (CreditIssued) Template() string { return "credit-issued" }
