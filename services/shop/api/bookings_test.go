package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/server/servertest"
	"wandelwijs.nl/platform/vouchercode"
	"wandelwijs.nl/shop/api"
	"wandelwijs.nl/shop/app"
	"wandelwijs.nl/shop/shoptest"
)

// walk inserts a published walk starting in days days.
func (env *shopEnv) walk(slug string, days, priceCents, max int) string {
	env.t.Helper()
	return testdb.Walk(env.t, env.DB, slug, env.Now().Add(time.Duration(days)*24*time.Hour), max, priceCents, true)
}

// voucher inserts a paid, active voucher with code and value, remaining the same.
func (env *shopEnv) voucher(code string, cents int) string {
	env.t.Helper()
	var id string
	if err := env.DB.NewRaw(`INSERT INTO vouchers (code_hash, value_cents, remaining_cents, status, payment_status,
		recipient_name, recipient_email, purchaser_name, purchaser_email, valid_until, paid_at)
		VALUES (?, ?, ?, 'ACTIVE', 'PAID', 'R', 'r@example.nl', 'P', 'p@example.nl', ?, ?) RETURNING id`,
		vouchercode.Hash(code), cents, cents, env.Now().AddDate(1, 0, 0), env.Now()).Scan(context.Background(), &id); err != nil {
		env.t.Fatal(err)
	}
	return id
}

func (env *shopEnv) scalar(q string, args ...any) int {
	env.t.Helper()
	var n int
	if err := env.DB.NewRaw(q, args...).Scan(context.Background(), &n); err != nil {
		env.t.Fatalf("%s: %v", q, err)
	}
	return n
}

// call makes one API call as a guest browser (or with an access token).
func (env *shopEnv) call(method, path, body, access string) (int, map[string]any) {
	env.t.Helper()
	rec := servertest.Send(env.t, servertest.Caller{Access: access, CSRF: "t"}.Request(method, env.URL+path, body))
	var out map[string]any
	_ = json.Unmarshal(rec.Body.Bytes(), &out) // an answer without JSON gives nil
	return rec.Code, out
}

// guestOrder is a booking body for a guest.
func guestOrder(field, ref string, qty int, extra string) string {
	return fmt.Sprintf(`{"%s":"%s","qty":%d,"guestName":"Gijs Gast","guestEmail":"gijs@example.nl","guestPhone":"+31 6 12345678"%s}`, field, ref, qty, extra)
}

// guestNamed is a guest's order of one place on the free walk "vol" in the name given
// (JSON-escaped).
func guestNamed(name string) string {
	return strings.Replace(guestOrder("walkSlug", "vol", 1, ""), "Gijs Gast", name, 1)
}

// guestOrderOf is a guest's order of qty places on the walk with walkID from email,
// paid partly or wholly with the voucher code when one is given.
func guestOrderOf(walkID, email string, qty int, code string) string {
	o := strings.Replace(guestOrder("walkId", walkID, qty, ""), "gijs@example.nl", email, 1)
	if code != "" {
		o = strings.Replace(o, `"qty":`, `"voucherCode":"`+code+`","qty":`, 1)
	}
	return o
}

// startPayment posts order to the route that starts a paid booking and returns the
// booking's id and the checkout URL it answers.
func (env *shopEnv) startPayment(order string) (id, checkoutURL string) {
	env.t.Helper()
	status, out := env.call("POST", "/api/v1/payments/create-booking-payment", order, "")
	if status != 201 {
		env.t.Fatalf("start a payment for %s: %d %v", order, status, out)
	}
	return out["bookingId"].(string), out["checkoutUrl"].(string)
}

// startGuestBooking starts a paid booking as a guest and, with pay, pays it at the
// sandbox; it returns the booking's id and its Mollie payment's.
func (env *shopEnv) startGuestBooking(walkID, email string, qty int, code string, pay bool) (id, molliePaymentID string) {
	env.t.Helper()
	id, checkoutURL := env.startPayment(guestOrderOf(walkID, email, qty, code))
	if pay {
		env.Pay(env.t, checkoutURL, "paid")
		env.waitFor("the payment", func() bool { st, _ := env.bookingStatus(id); return st == "PAID" })
	}
	_, b := env.call("GET", "/api/v1/bookings/"+id, "", "")
	molliePaymentID, _ = b["molliePaymentId"].(string)
	return id, molliePaymentID
}

// waitFor polls cond until it holds, or fails the test after 15 s.
func (env *shopEnv) waitFor(what string, cond func() bool) { shoptest.WaitFor(env.t, what, cond) }

// The retry links of a booking's and of a voucher's payment, each followed by its id.
const (
	bookingRetryLink = "/api/v1/payments/retry-booking-payment/"
	voucherRetryLink = "/api/v1/payments/retry-voucher-payment/"
)

// retryAt opens a new checkout at the retry link link+id, as a pay button does (a POST),
// and returns where the shop sends the browser: a checkout page.
func (env *shopEnv) retryAt(link, id string) string {
	env.t.Helper()
	code, out := env.call("POST", link+id, "", "")
	checkout, _ := out["checkoutUrl"].(string)
	if code != http.StatusCreated || !strings.Contains(checkout, "/checkout/") {
		env.t.Fatalf("retry at %s%s: %d %v", link, id, code, out)
	}
	return checkout
}

// retryCheckout opens a new checkout for the booking with id, as "Nu betalen" does.
func (env *shopEnv) retryCheckout(id string) string { return env.retryAt(bookingRetryLink, id) }

// TestTheRetryLinkStartsNoPaymentByItsGET: the mails' pay link, a GET that another site
// can make a visitor's browser follow, starts no payment: it leads to the booking's page
// in the booking's language, whose button POSTs. That POST, like every write, needs the
// CSRF header; with it, it answers the new checkout.
func TestTheRetryLinkStartsNoPaymentByItsGET(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("opnieuw", 10, 2500, 20)
	id, _ := env.startPayment(guestOrderOf(walkID, "gijs@example.nl", 1, ""))
	req := servertest.Caller{CSRF: "t"}.Request("POST", env.URL+"/api/v1/payments/create-booking-payment", guestOrderOf(walkID, "joe@example.com", 1, ""))
	req.Header.Set("Accept-Language", "en")
	var english struct{ BookingID string }
	if rec := servertest.Send(t, req); rec.Code != 201 || json.Unmarshal(rec.Body.Bytes(), &english) != nil {
		t.Fatalf("an English booking: %d %s", rec.Code, rec.Body)
	}
	env.checkRetryLink(bookingRetryLink, id, map[string]string{id: "/booking/complete/" + id,
		english.BookingID: "/en/booking/complete/" + english.BookingID, unknownID: "/booking/complete/" + unknownID})
}

// unknownID is a well-formed id of nothing.
const unknownID = "00000000-0000-0000-0000-000000000000"

// checkRetryLink checks the retry link link+id of a payment: its GET for each id of pages
// answers 303 to that page and starts no payment, nor does a POST for id without the CSRF
// header; the button's POST (retryAt) starts one payment, and a POST for unknownID is
// refused with 404 and a message.
func (env *shopEnv) checkRetryLink(link, id string, pages map[string]string) {
	t := env.t
	t.Helper()
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	payments := env.scalar(`SELECT count(*) FROM payments`)
	for pageID, page := range pages {
		res, err := noRedirect.Get(env.URL + link + pageID)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != page {
			t.Errorf("GET %s%s: %d to %q, want 303 to %s", link, pageID, res.StatusCode, res.Header.Get("Location"), page)
		}
	}
	// A POST another site could make: the browser sends the cookies, not the header.
	req := servertest.Caller{}.Request("POST", env.URL+link+id, "")
	req.AddCookie(&http.Cookie{Name: auth.CSRFCookie, Value: "t"})
	if rec := servertest.Send(t, req); rec.Code != http.StatusForbidden {
		t.Errorf("a POST without the CSRF header: %d %s, want 403", rec.Code, rec.Body)
	}
	if n := env.scalar(`SELECT count(*) FROM payments`); n != payments {
		t.Fatalf("the retry link's GET or a forged POST created %d payments", n-payments)
	}
	env.retryAt(link, id)
	if n := env.scalar(`SELECT count(*) FROM payments`); n != payments+1 {
		t.Errorf("the button's POST created %d payments, want 1", n-payments)
	}
	if code, out := env.call("POST", link+unknownID, "", ""); code != 404 || out["message"] == "" {
		t.Errorf("the POST for an unknown id: %d %v, want 404 with a message", code, out)
	}
}

// webhookTwiceAndReconcile calls the webhook for molliePaymentID twice, as Mollie repeats
// it, then lets reconciliation look at the payments again.
func (env *shopEnv) webhookTwiceAndReconcile(molliePaymentID string) {
	env.t.Helper()
	for range 2 {
		env.webhook(molliePaymentID)
	}
	if err := env.Payments.Reconcile(context.Background()); err != nil {
		env.t.Fatal(err)
	}
}

// webhook calls the shop's webhook for the payment, as Mollie does, and fails unless it answers 200.
func (env *shopEnv) webhook(molliePaymentID string) {
	env.t.Helper()
	res, err := http.Post(env.URL+"/api/v1/payments/webhook", "application/x-www-form-urlencoded", strings.NewReader("id="+molliePaymentID))
	if err != nil || res.StatusCode != 200 {
		env.t.Fatalf("webhook for %s: %v %v", molliePaymentID, res, err)
	}
	res.Body.Close()
}

func (env *shopEnv) bookingStatus(id string) (status, paymentStatus string) {
	env.t.Helper()
	var row struct {
		Status        string `bun:"status"`
		PaymentStatus string `bun:"payment_status"`
	}
	if err := env.DB.NewRaw(`SELECT status, payment_status FROM bookings WHERE id = ?`, id).Scan(context.Background(), &row); err != nil {
		env.t.Fatal(err)
	}
	return row.Status, row.PaymentStatus
}

