package bench

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// HotWalkMinRatio is the hot-walk target: booking attempts per second through the BFF at
// least 90% of pgbench's transactions per second for the bare transaction.
const HotWalkMinRatio = 0.9

// HotWalkConfig sizes the hot-walk benchmark.
type HotWalkConfig struct {
	Attempts, Places int
	// PgbenchClients are the pgbench -c values tried; the best tps is the reference.
	// None skips pgbench.
	PgbenchClients []int
	// Rounds is how many times the volley and pgbench alternate.
	Rounds int
	// MeasureShopDirect also fires the attempts at the shop without the BFF.
	MeasureShopDirect bool
	WorkDir           string
	// ProfileDir, when set, receives this process's CPU profile of each volley
	// (hotwalk-round-N.pprof, hotwalk-shop-direct.pprof).
	ProfileDir string
}

// hotRun is one volley of booking attempts at one walk.
type hotRun struct {
	answers []Answer
	elapsed time.Duration
	// placed is when, from the start, the last booking that was placed had its answer: the
	// places go one after another, each in its own transaction under the walk's lock, and
	// the refusals mostly come after them.
	placed time.Duration
	// cpu is the CPU time each process spent on the volley.
	cpu map[string]time.Duration
}

// cpuLine is the CPU time per attempt by process.
func (h hotRun) cpuLine() string {
	var parts []string
	for _, n := range []string{"this process", "BFF", "PostgreSQL backends"} {
		if d, ok := h.cpu[n]; ok {
			parts = append(parts, fmt.Sprintf("%s %.0f µs", n, float64(d.Microseconds())/float64(len(h.answers))))
		}
	}
	return strings.Join(parts, ", ")
}

func (h hotRun) rate() float64 { return float64(len(h.answers)) / h.elapsed.Seconds() }

// volley fires n guest booking attempts (qty 1) for slug at base all at once, each on
// its own connection, and waits for every answer.
func volley(ctx context.Context, st *Stack, base, slug string, n int, profile func() (stop func())) hotRun {
	tr := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 10 * time.Second}).DialContext,
		MaxIdleConnsPerHost: n,
		DisableCompression:  true,
	}
	defer tr.CloseIdleConnections()
	c := &http.Client{Transport: tr, Timeout: 60 * time.Second}
	reqs := make([]*http.Request, n)
	for i := range reqs {
		reqs[i] = GuestRequest("POST", base+"/api/v1/bookings", GuestOrder("walkSlug", slug, 1, fmt.Sprintf("gast-%d@example.nl", i))).WithContext(ctx)
	}
	fire := volleyOf(n, func(i int) func() Answer {
		return func() Answer { return Do(c, reqs[i], true) }
	})
	fillPool(ctx, st)
	meters := map[string]*CPUMeter{"this process": MeterCPU(os.Getpid()), "PostgreSQL backends": MeterCPU(BackendPIDs(ctx, st.Shop.DB)...)}
	if base == st.URL {
		meters["BFF"] = MeterCPU(st.BFF.PID())
	}
	stopProfile := profile()
	t0 := time.Now()
	answers := fire()
	stopProfile()
	run := hotRun{answers: answers, elapsed: time.Since(t0), cpu: map[string]time.Duration{}}
	for _, a := range answers {
		if a.Status == http.StatusCreated {
			run.placed = max(run.placed, a.Start.Add(a.Latency).Sub(t0))
		}
	}
	for k, m := range meters {
		run.cpu[k] = m.Used()
	}
	return run
}

