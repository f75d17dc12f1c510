package pages

import (
	"bytes"
	"context"
	"encoding/json"
	"html/template"
	"log/slog"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// A page as the browser receives it: the built index.html, split where its head goes,
// with the head written from its template, the shop's state in the page's data, and
// the English <noscript> on English pages.

// headTemplate is the head's part that differs per page. html/template escapes every
// value for where it stands; JSON-LD values are encoded as JSON with <, > and & escaped,
// so no text of a walk can end the script.
var headTemplate = template.Must(template.New("head").Parse(`<title>{{.Tab}}</title>
    <meta name="description" content="{{.Description}}" />
    {{- if .NoIndex}}
    <meta name="robots" content="noindex" />
    {{- end}}
    {{- if .Canonical}}
    <link rel="canonical" href="{{.Canonical}}" />
    <meta property="og:url" content="{{.Canonical}}" />
    {{- end}}
    {{- range .Alternates}}
    <link rel="alternate" hreflang="{{.Hreflang}}" href="{{.Href}}" />
    {{- end}}
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="Wandelwijs" />
    <meta property="og:locale" content="{{.Locale}}" />
    <meta property="og:title" content="{{.OGTitle}}" />
    <meta property="og:description" content="{{.Description}}" />
    <meta property="og:image" content="{{.Image}}" />
    <meta property="og:image:alt" content="{{.ImageAlt}}" />
    {{- if .DefaultImage}}
    <meta property="og:image:width" content="{{.ImageWidth}}" />
    <meta property="og:image:height" content="{{.ImageHeight}}" />
    {{- end}}
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="{{.OGTitle}}" />
    <meta name="twitter:description" content="{{.Description}}" />
    <meta name="twitter:image" content="{{.Image}}" />
    {{- range .JSONLD}}
    <script type="application/ld+json">{{.}}</script>
    {{- end}}
    {{- if .Data}}
    <script type="application/json" id="page-data">{{.Data}}</script>
    {{- end}}
    {{- if .FirstScreen}}
    {{- range .Preload.Scripts}}
    <link rel="modulepreload-after-paint" crossorigin href="{{.}}" />
    {{- end}}
    {{- else}}
    {{- range .Preload.Styles}}
    <link rel="preload" as="style" crossorigin href="{{.}}" />
    {{- end}}
    {{- range .Preload.Scripts}}
    <link rel="modulepreload" crossorigin href="{{.}}" />
    {{- end}}
    {{- end}}`))

// headView is what headTemplate shows: h with the tab's and the preview's title, and the
// files its route needs. A page with its first screen in its HTML fetches its route's
// scripts after that is painted, as the app's own, and takes its route's style sheets
// before (firstscreen.go, writeAfterHead).
type headView struct {
	head
	Tab, OGTitle            string
	ImageWidth, ImageHeight int
	Preload                 routeFiles
	FirstScreen             bool
}

// write answers index.html with h in its head.
func (p *Renderer) write(w http.ResponseWriter, r *http.Request, h head, status int) {
	idx, err := p.indexHTML()
	if err != nil {
		http.Error(w, "Deze pagina is nog niet gebouwd. Voer 'make build' uit.", http.StatusServiceUnavailable)
		return
	}
	screen := idx.screenOf(h, status)
	firstScreen := screen != nil
	if firstScreen {
		p.withSite(r.Context(), &h)
		h.SuggestEnglish = h.Lang == dutch && visitorPrefersEnglish(r)
		if r.URL.RawQuery != "" {
			h.Query = "?" + r.URL.RawQuery
		}
	}
	view := headView{head: h, Tab: h.Title + titleSuffix, OGTitle: h.Title, ImageWidth: defaultImageWidth,
		ImageHeight: defaultImageHeight, Preload: idx.chunks[h.Module], FirstScreen: firstScreen}
	if h.Title == "" {
		view.Tab, view.OGTitle = "Wandelwijs", "Wandelwijs"
	}
	var buf bytes.Buffer
	buf.Grow(len(idx.before) + len(idx.after) + 2048)
	if h.Lang == english {
		buf.WriteString(strings.Replace(idx.before, `<html lang="nl"`, `<html lang="en"`, 1))
	} else {
		buf.WriteString(idx.before)
	}
	err = headTemplate.Execute(&buf, view)
	if err == nil {
		err = idx.writeAfterHead(&buf, h, screen, view.Preload.Styles)
	}
	if err != nil {
		slog.ErrorContext(r.Context(), "pages: render the page", "err", err)
		http.Error(w, "Er ging iets mis aan onze kant.", http.StatusInternalServerError)
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", "text/html; charset=utf-8")
	hd.Set("Cache-Control", "no-cache")
	if firstScreen && h.Lang == dutch {
		// The offer of the English twin depends on the browser's languages and on the
		// cookie that dismisses it (visitorPrefersEnglish): a cache must not hand one
		// visitor's page to another.
		hd.Add("Vary", varyOnLanguage)
	}
	hd.Set("Content-Length", strconv.Itoa(buf.Len()))
	if status == http.StatusServiceUnavailable {
		hd.Set("Retry-After", "30")
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(buf.Bytes())
	}
}

// varyOnLanguage is what a Dutch page with its first screen depends on besides its
// address: Accept-Language and the cookie suggestionDismissed.
const varyOnLanguage = "Accept-Language, Cookie"

// withSite puts the shop's state in page h, whose first screen shows it: its test mode,
// and the answer in the page's data, so the app shows the same at once. Without an answer
// the first screen goes without the test-mode banner, and the app asks.
func (p *Renderer) withSite(ctx context.Context, h *head) {
	site, err := p.walks.site(ctx)
	if err != nil {
		slog.WarnContext(ctx, "pages: the first screen goes without the shop's state", "err", err)
		return
	}
	h.TestMode = site.TestMode
	data := map[string]json.RawMessage{"/site": site.raw}
	maps.Copy(data, h.Data)
	h.Data = data
}

// indexPage is the built index.html split where the page's head goes: its <title>
// element (or, without one, the end of the head).
type indexPage struct {
	read          bool
	modTime       time.Time
	size          int64
	before, after string
	// afterEn is after for an English page: its <noscript> text in English.
	afterEn string
	// chunks are the scripts of each route module that index.html does not load itself
	// (from the build's manifest), by the module's source path.
	chunks map[string]routeFiles
	// firstScreens are the first screens the build rendered, by language (firstScreensFile).
	firstScreens map[string]languageScreens
}

// afterIn is the part of index.html after the head for a page in lang, without a first screen.
func (idx indexPage) afterIn(lang string) string {
	if lang == english {
		return idx.afterEn
	}
	return idx.after
}

// indexHTML returns index.html, read again when the build changed it.
func (p *Renderer) indexHTML() (indexPage, error) {
	name := filepath.Join(p.dist, "index.html")
	info, err := os.Stat(name)
	if err != nil {
		return indexPage{}, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.index.read && info.ModTime().Equal(p.index.modTime) && info.Size() == p.index.size {
		return p.index, nil
	}
	raw, err := os.ReadFile(name)
	if err != nil {
		return indexPage{}, err
	}
	p.index = splitIndex(string(raw))
	p.index.read, p.index.modTime, p.index.size = true, info.ModTime(), info.Size()
	p.index.chunks = routeChunks(p.dist)
	p.index.readFirstScreens(p.dist)
	return p.index, nil
}

// splitIndex cuts index.html around its <title> element, or before </head>.
func splitIndex(html string) indexPage {
	idx := indexPage{after: html}
	lower := strings.ToLower(html)
	if start := strings.Index(lower, "<title>"); start >= 0 {
		if end := strings.Index(lower[start:], "</title>"); end >= 0 {
			idx = indexPage{before: html[:start], after: html[start+end+len("</title>"):]}
		}
	} else if end := strings.Index(lower, "</head>"); end >= 0 {
		idx = indexPage{before: html[:end], after: html[end:]}
	}
	idx.afterEn = withNoScript(idx.after, noScriptEn)
	return idx
}

// withNoScript is part of index.html with text in its <noscript> element, if it has one.
func withNoScript(part, text string) string {
	lower := strings.ToLower(part)
	start := strings.Index(lower, "<noscript>")
	if start < 0 {
		return part
	}
	start += len("<noscript>")
	end := strings.Index(lower[start:], "</noscript>")
	if end < 0 {
		return part
	}
	return part[:start] + template.HTMLEscapeString(text) + part[start+end:]
}
