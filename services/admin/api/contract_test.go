package api_test

import (
	"testing"

	"wandelwijs.nl/admin/api"
	"wandelwijs.nl/platform/apidoc/apidoctest"
)

// TestTheOpenAPIDocumentIsCurrent keeps the back office API's OpenAPI document, which the
// admin SPA's TypeScript types are generated from, what the route table takes and answers.
func TestTheOpenAPIDocumentIsCurrent(t *testing.T) {
	rt := api.Routes(api.Deps{Enforcer: newEnforcer(t)})
	apidoctest.Check(t, "Wandelwijs back office API", *rt.Table, "../../../packages/api-client/openapi/admin.json")
}
