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

// Times and prices come out as the SPA's formatTimeRange, formatDuration and formatEuro
// show them (packages/format's tests).
func TestTheFirstScreenShowsDurationAndPriceAsTheApp(t *testing.T) {
	for _, c := range []struct {
		d      time.Duration
		nl, en string
	}{
		{2 * time.Hour, "2 uur", "2 hours"},
		{150 * time.Minute, "2 uur en 30 minuten", "2 hours and 30 minutes"},
		{61 * time.Minute, "1 uur en 1 minuut", "1 hour and 1 minute"},
		{45 * time.Minute, "45 minuten", "45 minutes"},
		{time.Minute, "1 minuut", "1 minute"},
	} {
		if got := duration(c.d, "nl"); got != c.nl {
			t.Errorf("%s in Dutch: %q, want %q", c.d, got, c.nl)
		}
		if got := duration(c.d, "en"); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.d, got, c.en)
		}
	}
	for _, c := range []struct {
		cents  int
		nl, en string
	}{{2500, "€\u00a025,00", "€25.00"}, {123456, "€\u00a01.234,56", "€1,234.56"}} {
		if got := euro(c.cents, "nl"); got != c.nl {
			t.Errorf("%d cents in Dutch: %q, want %q", c.cents, got, c.nl)
		}
		if got := euro(c.cents, "en"); got != c.en {
			t.Errorf("%d cents in English: %q, want %q", c.cents, got, c.en)
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
