package bench_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"wandelwijs.nl/bench"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/mollie-sandbox/sandbox"
)

// The short resilience tests, run by `make test`: PostgreSQL restarted under
// load, the Mollie sandbox answering 500 and hanging, and the shop killed mid-request.
// Each runs the real BFF binary in front of the shop on loopback, on its own database
// and ports, in a few seconds.

// mollieTimeout is the shop's Mollie client timeout in these tests (the binary's is 15 s).
const mollieTimeout = 300 * time.Millisecond

// mollieLatency is how long the sandbox takes per API call: a little of what Mollie
// takes, so a fault or crash between a booking and its payment is as likely as in life.
const mollieLatency = 30 * time.Millisecond

var (
	buildOnce sync.Once
	binDir    string
	bins      map[string]string
	buildErr  error
	logFile   *os.File
)

func TestMain(m *testing.M) {
	var err error
	if logFile, err = os.CreateTemp("", "wandelwijs-resilience-*.log"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	slog.SetDefault(slog.New(slog.NewJSONHandler(logFile, nil)))
	code := m.Run()
	logFile.Close()
	if code == 0 {
		os.Remove(logFile.Name())
	} else {
		fmt.Fprintln(os.Stderr, "service logs:", logFile.Name())
	}
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// fromImages: the tests run the programs the images hold (make test sets it after
// `make images`), else programs built from the source here.
var fromImages = os.Getenv("WANDELWIJS_IMAGES") == "1"

// imaged are the packages whose programs the images hold, by image.
var imaged = map[string]string{"wandelwijs.nl/bff": "bff", "wandelwijs.nl/shop": "shop", "wandelwijs.nl/admin": "admin"}

// binaries builds (or takes out of the images) the bff, shop and admin binaries, and
// builds the bytepass binary, once per test run.
func binaries(t *testing.T) map[string]string {
	t.Helper()
	buildOnce.Do(func() {
		if binDir, buildErr = os.MkdirTemp("", "wandelwijs-resilience-bin-"); buildErr != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		pkgs := []string{"wandelwijs.nl/bench/cmd/bytepass"}
		if !fromImages {
			pkgs = append(pkgs, "wandelwijs.nl/bff", "wandelwijs.nl/shop", "wandelwijs.nl/admin")
		}
		if bins, buildErr = bench.Build(ctx, binDir, pkgs...); buildErr != nil || !fromImages {
			return
		}
		for pkg, image := range imaged {
			if bins[pkg], buildErr = bench.FromImage(ctx, "wandelwijs/"+image+":latest", "/"+image, binDir); buildErr != nil {
				return
			}
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return bins
}

func startStack(t *testing.T, dbURL string) *bench.Stack {
	t.Helper()
	st, err := bench.StartStack(context.Background(), bench.StackConfig{DatabaseURL: dbURL, BFF: binaries(t)["wandelwijs.nl/bff"],
		MollieTimeout: mollieTimeout, WorkDir: t.TempDir(), Log: logFile, LostWebhooks: true, JobPollInterval: 100 * time.Millisecond, MollieLatency: mollieLatency})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Close)
	return st
}

// startSandbox serves a Mollie sandbox without webhook retries, its handler passed
// through wrap, on a free loopback port, and returns that port.
func startSandbox(t *testing.T, wrap func(http.Handler) http.Handler) int {
	t.Helper()
	sb := sandbox.New(sandbox.Config{WebhookRetryDelays: []time.Duration{}})
	t.Cleanup(sb.Close)
	srv := bench.NewServer(wrap(sb.Handler()))
	port := freePort(t)
	srv.Addr = fmt.Sprintf("127.0.0.1:%d", port)
	go func() { _ = srv.ListenAndServe() }()
	t.Cleanup(func() { srv.Close() })
	return port
}

// newShop is the shop binary at binary as a process on port against dbURL and the
// sandbox on sbPort, with its mails in work/mail, the given RATE_LIMIT_FACTOR and env
// besides; not started.
func newShop(binary string, port int, dbURL string, sbPort int, work, mail, rateLimitFactor string, env ...string) *bench.Process {
	return bench.NewProcess(binary, fmt.Sprintf("http://127.0.0.1:%d", port), logFile, append([]string{
		"APP_ENV=development", "DATABASE_URL=" + dbURL, fmt.Sprintf("SHOP_ADDR=127.0.0.1:%d", port),
		fmt.Sprintf("MOLLIE_API_URL=http://127.0.0.1:%d/v2", sbPort), "MOLLIE_API_KEY=test_sandboxwandelwijs0000000000000",
		"MAIL_DIR=" + filepath.Join(work, mail), "PUBLIC_URL=http://127.0.0.1:1",
		"DATA_DIR=" + filepath.Join(work, "data"), "RATE_LIMIT_FACTOR=" + rateLimitFactor}, env...)...)
}

// startShop starts the shop binary on a free port as newShop makes it, until the test ends.
func startShop(t *testing.T, dbURL string, sbPort int, work, mail, rateLimitFactor string, env ...string) *bench.Process {
	t.Helper()
	shop := newShop(binaries(t)["wandelwijs.nl/shop"], freePort(t), dbURL, sbPort, work, mail, rateLimitFactor, env...)
	startUntilCleanup(t, shop, "/readyz")
	return shop
}

// startBFF starts the BFF binary on a free port in front of the shops at upstreams, with
// env besides, until the test ends.
func startBFF(t *testing.T, upstreams, work string, env ...string) *bench.Process {
	t.Helper()
	bff := bench.NewBFF(binaries(t)["wandelwijs.nl/bff"], freePort(t), upstreams, work, logFile, env...)
	startUntilCleanup(t, bff, "/healthz")
	return bff
}

// freePort is a port free to listen on.
func freePort(t *testing.T) int {
	t.Helper()
	port, err := bench.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	return port
}

// startUntilCleanup starts p, ready once its path answers, and stops it when the test ends.
func startUntilCleanup(t *testing.T, p *bench.Process, path string) {
	t.Helper()
	if err := p.Start(path); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Stop)
}

// requireReport fails the test on every broken check and on unclear refusals; speed
// targets are only logged.
func requireReport(t *testing.T, r *bench.Report) {
	t.Helper()
	var sb strings.Builder
	r.Print(&sb)
	t.Log(sb.String())
	for _, c := range r.Checks {
		if !c.OK && (c.Correctness || strings.HasPrefix(c.Name, "every refusal") || strings.HasPrefix(c.Name, "a hanging sandbox")) {
			t.Errorf("%s: %s", c.Name, c.Detail)
		}
	}
}

func TestPostgresRestartedUnderLoad(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	cluster, err := bench.StartCluster(ctx)
	if errors.Is(err, bench.ErrNoPostgresBinaries) {
		t.Skip("PostgreSQL restart not tested: " + err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cluster.Close)
	dbURL, drop, err := bench.FreshDatabase(ctx, cluster.URL(), "resilience")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(drop)
	st := startStack(t, dbURL)

	r, _, err := bench.Faults(ctx, st, bench.FaultsConfig{Workers: 4, Phase: 800 * time.Millisecond,
		Cluster: cluster, PostgresDown: 500 * time.Millisecond, SkipSandbox: true})
	if err != nil {
		t.Fatal(err)
	}
	requireReport(t, r)
	ok, err := bench.MailAfterRecovery(ctx, st)
	if err != nil || !ok {
		t.Errorf("no confirmation mail for a booking made after the restart: %v", err)
	}
}

func TestSandboxFailingAndHanging(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	_, dbURL := testdb.NewWithURL(t)
	st := startStack(t, dbURL)

	r, run, err := bench.Faults(ctx, st, bench.FaultsConfig{Workers: 4, Phase: 700 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	requireReport(t, r)
	refused := map[string]int{}
	for _, a := range run.Attempts {
		if a.Status == http.StatusServiceUnavailable {
			refused[a.Phase]++
			if a.Latency > mollieTimeout+2*time.Second {
				t.Errorf("a refusal took %s; the Mollie timeout is %s", a.Latency, mollieTimeout)
			}
		}
	}
	for _, p := range []string{"sandbox answers 500", "sandbox hangs"} {
		if refused[p] == 0 {
			t.Errorf("%s: no attempt got the Dutch 503", p)
		}
	}
}

func TestShopKilledMidRequestAndRestarted(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, dbURL := testdb.NewWithURL(t)
	work := t.TempDir()

	// The Mollie sandbox, for the paid bookings.
	sbPort := startSandbox(t, func(h http.Handler) http.Handler { return bench.WithLatency(mollieLatency, h) })

	// The shop binary as its own process, and the BFF in front of it. One load generator
	// stands in for many visitors, each with a places budget of its own.
	shop := startShop(t, dbURL, sbPort, work, "mail", "1000")
	bff := startBFF(t, shop.URL, work)

	freeSlug := "gratis-" + fmt.Sprint(time.Now().UnixNano()%100000)
	freeID, err := bench.InsertWalk(ctx, db, freeSlug, 30, 0, 1_000_000)
	if err != nil {
		t.Fatal(err)
	}
	paidID, err := bench.InsertWalk(ctx, db, "betaald-"+fmt.Sprint(time.Now().UnixNano()%100000), 30, 2500, 1_000_000)
	if err != nil {
		t.Fatal(err)
	}
	free := bench.FreeBooker(bff.URL, freeSlug, "kill-free")
	paid := bench.PaidBooker(bff.URL, paidID, "kill-paid")
	load := bench.StartBookingLoad(ctx, 6, func(w, i int) (*http.Request, string, string) {
		if w%2 == 0 {
			return free(w, i)
		}
		return paid(w, i)
	})
	load.Hold(ctx, 600*time.Millisecond, bench.Booked)
	load.SetPhase("shop killed")
	shop.Kill()
	load.Hold(ctx, 500*time.Millisecond, bench.Answered) // the BFF's 502, checked below
	load.SetPhase("shop starting")
	restarted := time.Now()
	if err := shop.Start("/readyz"); err != nil {
		load.Stop()
		t.Fatal(err)
	}
	load.SetPhase("restarted")
	t.Logf("shop back after %s", time.Since(restarted).Round(time.Millisecond))
	load.Hold(ctx, 600*time.Millisecond, bench.Booked)
	run := &bench.FaultRun{Attempts: load.Stop(), Phases: load.Phases(), WalkIDs: []string{freeID, paidID}}

	r := &bench.Report{Name: "shop killed with SIGKILL mid-request, then started again"}
	stats := bench.PhaseLines(r, run)
	if err := bench.CheckBookings(ctx, r, db, run.Attempts, run.WalkIDs); err != nil {
		t.Fatal(err)
	}
	bench.CheckMessages(r, run.Attempts)
	requireReport(t, r)
	if stats["normal"].Created == 0 {
		t.Errorf("no booking succeeded before the kill")
	}
	if stats["restarted"].Created == 0 {
		t.Errorf("no booking succeeded after the restart")
	}
	badGateway := 0
	for _, a := range run.Attempts {
		if a.Phase == "shop killed" && a.Status == http.StatusBadGateway && bench.Message(a.Body) == bench.MsgBadGateway {
			badGateway++
		}
	}
	if badGateway == 0 {
		t.Errorf("while the shop was down, the BFF never answered its Dutch 502")
	}
}
