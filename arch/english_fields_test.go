package arch

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// organisersOnly are the files of the back office's forms: the back office speaks Dutch,
// so their messages, some worded with the walk's own numbers, need no English.
var organisersOnly = []string{"domain/walk/planner.go", "domain/walk/series.go", "domain/quote/quote.go", "services/admin/"}

// fieldMessages finds the field messages a file words: the message of each
// validate.Errors Check(ok, field, msg) and each string in a field map given to
// errs.InvalidFields or an errs.Error's Fields. A literal message goes to w's dutch, as
// does one named by a constant of the package (consts); one named by a variable of the
// package to w's named, and one named by another package's constant or variable to w's
// foreign (that package must give it its English with errs.EnglishFields); any other
// wording is a problem, since no English can be found for it; a message that is a
// parameter of its function is read from that function's calls in the file.
func fieldMessages(fset *token.FileSet, file *ast.File, consts map[string]string, w wording) []string {
	var problems []string
	imports := map[string]string{}
	for _, imp := range file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		name := path.Base(p)
		if imp.Name != nil {
			name = imp.Name.Name
		}
		imports[name] = p
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
				w.dutch[s] = true
				return
			}
		case *ast.Ident:
			if c, ok := consts[m.Name]; ok {
				w.dutch[c] = true
			} else if i, ok := params[m.Name]; ok {
				w.relays.param[function] = i
			} else {
				w.named[m.Name] = true
			}
			return
		case *ast.SelectorExpr:
			if x, ok := m.X.(*ast.Ident); ok && imports[x.Name] != "" {
				w.foreign[[2]string{imports[x.Name], m.Sel.Name}] = true
				return
			}
		}
		problems = append(problems, fset.Position(e.Pos()).String()+
			": a field message must be a literal, a constant or a variable given its English with errs.EnglishFields")
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
					} else if id, ok := a.(*ast.Ident); ok && consts[id.Name] != "" {
						args[i] = consts[id.Name]
					}
				}
				w.relays.calls[id.Name] = append(w.relays.calls[id.Name], args)
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
				problems = append(problems, args[i][1:]+": a field message passed to "+fn+" must be a literal or a constant of its package")
			default:
				dutch[args[i]] = true
			}
		}
	}
	return problems
}

// wording is what a package's files word as field messages (see fieldMessages).
type wording struct {
	dutch   map[string]bool
	named   map[string]bool
	foreign map[[2]string]bool
	relays  relays
}

func newWording() wording {
	return wording{dutch: map[string]bool{}, named: map[string]bool{}, foreign: map[[2]string]bool{},
		relays: relays{param: map[string]int{}, calls: map[string][][]string{}}}
}

// organisers reports whether a file words messages only organisers read.
func organisers(path string) bool {
	for _, skip := range organisersOnly {
		if strings.Contains(filepath.ToSlash(path), skip) {
			return true
		}
	}
	return false
}

// fieldProblems reports every field message answered (by package) without English
// registered by the package that words it, every variable holding one that its package
// gives no English, English registered twice, and English a package registers for a
// message it does not word (answered or to organisers).
func fieldProblems(answered, toOrganisers map[string]wording, english map[string]english) []string {
	var problems []string
	registeredBy := map[string][]string{}
	for pkg, e := range english {
		for msg := range e.fields {
			registeredBy[msg] = append(registeredBy[msg], pkg)
		}
	}
	for pkg, w := range answered {
		for msg := range w.dutch {
			switch owners := registeredBy[msg]; {
			case english[pkg].fields[msg]:
			case len(owners) > 0:
				problems = append(problems, fmt.Sprintf("field message %q, worded in %s, has its English in %v", msg, pkg, owners))
			default:
				problems = append(problems, fmt.Sprintf("field message %q (%s) has no English text", msg, pkg))
			}
		}
		for name := range w.named {
			if !english[pkg].named[name] {
				problems = append(problems, fmt.Sprintf("%s: the field message %s is not given its English with errs.EnglishFields", pkg, name))
			}
		}
	}
	for msg, owners := range registeredBy {
		if len(owners) > 1 {
			problems = append(problems, fmt.Sprintf("the English of field message %q is registered in %d packages", msg, len(owners)))
		}
	}
	for pkg, e := range english {
		for msg := range e.fields {
			if !answered[pkg].dutch[msg] && !toOrganisers[pkg].dutch[msg] {
				problems = append(problems, fmt.Sprintf("%s registers English for %q, a field message it does not word", pkg, msg))
			}
		}
		for name := range e.named {
			if !answered[pkg].named[name] && !toOrganisers[pkg].named[name] {
				problems = append(problems, fmt.Sprintf("%s registers English for %s, a field message it does not word", pkg, name))
			}
		}
	}
	slices.Sort(problems)
	return problems
}

