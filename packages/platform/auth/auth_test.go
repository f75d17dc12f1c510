package auth

import (
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func TestTokens(t *testing.T) {
	now := time.Now()
	tokens := NewTokens([]byte("key-one-key-one-key-one-key-one!"))
	tok, err := tokens.Issue(Claims{UserID: "u1", Role: "ADMIN", SessionID: "s1"}, now)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("a fresh token round-trips", func(t *testing.T) {
		c, err := tokens.Parse(tok)
		if err != nil || c.UserID != "u1" || c.Role != "ADMIN" || c.SessionID != "s1" {
			t.Fatalf("claims %+v, err %v", c, err)
		}
	})
	t.Run("another key's token is refused", func(t *testing.T) {
		if _, err := NewTokens([]byte("key-two-key-two-key-two-key-two!")).Parse(tok); err != ErrInvalidToken {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("an expired token is refused", func(t *testing.T) {
		old, _ := tokens.Issue(Claims{UserID: "u1", Role: "USER", SessionID: "s1"}, now.Add(-AccessTTL-time.Second))
		if _, err := tokens.Parse(old); err != ErrInvalidToken {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("an unsigned token is refused", func(t *testing.T) {
		none, _ := jwt.NewWithClaims(jwt.SigningMethodNone, jwt.MapClaims{"sub": "u1", "role": "ADMIN", "iss": issuer,
			"exp": now.Add(time.Hour).Unix()}).SignedString(jwt.UnsafeAllowNoneSignatureType)
		if _, err := tokens.Parse(none); err != ErrInvalidToken {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("a token of no session is refused", func(t *testing.T) {
		loose, _ := tokens.Issue(Claims{UserID: "u1", Role: "ADMIN"}, now)
		if _, err := tokens.Parse(loose); err != ErrInvalidToken {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("a token with an unknown role is refused", func(t *testing.T) {
		odd, _ := tokens.Issue(Claims{UserID: "u1", Role: "ROOT", SessionID: "s1"}, now)
		if _, err := tokens.Parse(odd); err != ErrInvalidToken {
			t.Fatalf("err = %v", err)
		}
	})
}

func TestPasswords(t *testing.T) {
	hash, err := HashPassword("Wandelen!2026")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(hash, "$argon2id$") {
		t.Fatalf("hash %q is not argon2id", hash)
	}
	if ok, err := CheckPassword(hash, "Wandelen!2026"); !ok || err != nil {
		t.Errorf("right password: %v %v", ok, err)
	}
	if ok, err := CheckPassword(hash, "wandelen!2026"); ok || err != nil {
		t.Errorf("wrong password: %v %v", ok, err)
	}
	if again, _ := HashPassword("Wandelen!2026"); again == hash {
		t.Error("two hashes of one password are equal: the salt is not random")
	}
	if _, err := CheckPassword("$2a$10$bcrypt", "x"); err != ErrMalformedHash {
		t.Errorf("malformed hash: err = %v", err)
	}
}
