package config

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

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
			tt.env["DATA_DIR"] = t.TempDir()
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

// TestPublicURLEndsWithoutASlash: a PUBLIC_URL given with a trailing slash would start
// every link's path with "//" (//boeking/…, which the access log would not recognise).
func TestPublicURLEndsWithoutASlash(t *testing.T) {
	for given, want := range map[string]string{"https://wandelwijs.nl/": "https://wandelwijs.nl", "https://wandelwijs.nl//": "https://wandelwijs.nl",
		"http://localhost:8080": "http://localhost:8080", "": "http://localhost:8080"} {
		if got := FromMap(map[string]string{"PUBLIC_URL": given}).PublicURL(); got != want {
			t.Errorf("PUBLIC_URL %q gives %q, want %q", given, got, want)
		}
	}
}

// TestTheDevelopmentKeyIsRandomKeptAndShared: each data folder gets its own random key,
// kept for the next start and for the other service, readable by its owner only.
func TestTheDevelopmentKeyIsRandomKeptAndShared(t *testing.T) {
	dev := func(dir string) []byte {
		t.Helper()
		key, err := FromMap(map[string]string{"APP_ENV": "development", "DATA_DIR": dir}).JWTSecret()
		if err != nil {
			t.Fatal(err)
		}
		return key
	}
	one, two := t.TempDir(), t.TempDir()
	first := dev(one)
	if len(first) < 32 || !bytes.Equal(first, dev(one)) {
		t.Fatalf("the key %q is short or not kept", first)
	}
	if bytes.Equal(first, dev(two)) {
		t.Fatal("two data folders got the same key")
	}
	info, err := os.Stat(filepath.Join(one, "jwt-secret"))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v, want mode 0600", info, err)
	}
}

// TestNoSigningKeyLivesInTheSource: the development key is none of the source's string
// literals, so a token signed with anything written in the repository is refused.
func TestNoSigningKeyLivesInTheSource(t *testing.T) {
	key := string(func() []byte {
		k, err := FromMap(map[string]string{"APP_ENV": "development", "DATA_DIR": t.TempDir()}).JWTSecret()
		if err != nil {
			t.Fatal(err)
		}
		return k
	}())
	root := filepath.Join("..", "..", "..")
	literals := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return nil
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				literals++
				if v, err := strconv.Unquote(lit.Value); err == nil && v == key {
					t.Errorf("%s holds the signing key", path)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if literals < 1000 {
		t.Fatalf("read only %d string literals: the walk missed the source", literals)
	}
}

// TestSellerIsRequiredOutsideDevelopment: invoices name the seller's address and btw-id
// (art. 35a Wet OB): outside development Seller refuses without them, unless the seller
// is under the small-business exemption (INVOICE_KOR=1); development has demo values.
func TestSellerIsRequiredOutsideDevelopment(t *testing.T) {
	full := map[string]string{"APP_ENV": "production", "INVOICE_SELLER_ADDRESS": "Bosrandweg 1, 6701 AA Wageningen", "INVOICE_SELLER_VAT_ID": "NL001234567B01"}
	tests := []struct {
		name    string
		env     map[string]string
		wantErr string
	}{
		{"development has demo values", map[string]string{"APP_ENV": "development"}, ""},
		{"production with both starts", full, ""},
		{"production without either refuses", map[string]string{"APP_ENV": "production"}, "INVOICE_SELLER_ADDRESS and INVOICE_SELLER_VAT_ID must be set"},
		{"unset APP_ENV counts as production", map[string]string{"INVOICE_SELLER_ADDRESS": "Bosrandweg 1"}, "INVOICE_SELLER_VAT_ID must be set"},
		{"production without the address refuses", map[string]string{"APP_ENV": "production", "INVOICE_SELLER_VAT_ID": "NL001234567B01"}, "INVOICE_SELLER_ADDRESS must be set"},
		{"the KOR needs neither", map[string]string{"APP_ENV": "production", "INVOICE_KOR": "1"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := FromMap(tt.env).Seller()
			if tt.wantErr == "" && (err != nil || s.Name == "") || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Fatalf("Seller() = %+v, %v; want error %q", s, err, tt.wantErr)
			}
		})
	}
	if s, _ := FromMap(full).Seller(); s.Address != full["INVOICE_SELLER_ADDRESS"] || s.VATID != full["INVOICE_SELLER_VAT_ID"] || s.KOR {
		t.Errorf("Seller() = %+v", s)
	}
}
