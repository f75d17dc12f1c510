package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/server/servertest"
)

const purchaseBody = `{"valueCents":6000,"recipientName":"Roos","recipientEmail":"roos@example.nl",
	"purchaserName":"Piet","purchaserEmail":"piet@example.nl","message":"Fijne verjaardag! <b>x</b>"}`

var codePattern = regexp.MustCompile(`\b[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}\b`)

// buyVoucher buys a voucher, pays it on the sandbox checkout and returns its id and the
// code from the recipient's mail.
func buyVoucher(t *testing.T, env *shopEnv, body string) (string, string) {
	t.Helper()
	code, out := env.call("POST", "/api/v1/payments/create-voucher-payment", body, "")
	if code != 201 {
		t.Fatalf("buy: %d %v", code, out)
	}
	id := out["voucherId"].(string)
	if redirect := env.Pay(env.t, out["checkoutUrl"].(string), "paid"); redirect != env.URL+"/voucher-success?voucherId="+id {
		t.Errorf("checkout redirected to %q", redirect)
	}
	var voucherCode string
	env.waitFor("the voucher mail", func() bool {
		all, _ := env.Mailbox.List()
		for _, m := range all {
			if m.To == "roos@example.nl" {
				voucherCode = codePattern.FindString(m.Text)
			}
		}
		return voucherCode != ""
	})
	return id, voucherCode
}

func TestVoucherPurchase(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	id, code := buyVoucher(t, env, purchaseBody)

	_, v := env.call("GET", "/api/v1/vouchers/"+id, "", "")
	if v["status"] != "ACTIVE" || v["paymentStatus"] != "PAID" || v["valueCents"] != 6000.0 || v["paymentMethod"] != "creditcard" {
		t.Fatalf("voucher = %v", v)
	}
	for k := range v {
		if strings.Contains(strings.ToLower(k), "code") || strings.Contains(strings.ToLower(k), "hash") {
			t.Errorf("the voucher answer carries %q", k)
		}
	}
	validUntil, _ := time.Parse(time.RFC3339, v["validUntil"].(string))
	if d := time.Until(validUntil); d < 364*24*time.Hour || d > 367*24*time.Hour {
		t.Errorf("valid until %v, want a year from now", validUntil)
	}
	env.waitFor("the receipt", func() bool { return len(env.mailsTo("piet@example.nl")) == 1 })
	all, _ := env.Mailbox.List()
	for _, m := range all {
		if m.To == "piet@example.nl" && codePattern.MatchString(m.Text) {
			t.Error("the purchaser's receipt carries the code")
		}
		if m.To == "roos@example.nl" && (!strings.Contains(m.Text, "Fijne verjaardag!") || strings.Contains(m.HTML, "<b>x</b>")) {
			t.Error("the recipient's mail lacks the message or shows it unescaped")
		}
	}
	if _, st := env.call("GET", "/api/v1/payments/voucher/"+id+"/status", "", ""); st["status"] != "paid" || st["paymentStatus"] != "PAID" {
		t.Errorf("voucher payment status = %v", st)
	}
	env.Settle(t)
	if n := len(env.mailsTo("roos@example.nl")); n != 1 {
		t.Errorf("%d mails to the recipient, want exactly 1", n)
	}
	if c, r := env.call("POST", "/api/v1/vouchers/redeem", `{"code":"`+strings.ToLower(strings.ReplaceAll(code, "-", " "))+`"}`, ""); c != 200 || r["remainingCents"] != 6000.0 {
		t.Errorf("redeem the mailed code: %d %v", c, r)
	}
}

func TestVoucherPurchaseThatFailsOrExpires(t *testing.T) {
	t.Parallel()
	for _, status := range []string{"failed", "expired"} {
		t.Run(status, func(t *testing.T) {
			env := newShopEnv(t, false)
			_, out := env.call("POST", "/api/v1/payments/create-voucher-payment", purchaseBody, "")
			id := out["voucherId"].(string)
			env.Pay(env.t, out["checkoutUrl"].(string), status)
			env.waitFor("the voucher to fail", func() bool {
				_, v := env.call("GET", "/api/v1/vouchers/"+id, "", "")
				return v["paymentStatus"] == "FAILED"
			})
			if n := env.scalar(`SELECT count(*) FROM vouchers WHERE code_hash IS NOT NULL`); n != 0 {
				t.Errorf("a failed purchase has a code")
			}
			env.Settle(t)
			if all, _ := env.Mailbox.List(); len(all) != 0 {
				t.Errorf("%d mails for a failed purchase", len(all))
			}
			if code, out := env.call("POST", "/api/v1/payments/retry-voucher-payment/"+id, "", ""); code != 201 || !strings.Contains(fmt.Sprint(out["checkoutUrl"]), "/checkout/") {
				t.Errorf("retry did not answer a checkout: %d %v", code, out)
			}
			_, v := env.call("GET", "/api/v1/vouchers/"+id, "", "")
			if v["paymentStatus"] != "PENDING" {
				t.Errorf("after retry: %v", v)
			}
		})
	}
}