// mailsTo returns the subjects of the mails delivered to addr.
func (env *shopEnv) mailsTo(addr string) []string {
	env.t.Helper()
	all, err := env.Mailbox.List()
	if err != nil {
		env.t.Fatal(err)
	}
	var subjects []string
	for _, m := range all {
		if m.To == addr {
			subjects = append(subjects, m.Subject)
		}
	}
	return subjects
}

// atOnce makes call(i) for i below n, all at the same time, and counts the status codes
// they return.
func atOnce(n int, call func(i int) int) map[int]int {
	var mu sync.Mutex
	var wg sync.WaitGroup
	codes := map[int]int{}
	for i := range n {
		wg.Go(func() {
			code := call(i)
			mu.Lock()
			codes[code]++
			mu.Unlock()
		})
	}
	wg.Wait()
	return codes
}

// organiser returns the access token of a new ADMIN.
func (env *shopEnv) organiser() string {
	env.t.Helper()
	return env.Token(env.t, testdb.User(env.t, env.DB, "Beheer", "beheer@example.nl", "ADMIN"), "ADMIN", time.Now())
}

// newOrganiserEnv is a shop with an ADMIN and a USER, klant@example.nl, and their
// access tokens.
func newOrganiserEnv(t *testing.T) (env *shopEnv, admin, customer string) {
	t.Helper()
	env = newShopEnv(t, false)
	customerID := testdb.User(t, env.DB, "Klant", "klant@example.nl", "USER")
	return env, env.organiser(), env.Token(t, customerID, "USER", time.Now())
}

// refundJobs counts the refund jobs queued, running or done.
func (env *shopEnv) refundJobs() int {
	env.t.Helper()
	return env.scalar(`SELECT count(*) FROM river_job WHERE kind = 'refund'`)
}

// waitForOneRefund waits until the Mollie payment has exactly one refund, of amount
// (such as "40.00") unless amount is "".
func (env *shopEnv) waitForOneRefund(what, molliePaymentID, amount string) {
	env.t.Helper()
	env.waitFor(what, func() bool {
		refunds, err := env.Mollie.ListRefunds(context.Background(), molliePaymentID)
		return err == nil && len(refunds) == 1 && (amount == "" || refunds[0].Amount.Value == amount)
	})
}

func (env *shopEnv) remaining(voucherID string) int {
	return env.scalar(`SELECT remaining_cents FROM vouchers WHERE id = ?`, voucherID)
}

func TestFreeBookings(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	env.walk("gratis", 10, 0, 20)
	env.walk("betaald", 10, 2500, 20)
	v := env.voucher("BOS-WAND-2026", 6000)

	t.Run("a free walk is confirmed at once, with a calendar mail", func(t *testing.T) {
		code, b := env.call("POST", "/api/v1/bookings", guestOrder("walkSlug", "gratis", 2, ""), "")
		if code != 201 || b["status"] != "PAID" || b["totalCents"] != 0.0 || b["guestName"] != "Gijs Gast" {
			t.Fatalf("%d %v", code, b)
		}
		env.waitFor("the confirmation", func() bool { return len(env.mailsTo("gijs@example.nl")) == 1 })
		all, _ := env.Mailbox.List()
		if len(all[0].Attachments) != 1 || !strings.HasSuffix(all[0].Attachments[0].Filename, ".ics") {
			t.Errorf("confirmation attachments: %+v", all[0].Attachments)
		}
	})
	t.Run("a voucher that covers the total makes a paid walk free and keeps the rest", func(t *testing.T) {
		code, b := env.call("POST", "/api/v1/bookings", guestOrder("walkSlug", "betaald", 2, `,"voucherCode":" bos-wand-2026 "`), "")
		if code != 201 || b["totalCents"] != 0.0 || b["voucherUsedCents"] != 5000.0 {
			t.Fatalf("%d %v", code, b)
		}
		if got := env.remaining(v); got != 1000 {
			t.Errorf("voucher has %d cents left, want 1000", got)
		}
		if n := env.scalar(`SELECT count(*) FROM voucher_ledger WHERE voucher_id = ? AND kind = 'SPEND' AND amount_cents = -5000`, v); n != 1 {
			t.Errorf("%d spend rows in the ledger", n)
		}
	})
	t.Run("a total above 0 is refused on the free route and changes nothing", func(t *testing.T) {
		before := env.scalar(`SELECT count(*) FROM bookings`)
		code, b := env.call("POST", "/api/v1/bookings", guestOrder("walkSlug", "betaald", 1, ""), "")
		if code != 400 || b["message"] == "" || env.scalar(`SELECT count(*) FROM bookings`) != before {
			t.Fatalf("%d %v", code, b)
		}
	})
}

func TestPaidBookingThroughTheWebhook(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("ochtend", 10, 2500, 20)

	code, out := env.call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 2, ""), "")
	if code != 201 || !strings.Contains(out["checkoutUrl"].(string), "/checkout/") {
		t.Fatalf("%d %v", code, out)
	}
	id := out["bookingId"].(string)
	if st, ps := env.bookingStatus(id); st != "PENDING" || ps != "PENDING" {
		t.Fatalf("after creating the payment: %s/%s", st, ps)
	}
	if redirect := env.Pay(env.t, out["checkoutUrl"].(string), "paid"); redirect != env.URL+"/booking-success?bookingId="+id {
		t.Errorf("checkout redirected to %q", redirect)
	}
	env.waitFor("the booking to be paid", func() bool { st, _ := env.bookingStatus(id); return st == "PAID" })
	env.waitFor("the confirmation", func() bool { return len(env.mailsTo("gijs@example.nl")) == 1 })

	code, b := env.call("GET", "/api/v1/bookings/"+id, "", "")
	if code != 200 || b["paymentStatus"] != "PAID" || b["paymentMethod"] != "creditcard" || b["totalCents"] != 5000.0 {
		t.Fatalf("%d %v", code, b)
	}
	walk := b["walk"].(map[string]any)
	if walk["slug"] != "ochtend" || walk["address"] != "Dijk 1" {
		t.Errorf("walk = %v", walk)
	}
	if code, st := env.call("GET", "/api/v1/payments/booking/"+id+"/status", "", ""); code != 200 || st["status"] != "paid" {
		t.Errorf("booking status: %d %v", code, st)
	}
	if code, st := env.call("POST", "/api/v1/payments/process-payment-completion/"+b["molliePaymentId"].(string), "", ""); code != 200 || st["status"] != "success" {
		t.Errorf("completion: %d %v", code, st)
	}
	env.Settle(t) // a wrongly queued second mail would have arrived
	if n := len(env.mailsTo("gijs@example.nl")); n != 1 {
		t.Errorf("%d mails after the completion call, want still 1", n)
	}
}

func TestFailedAndExpiredPaymentsAndRetry(t *testing.T) {
	t.Parallel()
	for _, status := range []string{"failed", "expired", "canceled"} {
		t.Run(status, func(t *testing.T) {
			env := newShopEnv(t, false)
			walkID := env.walk("avond", 10, 2500, 20)
			v := env.voucher("HALF-PRIJS-01", 1000)
			_, out := env.call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 2, `,"voucherCode":"HALF-PRIJS-01"`), "")
			id := out["bookingId"].(string)
			if env.remaining(v) != 0 {
				t.Fatalf("voucher not spent while the payment is open")
			}
			env.Pay(env.t, out["checkoutUrl"].(string), status)
			env.waitFor("the booking to fail", func() bool { st, _ := env.bookingStatus(id); return st == "FAILED" })
			_, ps := env.bookingStatus(id)
			if want := map[string]string{"failed": "FAILED", "expired": "FAILED", "canceled": "CANCELED"}[status]; ps != want {
				t.Errorf("paymentStatus %s, want %s", ps, want)
			}
			if got := env.remaining(v); got != 1000 {
				t.Errorf("voucher has %d left after the failure, want 1000 back", got)
			}
			env.waitFor("the payment-failed mail", func() bool { return len(env.mailsTo("gijs@example.nl")) == 1 })
			if code, b := env.call("GET", "/api/v1/manage/"+env.manageTokenIn("gijs@example.nl", "Je betaling is niet gelukt"), "", ""); code != 200 || b["id"] != id {
				t.Errorf("the payment-failed mail's manage link: %d %v", code, b)
			}

			checkout := env.retryCheckout(id)
			if st, _ := env.bookingStatus(id); st != "PENDING" || env.remaining(v) != 0 {
				t.Fatalf("after retry: %s, voucher %d", st, env.remaining(v))
			}
			env.Pay(env.t, checkout, "paid")
			env.waitFor("the retried booking to be paid", func() bool { st, _ := env.bookingStatus(id); return st == "PAID" })
		})
	}
}

func TestMollieDownFailsTheBookingAndReleasesEverything(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("storing", 10, 2500, 2)
	v := env.voucher("STORING-0001", 1000)
	for _, mode := range []string{"500", "hang"} {
		env.Sandbox.SetFault(mode)
		code, out := env.call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 2, `,"voucherCode":"STORING-0001"`), "")
		if code != 503 || !strings.Contains(out["message"].(string), "probeer het over een paar minuten opnieuw") {
			t.Fatalf("fault %s: %d %v", mode, code, out)
		}
		if n := env.scalar(`SELECT count(*) FROM bookings WHERE status = 'PENDING'`); n != 0 {
			t.Errorf("fault %s: %d bookings left holding places", mode, n)
		}
		if env.remaining(v) != 1000 {
			t.Errorf("fault %s: voucher not given back", mode)
		}
	}
	env.Sandbox.SetFault("")
	if code, out := env.call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 2, ""), ""); code != 201 {
		t.Fatalf("after the fault: %d %v", code, out)
	}
}

