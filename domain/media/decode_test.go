package media

import (
	"context"
	"errors"
	"testing"
	"time"

	"wandelwijs.nl/domain/media/mediatest"
)

// TestUploadsAreDecodedOneTurnAtATime: while maxDecodes uploads are being decoded, another
// waits for its turn (and gives up when its request ends), then is processed.
func TestUploadsAreDecodedOneTurnAtATime(t *testing.T) {
	small := mediatest.JPEGWithGPS(64, 64)
	for range cap(decodes) {
		decodes <- struct{}{} // other uploads being decoded
	}
	done := make(chan error, 1)
	go func() {
		_, err := Process(context.Background(), small)
		done <- err
	}()
	select {
	case err := <-done:
		t.Fatalf("an upload was decoded while %d others were: %v", cap(decodes), err)
	case <-time.After(200 * time.Millisecond):
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Process(ctx, small); !errors.Is(err, context.Canceled) {
		t.Errorf("an upload whose request ended while it waited: %v, want context.Canceled", err)
	}
	for range cap(decodes) {
		<-decodes
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("the waiting upload, once its turn came: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the waiting upload was not processed once its turn came")
	}
	if len(decodes) != 0 {
		t.Errorf("%d decode turns left taken", len(decodes))
	}
}
