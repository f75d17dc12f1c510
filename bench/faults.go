package bench

import (
	"context"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/mollie-sandbox/sandbox"
	"wandelwijs.nl/platform/database"
)

// The Dutch answers a booking under faults may get, by who gives them.
const (
	MsgProviderDown = "De betaling kon niet worden gestart. Je plaats is niet vastgehouden; probeer het over een paar minuten opnieuw."
	MsgInternal     = "Er ging iets mis aan onze kant. Probeer het later opnieuw."
	MsgBadGateway   = "De dienst is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw."
)

// knownAnswers are the clear Dutch refusals, by status.
var knownAnswers = map[int]string{
	http.StatusServiceUnavailable:  MsgProviderDown,
	http.StatusInternalServerError: MsgInternal,
	http.StatusBadGateway:          MsgBadGateway,
}

// FaultsConfig sizes the fault benchmark.
type FaultsConfig struct {
	Workers int
	// Phase is how long each phase lasts: normal, sandbox 500, recovered, sandbox hangs,
	// recovered, and after the PostgreSQL restart.
	Phase time.Duration
	// Cluster is the private cluster the stack runs on, restarted mid-load; nil skips the
	// restart. PostgresDown is how long it stays down.
	Cluster      *Cluster
	PostgresDown time.Duration
	// SkipSandbox leaves the sandbox phases out.
	SkipSandbox bool
}

// FaultRun is what the fault load saw.
type FaultRun struct {
	Attempts []Attempt
	Phases   []string
	// Recovery is, per recovery phase, how long after the fault ended the first booking succeeded.
	Recovery map[string]time.Duration
	WalkIDs  []string
}

// Faults books a paid walk from Workers clients through the BFF while the sandbox
// answers 500, then hangs, then recovers, and while PostgreSQL is restarted, then checks
// that no booking was lost or doubled, that refused attempts hold no places, that the
// refusals are clear Dutch messages, and that the same processes recovered.
func Faults(ctx context.Context, st *Stack, c FaultsConfig) (*Report, *FaultRun, error) {
	what := []string{}
	if !c.SkipSandbox {
		what = append(what, "sandbox 500, sandbox hangs")
	}
	if c.Cluster != nil {
		what = append(what, "PostgreSQL restart")
	}
	r := &Report{Name: fmt.Sprintf("4. Faults: paid bookings from %d clients through the BFF; %s", c.Workers, strings.Join(what, ", "))}
	walkID, err := InsertWalk(ctx, st.Shop.DB, "fault-walk-"+randomHex(4), 40, 2500, 1_000_000)
	if err != nil {
		return nil, nil, err
	}
	run := &FaultRun{Recovery: map[string]time.Duration{}, WalkIDs: []string{walkID}}
	load := StartBookingLoad(ctx, c.Workers, PaidBooker(st.URL, walkID, "fault"))
	recoveredAt := map[string]time.Time{}
	recovered := func(p string) {
		recoveredAt[p] = time.Now()
		load.SetPhase(p)
	}
	// The normal and recovered phases are checked for bookings that succeed: each lasts
	// until it has one, however busy the machine.
	var faultErr error
	load.Hold(ctx, c.Phase, Booked)
	if !c.SkipSandbox {
		for _, f := range []struct{ fault, phase, recovered string }{
			{sandbox.Fault500, "sandbox answers 500", "recovered from 500"},
			{sandbox.FaultHang, "sandbox hangs", "recovered from hang"},
		} {
			st.Sandbox.SetFault(f.fault)
			load.SetPhase(f.phase)
			load.Hold(ctx, c.Phase, nil)
			st.Sandbox.SetFault(sandbox.FaultNone)
			recovered(f.recovered)
			load.Hold(ctx, c.Phase, Booked)
		}
	}
	if c.Cluster != nil {
		load.SetPhase("PostgreSQL restarting")
		if err := c.Cluster.Stop(ctx); err != nil {
			faultErr = err
		}
		load.Hold(ctx, c.PostgresDown, nil)
		if err := c.Cluster.Start(ctx); err != nil && faultErr == nil {
			faultErr = err
		}
		recovered("recovered from restart")
		load.Hold(ctx, c.Phase, Booked)
	}
	run.Attempts = load.Stop()
	run.Phases = load.Phases()
	if faultErr != nil {
		return nil, nil, faultErr
	}
	for p, at := range recoveredAt {
		for _, a := range run.Attempts {
			if a.Phase == p && a.Status == http.StatusCreated {
				run.Recovery[p] = a.Start.Add(a.Latency).Sub(at)
				break
			}
		}
	}
	stats := PhaseLines(r, run)
	if err := CheckBookings(ctx, r, st.Shop.DB, run.Attempts, run.WalkIDs); err != nil {
		return nil, nil, err
	}
	CheckMessages(r, run.Attempts)
	for _, p := range run.Phases {
		switch s := stats[p]; {
		case p == "normal":
			r.Invariant("bookings succeed before any fault", s.Created > 0, "%d booked", s.Created)
		case strings.HasPrefix(p, "recovered"):
			r.Invariant(p+": bookings succeed again, nothing restarted", s.Created > 0, "%d booked", s.Created)
		}
	}
	if s0, sN := stats["normal"], stats[run.Phases[len(run.Phases)-1]]; s0.Created > 0 {
		r.Linef("ratio last phase / first normal phase: %.0f%% of the bookings per second", 100*sN.Rate()/s0.Rate())
	}
	if s, ok := stats["sandbox hangs"]; ok {
		r.Target("a hanging sandbox is given up on time", s.Slowest < 10*time.Second, "slowest answer %s", ms(s.Slowest))
	}
	return r, run, nil
}

