package api_test

import (
	"context"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/shop/api"
	"wandelwijs.nl/shop/app"
	"wandelwijs.nl/shop/shoptest"
)

var resetLink = regexp.MustCompile(`/wachtwoord-herstellen/([A-Za-z0-9_-]+)`)

// mailsTo waits until n mails with subject went to address and returns them.
func mailsTo(t *testing.T, shop *shoptest.Shop, address, subject string, n int) []mail.Delivered {
	t.Helper()
	var got []mail.Delivered
	shoptest.WaitFor(t, subject+" mails", func() bool {
		all, err := shop.Mailbox.List()
		if err != nil {
			t.Fatal(err)
		}
		got = nil
		for _, m := range all {
			if strings.EqualFold(m.To, address) && m.Subject == subject {
				got = append(got, m)
			}
		}
		return len(got) >= n
	})
	return got
}

// resetToken is the token of the newest reset mail to address, once there are n.
func resetToken(t *testing.T, shop *shoptest.Shop, address string, n int) string {
	t.Helper()
	m := mailsTo(t, shop, address, "Een nieuw wachtwoord kiezen", n)[0]
	match := resetLink.FindStringSubmatch(m.Text)
	if match == nil || !strings.Contains(m.HTML, match[0]) {
		t.Fatalf("reset mail without its link: %s", m.Text)
	}
	return match[1]
}

// TestPasswordResetFlow: a reset request answers 202 for any address and mails a link
// only to an account; the link's token is stored as a hash, sets a password that keeps
// the password rules, works once and for an hour, ends every session of the account,
// and the owner is told by mail.
func TestPasswordResetFlow(t *testing.T) {
	t.Parallel()
	now := time.Now()
	clock := func() time.Time { return now }
	shop := shoptest.Start(t, shoptest.Options{Clock: clock, Limits: app.Limits{Auth: new(generousLimits())}})
	phone, laptop := newBrowser(t, shop.Handler), newBrowser(t, shop.Handler)
	if rec := phone.do("POST", "/api/v1/auth/register", annaJSON); rec.Code != http.StatusCreated {
		t.Fatalf("register: %d %s", rec.Code, rec.Body)
	}
	if rec := laptop.login("anna@example.nl", "Wandelen!2026"); rec.Code != http.StatusOK {
		t.Fatalf("login: %d %s", rec.Code, rec.Body)
	}

	stranger := newBrowser(t, shop.Handler)
	for _, email := range []string{"niemand@example.nl", "ANNA@example.nl"} {
		if rec := stranger.do("POST", "/api/v1/auth/password-reset", `{"email":"`+email+`"}`); rec.Code != http.StatusAccepted || rec.Body.Len() != 0 {
			t.Fatalf("reset request for %s: %d %s, want 202 and nothing said", email, rec.Code, rec.Body)
		}
	}
	if rec := stranger.do("POST", "/api/v1/auth/password-reset", `{"email":"geen adres"}`); rec.Code != http.StatusBadRequest || fieldErrors(t, rec)["email"] == "" {
		t.Errorf("a malformed address: %d %s, want a Dutch 400", rec.Code, rec.Body)
	}
	token := resetToken(t, shop, "Anna@Example.nl", 1)
	shop.Settle(t)
	all, _ := shop.Mailbox.List()
	for _, m := range all {
		if m.To == "niemand@example.nl" {
			t.Errorf("an address without an account got %q", m.Subject)
		}
	}
	var stored int
	if err := shop.DB.QueryRowContext(context.Background(),
		`SELECT count(*) FROM password_resets WHERE token_hash = sha256(convert_to(?, 'UTF8')) AND expires_at = ?`,
		token, now.Add(time.Hour)).Scan(&stored); err != nil || stored != 1 {
		t.Errorf("stored resets with the token's hash and an hour to live: %d (%v)", stored, err)
	}

	if rec := stranger.do("POST", "/api/v1/auth/password-reset/"+token, `{"password":"kort"}`); rec.Code != http.StatusBadRequest || fieldErrors(t, rec)["password"] == "" {
		t.Errorf("a short password: %d %s, want the password rule", rec.Code, rec.Body)
	}
	if rec := stranger.do("POST", "/api/v1/auth/password-reset/"+token, `{"password":"Bosrand&Beuk77"}`); rec.Code != http.StatusNoContent {
		t.Fatalf("reset: %d %s", rec.Code, rec.Body)
	}
	if rec := stranger.do("POST", "/api/v1/auth/password-reset/"+token, `{"password":"Nogmaals&Eik88"}`); rec.Code != http.StatusNotFound || messageOf(t, rec) == "" {
		t.Errorf("the link a second time: %d %s, want a Dutch 404", rec.Code, rec.Body)
	}
	for name, b := range map[string]*browser{"phone": phone, "laptop": laptop} {
		if rec := b.do("GET", "/api/v1/auth/me", ""); rec.Code != http.StatusUnauthorized {
			t.Errorf("%s's session after the reset: %d, want 401", name, rec.Code)
		}
		if rec := b.do("POST", "/api/v1/auth/refresh", ""); rec.Code != http.StatusUnauthorized {
			t.Errorf("%s's refresh after the reset: %d, want 401", name, rec.Code)
		}
	}
	if rec := stranger.login("anna@example.nl", "Wandelen!2026"); rec.Code != http.StatusUnauthorized {
		t.Errorf("the old password: %d", rec.Code)
	}
	if rec := stranger.login("anna@example.nl", "Bosrand&Beuk77"); rec.Code != http.StatusOK {
		t.Errorf("the new password: %d %s", rec.Code, rec.Body)
	}
	changed := mailsTo(t, shop, "Anna@Example.nl", "Je wachtwoord is gewijzigd", 1)[0]
	if !strings.Contains(changed.Text, "uitgelogd") || changed.ReplyTo != shoptest.AdminEmail {
		t.Errorf("changed-password mail: reply-to %q, %s", changed.ReplyTo, changed.Text)
	}

	// A link is good for one hour.
	if rec := stranger.do("POST", "/api/v1/auth/password-reset", `{"email":"anna@example.nl"}`); rec.Code != http.StatusAccepted {
		t.Fatalf("second request: %d", rec.Code)
	}
	late := resetToken(t, shop, "Anna@Example.nl", 2)
	if late == token {
		t.Fatal("the newest reset mail carries the spent token")
	}
	now = now.Add(time.Hour + time.Second)
	if rec := stranger.do("POST", "/api/v1/auth/password-reset/"+late, `{"password":"Nogmaals&Eik88"}`); rec.Code != http.StatusNotFound {
		t.Errorf("a link after an hour: %d %s, want 404", rec.Code, rec.Body)
	}
}

