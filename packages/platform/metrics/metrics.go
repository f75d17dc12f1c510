// Package metrics exposes a service's Prometheus metrics: requests and their latency by
// route template, background jobs by kind and outcome, and payment state transitions.
package metrics

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gorilla/mux"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"wandelwijs.nl/platform/httpx"
)

// Metrics holds one service's collectors in its own registry.
type Metrics struct {
	reg         *prometheus.Registry
	requests    *prometheus.CounterVec
	latency     *prometheus.HistogramVec
	jobs        *prometheus.CounterVec
	jobLatency  *prometheus.HistogramVec
	transitions *prometheus.CounterVec
}

// New returns the metrics of service, with Go runtime and process collectors.
func New(service string) *Metrics {
	reg := prometheus.NewRegistry()
	labels := prometheus.Labels{"service": service}
	m := &Metrics{
		reg: reg,
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "http_requests_total", ConstLabels: labels,
			Help: "HTTP requests by method, route template and status."}, []string{"method", "route", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "http_request_duration_seconds", ConstLabels: labels,
			Help: "HTTP request latency by method and route template.", Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5}},
			[]string{"method", "route"}),
		jobs: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "jobs_total", ConstLabels: labels,
			Help: "Background jobs worked, by kind and outcome (ok, error)."}, []string{"kind", "outcome"}),
		jobLatency: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "job_duration_seconds", ConstLabels: labels,
			Help: "Background job duration by kind."}, []string{"kind"}),
		transitions: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "payment_transitions_total", ConstLabels: labels,
			Help: "Payment state transitions applied, by subject (booking, voucher) and new status."}, []string{"subject", "status"}),
	}
	reg.MustRegister(m.requests, m.latency, m.jobs, m.jobLatency, m.transitions,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Handler serves the metrics in Prometheus' text format.
func (m *Metrics) Handler() http.Handler { return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{}) }

// Requests counts and times every request to router by its route template, refused ones
// included; paths no route matches are counted as "unmatched", so labels stay bounded.
func (m *Metrics) Requests(router *mux.Router) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			route := "unmatched"
			var match mux.RouteMatch
			if router.Match(r, &match) && match.Route != nil {
				if tmpl, err := match.Route.GetPathTemplate(); err == nil {
					route = tmpl
				}
			}
			rec := &httpx.StatusRecorder{ResponseWriter: w}
			start := time.Now()
			next.ServeHTTP(rec, r)
			m.latency.WithLabelValues(r.Method, route).Observe(time.Since(start).Seconds())
			m.requests.WithLabelValues(r.Method, route, strconv.Itoa(rec.Status())).Inc()
		})
	}
}

// Job records one worked job.
func (m *Metrics) Job(kind string, err error, d time.Duration) {
	outcome := "ok"
	if err != nil {
		outcome = "error"
	}
	m.jobs.WithLabelValues(kind, outcome).Inc()
	m.jobLatency.WithLabelValues(kind).Observe(d.Seconds())
}

// Transition records a payment state transition of subject ("booking", "voucher") to status.
func (m *Metrics) Transition(subject, status string) {
	m.transitions.WithLabelValues(subject, status).Inc()
}