func TestCancel(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	anna := testdb.User(t, env.DB, "Klant", "anna@example.nl", "USER")
	annaToken := env.Token(t, anna, "USER", time.Now())
	bert := testdb.User(t, env.DB, "Klant", "bert@example.nl", "USER")
	bertToken := env.Token(t, bert, "USER", time.Now())
	far := env.walk("ver-weg", 10, 2500, 20)
	near := env.walk("dichtbij", 3, 0, 20)
	v := env.voucher("DEEL-BETAAL-1", 1000)

	_, out := env.call("POST", "/api/v1/payments/create-booking-payment", fmt.Sprintf(`{"walkId":"%s","qty":2,"voucherCode":"DEEL-BETAAL-1"}`, far), annaToken)
	id := out["bookingId"].(string)
	env.Pay(env.t, out["checkoutUrl"].(string), "paid")
	env.waitFor("the booking to be paid", func() bool { st, _ := env.bookingStatus(id); return st == "PAID" })

	t.Run("someone else's booking cannot be cancelled", func(t *testing.T) {
		if code, _ := env.call("POST", "/api/v1/bookings/"+id+"/cancel", "", bertToken); code != 404 {
			t.Fatalf("%d", code)
		}
		if st, _ := env.bookingStatus(id); st != "PAID" {
			t.Fatalf("status %s", st)
		}
	})
	t.Run("the owner cancels: card part refunded, voucher part back, two mails", func(t *testing.T) {
		code, b := env.call("POST", "/api/v1/bookings/"+id+"/cancel", "", annaToken)
		if code != 200 || b["status"] != "CANCELLED" || b["canCancel"] != false {
			t.Fatalf("%d %v", code, b)
		}
		if env.remaining(v) != 1000 {
			t.Errorf("voucher has %d, want 1000 back", env.remaining(v))
		}
		env.waitForOneRefund("the refund at Mollie", b["molliePaymentId"].(string), "40.00")
		env.waitFor("the refund row", func() bool { return env.scalar(`SELECT count(*) FROM refunds WHERE amount_cents = 4000`) == 1 })
		env.waitFor("mails to customer and organisers", func() bool {
			return len(env.mailsTo("anna@example.nl")) == 2 && len(env.mailsTo(adminEmail)) == 1
		})
		if code, again := env.call("POST", "/api/v1/bookings/"+id+"/cancel", "", annaToken); code != 409 {
			t.Errorf("second cancel: %d %v", code, again)
		}
	})
	t.Run("within 4 days of the start cancelling is refused", func(t *testing.T) {
		_, nb := env.call("POST", "/api/v1/bookings", `{"walkSlug":"dichtbij","qty":1}`, annaToken)
		nid := nb["id"].(string)
		code, b := env.call("POST", "/api/v1/bookings/"+nid+"/cancel", "", annaToken)
		if code != 409 || b["message"] != "Je kan deze niet meer annuleren (min. 4 dagen van te voren)" {
			t.Fatalf("%d %v", code, b)
		}
		_, got := env.call("GET", "/api/v1/bookings/"+nid, "", "")
		if got["canCancel"] != false || got["status"] != "PAID" {
			t.Errorf("booking after refused cancel: %v", got)
		}
		_ = near
	})
	t.Run("my bookings lists only my own", func(t *testing.T) {
		list := servertest.Decode[[]map[string]any](t, servertest.Send(t, servertest.Caller{Access: annaToken}.Request("GET", env.URL+"/api/v1/bookings/my", "")))
		if len(list) != 2 {
			t.Fatalf("%v", list)
		}
		for _, b := range list {
			if b["user"].(map[string]any)["email"] != "anna@example.nl" {
				t.Errorf("foreign booking in my list: %v", b)
			}
		}
	})
}

// A payment the shop hears of only after the booking's hold expired is refunded, and the
// booking stays cancelled. The customer pays at Mollie in time, and Mollie's webhook comes
// late: paid after the expiry instead, the payment may already be cancelled at Mollie by
// the expiry's job, and which came first would be chance.
func TestExpiryAndALatePayment(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, true)
	walkID := env.walk("laat", 10, 2500, 3)
	v := env.voucher("LAAT-BETAALD", 1000)
	_, out := env.call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 3, `,"voucherCode":"LAAT-BETAALD"`), "")
	id, checkout := out["bookingId"].(string), out["checkoutUrl"].(string)
	if code, _ := env.call("POST", "/api/v1/bookings", guestOrder("walkSlug", "laat", 1, ""), ""); code != 409 {
		t.Fatalf("the walk should be full while the booking is pending: %d", code)
	}
	paymentID := checkout[strings.LastIndex(checkout, "/")+1:]
	env.Pay(env.t, checkout, "paid") // its webhook is lost

	env.Offset.Store(int64(25 * time.Hour))
	if err := env.Bookings.ExpireOverdue(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st, ps := env.bookingStatus(id); st != "CANCELLED" || ps != "CANCELED" {
		t.Fatalf("after expiry: %s/%s", st, ps)
	}
	if env.remaining(v) != 1000 {
		t.Errorf("voucher not given back on expiry")
	}
	_, w := env.call("GET", "/api/v1/walks/laat", "", "")
	if w["availableSpots"] != 3.0 {
		t.Errorf("places not released: %v", w["availableSpots"])
	}

	env.webhook(paymentID) // Mollie's webhook arrives now
	env.waitForOneRefund("the late payment to be refunded", paymentID, "")
	env.waitFor("the customer to be told", func() bool { return len(env.mailsTo("gijs@example.nl")) == 1 })
	if st, _ := env.bookingStatus(id); st != "CANCELLED" {
		t.Errorf("a late payment revived the booking: %s", st)
	}

	// Mollie repeats the webhook and reconciliation looks again: still one refund, one mail.
	env.webhookTwiceAndReconcile(paymentID)
	if n := env.refundJobs(); n != 1 {
		t.Errorf("%d refund jobs, want 1", n)
	}
	if n := env.scalar(`SELECT count(*) FROM river_job WHERE kind = 'mail' AND args->>'to' = 'gijs@example.nl'`); n != 1 {
		t.Errorf("%d mail jobs to the customer, want 1", n)
	}
}

// A customer who opens a second checkout for a booking still waiting ("Nu betalen") while
// at their bank with the first, and pays both, keeps the booking: the second payment goes back once, and they hear that they
// paid twice, not that their booking is cancelled.
func TestABookingPaidTwiceStandsAndTheSecondPaymentGoesBack(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	id, first := env.startPayment(guestOrder("walkId", env.walk("dubbel", 10, 2500, 5), 2, ""))
	env.atTheBank(first) // so the second checkout cannot cancel it
	second := env.retryCheckout(id)
	if second == first {
		t.Fatalf("the second checkout is the first: %q", second)
	}

	env.Pay(env.t, first, "paid")
	env.waitFor("the confirmation", func() bool { return len(env.mailsTo("gijs@example.nl")) == 1 })
	env.Pay(env.t, second, "paid")
	secondID := second[strings.LastIndex(second, "/")+1:]
	env.waitForOneRefund("the second payment to be refunded", secondID, "50.00")
	env.waitFor("the customer to be told", func() bool { return len(env.mailsTo("gijs@example.nl")) == 2 })
	if st, ps := env.bookingStatus(id); st != "PAID" || ps != "PAID" {
		t.Errorf("the booking paid twice is %s/%s, want PAID/PAID", st, ps)
	}
	got := env.mailsTo("gijs@example.nl")
	slices.Sort(got)
	if want := []string{"Je boeking is bevestigd: Wandeling dubbel", "Je hebt twee keer betaald: Wandeling dubbel"}; !slices.Equal(got, want) {
		t.Errorf("the customer's mails: %q, want %q", got, want)
	}
	if code, b := env.call("GET", "/api/v1/manage/"+env.manageTokenIn("gijs@example.nl", "Je hebt twee keer betaald"), "", ""); code != 200 || b["id"] != id {
		t.Errorf("the double payment mail's manage link: %d %v", code, b)
	}

	// Mollie repeats the webhook and reconciliation looks again: still one refund, one mail.
	env.webhookTwiceAndReconcile(secondID)
	if refunds, err := env.Mollie.ListRefunds(context.Background(), secondID); err != nil || len(refunds) != 1 {
		t.Errorf("refunds of the second payment: %v %v, want one", refunds, err)
	}
	if n := len(env.mailsTo("gijs@example.nl")); n != 2 {
		t.Errorf("%d mails to the customer, want 2", n)
	}
}

