package bench

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"wandelwijs.nl/platform/database"
)

// clockTick is the unit of utime/stime in /proc/<pid>/stat (USER_HZ, 100 on Linux).
const clockTick = 10 * time.Millisecond

// CPUTime returns the user+system CPU time process pid has used, from /proc; false
// where that cannot be read.
func CPUTime(pid int) (time.Duration, bool) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, false
	}
	// The command name may hold spaces; the fields after its closing parenthesis are fixed.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 13 {
		return 0, false
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	return time.Duration(utime+stime) * clockTick, true
}

// CPUMeter sums the CPU time of a set of processes between Start and Stop.
type CPUMeter struct {
	pids  []int
	start map[int]time.Duration
}

// MeterCPU starts measuring pids.
func MeterCPU(pids ...int) *CPUMeter {
	m := &CPUMeter{pids: pids, start: map[int]time.Duration{}}
	for _, p := range pids {
		if t, ok := CPUTime(p); ok {
			m.start[p] = t
		}
	}
	return m
}

// Used returns the CPU time used since MeterCPU by the processes still readable.
func (m *CPUMeter) Used() time.Duration {
	var sum time.Duration
	for _, p := range m.pids {
		t0, ok0 := m.start[p]
		t1, ok1 := CPUTime(p)
		if ok0 && ok1 {
			sum += t1 - t0
		}
	}
	return sum
}

// BackendPIDs returns the process ids of the PostgreSQL backends connected to db's
// database (readable in /proc only when the server runs on this machine).
func BackendPIDs(ctx context.Context, db *database.DB) []int {
	var pids []int
	_ = db.NewRaw(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`).Scan(ctx, &pids)
	return pids
}

// PID of the process, 0 when it is not running.
func (p *Process) PID() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil || p.cmd.Process == nil {
		return 0
	}
	return p.cmd.Process.Pid
}
