package api_test

import (
	"testing"
	"time"

	"wandelwijs.nl/platform/apidoc/apidoctest"
	"wandelwijs.nl/shop/api"
)

// TestTheOpenAPIDocumentIsCurrent keeps the shop API's OpenAPI document, which the
// SPAs' TypeScript types are generated from, what the route table takes and answers.
func TestTheOpenAPIDocumentIsCurrent(t *testing.T) {
	rt := api.Routes(api.Deps{Enforcer: newEnforcer(t), Now: time.Now, Development: true})
	apidoctest.Check(t, "Wandelwijs shop API", *rt.Table, "../../../packages/api-client/openapi/shop.json")
}
