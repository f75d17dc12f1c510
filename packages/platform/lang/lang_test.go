package lang_test

import (
	"net/http/httptest"
	"testing"

	"wandelwijs.nl/platform/lang"
)

func TestFromHeader(t *testing.T) {
	for header, want := range map[string]string{
		"":                        "nl",
		"en":                      "en",
		"nl":                      "nl",
		"en-GB,en;q=0.9":          "en",
		"EN-us":                   "en",
		"de-DE,en;q=0.8,nl;q=0.5": "en",
		"de-DE,nl;q=0.9,en;q=0.8": "nl",
		"nl;q=0.4, en;q=0.7":      "en",
		"fr, de":                  "nl",
		"en;q=0":                  "nl",
		"en;q=abc":                "nl",
		"*":                       "nl",
		"en;q=0.5, nl;q=0.5":      "en",
	} {
		if got := lang.FromHeader(header); got != want {
			t.Errorf("FromHeader(%q) = %q, want %q", header, got, want)
		}
	}
	r := httptest.NewRequest("GET", "/", nil)
	r.Header.Set("Accept-Language", "en-US,en;q=0.9")
	if got := lang.Of(r); got != "en" {
		t.Errorf("Of = %q, want en", got)
	}
}
