package bench_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"wandelwijs.nl/bench"
	"wandelwijs.nl/migrations/testdb"
)

// TestAnIndependentDeployOfTheShop rehearses a deploy of the shop alone: two shop
// processes, the admin service and the BFF serve (the programs the images hold, under
// make test); while guests book and an organiser works in the back office through the
// BFF, each shop process in turn is stopped and a newer build started in its place. No
// organiser's call fails, and every booking a guest was told of is in the database, once,
// with none there that no guest was told of.
func TestAnIndependentDeployOfTheShop(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, dbURL := testdb.NewWithURL(t)
	work := t.TempDir()
	newer, err := bench.BuildStatic(ctx, t.TempDir(), "wandelwijs.nl/shop")
	if err != nil {
		t.Fatal(err)
	}
	secret := strings.Repeat("geheim-", 6)
	sbPort := startSandbox(t, func(h http.Handler) http.Handler { return h })
	var shops []*bench.Process
	var urls []string
	for range 2 {
		shop := startShop(t, dbURL, sbPort, work, "mail", "1000", "JWT_SECRET="+secret)
		shops, urls = append(shops, shop), append(urls, shop.URL)
	}
	adminPort := freePort(t)
	admin := bench.NewProcess(binaries(t)["wandelwijs.nl/admin"], fmt.Sprintf("http://127.0.0.1:%d", adminPort), logFile,
		"APP_ENV=development", "DATABASE_URL="+dbURL, fmt.Sprintf("ADMIN_ADDR=127.0.0.1:%d", adminPort), "JWT_SECRET="+secret,
		"PUBLIC_URL=http://127.0.0.1:1", "DATA_DIR="+filepath.Join(work, "data"))
	startUntilCleanup(t, admin, "/readyz")
	bff := startBFF(t, strings.Join(urls, ","), work, "ADMIN_URL="+admin.URL)

	slug := "uitrol"
	walkID, err := bench.InsertWalk(ctx, db, slug, 30, 0, 10000)
	if err != nil {
		t.Fatal(err)
	}
	organiser := testdb.User(t, db, "Organisator", "organisator@example.nl", "ADMIN")
	token := testdb.Token(t, db, []byte(secret), organiser, "ADMIN", time.Now())
	client := bench.Client(10 * time.Second)

	stop := make(chan struct{})
	var wg sync.WaitGroup
	var adminCalls, adminFailed, booked, refused atomic.Int64
	var firstFailure atomic.Value
	// working runs n callers, each calling call over and over until stop closes.
	working := func(n int, call func()) {
		for range n {
			wg.Go(func() {
				for {
					select {
					case <-stop:
						return
					default:
						call()
					}
				}
			})
		}
	}
	working(2, func() { // the organiser's back office
		req, _ := http.NewRequest("GET", bff.URL+"/api/v1/walks/admin/"+walkID+"/participants", nil)
		req.AddCookie(&http.Cookie{Name: "ww_access", Value: token})
		res, err := client.Do(req)
		adminCalls.Add(1)
		if err != nil || res.StatusCode != http.StatusOK {
			adminFailed.Add(1)
			firstFailure.CompareAndSwap(nil, fmt.Sprintf("organiser: %v %v", err, res))
		}
		if err == nil {
			_, _ = io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
	})
	var n atomic.Int64
	working(4, func() { // guests booking
		email := fmt.Sprintf("gast-%d@example.nl", n.Add(1))
		res, err := client.Do(bench.GuestRequest("POST", bff.URL+"/api/v1/bookings", bench.GuestOrder("walkSlug", slug, 1, email)))
		if err != nil {
			refused.Add(1)
			return
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode == http.StatusCreated {
			booked.Add(1)
		} else {
			refused.Add(1)
			firstFailure.CompareAndSwap(nil, fmt.Sprintf("booking: %d %s", res.StatusCode, body))
		}
	})

	time.Sleep(300 * time.Millisecond) // load before the deploy
	for i, old := range shops {
		old.Stop()
		startUntilCleanup(t, newShop(newer["wandelwijs.nl/shop"], portOf(t, urls[i]), dbURL, sbPort, work, "mail", "1000", "JWT_SECRET="+secret), "/readyz")
		time.Sleep(300 * time.Millisecond) // both newer and older serve a while
	}
	close(stop)
	wg.Wait()

	if adminCalls.Load() == 0 || booked.Load() == 0 {
		t.Fatalf("no load: %d organiser calls, %d bookings", adminCalls.Load(), booked.Load())
	}
	if adminFailed.Load() > 0 {
		t.Errorf("%d of %d organiser calls failed during the shop's deploy; first: %v", adminFailed.Load(), adminCalls.Load(), firstFailure.Load())
	}
	var stored, distinct int
	if err := db.NewRaw(`SELECT count(*), count(DISTINCT customer_email) FROM bookings WHERE walk_id = ?`, walkID).Scan(ctx, &stored, &distinct); err != nil {
		t.Fatal(err)
	}
	if int64(stored) != booked.Load() || stored != distinct {
		t.Errorf("guests were told of %d bookings, the database holds %d (%d addresses)", booked.Load(), stored, distinct)
	}
	// A booking sent on a kept connection just as the stopping process closes it cannot be
	// sent again (the process may have read it): the guest hears 502 and may try again. A
	// booking sent to a process no longer listening goes to the other (bff_test.go).
	t.Logf("%d organiser calls, %d bookings, %d refused during the deploy (first: %v)", adminCalls.Load(), booked.Load(), refused.Load(), firstFailure.Load())
}

// portOf is the port of a process's URL (http://127.0.0.1:port).
func portOf(t *testing.T, url string) int {
	t.Helper()
	var port int
	if _, err := fmt.Sscanf(url[strings.LastIndex(url, ":")+1:], "%d", &port); err != nil {
		t.Fatal(err)
	}
	return port
}
