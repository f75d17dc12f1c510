package bench

import (
	"fmt"
	"io"
	"os"
	"strings"
)

// Check is one verdict of a benchmark: a speed target (missing it is reported, not
// fatal) or a correctness invariant (breaking it fails the run).
type Check struct {
	Name        string
	OK          bool
	Correctness bool
	Detail      string
}

// Report is what one benchmark prints.
type Report struct {
	Name   string
	Lines  []string
	Checks []Check
	// Skipped says why the benchmark could not run here, when it could not.
	Skipped string
}

// Linef adds a figure line.
func (r *Report) Linef(format string, args ...any) {
	r.Lines = append(r.Lines, fmt.Sprintf(format, args...))
}

// Target records a speed target.
func (r *Report) Target(name string, ok bool, format string, args ...any) {
	r.Checks = append(r.Checks, Check{Name: name, OK: ok, Detail: fmt.Sprintf(format, args...)})
}

// Invariant records a correctness check.
func (r *Report) Invariant(name string, ok bool, format string, args ...any) {
	r.Checks = append(r.Checks, Check{Name: name, OK: ok, Correctness: true, Detail: fmt.Sprintf(format, args...)})
}

// Failures lists the broken correctness checks.
func (r *Report) Failures() []Check {
	var out []Check
	for _, c := range r.Checks {
		if c.Correctness && !c.OK {
			out = append(out, c)
		}
	}
	return out
}

// Missed lists the missed speed targets.
func (r *Report) Missed() []Check {
	var out []Check
	for _, c := range r.Checks {
		if !c.Correctness && !c.OK {
			out = append(out, c)
		}
	}
	return out
}

// Print writes the report.
func (r *Report) Print(w io.Writer) {
	fmt.Fprintf(w, "\n== %s\n", r.Name)
	for _, l := range r.Lines {
		fmt.Fprintf(w, "   %s\n", l)
	}
	for _, c := range r.Checks {
		verdict := "ok    "
		switch {
		case !c.OK && c.Correctness:
			verdict = "FAILED"
		case !c.OK:
			verdict = "MISSED"
		}
		fmt.Fprintf(w, "   [%s] %s: %s\n", verdict, c.Name, c.Detail)
	}
}

// Summary is a one-line verdict of the report.
func (r *Report) Summary() string {
	switch f, m := r.Failures(), r.Missed(); {
	case r.Skipped != "":
		return "SKIPPED: " + r.Skipped
	case len(f) > 0:
		names := make([]string, len(f))
		for i, c := range f {
			names[i] = c.Name
		}
		return "FAILED (" + strings.Join(names, "; ") + ")"
	case len(m) > 0:
		names := make([]string, len(m))
		for i, c := range m {
			names[i] = c.Name
		}
		return "correct; MISSED " + strings.Join(names, "; ")
	default:
		return "ok"
	}
}

// LoadAverage is the machine's 1-minute load average ("?" where unknown): the benchmarks
// share the CPUs with whatever else runs.
func LoadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return "?"
	}
	return f[0]
}