func TestReconciliationSettlesALostWebhook(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, true)
	id, checkoutURL := env.startPayment(guestOrder("walkId", env.walk("verloren", 10, 2500, 10), 1, ""))
	env.Pay(env.t, checkoutURL, "paid")
	if err := env.Payments.Reconcile(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st, _ := env.bookingStatus(id); st != "PENDING" {
		t.Fatalf("reconciled a payment younger than %v: %s", payment.ReconcileAfter, st)
	}
	env.Offset.Store(int64(payment.ReconcileAfter + time.Minute))
	if err := env.Payments.Reconcile(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st, _ := env.bookingStatus(id); st != "PAID" {
		t.Fatalf("after reconciliation: %s", st)
	}
	env.waitFor("one confirmation", func() bool { return len(env.mailsTo("gijs@example.nl")) == 1 })
}

func TestWebhook(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	id, paymentID := env.startGuestBooking(env.walk("storm", 10, 2500, 10), "gijs@example.nl", 1, "", false)

	post := func(body string) int {
		res, err := http.Post(env.URL+"/api/v1/payments/webhook", "application/x-www-form-urlencoded", strings.NewReader(body))
		if err != nil {
			t.Error(err)
			return 0
		}
		res.Body.Close()
		return res.StatusCode
	}
	t.Run("an unknown id is answered 200 and changes nothing", func(t *testing.T) {
		if code := post("id=tr_onbekend123"); code != 200 {
			t.Fatalf("%d", code)
		}
		if st, _ := env.bookingStatus(id); st != "PENDING" {
			t.Fatalf("status %s", st)
		}
	})
	t.Run("the same webhook 50 times at once: one transition, one mail", func(t *testing.T) {
		// Mark paid at the sandbox without its own webhook reaching us first: the storm does it.
		if err := env.Sandbox.SetStatus(paymentID, "paid"); err != nil {
			t.Fatal(err)
		}
		if codes := atOnce(50, func(int) int { return post("id=" + paymentID) }); codes[200] != 50 {
			t.Errorf("%d webhook calls failed", 50-codes[200])
		}
		if st, _ := env.bookingStatus(id); st != "PAID" {
			t.Fatalf("status %s", st)
		}
		env.waitFor("the confirmation", func() bool { return len(env.mailsTo("gijs@example.nl")) >= 1 })
		env.Settle(t)
		if n := len(env.mailsTo("gijs@example.nl")); n != 1 {
			t.Fatalf("%d confirmation mails, want 1", n)
		}
		if n := env.refundJobs(); n != 0 {
			t.Errorf("%d refunds for a single payment", n)
		}
	})
}

func TestConcurrentBookingsNeverOverbook(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	env.walk("druk", 10, 0, 15)
	guest := servertest.Caller{CSRF: "t"}
	codes := atOnce(200, func(i int) int {
		order := strings.Replace(guestOrder("walkSlug", "druk", 1, ""), "gijs@", fmt.Sprintf("gast-%d@", i), 1)
		res, err := http.DefaultClient.Do(guest.Request("POST", env.URL+"/api/v1/bookings", order))
		if err != nil {
			return 0
		}
		res.Body.Close()
		return res.StatusCode
	})
	if ok, full := codes[201], codes[409]; ok != 15 || full != 185 || 200-ok-full != 0 {
		t.Fatalf("%d booked, %d refused as full, %d other; want 15, 185, 0", ok, full, 200-ok-full)
	}
	if taken := env.scalar(`SELECT sum(qty)::int FROM bookings`); taken != 15 {
		t.Fatalf("%d places taken of 15", taken)
	}
}

// A walk the catalogue knows to be sold out is refused from memory, without waiting for
// the database; a place given back is bookable again at once.
func TestSoldOutWalkIsRefusedFromMemory(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	heard := env.Changes.Load()
	env.walk("vol", 10, 0, 2)
	anna := testdb.User(t, env.DB, "Klant", "anna@example.nl", "USER")
	annaToken := env.Token(t, anna, "USER", time.Now())
	code, first := env.call("POST", "/api/v1/bookings", `{"walkSlug":"vol","qty":2}`, annaToken)
	if code != 201 {
		t.Fatalf("booking the last places: %d %v", code, first)
	}
	// PostgreSQL's notifications (one per transaction: the walk's, then the booking's) drop
	// the listing and may come late; only after both is the listing the one refused from.
	env.waitFor("the walk's and the booking's notifications", func() bool { return env.Changes.Load() >= heard+2 })
	if free, ok := env.Catalogue.FreePlaces(context.Background(), "slug", "vol"); !ok || free != 0 {
		t.Fatalf("the catalogue knows %d free places (ok %v), want 0", free, ok)
	}

	// Another connection holds every booking row: any database answer would wait for it.
	ctx := context.Background()
	tx, err := env.DB.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.ExecContext(ctx, "LOCK TABLE bookings IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	release := time.AfterFunc(3*time.Second, func() { _ = tx.Rollback() }) // a waiting request fails below
	start := time.Now()
	code, b := env.call("POST", "/api/v1/bookings", guestOrder("walkSlug", "vol", 1, ""), "")
	waited := time.Since(start)
	if release.Stop() {
		_ = tx.Rollback()
	}
	if code != 409 || b["message"] != "Deze wandeling is helaas volgeboekt." {
		t.Fatalf("%d %v, want 409 volgeboekt", code, b)
	}
	if waited > 2*time.Second {
		t.Fatalf("the refusal took %s: it waited for the database", waited)
	}

	// The customer cancels (more than 4 days ahead); the next order gets the places.
	if code, b := env.call("POST", "/api/v1/bookings/"+first["id"].(string)+"/cancel", "", annaToken); code != 200 {
		t.Fatalf("cancel: %d %v", code, b)
	}
	if code, b := env.call("POST", "/api/v1/bookings", guestOrder("walkSlug", "vol", 2, ""), ""); code != 201 {
		t.Fatalf("booking the places given back: %d %v", code, b)
	}
}

func TestBookingRefusesBadInputAndChangesNothing(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	env.walk("open", 10, 2500, 5)
	env.walk("vol", 10, 0, 2)
	env.walk("voorbij", -2, 0, 10)
	var hidden string
	if err := env.DB.NewRaw(`INSERT INTO walks (slug, title, city, address, short_desc, full_desc, date_start, date_end, published)
		VALUES ('verborgen', 'V', 'W', 'A', 'K', 'L', ?, ?, false) RETURNING id`, env.Now().Add(240*time.Hour), env.Now().Add(242*time.Hour)).
		Scan(context.Background(), &hidden); err != nil {
		t.Fatal(err)
	}
	env.call("POST", "/api/v1/bookings", guestOrder("walkSlug", "vol", 1, ""), "")
	before := env.scalar(`SELECT count(*) FROM bookings`)
	tests := []struct {
		name, method, path, body string
		want                     int
	}{
		{"qty 0", "POST", "/api/v1/bookings", guestOrder("walkSlug", "vol", 0, ""), 400},
		{"qty 11", "POST", "/api/v1/bookings", guestOrder("walkSlug", "vol", 11, ""), 400},
		{"more than remain", "POST", "/api/v1/bookings", guestOrder("walkSlug", "vol", 2, ""), 409},
		{"a past walk", "POST", "/api/v1/bookings", guestOrder("walkSlug", "voorbij", 1, ""), 409},
		{"an unpublished walk", "POST", "/api/v1/bookings", guestOrder("walkSlug", "verborgen", 1, ""), 404},
		{"an unpublished walk by id", "POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", hidden, 1, ""), 404},
		{"a malformed walk id", "POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", "'; DROP TABLE walks;--", 1, ""), 404},
		{"a guest without e-mail", "POST", "/api/v1/bookings", `{"walkSlug":"vol","qty":1,"guestName":"G","guestPhone":"0612345678"}`, 400},
		{"a malformed e-mail", "POST", "/api/v1/bookings", `{"walkSlug":"vol","qty":1,"guestName":"G","guestEmail":"g@","guestPhone":"0612345678"}`, 400},
		{"a blank name of Hangul fillers", "POST", "/api/v1/bookings", guestNamed(`\u3164\u3164`), 400},
		{"a name with a variation selector", "POST", "/api/v1/bookings", guestNamed(`Jan\ufe0fKlaas`), 400},
		{"a name under a pile of marks", "POST", "/api/v1/bookings", guestNamed("J" + strings.Repeat(`\u0301`, 60) + "an"), 400},
		{"an unknown voucher", "POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", hidden, 1, `,"voucherCode":"BESTAAT-NIET"`), 404},
		{"an unknown voucher on an open walk", "POST", "/api/v1/bookings", guestOrder("walkSlug", "open", 1, `,"voucherCode":"BESTAAT-NIET"`), 400},
		{"a string qty", "POST", "/api/v1/bookings", `{"walkSlug":"vol","qty":"1"}`, 400},
		{"an unknown booking id", "GET", "/api/v1/bookings/8a1c2b9e-0000-4000-8000-000000000000", "", 404},
		{"a malformed booking id", "GET", "/api/v1/bookings/niet-een-id", "", 404},
		{"status of an unknown payment", "GET", "/api/v1/payments/status/tr_onbekend", "", 404},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out := env.call(tt.method, tt.path, tt.body, "")
			if code != tt.want || out["message"] == nil || out["message"] == "" {
				t.Fatalf("%d %v, want %d with a message", code, out, tt.want)
			}
		})
	}
	if after := env.scalar(`SELECT count(*) FROM bookings`); after != before {
		t.Fatalf("refused bookings changed the table: %d → %d", before, after)
	}
}

// TestOneClientCannotHoardAWalk: a stranger without an account takes a walk's places
// with a few anonymous orders no more; a family booking twice still can.
func TestOneClientCannotHoardAWalk(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{Limits: app.Limits{Places: api.DefaultPlacesLimit(1), Redeem: api.DefaultRedeemLimit(1)}})
	env := &shopEnv{Shop: shop, t: t}
	walkID := env.walk("vol", 10, 2500, 20)
	env.walk("gratis", 10, 0, 20)
	if code, b := env.call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 4, ""), ""); code != 201 {
		t.Fatalf("a family books: %d %v", code, b)
	}
	if code, b := env.call("POST", "/api/v1/bookings", guestOrder("walkSlug", "gratis", 4, ""), ""); code != 201 {
		t.Fatalf("and books again: %d %v", code, b)
	}
	code, b := env.call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 10, ""), "")
	if code != 429 || b["message"] != "Je hebt net al veel plaatsen geboekt. Probeer het over een paar minuten opnieuw, of bel ons." {
		t.Fatalf("ten more places from the same client: %d %v, want 429", code, b)
	}
	if n := env.scalar(`SELECT COALESCE(sum(qty), 0)::int FROM bookings`); n != 8 {
		t.Fatalf("%d places taken, want the family's 8", n)
	}
}

