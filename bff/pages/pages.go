// Package pages serves the shop's pages to readers without JavaScript (search engines,
// link previews) as well as to browsers: the SPA's index.html with the head filled for
// the route (title, description, canonical, Open Graph and Twitter tags, schema.org
// JSON-LD), 404s for unknown addresses, sitemap.xml and robots.txt. The routes come from
// platform/site/pages.json, the walks from the shop's public API; nothing is decided here
// that the shop or the SPA does not already say.
package pages

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"path"
	"strings"
	"sync"

	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/site"
)

// The titles of the SPA's not-found pages, by language, and the suffix of every title.
var (
	pageNotFound = map[string]string{"nl": "Pagina niet gevonden", "en": "Page not found"}
	walkNotFound = map[string]string{"nl": "Wandeling niet gevonden", "en": "Walk not found"}
)

const titleSuffix = " | Wandelwijs"

// noScriptEn is what a browser without JavaScript reads on an English page, in place of the
// text of index.html's <noscript> (Dutch).
const noScriptEn = "Turn on JavaScript to see and book the walks of Wandelwijs."

// The shop's languages: every page is also under /en with its Dutch path after it.
const (
	dutch    = "nl"
	english  = "en"
	enPrefix = "/en"
	xDefault = "x-default"
)

// splitLanguage is a cleaned path's language and its Dutch path: /en/boeken/x is English /boeken/x.
func splitLanguage(clean string) (lang, rest string) {
	if clean == enPrefix {
		return english, "/"
	}
	if strings.HasPrefix(clean, enPrefix+"/") {
		return english, clean[len(enPrefix):]
	}
	return dutch, clean
}

// langPrefix is what goes before a Dutch path in lang: "/en" for English, "" for Dutch.
func langPrefix(lang string) string {
	if lang == english {
		return enPrefix
	}
	return ""
}

// addressIn is the path of the page at Dutch path in lang; the English home page is /en/.
func addressIn(lang, path string) string {
	if lang == english && path == "/" {
		return enPrefix + "/"
	}
	return langPrefix(lang) + path
}

// DefaultImage is the shop's own link-preview image (apps/shop/public), and its size.
const (
	DefaultImage       = "/og-image.png"
	defaultImageWidth  = 1200
	defaultImageHeight = 630
)

// Config says where the renderer finds what it serves.
type Config struct {
	// PublicURL is the shop's public address (canonical links, sitemap), e.g. https://wandelwijs.nl.
	PublicURL string
	// Dist is the built shop SPA; its index.html is the page every route answers.
	Dist string
	// ShopURL is the shop's address and Client reaches it (the BFF spreads calls over its processes).
	ShopURL string
	Client  *http.Client
}

// Renderer serves the shop's pages, sitemap.xml and robots.txt.
type Renderer struct {
	public  string
	dist    string
	pages   site.ShopPages
	contact site.Contact
	walks   *walks

	mu    sync.Mutex
	index indexPage
}

// New returns a Renderer for c.
func New(c Config) *Renderer {
	return &Renderer{
		public:  strings.TrimRight(c.PublicURL, "/"),
		dist:    c.Dist,
		pages:   site.Pages(),
		contact: site.Facts(),
		walks:   &walks{base: strings.TrimRight(c.ShopURL, "/"), client: c.Client},
	}
}

