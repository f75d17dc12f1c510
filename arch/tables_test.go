package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// owners names the one package that owns each table and view of the schema: only its
// store writes the table; another subject asks the owner's domain functions.
var owners = map[string]string{
	"agenda_feed":           "wandelwijs.nl/domain/agenda",
	"audit_log":             "wandelwijs.nl/platform/audit",
	"booking_amendments":    "wandelwijs.nl/domain/booking",
	"booking_balances":      "wandelwijs.nl/domain/booking",
	"booking_card_payments": "wandelwijs.nl/domain/booking",
	"booking_changes":       "wandelwijs.nl/domain/booking",
	"booking_moves":         "wandelwijs.nl/domain/booking",
	"booking_positions":     "wandelwijs.nl/domain/booking",
	"bookings":              "wandelwijs.nl/domain/booking",
	"walk_bookings":         "wandelwijs.nl/domain/booking",
	"outside_payments":      "wandelwijs.nl/domain/booking",
	"calloff_choices":       "wandelwijs.nl/domain/booking",
	"bookings_of_changes":   "wandelwijs.nl/domain/booking",
	"booking_movements":     "wandelwijs.nl/domain/booking",
	"chargebacks":           "wandelwijs.nl/domain/payment",
	"owed_by_hand":          "wandelwijs.nl/domain/payment",
	"payments":              "wandelwijs.nl/domain/payment",
	"payment_records":       "wandelwijs.nl/domain/payment",
	"refunds":               "wandelwijs.nl/domain/payment",
	"refund_records":        "wandelwijs.nl/domain/payment",
	"payment_movements":     "wandelwijs.nl/domain/payment",
	"payment_subjects":      "wandelwijs.nl/domain/payment",
	"contact_messages":      "wandelwijs.nl/domain/request",
	"custom_walk_requests":  "wandelwijs.nl/domain/request",
	"feest_requests":        "wandelwijs.nl/domain/request",
	"request_statuses":      "wandelwijs.nl/domain/request",
	"invoice_counters":      "wandelwijs.nl/domain/invoice",
	"invoices":              "wandelwijs.nl/domain/invoice",
	"invoice_entries":       "wandelwijs.nl/domain/invoice",
	"mail_log":              "wandelwijs.nl/platform/jobs",
	"logged_mails":          "wandelwijs.nl/platform/jobs",
	"media_images":          "wandelwijs.nl/domain/media",
	"media_image_sizes":     "wandelwijs.nl/domain/media",
	"media_variants":        "wandelwijs.nl/domain/media",
	"walk_covers":           "wandelwijs.nl/domain/walk",
	"password_resets":       "wandelwijs.nl/domain/account",
	"refresh_tokens":        "wandelwijs.nl/domain/account",
	"users":                 "wandelwijs.nl/domain/account",
	"user_names":            "wandelwijs.nl/domain/account",
	"quotes":                "wandelwijs.nl/domain/quote",
	"voucher_ledger":        "wandelwijs.nl/domain/voucher",
	"vouchers":              "wandelwijs.nl/domain/voucher",
	"voucher_given_back":    "wandelwijs.nl/domain/voucher",
	"voucher_balances":      "wandelwijs.nl/domain/voucher",
	"voucher_movements":     "wandelwijs.nl/domain/voucher",
	"waitlist_entries":      "wandelwijs.nl/domain/waitlist",
	"waitlist_offers":       "wandelwijs.nl/domain/waitlist",
	"walks":                 "wandelwijs.nl/domain/walk",
	"walk_summaries":        "wandelwijs.nl/domain/walk",
}

// published are the views an owner offers every other subject as its read model: a
// subject reads another's rows through them (or through the owner's domain functions),
// so the owner may change its tables as long as the view keeps its shape. Only the
// owner's migrations define them; nobody writes them.
var published = map[string]bool{
	"logged_mails":        true,
	"media_image_sizes":   true,
	"payment_records":     true,
	"refund_records":      true,
	"user_names":          true,
	"voucher_given_back":  true,
	"waitlist_offers":     true,
	"walk_bookings":       true,
	"walk_summaries":      true,
	"booking_movements":   true,
	"bookings_of_changes": true,
	"invoice_entries":     true,
	"payment_movements":   true,
	"payment_subjects":    true,
	"request_statuses":    true,
	"voucher_balances":    true,
	"voucher_movements":   true,
}

var (
	writeSQL = regexp.MustCompile(`(?i)\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|MERGE\s+INTO)\s+([a-z_]+)`)
	readSQL  = regexp.MustCompile(`(?i)\b(?:FROM|JOIN)\s+([a-z_]+)`)
	// schemaObject is a table or view the migrations create.
	schemaObject = regexp.MustCompile(`(?i)CREATE\s+(?:OR\s+REPLACE\s+)?(?:TABLE|VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_]+)`)
)

// tableUse is what one file does with the schema's tables.
type tableUse struct{ reads, writes map[string]bool }