func TestVoucherPurchaseRefusesBadInput(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	body := func(value, extra string) string {
		return `{"valueCents":` + value + `,"recipientName":"R","recipientEmail":"r@example.nl","purchaserName":"P","purchaserEmail":"p@example.nl"` + extra + `}`
	}
	for name, b := range map[string]string{
		"off the 5-euro grid":   body("1234", ""),
		"below 10 euro":         body("500", ""),
		"above 500 euro":        body("50500", ""),
		"a missing name":        `{"valueCents":3000,"recipientEmail":"r@example.nl","purchaserName":"P","purchaserEmail":"p@example.nl"}`,
		"a malformed e-mail":    `{"valueCents":3000,"recipientName":"R","recipientEmail":"r@","purchaserName":"P","purchaserEmail":"p@example.nl"}`,
		"a 10 KB message":       body("3000", `,"message":"`+strings.Repeat("x", 10<<10)+`"`),
		"a 501-character note":  body("3000", `,"message":"`+strings.Repeat("x", 501)+`"`),
		"a smuggled code field": body("3000", `,"code":"GRATIS"`),
	} {
		t.Run(name, func(t *testing.T) {
			if code, out := env.call("POST", "/api/v1/payments/create-voucher-payment", b, ""); code != 400 || out["message"] == "" {
				t.Fatalf("%d %v", code, out)
			}
		})
	}
	if n := env.scalar(`SELECT count(*) FROM vouchers`); n != 0 {
		t.Fatalf("%d vouchers written by refused purchases", n)
	}
}

func TestVoucherSpentAcrossBookingsDownToZero(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	env.walk("eerste", 10, 2500, 20)
	id, code := buyVoucher(t, env, purchaseBody) // € 60

	c, b := env.call("POST", "/api/v1/bookings", guestOrder("walkSlug", "eerste", 2, `,"voucherCode":"`+code+`"`), "")
	if c != 201 || b["voucherUsedCents"] != 5000.0 || b["totalCents"] != 0.0 {
		t.Fatalf("first booking: %d %v", c, b)
	}
	bid, _ := env.startPayment(guestOrder("walkId", env.walk("tweede", 10, 2500, 20), 1, `,"voucherCode":"`+code+`"`))
	_, b2 := env.call("GET", "/api/v1/bookings/"+bid, "", "")
	if b2["voucherUsedCents"] != 1000.0 || b2["totalCents"] != 1500.0 {
		t.Fatalf("second booking: %v", b2)
	}
	_, v := env.call("GET", "/api/v1/vouchers/"+id, "", "")
	if v["remainingCents"] != 0.0 || v["status"] != "USED" {
		t.Fatalf("voucher after two bookings: %v", v)
	}
	if c, r := env.call("POST", "/api/v1/vouchers/redeem", `{"code":"`+code+`"}`, ""); c != 400 || r["message"] != "Deze cadeaubon is al volledig gebruikt" {
		t.Errorf("redeem an empty voucher: %d %v", c, r)
	}
}

func TestConcurrentBookingsNeverOverspendAVoucher(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	env.walk("samen", 10, 2500, 500)
	_, code := buyVoucher(t, env, purchaseBody) // € 60: two free places and € 10 towards a third
	codes := atOnce(100, func(int) int {
		c, _ := env.call("POST", "/api/v1/bookings", guestOrder("walkSlug", "samen", 1, `,"voucherCode":"`+code+`"`), "")
		return c
	})
	spent := -env.scalar(`SELECT COALESCE(sum(amount_cents), 0)::int FROM voucher_ledger WHERE kind = 'SPEND'`)
	if spent > 6000 || env.scalar(`SELECT remaining_cents FROM vouchers`) != 6000-spent {
		t.Fatalf("spent %d of a € 60 voucher; remaining %d", spent, env.scalar(`SELECT remaining_cents FROM vouchers`))
	}
	if created := codes[201]; created != 2 {
		t.Errorf("%d free bookings made with a € 60 voucher on a € 25 walk, want 2", created)
	}
}

