// Package walk holds the walks: the public catalogue a visitor sees and books from, and
// the organisers' planning of every walk with its booking figures.
package walk

import (
	"time"

	"wandelwijs.nl/platform/errs"
)

// Walk is a walk with its free places.
type Walk struct {
	ID        string `bun:"id"`
	Slug      string `bun:"slug"`
	Title     string `bun:"title"`
	City      string `bun:"city"`
	Address   string `bun:"address"`
	ShortDesc string `bun:"short_desc"`
	FullDesc  string `bun:"full_desc"`
	// TitleEN, ShortDescEN and FullDescEN are the texts in English; nil when not given.
	TitleEN         *string   `bun:"title_en"`
	ShortDescEN     *string   `bun:"short_desc_en"`
	FullDescEN      *string   `bun:"full_desc_en"`
	DateStart       time.Time `bun:"date_start"`
	DateEnd         time.Time `bun:"date_end"`
	PriceCents      int       `bun:"price_cents"`
	MinParticipants int       `bun:"min_participants"`
	MaxParticipants int       `bun:"max_participants"`
	AvailableSpots  int       `bun:"available_spots"`
	Published       bool      `bun:"published"`
	// CancelledAt and CancelReason are set once the organisers called the walk off.
	CancelledAt  *time.Time `bun:"cancelled_at"`
	CancelReason *string    `bun:"cancel_reason"`
	// GoesAhead: its confirmed (paid) places have reached its minimum.
	GoesAhead     bool    `bun:"goes_ahead"`
	CoverImageURL *string `bun:"cover_image_url"`
	// CoverHash names the walk's uploaded cover image (domain/media), nil for none, with
	// its alt text and its size.
	CoverHash   *string `bun:"cover_hash"`
	CoverAlt    *string `bun:"cover_alt"`
	CoverWidth  *int    `bun:"cover_width"`
	CoverHeight *int    `bun:"cover_height"`
	// GuideName and GuideLine say who leads the walk (nil for no guide named); GuidePhoto
	// names the guide's photo (domain/media), nil for none, with its size.
	GuideName        *string `bun:"guide_name"`
	GuideLine        *string `bun:"guide_line"`
	GuidePhotoHash   *string `bun:"guide_photo_hash"`
	GuidePhotoWidth  *int    `bun:"guide_photo_width"`
	GuidePhotoHeight *int    `bun:"guide_photo_height"`
	// SeriesID is the series the walk belongs to (the id of the walk first repeated), or nil.
	SeriesID *string `bun:"series_id"`
	// CreatedAt is when the walk was entered; UpdatedAt when the organisers last changed it.
	CreatedAt time.Time `bun:"created_at"`
	UpdatedAt time.Time `bun:"updated_at"`
}

// Errors shown as they are.
var (
	// ErrNotFound answers an unknown walk, or an unpublished one to visitors.
	ErrNotFound = errs.New(errs.NotFound, "walk_not_found", "Wandeling niet gevonden")
	// ErrCalledOff refuses an order or a signup for a walk the organisers called off.
	ErrCalledOff = errs.New(errs.Conflict, "walk_called_off", "Deze wandeling gaat niet door; boeken kan niet meer.")
)

// TitleIn is a walk's title in language: the English one (titleEN) where the organisers
// gave it, else the Dutch.
func TitleIn(language, title string, titleEN *string) string {
	if language == "en" && titleEN != nil {
		return *titleEN
	}
	return title
}

// In is w with its texts in language: English where the organisers gave them (all three
// or the title alone), and the language its texts are then in.
func (w Walk) In(language string) (Walk, string) {
	if language != "en" || w.TitleEN == nil {
		return w, "nl"
	}
	w.Title = *w.TitleEN
	if w.ShortDescEN != nil {
		w.ShortDesc = *w.ShortDescEN
	}
	if w.FullDescEN != nil {
		w.FullDesc = *w.FullDescEN
	}
	return w, "en"
}