// PhaseStats sums up the attempts that started in one phase.
type PhaseStats struct {
	Attempts, Created int
	Answers           map[string]int
	First, Last       time.Time
	Slowest           time.Duration
}

// Rate is bookings per second over the phase.
func (s PhaseStats) Rate() float64 {
	if d := s.Last.Sub(s.First).Seconds(); d > 0 {
		return float64(s.Created) / d
	}
	return 0
}

// PhaseLines adds a line per phase with its attempts and answers, and returns the stats.
func PhaseLines(r *Report, run *FaultRun) map[string]PhaseStats {
	stats := map[string]PhaseStats{}
	for _, a := range run.Attempts {
		s, ok := stats[a.Phase]
		if !ok {
			s = PhaseStats{Answers: map[string]int{}, First: a.Start}
		}
		s.Attempts++
		s.Last = a.Start.Add(a.Latency)
		s.Slowest = max(s.Slowest, a.Latency)
		if a.Status == http.StatusCreated {
			s.Created++
		} else if a.Err != nil {
			s.Answers["no answer: "+a.Err.Error()]++
		} else {
			s.Answers[fmt.Sprintf("%d %s", a.Status, Message(a.Body))]++
		}
		stats[a.Phase] = s
	}
	for _, p := range run.Phases {
		s, ok := stats[p]
		if !ok {
			continue
		}
		line := fmt.Sprintf("%-24s %5d attempts, %5d booked (%.0f/s), slowest %s", p+":", s.Attempts, s.Created, s.Rate(), ms(s.Slowest))
		if d, ok := run.Recovery[p]; ok {
			line += fmt.Sprintf(", first booking %s after the fault ended", d.Round(time.Millisecond))
		}
		r.Linef("%s", line)
		keys := make([]string, 0, len(s.Answers))
		for k := range s.Answers {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			r.Linef("    %5d × %s", s.Answers[k], k)
		}
	}
	return stats
}

// CheckMessages checks that every refusal is one of the clear Dutch answers.
func CheckMessages(r *Report, attempts []Attempt) {
	unclear := map[string]int{}
	n := 0
	for _, a := range attempts {
		if a.Status == http.StatusCreated {
			continue
		}
		if want, ok := knownAnswers[a.Status]; !ok || Message(a.Body) != want {
			key := fmt.Sprintf("%d %q", a.Status, Message(a.Body))
			if a.Err != nil {
				key = "no answer: " + a.Err.Error()
			}
			unclear[key]++
			n++
		}
	}
	r.Target("every refusal a clear Dutch message (503 payment, 500 database, 502 BFF)", n == 0, "%d unclear %v", n, unclear)
}

