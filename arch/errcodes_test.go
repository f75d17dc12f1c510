package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strconv"
	"testing"
)

// codePattern is a stable error code: snake_case, for programs (the apps may show their
// own text per code).
var codePattern = regexp.MustCompile(`^[a-z]+(_[a-z]+)*$`)

// codeProblems reports every error answer in a file that carries no stable code: an
// errs.New whose code is not a snake_case literal, and an errs.Error or httpx.ErrorBody
// literal without its Code.
func codeProblems(fset *token.FileSet, file *ast.File) []string {
	var problems []string
	at := func(n ast.Node, what string) {
		problems = append(problems, fset.Position(n.Pos()).String()+": "+what)
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "New" && isIdent(sel.X, "errs") {
				if len(n.Args) < 3 {
					at(n, "errs.New without a code")
					break
				}
				lit, ok := n.Args[1].(*ast.BasicLit)
				code, err := strconv.Unquote(litValue(lit, ok))
				if !ok || err != nil || !codePattern.MatchString(code) {
					at(n, "errs.New's code is not a snake_case literal")
				}
			}
		case *ast.CompositeLit:
			name := ""
			if sel, ok := n.Type.(*ast.SelectorExpr); ok && (isIdent(sel.X, "errs") && sel.Sel.Name == "Error" || isIdent(sel.X, "httpx") && sel.Sel.Name == "ErrorBody") {
				name = sel.Sel.Name
			} else if isIdent(n.Type, "ErrorBody") { // inside httpx
				name = "ErrorBody"
			}
			if name != "" && !hasKey(n, "Code") {
				at(n, name+" literal without a Code")
			}
		}
		return true
	})
	return problems
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func litValue(lit *ast.BasicLit, ok bool) string {
	if !ok || lit.Kind != token.STRING {
		return ""
	}
	return lit.Value
}

func hasKey(c *ast.CompositeLit, key string) bool {
	for _, e := range c.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok && isIdent(kv.Key, key) {
			return true
		}
	}
	return false
}

func TestEveryErrorAnswerHasAStableCode(t *testing.T) {
	files := checkFiles(t, func(pkg) bool { return true }, func(fset *token.FileSet, _ string, f *ast.File) []string {
		return codeProblems(fset, f)
	})
	if files < 100 {
		t.Fatalf("looked at only %d files", files)
	}
}

func TestTheCodeRuleCatchesAnAnswerWithoutOne(t *testing.T) {
	src := `package x
var a = errs.New(errs.Conflict, "Vol")
var b = errs.New(errs.Conflict, "Walk Full", "Vol")
var c = &errs.Error{Kind: errs.Invalid, Message: "x"}
var d = httpx.ErrorBody{Message: "x"}
var e = ErrorBody{Message: "x"}
var ok1 = errs.New(errs.Conflict, "walk_full", "Vol")
var ok2 = httpx.ErrorBody{Code: "not_found", Message: "x"}`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := codeProblems(fset, f); len(got) != 5 {
		t.Errorf("reported %d problems, want the 5 answers without a proper code: %v", len(got), got)
	}
}
