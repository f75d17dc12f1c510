package arch

import (
	"fmt"
	"go/ast"
	"go/token"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"wandelwijs.nl/platform/errs"
)

// dutchErrorsEach calls each with every stable error code in a file and its Dutch message
// (its format, when it is a literal): errs.New's and errs.Error literals'.
func dutchErrorsEach(file *ast.File, each func(code, msg string)) {
	literal := func(e ast.Expr) string {
		lit, ok := e.(*ast.BasicLit)
		s, err := strconv.Unquote(litValue(lit, ok))
		if err != nil {
			return ""
		}
		return s
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "New" && isIdent(sel.X, "errs") && len(n.Args) >= 3 {
				if code := literal(n.Args[1]); code != "" {
					each(code, literal(n.Args[2]))
				}
			}
		case *ast.CompositeLit:
			if sel, ok := n.Type.(*ast.SelectorExpr); ok && isIdent(sel.X, "errs") && sel.Sel.Name == "Error" {
				var code, msg string
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok && isIdent(kv.Key, "Code") {
						code = literal(kv.Value)
					} else if ok && isIdent(kv.Key, "Message") {
						msg = literal(kv.Value)
					}
				}
				if code != "" {
					each(code, msg)
				}
			}
		}
		return true
	})
}

// verbs are the fmt verbs of a format, in order.
func verbs(format string) []string {
	var out []string
	for i := 0; i < len(format)-1; i++ {
		if format[i] == '%' {
			if format[i+1] == '%' {
				i++
				continue
			}
			out = append(out, format[i:i+2])
		}
	}
	return out
}

// source is one parsed Go file (not a test) of a workspace package.
type source struct {
	fset *token.FileSet
	file *ast.File
	path string
	pkg  pkg
}

// sources parses the Go files of every workspace package.
func sources(t *testing.T) []source {
	t.Helper()
	var out []source
	var current pkg
	checkFiles(t, func(p pkg) bool { current = p; return true }, func(fset *token.FileSet, path string, f *ast.File) []string {
		out = append(out, source{fset: fset, file: f, path: path, pkg: current})
		return nil
	})
	return out
}

// constants are the string constants each package (by import path) declares.
func constants(srcs []source) map[string]map[string]string {
	out := map[string]map[string]string{}
	for _, s := range srcs {
		if out[s.pkg.ImportPath] == nil {
			out[s.pkg.ImportPath] = map[string]string{}
		}
		fileConstants(s.file, out[s.pkg.ImportPath])
	}
	return out
}

// fileConstants adds the string constants a file declares to into.
func fileConstants(file *ast.File, into map[string]string) {
	for _, d := range file.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
			for _, spec := range g.Specs {
				v := spec.(*ast.ValueSpec)
				for i, name := range v.Names {
					if i < len(v.Values) {
						if lit, ok := v.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							into[name.Name], _ = strconv.Unquote(lit.Value)
						}
					}
				}
			}
		}
	}
}

// english is the English a package registers: each error code's text (errs.English),
// and the field messages it gives one (errs.EnglishFields) by their Dutch text or, for
// a message worded at run time, by the variable that holds it.
type english struct {
	codes  map[string]string
	fields map[string]bool
	named  map[string]bool
}

func newEnglish() english {
	return english{codes: map[string]string{}, fields: map[string]bool{}, named: map[string]bool{}}
}

