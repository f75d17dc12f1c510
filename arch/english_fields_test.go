package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"wandelwijs.nl/platform/errs"
)

// organisersOnly are the files of the back office's forms: the back office speaks Dutch,
// so their messages, some worded with the walk's own numbers, need no English.
var organisersOnly = []string{"domain/walk/planner.go", "domain/walk/series.go", "domain/quote/quote.go", "services/admin/"}

// fieldMessages finds the field messages a file words: the message of each
// validate.Errors Check(ok, field, msg) and each string in a field map given to
// errs.InvalidFields or an errs.Error's Fields. A literal message is returned in dutch,
// as is one named by a constant the file declares; a message named by a variable in
// named (the package must give it its English with errs.Translate); any other wording is
// a problem, since no English can be found for it; a message that is a parameter of
// its function is read from that function's calls in the file. translated collects the
// names the file gives to errs.Translate.
func fieldMessages(fset *token.FileSet, file *ast.File, dutch, named, translated map[string]bool, r relays) []string {
	var problems []string
	constants := map[string]string{}
	for _, d := range file.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
			for _, spec := range g.Specs {
				v := spec.(*ast.ValueSpec)
				for i, name := range v.Names {
					if i < len(v.Values) {
						if lit, ok := v.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							constants[name.Name], _ = strconv.Unquote(lit.Value)
						}
					}
				}
			}
		}
	}
	// params are the parameters of the function being read; a message that is one of
	// them is its callers' (relay), who word it as an argument.
	var params map[string]int
	var function string
	var message func(e ast.Expr)
	message = func(e ast.Expr) {
		switch m := e.(type) {
		case *ast.BasicLit:
			if s, err := strconv.Unquote(m.Value); err == nil && m.Kind == token.STRING {
				dutch[s] = true
				return
			}
		case *ast.Ident:
			if c, ok := constants[m.Name]; ok {
				dutch[c] = true
			} else if i, ok := params[m.Name]; ok {
				r.param[function] = i
			} else {
				named[m.Name] = true
			}
			return
		}
		problems = append(problems, fset.Position(e.Pos()).String()+
			": a field message must be a literal in errs.EnglishFields or a variable given to errs.Translate")
	}
	fields := func(e ast.Expr) {
		if lit, ok := e.(*ast.CompositeLit); ok {
			for _, elt := range lit.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					message(kv.Value)
				}
			}
		}
	}
	inspect := func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			switch {
			case !ok:
			case sel.Sel.Name == "Check" && len(n.Args) == 3:
				message(n.Args[2])
			case sel.Sel.Name == "InvalidFields" && isIdent(sel.X, "errs") && len(n.Args) == 1:
				fields(n.Args[0])
			case sel.Sel.Name == "Translate" && isIdent(sel.X, "errs") && len(n.Args) == 2:
				if id, ok := n.Args[0].(*ast.Ident); ok {
					translated[id.Name] = true
				}
			}
		case *ast.CompositeLit:
			if sel, ok := n.Type.(*ast.SelectorExpr); ok && isIdent(sel.X, "errs") && sel.Sel.Name == "Error" {
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok && isIdent(kv.Key, "Fields") {
						fields(kv.Value)
					}
				}
			}
		}
		return true
	}
	for _, d := range file.Decls {
		params, function = map[string]int{}, ""
		if fn, ok := d.(*ast.FuncDecl); ok {
			function = fn.Name.Name
			i := 0
			for _, field := range fn.Type.Params.List {
				for _, name := range field.Names {
					params[name.Name] = i
					i++
				}
			}
		}
		ast.Inspect(d, inspect)
	}
	ast.Inspect(file, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok {
				args := make([]string, len(call.Args))
				for i, a := range call.Args {
					args[i] = "\x00" + fset.Position(a.Pos()).String()
					if lit, ok := a.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						args[i], _ = strconv.Unquote(lit.Value)
					} else if id, ok := a.(*ast.Ident); ok && constants[id.Name] != "" {
						args[i] = constants[id.Name]
					}
				}
				r.calls[id.Name] = append(r.calls[id.Name], args)
			}
		}
		return true
	})
	return problems
}

