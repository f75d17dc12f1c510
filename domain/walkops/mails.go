package walkops

import (
	"time"

	"wandelwijs.nl/platform/mail"
)

// init registers the mails this package sends, so that their queued jobs decode.
func init() { mail.Register(MinimumWarning{}, WalkMessage{}) }

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
}

// Template names the walk message's templates.
func (WalkMessage) Template() string { return "walk-message" }