// HotWalk fires Attempts concurrent guest bookings through the BFF at a free walk with
// Places places: exactly Places must succeed and the rest get 409, with the database
// agreeing. The reference is pgbench running the bare transaction (lock the walk row,
// count its places, insert a booking while there is room) as many times on the same
// database. The machine's PostgreSQL is shared, so the volley and pgbench alternate for
// Rounds rounds, each on fresh walks, and the median ratio counts.
func HotWalk(ctx context.Context, st *Stack, c HotWalkConfig) (*Report, error) {
	r := &Report{Name: fmt.Sprintf("2. Hot walk: %d concurrent bookings of one walk with %d places", c.Attempts, c.Places)}
	rounds := max(1, c.Rounds)
	merged := map[string]*Check{}
	var order []string
	merge := func(prefix string, sub *Report) {
		for _, ch := range sub.Checks {
			name := prefix + ch.Name
			m, ok := merged[name]
			if !ok {
				m = &Check{Name: name, OK: true, Correctness: ch.Correctness}
				merged[name] = m
				order = append(order, name)
			}
			m.OK = m.OK && ch.OK
			if m.Detail != "" {
				m.Detail += " | "
			}
			m.Detail += ch.Detail
		}
	}
	var ratios []float64
	for round := 1; round <= rounds; round++ {
		slug := "hot-walk-" + randomHex(4)
		walkID, err := InsertWalk(ctx, st.Shop.DB, slug, 30, 0, c.Places)
		if err != nil {
			return nil, err
		}
		run := volley(ctx, st, st.URL, slug, c.Attempts, func() func() {
			return profileCPU(c.ProfileDir, fmt.Sprintf("hotwalk-round-%d", round))
		})
		sub := &Report{}
		if err := checkHotWalk(ctx, sub, st, walkID, run, c.Places); err != nil {
			return nil, err
		}
		merge("", sub)
		if round == 1 {
			r.Lines = append(r.Lines, sub.Lines...)
		}
		r.Linef("round %d, through the BFF: %d attempts in %s = %.0f attempts/s (the last place taken after %s)",
			round, len(run.answers), run.elapsed.Round(time.Millisecond), run.rate(), run.placed.Round(time.Millisecond))
		r.Linef("    CPU per attempt: %s (this process = load generator + shop)", run.cpuLine())
		if len(c.PgbenchClients) == 0 {
			continue
		}
		var best pgbenchResult
		for _, clients := range c.PgbenchClients {
			pg, err := pgbenchHotWalk(ctx, st, c, clients)
			if err != nil {
				return nil, err
			}
			r.Linef("round %d, pgbench, the bare transaction (-M prepared -c %d, %d transactions): %.0f tps; it booked %d of %d places",
				round, clients, pg.transactions, pg.tps, pg.booked, c.Places)
			sub := &Report{}
			sub.Invariant(fmt.Sprintf("pgbench -c %d booked exactly the places", clients), pg.booked == c.Places, "%d of %d", pg.booked, c.Places)
			merge("", sub)
			if pg.tps > best.tps {
				best = pg
			}
		}
		ratio := run.rate() / best.tps
		ratios = append(ratios, ratio)
		r.Linef("round %d, ratio BFF / best pgbench (-c %d): %.1f%%", round, best.clients, 100*ratio)
	}
	if c.MeasureShopDirect {
		slug := "hot-walk-direct-" + randomHex(4)
		walkID, err := InsertWalk(ctx, st.Shop.DB, slug, 30, 0, c.Places)
		if err != nil {
			return nil, err
		}
		direct := volley(ctx, st, st.Shop.URL, slug, c.Attempts, func() func() { return profileCPU(c.ProfileDir, "hotwalk-shop-direct") })
		sub := &Report{}
		if err := checkHotWalk(ctx, sub, st, walkID, direct, c.Places); err != nil {
			return nil, err
		}
		merge("shop alone: ", sub)
		r.Linef("shop alone (no BFF): %d attempts in %s = %.0f attempts/s",
			len(direct.answers), direct.elapsed.Round(time.Millisecond), direct.rate())
		r.Linef("    CPU per attempt: %s", direct.cpuLine())
	}
	for _, name := range order {
		r.Checks = append(r.Checks, *merged[name])
	}
	if len(ratios) > 0 {
		sort.Float64s(ratios)
		median := ratios[len(ratios)/2]
		r.Linef("median ratio BFF / pgbench over %d rounds: %.1f%%", len(ratios), 100*median)
		r.Target(fmt.Sprintf("attempts/s ≥ %.0f%% of pgbench tps", 100*HotWalkMinRatio), median >= HotWalkMinRatio, "median %.1f%%", 100*median)
	}
	return r, nil
}

