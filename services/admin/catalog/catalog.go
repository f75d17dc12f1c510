// Package catalog is the walk administration: every walk with its booking figures,
// and creating, changing, publishing and deleting walks under spec 2 §5's rules.
package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/uptrace/bun"

	"wandelwijs.nl/admin/overview"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// Errors shown as they are.
var (
	ErrNotFound    = errs.New(errs.NotFound, "Wandeling niet gevonden")
	ErrHasBookings = errs.New(errs.Conflict, "Heeft boekingen")
)

// BookingStats are a walk's booking figures.
type BookingStats struct {
	TotalBooked     int `json:"totalBooked" bun:"total_booked"`
	PaidBookings    int `json:"paidBookings" bun:"paid_bookings"`
	PendingBookings int `json:"pendingBookings" bun:"pending_bookings"`
	AvailableSpots  int `json:"availableSpots" bun:"available_spots"`
}

// Walk is a walk as the back office sees it.
type Walk struct {
	ID              string       `json:"id" bun:"id"`
	Title           string       `json:"title" bun:"title"`
	Slug            string       `json:"slug" bun:"slug"`
	DateStart       time.Time    `json:"dateStart" bun:"date_start"`
	DateEnd         time.Time    `json:"dateEnd" bun:"date_end"`
	City            string       `json:"city" bun:"city"`
	Address         string       `json:"address" bun:"address"`
	ShortDesc       string       `json:"shortDesc" bun:"short_desc"`
	FullDesc        string       `json:"fullDesc" bun:"full_desc"`
	PriceCents      int          `json:"priceCents" bun:"price_cents"`
	MinParticipants int          `json:"minParticipants" bun:"min_participants"`
	MaxParticipants int          `json:"maxParticipants" bun:"max_participants"`
	CoverImageURL   *string      `json:"coverImageUrl" bun:"cover_image_url"`
	Published       bool         `json:"published" bun:"published"`
	BookingStats    BookingStats `json:"bookingStats" bun:"embed:"`
}

// Input is the walk form. Every field is optional so that an update may send only
// {published}; Apply lays it over an existing walk (or the defaults) before Validate.
type Input struct {
	Title           *string    `json:"title"`
	Slug            *string    `json:"slug"`
	DateStart       *time.Time `json:"dateStart"`
	DateEnd         *time.Time `json:"dateEnd"`
	City            *string    `json:"city"`
	Address         *string    `json:"address"`
	ShortDesc       *string    `json:"shortDesc"`
	FullDesc        *string    `json:"fullDesc"`
	PriceCents      *int       `json:"priceCents"`
	MinParticipants *int       `json:"minParticipants"`
	MaxParticipants *int       `json:"maxParticipants"`
	CoverImageURL   *string    `json:"coverImageUrl"`
	Published       *bool      `json:"published"`
	// Fields react-admin sends back with a full record; ignored.
	ID           *string         `json:"id"`
	BookingStats *map[string]any `json:"bookingStats"`
}

// NewWalk is a walk with the form's defaults (spec 2 §3).
func NewWalk() Walk { return Walk{PriceCents: 2000, MinParticipants: 1, MaxParticipants: 15} }

// Apply lays the given fields over w, trimmed.
func (in Input) Apply(w Walk) Walk {
	set := func(dst *string, src *string) {
		if src != nil {
			*dst = strings.TrimSpace(*src)
		}
	}
	set(&w.Title, in.Title)
	set(&w.Slug, in.Slug)
	set(&w.City, in.City)
	set(&w.Address, in.Address)
	set(&w.ShortDesc, in.ShortDesc)
	set(&w.FullDesc, in.FullDesc)
	if in.DateStart != nil {
		w.DateStart = in.DateStart.UTC()
	}
	if in.DateEnd != nil {
		w.DateEnd = in.DateEnd.UTC()
	}
	if in.PriceCents != nil {
		w.PriceCents = *in.PriceCents
	}
	if in.MinParticipants != nil {
		w.MinParticipants = *in.MinParticipants
	}
	if in.MaxParticipants != nil {
		w.MaxParticipants = *in.MaxParticipants
	}
	if in.CoverImageURL != nil {
		u := strings.TrimSpace(*in.CoverImageURL)
		w.CoverImageURL = &u
		if u == "" {
			w.CoverImageURL = nil
		}
	}
	if in.Published != nil {
		w.Published = *in.Published
	}
	return w
}

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Validate checks a walk with spec 2 §5's messages.
func Validate(w Walk) error {
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
	e.Check(w.MinParticipants >= 1, "minParticipants", "Er moet minimaal 1 deelnemer zijn")
	e.Check(w.MaxParticipants >= 1, "maxParticipants", "Er moet minimaal 1 deelnemer mogelijk zijn")
	e.Check(w.MaxParticipants <= 1000, "maxParticipants", "Maximaal 1000 deelnemers")
	e.Check(w.MinParticipants <= w.MaxParticipants, "maxParticipants", "Maximum moet groter zijn dan minimum")
	if w.CoverImageURL != nil {
		u, err := url.Parse(*w.CoverImageURL)
		e.Check(err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && len(*w.CoverImageURL) <= 2000,
			"coverImageUrl", "Voer een geldige URL in")
	}
	return e.Err()
}

// Store reads and writes walks.
type Store struct {
	db  *bun.DB
	now func() time.Time
}

// NewStore returns a Store.
func NewStore(db *bun.DB, now func() time.Time) Store { return Store{db: db, now: now} }