// TestPasswordResetRequestsAreLimited: one address gets a few reset mails, however many
// clients ask; one client gets a few requests, whatever addresses it names.
func TestPasswordResetRequestsAreLimited(t *testing.T) {
	t.Parallel()
	limits := api.ResetLimits{ByClient: ratelimit.New(4, time.Hour), ByEmail: ratelimit.New(2, time.Hour)}
	shop := shoptest.Start(t, shoptest.Options{Limits: app.Limits{Reset: &limits}})
	ask := func(ip, email string) int {
		b := newBrowser(t, shop.Handler)
		b.ip = ip
		return b.do("POST", "/api/v1/auth/password-reset", `{"email":"`+email+`"}`).Code
	}
	for i, ip := range []string{"192.0.2.10", "192.0.2.11", "192.0.2.12"} {
		want := http.StatusAccepted
		if i == 2 {
			want = http.StatusTooManyRequests
		}
		if got := ask(ip, "eva@example.nl"); got != want {
			t.Errorf("request %d for one address from a new client: %d, want %d", i+1, got, want)
		}
	}
	for i, email := range []string{"a@example.nl", "b@example.nl", "c@example.nl", "d@example.nl", "e@example.nl"} {
		want := http.StatusAccepted
		if i == 4 {
			want = http.StatusTooManyRequests
		}
		if got := ask("192.0.2.20", email); got != want {
			t.Errorf("request %d from one client: %d, want %d", i+1, got, want)
		}
	}
}