// checkHotWalk adds the hot walk's correctness checks for one volley.
func checkHotWalk(ctx context.Context, r *Report, st *Stack, walkID string, run hotRun, places int) error {
	created, full, other := 0, 0, map[string]int{}
	ids := map[string]bool{}
	for _, a := range run.answers {
		switch {
		case a.Status == http.StatusCreated:
			created++
			ids[Field(a.Body, "id")] = true
		case a.Status == http.StatusConflict && Message(a.Body) == "Deze wandeling is helaas volgeboekt.":
			full++
		default:
			other[fmt.Sprintf("%d %q %v", a.Status, Message(a.Body), a.Err)]++
		}
	}
	var rows []struct {
		ID     string `bun:"id"`
		Qty    int    `bun:"qty"`
		Status string `bun:"status"`
	}
	if err := st.Shop.DB.NewRaw(`SELECT id, qty, status FROM bookings WHERE walk_id = ?`, walkID).Scan(ctx, &rows); err != nil {
		return err
	}
	taken, unanswered := 0, 0
	for _, b := range rows {
		if b.Status == "PAID" || b.Status == "PENDING" {
			taken += b.Qty
		}
		if !ids[b.ID] {
			unanswered++
		}
	}
	r.Linef("answers: %d × 201, %d × 409 \"Deze wandeling is helaas volgeboekt.\", %d other %v", created, full, len(run.answers)-created-full, other)
	r.Invariant("never overbooked", taken <= places, "%d of %d places taken in the database", taken, places)
	r.Invariant("exactly the places succeed, the rest 409", created == places && full == len(run.answers)-places,
		"%d × 201, %d × 409", created, full)
	r.Invariant("every 201 is one booking row and every row had its 201", len(rows) == created && len(ids) == created && unanswered == 0,
		"%d rows, %d distinct ids answered, %d rows nobody was told of", len(rows), len(ids), unanswered)
	return nil
}

type pgbenchResult struct {
	clients      int
	tps          float64
	transactions int
	booked       int
}

var tpsPattern = regexp.MustCompile(`tps = ([0-9.]+) \(without initial connection time\)`)

// pgbenchScript is the bare booking transaction, what the shop's BookFree does minus
// everything around it: lock the walk row, count its taken places, insert one booking (and its position)
// while there is room.
const pgbenchScript = `BEGIN;
SELECT max_participants AS places FROM walks WHERE id = '%[1]s' AND published FOR UPDATE \gset
SELECT COALESCE(sum(qty), 0)::int AS taken FROM bookings WHERE walk_id = '%[1]s' AND booking_holds_places(status, hold_until, now()) \gset
\if :taken < :places
WITH b AS (INSERT INTO bookings (walk_id, customer_name, customer_email, customer_phone, qty, total_cents, status, payment_status, paid_at) VALUES ('%[1]s', 'Pgbench Gast', 'pgbench@example.nl', '+31 6 12345678', 1, 0, 'PAID', 'PAID', now()) RETURNING id) INSERT INTO booking_positions (booking_id, quantity, unit_cents) SELECT id, 1, 0 FROM b;
\endif
END;
`

// pgbenchHotWalk runs pgbenchScript Attempts times (spread over PgbenchClients
// connections) on a fresh walk with Places places in the stack's database.
func pgbenchHotWalk(ctx context.Context, st *Stack, c HotWalkConfig, clients int) (pgbenchResult, error) {
	bin, err := Pgbench()
	if err != nil {
		return pgbenchResult{}, err
	}
	walkID, err := InsertWalk(ctx, st.Shop.DB, "pgbench-walk-"+randomHex(4), 30, 0, c.Places)
	if err != nil {
		return pgbenchResult{}, err
	}
	script := filepath.Join(c.WorkDir, "hot-walk.pgbench.sql")
	if err := os.WriteFile(script, []byte(fmt.Sprintf(pgbenchScript, walkID)), 0o644); err != nil {
		return pgbenchResult{}, err
	}
	perClient := (c.Attempts + clients - 1) / clients
	cmd := exec.CommandContext(ctx, bin, "-n", "-M", "prepared", "-c", strconv.Itoa(clients),
		"-j", strconv.Itoa(min(2, clients)), "-t", strconv.Itoa(perClient), "-f", script, st.DatabaseURL)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return pgbenchResult{}, fmt.Errorf("pgbench: %w\n%s", err, out)
	}
	m := tpsPattern.FindSubmatch(out)
	if m == nil {
		return pgbenchResult{}, fmt.Errorf("pgbench printed no tps:\n%s", out)
	}
	res := pgbenchResult{clients: clients, transactions: perClient * clients}
	res.tps, _ = strconv.ParseFloat(string(m[1]), 64)
	res.booked, err = Scalar(ctx, st.Shop.DB, `SELECT COALESCE(sum(qty), 0)::int FROM bookings WHERE walk_id = ?`, walkID)
	return res, err
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// fillPool opens the shop's whole database pool, so the backends metered are the ones
// the benchmark will use.
func fillPool(ctx context.Context, st *Stack) {
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _ = st.Shop.DB.ExecContext(ctx, "SELECT pg_sleep(0.02)")
		}()
	}
	wg.Wait()
}