// TestOneClientCannotHoardAWalkByChangingItsBookings (attacks B2): the places a booking
// comes to hold by more persons or a move cost the client's places budget as an order's
// do. Two one-place bookings raised to ten each held a walk of 20 places for a day (and
// on a free walk took them at once); now the second raise, and a move of ten persons past
// the budget, are refused, and nothing changes.
func TestOneClientCannotHoardAWalkByChangingItsBookings(t *testing.T) {
	t.Parallel()
	for _, price := range []int{500, 0} {
		// A shop each: all calls come from one client.
		env := &shopEnv{Shop: shoptest.Start(t, shoptest.Options{Limits: app.Limits{Places: api.DefaultPlacesLimit(1)}}), t: t}
		slug := fmt.Sprintf("twintig-%d", price)
		walkID := env.walk(slug, 10, price, 20)
		var paths []string
		for _, who := range []string{"een", "twee"} {
			email := fmt.Sprintf("%s-%d@example.nl", who, price)
			if price > 0 {
				env.startGuestBooking(walkID, email, 1, "", true)
			} else if code, out := env.call("POST", "/api/v1/bookings", strings.Replace(guestOrder("walkSlug", slug, 1, ""), "gijs@example.nl", email, 1), ""); code != 201 {
				t.Fatalf("a free booking: %d %v", code, out)
			}
			env.waitForMail(email, "Je boeking is bevestigd")
			paths = append(paths, "/api/v1/manage/"+env.manageTokenIn(email, "Je boeking is bevestigd"))
		}
		if code, out := env.call("PATCH", paths[0], `{"qty":10}`, ""); code != 200 && code != 201 {
			t.Fatalf("price %d: the first raise to 10: %d %v", price, code, out)
		}
		code, out := env.call("PATCH", paths[1], `{"qty":10}`, "")
		if code != 429 || out["message"] != "Je hebt net al veel plaatsen geboekt. Probeer het over een paar minuten opnieuw, of bel ons." {
			t.Fatalf("price %d: the second raise to 10 from the same client: %d %v, want 429", price, code, out)
		}
		held := env.scalar(`SELECT COALESCE(sum(b.qty), 0)::int + COALESCE((SELECT sum(c.held_qty) FROM booking_changes c JOIN bookings cb ON cb.id = c.booking_id
			WHERE cb.walk_id = ? AND c.status = 'pending'), 0)::int FROM bookings b WHERE b.walk_id = ?`, walkID, walkID)
		if held != 11 {
			t.Errorf("price %d: the walk's places held: %d, want 11 (1 + 1, and 9 for the first raise)", price, held)
		}
		if price > 0 {
			continue // the first booking's raise waits for its payment, so it may not move
		}
		// A move takes places on another walk: the ten persons' move, past the budget,
		// is refused too.
		other := env.walk(slug+"-verder", 12, price, 20)
		if code, out := env.call("POST", paths[0]+"/move", `{"walkId":"`+other+`"}`, ""); code != 429 {
			t.Errorf("a move past the budget: %d %v, want 429", code, out)
		}
		if moved := env.scalar(`SELECT count(*) FROM bookings WHERE walk_id = ?`, other); moved != 0 {
			t.Errorf("%d bookings moved past the budget", moved)
		}
	}
}

// TestOneAddressCannotEmptyAWalk: whatever clients they come from, and however many at
// once, the bookings made with one e-mail address hold at most rules.MaxQtyPerAddress
// places on a walk; a family booking twice fits, and other addresses still can book.
func TestOneAddressCannotEmptyAWalk(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	env.walk("groot", 10, 0, 40)
	paidID := env.walk("betaald", 10, 2500, 40)
	guest := servertest.Caller{CSRF: "t"}
	post := func(path, body string) int {
		res, err := http.DefaultClient.Do(guest.Request("POST", env.URL+path, body))
		if err != nil {
			t.Error(err)
			return 0
		}
		res.Body.Close()
		return res.StatusCode
	}
	if code := post("/api/v1/bookings", guestOrder("walkSlug", "groot", 4, "")); code != 201 {
		t.Fatalf("a family's first booking: %d", code)
	}
	if code := post("/api/v1/bookings", strings.Replace(guestOrder("walkSlug", "groot", 3, ""), "gijs@", "GIJS@", 1)); code != 201 {
		t.Fatalf("the same family booking again: %d", code)
	}
	codes := atOnce(20, func(int) int { return post("/api/v1/bookings", guestOrder("walkSlug", "groot", 1, "")) })
	if booked, refused := codes[201], codes[409]; booked != 3 || refused != 17 {
		t.Fatalf("20 concurrent bookings of one place by one address: %d booked, %d refused; want 3, 17", booked, refused)
	}
	held := env.scalar(`SELECT sum(qty)::int FROM bookings b JOIN walks w ON w.id = b.walk_id WHERE w.slug = 'groot' AND lower(customer_email) = 'gijs@example.nl'`)
	if held != rules.MaxQtyPerAddress {
		t.Fatalf("the address holds %d places, want %d", held, rules.MaxQtyPerAddress)
	}
	code, out := env.call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", paidID, 10, ""), "")
	if code != 201 {
		t.Fatalf("ten paid places on another walk: %d %v", code, out)
	}
	code, out = env.call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", paidID, 1, ""), "")
	if code != 409 || !strings.Contains(fmt.Sprint(out), "e-mailadres") {
		t.Fatalf("an eleventh paid place, held by an open payment: %d %v, want a Dutch 409", code, out)
	}
	if n := env.scalar(`SELECT count(*) FROM payments`); n != 1 {
		t.Fatalf("%d payments created, want 1: a refused order must not reach Mollie", n)
	}
	if code := post("/api/v1/bookings", strings.Replace(guestOrder("walkSlug", "groot", 10, ""), "gijs@", "ander@", 1)); code != 201 {
		t.Fatalf("another address: %d", code)
	}
}

// TestOneGuestAddressHasOnePlacesBudget: the places budget counts per guest e-mail
// address too, so one address cannot hoard through many clients; and the retry links,
// each of which starts a payment at Mollie, are limited per client.
func TestOneGuestAddressHasOnePlacesBudget(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{Limits: app.Limits{Places: ratelimit.New(6, time.Hour), Retry: ratelimit.New(2, time.Hour)}})
	env := &shopEnv{Shop: shop, t: t}
	walkID := env.walk("budget", 10, 2500, 40)
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	guest := servertest.Caller{CSRF: "t"}
	call := func(method, path, body, client string) *http.Response {
		t.Helper()
		req := guest.Request(method, env.URL+path, body)
		req.Header.Set("X-Forwarded-For", client) // as the BFF on loopback tells the shop
		res, err := noRedirect.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { res.Body.Close() })
		return res
	}
	res := call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 4, ""), "198.51.100.1")
	if res.StatusCode != 201 {
		t.Fatalf("first booking: %d", res.StatusCode)
	}
	var started struct{ BookingID string }
	if err := json.NewDecoder(res.Body).Decode(&started); err != nil {
		t.Fatal(err)
	}
	if res := call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 4, ""), "198.51.100.2"); res.StatusCode != 429 {
		t.Fatalf("the same address from another client, past its budget: %d, want 429", res.StatusCode)
	}
	// The refused attempt cost that client its four places.
	other := strings.Replace(guestOrder("walkId", walkID, 2, ""), "gijs@", "ander@", 1)
	if res := call("POST", "/api/v1/payments/create-booking-payment", other, "198.51.100.2"); res.StatusCode != 201 {
		t.Fatalf("another address from that client: %d", res.StatusCode)
	}

	retry := "/api/v1/payments/retry-booking-payment/" + started.BookingID
	for i := range 2 {
		if res := call("POST", retry, "", "198.51.100.3"); res.StatusCode != 201 {
			t.Fatalf("retry %d: %d, want the checkout", i+1, res.StatusCode)
		}
	}
	payments := env.scalar(`SELECT count(*) FROM payments`)
	if res := call("POST", retry, "", "198.51.100.3"); res.StatusCode != 429 || res.Header.Get("Retry-After") == "" {
		t.Fatalf("a third retry from one client: %d, want 429 with Retry-After", res.StatusCode)
	}
	if n := env.scalar(`SELECT count(*) FROM payments`); n != payments {
		t.Fatalf("a refused retry created %d payments", n-payments)
	}
}

// TestOrganisersCancelABooking: an organiser calls off one booking from the back office,
// with or without the money back; the customer gets one mail with the reason, and a
// second call changes nothing.
func TestOrganisersCancelABooking(t *testing.T) {
	t.Parallel()
	env, admin, customer := newOrganiserEnv(t)
	walkID := env.walk("morgen", 1, 2500, 20)
	pastID := env.walk("voorbij", 5, 2500, 20)
	v := env.voucher("ORGANISATIE-1", 1000)
	book := func(email string, voucherCode string, pay bool) string {
		t.Helper()
		id, _ := env.startGuestBooking(walkID, email, 2, voucherCode, pay)
		return id
	}
	cancel := func(id, body, token string) (int, map[string]any) {
		return env.call("POST", "/api/v1/admin/bookings/"+id+"/cancel", body, token)
	}
	// cancelled cancels the booking with id as the organiser and fails unless it is CANCELLED.
	cancelled := func(t *testing.T, id, body string) map[string]any {
		t.Helper()
		code, out := cancel(id, body, admin)
		if code != 200 || out["status"] != "CANCELLED" {
			t.Fatalf("%d %v", code, out)
		}
		return out
	}
	oneRefundJobOnceSettled := func(t *testing.T) {
		t.Helper()
		env.Settle(t)
		if n := env.refundJobs(); n != 1 {
			t.Errorf("%d refund jobs, want 1", n)
		}
	}
	const why = `{"refund":true,"reason":"Deze boeking lijkt niet echt: er staan 40 plaatsen op één adres."}`

	paid := book("echt@example.nl", "ORGANISATIE-1", true)
	t.Run("refused to anyone but an organiser, and for bad input", func(t *testing.T) {
		for _, c := range []struct {
			body, token string
			want        int
		}{
			{why, "", 401}, {why, customer, 403},
			{`{"refund":true,"reason":"kort"}`, admin, 400}, {`{"reason":"Een reden die lang genoeg is."}`, admin, 400},
			{`{"refund":"ja","reason":"Een reden die lang genoeg is."}`, admin, 400},
		} {
			if code, out := cancel(paid, c.body, c.token); code != c.want {
				t.Errorf("%s: %d %v, want %d", c.body, code, out, c.want)
			}
		}
		if code, _ := cancel("8a1c2b9e-0000-4000-8000-000000000000", why, admin); code != 404 {
			t.Errorf("an unknown booking: %d, want 404", code)
		}
		if st, _ := env.bookingStatus(paid); st != "PAID" {
			t.Fatalf("a refused cancel changed the booking to %s", st)
		}
	})
	t.Run("with refund: card part back through Mollie, voucher part back, one mail with the reason", func(t *testing.T) {
		out := cancelled(t, paid, why)
		if env.remaining(v) != 1000 {
			t.Errorf("voucher holds %d, want 1000 back", env.remaining(v))
		}
		env.waitForOneRefund("the refund of 40.00 at Mollie", out["molliePaymentId"].(string), "40.00")
		env.waitFor("the customer's mail", func() bool { return len(env.mailsTo("echt@example.nl")) == 2 })
		all, err := env.Mailbox.List()
		if err != nil {
			t.Fatal(err)
		}
		withReason := 0
		for _, m := range all {
			if m.To == "echt@example.nl" && strings.Contains(m.Text, "40 plaatsen op één adres") && strings.Contains(m.HTML, "40 plaatsen op één adres") {
				withReason++
			}
		}
		if withReason != 1 {
			t.Errorf("%d mails carry the reason, want the one cancellation mail", withReason)
		}
		if code, _ := cancel(paid, why, admin); code != 409 {
			t.Errorf("a second cancel: %d, want 409", code)
		}
		oneRefundJobOnceSettled(t)
	})
	t.Run("without refund: nothing goes back", func(t *testing.T) {
		cancelled(t, book("nep@example.nl", "", true), `{"refund":false,"reason":"Dubbel geboekt door een bot."}`)
		oneRefundJobOnceSettled(t) // still the one of the cancel with refund
	})
	t.Run("awaiting payment: its payment is cancelled and its places free", func(t *testing.T) {
		id := book("wacht@example.nl", "", false)
		cancelled(t, id, `{"refund":false,"reason":"Verdachte boeking, telefoon werkt niet."}`)
		env.waitFor("the payment cancel job", func() bool {
			return env.scalar(`SELECT count(*) FROM river_job WHERE kind = 'payment_cancel'`) == 1
		})
		if free := env.scalar(`SELECT walk_free_places(id, max_participants, now()) FROM walks WHERE id = ?`, walkID); free != 20 {
			t.Errorf("%d places free after the cancellations, want 20", free)
		}
	})
	t.Run("a walk that has started", func(t *testing.T) {
		id, _ := env.startPayment(guestOrderOf(pastID, "laat@example.nl", 1, ""))
		if _, err := env.DB.NewRaw(`UPDATE walks SET date_start = now() - interval '1 hour', date_end = now() + interval '1 hour' WHERE id = ?`, pastID).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if code, got := cancel(id, why, admin); code != 409 || got["message"] != "Deze wandeling is al begonnen of voorbij; annuleren kan niet meer." {
			t.Fatalf("%d %v, want 409 'annuleren kan niet meer'", code, got)
		}
	})
}

