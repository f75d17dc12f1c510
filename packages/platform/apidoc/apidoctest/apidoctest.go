// Package apidoctest checks that a service's checked-in OpenAPI document is the one its
// route table gives, so the TypeScript types generated from it cannot drift from Go.
package apidoctest

import (
	"bytes"
	"os"
	"testing"

	"wandelwijs.nl/platform/apidoc"
	"wandelwijs.nl/platform/server"
)

// Check fails t when the document at path is not the OpenAPI document of routes; with
// WRITE_OPENAPI=1 in the environment it writes the document there instead.
func Check(t *testing.T, title string, routes []server.Route, path string) {
	t.Helper()
	doc, err := apidoc.Document(title, routes)
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv("WRITE_OPENAPI") == "1" {
		if err := os.WriteFile(path, doc, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	had, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v: write it with `make api-types`", err)
	}
	if !bytes.Equal(had, doc) {
		t.Fatalf("%s is not what the routes take and answer today: run `make api-types` and commit what changes", path)
	}
}
