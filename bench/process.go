package bench

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Build compiles the Go packages (like wandelwijs.nl/bff) into dir with go build's own
// settings, so it reuses what `go test` and scripts/stack.sh compiled, and returns the
// binaries' paths by package.
func Build(ctx context.Context, dir string, pkgs ...string) (map[string]string, error) {
	return build(ctx, dir, nil, pkgs)
}

// BuildStatic compiles the packages as `make bin/…` does (static, trimmed): the binaries
// the benchmarks measure.
func BuildStatic(ctx context.Context, dir string, pkgs ...string) (map[string]string, error) {
	return build(ctx, dir, []string{"CGO_ENABLED=0"}, pkgs, "-trimpath")
}

func build(ctx context.Context, dir string, env, pkgs []string, flags ...string) (map[string]string, error) {
	args := append(append([]string{"build"}, flags...), "-o", dir+string(filepath.Separator))
	cmd := exec.CommandContext(ctx, "go", append(args, pkgs...)...)
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go build %s: %w\n%s", strings.Join(pkgs, " "), err, out)
	}
	paths := map[string]string{}
	for _, p := range pkgs {
		paths[p] = filepath.Join(dir, filepath.Base(p))
	}
	return paths, nil
}

// Process is a service binary started by the benchmarks.
type Process struct {
	path string
	env  []string
	log  io.Writer
	// URL is where the process serves (http://127.0.0.1:port).
	URL string

	mu   sync.Mutex
	cmd  *exec.Cmd
	done chan struct{}
}

// NewProcess describes a binary to run with env added to ours; its output goes to log.
func NewProcess(path, url string, log io.Writer, env ...string) *Process {
	return &Process{path: path, URL: url, log: log, env: env}
}

// Start starts the process and waits up to 20 s until GET URL+healthPath answers 200.
func (p *Process) Start(healthPath string) error {
	p.mu.Lock()
	cmd := exec.Command(p.path)
	cmd.Env = append(os.Environ(), p.env...)
	cmd.Stdout, cmd.Stderr = p.log, p.log
	// The process dies with the benchmark or test that started it, even a killed one.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		p.mu.Unlock()
		return err
	}
	done := make(chan struct{})
	p.cmd, p.done = cmd, done
	p.mu.Unlock()
	go func() { _ = cmd.Wait(); close(done) }()

	c := &http.Client{Timeout: time.Second}
	deadline := time.Now().Add(20 * time.Second)
	for {
		select {
		case <-done:
			return fmt.Errorf("%s exited at start (%v)", filepath.Base(p.path), cmd.ProcessState)
		default:
		}
		if res, err := c.Get(p.URL + healthPath); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		if time.Now().After(deadline) {
			p.Kill()
			return fmt.Errorf("%s did not answer %s within 20 s", filepath.Base(p.path), healthPath)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Kill ends the process with SIGKILL, as a crash would, and waits for it.
func (p *Process) Kill() {
	p.signal(syscall.SIGKILL)
}

// Stop ends the process with SIGTERM (graceful shutdown) and waits for it; after 25 s it
// is killed.
func (p *Process) Stop() {
	p.mu.Lock()
	cmd, done := p.cmd, p.done
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(25 * time.Second):
		p.Kill()
	}
}

func (p *Process) signal(sig syscall.Signal) {
	p.mu.Lock()
	cmd, done := p.cmd, p.done
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = cmd.Process.Signal(sig)
	<-done
}