// registered reads the English a file registers into into, resolving a key named by a
// constant with consts (the package's). A registration that cannot be read is a
// problem: its argument must be a map literal, each code and its text a literal (or a
// code's constant), each field message a literal, a constant or a variable.
func registered(fset *token.FileSet, file *ast.File, consts map[string]string, into english) []string {
	var problems []string
	problem := func(n ast.Node, what string) {
		problems = append(problems, fset.Position(n.Pos()).String()+": "+what)
	}
	literal := func(e ast.Expr) (string, bool) {
		lit, ok := e.(*ast.BasicLit)
		s, err := strconv.Unquote(litValue(lit, ok))
		return s, err == nil
	}
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		var name string
		switch fn := call.Fun.(type) {
		case *ast.SelectorExpr:
			if isIdent(fn.X, "errs") {
				name = fn.Sel.Name
			}
		case *ast.Ident:
			if file.Name.Name == "errs" {
				name = fn.Name
			}
		}
		if name != "English" && name != "EnglishFields" {
			return true
		}
		var texts *ast.CompositeLit
		if len(call.Args) == 1 {
			texts, _ = call.Args[0].(*ast.CompositeLit)
		}
		if texts == nil {
			problem(call, "errs."+name+" takes a map literal, which arch/ reads")
			return true
		}
		for _, elt := range texts.Elts {
			kv := elt.(*ast.KeyValueExpr)
			key, isLiteral := literal(kv.Key)
			id, isName := kv.Key.(*ast.Ident)
			if isName {
				key, isLiteral = consts[id.Name]
			}
			switch {
			case name == "English" && !isLiteral:
				problem(kv, "an error code registered with errs.English must be a literal or a constant")
			case name == "English":
				text, ok := literal(kv.Value)
				if !ok {
					problem(kv.Value, "the English of error code "+key+" must be a literal, for its parameters to be checked")
				}
				into.codes[key] = text
			case isLiteral:
				into.fields[key] = true
			case isName:
				into.named[id.Name] = true
			default:
				problem(kv, "a field message registered with errs.EnglishFields must be a literal, a constant or a variable")
			}
		}
		return true
	})
	return problems
}

// englishByPackage reads every package's registered English, and reports what cannot be read.
func englishByPackage(t *testing.T, srcs []source, consts map[string]map[string]string) map[string]english {
	t.Helper()
	out := map[string]english{}
	for _, s := range srcs {
		if _, ok := out[s.pkg.ImportPath]; !ok {
			out[s.pkg.ImportPath] = newEnglish()
		}
		for _, problem := range registered(s.fset, s.file, consts[s.pkg.ImportPath], out[s.pkg.ImportPath]) {
			t.Error(problem)
		}
	}
	return out
}

// Every error code means one thing: it is answered with one Dutch message, so its English
// text (and any app that reads the code) says what the Dutch says.
func TestEveryErrorCodeHasOneMessage(t *testing.T) {
	messages := map[string]map[string]bool{}
	checkFiles(t, func(pkg) bool { return true }, func(_ *token.FileSet, path string, f *ast.File) []string {
		if !strings.HasSuffix(path, "_test.go") {
			dutchErrorsEach(f, func(code, msg string) {
				if messages[code] == nil {
					messages[code] = map[string]bool{}
				}
				messages[code][msg] = true
			})
		}
		return nil
	})
	for code, msgs := range messages {
		if len(msgs) > 1 {
			t.Errorf("error code %s is answered with %d messages, %q: give each meaning its own code", code, len(msgs), slices.Sorted(maps.Keys(msgs)))
		}
	}
}

// raised are the error codes the packages raise: by code, the packages (import paths)
// that raise it, and its Dutch message.
type raised struct {
	by    map[string]map[string]bool
	dutch map[string]string
}

func (r raised) add(pkg, code, dutch string) {
	if r.by[code] == nil {
		r.by[code] = map[string]bool{}
	}
	r.by[code][pkg] = true
	r.dutch[code] = dutch
}

// englishProblems reports every code raised without one English text, registered by the
// package that raises it, with the Dutch message's parameters; a code raised by more
// than one package (each binary must hold its English: only one package can say it);
// and English for a code no package raises.
func englishProblems(codes raised, english map[string]english) []string {
	var problems []string
	registeredBy := map[string][]string{}
	for pkg, e := range english {
		for code := range e.codes {
			registeredBy[code] = append(registeredBy[code], pkg)
		}
	}
	for _, code := range slices.Sorted(maps.Keys(codes.by)) {
		by, dutch := slices.Sorted(maps.Keys(codes.by[code])), codes.dutch[code]
		if len(by) > 1 {
			problems = append(problems, fmt.Sprintf("error code %s is raised in %d packages, %v: let one raise it and the others use its error", code, len(by), by))
			continue
		}
		owners := registeredBy[code]
		switch {
		case len(owners) == 0:
			problems = append(problems, fmt.Sprintf("error code %s has no English text (Dutch: %q): register it with errs.English in %s", code, dutch, by[0]))
			continue
		case len(owners) > 1:
			slices.Sort(owners)
			problems = append(problems, fmt.Sprintf("the English of error code %s is registered in %d packages, %v", code, len(owners), owners))
			continue
		case owners[0] != by[0]:
			problems = append(problems, fmt.Sprintf("the English of error code %s is registered in %s, not in %s, which raises it", code, owners[0], by[0]))
			continue
		}
		english := english[by[0]].codes[code]
		switch {
		case len(verbs(english)) == 0, strings.Contains(english, "%["):
			// no parameters, or some of the Dutch ones by index
		case dutch == "" || !slices.Equal(verbs(dutch), verbs(english)):
			problems = append(problems, fmt.Sprintf("error code %s: English %q has other parameters than Dutch %q", code, english, dutch))
		}
	}
	for _, code := range slices.Sorted(maps.Keys(registeredBy)) {
		if codes.by[code] == nil {
			problems = append(problems, fmt.Sprintf("%v: English text for %s, a code nobody answers", registeredBy[code], code))
		}
	}
	return problems
}

