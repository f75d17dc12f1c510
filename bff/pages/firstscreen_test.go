package pages

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"
)

// A walk's date and description come out as the SPA shows them (packages/format's
// date.test.ts; WalkDetailContent's paragraphs), so the app's page matches its first screen.
func TestTheFirstScreenShowsDateAndParagraphsAsTheApp(t *testing.T) {
	start := time.Date(2026, 12, 5, 9, 0, 0, 0, time.UTC)
	for lang, want := range map[string]string{"nl": "zaterdag 5 december 2026", "en": "Saturday, 5 December 2026"} {
		if got := longDate(start, lang); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	// Late in the evening in UTC is the next day in Amsterdam.
	if got := longDate(time.Date(2026, 6, 5, 22, 30, 0, 0, time.UTC), "nl"); got != "zaterdag 6 juni 2026" {
		t.Errorf("22:30 UTC on 5 June: %q, want zaterdag 6 juni 2026", got)
	}
	got := paragraphs("  Eerst koffie.\r\n\n   \nDan het bos.  \nEn terug")
	if want := []string{"Eerst koffie.", "Dan het bos.", "En terug"}; !slices.Equal(got, want) {
		t.Errorf("paragraphs: %q, want %q", got, want)
	}
	if got := paragraphs(" \n "); len(got) != 0 {
		t.Errorf("an empty description: %q, want no paragraphs", got)
	}
}

// The first screen writes durations and prices in its page's language, with the words
// platform/format shares with the app (both sides' tests read formats.json).
func TestTheFirstScreenShowsDurationAndPriceInItsLanguage(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{euro(125050, "nl"), "€\u00a01.250,50"}, {euro(125050, "en"), "€1,250.50"},
		{duration(150*time.Minute, "nl"), "2 uur en 30 minuten"}, {duration(61*time.Minute, "en"), "1 hour and 1 minute"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

// A Dutch page's first screen offers its English twin to a browser that ranks English above
// Dutch, as the SPA decides from navigator.languages, unless the visitor dismissed it.
func TestTheFirstScreenOffersEnglishToWhoPrefersIt(t *testing.T) {
	for header, want := range map[string]bool{
		"en-US,en;q=0.9":               true,
		"de-DE, en-GB;q=0.7, nl;q=0.5": true,
		"nl-NL,nl;q=0.9,en;q=0.8":      false,
		"en;q=0.5, nl;q=0.9":           false,
		"fr-FR":                        false,
		"":                             false,
		"en;q=nonsense":                false,
	} {
		r := httptest.NewRequest("GET", "/boeken/ochtend", nil)
		r.Header.Set("Accept-Language", header)
		if got := visitorPrefersEnglish(r); got != want {
			t.Errorf("Accept-Language %q: %v, want %v", header, got, want)
		}
	}
	r := httptest.NewRequest("GET", "/", nil)
	r.Header.Set("Accept-Language", "en-GB")
	r.AddCookie(&http.Cookie{Name: suggestionDismissed, Value: "1"})
	if visitorPrefersEnglish(r) {
		t.Error("offered English to a visitor who dismissed the offer")
	}
}
