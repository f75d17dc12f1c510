package mail

import (
	"testing"
	"time"
)

func TestNewRendererRefusesARegisteredMailWithoutTemplates(t *testing.T) {
	registry.Lock()
	registry.types["no-such-mail"] = nil
	registry.Unlock()
	t.Cleanup(func() {
		registry.Lock()
		delete(registry.types, "no-such-mail")
		registry.Unlock()
	})
	if _, err := NewRenderer(time.Now, "https://shop.example.nl"); err == nil {
		t.Fatal("a renderer started without the templates of a registered mail")
	}
}
