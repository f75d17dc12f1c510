package api

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/media"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/rules"
)

// walkJSON is a walk as the shop's pages read it.
type walkJSON struct {
	ID              string    `json:"id"`
	Slug            string    `json:"slug"`
	Title           string    `json:"title"`
	City            string    `json:"city"`
	Address         string    `json:"address"`
	ShortDesc       string    `json:"shortDesc"`
	FullDesc        string    `json:"fullDesc"`
	DateStart       time.Time `json:"dateStart"`
	DateEnd         time.Time `json:"dateEnd"`
	PriceCents      int       `json:"priceCents"`
	MinParticipants int       `json:"minParticipants"`
	MaxParticipants int       `json:"maxParticipants"`
	AvailableSpots  int       `json:"availableSpots"`
	GoesAhead       bool      `json:"goesAhead"`
	// Status is "SCHEDULED", or "CANCELLED" with CancelReason when the organisers called it off.
	Status        string  `json:"status" enum:"SCHEDULED,CANCELLED"`
	CancelReason  *string `json:"cancelReason"`
	CoverImageURL *string `json:"coverImageUrl"`
	// CoverImage is the walk's uploaded cover, nil for none.
	CoverImage *coverImageJSON `json:"coverImage"`
	// CreatedAt and UpdatedAt date the walk's page (a sitemap's lastmod, an offer's validFrom).
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
	// ContentLanguage is the language the title and descriptions are in: "en" when the
	// caller asked for English and the organisers gave it, else "nl".
	ContentLanguage string `json:"contentLanguage" enum:"nl,en"`
}

// walkDetailJSON adds what the detail page renders its booking rules from, and the
// other dates of its series with free places.
type walkDetailJSON struct {
	walkJSON
	CancelMinDays int `json:"cancelMinDays"`
	// CancelUntil is when a booking of the walk can no longer be cancelled or lowered: a
	// booking made later is told so before it is made.
	CancelUntil time.Time       `json:"cancelUntil"`
	OtherDates  []otherDateJSON `json:"otherDates" nullable:"false"`
	// Guide says who leads the walk, nil when no guide is named.
	Guide *guideJSON `json:"guide"`
}

// guideJSON is who leads a walk: a name, a short line and a photo (nil for none; its alt
// text the guide's name).
type guideJSON struct {
	Name  string          `json:"name"`
	Line  *string         `json:"line"`
	Photo *coverImageJSON `json:"photo"`
}

func toGuideJSON(w walk.Walk) *guideJSON {
	if w.GuideName == nil {
		return nil
	}
	g := &guideJSON{Name: *w.GuideName, Line: w.GuideLine}
	if w.GuidePhotoHash != nil {
		g.Photo = toImageJSON(media.Cover{Hash: *w.GuidePhotoHash, Alt: *w.GuideName, Width: *w.GuidePhotoWidth, Height: *w.GuidePhotoHeight})
	}
	return g
}

// otherDateJSON is another date of a walk's series: where its page links to.
type otherDateJSON struct {
	Slug           string    `json:"slug"`
	DateStart      time.Time `json:"dateStart"`
	AvailableSpots int       `json:"availableSpots"`
}

func toWalkJSON(w walk.Walk, language string) walkJSON {
	w, content := w.In(language)
	status, spots := "SCHEDULED", w.AvailableSpots
	if w.CancelReason != nil {
		status, spots = "CANCELLED", 0 // nothing can be booked
	}
	return walkJSON{
		Status: status, CancelReason: w.CancelReason,
		ID: w.ID, Slug: w.Slug, Title: w.Title, City: w.City, Address: w.Address,
		ShortDesc: w.ShortDesc, FullDesc: w.FullDesc, DateStart: w.DateStart.UTC(), DateEnd: w.DateEnd.UTC(),
		PriceCents: w.PriceCents, MinParticipants: w.MinParticipants, MaxParticipants: w.MaxParticipants,
		AvailableSpots: spots, GoesAhead: w.GoesAhead && w.CancelReason == nil, CoverImageURL: w.CoverImageURL,
		CreatedAt: w.CreatedAt.UTC(), UpdatedAt: w.UpdatedAt.UTC(), CoverImage: toCoverImageJSON(w), ContentLanguage: content,
	}
}

