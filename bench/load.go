package bench

import (
	"context"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"
)

// Histogram counts latencies in logarithmic buckets 1% wide, from 1 µs up; percentiles
// read from it are within 1% of the exact value.
type Histogram struct {
	counts map[int]int
	n      int
	max    time.Duration
	sum    time.Duration
}

const histGrowth = 1.01

// NewHistogram returns an empty histogram.
func NewHistogram() *Histogram { return &Histogram{counts: map[int]int{}} }

func bucketOf(d time.Duration) int {
	us := float64(d) / float64(time.Microsecond)
	if us < 1 {
		return 0
	}
	return int(math.Log(us)/math.Log(histGrowth)) + 1
}

// upper is the upper bound of bucket b.
func upper(b int) time.Duration {
	if b == 0 {
		return time.Microsecond
	}
	return time.Duration(math.Pow(histGrowth, float64(b)) * float64(time.Microsecond))
}

// Record adds one latency.
func (h *Histogram) Record(d time.Duration) {
	h.counts[bucketOf(d)]++
	h.n++
	h.sum += d
	if d > h.max {
		h.max = d
	}
}

// Merge adds o's counts to h.
func (h *Histogram) Merge(o *Histogram) {
	for b, c := range o.counts {
		h.counts[b] += c
	}
	h.n += o.n
	h.sum += o.sum
	if o.max > h.max {
		h.max = o.max
	}
}

// Count is the number of recorded latencies.
func (h *Histogram) Count() int { return h.n }

// Max is the largest recorded latency.
func (h *Histogram) Max() time.Duration { return h.max }

// Mean is the average latency.
func (h *Histogram) Mean() time.Duration {
	if h.n == 0 {
		return 0
	}
	return h.sum / time.Duration(h.n)
}

// Percentile returns the latency below which p (0–100) percent of the recorded ones lie.
func (h *Histogram) Percentile(p float64) time.Duration {
	if h.n == 0 {
		return 0
	}
	buckets := make([]int, 0, len(h.counts))
	for b := range h.counts {
		buckets = append(buckets, b)
	}
	sort.Ints(buckets)
	rank := int(math.Ceil(p / 100 * float64(h.n)))
	seen := 0
	for _, b := range buckets {
		seen += h.counts[b]
		if seen >= rank {
			return min(upper(b), h.max)
		}
	}
	return h.max
}

// Summary is "p50 … p90 … p99 … max …".
func (h *Histogram) Summary() string {
	return fmt.Sprintf("p50 %s  p90 %s  p99 %s  max %s", ms(h.Percentile(50)), ms(h.Percentile(90)),
		ms(h.Percentile(99)), ms(h.Max()))
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)) }

