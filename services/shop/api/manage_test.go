package api_test

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/shop/app"
	"wandelwijs.nl/shop/shoptest"
)

// manageLink finds a manage link (/boeking/{token}) in a mail's text.
var manageLink = regexp.MustCompile(`/boeking/([A-Za-z0-9_-]{43})\b`)

// manageTokenIn returns the token of the manage link in the last mail to addr whose
// subject starts with subject, or fails.
func (env *shopEnv) manageTokenIn(addr, subject string) string {
	env.t.Helper()
	return env.linkIn(manageLink, addr, subject)
}

// paidGuestBooking books qty places on walkID as the guest gijs@example.nl with extra
// order fields, pays them and returns the booking's id once its confirmation arrived.
func (env *shopEnv) paidGuestBooking(walkID string, qty int, extra string) string {
	env.t.Helper()
	id, checkoutURL := env.startPayment(guestOrder("walkId", walkID, qty, extra))
	env.Pay(env.t, checkoutURL, "paid")
	env.waitFor("the confirmation", func() bool {
		for _, s := range env.mailsTo("gijs@example.nl") {
			if strings.HasPrefix(s, "Je boeking is bevestigd") {
				return true
			}
		}
		return false
	})
	return id
}

// TestTheManageLink: the confirmation carries a link with a token stored only hashed;
// with it a guest sees the booking, lowers the persons (the difference back: card part
// refunded, voucher part written back), has the confirmation sent again, downloads the
// .ics and cancels under the rule of Mijn wandelingen. Bad input changes nothing.
// confirmationSentLongAgo moves the mails about booking id back past rules.ResendWait,
// so "send it again" sends one.
func (env *shopEnv) confirmationSentLongAgo(id string) {
	env.t.Helper()
	if _, err := env.DB.ExecContext(env.t.Context(), `UPDATE mail_log SET queued_at = queued_at - ?::interval WHERE booking_id = ?`,
		(rules.ResendWait + time.Minute).String(), id); err != nil {
		env.t.Fatal(err)
	}
}