// tablesUsed reads the SQL in a file's string literals: a table after INSERT INTO,
// UPDATE, DELETE FROM or MERGE INTO is written, one after FROM or JOIN read, and so is a
// literal in a store that is a table's name alone (handed to a helper that builds the
// statement) is read.
func tablesUsed(filename string, file *ast.File, tables map[string]string) tableUse {
	use := tableUse{reads: map[string]bool{}, writes: map[string]bool{}}
	ast.Inspect(file, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			return true
		}
		if _, ok := tables[s]; ok && isStore(filename) {
			use.reads[s] = true
		}
		for _, m := range writeSQL.FindAllStringSubmatch(s, -1) {
			if _, ok := tables[m[1]]; ok {
				use.writes[m[1]] = true
			}
		}
		for _, m := range readSQL.FindAllStringSubmatch(s, -1) {
			if _, ok := tables[m[1]]; ok {
				use.reads[m[1]] = true
			}
		}
		return true
	})
	return use
}

// ownershipProblems checks what each package does with the tables against their
// owners: a package writes only its own tables and reads only its own and the views
// owners publish.
func ownershipProblems(used map[string]tableUse, tables map[string]string) []string {
	var problems []string
	for _, path := range slices.Sorted(maps.Keys(used)) {
		u := used[path]
		for _, t := range slices.Sorted(maps.Keys(u.writes)) {
			if tables[t] != path {
				problems = append(problems, path+" writes "+t+", which "+tables[t]+" owns: ask the owner's domain function")
			}
		}
		for _, t := range slices.Sorted(maps.Keys(u.reads)) {
			if tables[t] != path && !published[t] {
				problems = append(problems, path+" reads "+t+", which "+tables[t]+" owns: ask the owner's domain function or read a view it publishes")
			}
		}
	}
	return problems
}

var schemaView = regexp.MustCompile(`(?i)CREATE\s+(?:OR\s+REPLACE\s+)?VIEW\s+([a-z_]+)`)

// schemaViews are the views the migrations create.
func schemaViews(t *testing.T) map[string]bool {
	t.Helper()
	views := map[string]bool{}
	for _, sql := range migrationTexts(t) {
		for _, m := range schemaView.FindAllStringSubmatch(sql, -1) {
			views[strings.ToLower(m[1])] = true
		}
	}
	return views
}

// migrationTexts are the texts of the migrations that go up.
func migrationTexts(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../migrations/sql/*.up.sql")
	if err != nil || len(files) == 0 {
		t.Fatalf("no migrations found: %v", err)
	}
	var texts []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	return texts
}

// schemaTables lists the tables and views the migrations create.
func schemaTables(t *testing.T) []string {
	t.Helper()
	found := map[string]bool{}
	for _, sql := range migrationTexts(t) {
		for _, m := range schemaObject.FindAllStringSubmatch(sql, -1) {
			found[strings.ToLower(m[1])] = true
		}
	}
	return slices.Sorted(maps.Keys(found))
}

func TestEachTableHasOneOwner(t *testing.T) {
	for _, table := range schemaTables(t) {
		if owners[table] == "" {
			t.Errorf("the table %s has no owner: add it to owners", table)
		}
	}
	views := schemaViews(t)
	for view := range published {
		if !views[view] {
			t.Errorf("%s is published but no migration creates it as a view: only views are published", view)
		}
	}
	used := map[string]tableUse{}
	files := 0
	for _, p := range workspace(t) {
		if _, kind := layer(p.ImportPath); kind != "domain" && kind != "platform" {
			continue // handlers reach no database (TestPackagesKeepTheirLayer); the schema, its test data and the benchmarks seed every table
		}
		for _, name := range p.GoFiles {
			path := filepath.Join(p.Dir, name)
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files++
			u := tablesUsed(path, f, owners)
			if len(u.reads)+len(u.writes) == 0 {
				continue
			}
			all := used[p.ImportPath]
			if all.reads == nil {
				all = tableUse{reads: map[string]bool{}, writes: map[string]bool{}}
			}
			maps.Copy(all.reads, u.reads)
			maps.Copy(all.writes, u.writes)
			used[p.ImportPath] = all
		}
	}
	if files < 100 {
		t.Fatalf("looked at only %d files", files)
	}
	for _, problem := range ownershipProblems(used, owners) {
		t.Error(problem)
	}
}

func TestOwnershipRulesCatchEachBreach(t *testing.T) {
	src := `package walk
const q = "SELECT id FROM walks w JOIN bookings b ON b.walk_id = w.id"
const v = "SELECT count(*) FROM walk_bookings"
const u = "UPDATE refunds SET status = 'x'"
`
	f, err := parser.ParseFile(token.NewFileSet(), "store.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !published["walk_bookings"] {
		t.Fatal("the example reads walk_bookings as a published view")
	}
	tables := map[string]string{"walks": "x/walk", "bookings": "x/booking", "walk_bookings": "x/booking", "refunds": "x/payment"}
	used := map[string]tableUse{"x/walk": tablesUsed("store.go", f, tables)}
	got := ownershipProblems(used, tables)
	want := []string{
		"x/walk writes refunds, which x/payment owns: ask the owner's domain function",
		"x/walk reads bookings, which x/booking owns: ask the owner's domain function or read a view it publishes",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
