package walk

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// Errors shown as they are.
var (
	ErrHasBookings = errs.New(errs.Conflict, "walk_has_bookings", "Heeft boekingen")
	// ErrChangedMeanwhile refuses a change made to a walk as it was before someone else changed it.
	ErrChangedMeanwhile = errs.New(errs.Conflict, "walk_changed_meanwhile", "Deze wandeling is intussen gewijzigd, door iemand anders of in een ander tabblad. Laad de pagina opnieuw en voer je wijziging nog eens in.")
	ErrSlugTaken        = &errs.Error{Kind: errs.Conflict, Code: "slug_taken", Message: "Deze slug is al in gebruik", Fields: map[string]string{"slug": "Deze slug is al in gebruik"}}
)

// BookingStats are a walk's booking figures, in places, from the one availability
// definition (migrations: booking_holds_places): TotalBooked = PaidBookings (paid places)
// + PendingBookings (places of unpaid bookings inside their payment hold); the walk's
// AvailableSpots = the maximum − TotalBooked, never below 0. Bookings counts every
// booking the walk has had, whatever became of it: a walk with any cannot be deleted.
type BookingStats struct {
	Bookings        int `bun:"bookings"`
	TotalBooked     int `bun:"total_booked"`
	PaidBookings    int `bun:"paid_bookings"`
	PendingBookings int `bun:"pending_bookings"`
}

// Record is a walk as the organisers plan it: the walk with its booking figures.
type Record struct {
	Walk         `bun:"embed:"`
	BookingStats `bun:"embed:"`
	// SeriesSize is how many walks its series has (0 outside a series).
	SeriesSize int `bun:"series_size"`
}

// Changes are the walk form's fields. Every one is optional so that an update may send
// only Published; Apply lays them over an existing walk (or New) before Validate.
type Changes struct {
	Title, Slug, City, Address, ShortDesc, FullDesc *string
	// TitleEN, ShortDescEN and FullDescEN are the English texts; "" removes one.
	TitleEN, ShortDescEN, FullDescEN             *string
	DateStart, DateEnd                           *time.Time
	PriceCents, MinParticipants, MaxParticipants *int
	CoverImageURL                                *string
	// GuideName and GuideLine say who leads the walk; empty removes them.
	GuideName, GuideLine *string
	Published            *bool
	// ReadAt, when set, is the UpdatedAt of the walk the changes were made to.
	ReadAt *time.Time
	// Scope is ScopeThis (also when empty) or ScopeFollowing: the change also goes to the
	// later walks of the walk's series that have not started (see following).
	Scope string
}

// New is a walk with the form's defaults (rules.json: price, minimum and maximum).
func New() Record {
	d := rules.All.Walk.Defaults
	return Record{Walk: Walk{PriceCents: d.PriceCents, MinParticipants: d.MinParticipants, MaxParticipants: d.MaxParticipants}}
}

// Apply lays the given fields over w, trimmed.
func (c Changes) Apply(w Record) Record {
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
	optional := func(dst **string, src *string) {
		if src != nil {
			*dst = nil
			if v := strings.TrimSpace(*src); v != "" {
				*dst = &v
			}
		}
	}
	optional(&w.TitleEN, c.TitleEN)
	optional(&w.ShortDescEN, c.ShortDescEN)
	optional(&w.FullDescEN, c.FullDescEN)
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
	optional(&w.CoverImageURL, c.CoverImageURL)
	optional(&w.GuideName, c.GuideName)
	optional(&w.GuideLine, c.GuideLine)
	if c.Published != nil {
		w.Published = *c.Published
	}
	return w
}

