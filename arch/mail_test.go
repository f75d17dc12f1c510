package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
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

// mailPackage renders mails in the one layout it embeds; the mails' own templates live
// with the domain packages that send them (their mails/<language>/).
const mailPackage = "wandelwijs.nl/platform/mail"

// mailTemplateProblems reports every mail template a platform package embeds besides the
// one layout: platform knows no subject's mail.
func mailTemplateProblems(pkgs []pkg) []string {
	layout := []string{"templates/layout.html", "templates/layout.txt"}
	var problems []string
	for _, p := range pkgs {
		if _, kind := layer(p.ImportPath); kind != "platform" || strings.HasSuffix(p.ImportPath, "test") {
			continue
		}
		for _, f := range p.EmbedFiles {
			if strings.HasPrefix(f, "mails/") || p.ImportPath == mailPackage && !slices.Contains(layout, f) {
				problems = append(problems, p.ImportPath+" embeds "+f+": a mail's templates belong to the domain package that sends it")
			}
		}
	}
	return problems
}

func TestPlatformEmbedsNoMailTemplate(t *testing.T) {
	pkgs := workspace(t)
	for _, problem := range mailTemplateProblems(pkgs) {
		t.Error(problem)
	}
	i := slices.IndexFunc(pkgs, func(p pkg) bool { return p.ImportPath == mailPackage })
	if i < 0 || len(pkgs[i].EmbedFiles) != 2 {
		t.Fatalf("%s is not the package that embeds the layout", mailPackage)
	}
}

func TestMailTemplateRuleCatchesATemplateInPlatform(t *testing.T) {
	pkgs := []pkg{
		{ImportPath: mailPackage, EmbedFiles: []string{"templates/layout.html", "templates/layout.txt", "templates/nl/booking-confirmation.txt"}},
		{ImportPath: "wandelwijs.nl/platform/jobs", EmbedFiles: []string{"mails/nl/job-failed.txt"}},
		{ImportPath: "wandelwijs.nl/platform/mail/mailtest", EmbedFiles: []string{"mails/nl/note.txt"}},
		{ImportPath: "wandelwijs.nl/domain/booking", EmbedFiles: []string{"mails/nl/booking-confirmation.txt"}},
	}
	if got := mailTemplateProblems(pkgs); len(got) != 2 {
		t.Errorf("templates in platform/mail and platform/jobs: %v, want two problems", got)
	}
}