// TestOrganisersCallAWalkOff: calling a walk off cancels every pending booking and every
// booking paid without card in one go (voucher parts written back, the open payment
// cancelled) and gives each card-paid booking a choice (by design no refund at
// once), one mail each with the reason and message; chosen money back is refunded
// through Mollie with the voucher part written back; the shop shows the walk cancelled and
// refuses to book it; a second call is a 409 that changes nothing.
func TestOrganisersCallAWalkOff(t *testing.T) {
	t.Parallel()
	env, admin, customer := newOrganiserEnv(t)
	walkID := env.walk("storm", 10, 2500, 20)
	whole := env.voucher("HELE-BON-0001", 10000)
	part := env.voucher("DEEL-BON-0001", 1000)
	order := func(email string, qty int, code string) string { return guestOrderOf(walkID, email, qty, code) }
	start := func(email string, qty int, code string, pay bool) (string, string) {
		return env.startGuestBooking(walkID, email, qty, code, pay)
	}
	_, card := start("kaart@example.nl", 2, "", true)               // € 50 by card
	_, _ = start("wacht@example.nl", 1, "", false)                  // € 25 awaiting payment
	_, mixed := start("beide@example.nl", 1, "DEEL-BON-0001", true) // € 15 card + € 10 voucher
	if code, out := env.call("POST", "/api/v1/bookings", strings.Replace(order("bon@example.nl", 2, "HELE-BON-0001"), `"walkId":"`+walkID, `"walkSlug":"storm`, 1), ""); code != 201 {
		t.Fatalf("a booking paid by voucher: %d %v", code, out)
	}
	cancel := func(body, token string) (int, map[string]any) {
		return env.call("POST", "/api/v1/walks/admin/"+walkID+"/call-off", body, token)
	}
	const storm = `{"reason":"Code oranje: storm boven de Veluwe.","message":"We plannen een nieuwe datum."}`
	for _, c := range []struct {
		body, token string
		want        int
	}{{storm, "", 401}, {storm, customer, 403}, {`{"reason":"kort"}`, admin, 400}, {`{"reason":"Een reden","message":"` + strings.Repeat("x", 2001) + `"}`, admin, 400}} {
		if code, out := cancel(c.body, c.token); code != c.want {
			t.Errorf("%.40s: %d %v, want %d", c.body, code, out, c.want)
		}
	}
	if code, _ := env.call("POST", "/api/v1/walks/admin/8a1c2b9e-0000-4000-8000-000000000000/call-off", storm, admin); code != 404 {
		t.Errorf("an unknown walk: %d, want 404", code)
	}

	code, out := cancel(storm, admin)
	if code != 200 || out["cancelledBookings"] != 2.0 || out["choicesOffered"] != 2.0 || out["refundsQueued"] != 0.0 ||
		out["vouchersRestored"] != 1.0 || out["mailsQueued"] != 4.0 {
		t.Fatalf("%d %v", code, out)
	}
	if env.remaining(whole) != 10000 || env.remaining(part) != 0 {
		t.Errorf("vouchers hold %d and %d, want the whole one back and the part waiting for the choice", env.remaining(whole), env.remaining(part))
	}
	for _, email := range []string{"kaart@example.nl", "beide@example.nl"} {
		const subject = "Wandeling storm gaat niet door"
		env.waitForMail(email, subject)
		path := "/api/v1/manage/" + env.manageTokenIn(email, subject)
		if code, out := env.call("POST", path+"/choice", `{"choice":"refund"}`, ""); code != 200 {
			t.Fatalf("%s chooses money back: %d %v", email, code, out)
		}
	}
	if env.remaining(whole) != 10000 || env.remaining(part) != 1000 {
		t.Errorf("vouchers hold %d and %d, want all back", env.remaining(whole), env.remaining(part))
	}
	for mid, amount := range map[string]string{card: "50.00", mixed: "15.00"} {
		env.waitForOneRefund("the refund of "+amount, mid, amount)
	}
	env.waitFor("the open payment cancelled", func() bool { return env.scalar(`SELECT count(*) FROM river_job WHERE kind = 'payment_cancel'`) == 1 })
	cancellations := func() []mail.Delivered {
		all, _ := env.Mailbox.List()
		var out []mail.Delivered
		for _, m := range all {
			if strings.HasPrefix(m.Subject, "Je boeking is geannuleerd") {
				out = append(out, m)
			}
		}
		return out
	}
	env.waitFor("four cancellation mails", func() bool { return len(cancellations()) >= 4 })
	env.Settle(t)
	got := cancellations()
	to := map[string]bool{}
	for _, m := range got {
		to[m.To] = true
		if !strings.Contains(m.Text, "Code oranje: storm boven de Veluwe.") {
			t.Errorf("mail to %s lacks the reason:\n%s", m.To, m.Text)
		}
	}
	// The message goes with the first mail of each: the cancellation, or the choice.
	all, _ := env.Mailbox.List()
	withMessage := map[string]bool{}
	for _, m := range all {
		if (strings.HasPrefix(m.Subject, "Je boeking is geannuleerd") || strings.HasPrefix(m.Subject, "Wandeling storm gaat niet door")) &&
			strings.Contains(m.Text, "We plannen een nieuwe datum.") {
			withMessage[m.To] = true
		}
	}
	if len(withMessage) != 4 {
		t.Errorf("the message reached %v, want all four", withMessage)
	}
	if len(got) != 4 || len(to) != 4 {
		t.Errorf("%d cancellation mails to %d addresses, want one to each of 4", len(got), len(to))
	}
	if n := env.scalar(`SELECT count(*) FROM bookings WHERE walk_id = ? AND status <> 'CANCELLED'`, walkID); n != 0 {
		t.Errorf("%d bookings left standing", n)
	}

	jobs := env.QueuedJobs(t)
	if code, again := cancel(storm, admin); code != 409 || again["message"] != "Deze wandeling is al geannuleerd." {
		t.Fatalf("a second call: %d %v", code, again)
	}
	if n := env.QueuedJobs(t); n != jobs {
		t.Errorf("a second call queued %d jobs", n-jobs)
	}

	if n := env.scalar(`SELECT count(*) FROM audit_log WHERE action = 'walk.call_off' AND subject_id = ? AND actor_id = (SELECT id FROM users WHERE email = 'beheer@example.nl')
		AND before->>'reason' = 'Code oranje: storm boven de Veluwe.' AND (after->>'cancelledBookings')::int = 2 AND (after->>'choicesOffered')::int = 2`, walkID); n != 1 {
		t.Errorf("%d audit lines for calling the walk off, want the one that succeeded", n)
	}

	_, shown := env.call("GET", "/api/v1/walks/storm", "", "")
	if shown["status"] != "CANCELLED" || shown["cancelReason"] != "Code oranje: storm boven de Veluwe." || shown["availableSpots"] != 0.0 || shown["goesAhead"] != false {
		t.Errorf("the public walk: %v", shown)
	}
	code, refused := env.call("POST", "/api/v1/payments/create-booking-payment", order("laat@example.nl", 1, ""), "")
	if code != 409 || refused["message"] != "Deze wandeling gaat niet door; boeken kan niet meer." {
		t.Errorf("booking a cancelled walk: %d %v", code, refused)
	}

	free := env.walk("gratis-storm", 5, 0, 10)
	if code, out := env.call("POST", "/api/v1/bookings", strings.Replace(guestOrder("walkSlug", "gratis-storm", 2, ""), "gijs@", "vrij@", 1), ""); code != 201 {
		t.Fatalf("a free booking: %d %v", code, out)
	}
	if code, out := env.call("POST", "/api/v1/walks/admin/"+free+"/call-off", storm, admin); code != 200 || out["cancelledBookings"] != 1.0 || out["refundsQueued"] != 0.0 {
		t.Fatalf("calling a free walk off: %d %v", code, out)
	}
	past := env.walk("voorbij-storm", 1, 0, 10)
	if _, err := env.DB.NewRaw(`UPDATE walks SET date_start = now() - interval '1 hour' WHERE id = ?`, past).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	if code, out := env.call("POST", "/api/v1/walks/admin/"+past+"/call-off", storm, admin); code != 409 || out["message"] != "Deze wandeling is al begonnen of voorbij; annuleren kan niet meer." {
		t.Errorf("a walk that started: %d %v, want 409 'annuleren kan niet meer'", code, out)
	}
}

