package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/server/servertest"
	"wandelwijs.nl/shop/shoptest"
)

// callIn makes one API call as a guest browser that asks for language.
func (env *shopEnv) callIn(language, method, path, body string) (int, map[string]any) {
	env.t.Helper()
	req := servertest.Caller{CSRF: "t"}.Request(method, env.URL+path, body)
	req.Header.Set("Accept-Language", language)
	rec := servertest.Send(env.t, req)
	var out map[string]any
	_ = json.Unmarshal(rec.Body.Bytes(), &out)
	return rec.Code, out
}

// storedInEnglish checks that the row id of table (bookings or vouchers) is stored as
// English and its payment's checkout is Mollie's in English.
func (env *shopEnv) storedInEnglish(table, id string) {
	env.t.Helper()
	var language, molliePaymentID string
	if err := env.DB.NewRaw(`SELECT language, mollie_payment_id FROM ? WHERE id = ?`, bun.Ident(table), id).
		Scan(context.Background(), &language, &molliePaymentID); err != nil || language != "en" {
		env.t.Fatalf("%s %s: language %q %v, want en", table, id, language, err)
	}
	if p, err := env.Mollie.GetPayment(context.Background(), molliePaymentID); err != nil || p.Locale != "en_US" {
		env.t.Fatalf("the checkout's locale: %+v %v, want en_US", p, err)
	}
}