// head is what a page's <head> says about it.
type head struct {
	Title       string // the page's own title; the tab reads Title + titleSuffix
	Description string
	Canonical   string // absolute; "" for a page that is not found
	NoIndex     bool
	Image       string // absolute
	ImageAlt    string
	// DefaultImage: Image is the shop's own, whose size is known.
	DefaultImage bool
	JSONLD       []any
	// Data is what the page's first screen asks the API for, by the path the SPA asks
	// (under /api/v1), as the shop answered it: the SPA reads it instead of asking again.
	Data map[string]json.RawMessage
	// Module is the SPA's source module of the page's route (pages.json), whose chunk the
	// page preloads.
	Module string
	// Lang is the page's language ("nl" or "en"), for <html lang> and og:locale.
	Lang string
	// Route is the page table's path of a page of its own ("/", "/contact"); "" for a walk's
	// pages and a page not found. It is the key of the page's first screen, if the build
	// rendered one.
	Route string
	// Walk fills the first screen of a walk's page or booking form; nil for other pages,
	// and for a walk whose pages start without one (walkScreenOf).
	Walk *walkScreen
	// TestMode: the shop takes no real money, as a page with its first screen says at once
	// (the shop's /site).
	TestMode bool
	// SuggestEnglish: a Dutch page with its first screen offers its English twin there, as
	// the app would (visitorPrefersEnglish); Query is the page's query, which the offer keeps.
	SuggestEnglish bool
	Query          string
	// Alternates are the page's addresses per language (hreflang) for an indexed page.
	Alternates []alternate
}

// alternate is one language's address of a page.
type alternate struct {
	Hreflang, Href string
}

// Locale is og:locale for the page's language.
func (h head) Locale() string {
	if h.Lang == english {
		return "en_GB"
	}
	return "nl_NL"
}

// withAddresses sets the canonical of the page at Dutch path in h.Lang and, unless the page
// is kept out of search engines, its alternates: Dutch (also the default) and English.
func (p *Renderer) withAddresses(h *head, path string) {
	h.Canonical = p.public + addressIn(h.Lang, path)
	if h.NoIndex {
		return
	}
	nl, en := p.public+path, p.public+addressIn(english, path)
	h.Alternates = []alternate{{dutch, nl}, {english, en}, {xDefault, nl}}
}

// ServeHTTP answers a shop route with index.html and its head.
// The access log shows the page's path with its route's secret placeholders redacted
// (/boeking/:token, /en/wachtwoord-herstellen/:token): a page not found is logged as
// httpx.UnmatchedPath.
func (p *Renderer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h, status := p.head(r)
	p.write(w, r, h, status)
}

// head finds the page of r's path (Dutch, or English under /en), tells r's log line
// which page it is (httpx.Matched), and fills its head, with the status to answer.
func (p *Renderer) head(r *http.Request) (head, int) {
	ctx := r.Context()
	lang, clean := splitLanguage(path.Clean("/" + r.URL.Path))
	pg, ok := p.match(clean)
	if !ok {
		return p.notFound(pageNotFound[lang], lang), http.StatusNotFound
	}
	httpx.Matched(r, langPrefix(lang)+pg.Path)
	switch pg.Kind {
	case "walk", "booking":
		return p.walkHead(ctx, pg, path.Base(clean), lang)
	}
	h := p.pageHead(pg, clean, lang)
	if pg.Path == "/" {
		h.JSONLD = append(h.JSONLD, organization(p.public, p.contact))
	}
	if pg.Kind == "overview" {
		if list, err := p.walks.upcoming(ctx, lang); err == nil {
			h.Data = map[string]json.RawMessage{"/walks": list.raw}
			if pg.Path == "/" {
				h.JSONLD = append(h.JSONLD, itemList(p.public, list.walks, lang))
			}
		} else {
			slog.WarnContext(ctx, "pages: the overview goes without its walk list", "err", err)
		}
	}
	return h, http.StatusOK
}

// match finds the page table's entry for a cleaned path.
func (p *Renderer) match(clean string) (site.Page, bool) {
	for _, pg := range p.pages.Pages {
		if pg.Path == clean || (pg.Path != "/" && clean != "/" && httpx.RouteFits(pg.Path, clean)) {
			return pg, true
		}
	}
	return site.Page{}, false
}

// pageHead is the head of a page of its own at the Dutch path clean, in lang.
func (p *Renderer) pageHead(pg site.Page, clean, lang string) head {
	canonical := clean
	if pg.Canonical != "" {
		canonical = pg.Canonical
	}
	h := head{Title: pg.Title, Description: pg.Description, NoIndex: pg.NoIndex, Module: pg.Module, Lang: lang, Route: pg.Path}
	if h.Description == "" {
		h.Description = p.pages.Description
	}
	if lang == english {
		h.Title, h.Description = pg.En.Title, pg.En.Description
		if h.Description == "" {
			h.Description = p.pages.DescriptionEn
		}
	}
	p.withAddresses(&h, canonical)
	p.defaultImage(&h)
	return h
}

