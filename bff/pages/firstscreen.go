package pages

import (
	"bytes"
	"encoding/json"
	"html/template"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/text/language"

	"wandelwijs.nl/platform/format"
)

// firstScreensFile is the first screens the shop's build rendered (apps/shop/src/app/
// first-screen.tsx, scripts/first-screens.mjs), by language: {"nl": {"pages": {"/":
// "<template>"}, "walk": …, "walkWithImage": …, "booking": …}, "en": {...}}, each a Go
// html/template of the root element's content whose slots name screenData's fields
// ({{$.Title}}, {{if $.TestMode}}). A browser paints the first screen before any script
// has loaded; the app then renders the page in its place. A walk's page comes without and
// with the walk's picture, which it starts by preloading.
const firstScreensFile = "first-screens.json"

// builtScreens are one language's first screens as the build wrote them.
type builtScreens struct {
	Pages         map[string]string `json:"pages"`
	Walk          string            `json:"walk"`
	WalkWithImage string            `json:"walkWithImage"`
	Booking       string            `json:"booking"`
}

// languageScreens are one language's first screens, ready to fill: index.html's part after
// the head cut around the root element's content, and the templates of that content.
type languageScreens struct {
	before, after string
	pages         map[string]*template.Template
	// walk are the templates of a walk's pages, by walkScreen.template.
	walk map[string]*template.Template
}

// screenData fills a first screen: whether the shop is in test mode (its banner), whether
// a Dutch page offers its English twin and the page's query that offer keeps, and for a
// walk's pages, the walk.
type screenData struct {
	TestMode, SuggestEnglish bool
	Query                    string
	*walkScreen
}

// suggestionDismissed is the cookie the SPA sets once a visitor dismissed the offer of a
// page's English twin (apps/shop/src/app/layout/language-suggestion.tsx, DISMISSED_COOKIE).
const suggestionDismissed = "ww_language_suggestion"

// visitorPrefersEnglish tells whether the browser ranks English above Dutch in its
// Accept-Language, as the SPA reads navigator.languages (prefersEnglish), and has not
// dismissed the offer of English pages.
func visitorPrefersEnglish(r *http.Request) bool {
	if c, err := r.Cookie(suggestionDismissed); err == nil && c.Value == "1" {
		return false
	}
	tags, _, err := language.ParseAcceptLanguage(r.Header.Get("Accept-Language"))
	if err != nil {
		return false
	}
	for _, tag := range tags {
		switch base, _ := tag.Base(); base.String() {
		case english:
			return true
		case dutch:
			return false
		}
	}
	return false
}

// rootElement is where the SPA renders, empty in index.html.
const rootElement = `<div id="root"></div>`

// A page with a first screen is painted once the whole of it has been read: the browser's
// parser, slowed down, would paint a half-read header (a brand without its name, a menu
// without its last links) and move it when the rest comes. renderUntilEnd in the head holds
// the first paint until firstScreenEnd, just after the root element, is parsed.
const (
	renderUntilEnd = `<link rel="expect" href="#first-screen-end" blocking="render">` + "\n"
	firstScreenEnd = `<template id="first-screen-end"></template>`
)

// readFirstScreens fills idx.firstScreens from dist's first screens. A build without them
// (or an index.html without its empty root element) serves every page without one, and a
// template that does not parse serves its pages without one.
func (idx *indexPage) readFirstScreens(dist string) {
	raw, err := os.ReadFile(filepath.Join(dist, firstScreensFile))
	if err != nil {
		if !os.IsNotExist(err) {
			slog.Warn("pages: the shop's first screens cannot be read; pages go without them", "err", err)
		}
		return
	}
	var built map[string]builtScreens
	if err := json.Unmarshal(raw, &built); err != nil {
		slog.Warn("pages: the shop's first screens are not JSON; pages go without them", "err", err)
		return
	}
	idx.firstScreens = map[string]languageScreens{}
	for lang, b := range built {
		// Nothing of the app is fetched before the first screen is painted: the SPA's start
		// script turns these back into modulepreloads then (apps/shop/vite.config.ts).
		after := strings.ReplaceAll(idx.afterIn(lang), `rel="modulepreload"`, `rel="modulepreload-after-paint"`)
		root := strings.Index(after, rootElement)
		if root < 0 {
			slog.Warn("pages: index.html has no empty root element; pages go without their first screens")
			idx.firstScreens = nil
			return
		}
		s := languageScreens{before: after[:root] + `<div id="root">`, after: `</div>` + firstScreenEnd + after[root+len(rootElement):],
			pages: map[string]*template.Template{}, walk: map[string]*template.Template{}}
		parse := func(name, text string, into map[string]*template.Template, key string) {
			if text == "" {
				return
			}
			t, err := template.New(name).Parse(text)
			if err != nil {
				slog.Warn("pages: a first screen does not parse; its pages go without it", "lang", lang, "screen", name, "err", err)
				return
			}
			into[key] = t
		}
		for route, text := range b.Pages {
			parse(route, text, s.pages, route)
		}
		for key, text := range map[string]string{walkPage: b.Walk, walkPageWithImage: b.WalkWithImage, bookingForm: b.Booking} {
			parse(key, text, s.walk, key)
		}
		idx.firstScreens[lang] = s
	}
}

