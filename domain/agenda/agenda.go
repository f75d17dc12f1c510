// Package agenda makes the calendar feeds: the public one of every upcoming walk, and the
// organisers' private one with each walk's places booked, behind a renewable token.
package agenda

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/mail"
)

// Service makes the feeds.
type Service struct {
	store  store
	public string
	now    func() time.Time
}

// NewService returns a Service whose events link to the walk pages under publicURL.
func NewService(db *bun.DB, publicURL string, now func() time.Time) *Service {
	return &Service{store: store{db: db}, public: publicURL, now: now}
}

// ErrUnknownFeed answers a private feed's URL whose token is wrong or renewed.
var ErrUnknownFeed = errs.New(errs.NotFound, "feed_not_found",
	"Deze agenda-link bestaat niet (meer). Vraag de nieuwe link in de beheeromgeving.")

// Public is the public feed: every upcoming published walk, a called-off one as CANCELLED.
func (s *Service) Public(ctx context.Context) ([]byte, error) {
	return s.feed(ctx, "Wandelwijs", func(walk.Scheduled) string { return "" })
}

// Private is the organisers' feed for token: the same walks, each with its places booked.
func (s *Service) Private(ctx context.Context, token string) ([]byte, error) {
	want, err := s.store.token(ctx)
	if err != nil {
		return nil, err
	}
	if want == "" || subtle.ConstantTimeCompare([]byte(token), []byte(want)) != 1 {
		return nil, ErrUnknownFeed
	}
	return s.feed(ctx, "Wandelwijs (organisatie)", func(e walk.Scheduled) string {
		return fmt.Sprintf("%d van %d plaatsen geboekt", e.Booked, e.Max)
	})
}

func (s *Service) feed(ctx context.Context, name string, extra func(walk.Scheduled) string) ([]byte, error) {
	now := s.now()
	es, err := walk.NotEnded(ctx, s.store.db, now)
	if err != nil {
		return nil, err
	}
	events := make([]mail.Event, 0, len(es))
	for _, e := range es {
		summary, desc := e.Title, e.ShortDesc
		if x := extra(e); x != "" {
			summary, desc = e.Title+" ("+x+")", x+"\n"+desc
		}
		if e.Cancelled {
			summary = "Geannuleerd: " + summary
		}
		events = append(events, mail.Event{UID: "walk-" + e.ID + "@wandelwijs", Summary: summary, Description: desc,
			Location: e.Address + ", " + e.City, URL: s.public + "/wandelingen/" + e.Slug,
			Start: e.DateStart, End: e.DateEnd, Cancelled: e.Cancelled})
	}
	return mail.Calendar(name, events, now), nil
}

// Token returns the private feed's token, made on first use.
func (s *Service) Token(ctx context.Context) (string, error) {
	return s.store.setToken(ctx, newToken(), true)
}

// Renew gives the private feed a new token; the old URL answers ErrUnknownFeed from now on.
func (s *Service) Renew(ctx context.Context) (string, error) {
	return s.store.setToken(ctx, newToken(), false)
}

func newToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}
