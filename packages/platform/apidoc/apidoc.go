// Package apidoc writes a service's OpenAPI document from its route table: every route
// with the JSON it takes and answers, reflected from the Go types the handlers encode.
// The TypeScript types of the SPAs are generated from that document, so the contract is
// written once, in Go.
package apidoc

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/swaggest/jsonschema-go"
	"github.com/swaggest/openapi-go"
	"github.com/swaggest/openapi-go/openapi31"

	"wandelwijs.nl/platform/server"
)

// Document is the OpenAPI 3.1 document of routes, indented JSON with a final newline.
// Every field a Go encoder always writes is required; a pointer, slice or map the encoder
// may write as null is nullable (typeName says how types are named).
func Document(title string, routes []server.Route) ([]byte, error) {
	names := map[string]reflect.Type{}
	var clash error
	r := openapi31.NewReflector()
	r.Spec.Info.WithTitle(title).WithVersion("1")
	r.DefaultOptions = append(r.DefaultOptions,
		func(rc *jsonschema.ReflectContext) { rc.EnvelopNullability = true },
		jsonschema.InterceptNullability(func(p jsonschema.InterceptNullabilityParams) {
			if p.Schema.AnyOf == nil {
				return
			}
			// null or a reference: the reference says what the value is.
			p.Schema.Type = nil
			for _, s := range p.Schema.AnyOf {
				if s.TypeObject != nil && s.TypeObject.Ref != nil {
					s.TypeObject.Type = nil
				}
			}
		}),
		jsonschema.InterceptDefName(func(t reflect.Type, _ string) string {
			name := typeName(t)
			if seen, ok := names[name]; ok && seen != t && clash == nil {
				clash = fmt.Errorf("apidoc: %s and %s are both called %s", seen, t, name)
			}
			names[name] = t
			return name
		}),
		jsonschema.InterceptProp(func(p jsonschema.InterceptPropParams) error {
			if p.Processed && p.ParentSchema != nil && !strings.Contains(p.Field.Tag.Get("json"), ",omitempty") {
				p.ParentSchema.Required = append(p.ParentSchema.Required, p.Name)
			}
			return nil
		}))
	for _, rt := range routes {
		oc, err := r.NewOperationContext(rt.Method, server.APIPrefix+rt.Path)
		if err != nil {
			return nil, fmt.Errorf("apidoc: %s %s: %w", rt.Method, rt.Path, err)
		}
		if params := pathParams(rt.Path); params != nil {
			oc.AddReqStructure(params)
		}
		if rt.Shape.Takes != nil {
			oc.AddReqStructure(rt.Shape.Takes)
		}
		if len(rt.Shape.Answers) == 0 {
			return nil, fmt.Errorf("apidoc: %s %s answers nothing", rt.Method, rt.Path)
		}
		for _, a := range rt.Shape.Answers {
			options := []openapi.ContentOption{openapi.WithHTTPStatus(a.Status)}
			if a.ContentType != "" {
				options = append(options, openapi.WithContentType(a.ContentType))
			}
			oc.AddRespStructure(a.Body, options...)
		}
		if err := r.AddOperation(oc); err != nil {
			return nil, fmt.Errorf("apidoc: %s %s: %w", rt.Method, rt.Path, err)
		}
	}
	if clash != nil {
		return nil, clash
	}
	raw, err := r.Spec.MarshalJSON()
	if err != nil {
		return nil, fmt.Errorf("apidoc: %w", err)
	}
	var out bytes.Buffer
	if err := json.Indent(&out, raw, "", "  "); err != nil {
		return nil, fmt.Errorf("apidoc: %w", err)
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// typeName is a Go type's name in the document: a type of the service's own api package
// by its name without a JSON suffix (walkJSON is Walk), a domain type by its package and
// name (booking.View is BookingView).
func typeName(t reflect.Type) string {
	name := strings.TrimSuffix(t.Name(), "JSON")
	if name == "" {
		return ""
	}
	if pkg := strings.TrimSuffix(path.Base(t.PkgPath()), "_test"); pkg != "api" && pkg != "." {
		name = capitalized(pkg) + capitalized(name)
	}
	return capitalized(name)
}

func capitalized(s string) string {
	runes := []rune(s)
	runes[0] = unicode.ToUpper(runes[0])
	return string(runes)
}

var placeholder = regexp.MustCompile(`\{([^}]+)\}`)

// pathParams is a struct with one string field per placeholder of path, tagged as a path
// parameter, or nil when path has none.
func pathParams(path string) any {
	var fields []reflect.StructField
	for i, m := range placeholder.FindAllStringSubmatch(path, -1) {
		if slices.ContainsFunc(fields, func(f reflect.StructField) bool { return f.Tag.Get("path") == m[1] }) {
			continue
		}
		fields = append(fields, reflect.StructField{
			Name: fmt.Sprintf("P%d", i), Type: reflect.TypeFor[string](),
			Tag: reflect.StructTag(fmt.Sprintf(`path:%q`, m[1])),
		})
	}
	if fields == nil {
		return nil
	}
	return reflect.New(reflect.StructOf(fields)).Elem().Interface()
}
