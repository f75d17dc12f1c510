package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"wandelwijs.nl/admin/overview"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/httpx"
)

// listParams reads what react-admin's ra-data-simple-rest sends to a list endpoint
// (sort=["field","ASC"], range=[0,24], filter={...}) and the spec's skip/take.
func listParams(r *http.Request) (overview.Page, error) {
	q := r.URL.Query()
	p := overview.Page{Limit: 1000, Filter: map[string]any{}}
	bad := func(name string) error {
		return errs.New(errs.Invalid, "Ongeldige parameter %s.", name)
	}
	if s := q.Get("sort"); s != "" {
		var sort []string
		if err := json.Unmarshal([]byte(s), &sort); err != nil || len(sort) != 2 {
			return p, bad("sort")
		}
		p.SortField, p.SortDesc = sort[0], strings.EqualFold(sort[1], "DESC")
	}
	if s := q.Get("range"); s != "" {
		var rng []int
		if err := json.Unmarshal([]byte(s), &rng); err != nil || len(rng) != 2 || rng[0] < 0 || rng[1] < rng[0] {
			return p, bad("range")
		}
		p.Offset, p.Limit = rng[0], min(rng[1]-rng[0]+1, 1000)
	}
	if s := q.Get("skip"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return p, bad("skip")
		}
		p.Offset = n
	}
	if s := q.Get("take"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return p, bad("take")
		}
		p.Limit = min(n, 1000)
	}
	if s := q.Get("filter"); s != "" {
		if err := json.Unmarshal([]byte(s), &p.Filter); err != nil {
			return p, bad("filter")
		}
	}
	return p, nil
}

// writeList answers a list with the Content-Range header react-admin reads.
func writeList[T any](w http.ResponseWriter, resource string, p overview.Page, items []T, total int) {
	end := p.Offset + len(items) - 1
	if len(items) == 0 {
		end = p.Offset
	}
	w.Header().Set("Content-Range", fmt.Sprintf("%s %d-%d/%d", resource, p.Offset, end, total))
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	w.Header().Set("Access-Control-Expose-Headers", "Content-Range, X-Total-Count")
	httpx.JSON(w, http.StatusOK, items)
}
