// Package config reads the environment. Every variable has a development default;
// production refuses to start without its secrets.
package config

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Development is the APP_ENV value of a developer machine and of `make run`.
const Development = "development"

// DefaultDatabaseURL is where a local PostgreSQL answers on a developer machine.
const DefaultDatabaseURL = "postgres://postgres@127.0.0.1:5432/wandelwijs?sslmode=disable"

// devJWTSecret signs development tokens only; production must set JWT_SECRET.
const devJWTSecret = "wandelwijs-development-secret-do-not-use-in-production"

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

// Secret returns the variable key; in development it falls back to devDefault, elsewhere
// an empty value is an error.
func (e Env) Secret(key, devDefault string) (string, error) {
	if v := e.String(key, ""); v != "" {
		return v, nil
	}
	if e.IsDevelopment() {
		return devDefault, nil
	}
	return "", fmt.Errorf("%s must be set when APP_ENV=%s", key, e.AppEnv())
}

// DatabaseURL returns DATABASE_URL or the local default.
func (e Env) DatabaseURL() string { return e.String("DATABASE_URL", DefaultDatabaseURL) }

// JWTSecret returns the access-token signing key.
func (e Env) JWTSecret() ([]byte, error) {
	s, err := e.Secret("JWT_SECRET", devJWTSecret)
	if err != nil {
		return nil, err
	}
	if !e.IsDevelopment() && len(s) < 32 {
		return nil, fmt.Errorf("JWT_SECRET must be at least 32 characters")
	}
	return []byte(s), nil
}
