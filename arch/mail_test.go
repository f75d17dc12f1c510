package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// mailContentProblems reports every mail's content a file declares: a type with a
// Template method (mail.Content). Platform declares none outside its test helpers; each
// mail lives with the domain that sends it and registers itself there.
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
	files := checkFiles(t, func(p pkg) bool {
		_, kind := layer(p.ImportPath)
		return kind == "platform" && !strings.HasSuffix(p.ImportPath, "test") // mailtest's Note is a test's mail
	}, func(fset *token.FileSet, _ string, f *ast.File) []string { return mailContentProblems(fset, f) })
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
