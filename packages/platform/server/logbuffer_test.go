package server

import (
	"log/slog"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/logtest"
)

func TestLogLinesAreBatchedButWarningsGoOutAtOnce(t *testing.T) {
	out := &logtest.Buffer{}
	buf := newLogBuffer(out)
	log := slog.New(flushOnWarn{slog.NewJSONHandler(buf, nil), buf}).With("service", "bff")

	log.Info("request", "path", "/api/v1/walks")
	if got := out.String(); got != "" {
		t.Fatalf("an info line went out at once: %q", got)
	}
	log.Warn("proxy", "err", "connection refused")
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"path":"/api/v1/walks"`) || !strings.Contains(lines[1], `"level":"WARN"`) {
		t.Fatalf("after a warning, both lines in order: %q", lines)
	}

	log.Info("request", "path", "/api/v1/walks/bos")
	deadline := time.Now().Add(10 * time.Second) // a flush is due every logFlushEvery; a busy machine may be late
	for !strings.Contains(out.String(), "/api/v1/walks/bos") {
		if time.Now().After(deadline) {
			t.Fatal("an info line never went out")
		}
		time.Sleep(logFlushEvery / 4)
	}
	buf.Flush()
	if strings.Count(out.String(), "\n") != 3 {
		t.Errorf("lines written twice or lost:\n%s", out.String())
	}
}