func TestTheManageLink(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("ver-weg", 10, 2500, 20)
	v := env.voucher("HALF-BETAALD-1", 5000)
	id := env.paidGuestBooking(walkID, 3, `,"voucherCode":"HALF-BETAALD-1"`) // 7500: 5000 voucher, 2500 card
	token := env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
	path := "/api/v1/manage/" + token

	t.Run("the token is stored only as its hash", func(t *testing.T) {
		sum := sha256.Sum256([]byte(token))
		if env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND manage_token_hash = ?`, id, sum[:]) != 1 {
			t.Fatal("the booking does not keep the token's hash")
		}
		if env.scalar(`SELECT count(*) FROM bookings WHERE strpos(encode(manage_token_hash, 'escape'), ?) > 0`, token) != 0 {
			t.Fatal("the token itself is stored")
		}
	})
	t.Run("the link shows the booking", func(t *testing.T) {
		code, b := env.call("GET", path, "", "")
		if code != 200 || b["id"] != id || b["qty"] != 3.0 || b["status"] != "PAID" || b["canCancel"] != true {
			t.Fatalf("%d %v", code, b)
		}
		// What each smaller party gives back, before anything is asked: the voucher pays first.
		want := `[{"qty":1,"refundCents":2500,"voucherBackCents":2500},{"qty":2,"refundCents":2500,"voucherBackCents":0}]`
		if got := asJSON(t, b["reductions"]); got != want {
			t.Errorf("reductions %s, want %s", got, want)
		}
		if got := asJSON(t, b["refunds"]); got != "[]" {
			t.Errorf("refunds before any change: %s", got)
		}
	})
	t.Run("unknown, malformed and other tokens are a Dutch 404", func(t *testing.T) {
		other := strings.Repeat("A", 43)
		for _, p := range []string{"/api/v1/manage/" + other, "/api/v1/manage/kort", "/api/v1/manage/" + id, "/api/v1/manage/" + other + "/cancel"} {
			method := "GET"
			if strings.HasSuffix(p, "/cancel") {
				method = "POST"
			}
			code, out := env.call(method, p, "", "")
			if code != 404 || !strings.Contains(out["message"].(string), "Deze link hoort niet bij een boeking") {
				t.Errorf("%s %s: %d %v", method, p, code, out)
			}
		}
	})
	t.Run("a number of persons not below the booked number, or below 1, is a 400 and changes nothing", func(t *testing.T) {
		for _, body := range []string{`{"qty":3}`, `{"qty":11}`, `{"qty":0}`, `{"qty":-1}`, `{"qty":"twee"}`, `{}`} {
			code, out := env.call("PATCH", path, body, "")
			if code != 400 || out["message"] == "" {
				t.Errorf("%s: %d %v", body, code, out)
			}
		}
		if env.scalar(`SELECT qty FROM bookings WHERE id = ?`, id) != 3 || env.remaining(v) != 0 {
			t.Fatal("a refused change changed the booking")
		}
	})
	t.Run("fewer persons: the card part above the new amount is refunded, the rest of the voucher written back", func(t *testing.T) {
		code, b := env.call("PATCH", path, `{"qty":1}`, "")
		// 1 × 2500 is paid by the voucher alone: the card's 2500 comes back, and 2500 goes onto the voucher.
		if code != 200 || b["qty"] != 1.0 || b["subtotalCents"] != 2500.0 || b["voucherUsedCents"] != 2500.0 || b["totalCents"] != 0.0 {
			t.Fatalf("%d %v", code, b)
		}
		if env.remaining(v) != 2500 {
			t.Errorf("the voucher has %d, want 2500 back", env.remaining(v))
		}
		env.waitForOneRefund("the partial refund at Mollie", b["molliePaymentId"].(string), "25.00")
		// The page shows the refund with its state, and no smaller party is left.
		refunds, _ := b["refunds"].([]any)
		if len(refunds) != 1 || refunds[0].(map[string]any)["amountCents"] != 2500.0 || refunds[0].(map[string]any)["status"] == "" {
			t.Errorf("the change's answer shows refunds %v", b["refunds"])
		}
		if got := asJSON(t, b["reductions"]); got != "[]" {
			t.Errorf("a party of 1 offers reductions %s", got)
		}
		env.waitFor("the change mail", func() bool {
			return strings.Contains(strings.Join(env.mailsTo("gijs@example.nl"), "|"), "Je boeking is gewijzigd")
		})
		if env.manageTokenIn("gijs@example.nl", "Je boeking is gewijzigd") != token {
			t.Error("the change mail carries another token: one token per booking")
		}
	})
	t.Run("the confirmation is sent again, once a while", func(t *testing.T) {
		resendOnce := func(what string) {
			t.Helper()
			env.Settle(t)
			before := len(env.mailsTo("gijs@example.nl"))
			code, out := env.call("POST", path+"/resend", "", "")
			if code != 202 || !strings.Contains(fmt.Sprint(out["message"]), "al naar je e-mailadres gestuurd") {
				t.Fatalf("%s: %d %v, want no second mail and when the first went", what, code, out)
			}
			env.Settle(t)
			if n := len(env.mailsTo("gijs@example.nl")); n != before {
				t.Errorf("%s: %d mails, want still %d", what, n, before)
			}
		}
		resendOnce("a resend just after the confirmation")
		env.confirmationSentLongAgo(id)
		before := len(env.mailsTo("gijs@example.nl"))
		if code, out := env.call("POST", path+"/resend", "", ""); code != 202 || out["message"] != "We sturen de bevestiging opnieuw naar je e-mailadres." {
			t.Fatalf("%d %v", code, out)
		}
		env.waitFor("the second confirmation", func() bool { return len(env.mailsTo("gijs@example.nl")) == before+1 })
		if env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd") != token {
			t.Error("the confirmation sent again carries another token")
		}
		resendOnce("a second tap")
	})
	t.Run("the walk downloads as .ics", func(t *testing.T) {
		res, err := http.Get(env.URL + path + "/calendar.ics")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/calendar") ||
			!strings.Contains(string(body), "BEGIN:VCALENDAR") || !strings.Contains(string(body), id+"@wandelwijs.nl") {
			t.Fatalf("%d %s %s", res.StatusCode, res.Header.Get("Content-Type"), body)
		}
	})
	t.Run("cancelling gives the rest back, once, with the mails of Mijn wandelingen", func(t *testing.T) {
		admin := len(env.mailsTo(adminEmail))
		code, b := env.call("POST", path+"/cancel", "", "")
		if code != 200 || b["status"] != "CANCELLED" {
			t.Fatalf("%d %v", code, b)
		}
		if env.remaining(v) != 5000 {
			t.Errorf("the voucher has %d, want all 5000 back", env.remaining(v))
		}
		env.waitFor("the cancellation and the organisers' notice", func() bool {
			return strings.Contains(strings.Join(env.mailsTo("gijs@example.nl"), "|"), "Je boeking is geannuleerd") &&
				len(env.mailsTo(adminEmail)) == admin+1
		})
		if code, out := env.call("POST", path+"/cancel", "", ""); code != 409 || out["message"] != "Deze boeking is al geannuleerd." {
			t.Errorf("a second cancel: %d %v", code, out)
		}
		if code, out := env.call("PATCH", path, `{"qty":1}`, ""); code != 409 {
			t.Errorf("a change after the cancel: %d %v", code, out)
		}
		if code, out := env.call("POST", path+"/resend", "", ""); code != 409 {
			t.Errorf("a resend after the cancel: %d %v", code, out)
		}
		if code, b := env.call("GET", path, "", ""); code != 200 || b["status"] != "CANCELLED" {
			t.Errorf("the cancelled booking's page: %d %v", code, b)
		}
		// No more than the card's 2500 ever went back to the card.
		if n := env.scalar(`SELECT COALESCE(sum(amount_cents), 0)::int FROM refunds`); n != 2500 {
			t.Errorf("refunded %d in all, want 2500", n)
		}
	})
}

// TestTheManageLinkKeepsTheCancelRule: within 4 days of the start neither cancelling nor
// fewer persons is possible by the link, as in Mijn wandelingen.
func TestTheManageLinkKeepsTheCancelRule(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	id := env.paidGuestBooking(env.walk("dichtbij", 3, 2500, 20), 2, "")
	path := "/api/v1/manage/" + env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
	// Booked inside the deadline: the confirmation promises no cancelling or changing.
	all, err := env.Mailbox.List()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range all {
		if m.To == "gijs@example.nl" && strings.HasPrefix(m.Subject, "Je boeking is bevestigd") &&
			(strings.Contains(m.Text, "Kosteloos annuleren") || strings.Contains(m.Text, "annuleren of wijzigen") || !strings.Contains(m.Text, "kan niet meer")) {
			t.Errorf("a late booking's confirmation promises a cancel:\n%s", m.Text)
		}
	}
	if code, out := env.call("POST", path+"/cancel", "", ""); code != 409 || out["message"] != "Je kan deze niet meer annuleren (min. 4 dagen van te voren)" {
		t.Fatalf("cancel: %d %v", code, out)
	}
	if code, out := env.call("PATCH", path, `{"qty":1}`, ""); code != 409 || !strings.Contains(out["message"].(string), "niet meer verlagen") {
		t.Fatalf("fewer persons: %d %v", code, out)
	}
	if st, _ := env.bookingStatus(id); st != "PAID" || env.scalar(`SELECT qty FROM bookings WHERE id = ?`, id) != 2 {
		t.Fatal("a refused call changed the booking")
	}
	if code, b := env.call("GET", path, "", ""); code != 200 || b["canCancel"] != false || asJSON(t, b["reductions"]) != "[]" {
		t.Fatalf("%d %v", code, b)
	}
}

// TestManageLinksAreRateLimitedPerClient: guessing tokens runs into the client's budget.
func TestManageLinksAreRateLimitedPerClient(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{Limits: app.Limits{Manage: ratelimit.New(3, 1<<40)}})
	anon := client{t: t, handler: shop.Handler, csrf: true}
	for i := range 3 {
		if rec := anon.do("GET", "/api/v1/manage/"+strings.Repeat("B", 43), ""); rec.Code != 404 {
			t.Fatalf("call %d: %d", i+1, rec.Code)
		}
	}
	rec := anon.do("GET", "/api/v1/manage/"+strings.Repeat("C", 43), "")
	if rec.Code != 429 || messageOf(t, rec) == "" {
		t.Fatalf("the fourth call: %d %s", rec.Code, rec.Body)
	}
	if other := (client{t: t, handler: shop.Handler, peer: "198.51.100.7:1234"}).do("GET", "/api/v1/manage/"+strings.Repeat("C", 43), ""); other.Code != 404 {
		t.Fatalf("another client: %d", other.Code)
	}
}

// asJSON is v as compact JSON.
func asJSON(t *testing.T, v any) string {
	t.Helper()
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}
