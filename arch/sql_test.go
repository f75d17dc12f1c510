package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// queryCalls are the calls that send SQL to the database.
var queryCalls = map[string]bool{
	"NewRaw": true, "NewSelect": true, "NewInsert": true, "NewUpdate": true, "NewDelete": true, "NewMerge": true,
	"ExecContext": true, "QueryContext": true, "QueryRowContext": true,
}

// isStore tells whether a file is its package's store: store.go, or one of the files a
// large store is split into by subject (store_changes.go).
func isStore(filename string) bool {
	base := filepath.Base(filename)
	return base == "store.go" || (strings.HasPrefix(base, "store_") && strings.HasSuffix(base, ".go"))
}

// sqlProblems reports every query call in a file that is not a store.
func sqlProblems(fset *token.FileSet, filename string, file *ast.File) []string {
	if isStore(filename) {
		return nil
	}
	var problems []string
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && queryCalls[sel.Sel.Name] {
			problems = append(problems, fset.Position(call.Pos()).String()+": "+sel.Sel.Name+" outside a store (store.go, store_*.go)")
		}
		return true
	})
	return problems
}

func TestSQLLivesInStores(t *testing.T) {
	files := checkFiles(t, func(p pkg) bool {
		svc, kind := layer(p.ImportPath)
		return svc != "" || kind == "domain"
	}, sqlProblems)
	if files < 30 {
		t.Fatalf("looked at only %d files", files)
	}
}

func TestSQLRuleCatchesAQueryOutsideAStore(t *testing.T) {
	src := `package booking
func (s Service) cancel(ctx context.Context) { s.db.NewRaw("UPDATE bookings SET status = 'CANCELLED'").Exec(ctx) }`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "service.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := sqlProblems(fset, "service.go", f); len(got) != 1 {
		t.Errorf("query in service.go: %v, want one problem", got)
	}
	for _, store := range []string{"store.go", "store_changes.go"} {
		if got := sqlProblems(fset, store, f); len(got) != 0 {
			t.Errorf("query in %s: %v, want none", store, got)
		}
	}
	for _, other := range []string{"storefront.go", "restore.go", "store_test.go.orig"} {
		if got := sqlProblems(fset, other, f); len(got) != 1 {
			t.Errorf("query in %s: %v, want one problem", other, got)
		}
	}
}