// walkHead is the head of a walk's page or booking form. A walk the shop does not know
// is a 404; so is the booking form of a walk that has started, as the SPA says.
func (p *Renderer) walkHead(ctx context.Context, pg site.Page, slug, lang string) (head, int) {
	answer, err := p.walks.bySlug(ctx, slug, lang)
	switch {
	case errors.Is(err, errNoWalk), err == nil && pg.Kind == "booking" && !answer.upcoming:
		return p.notFound(walkNotFound[lang], lang), http.StatusNotFound
	case err != nil:
		slog.ErrorContext(ctx, "pages: the shop did not answer for a walk", "slug", slug, "err", err)
		h := p.pageHead(pg, "/", lang)
		h.Title, h.Canonical, h.NoIndex, h.Alternates = "", "", true, nil
		return h, http.StatusServiceUnavailable
	}
	wk := answer.walk
	walkPath := "/wandelingen/" + wk.Slug
	h := head{Title: wk.Title, Description: walkDescription(wk, lang), NoIndex: pg.NoIndex,
		Data: map[string]json.RawMessage{"/walks/" + wk.Slug: answer.raw}, Module: pg.Module, Lang: lang}
	if pg.Kind == "booking" {
		h.Title = wk.Title + " boeken"
		if lang == english {
			h.Title = "Book " + wk.Title
		}
		walkPath = "/boeken/" + wk.Slug
	}
	p.withAddresses(&h, walkPath)
	if url, alt, ok := wk.Image(p.public); ok {
		h.Image, h.ImageAlt = url, alt
	} else {
		p.defaultImage(&h)
	}
	if pg.Kind == "walk" {
		h.JSONLD = []any{event(p.public, p.contact.Name, wk, lang)}
	}
	h.Walk = walkScreenOf(wk, pg.Kind, lang)
	return h, http.StatusOK
}

// walkDescription is what a shared link to a walk says: when, where and for how much,
// then its short description; for a called-off walk, its eventDescription. English pages
// say it in English (en-GB: 6 December 2026, €25.00).
func walkDescription(w Walk, lang string) string {
	if w.Cancelled() && w.CancelReason != nil {
		return eventDescription(w)
	}
	if lang == english {
		price := "free"
		if w.PriceCents > 0 {
			price = euro(w.PriceCents, english) + " per person"
		}
		return format.DateTimeEN(w.DateStart) + " in " + w.City + ", " + price + ". " + w.ShortDesc
	}
	price := "gratis"
	if w.PriceCents > 0 {
		price = euro(w.PriceCents, dutch) + " per persoon"
	}
	when := format.DateTime(w.DateStart)
	return strings.ToUpper(when[:1]) + when[1:] + " in " + w.City + ", " + price + ". " + w.ShortDesc
}

// eventDescription is a walk's short description, after the reason when it is called
// off (the event's own fields say when and for how much).
func eventDescription(w Walk) string {
	if w.Cancelled() && w.CancelReason != nil {
		return "Geannuleerd: " + sentence(*w.CancelReason) + " " + w.ShortDesc
	}
	return w.ShortDesc
}

// sentence is s ending in a full stop, unless it ends in a mark of its own.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".!?") {
		return s
	}
	return s + "."
}

func (p *Renderer) notFound(title, lang string) head {
	h := head{Title: title, Description: p.pages.Description, NoIndex: true, Lang: lang}
	if lang == english {
		h.Description = p.pages.DescriptionEn
	}
	p.defaultImage(&h)
	return h
}

func (p *Renderer) defaultImage(h *head) {
	h.Image, h.ImageAlt, h.DefaultImage = p.public+DefaultImage, "Wandelwijs: filosofische wandelingen in de natuur", true
}
