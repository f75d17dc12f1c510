package server

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"sync"
	"time"
)

// logFlushEvery is how long a log line may wait in the buffer.
const logFlushEvery = 100 * time.Millisecond

// logBuffer gathers log lines and writes them out every logFlushEvery or when 64 kB are
// waiting: one write for many access lines instead of one each (the BFF logs every
// request). Warnings and errors are written at once (flushOnWarn), so a line that says
// why a process stops is out before it exits.
type logBuffer struct {
	mu sync.Mutex
	w  *bufio.Writer
}

func newLogBuffer(out io.Writer) *logBuffer {
	b := &logBuffer{w: bufio.NewWriterSize(out, 64<<10)}
	go func() {
		for range time.Tick(logFlushEvery) {
			b.Flush()
		}
	}()
	return b
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.w.Write(p)
}

// Flush writes out what is waiting.
func (b *logBuffer) Flush() {
	b.mu.Lock()
	defer b.mu.Unlock()
	_ = b.w.Flush()
}

// flushOnWarn writes a record of level warn or above out at once.
type flushOnWarn struct {
	slog.Handler
	buf *logBuffer
}

func (h flushOnWarn) Handle(ctx context.Context, r slog.Record) error {
	err := h.Handler.Handle(ctx, r)
	if r.Level >= slog.LevelWarn {
		h.buf.Flush()
	}
	return err
}

func (h flushOnWarn) WithAttrs(as []slog.Attr) slog.Handler {
	return flushOnWarn{h.Handler.WithAttrs(as), h.buf}
}

func (h flushOnWarn) WithGroup(name string) slog.Handler {
	return flushOnWarn{h.Handler.WithGroup(name), h.buf}
}
