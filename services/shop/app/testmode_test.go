package app_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/server/servertest"
	"wandelwijs.nl/shop/shoptest"
)

// TestAShopUnderTheKORSaysSoToTheQuoteEditor: GET /api/v1/site tells whether the shop
// invoices under the small-business exemption, so the back office's quote editor shows its
// totals without btw, as the quote's invoice will be.
func TestAShopUnderTheKORSaysSoToTheQuoteEditor(t *testing.T) {
	for _, kor := range []bool{true, false} {
		shop := shoptest.Start(t, shoptest.Options{Seller: config.Seller{Name: "Wandelwijs", Address: "Bosweg 1", KvK: "12345678", KOR: kor}})
		rec := servertest.Serve(shop.Handler, servertest.Caller{}.Request(http.MethodGet, "/api/v1/site", ""))
		if site := servertest.Decode[map[string]bool](t, rec); rec.Code != http.StatusOK || site["kor"] != kor {
			t.Errorf("KOR %v: GET /site %d %s", kor, rec.Code, rec.Body)
		}
	}
}

// TestATestModeShopSaysSoOnItsPagesAndInItsMails: GET /api/v1/site, which every page of
// the shop asks, tells whether the shop runs in test mode, and each mail of a shop in test
// mode starts with TESTMODUS; a live shop's answer and mails say nothing of it.
func TestATestModeShopSaysSoOnItsPagesAndInItsMails(t *testing.T) {
	for _, testMode := range []bool{true, false} {
		shop := shoptest.Start(t, shoptest.Options{TestMode: testMode})
		rec := servertest.Serve(shop.Handler, servertest.Caller{}.Request(http.MethodGet, "/api/v1/site", ""))
		if site := servertest.Decode[map[string]bool](t, rec); rec.Code != http.StatusOK || site["testMode"] != testMode {
			t.Errorf("test mode %v: GET /site %d %s", testMode, rec.Code, rec.Body)
		}

		f := request.Feest{Name: "Femke", Email: "femke@example.nl", Phone: "0612345678", Message: "Verjaardag"}
		if _, err := shop.Requests.SubmitFeest(context.Background(), f); err != nil {
			t.Fatal(err)
		}
		for _, m := range shop.Mails(t, 2) {
			text, html := strings.HasPrefix(m.Text, "TESTMODUS"), strings.Contains(m.HTML, "TESTMODUS")
			if text != testMode || html != testMode {
				t.Errorf("test mode %v: the mail to %s says TESTMODUS in its text %v, in its html %v\n%s", testMode, m.To, text, html, m.Text)
			}
		}
	}
}
