// Package linktoken makes the tokens that mails carry in their links (a booking's manage
// page, a waiting-list entry's page): an HMAC of a record's id under a secret key, so any
// mail can carry the same token again while the database keeps only its hash.
package linktoken

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
)

// Len is the length of a token: 32 bytes of HMAC-SHA256 in unpadded base64url.
const Len = 43

// Key makes tokens: a secret of at least 32 bytes.
type Key []byte

// Token is the one link token of the record id for purpose.
func (k Key) Token(purpose, id string) string {
	m := hmac.New(sha256.New, k)
	m.Write([]byte(purpose + "\x00" + id))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// Hash is what the database keeps of a token.
func Hash(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}
