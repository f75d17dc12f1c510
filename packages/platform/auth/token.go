// Package auth holds what both services need to know who is calling: access tokens,
// password hashes, session cookies and the CSRF check.
package auth

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// AccessTTL is the lifetime of an access token.
const AccessTTL = 15 * time.Minute

const issuer = "wandelwijs"

// Anonymous is the casbin subject of a caller without a valid access token.
const Anonymous = "anonymous"

// Claims is who an access token speaks for: an account, its role when the token was
// issued, and the session (one login's family of refresh tokens) it belongs to.
type Claims struct {
	UserID    string
	Role      string
	SessionID string
}

// ErrInvalidToken means the token is malformed, badly signed or expired.
var ErrInvalidToken = errors.New("invalid access token")

// Tokens issues and verifies HS256 access tokens.
type Tokens struct {
	key []byte
}

// NewTokens returns Tokens signing with key.
func NewTokens(key []byte) *Tokens { return &Tokens{key: key} }

type jwtClaims struct {
	Role      string `json:"role"`
	SessionID string `json:"sid"`
	jwt.RegisteredClaims
}

// Issue returns a signed access token for c, valid from now for AccessTTL.
func (t *Tokens) Issue(c Claims, now time.Time) (string, error) {
	tok := jwt.NewWithClaims(jwt.SigningMethodHS256, jwtClaims{
		Role:      c.Role,
		SessionID: c.SessionID,
		RegisteredClaims: jwt.RegisteredClaims{
			Subject:   c.UserID,
			Issuer:    issuer,
			IssuedAt:  jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(AccessTTL)),
		},
	})
	s, err := tok.SignedString(t.key)
	if err != nil {
		return "", fmt.Errorf("sign access token: %w", err)
	}
	return s, nil
}

// Parse verifies token and returns its claims.
func (t *Tokens) Parse(token string) (Claims, error) {
	var c jwtClaims
	_, err := jwt.ParseWithClaims(token, &c, func(*jwt.Token) (any, error) { return t.key, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}), jwt.WithIssuer(issuer), jwt.WithExpirationRequired())
	if err != nil || c.Subject == "" || c.SessionID == "" || (c.Role != "USER" && c.Role != "ADMIN") {
		return Claims{}, ErrInvalidToken
	}
	return Claims{UserID: c.Subject, Role: c.Role, SessionID: c.SessionID}, nil
}

type claimsKey struct{}

// WithoutClaims returns ctx of an anonymous caller.
func WithoutClaims(ctx context.Context) context.Context {
	return context.WithValue(ctx, claimsKey{}, nil)
}

// WithClaims returns ctx carrying c.
func WithClaims(ctx context.Context, c Claims) context.Context {
	return context.WithValue(ctx, claimsKey{}, c)
}

// FromContext returns the caller's claims and whether the caller is logged in.
func FromContext(ctx context.Context) (Claims, bool) {
	c, ok := ctx.Value(claimsKey{}).(Claims)
	return c, ok
}

// Subject returns the caller's casbin subject: its role, or Anonymous.
func Subject(ctx context.Context) string {
	if c, ok := FromContext(ctx); ok {
		return c.Role
	}
	return Anonymous
}

// DeriveKey returns a key for purpose made from the signing key, so one secret
// (JWT_SECRET) serves several uses without one use's key being another's.
func DeriveKey(key []byte, purpose string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("wandelwijs key for " + purpose))
	return m.Sum(nil)
}