// TestOrganisersMessageTheParticipants: one mail per address booked on the walk (not per
// booking, not to bookings that hold no places).
func TestOrganisersMessageTheParticipants(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	admin := env.organiser()
	walkID := env.walk("bericht", 5, 0, 30)
	for _, email := range []string{"een@example.nl", "EEN@example.nl", "twee@example.nl"} {
		if code, out := env.call("POST", "/api/v1/bookings", strings.Replace(guestOrder("walkSlug", "bericht", 1, ""), "gijs@example.nl", email, 1), ""); code != 201 {
			t.Fatalf("book: %d %v", code, out)
		}
	}
	testdb.Booking(t, env.DB, walkID, nil, 1, 0, "CANCELLED", time.Now())
	env.waitFor("the confirmations", func() bool { all, _ := env.Mailbox.List(); return len(all) == 3 })

	msg := `{"subject":"Andere verzamelplek","body":"We verzamelen bij de ingang aan de Dreijenlaan."}`
	for _, c := range []struct {
		body, token string
		want        int
	}{{msg, "", 401}, {`{"subject":"x","body":"kort"}`, admin, 400}, {`{"subject":"Twee\nregels","body":"Een bericht van genoeg tekens."}`, admin, 400}} {
		if code, out := env.call("POST", "/api/v1/walks/admin/"+walkID+"/message", c.body, c.token); code != c.want {
			t.Errorf("%s: %d %v, want %d", c.body, code, out, c.want)
		}
	}
	code, out := env.call("POST", "/api/v1/walks/admin/"+walkID+"/message", msg, admin)
	if code != 200 || out["recipients"] != 2.0 {
		t.Fatalf("%d %v", code, out)
	}
	env.waitFor("two messages", func() bool { all, _ := env.Mailbox.List(); return len(all) == 5 })
	env.Settle(t)
	all, _ := env.Mailbox.List()
	to := map[string]bool{}
	for _, m := range all {
		if strings.HasPrefix(m.Subject, "Andere verzamelplek (Wandeling bericht") {
			to[strings.ToLower(m.To)] = true
			if !strings.Contains(m.Text, "Dreijenlaan") {
				t.Errorf("the message lacks its text:\n%s", m.Text)
			}
		}
	}
	if len(all) != 5 || !to["een@example.nl"] || !to["twee@example.nl"] {
		t.Fatalf("%d mails, messages to %v", len(all), to)
	}
	if code, _ := env.call("POST", "/api/v1/walks/admin/8a1c2b9e-0000-4000-8000-000000000000/message", msg, admin); code != 404 {
		t.Errorf("an unknown walk: %d", code)
	}

	// A walk called off has told everyone already: a message to it is refused with its own
	// code, and nothing is sent.
	if code, out := env.call("POST", "/api/v1/walks/admin/"+walkID+"/call-off", `{"reason":"Storm: het bos is gesloten.","message":""}`, admin); code != 200 {
		t.Fatalf("calling the walk off: %d %v", code, out)
	}
	env.Settle(t)
	before, _ := env.Mailbox.List()
	code, out = env.call("POST", "/api/v1/walks/admin/"+walkID+"/message", msg, admin)
	if code != 409 || out["code"] != "message_walk_called_off" || out["message"] != "Deze wandeling is geannuleerd; iedereen heeft daar al een mail over gekregen." {
		t.Errorf("a message to a called-off walk: %d %v", code, out)
	}
	env.Settle(t)
	if after, _ := env.Mailbox.List(); len(after) != len(before) {
		t.Errorf("a refused message sent %d mails", len(after)-len(before))
	}
}

