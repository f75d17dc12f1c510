package pages

import (
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
