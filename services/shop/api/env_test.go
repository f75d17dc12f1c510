package api_test

import (
	"net/http"
	"testing"

	adminapp "wandelwijs.nl/admin/app"
	"wandelwijs.nl/bff/routing"
	"wandelwijs.nl/shop/shoptest"
)

// shopEnv is the shop of shoptest with the test it runs for, so the helpers below can
// fail it. Its Handler answers the whole /api/v1 as the BFF does: each call goes to the
// shop or to the admin service on the same database by the BFF's route table, so a flow
// can book in the shop and go on with an organiser's action.
type shopEnv struct {
	*shoptest.Shop
	t *testing.T
}

// newShopEnv starts the whole shop and the admin service beside it; lostWebhooks points
// Mollie's webhooks at a dead address.
func newShopEnv(t *testing.T, lostWebhooks bool) *shopEnv {
	shop := shoptest.Start(t, shoptest.Options{LostWebhooks: lostWebhooks, Serve: func(s *shoptest.Shop, shop http.Handler) http.Handler {
		admin, err := adminapp.New(adminapp.Config{DB: s.DB, DatabaseURL: s.DBURL, JWTKey: shoptest.Key,
			PublicURL: s.URL, AdminEmail: shoptest.AdminEmail, Development: true})
		if err != nil {
			t.Fatal(err)
		}
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if _, service, _ := routing.Find(r.Method, r.URL.Path); service == routing.Admin {
				admin.Handler.ServeHTTP(w, r)
				return
			}
			shop.ServeHTTP(w, r)
		})
	}})
	return &shopEnv{Shop: shop, t: t}
}

// The test shop's organisers' address.
const adminEmail = shoptest.AdminEmail
