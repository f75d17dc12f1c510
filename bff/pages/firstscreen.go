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

	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
)

// firstScreensFile is the first screens the shop's build rendered (apps/shop/src/app/
// first-screen.tsx, scripts/first-screens.mjs), by language: {"nl": {"pages": {"/": "<html
// of the root element>"}, "walk": "<template>", "walkWithImage": "<template>"}, "en":
// {...}}. A browser paints the first screen before any script has loaded; the app then
// renders the page in its place. A walk's page is a Go html/template (walkScreen fills it),
// without and with the walk's picture.
const firstScreensFile = "first-screens.json"

// builtScreens are one language's first screens as the build wrote them.
type builtScreens struct {
	Pages         map[string]string `json:"pages"`
	Walk          string            `json:"walk"`
	WalkWithImage string            `json:"walkWithImage"`
}

// languageScreens are one language's first screens, ready to serve: index.html's part
// after the head with the page's first screen in its root element, by route; and that
// part cut around the root element's content, with the walk page's templates.
type languageScreens struct {
	pages                 map[string]string
	beforeWalk, afterWalk string
	walk, walkWithImage   *template.Template
}

// rootElement is where the SPA renders, empty in index.html.
const rootElement = `<div id="root"></div>`

// readFirstScreens fills idx.firstScreens from dist's first screens. A build without them
// (or an index.html without its empty root element) serves every page without one, and a
// walk's template that does not parse serves walks' pages without one.
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
		after := idx.afterIn(lang)
		root := strings.Index(after, rootElement)
		if root < 0 {
			slog.Warn("pages: index.html has no empty root element; pages go without their first screens")
			idx.firstScreens = nil
			return
		}
		// Nothing of the app is fetched before the first screen is painted: the SPA's start
		// script turns these back into modulepreloads then (apps/shop/vite.config.ts).
		after = strings.ReplaceAll(after, `rel="modulepreload"`, `rel="modulepreload-after-paint"`)
		root = strings.Index(after, rootElement)
		s := languageScreens{pages: map[string]string{}, beforeWalk: after[:root] + `<div id="root">`, afterWalk: `</div>` + after[root+len(rootElement):]}
		for route, html := range b.Pages {
			s.pages[route] = s.beforeWalk + html + s.afterWalk
		}
		if b.Walk != "" && b.WalkWithImage != "" {
			s.walk, err = template.New("walk").Parse(b.Walk)
			if err == nil {
				s.walkWithImage, err = template.New("walk with image").Parse(b.WalkWithImage)
			}
			if err != nil {
				slog.Warn("pages: the walk page's first screen does not parse; walks' pages go without it", "lang", lang, "err", err)
				s.walk, s.walkWithImage = nil, nil
			}
		}
		idx.firstScreens[lang] = s
	}
}

// hasFirstScreen tells whether page h answered with status comes with its first screen.
func (idx indexPage) hasFirstScreen(h head, status int) bool {
	if status != http.StatusOK {
		return false
	}
	s := idx.firstScreens[h.Lang]
	if h.Walk != nil {
		return s.walk != nil
	}
	_, ok := s.pages[h.Route]
	return ok
}

// writeAfterHead writes the part of index.html after the head of page h answered with
// status: with the page's first screen in the root element when it has one. A walk's page
// then takes its route's style sheets (styles) for that first screen, after index.html's
// own, in the order the app would add them.
func (idx indexPage) writeAfterHead(buf *bytes.Buffer, h head, status int, styles []string) error {
	if !idx.hasFirstScreen(h, status) {
		buf.WriteString(idx.afterIn(h.Lang))
		return nil
	}
	s := idx.firstScreens[h.Lang]
	if h.Walk == nil {
		buf.WriteString(s.pages[h.Route])
		return nil
	}
	t := s.walk
	if h.Walk.Image != nil {
		t = s.walkWithImage
	}
	var links strings.Builder
	for _, href := range styles {
		links.WriteString(`<link rel="stylesheet" crossorigin href="` + template.HTMLEscapeString(href) + "\">\n")
	}
	buf.WriteString(strings.Replace(s.beforeWalk, "</head>", links.String()+"</head>", 1))
	if err := t.Execute(buf, h.Walk); err != nil {
		return err
	}
	buf.WriteString(s.afterWalk)
	return nil
}

// walkScreen is what a walk page's first screen shows of the walk (apps/shop/src/app/
// first-screen.tsx, renderWalkTemplate): its texts, the start's long date, the
// description's paragraphs and its picture.
type walkScreen struct {
	Slug, Title, City, ShortDesc string
	// Date is the walk's start as the SPA shows it in the page's language (formatLongDate).
	Date string
	// Paragraphs are the description's non-empty lines, trimmed, as the SPA splits them.
	Paragraphs []string
	// Image is the walk's uploaded picture; nil for none.
	Image *screenImage
}

// screenImage is a picture with every width of it, as the SPA shows it (CoverImage).
type screenImage struct {
	Src, Srcset, Alt string
	Width, Height    int
}

// walkScreenOf is the first screen of w's page in lang; nil where the page starts without
// one: a walk called off, whose news heads its page, and a walk whose texts are not in the
// page's language, which the page marks as such. The template holds neither.
func walkScreenOf(w Walk, lang string) *walkScreen {
	if w.Cancelled() || w.textLanguage() != lang {
		return nil
	}
	s := &walkScreen{Slug: w.Slug, Title: w.Title, City: w.City, ShortDesc: w.ShortDesc, Date: longDate(w.DateStart, lang),
		Paragraphs: paragraphs(w.FullDesc)}
	if c := w.CoverImage; c != nil && c.Src != "" {
		s.Image = &screenImage{Src: c.Src, Srcset: c.SrcsetWebp, Alt: c.Alt, Width: c.Width, Height: c.Height}
	}
	return s
}

// longDate is t's day in Amsterdam with its weekday, as the SPA's formatLongDate shows it
// (Intl, nl-NL and en-GB): "zaterdag 5 december 2026", "Saturday, 5 December 2026".
func longDate(t time.Time, lang string) string {
	if lang == english {
		return t.In(rules.Amsterdam).Format("Monday, 2 January 2006")
	}
	return mail.LongDate(t)
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
