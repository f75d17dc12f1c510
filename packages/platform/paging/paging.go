// Package paging is one page of a list as the back office asks for it: react-admin's
// ra-data-simple-rest parameters (sort, range, filter) and the specs' skip/take, read
// once and turned into SQL order and limits by the stores.
package paging

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/google/uuid"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/validate"
)

// Page is one page of a list: where it starts, how long it is, its order and filter.
type Page struct {
	Offset, Limit int
	SortField     string
	SortDesc      bool
	Filter        map[string]any
}

// MaxLimit is the longest page.
const MaxLimit = 1000

// maxIndex bounds a position in a list, so no arithmetic on it can overflow.
const maxIndex = 1_000_000_000

// Parse reads a page from a list's query: sort=["field","ASC"], range=[0,24],
// filter={...}, skip and take. Bad values are refused with a Dutch message.
func Parse(q url.Values) (Page, error) {
	p := Page{Limit: MaxLimit, Filter: map[string]any{}}
	bad := func(name string) error {
		return errs.New(errs.Invalid, "bad_parameter", "Ongeldige parameter %s.", name)
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
		if err := json.Unmarshal([]byte(s), &rng); err != nil || len(rng) != 2 || rng[0] < 0 || rng[1] < rng[0] || rng[1] > maxIndex {
			return p, bad("range")
		}
		p.Offset, p.Limit = rng[0], min(rng[1]-rng[0]+1, MaxLimit)
	}
	if s := q.Get("skip"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n > maxIndex {
			return p, bad("skip")
		}
		p.Offset = n
	}
	if s := q.Get("take"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return p, bad("take")
		}
		p.Limit = min(n, MaxLimit)
	}
	if s := q.Get("filter"); s != "" {
		if err := json.Unmarshal([]byte(s), &p.Filter); err != nil || !printableFilter(p.Filter) {
			return p, bad("filter")
		}
	}
	return p, nil
}

// LimitOffset is the page's SQL LIMIT and OFFSET clause.
func (p Page) LimitOffset() string { return fmt.Sprintf(" LIMIT %d OFFSET %d", p.Limit, p.Offset) }

// OrderBy returns an ORDER BY clause for the page's sort field, looked up in columns
// (API field → SQL expression); unknown fields are refused, an empty one uses def.
func (p Page) OrderBy(columns map[string]string, def string) (string, error) {
	if p.SortField == "" {
		return " ORDER BY " + def, nil
	}
	col, ok := columns[p.SortField]
	if !ok {
		return "", errs.New(errs.Invalid, "bad_sort", "Sorteren op %q kan niet.", p.SortField)
	}
	dir := "ASC"
	if p.SortDesc {
		dir = "DESC"
	}
	return fmt.Sprintf(" ORDER BY %s %s NULLS LAST, %s", col, dir, def), nil
}

// IDs returns the filter's "id" list (react-admin's getMany), or nil; ids that are
// no UUID cannot match and are left out.
func (p Page) IDs() []string {
	raw, ok := p.Filter["id"]
	if !ok {
		return nil
	}
	var ids []string
	switch v := raw.(type) {
	case []any:
		for _, x := range v {
			ids = append(ids, fmt.Sprint(x))
		}
	default:
		ids = append(ids, fmt.Sprint(v))
	}
	valid := []string{}
	for _, id := range ids {
		if _, err := uuid.Parse(id); err == nil {
			valid = append(valid, id)
		}
	}
	return valid
}

// Text returns a text filter value, trimmed, or "".
func (p Page) Text(name string) string {
	if v, ok := p.Filter[name].(string); ok {
		return strings.TrimSpace(v)
	}
	return ""
}

// Like turns a search text into a case-insensitive LIKE pattern with wildcards escaped.
func Like(q string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(q) + "%"
}

// printableFilter tells whether every text in a filter is validate.Printable.
func printableFilter(f map[string]any) bool {
	var ok func(v any) bool
	ok = func(v any) bool {
		switch x := v.(type) {
		case string:
			return validate.Printable(x)
		case []any:
			for _, e := range x {
				if !ok(e) {
					return false
				}
			}
		case map[string]any:
			for k, e := range x {
				if !validate.Printable(k) || !ok(e) {
					return false
				}
			}
		}
		return true
	}
	return ok(f)
}
