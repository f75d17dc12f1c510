// Package bench holds the shop's four benchmarks and the short resilience tests that
// run in `make test`: the whole shop assembled as it runs in production (the real BFF
// binary in front of the real shop handler, PostgreSQL, River and the Mollie sandbox, all
// on loopback), a Go load generator with keep-alive clients, fixed concurrency and a
// latency histogram, and a private PostgreSQL cluster that may be restarted at will.
//
// `make bench` runs cmd/bench; each benchmark prints its figures and its ratio against a
// reference measured in the same run. See README.md.
package bench
