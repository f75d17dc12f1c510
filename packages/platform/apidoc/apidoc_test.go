package apidoc_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/apidoc"
	"wandelwijs.nl/platform/server"
)

type imageJSON struct {
	Alt string `json:"alt"`
}

type itemJSON struct {
	ID    string     `json:"id"`
	Title string     `json:"title"`
	Note  *string    `json:"note"`
	Image *imageJSON `json:"image"`
	Tags  []string   `json:"tags"`
	Lang  string     `json:"lang,omitempty"`
	When  time.Time  `json:"when"`
}

type itemDetailJSON struct {
	itemJSON
	Other []itemJSON `json:"other"`
}

type askJSON struct {
	Persons int `json:"persons"`
}

func document(t *testing.T) map[string]any {
	t.Helper()
	routes := []server.Route{
		{Method: http.MethodGet, Path: "/items/{slug}", Shape: server.Answers[itemDetailJSON](http.StatusOK)},
		{Method: http.MethodPost, Path: "/items/{slug}/ask", Shape: server.Exchanges[askJSON, imageJSON](http.StatusCreated)},
		{Method: http.MethodGet, Path: "/items/{slug}/{id}.pdf", Shape: server.File(http.StatusOK, "application/pdf")},
	}
	raw, err := apidoc.Document("test", routes)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

func schema(t *testing.T, doc map[string]any, name string) map[string]any {
	t.Helper()
	s, ok := doc["components"].(map[string]any)["schemas"].(map[string]any)[name].(map[string]any)
	if !ok {
		t.Fatalf("no schema %s in %v", name, doc["components"])
	}
	return s
}

func TestAFieldTheEncoderAlwaysWritesIsRequired(t *testing.T) {
	detail := schema(t, document(t), "ApidocItemDetail")
	required := map[string]bool{}
	for _, r := range detail["required"].([]any) {
		required[r.(string)] = true
	}
	for _, name := range []string{"id", "title", "note", "image", "tags", "when", "other"} {
		if !required[name] {
			t.Errorf("%s is not required: %v", name, detail["required"])
		}
	}
	if required["lang"] {
		t.Errorf("lang is omitempty, yet required")
	}
}

func TestAPointerIsNullableAndAStructIsNot(t *testing.T) {
	props := schema(t, document(t), "ApidocItemDetail")["properties"].(map[string]any)
	raw, _ := json.Marshal(props["image"])
	if got := string(raw); got != `{"anyOf":[{"type":"null"},{"$ref":"#/components/schemas/ApidocImage"}]}` {
		t.Errorf("image = %s", got)
	}
	raw, _ = json.Marshal(props["note"])
	if got := string(raw); got != `{"type":["null","string"]}` {
		t.Errorf("note = %s", got)
	}
	raw, _ = json.Marshal(props["when"])
	if got := string(raw); got != `{"format":"date-time","type":"string"}` {
		t.Errorf("when = %s", got)
	}
}

func TestEveryRouteIsInTheDocumentWithItsPathParameters(t *testing.T) {
	paths := document(t)["paths"].(map[string]any)
	for _, p := range []string{"/api/v1/items/{slug}", "/api/v1/items/{slug}/ask", "/api/v1/items/{slug}/{id}.pdf"} {
		if paths[p] == nil {
			t.Errorf("%s missing from %v", p, paths)
		}
	}
	ask, _ := json.Marshal(paths["/api/v1/items/{slug}/ask"])
	for _, want := range []string{`"name":"slug"`, `#/components/schemas/ApidocAsk`, `"201":`, `#/components/schemas/ApidocImage`} {
		if !json.Valid(ask) || !strings.Contains(string(ask), want) {
			t.Errorf("ask route lacks %s: %s", want, ask)
		}
	}
}

func TestAFileIsAnsweredAsItsType(t *testing.T) {
	pdf, _ := json.Marshal(document(t)["paths"].(map[string]any)["/api/v1/items/{slug}/{id}.pdf"])
	for _, want := range []string{`"name":"id"`, `"application/pdf"`} {
		if !strings.Contains(string(pdf), want) {
			t.Errorf("pdf route lacks %s: %s", want, pdf)
		}
	}
}

func TestARouteThatAnswersNothingIsRefused(t *testing.T) {
	if _, err := apidoc.Document("test", []server.Route{{Method: http.MethodGet, Path: "/a"}}); err == nil {
		t.Fatal("a route without an answer, no error")
	}
}

func TestTwoTypesOfOneNameAreRefused(t *testing.T) {
	type imageJSON struct {
		URL string `json:"url"`
	}
	type pairJSON struct {
		A imageJSON `json:"a"`
	}
	_, err := apidoc.Document("test", []server.Route{
		{Method: http.MethodGet, Path: "/a", Shape: server.Answers[itemJSON](http.StatusOK)},
		{Method: http.MethodGet, Path: "/b", Shape: server.Answers[pairJSON](http.StatusOK)},
	})
	if err == nil {
		t.Fatal("two types called Image, no error")
	}
}