// CheckBookings compares the attempts with the bookings on walkIDs. Every 201 must be
// exactly one complete booking: a free one PAID with its one confirmation mail job, a
// paid one PENDING with its one recorded payment. No attempt may leave a half-made
// booking behind: one that holds places (PENDING or PAID) but is not complete, such as a
// PENDING booking whose payment was never recorded. No attempt may make two bookings. A
// complete booking whose answer was lost (the shop died between its commit and its
// answer, a window of microseconds) is counted, not failed: it is not half-made, and a
// free one's confirmation mail tells the customer.
func CheckBookings(ctx context.Context, r *Report, db *database.DB, attempts []Attempt, walkIDs []string) error {
	answered := map[string]int{}
	for _, a := range attempts {
		if a.Status == http.StatusCreated {
			answered[a.BookingID()]++
		}
	}
	var rows []struct {
		ID        string  `bun:"id"`
		Email     string  `bun:"customer_email"`
		Status    string  `bun:"status"`
		Total     int     `bun:"total_cents"`
		PaymentID *string `bun:"mollie_payment_id"`
		Payments  int     `bun:"payments"`
		MailJobs  int     `bun:"mail_jobs"`
	}
	if err := db.NewRaw(`SELECT b.id, b.customer_email, b.status, b.total_cents, b.mollie_payment_id,
		(SELECT count(*) FROM payments p WHERE p.booking_id = b.id) AS payments,
		(SELECT count(*) FROM river_job j WHERE j.kind = 'mail' AND j.args->>'to' = b.customer_email) AS mail_jobs
		FROM bookings b WHERE b.walk_id IN (?)`, bun.In(walkIDs)).Scan(ctx, &rows); err != nil {
		return fmt.Errorf("read bookings: %w", err)
	}
	inDB := map[string]int{}
	perEmail := map[string]int{}
	var lost, broken, doubled, halfMade []string
	released, answerLost := 0, 0
	for _, b := range rows {
		inDB[b.ID]++
		perEmail[b.Email]++
		complete := b.Status == "PENDING" && b.PaymentID != nil && b.Payments == 1
		if b.Total == 0 {
			complete = b.Status == "PAID" && b.MailJobs == 1
		}
		holds := b.Status == "PENDING" || b.Status == "PAID"
		switch {
		case answered[b.ID] > 0 && !complete:
			broken = append(broken, fmt.Sprintf("%s %s payment=%v mails=%d", b.ID[:8], b.Status, b.PaymentID != nil, b.MailJobs))
		case answered[b.ID] > 0:
		case complete:
			answerLost++
		case holds:
			why := ""
			if b.Total > 0 && b.PaymentID == nil {
				why = " without a payment: placed, then the payment step failed"
			}
			halfMade = append(halfMade, fmt.Sprintf("%s %s%s", b.ID[:8], b.Status, why))
		default:
			released++
		}
	}
	for id, n := range answered {
		if inDB[id] != 1 {
			lost = append(lost, id)
		}
		if n > 1 {
			doubled = append(doubled, id)
		}
	}
	for e, n := range perEmail {
		if n > 1 {
			doubled = append(doubled, e)
		}
	}
	r.Linef("database: %d bookings: %d answered 201; %d FAILED by a refused attempt (places released); %d complete but their answer lost; %d half-made",
		len(rows), len(answered), released, answerLost, len(halfMade))
	r.Invariant("no lost booking: every 201 is exactly one complete booking", len(lost) == 0 && len(broken) == 0,
		"%d lost, %d incomplete %v", len(lost), len(broken), first(append(lost, broken...), 3))
	r.Invariant("no double booking", len(doubled) == 0, "%d %v", len(doubled), first(doubled, 3))
	r.Invariant("no refused attempt left a half-made booking holding places", len(halfMade) == 0,
		"%d half-made booking(s) hold places %v", len(halfMade), first(halfMade, 3))
	return nil
}

func first(xs []string, n int) []string {
	if len(xs) > n {
		return xs[:n]
	}
	return xs
}

// MailAfterRecovery books a free walk through the BFF and waits for its confirmation
// mail: the job queue works again.
func MailAfterRecovery(ctx context.Context, st *Stack) (bool, error) {
	slug := "mail-check-" + randomHex(4)
	if _, err := InsertWalk(ctx, st.Shop.DB, slug, 30, 0, 10); err != nil {
		return false, err
	}
	email := "na-herstart-" + randomHex(3) + "@example.nl"
	a := Do(Client(10*time.Second), GuestRequest("POST", st.URL+"/api/v1/bookings", GuestOrder("walkSlug", slug, 1, email)).WithContext(ctx), true)
	if a.Status != http.StatusCreated {
		return false, fmt.Errorf("free booking after recovery: %d %v %s", a.Status, a.Err, a.Body)
	}
	n, err := waitMails(st.Shop, email, 1)
	return n == 1, err
}
