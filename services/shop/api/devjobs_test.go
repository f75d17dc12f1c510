package api_test

import (
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/shop/shoptest"
)

// TestDevJobsRunAtOnce: in development a periodic job runs on request, so the browser
// tests and a person trying the shop need not wait for its schedule; elsewhere, and for
// another machine, the route does not exist.
func TestDevJobsRunAtOnce(t *testing.T) {
	shop := shoptest.Start(t, shoptest.Options{})
	local := client{t: t, handler: shop.Handler, csrf: true, peer: "127.0.0.1:40000"}
	walk := testdb.Walk(t, shop.DB, "later", time.Now().Add(10*24*time.Hour), 10, 2500, true)
	overdue := testdb.Booking(t, shop.DB, walk, nil, 2, 5000, "PENDING", time.Now().Add(-25*time.Hour))

	if rec := local.do("POST", "/api/v1/dev/jobs/booking_expiry/run", ""); rec.Code != 200 {
		t.Fatalf("run the expiry: %d %s", rec.Code, rec.Body)
	}
	var status string
	if err := shop.DB.NewRaw(`SELECT status FROM bookings WHERE id = ?`, overdue).Scan(t.Context(), &status); err != nil || status != "CANCELLED" {
		t.Fatalf("the overdue booking is %s (%v), want CANCELLED once the run answered", status, err)
	}
	if rec := local.do("POST", "/api/v1/dev/jobs/bestaat-niet/run", ""); rec.Code != 404 || !strings.Contains(rec.Body.String(), "Onbekende taak") {
		t.Fatalf("an unknown job: %d %s", rec.Code, rec.Body)
	}
	prod := client{t: t, handler: shoptest.Start(t, shoptest.Options{Production: true}).Handler, csrf: true, peer: "127.0.0.1:40000"}
	if rec := prod.do("POST", "/api/v1/dev/jobs/booking_expiry/run", ""); rec.Code != 404 {
		t.Fatalf("outside development: %d", rec.Code)
	}
}
