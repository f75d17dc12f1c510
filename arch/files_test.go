package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"testing"
)

// checkFiles parses the Go files (not tests) of every workspace package keep accepts,
// reports each problem check finds in them, and returns how many files it read.
func checkFiles(t *testing.T, keep func(pkg) bool, check func(fset *token.FileSet, path string, f *ast.File) []string) int {
	t.Helper()
	files := 0
	for _, p := range workspace(t) {
		if !keep(p) {
			continue
		}
		for _, name := range p.GoFiles {
			path := filepath.Join(p.Dir, name)
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files++
			for _, problem := range check(fset, path, f) {
				t.Error(problem)
			}
		}
	}
	return files
}
