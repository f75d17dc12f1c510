// Package walk is the walk administration: every walk with its booking figures, and
// creating, changing, publishing and deleting walks under spec 2 §5's rules.
package walk

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"time"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// Errors shown as they are.
var (
	ErrNotFound    = errs.New(errs.NotFound, "Wandeling niet gevonden")
	ErrHasBookings = errs.New(errs.Conflict, "Heeft boekingen")
	// ErrChangedMeanwhile refuses a change made to a walk as it was before someone else changed it.
	ErrChangedMeanwhile = errs.New(errs.Conflict, "Deze wandeling is intussen gewijzigd, door iemand anders of in een ander tabblad. Laad de pagina opnieuw en voer je wijziging nog eens in.")
	ErrSlugTaken        = &errs.Error{Kind: errs.Conflict, Message: "Deze slug is al in gebruik", Fields: map[string]string{"slug": "Deze slug is al in gebruik"}}
)

// BookingStats are a walk's booking figures, in places, from the one availability
// definition (migrations: booking_holds_places): TotalBooked = PaidBookings (paid places)
// + PendingBookings (places of unpaid bookings inside their payment hold), AvailableSpots
// = the maximum − TotalBooked, never below 0. Bookings counts every booking the walk has
// had, whatever became of it: a walk with any cannot be deleted.
type BookingStats struct {
	Bookings        int `bun:"bookings"`
	TotalBooked     int `bun:"total_booked"`
	PaidBookings    int `bun:"paid_bookings"`
	PendingBookings int `bun:"pending_bookings"`
	AvailableSpots  int `bun:"available_spots"`
}

// Walk is a walk as the back office sees it.
type Walk struct {
	ID              string    `bun:"id"`
	Title           string    `bun:"title"`
	Slug            string    `bun:"slug"`
	DateStart       time.Time `bun:"date_start"`
	DateEnd         time.Time `bun:"date_end"`
	City            string    `bun:"city"`
	Address         string    `bun:"address"`
	ShortDesc       string    `bun:"short_desc"`
	FullDesc        string    `bun:"full_desc"`
	PriceCents      int       `bun:"price_cents"`
	MinParticipants int       `bun:"min_participants"`
	MaxParticipants int       `bun:"max_participants"`
	CoverImageURL   *string   `bun:"cover_image_url"`
	Published       bool      `bun:"published"`
	// CancelledAt and CancelReason are set once the organisers called the walk off.
	CancelledAt  *time.Time   `bun:"cancelled_at"`
	CancelReason *string      `bun:"cancel_reason"`
	UpdatedAt    time.Time    `bun:"updated_at"`
	BookingStats BookingStats `bun:"embed:"`
}

// Changes are the walk form's fields. Every one is optional so that an update may send
// only Published; Apply lays them over an existing walk (or New) before Validate.
type Changes struct {
	Title, Slug, City, Address, ShortDesc, FullDesc *string
	DateStart, DateEnd                              *time.Time
	PriceCents, MinParticipants, MaxParticipants    *int
	CoverImageURL                                   *string
	Published                                       *bool
	// ReadAt, when set, is the UpdatedAt of the walk the changes were made to.
	ReadAt *time.Time
}

// New is a walk with the form's defaults (spec 2 §3).
func New() Walk {
	d := rules.All.Walk.Defaults
	return Walk{PriceCents: d.PriceCents, MinParticipants: d.MinParticipants, MaxParticipants: d.MaxParticipants}
}

// Apply lays the given fields over w, trimmed.
func (c Changes) Apply(w Walk) Walk {
	set := func(dst *string, src *string) {
		if src != nil {
			*dst = strings.TrimSpace(*src)
		}
	}
	set(&w.Title, c.Title)
	set(&w.Slug, c.Slug)
	set(&w.City, c.City)
	set(&w.Address, c.Address)
	set(&w.ShortDesc, c.ShortDesc)
	set(&w.FullDesc, c.FullDesc)
	if c.DateStart != nil {
		w.DateStart = c.DateStart.UTC()
	}
	if c.DateEnd != nil {
		w.DateEnd = c.DateEnd.UTC()
	}
	if c.PriceCents != nil {
		w.PriceCents = *c.PriceCents
	}
	if c.MinParticipants != nil {
		w.MinParticipants = *c.MinParticipants
	}
	if c.MaxParticipants != nil {
		w.MaxParticipants = *c.MaxParticipants
	}
	if c.CoverImageURL != nil {
		u := strings.TrimSpace(*c.CoverImageURL)
		w.CoverImageURL = &u
		if u == "" {
			w.CoverImageURL = nil
		}
	}
	if c.Published != nil {
		w.Published = *c.Published
	}
	return w
}

