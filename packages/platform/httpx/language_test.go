package httpx_test

import (
	"net/http/httptest"
	"testing"

	"wandelwijs.nl/platform/httpx"
)

// TestLanguageFollowsAcceptLanguage: the supported language the caller weighs highest
// (the first of equals), else Dutch; anything malformed or unsupported is Dutch.
func TestLanguageFollowsAcceptLanguage(t *testing.T) {
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
		"nl-BE":                   "nl",
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Language", header)
		if got := httpx.Language(r); got != want {
			t.Errorf("Language(%q) = %q, want %q", header, got, want)
		}
	}
}
