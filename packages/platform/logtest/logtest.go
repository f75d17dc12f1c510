// Package logtest reads, in a test, the log the code under test writes.
package logtest

import (
	"bytes"
	"sync"
)

// Buffer is a log output a test may read while the code under test writes to it from
// other goroutines.
type Buffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *Buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

// String is what was written so far.
func (b *Buffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}
