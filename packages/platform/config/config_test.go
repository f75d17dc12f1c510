package config

import "testing"

func TestJWTSecret(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		wantErr bool
	}{
		{"development falls back to its own key", map[string]string{"APP_ENV": "development"}, false},
		{"production without a key refuses", map[string]string{"APP_ENV": "production"}, true},
		{"unset APP_ENV counts as production", map[string]string{}, true},
		{"production with a short key refuses", map[string]string{"APP_ENV": "production", "JWT_SECRET": "short"}, true},
		{"production with a long key starts", map[string]string{"APP_ENV": "production", "JWT_SECRET": "0123456789abcdef0123456789abcdef"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			key, err := FromMap(tt.env).JWTSecret()
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if err == nil && len(key) == 0 {
				t.Fatal("empty key without error")
			}
		})
	}
}

func TestStringTrimsAndDefaults(t *testing.T) {
	env := FromMap(map[string]string{"A": "  x  ", "B": "   "})
	if got := env.String("A", "d"); got != "x" {
		t.Errorf("A = %q, want x", got)
	}
	if got := env.String("B", "d"); got != "d" {
		t.Errorf("B = %q, want the default for a blank value", got)
	}
	if got := env.String("C", "d"); got != "d" {
		t.Errorf("C = %q, want the default for an unset value", got)
	}
}
