// Package waitlist is the waiting list of a walk with no room: signing up, leaving, and
// the offers made to the people waiting when places come free; an order made with an
// offer (domain/booking) takes the places it holds.
package waitlist

import (
	"strings"
	"time"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/validate"
)

// OfferInterval is how often the offer job looks for places that came free.
const OfferInterval = time.Minute

// Waiting-list entry statuses.
const (
	EntryWaiting = "WAITING"
	EntryOffered = "OFFERED"
	EntryBooked  = "BOOKED"
	EntryExpired = "EXPIRED"
	EntryLeft    = "LEFT"
)

// Errors of the waiting list, shown as they are.
var (
	ErrEntryNotFound = errs.New(errs.NotFound, "waitlist_link_unknown", "Deze link hoort niet bij de wachtlijst. Controleer de link in je e-mail.")
	ErrOfferEnded    = errs.New(errs.Conflict, "offer_ended", "Dit aanbod is verlopen of al gebruikt; de plaatsen worden niet meer voor je vastgehouden.")
	ErrAlreadyLeft   = errs.New(errs.Conflict, "waitlist_left", "Je staat niet meer op de wachtlijst van deze wandeling.")
	ErrWaitlistShut  = errs.New(errs.Conflict, "waitlist_closed", "Deze wandeling is al begonnen of voorbij; de wachtlijst is gesloten.")
	ErrStillWaiting  = errs.New(errs.Conflict, "waitlist_still_waiting", "Je staat al op de wachtlijst van deze wandeling.")
	ErrAlreadyBooked = errs.New(errs.Conflict, "waitlist_booked", "Je hebt deze wandeling al geboekt met het aanbod van de wachtlijst.")
)

// Signup is the waiting-list form of a walk with no room.
type Signup struct {
	Name, Email, Phone string
	Qty                int
	// Language is the one the signup was made in ("" is Dutch): its mails and links speak it.
	Language string
}

// Normalize trims the texts.
func (w *Signup) Normalize() {
	w.Name, w.Email, w.Phone = strings.TrimSpace(w.Name), strings.TrimSpace(w.Email), strings.TrimSpace(w.Phone)
}

// Validate checks a normalized signup: the booking form's name, e-mail and phone checks,
// and 1 to rules.MaxQty persons.
func (w Signup) Validate() error {
	e := validate.Errors{}
	e.Name("name", w.Name)
	e.Email("email", w.Email)
	e.Phone("phone", w.Phone)
	e.Qty("qty", w.Qty)
	return e.Err()
}

// Entry is one place on a walk's waiting list, with its walk.
type Entry struct {
	ID             string     `bun:"id"`
	WalkID         string     `bun:"walk_id"`
	WalkTitle      string     `bun:"walk_title"`
	WalkSlug       string     `bun:"walk_slug"`
	WalkStart      time.Time  `bun:"walk_date_start"`
	Name           string     `bun:"name"`
	Email          string     `bun:"email"`
	Phone          *string    `bun:"phone"`
	Qty            int        `bun:"qty"`
	Status         string     `bun:"status"`
	OfferedAt      *time.Time `bun:"offered_at"`
	OfferExpiresAt *time.Time `bun:"offer_expires_at"`
	BookingID      *string    `bun:"booking_id"`
	MailedAt       *time.Time `bun:"mailed_at"`
	CreatedAt      time.Time  `bun:"created_at"`
	// Language is the one the signup was made in: its mails speak it.
	Language string `bun:"language"`
}

// OpenOffer tells whether the entry's offer holds its places at now.
func (e Entry) OpenOffer(now time.Time) bool {
	return e.Status == EntryOffered && e.OfferExpiresAt != nil && e.OfferExpiresAt.After(now)
}
