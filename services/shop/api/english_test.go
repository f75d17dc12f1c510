package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/server/servertest"
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
	var language, molliePaymentID string
	if err := env.DB.NewRaw(`SELECT language, mollie_payment_id FROM bookings WHERE id = ?`, id).Scan(context.Background(), &language, &molliePaymentID); err != nil || language != "en" {
		t.Fatalf("the booking's language %q %v, want en", language, err)
	}
	p, err := env.Mollie.GetPayment(context.Background(), molliePaymentID)
	if err != nil || p.Locale != "en_US" {
		t.Fatalf("the checkout's locale: %+v %v, want en_US", p, err)
	}
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

	if code, out := env.callIn("en", "POST", "/api/v1/walks/vol-en/waitlist", signup("Anna", "anna@example.nl", 1)); code != 201 && code != 200 && code != 204 {
		t.Fatalf("signup: %d %v", code, out)
	}
	if n := env.scalar(`SELECT count(*) FROM waitlist_entries WHERE email = 'anna@example.nl' AND language = 'en'`); n != 1 {
		t.Errorf("%d English entries, want 1", n)
	}
	env.waitFor("the waiting-list mail", func() bool { return len(env.mailsTo("anna@example.nl")) == 1 })
	all, err := env.Mailbox.List()
	if err != nil || len(all) != 1 || !strings.Contains(all[0].Text, env.URL+"/en/wachtlijst/") {
		t.Errorf("the mail's link is not the English page: %v %+v", err, all)
	}
}