// TestAVoucherRefundedInMolliesDashboard: the purchaser returns a voucher and the
// organisers refund its payment in Mollie's dashboard (here: at the sandbox's API, with
// no metadata, as the dashboard would). When Mollie's webhook comes, the shop records the
// refund (cause mollie-dashboard-<id>, dated when Mollie made it) with the credit note of
// the voucher's invoice, the voucher can no longer be spent (REFUNDED, its balance off by
// a REFUND row of its ledger), and the ledger lists all three.
func TestAVoucherRefundedInMolliesDashboard(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	id, code := buyVoucher(t, env, strings.Replace(purchaseBody, `"message"`, invoiceAsked[1:]+`,"message"`, 1))
	_, v := env.call("GET", "/api/v1/vouchers/"+id, "", "")
	tr := testdb.Row(t, env.DB, `SELECT mollie_payment_id FROM vouchers WHERE id = ?`, id)
	re, err := env.Mollie.CreateRefund(context.Background(), tr, mollie.CreateRefund{Amount: mollie.EUR(6000), Description: "Retour"}, "dashboard-1")
	if err != nil || v["status"] != "ACTIVE" {
		t.Fatalf("refund at Mollie: %v; voucher %v", err, v)
	}
	env.waitFor("the dashboard refund to be recorded as made", func() bool {
		return env.scalar(`SELECT count(*) FROM refunds WHERE cause = ? AND mollie_refund_id = ? AND amount_cents = 6000
			AND status = 'refunded' AND refunded_at IS NOT NULL`, "mollie-dashboard-"+re.ID, re.ID) == 1
	})
	if _, v := env.call("GET", "/api/v1/vouchers/"+id, "", ""); v["status"] != "REFUNDED" {
		t.Errorf("the refunded voucher: %v", v)
	}
	if n := env.remaining(id); n != 0 {
		t.Errorf("%d cents left on the refunded voucher", n)
	}
	if c, r := env.call("POST", "/api/v1/vouchers/redeem", `{"code":"`+code+`"}`, ""); c != 400 || !strings.Contains(fmt.Sprint(r), "terugbetaald") {
		t.Errorf("redeem the refunded voucher's code: %d %v", c, r)
	}
	if n := env.scalar(`SELECT count(*) FROM invoices i JOIN invoices o ON o.id = i.credits_id JOIN refunds r ON r.id = i.refund_id
		WHERE i.kind = 'credit' AND i.total_cents = -6000 AND o.voucher_id = ? AND r.mollie_refund_id = ?`, id, re.ID); n != 1 {
		t.Errorf("%d credit notes of the dashboard refund, want 1", n)
	}
	if n := env.scalar(`SELECT count(*) FROM voucher_ledger WHERE voucher_id = ? AND kind = 'REFUND' AND amount_cents = -6000`, id); n != 1 {
		t.Errorf("%d REFUND rows in the voucher's ledger, want 1", n)
	}
	env.webhookTwiceAndReconcile(tr)
	if n := env.scalar(`SELECT count(*) FROM refunds`); n != 1 {
		t.Errorf("%d refund rows after more webhooks, want 1", n)
	}
	ledger := env.get("/api/v1/admin/ledger.csv", env.organiser()).Body.String()
	for _, want := range []string{";Terugbetaling in Mollie-dashboard;-60,00;ja;refunded;" + tr + ";" + re.ID + ";;" + id + ";",
		";Cadeaubon terugbetaald;-60,00;nee;;;;;" + id + ";", ";Creditnota;-60,00;nee;;" + tr + ";;;" + id + ";"} {
		if !strings.Contains(ledger, want) {
			t.Errorf("the ledger lacks %q:\n%s", want, ledger)
		}
	}
}

// TestTheVoucherRetryLinkStartsNoPaymentByItsGET: the voucher's retry address, a GET
// that another site can make a visitor's browser follow, starts no payment: it leads to
// the voucher's result page in the voucher's language, whose button POSTs. That POST,
// like every write, needs the CSRF header; with it, it answers the new checkout.
func TestTheVoucherRetryLinkStartsNoPaymentByItsGET(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	code, out := env.call("POST", "/api/v1/payments/create-voucher-payment", purchaseBody, "")
	if code != 201 {
		t.Fatalf("buy: %d %v", code, out)
	}
	id := out["voucherId"].(string)
	req := servertest.Caller{CSRF: "t"}.Request("POST", env.URL+"/api/v1/payments/create-voucher-payment", purchaseBody)
	req.Header.Set("Accept-Language", "en")
	var english struct{ VoucherID string }
	if rec := servertest.Send(t, req); rec.Code != 201 || json.Unmarshal(rec.Body.Bytes(), &english) != nil {
		t.Fatalf("an English voucher: %d %s", rec.Code, rec.Body)
	}
	env.checkRetryLink(voucherRetryLink, id, map[string]string{id: "/voucher-success?voucherId=" + id,
		english.VoucherID: "/en/voucher-success?voucherId=" + english.VoucherID, unknownID: "/voucher-success?voucherId=" + unknownID})
}
