package migrations_test

import (
	"context"
	"strings"
	"testing"

	"wandelwijs.nl/migrations"
	"wandelwijs.nl/migrations/testdb"
)

// TestTheAuditLogsKeptRowsLoseLinksAndCustomers: audit_no_links scrubs the rows the log
// kept before it (written when audit_scrub let a quote's customer, its link and token,
// the agenda feed's link and a request's message through) in place, though the log is
// append-only, and the log stays append-only after; what changed stays.
func TestTheAuditLogsKeptRowsLoseLinksAndCustomers(t *testing.T) {
	db := testdb.New(t)
	ctx := context.Background()
	kept := `{"id": "q1", "url": "http://localhost:8080/offerte/7kycopxy2fCdr6CNsewPviVV5_VaLX3Re4X6MgIO35E", "status": "draft",
		"customer": {"vatId": "NL001234567B01", "address": "Bosweg 1, 6701 AA Wageningen", "company": "Test BV"},
		"lines": [{"quantity": 2, "unitCents": 100, "description": "Gids"}], "feedToken": "abc",
		"request": {"message": "Bel me op", "companyName": "ACME", "additionalRequests": "x", "preferredLocation": "Thuis",
		"accessibilityDetails": "rolstoel", "hasAccessibilityNeeds": true, "duration": "half-day"},
		"walk": {"address": "Heideweg 1", "city": "Ede", "title": "Heide"}}`
	if _, err := db.ExecContext(ctx, `INSERT INTO audit_log (action, subject_id, before, after) VALUES ('quote.update', 'q1', ?::jsonb, ?::jsonb)`,
		kept, kept); err != nil {
		t.Fatal(err)
	}
	all, err := migrations.All()
	if err != nil {
		t.Fatal(err)
	}
	var scrub string
	for _, m := range all {
		if m.Name == "audit_no_links" {
			scrub = m.SQL
		}
	}
	if scrub == "" {
		t.Fatal("no migration audit_no_links")
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.ExecContext(ctx, scrub); err != nil {
		t.Fatalf("audit_no_links on a log with rows: %v", err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	want := `{"id": "q1", "walk": {"city": "Ede", "title": "Heide", "address": "Heideweg 1"}, "lines": [{"quantity": 2, "unitCents": 100, "description": "Gids"}], "status": "draft", "request": {"duration": "half-day"}}`
	for _, column := range []string{"before", "after"} {
		if got := testdb.Row(t, db, `SELECT `+column+`::text FROM audit_log`); got != want {
			t.Errorf("%s is now\n%s\nwant\n%s", column, got, want)
		}
	}
	if _, err := db.ExecContext(ctx, `UPDATE audit_log SET action = 'x'`); err == nil || !strings.Contains(err.Error(), "append-only") {
		t.Errorf("after the scrub an update: %v, want refused", err)
	}
}
