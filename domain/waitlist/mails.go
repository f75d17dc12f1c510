package waitlist

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
func init() { mail.Register(mails, WaitlistJoined{}, WaitlistOffer{}) }

// Waiting is what both waiting-list mails say: how many places are waited for on which
// walk, and the link to leave the list. Nothing in it is typed by whoever signed up: the
// address is not verified.
type Waiting struct {
	WalkTitle string    `json:"walkTitle"`
	Start     time.Time `json:"start"`
	Qty       int       `json:"qty"`
	LeaveURL  string    `json:"leaveUrl"`
	// Language is the signup's: the mail is written in it where it has English templates.
	mail.Language
}

// WaitlistJoined tells someone they are on a walk's waiting list, with the link to leave
// it; Known when the address was on the list already and a new signup changed nothing.
type WaitlistJoined struct {
	Waiting
	Known bool `json:"known"`
}

// Template names the waiting-list confirmation's templates.
func (WaitlistJoined) Template() string { return "waitlist-joined" }

// WaitlistOffer offers someone on a waiting list the places that came free, held for
// them until ExpiresAt: BookURL opens the booking form filled in, LeaveURL leaves the list.
type WaitlistOffer struct {
	Waiting
	ExpiresAt time.Time `json:"expiresAt"`
	BookURL   string    `json:"bookUrl"`
}

// Template names the offer's templates.
func (WaitlistOffer) Template() string { return "waitlist-offer" }
