package bench_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"wandelwijs.nl/bench"
	"wandelwijs.nl/migrations/testdb"
)

// TestTwoShopProcessesBehindTheBFF runs two shop binaries on one database behind the BFF
// binary, which balances between them: the rate limits count for both together, and a
// rolling restart (one process stopped and started, then the other) fails no catalogue
// or status read.
func TestTwoShopProcessesBehindTheBFF(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, dbURL := testdb.NewWithURL(t)
	work := t.TempDir()

	sbPort := startSandbox(t, func(h http.Handler) http.Handler { return h })
	var shops []*bench.Process
	var urls []string
	for i := range 2 {
		shop := startShop(t, dbURL, sbPort, work, fmt.Sprintf("mail-%d", i), "1")
		shops, urls = append(shops, shop), append(urls, shop.URL)
	}
	bff := startBFF(t, strings.Join(urls, ","), work)
	client := bench.Client(10 * time.Second)
	call := func(req *http.Request) int {
		t.Helper()
		res, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		return res.StatusCode
	}

	t.Run("login throttling counts both processes", func(t *testing.T) {
		for i := range 6 {
			code := call(bench.GuestRequest("POST", bff.URL+"/api/v1/auth/login", `{"email":"eigenaar@example.nl","password":"fout-fout-fout"}`))
			if want := map[bool]int{true: 401, false: 429}[i < 5]; code != want {
				t.Fatalf("wrong password %d, calls spread over two processes: %d, want %d", i+1, code, want)
			}
		}
	})

	slug := "twee-winkels"
	walkID, err := bench.InsertWalk(ctx, db, slug, 30, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("the places budget counts both processes", func(t *testing.T) {
		for i := range 4 {
			code := call(bench.GuestRequest("POST", bff.URL+"/api/v1/bookings", bench.GuestOrder("walkSlug", slug, 4, fmt.Sprintf("gezin-%d@example.nl", i))))
			if want := map[bool]int{true: 201, false: 429}[i < 3]; code != want {
				t.Fatalf("booking %d of 4 places from one client: %d, want %d", i+1, code, want)
			}
		}
	})

	t.Run("a rolling restart fails no read", func(t *testing.T) {
		var bookingID string
		if err := db.NewRaw(`SELECT id FROM bookings WHERE walk_id = ? LIMIT 1`, walkID).Scan(ctx, &bookingID); err != nil {
			t.Fatal(err)
		}
		reads := []string{"/api/v1/walks", "/api/v1/walks/" + slug, "/api/v1/payments/booking/" + bookingID + "/status"}
		stop := make(chan struct{})
		var done, failed atomic.Int64
		var firstFailure atomic.Value
		var wg sync.WaitGroup
		for w := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; ; i++ {
					select {
					case <-stop:
						return
					default:
					}
					path := reads[(w+i)%len(reads)]
					res, err := client.Get(bff.URL + path)
					if err == nil {
						_, _ = io.Copy(io.Discard, res.Body)
						res.Body.Close()
					}
					done.Add(1)
					if err != nil || res.StatusCode != 200 {
						failed.Add(1)
						firstFailure.CompareAndSwap(nil, fmt.Sprintf("GET %s: %v %v", path, err, res))
					}
				}
			}()
		}
		// Each step of the restart lasts 300 ms and at least 20 reads, however busy the
		// machine: five steps, so at least 100 reads.
		step := func(what string) error {
			until, want := time.Now().Add(300*time.Millisecond), done.Load()+20
			time.Sleep(300 * time.Millisecond)
			for done.Load() < want {
				if time.Since(until) > time.Minute {
					return fmt.Errorf("only %d of 20 reads made %s", 20-(want-done.Load()), what)
				}
				time.Sleep(10 * time.Millisecond)
			}
			return nil
		}
		end := func(err error) {
			close(stop)
			wg.Wait()
			if err != nil {
				t.Fatal(err)
			}
		}
		for i, shop := range shops {
			if err := step(fmt.Sprintf("before shop %d stops", i+1)); err != nil {
				end(err)
			}
			shop.Stop()
			if err := step(fmt.Sprintf("while shop %d is down", i+1)); err != nil {
				end(err)
			}
			if err := shop.Start("/readyz"); err != nil {
				end(err)
			}
		}
		end(step("after the restart"))
		t.Logf("%d reads during the rolling restart, %d failed", done.Load(), failed.Load())
		if failed.Load() != 0 {
			t.Fatalf("%d of %d reads failed, first: %v", failed.Load(), done.Load(), firstFailure.Load())
		}
	})
}