// FitsBookings checks w, a change of the walk was, against the places booked on was: its
// maximum cannot fall below them, and a walk with bookings cannot move to a start that
// has passed (its bookings could then no longer be cancelled or refunded).
func (w Record) FitsBookings(was Record, now time.Time) error {
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

// The longest guide's name and line about the guide, in characters.
const (
	GuideNameMax = 100
	GuideLineMax = 160
)

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Validate checks a walk's fields, each with its Dutch message.
func (w Record) Validate() error {
	minP, maxP := rules.All.Walk.MinParticipants, rules.All.Walk.MaxParticipants
	e := validate.Errors{}
	e.Check(w.Title != "", "title", "Titel is verplicht")
	e.Check(validate.Length(w.Title, 0, 200), "title", "Titel mag maximaal 200 tekens lang zijn")
	e.Check(w.Slug != "", "slug", "Slug is verplicht")
	e.Check(validate.Length(w.Slug, 0, 100), "slug", "Slug mag maximaal 100 tekens lang zijn")
	e.Check(slugPattern.MatchString(w.Slug), "slug", "Slug mag alleen kleine letters, cijfers en streepjes bevatten")
	e.Check(!w.DateStart.IsZero(), "dateStart", "Startdatum is verplicht")
	e.Check(!w.DateEnd.IsZero(), "dateEnd", "Einddatum is verplicht")
	e.Check(w.DateStart.IsZero() || w.DateEnd.IsZero() || w.DateStart.Before(w.DateEnd), "dateEnd", "Einddatum moet na startdatum zijn")
	e.Check(w.City != "", "city", "Stad is verplicht")
	e.Check(validate.Length(w.City, 0, 100), "city", "Stad mag maximaal 100 tekens lang zijn")
	e.Check(w.Address != "", "address", "Adres is verplicht")
	e.Check(validate.Length(w.Address, 0, 200), "address", "Adres mag maximaal 200 tekens lang zijn")
	e.Check(w.ShortDesc != "", "shortDesc", "Korte beschrijving is verplicht")
	e.Check(validate.Length(w.ShortDesc, 0, 188), "shortDesc", "Korte beschrijving mag maximaal 188 tekens lang zijn")
	e.Check(w.FullDesc != "", "fullDesc", "Volledige beschrijving is verplicht")
	e.Check(validate.Length(w.FullDesc, 0, 20000), "fullDesc", "Volledige beschrijving is te lang")
	given := func(s *string) string {
		if s == nil {
			return ""
		}
		return *s
	}
	e.Check(validate.Length(given(w.TitleEN), 0, 200), "titleEn", "Titel mag maximaal 200 tekens lang zijn")
	e.Check(validate.Length(given(w.ShortDescEN), 0, 188), "shortDescEn", "Korte beschrijving mag maximaal 188 tekens lang zijn")
	e.Check(validate.Length(given(w.FullDescEN), 0, 20000), "fullDescEn", "Volledige beschrijving is te lang")
	e.Check(w.TitleEN != nil || (w.ShortDescEN == nil && w.FullDescEN == nil), "titleEn", "Geef ook de Engelse titel")
	e.Check(w.PriceCents >= 0, "priceCents", "Prijs moet minimaal 0 zijn")
	e.Check(w.PriceCents <= 1_000_000, "priceCents", "Prijs is te hoog")
	e.Check(w.MinParticipants >= minP, "minParticipants", fmt.Sprintf("Er moet minimaal %d deelnemer zijn", minP))
	e.Check(w.MaxParticipants >= minP, "maxParticipants", fmt.Sprintf("Er moet minimaal %d deelnemer mogelijk zijn", minP))
	e.Check(w.MaxParticipants <= maxP, "maxParticipants", fmt.Sprintf("Maximaal %d deelnemers", maxP))
	e.Check(w.MinParticipants <= w.MaxParticipants, "maxParticipants", "Maximum moet groter zijn dan minimum")
	if w.GuideName != nil {
		e.Check(validate.Length(*w.GuideName, 0, GuideNameMax), "guideName", fmt.Sprintf("Naam van de gids mag maximaal %d tekens lang zijn", GuideNameMax))
	}
	if w.GuideLine != nil {
		e.Check(w.GuideName != nil, "guideName", "Vul ook de naam van de gids in")
		e.Check(validate.Length(*w.GuideLine, 0, GuideLineMax), "guideLine", fmt.Sprintf("Regel over de gids mag maximaal %d tekens lang zijn", GuideLineMax))
	}
	if w.CoverImageURL != nil {
		u, err := url.Parse(*w.CoverImageURL)
		e.Check(err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && len(*w.CoverImageURL) <= 2000,
			"coverImageUrl", "Voer een geldige URL in")
	}
	return e.Err()
}

// Planner is the organisers' walk administration: every walk with its booking figures,
// and creating, changing, publishing and deleting walks.
type Planner struct {
	store store
	now   func() time.Time
}

// NewPlanner returns a Planner on db; now is the clock.
func NewPlanner(db *bun.DB, now func() time.Time) Planner {
	return Planner{store: store{db: db}, now: now}
}

// List returns one page of walks and the total.
func (s Planner) List(ctx context.Context, p paging.Page) ([]Record, int, error) {
	return s.store.list(ctx, p, s.now())
}

// Get returns one walk; ErrNotFound for an unknown or malformed id.
func (s Planner) Get(ctx context.Context, id string) (Record, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Record{}, ErrNotFound
	}
	return s.store.get(ctx, id, s.now())
}

// Create stores a new walk: the changes laid over New, validated.
func (s Planner) Create(ctx context.Context, c Changes) (Record, error) {
	w := c.Apply(New())
	if err := w.Validate(); err != nil {
		return Record{}, err
	}
	id, err := s.store.insert(ctx, w)
	if err != nil {
		return Record{}, err
	}
	return s.store.get(ctx, id, s.now())
}

// Update lays the changes over the walk with id, validates the result, also against the
// places booked on it, and stores it; ErrChangedMeanwhile when they were made to an
// older version of the walk (c.ReadAt). With ScopeFollowing the later walks of its series
// that have not started take the change too, each checked against its own bookings; one
// refused refuses all, naming its date.
func (s Planner) Update(ctx context.Context, id string, c Changes) (Record, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Record{}, ErrNotFound
	}
	if _, err := Following(c.Scope); err != nil {
		return Record{}, err
	}
	now := s.now()
	err := s.store.lockedForChange(ctx, id, now, func(tx bun.Tx, current Record) error {
		if c.ReadAt != nil && !c.ReadAt.Equal(current.UpdatedAt) {
			return ErrChangedMeanwhile
		}
		w := c.Apply(current)
		if err := w.Validate(); err != nil {
			return err
		}
		if err := w.FitsBookings(current, now); err != nil {
			return err
		}
		if err := s.store.update(ctx, tx, w, now); err != nil {
			return err
		}
		if c.Scope != ScopeFollowing || current.SeriesID == nil {
			return nil
		}
		later, err := s.store.lockedLaterInSeries(ctx, tx, *current.SeriesID, current.DateStart, now)
		if err != nil {
			return err
		}
		for _, f := range later {
			nf := following(f, w)
			if err := nf.Validate(); err != nil {
				return onFollowing(f, err)
			}
			if err := nf.FitsBookings(f, now); err != nil {
				return onFollowing(f, err)
			}
			if err := s.store.update(ctx, tx, nf, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Record{}, err
	}
	return s.store.get(ctx, id, now)
}

// Delete removes a walk without bookings and returns it; ErrHasBookings otherwise.
func (s Planner) Delete(ctx context.Context, id string) (Record, error) {
	w, err := s.Get(ctx, id)
	if err != nil {
		return Record{}, err
	}
	if w.BookingStats.Bookings > 0 {
		return Record{}, ErrHasBookings
	}
	return w, s.store.delete(ctx, id)
}
