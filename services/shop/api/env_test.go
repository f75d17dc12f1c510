package api_test

import (
	"testing"

	"wandelwijs.nl/shop/shoptest"
)

// shopEnv is the shop of shoptest with the test it runs for, so the helpers below can
// fail it.
type shopEnv struct {
	*shoptest.Shop
	t *testing.T
}

// newShopEnv starts the whole shop; lostWebhooks points Mollie's webhooks at a dead address.
func newShopEnv(t *testing.T, lostWebhooks bool) *shopEnv {
	return &shopEnv{Shop: shoptest.Start(t, shoptest.Options{LostWebhooks: lostWebhooks}), t: t}
}

// The test shop's organisers' address and token key.
const adminEmail = shoptest.AdminEmail

var testKey = shoptest.Key