// Every field message the API can answer with has its English text, registered with
// errs.EnglishFields by the package that words it (a message named by another package's
// constant or variable is that package's), and no package registers English for a
// message it does not word.
func TestEveryFieldMessageHasAnEnglishText(t *testing.T) {
	srcs := sources(t)
	consts := constants(srcs)
	answered, toOrganisers := map[string]wording{}, map[string]wording{}
	in := func(words map[string]wording, pkg string) wording {
		if _, ok := words[pkg]; !ok {
			words[pkg] = newWording()
		}
		return words[pkg]
	}
	// The messages only organisers read need no English, nor wording English can be
	// found for; they are read for the English a package may register for them.
	for _, s := range srcs {
		if organisers(s.path) {
			fieldMessages(s.fset, s.file, consts[s.pkg.ImportPath], in(toOrganisers, s.pkg.ImportPath))
			continue
		}
		for _, problem := range fieldMessages(s.fset, s.file, consts[s.pkg.ImportPath], in(answered, s.pkg.ImportPath)) {
			t.Error(problem)
		}
	}
	for _, w := range answered {
		for _, problem := range w.relays.messages(w.dutch) {
			t.Error(problem)
		}
	}
	for _, w := range toOrganisers {
		w.relays.messages(w.dutch)
	}
	for _, words := range []map[string]wording{answered, toOrganisers} {
		for _, w := range words {
			for ref := range w.foreign {
				if c, ok := consts[ref[0]][ref[1]]; ok {
					in(words, ref[0]).dutch[c] = true
				} else {
					in(words, ref[0]).named[ref[1]] = true
				}
			}
		}
	}
	n := 0
	for _, w := range answered {
		n += len(w.dutch)
	}
	if n < 30 {
		t.Fatalf("found only %d field messages", n)
	}
	for _, problem := range fieldProblems(answered, toOrganisers, englishByPackage(t, srcs, consts)) {
		t.Error(problem)
	}
}

// The rule finds a literal message, refuses one worded in place, and knows a constant's,
// a variable's and another package's.
func TestFieldMessageRuleReadsEachWording(t *testing.T) {
	src := `package p
import "wandelwijs.nl/platform/validate"
const msgName = "Naam is te lang"
var msgMax = fmt.Sprintf("Maximaal %d", 3)
func check(e validate.Errors) {
	e.Check(false, "a", "Naam is verplicht")
	e.Check(false, "b", msgMax)
	e.Check(false, "e", msgName)
	e.Check(false, "c", fmt.Sprintf("Maximaal %d", 4))
	e.Check(false, "f", validate.MsgTaal)
	_ = errs.InvalidFields(map[string]string{"d": "Kies een datum"})
	_ = invalid("Deze bon is verlopen")
}
func invalid(msg string) error { return &errs.Error{Fields: map[string]string{"code": msg}} }`
	fset, f, consts := parseExample(t, src)
	w := newWording()
	problems := append(fieldMessages(fset, f, consts, w), w.relays.messages(w.dutch)...)
	if len(problems) != 1 || !strings.Contains(problems[0], "p.go:9") {
		t.Errorf("problems %v, want the one at line 9", problems)
	}
	if !w.dutch["Naam is verplicht"] || !w.dutch["Naam is te lang"] || !w.dutch["Kies een datum"] || !w.dutch["Deze bon is verlopen"] ||
		!w.named["msgMax"] || !w.foreign[[2]string{"wandelwijs.nl/platform/validate", "MsgTaal"}] {
		t.Errorf("found %v, named %v, foreign %v", w.dutch, w.named, w.foreign)
	}
}

// The rule finds a message without English, one whose English another package
// registers, a variable without English, English registered twice, and English for a
// message the package does not word; a message only organisers read needs none.
func TestFieldRuleFindsEachMisplacedText(t *testing.T) {
	answered := map[string]wording{"p": newWording(), "q": newWording()}
	toOrganisers := map[string]wording{"q": newWording()}
	answered["p"].dutch["Kies A"] = true     // fine
	answered["p"].dutch["Kies B"] = true     // its English is in q
	answered["p"].dutch["Kies C"] = true     // no English
	answered["p"].named["msgD"] = true       // no English
	answered["q"].dutch["Kies E"] = true     // registered in p too
	toOrganisers["q"].dutch["Kies F"] = true // needs none, may have one
	toOrganisers["q"].dutch["Kies G"] = true // needs none
	english := map[string]english{
		"p": {fields: map[string]bool{"Kies A": true, "Kies E": true, "Kies Z": true}, named: map[string]bool{"msgY": true}},
		"q": {fields: map[string]bool{"Kies B": true, "Kies E": true, "Kies F": true}, named: map[string]bool{}},
	}
	want := []string{
		"p registers English for \"Kies E\"",
		"p registers English for \"Kies Z\"",
		"p registers English for msgY",
		"p: the field message msgD is not given its English",
		"field message \"Kies B\", worded in p, has its English in [q]",
		"field message \"Kies C\" (p) has no English text",
		"the English of field message \"Kies E\" is registered in 2 packages",
		"q registers English for \"Kies B\"",
	}
	problems := fieldProblems(answered, toOrganisers, english)
	if len(problems) != len(want) {
		t.Fatalf("problems %q, want %d", problems, len(want))
	}
	for _, w := range want {
		if !slices.ContainsFunc(problems, func(p string) bool { return strings.Contains(p, w) }) {
			t.Errorf("no problem about %q in %q", w, problems)
		}
	}
}

// parseExample parses an example file p.go of a rule's test, with its constants.
func parseExample(t *testing.T, src string) (*token.FileSet, *ast.File, map[string]string) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	consts := map[string]string{}
	fileConstants(f, consts)
	return fset, f, consts
}
