package pages

import (
	"encoding/xml"
	"log/slog"
	"net/http"
	"strings"
	"time"
)

// disallowed are the paths search engines are asked to leave alone: the back office, the
// API, and the shop's booking forms, payment results, vouchers, account pages and the
// pages a mailed token opens: manage links, waiting-list entries, quotes and password
// resets (shopDisallowed), in both languages.
var disallowed = append([]string{"/admin/", "/api/"}, bothLanguages(shopDisallowed)...)

var shopDisallowed = []string{"/boeken/", "/booking", "/voucher", "/profiel", "/mijn-wandelingen", "/boeking/",
	"/wachtlijst/", "/offerte/", "/wachtwoord-herstellen/"}

// bothLanguages lists each Dutch path and its English twin.
func bothLanguages(paths []string) []string {
	var out []string
	for _, p := range paths {
		out = append(out, p, enPrefix+p)
	}
	return out
}

// Robots answers GET /robots.txt.
func (p *Renderer) Robots(w http.ResponseWriter, r *http.Request) {
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\n")
	for _, d := range disallowed {
		b.WriteString("Disallow: " + d + "\n")
	}
	b.WriteString("\nSitemap: " + p.public + "/sitemap.xml\n")
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	_, _ = w.Write([]byte(b.String()))
}

// urlset is a sitemap (https://www.sitemaps.org/protocol.html).
type urlset struct {
	XMLName xml.Name     `xml:"urlset"`
	Xmlns   string       `xml:"xmlns,attr"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

// Sitemap answers GET /sitemap.xml: the home page, the pages the page table lists in it,
// and the page of every upcoming published walk, each in Dutch and in English (/en/...). A walk's lastmod is its last change;
// a page's is the build's, and the home page's the later of that and its walks'.
func (p *Renderer) Sitemap(w http.ResponseWriter, r *http.Request) {
	list, err := p.walks.upcoming(r.Context(), dutch)
	if err != nil {
		slog.ErrorContext(r.Context(), "pages: sitemap without the walk list", "err", err)
		w.Header().Set("Retry-After", "30")
		http.Error(w, "De sitemap is tijdelijk niet beschikbaar.", http.StatusServiceUnavailable)
		return
	}
	built := time.Time{}
	if idx, err := p.indexHTML(); err == nil {
		built = idx.modTime
	}
	home := built
	for _, wk := range list.walks {
		if wk.UpdatedAt.After(home) {
			home = wk.UpdatedAt
		}
	}
	set := urlset{Xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9"}
	for _, pg := range p.pages.Pages {
		if !pg.Sitemap {
			continue
		}
		mod := built
		if pg.Path == "/" {
			mod = home
		}
		set.add(p.public, pg.Path, mod)
	}
	for _, wk := range list.walks {
		set.add(p.public, "/wandelingen/"+wk.Slug, wk.UpdatedAt)
	}
	out, err := xml.MarshalIndent(set, "", "  ")
	if err != nil {
		http.Error(w, "Er ging iets mis aan onze kant.", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write([]byte(xml.Header))
	_, _ = w.Write(out)
}

// add lists the page at the Dutch path in both languages.
func (set *urlset) add(public, path string, mod time.Time) {
	for _, lang := range []string{dutch, english} {
		set.URLs = append(set.URLs, sitemapURL{Loc: public + addressIn(lang, path), LastMod: lastMod(mod)})
	}
}

// lastMod writes t in the W3C datetime form sitemaps use; "" when it is not known.
func lastMod(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}