const selectWalks = `
SELECT w.id, w.title, w.slug, w.date_start, w.date_end, w.city, w.address, w.short_desc, w.full_desc, w.price_cents,
       w.min_participants, w.max_participants, w.cover_image_url, w.published,
       (SELECT count(*) FROM bookings b WHERE b.walk_id = w.id)::int AS total_booked,
       (SELECT count(*) FROM bookings b WHERE b.walk_id = w.id AND b.status = 'PAID')::int AS paid_bookings,
       (SELECT count(*) FROM bookings b WHERE b.walk_id = w.id AND b.status = 'PENDING')::int AS pending_bookings,
       GREATEST(0, w.max_participants - COALESCE((SELECT sum(b.qty) FROM bookings b WHERE b.walk_id = w.id
           AND (b.status = 'PAID' OR (b.status = 'PENDING' AND b.created_at > ?0::timestamptz))), 0))::int AS available_spots
FROM walks w`

var sortColumns = map[string]string{
	"title": "w.title", "slug": "w.slug", "dateStart": "w.date_start", "dateEnd": "w.date_end", "city": "w.city",
	"priceCents": "w.price_cents", "published": "w.published", "maxParticipants": "w.max_participants",
}

// List returns one page of walks and the total.
func (s Store) List(ctx context.Context, p overview.Page) ([]Walk, int, error) {
	where, args := " WHERE true", []any{s.now().Add(-rules.HoldDuration)}
	if ids := p.IDs(); ids != nil {
		where += " AND w.id IN (?1)"
		args = append(args, bun.In(ids))
	} else if q := p.Text("q"); q != "" {
		where += " AND (w.title ILIKE ?1 OR w.city ILIKE ?1)"
		args = append(args, overview.Like(q))
	}
	order, err := p.OrderBy(sortColumns, "w.date_start DESC, w.id")
	if err != nil {
		return nil, 0, err
	}
	var total int
	countArgs := append([]any{}, args...)
	if err := s.db.NewRaw(`SELECT count(*) FROM walks w`+where, countArgs...).Scan(ctx, &total); err != nil {
		return nil, 0, fmt.Errorf("count walks: %w", err)
	}
	walks := []Walk{}
	err = s.db.NewRaw(selectWalks+where+order+fmt.Sprintf(" LIMIT %d OFFSET %d", p.Limit, p.Offset), args...).Scan(ctx, &walks)
	if err != nil {
		return nil, 0, fmt.Errorf("list walks: %w", err)
	}
	return walks, total, nil
}

// Get returns one walk; ErrNotFound for an unknown or malformed id.
func (s Store) Get(ctx context.Context, id string) (Walk, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Walk{}, ErrNotFound
	}
	var w Walk
	err := s.db.NewRaw(selectWalks+` WHERE w.id = ?1`, s.now().Add(-rules.HoldDuration), id).Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return Walk{}, ErrNotFound
	}
	if err != nil {
		return Walk{}, fmt.Errorf("get walk: %w", err)
	}
	return w, nil
}

// Create stores a new walk laid over the defaults.
func (s Store) Create(ctx context.Context, in Input) (Walk, error) {
	w := in.Apply(NewWalk())
	if err := Validate(w); err != nil {
		return Walk{}, err
	}
	var id string
	err := s.db.NewRaw(`INSERT INTO walks (title, slug, date_start, date_end, city, address, short_desc, full_desc, price_cents,
		min_participants, max_participants, cover_image_url, published) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		w.Title, w.Slug, w.DateStart, w.DateEnd, w.City, w.Address, w.ShortDesc, w.FullDesc, w.PriceCents,
		w.MinParticipants, w.MaxParticipants, w.CoverImageURL, w.Published).Scan(ctx, &id)
	if err := slugTaken(err); err != nil {
		return Walk{}, err
	}
	return s.Get(ctx, id)
}

// Update lays in over the walk with id and stores the result.
func (s Store) Update(ctx context.Context, id string, in Input) (Walk, error) {
	current, err := s.Get(ctx, id)
	if err != nil {
		return Walk{}, err
	}
	w := in.Apply(current)
	if err := Validate(w); err != nil {
		return Walk{}, err
	}
	_, err = s.db.NewRaw(`UPDATE walks SET title = ?, slug = ?, date_start = ?, date_end = ?, city = ?, address = ?, short_desc = ?,
		full_desc = ?, price_cents = ?, min_participants = ?, max_participants = ?, cover_image_url = ?, published = ?, updated_at = ?
		WHERE id = ?`, w.Title, w.Slug, w.DateStart, w.DateEnd, w.City, w.Address, w.ShortDesc, w.FullDesc, w.PriceCents,
		w.MinParticipants, w.MaxParticipants, w.CoverImageURL, w.Published, s.now(), id).Exec(ctx)
	if err := slugTaken(err); err != nil {
		return Walk{}, err
	}
	return s.Get(ctx, id)
}

// Delete removes a walk without bookings and returns it; ErrHasBookings otherwise.
func (s Store) Delete(ctx context.Context, id string) (Walk, error) {
	w, err := s.Get(ctx, id)
	if err != nil {
		return Walk{}, err
	}
	if w.BookingStats.TotalBooked > 0 {
		return Walk{}, ErrHasBookings
	}
	_, err = s.db.NewRaw(`DELETE FROM walks WHERE id = ?`, id).Exec(ctx)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23503" { // a booking arrived in between
		return Walk{}, ErrHasBookings
	}
	if err != nil {
		return Walk{}, fmt.Errorf("delete walk: %w", err)
	}
	return w, nil
}

func slugTaken(err error) error {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return &errs.Error{Kind: errs.Conflict, Message: "Deze slug is al in gebruik", Fields: map[string]string{"slug": "Deze slug is al in gebruik"}}
	}
	if err != nil {
		return fmt.Errorf("save walk: %w", err)
	}
	return nil
}
