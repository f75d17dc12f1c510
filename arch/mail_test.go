package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"testing"
)

// mailContentProblems reports every mail's content a file declares: a type with a
// Template method (mail.Content). Platform declares none; each mail lives with the
// domain that sends it and registers itself there.
func mailContentProblems(fset *token.FileSet, file *ast.File) []string {
	var problems []string
	for _, d := range file.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if ok && fn.Recv != nil && fn.Name.Name == "Template" {
			problems = append(problems, fset.Position(fn.Pos()).String()+": platform declares mail content; it belongs to the domain that sends it")
		}
	}
	return problems
}

func TestPlatformDeclaresNoMailContent(t *testing.T) {
	files := 0
	for _, p := range workspace(t) {
		if _, kind := layer(p.ImportPath); kind != "platform" {
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
			for _, problem := range mailContentProblems(fset, f) {
				t.Error(problem)
			}
		}
	}
	if files < 30 {
		t.Fatalf("looked at only %d platform files", files)
	}
}

func TestMailContentRuleCatchesAPayloadInPlatform(t *testing.T) {
	src := `package mail
type BookingConfirmation struct{ BookingID string }
func (BookingConfirmation) Template() string { return "booking-confirmation" }
func Register[T Content]() {}`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "content.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := mailContentProblems(fset, f); len(got) != 1 {
		t.Errorf("a payload in platform/mail: %v, want one problem", got)
	}
}
