package arch

import (
	"go/ast"
	"go/token"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"wandelwijs.nl/platform/errs"
)

// dutchErrors collects every stable error code in a file with its Dutch message.
func dutchErrors(file *ast.File, into map[string]string) {
	dutchErrorsEach(file, func(code, msg string) { into[code] = msg })
}

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

// Every error code the services answer has an English text (errs.English) with the same
// parameters as the Dutch, and the catalogue holds no code nobody answers.
func TestEveryErrorCodeHasAnEnglishText(t *testing.T) {
	used := map[string]string{errs.CodeInvalidInput: errs.MsgInvalidInput}
	checkFiles(t, func(pkg) bool { return true }, func(_ *token.FileSet, path string, f *ast.File) []string {
		if !strings.HasSuffix(path, "_test.go") {
			dutchErrors(f, used)
		}
		return nil
	})
	for code, dutch := range used {
		english, ok := errs.English[code]
		if !ok {
			t.Errorf("error code %s has no English text (Dutch: %q)", code, dutch)
			continue
		}
		switch {
		case len(verbs(english)) == 0, strings.Contains(english, "%["):
			// no parameters, or some of the Dutch ones by index
		case dutch == "" || !slices.Equal(verbs(dutch), verbs(english)):
			t.Errorf("error code %s: English %q has other parameters than Dutch %q", code, english, dutch)
		}
	}
	for code := range errs.English {
		if _, ok := used[code]; !ok {
			t.Errorf("English text for %s, a code nobody answers", code)
		}
	}
}
