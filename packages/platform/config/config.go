// Package config reads the environment. Every variable has a development default;
// production refuses to start without its secrets.
package config

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"wandelwijs.nl/platform/httpx"
)

// Development is the APP_ENV value of a developer machine and of `make run`.
const Development = "development"

// DefaultDatabaseURL is where a local PostgreSQL answers on a developer machine.
const DefaultDatabaseURL = "postgres://postgres@127.0.0.1:5432/wandelwijs?sslmode=disable"

// Env is the environment a process reads its settings from.
type Env struct {
	lookup func(string) (string, bool)
}

// FromOS reads the process environment.
func FromOS() Env { return Env{lookup: os.LookupEnv} }

// FromMap reads settings from m, for tests.
func FromMap(m map[string]string) Env {
	return Env{lookup: func(k string) (string, bool) { v, ok := m[k]; return v, ok }}
}

// String returns the variable key, or def when it is unset or empty.
func (e Env) String(key, def string) string {
	if v, ok := e.lookup(key); ok && strings.TrimSpace(v) != "" {
		return strings.TrimSpace(v)
	}
	return def
}

// Int returns the variable key as a whole number, or def when it is unset, empty or not a number.
func (e Env) Int(key string, def int) int {
	n, err := strconv.Atoi(e.String(key, ""))
	if err != nil {
		return def
	}
	return n
}

// AppEnv returns APP_ENV; unset means production, so nothing falls back to development by accident.
func (e Env) AppEnv() string { return e.String("APP_ENV", "production") }

// IsDevelopment tells whether APP_ENV is development.
func (e Env) IsDevelopment() bool { return e.AppEnv() == Development }

// PublicURL returns PUBLIC_URL, where browsers reach the shop (default
// http://localhost:8080), without a trailing slash, so no link starts a path with "//".
func (e Env) PublicURL() string {
	return strings.TrimRight(e.String("PUBLIC_URL", "http://localhost:8080"), "/")
}

// DataDir is where development keeps its local state (DATA_DIR, default .data).
func (e Env) DataDir() string { return e.String("DATA_DIR", ".data") }

// TrustedProxies returns TRUSTED_PROXIES: the proxies whose X-Forwarded-For is
// believed (addresses and CIDR ranges, comma-separated; default loopback).
func (e Env) TrustedProxies() (httpx.Proxies, error) {
	return httpx.ParseProxies(e.String("TRUSTED_PROXIES", ""))
}

// DatabaseURL returns DATABASE_URL or the local default.
func (e Env) DatabaseURL() string { return e.String("DATABASE_URL", DefaultDatabaseURL) }

// JWTSecret returns the access-token signing key: JWT_SECRET, at least 32 characters.
// Development without it uses a random key made once and kept in DataDir/jwt-secret, so
// a restart keeps sessions and shop and admin share it; no key is ever in the source,
// so nobody can forge a token for someone else's development stack.
func (e Env) JWTSecret() ([]byte, error) {
	s := e.String("JWT_SECRET", "")
	switch {
	case s == "" && e.IsDevelopment():
		return localSecret(filepath.Join(e.DataDir(), "jwt-secret"))
	case s == "":
		return nil, fmt.Errorf("JWT_SECRET must be set when APP_ENV=%s", e.AppEnv())
	case len(s) < 32:
		return nil, fmt.Errorf("JWT_SECRET must be at least 32 characters")
	}
	return []byte(s), nil
}

// localSecret reads the key in path, making it (32 random bytes, hex, readable by the
// owner only) when there is none yet. Two processes starting at once agree: the file is
// created exclusively, and the loser reads the winner's key.
func localSecret(path string) ([]byte, error) {
	if b, err := os.ReadFile(path); err == nil && len(bytes.TrimSpace(b)) >= 32 {
		return bytes.TrimSpace(b), nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("development key: %w", err)
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return nil, fmt.Errorf("development key: %w", err)
	}
	key := []byte(hex.EncodeToString(raw))
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		for range 50 { // the other process is writing it
			if b, err := os.ReadFile(path); err == nil && len(bytes.TrimSpace(b)) >= 32 {
				return bytes.TrimSpace(b), nil
			}
			time.Sleep(10 * time.Millisecond)
		}
		return nil, fmt.Errorf("development key %s is unreadable or too short: delete it to make a new one", path)
	}
	if err != nil {
		return nil, fmt.Errorf("development key: %w", err)
	}
	_, werr := f.Write(key)
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		return nil, fmt.Errorf("development key: %w", werr)
	}
	return key, nil
}

// Seller is who the shop's invoices name as seller (art. 35a Wet OB).
type Seller struct {
	Name, Address, KvK, VATID string
	// KOR: the small-business exemption; the invoices carry no btw and say why.
	KOR bool
}

// Seller reads the seller's details: INVOICE_SELLER_NAME (default Wandelwijs),
// INVOICE_SELLER_ADDRESS, INVOICE_SELLER_KVK, INVOICE_SELLER_VAT_ID, and INVOICE_KOR=1
// for the small-business exemption. Development has a demo address and numbers.
// Outside development an invoice must name the seller's address and btw-id (art. 35a
// lid 1 c, e Wet OB): without them it is an error, unless INVOICE_KOR=1 (a seller under
// the small-business exemption charges no btw).
func (e Env) Seller() (Seller, error) {
	address, kvk, vat := "", "", ""
	if e.IsDevelopment() {
		address, kvk, vat = "Bosrandweg 1, 6701 AA Wageningen", "12345678", "NL001234567B01"
	}
	s := Seller{
		Name:    e.String("INVOICE_SELLER_NAME", "Wandelwijs"),
		Address: e.String("INVOICE_SELLER_ADDRESS", address),
		KvK:     e.String("INVOICE_SELLER_KVK", kvk),
		VATID:   e.String("INVOICE_SELLER_VAT_ID", vat),
		KOR:     e.String("INVOICE_KOR", "") == "1",
	}
	var missing []string
	if s.Address == "" {
		missing = append(missing, "INVOICE_SELLER_ADDRESS")
	}
	if s.VATID == "" {
		missing = append(missing, "INVOICE_SELLER_VAT_ID")
	}
	if len(missing) > 0 && !s.KOR {
		return Seller{}, fmt.Errorf("%s must be set when APP_ENV=%s: the invoices name the seller's address and btw-id (or set INVOICE_KOR=1 under the small-business exemption)",
			strings.Join(missing, " and "), e.AppEnv())
	}
	return s, nil
}