// A booking made in English keeps its language: Mollie's checkout speaks English, the
// browser comes back to the English result page, and the confirmation mail is in English
// with its manage link on the English pages.
func TestABookingInEnglishStaysEnglish(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("engels", 10, 2500, 20)

	code, out := env.callIn("en-GB,en;q=0.9,nl;q=0.5", "POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 2, ""))
	if code != 201 {
		t.Fatalf("%d %v", code, out)
	}
	id := out["bookingId"].(string)
	env.storedInEnglish("bookings", id)
	if redirect := env.Pay(t, out["checkoutUrl"].(string), "paid"); redirect != env.URL+"/en/booking-success?bookingId="+id {
		t.Errorf("checkout redirected to %q", redirect)
	}
	env.waitFor("the confirmation", func() bool { return len(env.mailsTo("gijs@example.nl")) == 1 })
	all, err := env.Mailbox.List()
	if err != nil {
		t.Fatal(err)
	}
	m := all[0]
	if m.Subject != "Your booking is confirmed: Wandeling engels" {
		t.Errorf("subject %q", m.Subject)
	}
	for _, want := range []string{"Dear Gijs Gast", "€50.00", "2 people", env.URL + "/en/boeking/", "Philosophical walks in nature"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("the English confirmation lacks %q:\n%s", want, m.Text)
		}
	}
	if !strings.Contains(m.HTML, `<html lang="en">`) {
		t.Errorf("the HTML is not marked English")
	}

	// The same booking asked in Dutch stays Dutch.
	code, out = env.callIn("nl-NL,nl;q=0.9,en;q=0.8", "POST", "/api/v1/payments/create-booking-payment",
		strings.Replace(guestOrder("walkId", walkID, 1, ""), "gijs@example.nl", "nel@example.nl", 1))
	if code != 201 {
		t.Fatalf("%d %v", code, out)
	}
	if n := env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND language = 'nl'`, out["bookingId"]); n != 1 {
		t.Errorf("a Dutch booking is not stored as Dutch")
	}
}

// A refusal answers in the language the caller asks for, its field messages too; Dutch
// stays the default.
func TestErrorsAnswerInTheCallersLanguage(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("fouten", 10, 2500, 20)
	bad := strings.Replace(guestOrder("walkId", walkID, 1, ""), `"guestName":"Gijs Gast"`, `"guestName":""`, 1)

	code, out := env.callIn("en", "POST", "/api/v1/payments/create-booking-payment", bad)
	errors, _ := out["errors"].(map[string]any)
	if code != 400 || out["code"] != "invalid_input" || out["message"] != "Please check your input and try again." || errors["guestName"] != "Name is required" {
		t.Errorf("in English: %d %v", code, out)
	}
	code, out = env.callIn("fr-FR", "POST", "/api/v1/payments/create-booking-payment", bad)
	errors, _ = out["errors"].(map[string]any)
	if code != 400 || out["message"] != "Controleer je invoer en probeer opnieuw." || errors["guestName"] != "Naam is verplicht" {
		t.Errorf("by default: %d %v", code, out)
	}
	code, out = env.callIn("en", "POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, rules.MaxQty+1, ""))
	if code != 400 || out["errors"].(map[string]any)["qty"] != fmt.Sprintf("Choose 1 to %d people", rules.MaxQty) {
		t.Errorf("too many people in English: %d %v", code, out)
	}
	if n := env.scalar(`SELECT count(*) FROM bookings`); n != 0 {
		t.Errorf("%d bookings after refusals", n)
	}
	code, out = env.callIn("en", "GET", "/api/v1/walks/geen-wandeling", "")
	if code != 404 || out["message"] != "Walk not found" {
		t.Errorf("an unknown walk in English: %d %v", code, out)
	}
}

// The walks speak English where the organisers gave English texts, say which language
// their texts are in, and each language has its own ETag.
func TestWalksAnswerInTheCallersLanguage(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	translated := env.walk("vertaald", 10, 2500, 20)
	env.walk("alleen-nl", 11, 2500, 20)
	if _, err := env.DB.NewRaw(`UPDATE walks SET title_en = 'Silence in the woods', short_desc_en = 'Short', full_desc_en = 'Long' WHERE id = ?`,
		translated).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	env.Catalogue.Forget()

	req := servertest.Caller{}.Request("GET", env.URL+"/api/v1/walks", "")
	req.Header.Set("Accept-Language", "en")
	en := servertest.Send(t, req)
	nl := servertest.Send(t, servertest.Caller{}.Request("GET", env.URL+"/api/v1/walks", ""))
	if en.Code != 200 || nl.Code != 200 || en.Header().Get("Vary") != "Accept-Language" || en.Header().Get("ETag") == nl.Header().Get("ETag") {
		t.Fatalf("listing: %d %d, Vary %q, ETags %q %q", en.Code, nl.Code, en.Header().Get("Vary"), en.Header().Get("ETag"), nl.Header().Get("ETag"))
	}
	var walks []map[string]any
	if err := json.Unmarshal(en.Body.Bytes(), &walks); err != nil || len(walks) != 2 {
		t.Fatalf("%v %s", err, en.Body)
	}
	if walks[0]["title"] != "Silence in the woods" || walks[0]["shortDesc"] != "Short" || walks[0]["contentLanguage"] != "en" {
		t.Errorf("the translated walk in English: %v", walks[0])
	}
	if walks[1]["title"] != "Wandeling alleen-nl" || walks[1]["contentLanguage"] != "nl" {
		t.Errorf("the Dutch-only walk in English: %v", walks[1])
	}
	code, one := env.callIn("en", "GET", "/api/v1/walks/vertaald", "")
	if code != 200 || one["title"] != "Silence in the woods" || one["fullDesc"] != "Long" || one["contentLanguage"] != "en" {
		t.Errorf("the walk's page in English: %d %v", code, one)
	}
	code, one = env.callIn("nl", "GET", "/api/v1/walks/vertaald", "")
	if code != 200 || one["title"] != "Wandeling vertaald" || one["contentLanguage"] != "nl" {
		t.Errorf("the walk's page in Dutch: %d %v", code, one)
	}
}

// A signup for the waiting list made in English keeps its language, and its mail's link
// leads to the English page.
func TestAWaitingListSignupInEnglishKeepsItsLanguage(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("vol-en", 10, 2500, 1)
	testdb.Booking(t, env.DB, walkID, nil, 1, 2500, "PAID", env.Now())
	if _, err := env.DB.NewRaw(`UPDATE walks SET title_en = 'A full walk in the woods' WHERE id = ?`, walkID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}

	if code, out := env.callIn("en", "POST", "/api/v1/walks/vol-en/waitlist", signup("Anna", "anna@example.nl", 1)); code != 201 && code != 200 && code != 204 {
		t.Fatalf("signup: %d %v", code, out)
	}
	if n := env.scalar(`SELECT count(*) FROM waitlist_entries WHERE email = 'anna@example.nl' AND language = 'en'`); n != 1 {
		t.Errorf("%d English entries, want 1", n)
	}
	env.waitFor("the waiting-list mail", func() bool { return len(env.mailsTo("anna@example.nl")) == 1 })
	all, err := env.Mailbox.List()
	if err != nil || len(all) != 1 || !strings.Contains(all[0].Text, env.URL+"/en/wachtlijst/") {
		t.Fatalf("the mail's link is not the English page: %v %+v", err, all)
	}
	if !strings.Contains(all[0].Subject+all[0].Text, "A full walk in the woods") {
		t.Errorf("the mail does not name the walk by its English title:\n%s\n%s", all[0].Subject, all[0].Text)
	}
}

// mailTo is the newest mail to addr whose subject starts with subject, once it is delivered.
func (env *shopEnv) mailTo(addr, subject string) mail.Delivered {
	env.t.Helper()
	env.waitForMail(addr, subject)
	all, err := env.Mailbox.List()
	if err != nil {
		env.t.Fatal(err)
	}
	var found mail.Delivered
	for _, m := range all {
		if m.To == addr && strings.HasPrefix(m.Subject, subject) {
			found = m
		}
	}
	return found
}

// A voucher bought in English keeps its language: Mollie's checkout speaks English, the
// browser comes back to the English result page, and both mails are in English with
// English amounts and dates.
func TestAVoucherBoughtInEnglishStaysEnglish(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	code, out := env.callIn("en-GB,en;q=0.9", "POST", "/api/v1/payments/create-voucher-payment", purchaseBody)
	if code != 201 {
		t.Fatalf("%d %v", code, out)
	}
	id := out["voucherId"].(string)
	env.storedInEnglish("vouchers", id)
	if redirect := env.Pay(t, out["checkoutUrl"].(string), "paid"); redirect != env.URL+"/en/voucher-success?voucherId="+id {
		t.Errorf("checkout redirected to %q", redirect)
	}
	gift := env.mailTo("roos@example.nl", "Piet gives you a Wandelwijs gift voucher")
	receipt := env.mailTo("piet@example.nl", "Thank you for your gift voucher of €60.00")
	for _, m := range []mail.Delivered{gift, receipt} {
		if !strings.Contains(m.Text, "€60.00") || !strings.Contains(m.Text, "Valid until") || !strings.Contains(m.HTML, `<html lang="en">`) ||
			strings.Contains(m.Text, "Beste") {
			t.Errorf("not an English mail to %s:\n%s", m.To, m.Text)
		}
	}
	if !codePattern.MatchString(gift.Text) {
		t.Errorf("the recipient's mail lacks the code:\n%s", gift.Text)
	}

	// The same purchase asked in Dutch stays Dutch.
	code, out = env.callIn("nl", "POST", "/api/v1/payments/create-voucher-payment", purchaseBody)
	if code != 201 || env.scalar(`SELECT count(*) FROM vouchers WHERE id = ? AND language = 'nl'`, out["voucherId"]) != 1 {
		t.Errorf("a Dutch voucher is not stored as Dutch: %d %v", code, out)
	}
}

// Requests keep the language they were sent in: the custom-walk and feest requests store
// it, and every receipt is written in it; the organisers' notice stays Dutch and says
// to answer in English.
func TestRequestsInEnglishGetAnEnglishReceipt(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	for _, tt := range []struct{ path, body, table, to, subject string }{
		{"/api/v1/custom-walks", `{"contactName":"Lotte","contactEmail":"lotte@example.com","contactPhone":"0612345678",
			"participantCount":12,"duration":"half-day","hasAccessibilityNeeds":false}`, "custom_walk_requests", "lotte@example.com",
			"We have received your request for a walk made to measure"},
		{"/api/v1/feest", `{"name":"Femke","email":"femke@example.com","phone":"0612345678","message":"A birthday walk"}`,
			"feest_requests", "femke@example.com", "We have received your request for a party walk"},
		{"/api/v1/contact", `{"name":"Vera","email":"vera@example.com","message":"Can my dog come along?"}`,
			"", "vera@example.com", "We have received your message"},
	} {
		if code, out := env.callIn("en", "POST", tt.path, tt.body); code != 201 {
			t.Fatalf("%s: %d %v", tt.path, code, out)
		}
		if tt.table != "" && env.scalar(`SELECT count(*) FROM `+tt.table+` WHERE language = 'en'`) != 1 {
			t.Errorf("%s: the request is not stored as English", tt.table)
		}
		if m := env.mailTo(tt.to, tt.subject); !strings.Contains(m.Text, "Hello,") || !strings.Contains(m.Text, "Kind regards") {
			t.Errorf("%s: the receipt is not English:\n%s", tt.path, m.Text)
		}
	}
	notice := env.mailTo(shoptest.AdminEmail, "Nieuwe aanvraag voor een feestwandeling van Femke")
	if !strings.Contains(notice.Text, "Engels: antwoord in het Engels") {
		t.Errorf("the organisers' notice does not say the request is English:\n%s", notice.Text)
	}
	if code, out := env.callIn("nl", "POST", "/api/v1/feest", strings.ReplaceAll(`{"name":"Nel","email":"nel@example.nl","phone":"0612345678","message":"Een feest"}`, "\n", "")); code != 201 ||
		env.scalar(`SELECT count(*) FROM feest_requests WHERE email = 'nel@example.nl' AND language = 'nl'`) != 1 {
		t.Errorf("a Dutch request is not stored as Dutch: %d %v", code, out)
	}
}

// An account opened in English keeps its language: its password mails are in English and
// link to the English pages.
func TestAnAccountOpenedInEnglishGetsEnglishMails(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	code, out := env.callIn("en", "POST", "/api/v1/auth/register",
		`{"name":"Anna Smith","email":"anna@example.com","phone":"06 12345678","password":"Wandelen!2026"}`)
	if code != 201 || out["language"] != "en" || env.scalar(`SELECT count(*) FROM users WHERE email = 'anna@example.com' AND language = 'en'`) != 1 {
		t.Fatalf("register in English: %d %v", code, out)
	}
	// The reset is asked in Dutch; the mail speaks the account's language.
	if code, out := env.callIn("nl", "POST", "/api/v1/auth/password-reset", `{"email":"anna@example.com"}`); code != 202 {
		t.Fatalf("reset: %d %v", code, out)
	}
	m := env.mailTo("anna@example.com", "Choose a new password")
	if !strings.Contains(m.Text, "Hello Anna Smith") || !strings.Contains(m.Text, env.URL+"/en/wachtwoord-herstellen/") {
		t.Errorf("the reset mail is not English or links to the Dutch page:\n%s", m.Text)
	}
	if code, out := env.callIn("nl", "POST", "/api/v1/auth/register",
		`{"name":"Nel","email":"nel@example.nl","phone":"06 12345678","password":"Wandelen!2026"}`); code != 201 || out["language"] != "nl" {
		t.Errorf("register in Dutch: %d %v", code, out)
	}
}

// A quote answers its request in the request's language: the quote mail is in English
// for a feest request sent in English.
func TestAQuoteForAnEnglishRequestIsMailedInEnglish(t *testing.T) {
	t.Parallel()
	env, admin, _ := newOrganiserEnv(t)
	feestID := testdb.FeestRequest(t, env.DB, "Fleur de Vries", "fleur@example.nl", "A party for 12")
	if _, err := env.DB.NewRaw(`UPDATE feest_requests SET language = 'en' WHERE id = ?`, feestID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	until := env.Now().In(rules.Amsterdam).AddDate(0, 0, 14)
	code, q := env.call("POST", "/api/v1/admin/quotes", quoteBody(feestID, until.Format(time.DateOnly), quoteLines), admin)
	if code != 201 || env.scalar(`SELECT count(*) FROM quotes WHERE id = ? AND language = 'en'`, q["id"]) != 1 {
		t.Fatalf("create: %d %v", code, q)
	}
	if code, q = env.call("POST", "/api/v1/admin/quotes/"+q["id"].(string)+"/send", "", admin); code != 200 {
		t.Fatalf("send: %d %v", code, q)
	}
	m := env.mailTo("fleur@example.nl", "Quote from Wandelwijs: €354.00")
	if !strings.Contains(m.Text, "Dear Fleur de Vries") || !strings.Contains(m.Text, "valid until "+format.DateEN(until)) ||
		!strings.Contains(m.Text, env.URL+"/en/offerte/") {
		t.Errorf("the quote mail is not English or links to the Dutch page:\n%s", m.Text)
	}
	token := env.linkIn(quoteLink, "fleur@example.nl", "Quote from Wandelwijs")
	code, out := env.call("POST", "/api/v1/quotes/"+token+"/accept", "", "")
	if code != 201 {
		t.Fatalf("accept: %d %v", code, out)
	}
	var molliePaymentID string
	if err := env.DB.NewRaw(`SELECT mollie_payment_id FROM quotes WHERE id = ?`, q["id"]).Scan(context.Background(), &molliePaymentID); err != nil {
		t.Fatal(err)
	}
	if p, err := env.Mollie.GetPayment(context.Background(), molliePaymentID); err != nil || p.Locale != "en_US" {
		t.Errorf("the quote's checkout locale: %+v %v, want en_US", p, err)
	}
	if redirect := env.Pay(t, out["checkoutUrl"].(string), "paid"); redirect != env.URL+"/en/offerte/"+token {
		t.Errorf("checkout redirected to %q", redirect)
	}
	if m := env.mailTo("fleur@example.nl", "Thank you for your payment of €354.00"); !strings.Contains(m.Text, env.URL+"/en/offerte/") {
		t.Errorf("the quote's receipt links to the Dutch page:\n%s", m.Text)
	}
}
