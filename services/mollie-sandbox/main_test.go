package main

import (
	"context"
	"testing"

	"wandelwijs.nl/platform/config"
)

func TestPublicURL(t *testing.T) {
	tests := map[string]string{
		"127.0.0.1:8090": "http://127.0.0.1:8090",
		":8090":          "http://127.0.0.1:8090",
		"0.0.0.0:18090":  "http://127.0.0.1:18090",
		"[::]:8090":      "http://127.0.0.1:8090",
		"localhost:9000": "http://localhost:9000",
	}
	for addr, want := range tests {
		if got := publicURL(addr); got != want {
			t.Errorf("publicURL(%q) = %q, want %q", addr, got, want)
		}
	}
}

func TestRunRefusesAnUnknownFault(t *testing.T) {
	env := config.FromMap(map[string]string{"SANDBOX_FAULT": "sometimes", "SANDBOX_ADDR": "127.0.0.1:0"})
	if err := run(context.Background(), env); err == nil {
		t.Fatal("started with SANDBOX_FAULT=sometimes")
	}
}
