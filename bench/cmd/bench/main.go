// Command bench runs the shop's four benchmarks (`make bench`): catalogue, hot
// walk, webhook storm and faults, each against a reference measured in the same run; and
// Lighthouse's scores of the shop's first pages against their targets.
// It exits 1 when a correctness check fails (overbooking, a lost, half-made or double
// booking, more than one transition or mail, no recovery); a missed speed target is
// printed as MISSED and does not change the exit status.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"syscall"
	"time"

	"wandelwijs.nl/bench"
	"wandelwijs.nl/platform/mollie"
)

type options struct {
	connections                  int
	duration, warmup             time.Duration
	attempts, places, rounds     int
	pgClients                    []int
	calls                        int
	faultWorkers                 int
	phase, pgDown, mollieTimeout time.Duration
	mollieLatency                time.Duration
}

func main() {
	var o options
	var pgClients string
	flag.IntVar(&o.connections, "connections", 64, "catalogue: concurrent keep-alive connections")
	flag.DurationVar(&o.duration, "duration", 5*time.Second, "catalogue: measured time per target")
	flag.DurationVar(&o.warmup, "warmup", time.Second, "catalogue: unmeasured warm-up per target")
	flag.IntVar(&o.attempts, "attempts", 1000, "hot walk: concurrent booking attempts")
	flag.IntVar(&o.places, "places", 50, "hot walk: places on the walk")
	flag.IntVar(&o.rounds, "rounds", 5, "hot walk: rounds of volley and pgbench (the median ratio counts)")
	flag.StringVar(&pgClients, "pgbench-clients", "1,8", "hot walk: pgbench -c values tried; the best tps is the reference")
	flag.IntVar(&o.calls, "webhooks", 100, "webhook storm: concurrent webhook calls")
	flag.IntVar(&o.faultWorkers, "fault-clients", 8, "faults: concurrent booking clients")
	flag.DurationVar(&o.phase, "phase", 2*time.Second, "faults: length of each phase")
	flag.DurationVar(&o.pgDown, "pg-down", time.Second, "faults: how long PostgreSQL stays down")
	flag.DurationVar(&o.mollieLatency, "mollie-latency", 50*time.Millisecond, "faults: how long the sandbox takes per API call")
	flag.DurationVar(&o.mollieTimeout, "mollie-timeout", 500*time.Millisecond, "the shop's Mollie client timeout (the binary's is mollie.DefaultTimeout)")
	profileDir := flag.String("profile-dir", "", "catalogue and hotwalk: write CPU profiles here: the BFF's (bff.pprof) and this process's per measured run")
	bffBinary := flag.String("bff", "", "run this bff binary instead of building wandelwijs.nl/bff")
	keepLogs := flag.Bool("keep-logs", false, "keep the service log file even when every correctness check passes")
	lighthouse := flag.String("lighthouse", "e2e/node_modules/lighthouse/cli/index.js", "lighthouse: the CLI (e2e's, installed with the JS packages)")
	chromium := flag.String("chromium", envOr("CHROMIUM_PATH", "/usr/bin/chromium"), "lighthouse: the Chromium it drives")
	shopDist := flag.String("shop-dist", "apps/shop/dist", "lighthouse: the built shop SPA")
	lighthouseURL := flag.String("lighthouse-url", "", "lighthouse: measure the shop already running here (scripts/stack.sh) instead of starting one")
	only := flag.String("only", "catalogue,hotwalk,storm,faults,lighthouse", "the benchmarks to run, comma-separated")
	flag.Parse()
	o.pgClients = ints(pgClients)
	want := map[string]bool{}
	for _, name := range strings.Split(*only, ",") {
		want[strings.TrimSpace(name)] = true
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	logFile, err := os.CreateTemp("", "wandelwijs-bench-*.log")
	if err != nil {
		fatal(err)
	}
	defer logFile.Close()
	// The shop runs in this process: its JSON log lines go to the log file, as the BFF's do.
	slog.SetDefault(slog.New(slog.NewJSONHandler(logFile, nil)).With("service", "shop"))
	work, err := os.MkdirTemp("", "wandelwijs-bench-")
	if err != nil {
		fatal(err)
	}
	defer os.RemoveAll(work)

	server := serverURL()
	fmt.Printf("Wandelwijs benchmarks (DESIGN §9) on %d CPUs, %s, GOMAXPROCS %d, load average %s\n",
		runtime.NumCPU(), runtime.Version(), runtime.GOMAXPROCS(0), bench.LoadAverage())
	fmt.Printf("PostgreSQL: %s; service logs: %s (removed after a run without failures unless -keep-logs)\n", bench.Redact(server), logFile.Name())
	fmt.Printf("The shop's Mollie timeout here: %s (the shop binary's: %s)\n", o.mollieTimeout, mollie.DefaultTimeout)
	pkgs := []string{"wandelwijs.nl/bench/cmd/bytepass"}
	if *bffBinary == "" {
		pkgs = append(pkgs, "wandelwijs.nl/bff")
	}
	bins, err := bench.BuildStatic(ctx, filepath.Join(work, "bin"), pkgs...)
	if err != nil {
		fatal(err)
	}
	bff := *bffBinary
	if bff == "" {
		bff = bins["wandelwijs.nl/bff"]
	}

	var reports []*bench.Report
	run := func(name string, f func() (*bench.Report, error)) {
		if !want[name] {
			return
		}
		before := bench.LoadAverage()
		r, err := f()
		if err != nil {
			fatal(fmt.Errorf("%s: %w", name, err))
		}
		r.Linef("machine load average (1 min) before / after: %s / %s on %d CPUs", before, bench.LoadAverage(), runtime.NumCPU())
		r.Print(os.Stdout)
		reports = append(reports, r)
	}

	// 1–3 on a fresh database of the machine's server.
	if want["catalogue"] || want["hotwalk"] || want["storm"] {
		dbURL, drop, err := bench.FreshDatabase(ctx, server, "wandelwijs_bench")
		if err != nil {
			fatal(err)
		}
		var bffEnv []string
		if *profileDir != "" {
			bffEnv = append(bffEnv, "CPU_PROFILE="+filepath.Join(*profileDir, "bff.pprof"))
		}
		st, err := bench.StartStack(ctx, bench.StackConfig{DatabaseURL: dbURL, BFF: bff,
			MollieTimeout: o.mollieTimeout, WorkDir: filepath.Join(work, "main"), Log: logFile, LostWebhooks: true, BFFEnv: bffEnv})
		if err != nil {
			drop()
			fatal(err)
		}
		run("catalogue", func() (*bench.Report, error) {
			return bench.Catalogue(ctx, st, bench.CatalogueConfig{Concurrency: o.connections, Warmup: o.warmup,
				Duration: o.duration, MeasureShopDirect: true, ProfileDir: *profileDir, BytePass: bins["wandelwijs.nl/bench/cmd/bytepass"]})
		})
		run("hotwalk", func() (*bench.Report, error) {
			return bench.HotWalk(ctx, st, bench.HotWalkConfig{Attempts: o.attempts, Places: o.places,
				Rounds: o.rounds, PgbenchClients: o.pgClients, MeasureShopDirect: true, WorkDir: work, ProfileDir: *profileDir})
		})
		run("storm", func() (*bench.Report, error) {
			return bench.WebhookStorm(ctx, st, bench.StormConfig{Calls: o.calls})
		})
		st.Close()
		drop()
	}
	// 4 on a private cluster that can be restarted.
	run("faults", func() (*bench.Report, error) { return faults(ctx, o, bff, work, logFile, server) })
	// 5 on a fresh database, the BFF serving the built shop.
	run("lighthouse", func() (*bench.Report, error) {
		c := bench.LighthouseConfig{CLI: *lighthouse, Chromium: *chromium}
		if *lighthouseURL != "" {
			return lighthouseReport(bench.Lighthouse(ctx, strings.TrimRight(*lighthouseURL, "/"), c))
		}
		return lighthouseRun(ctx, bff, work, logFile, server, c, *shopDist)
	})

	fmt.Println("\n== Verdict")
	failed := false
	for _, r := range reports {
		fmt.Printf("   %s\n      %s\n", r.Name, r.Summary())
		failed = failed || len(r.Failures()) > 0
	}
	if failed {
		fmt.Printf("\nA correctness check FAILED (see [FAILED] above). Service logs: %s\n", logFile.Name())
		pprof.StopCPUProfile()
		os.Exit(1)
	}
	if !*keepLogs {
		os.Remove(logFile.Name())
	}
}

// lighthouseRun measures the shop's first pages with Lighthouse on a stack of their own.
func lighthouseRun(ctx context.Context, bff, work string, log *os.File, server string, c bench.LighthouseConfig, shopDist string) (*bench.Report, error) {
	dist, err := filepath.Abs(shopDist)
	if err == nil {
		_, err = os.Stat(filepath.Join(dist, "index.html"))
	}
	if err != nil {
		return skipped("5. Lighthouse", "the shop SPA is not built (make build-shop): "+err.Error()), nil
	}
	dbURL, drop, err := bench.FreshDatabase(ctx, server, "wandelwijs_lighthouse")
	if err != nil {
		return nil, err
	}
	defer drop()
	st, err := bench.StartStack(ctx, bench.StackConfig{DatabaseURL: dbURL, BFF: bff, MollieTimeout: time.Second,
		WorkDir: filepath.Join(work, "lighthouse"), Log: log, LostWebhooks: true, ShopDist: dist})
	if err != nil {
		return nil, err
	}
	defer st.Close()
	if err := bench.SeedDemoWalks(ctx, st); err != nil {
		return nil, err
	}
	return lighthouseReport(bench.Lighthouse(ctx, st.URL, c))
}

// lighthouseReport reports a missing Lighthouse or Chromium as a skip.
func lighthouseReport(r *bench.Report, err error) (*bench.Report, error) {
	if errors.Is(err, bench.ErrNoLighthouse) {
		return skipped("5. Lighthouse", err.Error()+" (scripts/bench.sh installs them)"), nil
	}
	return r, err
}

// skipped is the report of a benchmark that could not run here.
func skipped(name, why string) *bench.Report {
	r := &bench.Report{Name: name, Skipped: why}
	r.Linef("SKIPPED: %s", why)
	return r
}

func envOr(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

func faults(ctx context.Context, o options, bff, work string, log *os.File, server string) (*bench.Report, error) {
	cluster, err := bench.StartCluster(ctx)
	var note string
	switch {
	case errors.Is(err, bench.ErrNoPostgresBinaries):
		note = "PostgreSQL restart SKIPPED: " + err.Error()
	case err != nil:
		return nil, err
	default:
		defer cluster.Close()
		server = cluster.URL()
	}
	dbURL, drop, err := bench.FreshDatabase(ctx, server, "wandelwijs_faults")
	if err != nil {
		return nil, err
	}
	defer drop()
	st, err := bench.StartStack(ctx, bench.StackConfig{DatabaseURL: dbURL, BFF: bff, MollieTimeout: o.mollieTimeout,
		WorkDir: filepath.Join(work, "faults"), Log: log, LostWebhooks: true, MollieLatency: o.mollieLatency})
	if err != nil {
		return nil, err
	}
	defer st.Close()
	r, _, err := bench.Faults(ctx, st, bench.FaultsConfig{Workers: o.faultWorkers, Phase: o.phase, Cluster: cluster, PostgresDown: o.pgDown})
	if err != nil {
		return nil, err
	}
	r.Linef("Mollie sandbox: %s per API call; the shop gives up after %s", o.mollieLatency, o.mollieTimeout)
	if note != "" {
		r.Linef("%s", note)
	} else {
		r.Linef("PostgreSQL: a private cluster (%s), stopped (fast) and started again mid-load, down %s", bench.Redact(server), o.pgDown)
	}
	ok, err := bench.MailAfterRecovery(ctx, st)
	if err != nil {
		return nil, err
	}
	r.Invariant("mail jobs run again after the faults (a new free booking's confirmation arrives)", ok, "%v", ok)
	return r, nil
}

func ints(list string) []int {
	var out []int
	for _, f := range strings.Split(list, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			fatal(fmt.Errorf("not a count: %q", f))
		}
		out = append(out, n)
	}
	return out
}

func serverURL() string {
	for _, k := range []string{"TEST_DATABASE_URL", "DATABASE_URL"} {
		if v := os.Getenv(k); v != "" {
			return v
		}
	}
	return "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "bench:", err)
	os.Exit(2)
}
