package arch

import (
	"bytes"
	"encoding/json"
	"io"
	"os/exec"
	"strings"
	"testing"
)

// pkg is what `go list -json` says of a package that the rules need.
type pkg struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	Imports    []string
	EmbedFiles []string
}

// workspace lists every package of the workspace.
func workspace(t *testing.T) []pkg {
	t.Helper()
	out, err := exec.Command("go", "list", "-json", "wandelwijs.nl/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p pkg
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) < 20 {
		t.Fatalf("go list found only %d packages", len(pkgs))
	}
	return pkgs
}

// services are the Go services laid out alike: api/ (HTTP), app/ (wiring) and a test
// package; their subjects live in the one domain module both import.
var services = []string{"wandelwijs.nl/shop", "wandelwijs.nl/admin"}

// domainModule holds the subjects (walk, booking, payment, …), each a package with its store.
const domainModule = "wandelwijs.nl/domain/"

// layer tells where a package sits: "api", "app", "domain", "main", "test", "platform",
// "subject" (a service package of another kind: a subject the service defines itself) or "".
func layer(path string) (service, kind string) {
	if strings.HasPrefix(path, "wandelwijs.nl/platform/") {
		return "", "platform"
	}
	if strings.HasPrefix(path, domainModule) {
		return "", "domain"
	}
	for _, s := range services {
		if path == s {
			return s, "main"
		}
		rest, ok := strings.CutPrefix(path, s+"/")
		if !ok {
			continue
		}
		switch first := strings.SplitN(rest, "/", 2)[0]; {
		case first == "api":
			return s, "api"
		case first == "app":
			return s, "app"
		case strings.HasSuffix(first, "test"): // shoptest: the whole service started for tests
			return s, "test"
		}
		return s, "subject"
	}
	return "", ""
}

// storage are the imports that reach the database; only domain packages (their
// store.go) and platform may use them.
var storage = []string{"database/sql", "github.com/uptrace/bun", "github.com/jackc/pgx"}

func isStorage(imp string) bool {
	for _, s := range storage {
		if imp == s || strings.HasPrefix(imp, s+"/") {
			return true
		}
	}
	return false
}

// layerProblems checks each package's imports against the layering: handlers never
// reach the database, domain packages never speak HTTP nor import a service, platform
// imports neither a service nor a subject, and the services never import each other.
func layerProblems(pkgs []pkg) []string {
	var problems []string
	for _, p := range pkgs {
		svc, kind := layer(p.ImportPath)
		if kind == "subject" {
			problems = append(problems, p.ImportPath+": a service defines a subject of its own; subjects live once, in "+domainModule+"…")
		}
		for _, imp := range p.Imports {
			impSvc, impKind := layer(imp)
			switch {
			case kind == "platform" && impSvc != "":
				problems = append(problems, p.ImportPath+": platform imports the service package "+imp)
			case kind == "platform" && imp == "wandelwijs.nl/migrations":
				problems = append(problems, p.ImportPath+": platform imports the schema "+imp+"; the services pass what platform needs of it")
			case kind == "platform" && impKind == "domain":
				problems = append(problems, p.ImportPath+": platform imports the subject "+imp+"; the domain passes what platform needs")
			case svc != "" && impSvc != "" && impSvc != svc:
				problems = append(problems, p.ImportPath+": imports the other service's "+imp)
			case kind == "api" && isStorage(imp):
				problems = append(problems, p.ImportPath+": a handler package imports "+imp+"; the database is reached through a domain package")
			case kind == "domain" && imp == "net/http":
				problems = append(problems, p.ImportPath+": a domain package imports net/http")
			case kind == "domain" && (impKind == "api" || impKind == "app"):
				problems = append(problems, p.ImportPath+": a domain package imports "+imp+"; data flows api → domain, never back")
			case kind == "domain" && svc == "" && impSvc != "":
				problems = append(problems, p.ImportPath+": the domain module imports the service package "+imp)
			case kind == "api" && impKind == "app":
				problems = append(problems, p.ImportPath+": imports the wiring "+imp)
			}
		}
	}
	return problems
}

func TestPackagesKeepTheirLayer(t *testing.T) {
	pkgs := workspace(t)
	domains := 0
	for _, p := range pkgs {
		if _, kind := layer(p.ImportPath); kind == "domain" {
			domains++
		}
	}
	// The subjects of both services, merged into the domain module: account, booking,
	// dashboard, payment, privacy, request, voucher, walk.
	if domains < 8 {
		t.Fatalf("found %d domain packages; the layer rules look at the wrong paths", domains)
	}
	for _, p := range layerProblems(pkgs) {
		t.Error(p)
	}
}

// The rules can fail: each breach below is reported.
func TestLayerRulesCatchEachBreach(t *testing.T) {
	breaches := []pkg{
		{ImportPath: "wandelwijs.nl/shop/api", Imports: []string{"github.com/uptrace/bun"}},
		{ImportPath: "wandelwijs.nl/admin/api", Imports: []string{"database/sql"}},
		{ImportPath: "wandelwijs.nl/domain/booking", Imports: []string{"net/http"}},
		{ImportPath: "wandelwijs.nl/domain/booking", Imports: []string{"wandelwijs.nl/shop/api"}},
		{ImportPath: "wandelwijs.nl/domain/walk", Imports: []string{"wandelwijs.nl/admin/app"}},
		{ImportPath: "wandelwijs.nl/platform/jobs", Imports: []string{"wandelwijs.nl/domain/payment"}},
		{ImportPath: "wandelwijs.nl/domain/walk", Imports: []string{"wandelwijs.nl/shop/shoptest"}},
		{ImportPath: "wandelwijs.nl/shop/api", Imports: []string{"wandelwijs.nl/admin/api"}},
		{ImportPath: "wandelwijs.nl/admin/request", Imports: []string{"context"}},
		{ImportPath: "wandelwijs.nl/platform/server", Imports: []string{"wandelwijs.nl/migrations"}},
		{ImportPath: "wandelwijs.nl/shop/api", Imports: []string{"wandelwijs.nl/shop/app"}},
	}
	for _, b := range breaches {
		if got := layerProblems([]pkg{b}); len(got) != 1 {
			t.Errorf("%s importing %v: %d problems reported, want 1", b.ImportPath, b.Imports, len(got))
		}
	}
	allowed := []pkg{
		{ImportPath: "wandelwijs.nl/shop/api", Imports: []string{"net/http", "wandelwijs.nl/domain/booking", "wandelwijs.nl/platform/httpx"}},
		{ImportPath: "wandelwijs.nl/domain/booking", Imports: []string{"github.com/uptrace/bun", "wandelwijs.nl/domain/payment"}},
		{ImportPath: "wandelwijs.nl/shop/app", Imports: []string{"wandelwijs.nl/shop/api", "wandelwijs.nl/domain/booking"}},
	}
	if got := layerProblems(allowed); len(got) != 0 {
		t.Errorf("allowed imports reported: %v", got)
	}
}
