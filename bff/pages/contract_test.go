package pages

import (
	"encoding/json"
	"net/http"
	"os"
	"slices"
	"testing"

	"wandelwijs.nl/platform/apidoc"
	"wandelwijs.nl/platform/server"
)

// The pages read a part of the shop API's answers into their own Go types. Those parts
// must be what the shop API writes: every field the pages read is in the shop's OpenAPI
// document (packages/api-client/openapi/shop.json, kept current by the shop's tests) with
// the same JSON type, and may be null only where the pages can take a null.
func TestThePagesReadTheShopAPIAsItWritesIt(t *testing.T) {
	shop := readDocument(t, "../../packages/api-client/openapi/shop.json")
	raw, err := apidoc.Document("pages", []server.Route{
		{Method: http.MethodGet, Path: "/walk", Shape: server.Answers[Walk](http.StatusOK)},
		{Method: http.MethodGet, Path: "/site", Shape: server.Answers[shopSite](http.StatusOK)},
	})
	if err != nil {
		t.Fatal(err)
	}
	var pages document
	if err := json.Unmarshal(raw, &pages); err != nil {
		t.Fatal(err)
	}
	for ours, theirs := range map[string]string{"PagesWalk": "Walk", "PagesShopSite": "Site"} {
		sameShape(t, theirs, pages, pages.Components.Schemas[ours], shop, shop.Components.Schemas[theirs])
	}
}

type document struct {
	Components struct {
		Schemas map[string]*schema `json:"schemas"`
	} `json:"components"`
}

type schema struct {
	Ref        string             `json:"$ref"`
	Type       any                `json:"type"`
	AnyOf      []*schema          `json:"anyOf"`
	Items      *schema            `json:"items"`
	Properties map[string]*schema `json:"properties"`
}

func readDocument(t *testing.T, path string) document {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var d document
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatal(err)
	}
	return d
}

// resolved is s with its reference followed, and whether it may be null.
func (d document) resolved(s *schema) (*schema, bool) {
	nullable := false
	if s.AnyOf != nil {
		for _, alt := range s.AnyOf {
			if alt.Type == "null" {
				nullable = true
			} else {
				s = alt
			}
		}
	}
	if s.Ref != "" {
		s = d.Components.Schemas[s.Ref[len("#/components/schemas/"):]]
	}
	types := typesOf(s)
	if i := slices.Index(types, "null"); i >= 0 {
		nullable, types = true, slices.Delete(types, i, i+1)
	}
	return &schema{Type: types, Items: s.Items, Properties: s.Properties}, nullable
}

func typesOf(s *schema) []string {
	switch v := s.Type.(type) {
	case string:
		return []string{v}
	case []any:
		out := []string{}
		for _, t := range v {
			out = append(out, t.(string))
		}
		return out
	case []string:
		return slices.Clone(v)
	}
	return nil
}

// sameShape fails t where what the pages read (ours, in our) is not what the shop writes
// (theirs, in their), at path.
func sameShape(t *testing.T, path string, our document, ours *schema, their document, theirs *schema) {
	t.Helper()
	if theirs == nil {
		t.Errorf("%s: the shop API does not write it", path)
		return
	}
	o, oursNullable := our.resolved(ours)
	th, theirsNullable := their.resolved(theirs)
	if !slices.Equal(typesOf(o), typesOf(th)) {
		t.Errorf("%s: the pages read %v, the shop writes %v", path, o.Type, th.Type)
		return
	}
	if theirsNullable && !oursNullable {
		t.Errorf("%s: the shop may write null, the pages cannot read it", path)
	}
	if o.Items != nil && th.Items != nil {
		sameShape(t, path+"[]", our, o.Items, their, th.Items)
	}
	for name, prop := range o.Properties {
		sameShape(t, path+"."+name, our, prop, their, th.Properties[name])
	}
}
