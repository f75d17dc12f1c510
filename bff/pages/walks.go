package pages

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"sync"
	"time"

	"wandelwijs.nl/platform/httpx"
)

// shopTimeout bounds one call to the shop's API while a page waits for it.
const shopTimeout = 3 * time.Second

// Walk is a walk as the shop's public API answers it: the fields a page's head shows.
type Walk struct {
	Slug           string    `json:"slug"`
	Title          string    `json:"title"`
	City           string    `json:"city"`
	Address        string    `json:"address"`
	ShortDesc      string    `json:"shortDesc"`
	FullDesc       string    `json:"fullDesc"`
	DateStart      time.Time `json:"dateStart"`
	DateEnd        time.Time `json:"dateEnd"`
	PriceCents     int       `json:"priceCents"`
	AvailableSpots int       `json:"availableSpots"`
	// Status is "SCHEDULED", or "CANCELLED" with CancelReason.
	Status        string  `json:"status"`
	CancelReason  *string `json:"cancelReason"`
	CoverImageURL *string `json:"coverImageUrl"`
	// CoverImage is the walk's uploaded cover: Large its widest JPEG, a path under /media,
	// Src its narrowest and SrcsetWebp every width as WebP.
	CoverImage *struct {
		Large      string `json:"large"`
		Alt        string `json:"alt"`
		Src        string `json:"src"`
		SrcsetWebp string `json:"srcsetWebp"`
		Width      int    `json:"width"`
		Height     int    `json:"height"`
	} `json:"coverImage"`
	// ContentLanguage is the language of the walk's texts: English where asked for and
	// given, else Dutch ("" is Dutch too).
	ContentLanguage string    `json:"contentLanguage"`
	CreatedAt       time.Time `json:"createdAt"`
	UpdatedAt       time.Time `json:"updatedAt"`
}

// textLanguage is the language of the walk's texts.
func (w Walk) textLanguage() string {
	if w.ContentLanguage == "" {
		return dutch
	}
	return w.ContentLanguage
}

// Image is the walk's picture for link previews and structured data, an absolute URL:
// its uploaded cover, else the URL the organisers gave; ok is false for neither.
func (w Walk) Image(public string) (url, alt string, ok bool) {
	switch {
	case w.CoverImage != nil:
		return public + w.CoverImage.Large, w.CoverImage.Alt, true
	case w.CoverImageURL != nil && *w.CoverImageURL != "":
		return *w.CoverImageURL, w.Title, true
	}
	return "", "", false
}

// Cancelled tells whether the organisers called the walk off.
func (w Walk) Cancelled() bool { return w.Status == "CANCELLED" }

// errNoWalk: the shop knows no published walk by that slug.
var errNoWalk = errors.New("no such walk")

// walks reads the shop's public walk API. It keeps the last list with its ETag and asks
// the shop for it with If-None-Match on every use: the shop answers from its in-memory
// catalogue, a bare 304 while nothing changed, so a head is never older than the
// catalogue and an unchanged list costs one small round trip and no decoding.
type walks struct {
	base   string // the shop's address, e.g. http://127.0.0.1:8081
	client *http.Client

	mu sync.Mutex
	// cached is the last walk list per language, with its ETag.
	cached map[string]cachedListing
	// shopSite is the shop's state as last asked, at shopSiteAt (site).
	shopSite   shopSite
	shopSiteAt time.Time
}

type cachedListing struct {
	etag    string
	listing listing
}

// listing is the upcoming published walks, soonest first: decoded for the head, and as
// the shop sent them for the SPA's first screen.
type listing struct {
	walks []Walk
	raw   json.RawMessage
}

// walkAnswer is one walk: decoded for the head, and as the shop sent it for the SPA.
type walkAnswer struct {
	walk Walk
	raw  json.RawMessage
	// upcoming: the walk is in the upcoming list (its booking form is open).
	upcoming bool
}

// upcoming returns the upcoming published walks.
func (s *walks) upcoming(ctx context.Context, lang string) (listing, error) {
	s.mu.Lock()
	c := s.cached[lang]
	etag, cached := c.etag, c.listing
	s.mu.Unlock()
	res, err := s.get(ctx, "/api/v1/walks", etag, lang)
	if err != nil {
		return listing{}, err
	}
	defer res.Body.Close()
	switch res.StatusCode {
	case http.StatusNotModified:
		return cached, nil
	case http.StatusOK:
		fresh, err := decodeAnswer[[]Walk](res.Body, "the walk list")
		if err != nil {
			return listing{}, err
		}
		l := listing{walks: fresh.value, raw: fresh.raw}
		s.mu.Lock()
		if s.cached == nil {
			s.cached = map[string]cachedListing{}
		}
		s.cached[lang] = cachedListing{etag: res.Header.Get("ETag"), listing: l}
		s.mu.Unlock()
		return l, nil
	}
	return listing{}, fmt.Errorf("the walk list answered %d", res.StatusCode)
}

