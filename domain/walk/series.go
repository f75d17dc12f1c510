package walk

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// How often a walk repeats: on the same weekday every week, every two weeks, or every
// month (the same week of the month, or the last one).
const (
	EveryWeek    = "week"
	Every2Weeks  = "2weeks"
	EveryMonth   = "month"
	dayLayout    = "2006-01-02"
	copySlugTail = "kopie"
)

// Repetition is the "Herhalen" form: Every with Count more dates or dates Until a day
// (inclusive), or else the chosen Dates; days are Amsterdam days (YYYY-MM-DD), and every
// date starts at the walk's time of day and lasts as long.
type Repetition struct {
	Every string   `json:"every,omitempty" enum:"week,2weeks,month"`
	Count *int     `json:"count,omitempty"`
	Until *string  `json:"until,omitempty"`
	Dates []string `json:"dates,omitempty"`
}

// Normalize trims the days.
func (r *Repetition) Normalize() {
	r.Every = strings.TrimSpace(r.Every)
	if r.Until != nil {
		u := strings.TrimSpace(*r.Until)
		r.Until = &u
		if u == "" {
			r.Until = nil
		}
	}
	for i, d := range r.Dates {
		r.Dates[i] = strings.TrimSpace(d)
	}
}

// Validate checks the form on its own; the dates it gives are checked against the walk
// and its series by Planner.Repeat.
func (r *Repetition) Validate() error {
	maxDates := rules.All.Walk.SeriesMaxDates
	e := validate.Errors{}
	if len(r.Dates) > 0 {
		e.Check(len(r.Dates) <= maxDates, "dates", fmt.Sprintf("Je kunt maximaal %d data per keer toevoegen", maxDates))
		for _, d := range r.Dates {
			if _, err := time.ParseInLocation(dayLayout, d, rules.Amsterdam); err != nil {
				e.Check(false, "dates", fmt.Sprintf("%q is geen datum (JJJJ-MM-DD)", d))
			}
		}
		return e.Err()
	}
	e.Check(r.Every == EveryWeek || r.Every == Every2Weeks || r.Every == EveryMonth, "every", "Kies elke week, elke twee weken of elke maand")
	e.Check((r.Count == nil) != (r.Until == nil), "count", "Vul een aantal keer of een einddatum in")
	if r.Count != nil {
		e.Check(*r.Count >= 1, "count", "Herhaal minstens 1 keer")
		e.Check(*r.Count <= maxDates, "count", fmt.Sprintf("Je kunt maximaal %d keer per keer herhalen", maxDates))
	}
	if r.Until != nil {
		_, err := time.ParseInLocation(dayLayout, *r.Until, rules.Amsterdam)
		e.Check(err == nil, "until", "Vul een geldige einddatum in (JJJJ-MM-DD)")
	}
	return e.Err()
}

// starts returns the starts of the dates r makes from a walk that starts at from, at its
// time of day in Amsterdam; a series that would pass the cap is refused.
func (r Repetition) starts(from time.Time) ([]time.Time, error) {
	local := from.In(rules.Amsterdam)
	at := func(y int, m time.Month, d int) time.Time {
		return time.Date(y, m, d, local.Hour(), local.Minute(), local.Second(), 0, rules.Amsterdam).UTC()
	}
	var out []time.Time
	if len(r.Dates) > 0 {
		for _, d := range r.Dates {
			day, _ := time.ParseInLocation(dayLayout, d, rules.Amsterdam)
			out = append(out, at(day.Year(), day.Month(), day.Day()))
		}
		return out, nil
	}
	maxDates := rules.All.Walk.SeriesMaxDates
	var last time.Time
	if r.Until != nil {
		u, _ := time.ParseInLocation(dayLayout, *r.Until, rules.Amsterdam)
		last = u.AddDate(0, 0, 1)
	}
	for k := 1; ; k++ {
		var s time.Time
		switch r.Every {
		case EveryWeek:
			s = at(local.Year(), local.Month(), local.Day()+7*k)
		case Every2Weeks:
			s = at(local.Year(), local.Month(), local.Day()+14*k)
		default:
			s = sameWeekdayOfMonth(local, k, at)
		}
		if r.Count != nil && k > *r.Count || r.Until != nil && !s.Before(last) {
			return out, nil
		}
		if len(out) == maxDates {
			field := "until"
			if r.Count != nil {
				field = "count"
			}
			msg := fmt.Sprintf("Dat zijn meer dan %d data; je kunt maximaal %d data per keer toevoegen", maxDates, maxDates)
			return nil, &errs.Error{Kind: errs.Invalid, Code: "series_too_long", Message: msg, Fields: map[string]string{field: msg}}
		}
		out = append(out, s)
	}
}

// sameWeekdayOfMonth is the day months after local's with the same weekday in the same
// week of the month (first to fourth), or the last such weekday when local's is a fifth.
func sameWeekdayOfMonth(local time.Time, months int, at func(int, time.Month, int) time.Time) time.Time {
	week := (local.Day() - 1) / 7
	first := time.Date(local.Year(), local.Month()+time.Month(months), 1, 12, 0, 0, 0, rules.Amsterdam)
	day := 1 + (int(local.Weekday())-int(first.Weekday())+7)%7 + 7*min(week, 3)
	if week == 4 && day+7 <= daysIn(first) {
		day += 7
	}
	return at(first.Year(), first.Month(), day)
}

func daysIn(month time.Time) int {
	return time.Date(month.Year(), month.Month()+1, 0, 12, 0, 0, 0, rules.Amsterdam).Day()
}

// dateRefused is a Dutch 400 naming the date it is about.
func dateRefused(code, msg string) error {
	return &errs.Error{Kind: errs.Invalid, Code: code, Message: msg, Fields: map[string]string{"dates": msg}}
}