// Every error code the services answer has one English text, registered beside its Dutch
// by the package that raises it (so every binary that can raise it holds it), with the
// same parameters as the Dutch; no package registers English for a code nobody answers.
func TestEveryErrorCodeHasAnEnglishText(t *testing.T) {
	srcs := sources(t)
	codes := raised{by: map[string]map[string]bool{}, dutch: map[string]string{}}
	// errs raises its own code, in errs.InvalidFields.
	codes.add("wandelwijs.nl/platform/errs", errs.CodeInvalidInput, errs.MsgInvalidInput)
	for _, s := range srcs {
		dutchErrorsEach(s.file, func(code, msg string) { codes.add(s.pkg.ImportPath, code, msg) })
	}
	if len(codes.by) < 50 {
		t.Fatalf("found only %d error codes", len(codes.by))
	}
	for _, problem := range englishProblems(codes, englishByPackage(t, srcs, constants(srcs))) {
		t.Error(problem)
	}
}

// The rule reads each registration, and finds a code without English, English in
// another package than the code's, twice, with other parameters, or for no code.
func TestEnglishRuleFindsEachMisplacedText(t *testing.T) {
	src := `package p
const codeB = "b"
const msgC = "Kies C"
var msgD = fmt.Sprintf("Kies %d", 4)
func init() {
	errs.English(map[string]string{"a": "A %d", codeB: "B", "c": text})
	errs.EnglishFields(map[string]string{msgC: "Choose C", msgD: fmt.Sprintf("Choose %d", 4), "Kies E": "Choose E"})
}`
	fset, f, consts := parseExample(t, src)
	got := newEnglish()
	problems := registered(fset, f, consts, got)
	if len(problems) != 1 || !strings.Contains(problems[0], "p.go:6") {
		t.Errorf("problems %v, want the text that is no literal on line 6", problems)
	}
	if got.codes["a"] != "A %d" || got.codes["b"] != "B" || !got.fields["Kies C"] || !got.fields["Kies E"] || !got.named["msgD"] {
		t.Errorf("read %+v", got)
	}

	codes := raised{by: map[string]map[string]bool{}, dutch: map[string]string{}}
	codes.add("p", "a", "A %s") // other parameters
	codes.add("p", "b", "B")    // fine
	codes.add("q", "c", "C")    // its English is in p
	codes.add("q", "d", "D")    // no English
	codes.add("p", "e", "E")    // raised twice,
	codes.add("q", "e", "E")    // in p and q
	codes.add("q", "f", "F")    // registered twice
	english := map[string]english{
		"p": {codes: map[string]string{"a": "A %d", "b": "B", "c": "C", "f": "F", "z": "Z"}},
		"q": {codes: map[string]string{"f": "F"}},
	}
	want := []string{
		"error code a: English",
		"error code c is registered in p, not in q",
		"error code d has no English",
		"error code e is raised in 2 packages",
		"error code f is registered in 2 packages",
		"English text for z, a code nobody answers",
	}
	problems = englishProblems(codes, english)
	if len(problems) != len(want) {
		t.Fatalf("problems %q, want %d", problems, len(want))
	}
	for i, p := range problems {
		if !strings.Contains(p, want[i]) {
			t.Errorf("problem %q, want one about %q", p, want[i])
		}
	}
}