// relays are a package's functions that put a parameter in a field (param: which), and
// the arguments of every call of a function by name in it: a literal's text, or a NUL
// and the argument's position for any other.
type relays struct {
	param map[string]int
	calls map[string][][]string
}

// messages are the field messages the package's relaying functions are called with; a
// message not given as a literal is a problem.
func (r relays) messages(dutch map[string]bool) []string {
	var problems []string
	for fn, i := range r.param {
		for _, args := range r.calls[fn] {
			switch {
			case i >= len(args):
			case strings.HasPrefix(args[i], "\x00"):
				problems = append(problems, args[i][1:]+": a field message passed to "+fn+" must be a literal in errs.EnglishFields")
			default:
				dutch[args[i]] = true
			}
		}
	}
	return problems
}

// Every field message the API can answer with has its English text: a literal one in
// errs.EnglishFields, one worded with parameters through errs.Translate in its package.
func TestEveryFieldMessageHasAnEnglishText(t *testing.T) {
	dutch := map[string]bool{}
	named, translated := map[string]map[string]bool{}, map[string]map[string]bool{}
	relaysIn := map[string]relays{}
	checkFiles(t, func(pkg) bool { return true }, func(fset *token.FileSet, path string, f *ast.File) []string {
		for _, skip := range organisersOnly {
			if strings.Contains(filepath.ToSlash(path), skip) {
				return nil
			}
		}
		dir := filepath.Dir(path)
		if named[dir] == nil {
			named[dir], translated[dir] = map[string]bool{}, map[string]bool{}
			relaysIn[dir] = relays{param: map[string]int{}, calls: map[string][][]string{}}
		}
		return fieldMessages(fset, f, dutch, named[dir], translated[dir], relaysIn[dir])
	})
	for _, r := range relaysIn {
		for _, problem := range r.messages(dutch) {
			t.Error(problem)
		}
	}
	if len(dutch) < 30 {
		t.Fatalf("found only %d field messages", len(dutch))
	}
	for msg := range dutch {
		if errs.EnglishFields[msg] == "" {
			t.Errorf("field message %q has no English text", msg)
		}
	}
	for dir, names := range named {
		for name := range names {
			if !translated[dir][name] {
				t.Errorf("%s: the field message %s is not given its English with errs.Translate", dir, name)
			}
		}
	}
}

// The rule finds a literal message, refuses one worded in place, and knows a variable's.
func TestFieldMessageRuleReadsEachWording(t *testing.T) {
	src := `package p
const msgName = "Naam is te lang"
var msgMax = fmt.Sprintf("Maximaal %d", 3)
func init() { errs.Translate(msgMax, "At most 3") }
func check(e validate.Errors) {
	e.Check(false, "a", "Naam is verplicht")
	e.Check(false, "b", msgMax)
	e.Check(false, "e", msgName)
	e.Check(false, "c", fmt.Sprintf("Maximaal %d", 4))
	_ = errs.InvalidFields(map[string]string{"d": "Kies een datum"})
	_ = invalid("Deze bon is verlopen")
}
func invalid(msg string) error { return &errs.Error{Fields: map[string]string{"code": msg}} }`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	dutch, named, translated := map[string]bool{}, map[string]bool{}, map[string]bool{}
	r := relays{param: map[string]int{}, calls: map[string][][]string{}}
	problems := append(fieldMessages(fset, f, dutch, named, translated, r), r.messages(dutch)...)
	if len(problems) != 1 || !strings.Contains(problems[0], "p.go:9") {
		t.Errorf("problems %v, want the one at line 9", problems)
	}
	if !dutch["Naam is verplicht"] || !dutch["Naam is te lang"] || !dutch["Kies een datum"] || !dutch["Deze bon is verlopen"] || !named["msgMax"] || !translated["msgMax"] {
		t.Errorf("found %v, named %v, translated %v", dutch, named, translated)
	}
}
