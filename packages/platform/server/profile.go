package server

import (
	"fmt"
	"os"
	"runtime/pprof"
)

// ProfileCPU writes the process's CPU profile to path until stop is called (the
// benchmarks set CPU_PROFILE to see where a request's time goes); "" profiles nothing.
func ProfileCPU(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}