// bySlug returns the published walk with slug as the shop's walk endpoint answers it, and
// whether it is in the upcoming list; errNoWalk when the shop knows none.
func (s *walks) bySlug(ctx context.Context, slug, lang string) (walkAnswer, error) {
	list, err := s.upcoming(ctx, lang)
	if err != nil {
		return walkAnswer{}, err
	}
	res, err := s.get(ctx, "/api/v1/walks/"+url.PathEscape(slug), "", lang)
	if err != nil {
		return walkAnswer{}, err
	}
	defer res.Body.Close()
	switch res.StatusCode {
	case http.StatusOK:
		answer, err := decodeAnswer[Walk](res.Body, "walk "+slug)
		if err != nil {
			return walkAnswer{}, err
		}
		return walkAnswer{walk: answer.value, raw: answer.raw, upcoming: slices.ContainsFunc(list.walks, func(w Walk) bool {
			return w.Slug == answer.value.Slug
		})}, nil
	case http.StatusNotFound, http.StatusBadRequest:
		return walkAnswer{}, errNoWalk
	}
	return walkAnswer{}, fmt.Errorf("walk %q answered %d", slug, res.StatusCode)
}

// decoded is an answer's body, decoded and as read.
type decoded[T any] struct {
	value T
	raw   json.RawMessage
}

// decodeAnswer reads a JSON body, keeping its bytes.
func decodeAnswer[T any](body io.Reader, what string) (decoded[T], error) {
	var d decoded[T]
	if err := json.NewDecoder(body).Decode(&d.raw); err != nil {
		return d, fmt.Errorf("read %s: %w", what, err)
	}
	if err := json.Unmarshal(d.raw, &d.value); err != nil {
		return d, fmt.Errorf("decode %s: %w", what, err)
	}
	return d, nil
}

func (s *walks) get(ctx context.Context, path, etag, lang string) (*http.Response, error) {
	ctx, cancel := context.WithTimeout(ctx, shopTimeout)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.base+path, nil)
	if err != nil {
		cancel()
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	// The shop answers the walks' texts in the page's language where the organisers gave them.
	req.Header.Set("Accept-Language", lang)
	req.Header.Set(httpx.RequestIDHeader, httpx.RequestID(ctx))
	if etag != "" {
		req.Header.Set("If-None-Match", etag)
	}
	res, err := s.client.Do(req)
	if err != nil {
		cancel()
		return nil, fmt.Errorf("ask the shop for %s: %w", path, err)
	}
	res.Body = cancelOnClose{res.Body, cancel}
	return res, nil
}

// cancelOnClose ends a call's context when its answer has been read.
type cancelOnClose struct {
	body   io.ReadCloser
	cancel context.CancelFunc
}

func (c cancelOnClose) Read(p []byte) (int, error) { return c.body.Read(p) }
func (c cancelOnClose) Close() error {
	err := c.body.Close()
	c.cancel()
	return err
}

// shopSite is the shop's own state as its /site answers it.
type shopSite struct {
	TestMode bool `json:"testMode"`
	raw      json.RawMessage
}

// siteFresh is how long the shop's state is kept: it changes only when the shop restarts
// with other settings.
const siteFresh = time.Minute

// site returns the shop's state, asked at most once per siteFresh.
func (s *walks) site(ctx context.Context) (shopSite, error) {
	s.mu.Lock()
	kept, keptAt := s.shopSite, s.shopSiteAt
	s.mu.Unlock()
	if kept.raw != nil && time.Since(keptAt) < siteFresh {
		return kept, nil
	}
	res, err := s.get(ctx, "/api/v1/site", "", dutch)
	if err != nil {
		return shopSite{}, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return shopSite{}, fmt.Errorf("the shop's state answered %d", res.StatusCode)
	}
	answer, err := decodeAnswer[shopSite](res.Body, "the shop's state")
	if err != nil {
		return shopSite{}, err
	}
	fresh := answer.value
	fresh.raw = answer.raw
	s.mu.Lock()
	s.shopSite, s.shopSiteAt = fresh, time.Now()
	s.mu.Unlock()
	return fresh, nil
}
