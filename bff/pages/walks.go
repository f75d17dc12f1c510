package pages

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
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
	DateStart      time.Time `json:"dateStart"`
	DateEnd        time.Time `json:"dateEnd"`
	PriceCents     int       `json:"priceCents"`
	AvailableSpots int       `json:"availableSpots"`
	// Status is "SCHEDULED", or "CANCELLED" with CancelReason.
	Status        string    `json:"status"`
	CancelReason  *string   `json:"cancelReason"`
	CoverImageURL *string   `json:"coverImageUrl"`
	CreatedAt     time.Time `json:"createdAt"`
	UpdatedAt     time.Time `json:"updatedAt"`
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

	mu   sync.Mutex
	etag string
	list []Walk
}

// upcoming returns the upcoming published walks, soonest first.
func (s *walks) upcoming(ctx context.Context) ([]Walk, error) {
	s.mu.Lock()
	etag, list := s.etag, s.list
	s.mu.Unlock()
	res, err := s.get(ctx, "/api/v1/walks", etag)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	switch res.StatusCode {
	case http.StatusNotModified:
		return list, nil
	case http.StatusOK:
		var fresh []Walk
		if err := json.NewDecoder(res.Body).Decode(&fresh); err != nil {
			return nil, fmt.Errorf("decode the walk list: %w", err)
		}
		s.mu.Lock()
		s.etag, s.list = res.Header.Get("ETag"), fresh
		s.mu.Unlock()
		return fresh, nil
	}
	return nil, fmt.Errorf("the walk list answered %d", res.StatusCode)
}

// bySlug returns the published walk with slug: from the upcoming list, else from the
// shop's walk endpoint (a walk that has started); errNoWalk when the shop knows none.
func (s *walks) bySlug(ctx context.Context, slug string) (w Walk, upcoming bool, err error) {
	list, err := s.upcoming(ctx)
	if err != nil {
		return Walk{}, false, err
	}
	for _, w := range list {
		if w.Slug == slug {
			return w, true, nil
		}
	}
	res, err := s.get(ctx, "/api/v1/walks/"+url.PathEscape(slug), "")
	if err != nil {
		return Walk{}, false, err
	}
	defer res.Body.Close()
	switch res.StatusCode {
	case http.StatusOK:
		if err := json.NewDecoder(res.Body).Decode(&w); err != nil {
			return Walk{}, false, fmt.Errorf("decode walk %q: %w", slug, err)
		}
		return w, false, nil
	case http.StatusNotFound, http.StatusBadRequest:
		return Walk{}, false, errNoWalk
	}
	return Walk{}, false, fmt.Errorf("walk %q answered %d", slug, res.StatusCode)
}

func (s *walks) get(ctx context.Context, path, etag string) (*http.Response, error) {
	ctx, cancel := context.WithTimeout(ctx, shopTimeout)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.base+path, nil)
	if err != nil {
		cancel()
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
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