// FitsBookings checks w, a change of the walk was, against the places booked on was: its
// maximum cannot fall below them, and a walk with bookings cannot move to a start that
// has passed (its bookings could then no longer be cancelled or refunded).
func (w Walk) FitsBookings(was Walk, now time.Time) error {
	taken := was.BookingStats.TotalBooked
	e := validate.Errors{}
	booked := fmt.Sprintf("Er zijn al %d plaatsen geboekt", taken)
	if taken == 1 {
		booked = "Er is al 1 plaats geboekt"
	}
	e.Check(w.MaxParticipants >= taken, "maxParticipants", booked+"; het maximum kan niet lager zijn")
	e.Check(taken == 0 || w.DateStart.Equal(was.DateStart) || w.DateStart.After(now), "dateStart",
		booked+"; de startdatum kan niet in het verleden liggen")
	return e.Err()
}

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Validate checks a walk with spec 2 §5's messages.
func (w Walk) Validate() error {
	minP, maxP := rules.All.Walk.MinParticipants, rules.All.Walk.MaxParticipants
	e := validate.Errors{}
	e.Check(w.Title != "", "title", "Titel is verplicht")
	e.Check(validate.Length(w.Title, 0, 200), "title", "Titel mag maximaal 200 karakters lang zijn")
	e.Check(w.Slug != "", "slug", "Slug is verplicht")
	e.Check(validate.Length(w.Slug, 0, 100), "slug", "Slug mag maximaal 100 karakters lang zijn")
	e.Check(slugPattern.MatchString(w.Slug), "slug", "Slug mag alleen kleine letters, cijfers en streepjes bevatten")
	e.Check(!w.DateStart.IsZero(), "dateStart", "Startdatum is verplicht")
	e.Check(!w.DateEnd.IsZero(), "dateEnd", "Einddatum is verplicht")
	e.Check(w.DateStart.IsZero() || w.DateEnd.IsZero() || w.DateStart.Before(w.DateEnd), "dateEnd", "Einddatum moet na startdatum zijn")
	e.Check(w.City != "", "city", "Stad is verplicht")
	e.Check(validate.Length(w.City, 0, 100), "city", "Stad mag maximaal 100 karakters lang zijn")
	e.Check(w.Address != "", "address", "Adres is verplicht")
	e.Check(validate.Length(w.Address, 0, 200), "address", "Adres mag maximaal 200 karakters lang zijn")
	e.Check(w.ShortDesc != "", "shortDesc", "Korte beschrijving is verplicht")
	e.Check(validate.Length(w.ShortDesc, 0, 188), "shortDesc", "Korte beschrijving mag maximaal 188 karakters lang zijn")
	e.Check(w.FullDesc != "", "fullDesc", "Volledige beschrijving is verplicht")
	e.Check(validate.Length(w.FullDesc, 0, 20000), "fullDesc", "Volledige beschrijving is te lang")
	e.Check(w.PriceCents >= 0, "priceCents", "Prijs moet minimaal 0 zijn")
	e.Check(w.PriceCents <= 1_000_000, "priceCents", "Prijs is te hoog")
	e.Check(w.MinParticipants >= minP, "minParticipants", fmt.Sprintf("Er moet minimaal %d deelnemer zijn", minP))
	e.Check(w.MaxParticipants >= minP, "maxParticipants", fmt.Sprintf("Er moet minimaal %d deelnemer mogelijk zijn", minP))
	e.Check(w.MaxParticipants <= maxP, "maxParticipants", fmt.Sprintf("Maximaal %d deelnemers", maxP))
	e.Check(w.MinParticipants <= w.MaxParticipants, "maxParticipants", "Maximum moet groter zijn dan minimum")
	if w.CoverImageURL != nil {
		u, err := url.Parse(*w.CoverImageURL)
		e.Check(err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && len(*w.CoverImageURL) <= 2000,
			"coverImageUrl", "Voer een geldige URL in")
	}
	return e.Err()
}
