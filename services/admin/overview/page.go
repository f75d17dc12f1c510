// Package overview holds the back office's read-only views: the dashboard figures, all
// bookings and all vouchers, and the paging every list shares.
package overview

import (
	"fmt"
	"strings"

	"github.com/google/uuid"

	"wandelwijs.nl/platform/errs"
)

// Page is one page of a list: where it starts, how long it is, its order and filter.
type Page struct {
	Offset, Limit int
	SortField     string
	SortDesc      bool
	Filter        map[string]any
}

// OrderBy returns an ORDER BY clause for the page's sort field, looked up in columns
// (API field → SQL expression); unknown fields are refused, an empty one uses def.
func (p Page) OrderBy(columns map[string]string, def string) (string, error) {
	if p.SortField == "" {
		return " ORDER BY " + def, nil
	}
	col, ok := columns[p.SortField]
	if !ok {
		return "", errs.New(errs.Invalid, "Sorteren op %q kan niet.", p.SortField)
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
