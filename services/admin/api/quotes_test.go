package api_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/server/servertest"
)

// TestAQuotePastTheMaximumIsADutch400: a quote whose total would pass the database's
// integers (B8: 215 × € 100 000), or only rules.json's maximum, is refused on create and
// on change with a Dutch 400 naming the field, and nothing is stored or changed.
func TestAQuotePastTheMaximumIsADutch400(t *testing.T) {
	e := newEnv(t)
	until := time.Now().AddDate(0, 0, 14).Format(time.DateOnly)
	body := func(lines string) string {
		return fmt.Sprintf(`{"requestKind":"","requestId":"","customer":{"name":"Sec Offerte","email":"test-q-ovf@example.nl","phone":"",
			"company":"","address":"Bosweg 1, 6701 AA Wageningen","vatId":""},"lines":%s,"validUntil":%q}`, lines, until)
	}
	line := func(quantity, unitCents int) string {
		return fmt.Sprintf(`{"description":"x","quantity":%d,"unitCents":%d,"vatRate":21}`, quantity, unitCents)
	}
	max := rules.All.Quote
	tooDear := map[string]struct{ lines, field string }{
		"past the integers":       {"[" + line(215, 10_000_000) + "]", "lines.0.unitCents"},
		"a line past the maximum": {"[" + line(1, 100) + "," + line(2, max.MaxLineCents/2+1) + "]", "lines.1.unitCents"},
		"a quote past the maximum": {"[" + strings.Repeat(line(1, max.MaxLineCents)+",", max.MaxTotalCents/max.MaxLineCents) +
			line(1, max.MaxTotalCents%max.MaxLineCents+1) + "]", "lines"},
	}
	for name, c := range tooDear {
		rec := e.call(e.admin, "POST", "/api/v1/admin/quotes", body(c.lines))
		got := errorBody{}
		_ = json.Unmarshal(rec.Body.Bytes(), &got)
		if rec.Code != 400 || !strings.Contains(got.Errors[c.field], "hoogstens €") {
			t.Errorf("create, %s: %d %s", name, rec.Code, rec.Body)
		}
	}
	if n := testdb.Row(t, e.db, `SELECT count(*) FROM quotes`); n != "0" {
		t.Fatalf("%s quotes stored", n)
	}
	rec := e.call(e.admin, "POST", "/api/v1/admin/quotes", body("["+line(2, max.MaxLineCents/2)+"]"))
	if rec.Code != 201 {
		t.Fatalf("a quote of one line of the maximum: %d %s", rec.Code, rec.Body)
	}
	id := servertest.Decode[struct{ ID string }](t, rec).ID
	for name, c := range tooDear {
		if rec := e.call(e.admin, "PATCH", "/api/v1/admin/quotes/"+id, body(c.lines)); rec.Code != 400 {
			t.Errorf("change, %s: %d %s", name, rec.Code, rec.Body)
		}
	}
	if total := testdb.Row(t, e.db, `SELECT total_cents FROM quotes WHERE id = ?`, id); total != fmt.Sprint(max.MaxLineCents) {
		t.Errorf("the quote's total is now %s", total)
	}
}
