package linktoken_test

import (
	"bytes"
	"testing"

	"wandelwijs.nl/platform/linktoken"
)

func TestTokensAreStablePerPurposeAndKey(t *testing.T) {
	k := linktoken.Key(bytes.Repeat([]byte{7}, 32))
	a := k.Token("manage-link", "id-1")
	if len(a) != linktoken.Len {
		t.Fatalf("token %q has %d characters, want %d", a, len(a), linktoken.Len)
	}
	if a != k.Token("manage-link", "id-1") {
		t.Error("the same record and purpose gave another token")
	}
	if a == k.Token("waitlist-link", "id-1") || a == k.Token("manage-link", "id-2") {
		t.Error("another purpose or record gave the same token")
	}
	if a == linktoken.Key(bytes.Repeat([]byte{8}, 32)).Token("manage-link", "id-1") {
		t.Error("another key gave the same token")
	}
	if bytes.Equal(linktoken.Hash(a), []byte(a)) || len(linktoken.Hash(a)) != 32 {
		t.Error("the hash is not a SHA-256 of the token")
	}
}