// Client returns an HTTP client for one load-generating connection: keep-alive, one
// connection at a time, no transparent compression (every path serves the same
// identity bytes), redirects not followed.
func Client(timeout time.Duration) *http.Client {
	return &http.Client{
		Timeout: timeout,
		Transport: &http.Transport{
			DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
			MaxIdleConns:        1,
			MaxIdleConnsPerHost: 1,
			MaxConnsPerHost:     1,
			IdleConnTimeout:     90 * time.Second,
			DisableCompression:  true,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

// Answer is one response as the load generator saw it.
type Answer struct {
	Status  int // 0 when the request failed without an answer
	Body    []byte
	Err     error
	Latency time.Duration
	Start   time.Time
}

// Do sends req with c and reads the whole answer, so the connection is reused.
func Do(c *http.Client, req *http.Request, keepBody bool) Answer {
	start := time.Now()
	res, err := c.Do(req)
	if err != nil {
		return Answer{Err: err, Latency: time.Since(start), Start: start}
	}
	var body []byte
	if keepBody {
		body, err = io.ReadAll(res.Body)
	} else {
		_, err = io.Copy(io.Discard, res.Body)
	}
	res.Body.Close()
	return Answer{Status: res.StatusCode, Body: body, Err: err, Latency: time.Since(start), Start: start}
}

// volleyOf starts n goroutines, each of which runs prepare(i) and then waits; it returns,
// once all are waiting, fire, which releases them together and returns their answers.
func volleyOf(n int, prepare func(i int) func() Answer) (fire func() []Answer) {
	answers := make([]Answer, n)
	start := make(chan struct{})
	var ready, done sync.WaitGroup
	for i := range n {
		ready.Add(1)
		done.Add(1)
		go func() {
			defer done.Done()
			call := prepare(i)
			ready.Done()
			<-start
			answers[i] = call()
		}()
	}
	ready.Wait()
	return func() []Answer {
		close(start)
		done.Wait()
		return answers
	}
}

// Closed-loop load: Concurrency workers, each with its own keep-alive connection, send
// requests back to back for Duration after a Warmup that is not counted.
type Load struct {
	Concurrency int
	Warmup      time.Duration
	Duration    time.Duration
	// Request builds the next request of worker w.
	Request func(w int) *http.Request
}

// LoadResult is what a closed-loop run measured.
type LoadResult struct {
	Requests int
	// Statuses counts answers by status; 0 counts requests that got no answer.
	Statuses map[int]int
	Elapsed  time.Duration
	Latency  *Histogram
	// FirstError is the first transport error seen, if any.
	FirstError error
}

// RPS is requests per second.
func (r LoadResult) RPS() float64 { return float64(r.Requests) / r.Elapsed.Seconds() }

// Non2xx counts the answers outside 2xx and the requests without an answer.
func (r LoadResult) Non2xx() int {
	n := 0
	for s, c := range r.Statuses {
		if s < 200 || s > 299 {
			n += c
		}
	}
	return n
}

// StatusLine is "200×1234 502×2".
func (r LoadResult) StatusLine() string {
	keys := make([]int, 0, len(r.Statuses))
	for s := range r.Statuses {
		keys = append(keys, s)
	}
	sort.Ints(keys)
	var b strings.Builder
	for _, s := range keys {
		if b.Len() > 0 {
			b.WriteString(" ")
		}
		name := fmt.Sprint(s)
		if s == 0 {
			name = "no answer"
		}
		fmt.Fprintf(&b, "%s×%d", name, r.Statuses[s])
	}
	return b.String()
}

// Run drives the load and returns what the measured part saw.
func (l Load) Run(ctx context.Context) LoadResult {
	type workerResult struct {
		hist     *Histogram
		statuses map[int]int
		n        int
		err      error
	}
	results := make([]workerResult, l.Concurrency)
	measureFrom := time.Now().Add(l.Warmup)
	end := measureFrom.Add(l.Duration)
	var wg sync.WaitGroup
	for w := 0; w < l.Concurrency; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			c := Client(30 * time.Second)
			defer c.CloseIdleConnections()
			res := workerResult{hist: NewHistogram(), statuses: map[int]int{}}
			for ctx.Err() == nil {
				a := Do(c, l.Request(w).WithContext(ctx), false)
				if a.Start.After(end) || a.Start.Add(a.Latency).After(end) {
					break
				}
				if a.Start.Before(measureFrom) {
					continue
				}
				res.n++
				res.hist.Record(a.Latency)
				res.statuses[a.Status]++
				if a.Err != nil && res.err == nil {
					res.err = a.Err
				}
				if a.Err != nil {
					time.Sleep(time.Millisecond) // do not spin on a refused connection
				}
			}
			results[w] = res
		}(w)
	}
	wg.Wait()
	out := LoadResult{Statuses: map[int]int{}, Elapsed: l.Duration, Latency: NewHistogram()}
	for _, r := range results {
		out.Requests += r.n
		out.Latency.Merge(r.hist)
		for s, c := range r.statuses {
			out.Statuses[s] += c
		}
		if out.FirstError == nil {
			out.FirstError = r.err
		}
	}
	return out
}
