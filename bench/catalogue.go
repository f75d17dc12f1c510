package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"time"
)

// CatalogueMinRatio is the catalogue's target: through the BFF at least 40% of the bare
// reference's requests per second, at 64 connections. Its latencies are figures, not
// targets: a time in milliseconds follows this machine's speed, not the BFF's.
const CatalogueMinRatio = 0.40

// CatalogueConfig sizes the catalogue benchmark.
type CatalogueConfig struct {
	Concurrency       int
	Warmup, Duration  time.Duration
	MeasureShopDirect bool // also load the shop without the BFF, to see where time goes
	// ProfileDir, when set, receives this process's CPU profile of each measured run
	// (reference.pprof, bff-path.pprof, bytepass-path.pprof, shop-direct.pprof: the load
	// generator, and the shop on the last three).
	ProfileDir string
	// BytePass is the bytepass binary (bench/cmd/bytepass): when set, the shop is also
	// loaded through it, a proxy that only passes the bytes, in place of the BFF.
	BytePass string
}

// Catalogue loads GET /api/v1/walks through the BFF with Concurrency keep-alive
// connections, then a bare net/http handler on loopback serving the very bytes the BFF
// answered, with the same load generator, and compares them. With BytePass it also loads
// the shop through a proxy process that only passes bytes: the BFF against it is the
// cost of the BFF's own work, apart from the cost of a second process in the path. It
// seeds the demo walks when the database has none.
func Catalogue(ctx context.Context, st *Stack, c CatalogueConfig) (*Report, error) {
	r := &Report{Name: fmt.Sprintf("1. Catalogue: GET /api/v1/walks, %d connections, %s each", c.Concurrency, c.Duration)}
	if err := SeedDemoWalks(ctx, st); err != nil {
		return nil, err
	}
	bffURL := st.URL + "/api/v1/walks"
	a := Do(Client(10*time.Second), GuestRequest("GET", bffURL, ""), true)
	if a.Err != nil || a.Status != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %d %v %s", bffURL, a.Status, a.Err, a.Body)
	}
	var walks []json.RawMessage
	if err := json.Unmarshal(a.Body, &walks); err != nil {
		return nil, fmt.Errorf("walks answer: %w", err)
	}
	body := a.Body

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	ref := NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_, _ = w.Write(body)
	}))
	go func() { _ = ref.Serve(ln) }()
	defer ref.Close()
	refURL := "http://" + ln.Addr().String() + "/api/v1/walks"

	// Each target: a warm-up (which also fills the shop's database pool), then the
	// measured run, with the CPU time each process spent on it.
	type measured struct {
		LoadResult
		cpu map[string]time.Duration
	}
	var pass *Process
	if c.BytePass != "" {
		port, err := FreePort()
		if err != nil {
			return nil, err
		}
		pass = NewProcess(c.BytePass, fmt.Sprintf("http://127.0.0.1:%d", port), os.Stderr,
			fmt.Sprintf("BYTEPASS_ADDR=127.0.0.1:%d", port), "BYTEPASS_TARGET="+strings.TrimPrefix(st.Shop.URL, "http://"))
		if err := pass.Start("/healthz"); err != nil {
			return nil, fmt.Errorf("start bytepass: %w", err)
		}
		defer pass.Stop()
	}
	run := func(url, name string) measured {
		Load{Concurrency: c.Concurrency, Duration: c.Warmup,
			Request: func(int) *http.Request { return GuestRequest("GET", url, "") }}.Run(ctx)
		stopProfile := profileCPU(c.ProfileDir, name)
		defer stopProfile()
		meters := map[string]*CPUMeter{
			"this process":        MeterCPU(os.Getpid()),
			"BFF":                 MeterCPU(st.BFF.PID()),
			"PostgreSQL backends": MeterCPU(BackendPIDs(ctx, st.Shop.DB)...),
		}
		if pass != nil {
			meters["byte-passing proxy"] = MeterCPU(pass.PID())
		}
		res := Load{Concurrency: c.Concurrency, Duration: c.Duration,
			Request: func(int) *http.Request { return GuestRequest("GET", url, "") }}.Run(ctx)
		m := measured{LoadResult: res, cpu: map[string]time.Duration{}}
		for k, meter := range meters {
			m.cpu[k] = meter.Used()
		}
		return m
	}
	perReq := func(m measured, names ...string) string {
		var parts []string
		for _, n := range names {
			parts = append(parts, fmt.Sprintf("%s %.0f µs", n, float64(m.cpu[n].Microseconds())/float64(max(1, m.Requests))))
		}
		return strings.Join(parts, ", ")
	}
	reference := run(refURL, "reference")
	bff := run(bffURL, "bff-path")
	r.Linef("%d walks, %d bytes per answer (identity: the same bytes on both paths)", len(walks), len(body))
	r.Linef("bare net/http reference: %8.0f req/s   %s   (%s)", reference.RPS(), reference.Latency.Summary(), reference.StatusLine())
	r.Linef("BFF → shop → PostgreSQL: %8.0f req/s   %s   (%s)", bff.RPS(), bff.Latency.Summary(), bff.StatusLine())
	var passed measured
	if pass != nil {
		passed = run(pass.URL+"/api/v1/walks", "bytepass-path")
		r.Linef("byte-passing proxy → shop: %6.0f req/s   %s   (%s)", passed.RPS(), passed.Latency.Summary(), passed.StatusLine())
	}
	if c.MeasureShopDirect {
		direct := run(st.Shop.URL+"/api/v1/walks", "shop-direct")
		r.Linef("shop alone (no BFF):     %8.0f req/s   %s   (%s)", direct.RPS(), direct.Latency.Summary(), direct.StatusLine())
		r.Linef("CPU per request, shop alone: %s", perReq(direct, "this process", "PostgreSQL backends"))
	}
	r.Linef("CPU per request, reference: %s (load generator + bare handler)", perReq(reference, "this process"))
	r.Linef("CPU per request, BFF path:  %s (this process = load generator + shop)", perReq(bff, "this process", "BFF", "PostgreSQL backends"))
	if pass != nil {
		r.Linef("CPU per request, byte-passing path: %s (this process = load generator + shop)", perReq(passed, "this process", "byte-passing proxy", "PostgreSQL backends"))
	}
	ratio := bff.RPS() / reference.RPS()
	r.Linef("ratio BFF / reference: %.1f%%", 100*ratio)
	if pass != nil {
		r.Linef("ratio byte-passing proxy / reference: %.1f%%", 100*passed.RPS()/reference.RPS())
		r.Linef("ratio BFF / byte-passing proxy (the BFF's own cost; a figure, no target): %.1f%%", 100*bff.RPS()/passed.RPS())
	}
	p99 := "p99 (a figure, no target): BFF " + ms(bff.Latency.Percentile(99)) + ", reference " + ms(reference.Latency.Percentile(99))
	if pass != nil {
		p99 += ", byte-passing proxy " + ms(passed.Latency.Percentile(99))
	}
	r.Linef("%s", p99)
	r.Target(fmt.Sprintf("req/s ratio BFF / reference ≥ %.0f%%", 100*CatalogueMinRatio), ratio >= CatalogueMinRatio, "%.1f%%", 100*ratio)
	r.Target("no errors through the BFF", bff.Non2xx() == 0 && bff.Requests > 0, "%s", bff.StatusLine())
	return r, nil
}

// profileCPU writes this process's CPU profile to dir/name.pprof until stop; nothing
// without a dir.
func profileCPU(dir, name string) (stop func()) {
	if dir == "" {
		return func() {}
	}
	f, err := os.Create(filepath.Join(dir, name+".pprof"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "profile:", err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintln(os.Stderr, "profile:", err)
		f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}
