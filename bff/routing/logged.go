package routing

import (
	"strings"

	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/policies"
)

// apiTemplates are the route templates of every API call the services answer, as the
// policy names them (policies/policy.csv, whose templates the services' routers are held
// to): what the BFF's access log shows of an API call, with the templates' secret
// placeholders redacted (httpx.RoutePath).
var apiTemplates = policyTemplates()

// templatesByHead are apiTemplates by their first segment after /api/v1 (a placeholder's
// under ""), so a call is compared with the few templates of its own head only.
var templatesByHead = func() map[string][]string {
	by := map[string][]string{}
	for _, tmpl := range apiTemplates {
		h := head(tmpl)
		if strings.Contains(h, "{") {
			h = ""
		}
		by[h] = append(by[h], tmpl)
	}
	return by
}()

// head is path's first segment after /api/v1/.
func head(path string) string {
	h, _, _ := strings.Cut(strings.TrimPrefix(path, "/api/v1/"), "/")
	return h
}

// policyTemplates reads the templates of the policy's rules.
func policyTemplates() []string {
	_, text, err := policies.Files("")
	if err != nil {
		panic("routing: the embedded policy: " + err.Error())
	}
	seen := map[string]bool{}
	var out []string
	for line := range strings.Lines(text) {
		fields := strings.Split(line, ",")
		if len(fields) != 5 || strings.TrimSpace(fields[0]) != "p" {
			continue
		}
		tmpl := strings.TrimSpace(fields[3])
		if !seen[tmpl] {
			seen[tmpl] = true
			out = append(out, tmpl)
		}
	}
	return out
}

// APITemplates returns the templates of every API call the services answer (/api/v1/…).
func APITemplates() []string { return append([]string(nil), apiTemplates...) }

// APITemplate returns the template of the API call at path (/api/v1/…) that a
// service's router would match: of the templates path fits, the one with the most literal
// segments (/bookings/my before /bookings/{bookingId}).
func APITemplate(path string) (string, bool) {
	best, bestLiterals := "", -1
	for _, candidates := range [][]string{templatesByHead[head(path)], templatesByHead[""]} {
		for _, tmpl := range candidates {
			if !httpx.RouteFits(tmpl, path) {
				continue
			}
			if n := literalSegments(tmpl); n > bestLiterals {
				best, bestLiterals = tmpl, n
			}
		}
	}
	return best, bestLiterals >= 0
}

func literalSegments(tmpl string) int {
	n := 0
	for seg := range strings.SplitSeq(tmpl, "/") {
		if !strings.Contains(seg, "{") {
			n++
		}
	}
	return n
}