// coverImageJSON is a walk's cover image as a page renders it: the alt text, the size
// (an img's width and height, so nothing shifts while it loads), the smallest JPEG as src
// and every stored width as a srcset in JPEG and in WebP.
type coverImageJSON struct {
	Alt        string `json:"alt"`
	Width      int    `json:"width"`
	Height     int    `json:"height"`
	Src        string `json:"src"`
	Srcset     string `json:"srcset"`
	SrcsetWebp string `json:"srcsetWebp"`
	// Large is the widest JPEG, for link previews (og:image) and structured data.
	Large string `json:"large"`
}

func toCoverImageJSON(w walk.Walk) *coverImageJSON {
	if w.CoverHash == nil {
		return nil
	}
	return toImageJSON(media.Cover{Hash: *w.CoverHash, Alt: *w.CoverAlt, Width: *w.CoverWidth, Height: *w.CoverHeight})
}

// toImageJSON is a stored image as a page renders it.
func toImageJSON(c media.Cover) *coverImageJSON {
	ws := c.Widths()
	return &coverImageJSON{Alt: c.Alt, Width: c.Width, Height: c.Height, Src: c.URL(ws[0], media.JPEG),
		Srcset: c.Srcset(media.JPEG), SrcsetWebp: c.Srcset(media.WebP), Large: c.URL(ws[len(ws)-1], media.JPEG)}
}

type walkHandlers struct {
	catalogue *walk.Catalogue
	// listed is per language the last listing answered, encoded once for as long as the
	// catalogue keeps it.
	listed map[string]*atomic.Pointer[encodedListing]
}

// encodedListing is a listing's JSON answer and its entity tag.
type encodedListing struct {
	listing *walk.Listing
	body    []byte
	etag    string
}

// list answers GET /walks: the upcoming published walks. The answer carries an ETag that
// changes with the listing, and a caller that names the current one (If-None-Match, the
// BFF's page renderer) gets a 304 without the body.
func (h walkHandlers) list(w http.ResponseWriter, r *http.Request) {
	l, err := h.catalogue.Upcoming(r.Context())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	language := httpx.Language(r)
	w.Header().Set("Vary", "Accept-Language")
	enc := h.listed[language].Load()
	if enc == nil || enc.listing != l {
		out := make([]walkJSON, len(l.Walks))
		for i, wk := range l.Walks {
			out[i] = toWalkJSON(wk, language)
		}
		body, err := json.Marshal(out)
		if err != nil {
			httpx.Error(w, r, fmt.Errorf("encode walks: %w", err))
			return
		}
		sum := sha256.Sum256(append([]byte(language), body...))
		enc = &encodedListing{listing: l, body: append(body, '\n'), etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
		h.listed[language].Store(enc)
	}
	w.Header().Set("ETag", enc.etag)
	if match := r.Header.Get("If-None-Match"); match != "" && etagListed(match, enc.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Length", strconv.Itoa(len(enc.body)))
	_, _ = w.Write(enc.body)
}

// etagListed tells whether an If-None-Match header names etag (weakly, as RFC 9110 compares).
func etagListed(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == etag || t == "*" {
			return true
		}
	}
	return false
}

// get answers GET /walks/{slug}.
func (h walkHandlers) get(w http.ResponseWriter, r *http.Request) {
	wk, err := h.catalogue.BySlug(r.Context(), mux.Vars(r)["slug"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	others, err := h.catalogue.OtherDates(r.Context(), wk)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.Header().Set("Vary", "Accept-Language")
	out := walkDetailJSON{walkJSON: toWalkJSON(wk, httpx.Language(r)), CancelMinDays: rules.CancelMinDays,
		CancelUntil: booking.CancelDeadline(wk.DateStart).UTC(), OtherDates: make([]otherDateJSON, len(others)), Guide: toGuideJSON(wk)}
	for i, o := range others {
		out.OtherDates[i] = otherDateJSON{Slug: o.Slug, DateStart: o.DateStart.UTC(), AvailableSpots: o.AvailableSpots}
	}
	httpx.JSON(w, http.StatusOK, out)
}