var datedSlug = regexp.MustCompile(`-\d{4}-\d{2}-\d{2}$`)

// seriesSlug is the slug of a series' walk on the day of start: the walk's slug without
// a date it ends on, then the day.
func seriesSlug(slug string, start time.Time) string {
	return datedSlug.ReplaceAllString(slug, "") + "-" + start.In(rules.Amsterdam).Format(dayLayout)
}

// Repeat makes a walk of each date r gives from the walk with id, in the walk's series
// (made with it when it has none): each a copy with its own places, bookings, status and
// slug, published as the walk is, showing the walk's cover image (the same stored image). A date in the past or on a day the series already has a
// walk on is refused, naming it, and then nothing is made.
func (s Planner) Repeat(ctx context.Context, id string, r Repetition) ([]Record, error) {
	if _, err := uuid.Parse(id); err != nil {
		return nil, ErrNotFound
	}
	now := s.now()
	var ids []string
	err := s.store.lockedForChange(ctx, id, now, func(tx bun.Tx, w Record) error {
		starts, err := r.starts(w.DateStart)
		if err != nil {
			return err
		}
		series := w.ID
		if w.SeriesID != nil {
			series = *w.SeriesID
		}
		if err := s.store.lockSeries(ctx, tx, series); err != nil {
			return err
		}
		taken, err := s.store.seriesDays(ctx, tx, series, w.ID)
		if err != nil {
			return err
		}
		length := w.DateEnd.Sub(w.DateStart)
		for _, start := range starts {
			day := start.In(rules.Amsterdam).Format(dayLayout)
			if !start.After(now) {
				return dateRefused("series_date_past", fmt.Sprintf("%s ligt in het verleden; kies een latere datum", format.Date(start)))
			}
			if taken[day] {
				return dateRefused("series_date_taken", fmt.Sprintf("Op %s is er al een wandeling van deze reeks", format.Date(start)))
			}
			taken[day] = true
			c := w
			c.DateStart, c.DateEnd, c.Slug, c.SeriesID = start, start.Add(length), seriesSlug(w.Slug, start), &series
			if err := c.Validate(); err != nil {
				return err
			}
			made, err := s.store.insertTx(ctx, tx, c)
			if err != nil {
				return err
			}
			if err := s.store.copyCover(ctx, tx, w.ID, made); err != nil {
				return err
			}
			ids = append(ids, made)
		}
		return s.store.joinSeries(ctx, tx, w.ID, series)
	})
	if err != nil {
		return nil, err
	}
	out := make([]Record, 0, len(ids))
	for _, made := range ids {
		m, err := s.store.get(ctx, made, now)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

// Copy makes a new single walk from the walk with id: the same texts, date, price and
// places, outside any series, unpublished, with the walk's slug and "kopie" (numbered when taken).
func (s Planner) Copy(ctx context.Context, id string) (Record, error) {
	w, err := s.Get(ctx, id)
	if err != nil {
		return Record{}, err
	}
	w.SeriesID, w.Published = nil, false
	base := strings.TrimSuffix(w.Slug, "-"+copySlugTail)
	if len(base) > 90 {
		base = strings.TrimRight(base[:90], "-")
	}
	w.Slug, err = s.store.freeSlug(ctx, base+"-"+copySlugTail)
	if err != nil {
		return Record{}, err
	}
	made, err := s.store.insert(ctx, w)
	if err != nil {
		return Record{}, err
	}
	return s.store.get(ctx, made, s.now())
}

// Edit scopes: a change to a walk of a series goes to that walk alone, or also to every
// later walk of its series that has not started.
const (
	ScopeThis      = "this"
	ScopeFollowing = "following"
)

// Following tells whether scope asks a change for the later walks of the series too:
// ScopeFollowing does, ScopeThis or "" does not; anything else is a Dutch 400.
func Following(scope string) (bool, error) {
	if scope != "" && scope != ScopeThis && scope != ScopeFollowing {
		return false, errs.InvalidFields(map[string]string{"scope": "Kies alleen deze wandeling of deze en alle volgende"})
	}
	return scope == ScopeFollowing, nil
}

// following lays what a change to w (was, before it) carries over onto a later walk f of
// its series: the texts, price, places and time of day; f keeps its own day and slug.
func following(f, w Record) Record {
	f.Title, f.City, f.Address, f.ShortDesc, f.FullDesc = w.Title, w.City, w.Address, w.ShortDesc, w.FullDesc
	f.TitleEN, f.ShortDescEN, f.FullDescEN = w.TitleEN, w.ShortDescEN, w.FullDescEN
	f.PriceCents, f.MinParticipants, f.MaxParticipants = w.PriceCents, w.MinParticipants, w.MaxParticipants
	from, day := w.DateStart.In(rules.Amsterdam), f.DateStart.In(rules.Amsterdam)
	start := time.Date(day.Year(), day.Month(), day.Day(), from.Hour(), from.Minute(), from.Second(), 0, rules.Amsterdam).UTC()
	f.DateStart, f.DateEnd = start, start.Add(w.DateEnd.Sub(w.DateStart))
	return f
}

// onFollowing names the later walk an error was found on, in its message and each field's.
func onFollowing(f Record, err error) error {
	var e *errs.Error
	if !errors.As(err, &e) {
		return err
	}
	prefix := fmt.Sprintf("Wandeling van %s: ", format.Date(f.DateStart))
	named := &errs.Error{Kind: e.Kind, Code: e.Code, Message: prefix + e.Message, Fields: map[string]string{}}
	for field, msg := range e.Fields {
		named.Fields[field] = prefix + msg
	}
	return named
}