// TestOrganisersMoveABooking: a paid booking moves to a future, published walk with room
// that is not dearer; a cheaper walk refunds the difference, first to the card, the rest
// onto the voucher; the customer gets one mail with the new walk; every refusal changes
// nothing.
func TestOrganisersMoveABooking(t *testing.T) {
	t.Parallel()
	env, admin, customer := newOrganiserEnv(t)
	from := env.walk("van", 10, 2500, 20)
	cheaper := env.walk("goedkoper", 12, 2000, 20)
	same := env.walk("even-duur", 14, 2500, 20)
	dearer := env.walk("duurder", 12, 3000, 20)
	full := env.walk("vol", 12, 2500, 3)
	hidden := env.walk("verborgen", 12, 2500, 20)
	calledOff := env.walk("afgelast", 12, 2500, 20)
	started := env.walk("begonnen", 12, 2500, 20)
	testdb.Booking(t, env.DB, full, nil, 2, 5000, "PAID", env.Now())
	for q, id := range map[string]string{
		`UPDATE walks SET published = false WHERE id = ?`:                                                            hidden,
		`UPDATE walks SET cancelled_at = now(), cancel_reason = 'Storm op de Veluwe' WHERE id = ?`:                   calledOff,
		`UPDATE walks SET date_start = now() - interval '1 hour', date_end = now() + interval '1 hour' WHERE id = ?`: started,
	} {
		if _, err := env.DB.NewRaw(q, id).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	mostly := env.voucher("VERPLAATS-0001", 4500)
	book := func(email, code string, pay bool) (string, string) {
		return env.startGuestBooking(from, email, 2, code, pay)
	}
	move := func(id, walkID, token string) (int, map[string]any) {
		return env.call("POST", "/api/v1/admin/bookings/"+id+"/move", `{"walkId":"`+walkID+`"}`, token)
	}
	walkOf := func(id string) string {
		var w string
		if err := env.DB.NewRaw(`SELECT walk_id FROM bookings WHERE id = ?`, id).Scan(context.Background(), &w); err != nil {
			t.Fatal(err)
		}
		return w
	}
	refunds := func(mid string) []string {
		rs, err := env.Mollie.ListRefunds(context.Background(), mid)
		if err != nil {
			t.Fatal(err)
		}
		var amounts []string
		for _, r := range rs {
			amounts = append(amounts, r.Amount.Value)
		}
		return amounts
	}

	card, cardPayment := book("kaart@example.nl", "", true) // € 50 by card

	t.Run("refused to anyone but an organiser, and everything that cannot move", func(t *testing.T) {
		for _, c := range []struct {
			name, walkID, token string
			want                int
			message             string
		}{
			{"anonymous", cheaper, "", 401, ""},
			{"a customer", cheaper, customer, 403, ""},
			{"an unknown walk", "8a1c2b9e-0000-4000-8000-000000000000", admin, 404, "Wandeling niet gevonden"},
			{"not a walk id", "morgen", admin, 404, "Wandeling niet gevonden"},
			{"the same walk", from, admin, 400, "Kies een andere wandeling dan die van de boeking."},
			{"a dearer walk", dearer, admin, 409, "Die wandeling is duurder per persoon; verplaats zonder bijbetaling, of kies een wandeling die niet duurder is."},
			{"a full walk", full, admin, 409, "Er is nog maar 1 plaats beschikbaar voor deze wandeling."},
			{"an unpublished walk", hidden, admin, 409, "Die wandeling is niet gepubliceerd; kies een gepubliceerde wandeling."},
			{"a walk called off", calledOff, admin, 409, "Die wandeling gaat niet door; kies een andere."},
			{"a walk that started", started, admin, 409, "Die wandeling is al begonnen of voorbij; kies een wandeling in de toekomst."},
		} {
			code, out := move(card, c.walkID, c.token)
			if code != c.want || (c.message != "" && out["message"] != c.message) {
				t.Errorf("%s: %d %v, want %d %q", c.name, code, out, c.want, c.message)
			}
		}
		if code, out := env.call("POST", "/api/v1/admin/bookings/"+card+"/move", `{}`, admin); code != 400 {
			t.Errorf("no walk: %d %v, want 400", code, out)
		}
		if code, _ := move("8a1c2b9e-0000-4000-8000-000000000000", cheaper, admin); code != 404 {
			t.Errorf("an unknown booking: %d, want 404", code)
		}
		if walkOf(card) != from || env.scalar(`SELECT count(*) FROM booking_moves`) != 0 || env.refundJobs() != 0 {
			t.Fatal("a refused move changed something")
		}
	})

	t.Run("to a walk of the same price: nothing goes back", func(t *testing.T) {
		code, out := move(card, same, admin)
		if code != 200 || out["walk"].(map[string]any)["slug"] != "even-duur" || out["totalCents"] != 5000.0 {
			t.Fatalf("%d %v", code, out)
		}
		if n := env.refundJobs(); n != 0 {
			t.Errorf("%d refund jobs for a move at the same price", n)
		}
		if got := env.scalar(`SELECT walk_free_places(id, max_participants, now()) FROM walks WHERE id = ?`, from); got != 20 {
			t.Errorf("the old walk has %d places free, want all 20 back", got)
		}
	})

	t.Run("to a cheaper walk: the difference back to the card, one mail", func(t *testing.T) {
		code, out := move(card, cheaper, admin)
		if code != 200 || out["walk"].(map[string]any)["slug"] != "goedkoper" || out["subtotalCents"] != 4000.0 || out["totalCents"] != 4000.0 {
			t.Fatalf("%d %v", code, out)
		}
		env.waitFor("the refund of 10.00", func() bool { r := refunds(cardPayment); return len(r) == 1 && r[0] == "10.00" })
		env.waitFor("two moved mails", func() bool { return len(env.mailsTo("kaart@example.nl")) == 3 })
		all, _ := env.Mailbox.List()
		moved := 0
		for _, m := range all {
			if m.To == "kaart@example.nl" && m.Subject == "Je boeking is verplaatst: Wandeling goedkoper" {
				moved++
				if !strings.Contains(m.Text, "€\u00a010,00 terug") || !strings.Contains(m.Text, "Was:            Wandeling even-duur") || len(m.Attachments) != 1 ||
					!strings.Contains(m.Text, "/boeking/") {
					t.Errorf("the moved mail:\n%s", m.Text)
				}
			}
		}
		if moved != 1 {
			t.Errorf("%d moved mails for the cheaper walk, want 1", moved)
		}
		if n := env.scalar(`SELECT count(*) FROM booking_moves WHERE booking_id = ?`, card); n != 2 {
			t.Errorf("%d moves recorded, want 2", n)
		}
		if n := env.scalar(`SELECT count(*) FROM audit_log WHERE action = 'booking.move' AND subject_id = ? AND actor_id = (SELECT id FROM users WHERE email = 'beheer@example.nl')
			AND before->'walk'->>'slug' = 'even-duur' AND after->'walk'->>'slug' = 'goedkoper'`, card); n != 1 {
			t.Errorf("%d audit lines for the move from even-duur to goedkoper, want 1", n)
		}
		env.waitFor("the mail log marks the moved mails sent", func() bool {
			return env.scalar(`SELECT count(*) FROM mail_log WHERE booking_id = ? AND template = 'booking-moved' AND NOT to_organisers AND sent_at IS NOT NULL`, card) == 2
		})
	})

	t.Run("mostly paid by voucher: the card part first, the rest onto the voucher", func(t *testing.T) {
		id, mid := book("bon@example.nl", "VERPLAATS-0001", true) // € 45 voucher + € 5 card
		if env.remaining(mostly) != 0 {
			t.Fatalf("the voucher holds %d after the booking", env.remaining(mostly))
		}
		code, out := move(id, cheaper, admin) // € 40 now: € 10 back
		if code != 200 || out["totalCents"] != 0.0 || out["voucherUsedCents"] != 4000.0 {
			t.Fatalf("%d %v", code, out)
		}
		if env.remaining(mostly) != 500 {
			t.Errorf("the voucher holds %d, want 500 back", env.remaining(mostly))
		}
		env.waitFor("the card part refunded", func() bool { r := refunds(mid); return len(r) == 1 && r[0] == "5.00" })
		if code, out := env.call("POST", "/api/v1/admin/bookings/"+id+"/cancel", `{"refund":true,"reason":"Klant kan toch niet komen."}`, admin); code != 200 {
			t.Fatalf("cancel after the move: %d %v", code, out)
		}
		if env.remaining(mostly) != 4500 {
			t.Errorf("after the cancel the voucher holds %d, want all 4500 back", env.remaining(mostly))
		}
		env.Settle(t)
		if r := refunds(mid); len(r) != 1 {
			t.Errorf("refunds %v: the card part went back once, at the move", r)
		}
	})

	t.Run("to a dearer walk without a further payment: at once, the amounts paid kept, recorded with the organiser", func(t *testing.T) {
		id, mid := book("cadeau@example.nl", "", true) // € 50 by card for 2
		withoutPayment := func(token string) (int, map[string]any) {
			return env.call("POST", "/api/v1/admin/bookings/"+id+"/move", `{"walkId":"`+dearer+`","withoutPayment":true}`, token)
		}
		for token, want := range map[string]int{"": 401, customer: 403} {
			if code, _ := withoutPayment(token); code != want || walkOf(id) != from {
				t.Errorf("%q: %d, want %d and nothing moved", token, code, want)
			}
		}
		code, out := withoutPayment(admin)
		if code != 200 || out["walk"].(map[string]any)["slug"] != "duurder" || out["subtotalCents"] != 5000.0 || out["totalCents"] != 5000.0 {
			t.Fatalf("%d %v", code, out)
		}
		env.waitForMail("cadeau@example.nl", "Je boeking is verplaatst: Wandeling duurder")
		code, detail := env.call("GET", "/api/v1/admin/bookings/"+id, "", admin)
		moves, _ := detail["moves"].([]any)
		if code != 200 || len(moves) != 1 {
			t.Fatalf("%d %v", code, detail)
		}
		m := moves[0].(map[string]any)
		if m["waivedCents"] != 1000.0 || m["movedBy"] != "Beheer" || m["refundCents"] != 0.0 || m["to"].(map[string]any)["title"] != "Wandeling duurder" {
			t.Errorf("the move in the booking's history: %v", m)
		}
		env.Settle(t)
		if r := refunds(mid); len(r) != 0 {
			t.Errorf("refunds %v for a move without a further payment", r)
		}
		if code, out := env.call("POST", "/api/v1/admin/bookings/"+id+"/cancel", `{"refund":true,"reason":"Klant kan toch niet komen."}`, admin); code != 200 {
			t.Fatalf("cancel after the move: %d %v", code, out)
		}
		env.waitFor("the card refunded what it paid, not the dearer price", func() bool { r := refunds(mid); return len(r) == 1 && r[0] == "50.00" })
	})

	t.Run("a booking awaiting payment or cancelled does not move", func(t *testing.T) {
		pending, _ := book("wacht@example.nl", "", false)
		if code, out := move(pending, cheaper, admin); code != 409 || out["message"] != "Alleen een bevestigde (betaalde) boeking kan worden verplaatst." {
			t.Errorf("pending: %d %v", code, out)
		}
		if code, out := move(card, calledOff, admin); code != 409 {
			t.Errorf("%d %v", code, out)
		}
		if _, err := env.DB.NewRaw(`UPDATE bookings SET status = 'CANCELLED' WHERE id = ?`, card).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if code, out := move(card, same, admin); code != 409 || out["message"] != "Deze boeking is al geannuleerd." {
			t.Errorf("cancelled: %d %v", code, out)
		}
	})
}

// TestABookingsIdAloneShowsNoContact: GET /bookings/{bookingId} answers a guest booking's
// state to anyone with its id, but the guest's name, e-mail and phone only to the browser
// that made it (its reader cookie) or with the booking's manage token.
func TestABookingsIdAloneShowsNoContact(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("ochtend", 10, 2500, 20)
	other := env.walk("middag", 11, 2500, 20)

	send := func(method, path, body string, header ...string) (*http.Response, map[string]any) {
		t.Helper()
		req := servertest.Caller{CSRF: "t"}.Request(method, env.URL+path, body)
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Add(header[i], header[i+1])
		}
		rec := servertest.Send(t, req)
		var out map[string]any
		_ = json.Unmarshal(rec.Body.Bytes(), &out)
		return rec.Result(), out
	}
	readerCookie := func(res *http.Response) *http.Cookie {
		t.Helper()
		for _, c := range res.Cookies() {
			if c.Name == "ww_booking" {
				if !c.HttpOnly || c.Path != "/api/v1/bookings/" || c.Value == "" {
					t.Fatalf("reader cookie %+v", c)
				}
				return c
			}
		}
		t.Fatalf("no reader cookie: %v", res.Header)
		return nil
	}
	res, out := send("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 2, ""))
	if res.StatusCode != 201 {
		t.Fatalf("%d %v", res.StatusCode, out)
	}
	id, checkoutURL := out["bookingId"].(string), out["checkoutUrl"].(string)
	contact := func(b map[string]any) bool {
		return b["guestName"] != nil || b["guestEmail"] != nil || b["guestPhone"] != nil
	}
	if res, b := send("GET", "/api/v1/bookings/"+id, ""); res.StatusCode != 200 || b["status"] != "PENDING" || b["qty"] != 2.0 || contact(b) {
		t.Errorf("the id alone: %d %v", res.StatusCode, b)
	}
	cookie := readerCookie(res)
	// A second booking from the same browser keeps the first one's key.
	res, out = send("POST", "/api/v1/payments/create-booking-payment", strings.Replace(guestOrder("walkId", other, 1, ""), "gijs@", "gijs2@", 1),
		"Cookie", cookie.Name+"="+cookie.Value)
	if res.StatusCode != 201 {
		t.Fatalf("%d %v", res.StatusCode, out)
	}
	second, both := out["bookingId"].(string), readerCookie(res)
	if _, b := send("GET", "/api/v1/bookings/"+id, "", "Cookie", both.Name+"="+both.Value); b["guestName"] != "Gijs Gast" ||
		b["guestEmail"] != "gijs@example.nl" || b["guestPhone"] != "+31 6 12345678" {
		t.Errorf("with the browser's cookie: %v", b)
	}
	if _, b := send("GET", "/api/v1/bookings/"+second, "", "Cookie", both.Name+"="+both.Value); b["guestEmail"] != "gijs2@example.nl" {
		t.Errorf("the second booking with the browser's cookie: %v", b)
	}
	// Another booking's key, a made-up one and a manage token of another booking open nothing.
	otherKey := strings.Split(both.Value, ".")[0] // the second booking's
	for _, header := range [][]string{
		{"Cookie", "ww_booking=" + otherKey},
		{"Cookie", "ww_booking=" + strings.Repeat("A", 43)},
		{"X-Manage-Token", otherKey},
	} {
		if _, b := send("GET", "/api/v1/bookings/"+id, "", header...); contact(b) {
			t.Errorf("%v opens the first booking: %v", header, b)
		}
	}
	env.Pay(t, checkoutURL, "paid")
	env.waitForMail("gijs@example.nl", "Je boeking is bevestigd")
	token := env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
	if _, b := send("GET", "/api/v1/bookings/"+id, "", "X-Manage-Token", token); b["guestEmail"] != "gijs@example.nl" || b["status"] != "PAID" {
		t.Errorf("with the manage token: %v", b)
	}
}