// The first screens of a walk's pages (walkScreen.template).
const (
	walkPage          = "walk"
	walkPageWithImage = "walk with image"
	bookingForm       = "booking"
)

// screenOf is the template of page h's first screen answered with status; nil for none.
func (idx indexPage) screenOf(h head, status int) *template.Template {
	if status != http.StatusOK {
		return nil
	}
	s := idx.firstScreens[h.Lang]
	if h.Walk != nil {
		return s.walk[h.Walk.template]
	}
	return s.pages[h.Route]
}

// writeAfterHead writes the part of index.html after the head of page h: with its first
// screen t (screenOf) in the root element when it has one. That page then takes its
// route's style sheets (styles) for its first screen, after index.html's own, in the order
// the app would add them.
func (idx indexPage) writeAfterHead(buf *bytes.Buffer, h head, t *template.Template, styles []string) error {
	if t == nil {
		buf.WriteString(idx.afterIn(h.Lang))
		return nil
	}
	s := idx.firstScreens[h.Lang]
	var links strings.Builder
	links.WriteString(renderUntilEnd)
	for _, href := range styles {
		links.WriteString(`<link rel="stylesheet" crossorigin href="` + template.HTMLEscapeString(href) + "\">\n")
	}
	buf.WriteString(strings.Replace(s.before, "</head>", links.String()+"</head>", 1))
	if err := t.Execute(buf, screenData{TestMode: h.TestMode, SuggestEnglish: h.SuggestEnglish, Query: h.Query, walkScreen: h.Walk}); err != nil {
		return err
	}
	buf.WriteString(s.after)
	return nil
}

// walkScreen is what the first screen of a walk's page or booking form shows of the walk
// (apps/shop/src/app/first-screen.tsx): its texts, its start and end, its price, the
// description's paragraphs and its picture, shown as the SPA shows them.
type walkScreen struct {
	Slug, Title, City, Address, ShortDesc string
	// TextLang is the language of its texts; InDutch: they are Dutch on an English page,
	// which says so.
	TextLang string
	InDutch  bool
	// Date is the walk's start as a long date (formatLongDate).
	Date string
	// Time is its start and end ("10:00–12:30", formatTimeRange), Duration the time between
	// them ("2 uur en 30 minuten", formatDuration).
	Time, Duration string
	// Price is what a place costs (priceLabel); "" for a free walk, whose form says so.
	Price string
	// Paragraphs are the description's non-empty lines, trimmed, as the SPA splits them.
	Paragraphs []string
	// Image is the walk's uploaded picture; nil for none.
	Image *screenImage
	// template is the first screen it fills.
	template string
}

// screenImage is a picture with every width of it, as the SPA shows it (CoverImage).
type screenImage struct {
	Src, Srcset, Alt string
	Width, Height    int
}

// walkScreenOf is the first screen of w's page (kind "walk") or booking form ("booking")
// in lang; nil for a walk called off, whose news heads its page and which the templates do
// not hold.
func walkScreenOf(w Walk, kind, lang string) *walkScreen {
	if w.Cancelled() {
		return nil
	}
	s := &walkScreen{Slug: w.Slug, Title: w.Title, City: w.City, Address: w.Address, ShortDesc: w.ShortDesc,
		TextLang: w.textLanguage(), InDutch: w.textLanguage() == dutch && lang != dutch,
		Date: longDate(w.DateStart, lang), Time: format.Clock(w.DateStart) + "–" + format.Clock(w.DateEnd),
		Duration: duration(w.DateEnd.Sub(w.DateStart), lang), Paragraphs: paragraphs(w.FullDesc)}
	if w.PriceCents > 0 {
		s.Price = euro(w.PriceCents, lang)
	}
	if c := w.CoverImage; c != nil && c.Src != "" {
		s.Image = &screenImage{Src: c.Src, Srcset: c.SrcsetWebp, Alt: c.Alt, Width: c.Width, Height: c.Height}
	}
	switch {
	case kind == "booking":
		s.template = bookingForm
	case s.Image != nil:
		s.template = walkPageWithImage
	default:
		s.template = walkPage
	}
	return s
}

// longDate is t's day in Amsterdam with its weekday, as the SPA's formatLongDate shows it
// (Intl, nl-NL and en-GB): "zaterdag 5 december 2026", "Saturday, 5 December 2026".
func longDate(t time.Time, lang string) string {
	if lang == english {
		return format.LongDateEN(t)
	}
	return format.LongDate(t)
}

// duration is d in whole hours and minutes, as the SPA's formatDuration shows it.
func duration(d time.Duration, lang string) string {
	if lang == english {
		return format.DurationEN(d)
	}
	return format.Duration(d)
}

// euro is cents as the SPA's formatEuro shows them: "€ 25,00" (nl-NL), "€25.00" (en-GB).
func euro(cents int, lang string) string {
	if lang == english {
		return format.EuroEN(cents)
	}
	return format.Euro(cents)
}

// paragraphs splits a description into its non-empty lines, trimmed, as the SPA does.
func paragraphs(text string) []string {
	var out []string
	for line := range strings.Lines(text) {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return out
}
