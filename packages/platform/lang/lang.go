// Package lang reads the language a caller asks the shop to speak.
package lang

import (
	"net/http"
	"slices"
	"strconv"
	"strings"

	"wandelwijs.nl/platform/rules"
)

// Dutch and English are the shop's languages (rules.Languages); Dutch is the default.
const (
	Dutch   = "nl"
	English = "en"
)

// FromHeader is the shop's language an Accept-Language value asks for: the supported
// language with the highest weight (the first of equals), else Dutch.
func FromHeader(accept string) string {
	best, bestQ := Dutch, 0.0
	for _, part := range strings.Split(accept, ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		base, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || f < 0 || f > 1 {
				continue
			}
			q = f
		}
		if q > bestQ && slices.Contains(rules.Languages, base) {
			best, bestQ = base, q
		}
	}
	return best
}

// Of is the language request r asks for in its Accept-Language header.
func Of(r *http.Request) string { return FromHeader(r.Header.Get("Accept-Language")) }
