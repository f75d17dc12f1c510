package site

import (
	"strings"
	"testing"
)

func TestFactsAreComplete(t *testing.T) {
	c := Facts()
	if c.Email == "" || c.Phone == "" || !strings.HasPrefix(c.PhoneHref, "tel:+31") {
		t.Fatalf("contact facts incomplete: %+v", c)
	}
	if len(c.Organisers) != 2 {
		t.Fatalf("%d organisers, want 2", len(c.Organisers))
	}
	for _, o := range c.Organisers {
		if o.Name == "" || !strings.HasPrefix(o.URL, "https://") || o.VideoID == "" {
			t.Errorf("organiser incomplete: %+v", o)
		}
	}
}

func TestPagesAreComplete(t *testing.T) {
	p := Pages()
	if p.Description == "" || p.DescriptionEn == "" || len(p.Pages) == 0 {
		t.Fatalf("pages.json incomplete: %+v", p)
	}
	seen := map[string]bool{}
	for _, pg := range p.Pages {
		if !strings.HasPrefix(pg.Path, "/") || seen[pg.Path] {
			t.Errorf("%q: a path must start with / and appear once", pg.Path)
		}
		seen[pg.Path] = true
		switch {
		case pg.Kind != "" && pg.Kind != "overview" && pg.Kind != "walk" && pg.Kind != "booking":
			t.Errorf("%s: unknown kind %q", pg.Path, pg.Kind)
		case (pg.Kind == "" || pg.Kind == "overview") && (pg.Title == "" || pg.En.Title == ""):
			t.Errorf("%s has no title in Dutch and English", pg.Path)
		case pg.Sitemap && (pg.NoIndex || strings.Contains(pg.Path, "{")):
			t.Errorf("%s: a sitemap page is indexed and has one address", pg.Path)
		case pg.Sitemap && pg.Path != "/" && (pg.Description == "" || pg.En.Description == ""):
			t.Errorf("%s: a sitemap page needs its own description in Dutch and English", pg.Path)
		}
	}
}

func TestLinksInEnglishLeadToTheEnglishPages(t *testing.T) {
	l := Links{PublicURL: "https://wandelwijs.nl"}
	if got := l.In("en").ManagePage("tok"); got != "https://wandelwijs.nl/en/boeking/tok" {
		t.Errorf("English manage page %q", got)
	}
	if got := l.In("en").BookingResult("b1"); got != "https://wandelwijs.nl/en/booking-success?bookingId=b1" {
		t.Errorf("English booking result %q", got)
	}
	if got := l.In("en").In("nl").ManagePage("tok"); got != "https://wandelwijs.nl/boeking/tok" {
		t.Errorf("Dutch manage page %q", got)
	}
	if got := l.In("en").Webhook(); got != "https://wandelwijs.nl/api/v1/payments/webhook" {
		t.Errorf("the webhook moved: %q", got)
	}
}
