package api_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/rules"
)

// quoteLink finds a quote's token in its mail.
var quoteLink = regexp.MustCompile(`/offerte/([A-Za-z0-9_-]{43})\b`)

// quoteBody is a quote for the feest request feestID, valid until validUntil, with lines.
func quoteBody(feestID, validUntil, lines string) string {
	return fmt.Sprintf(`{"requestKind":"feest","requestId":%q,"customer":{"name":"Fleur de Vries","email":"fleur@example.nl",
		"phone":"+31 6 12345678","company":"Vereniging Het Bos","address":"Bosweg 2, 6702 AB Wageningen","vatId":"NL001234567B01"},
		"lines":%s,"validUntil":%q}`, feestID, lines, validUntil)
}

const quoteLines = `[{"description":"Feestwandeling met gids","quantity":12,"unitCents":2500,"vatRate":21},
	{"description":"Koffie en taart","quantity":12,"unitCents":450,"vatRate":9}]`

// TestAQuoteFromAFeestRequest: only organisers make, change and send quotes; bad input is
// a Dutch 400 that stores nothing. The customer's link shows the quote, accepts it into
// the sandbox's checkout and, paid, shows it paid with its invoice, which customer and
// organisers download and whose PDF holds the number and the totals; the feest request
// is accepted and the organisers are mailed once. A second accept, a forged token and a
// withdrawn quote are refused.
func TestAQuoteFromAFeestRequest(t *testing.T) {
	t.Parallel()
	env, admin, customer := newOrganiserEnv(t)
	feestID := testdb.FeestRequest(t, env.DB, "Fleur de Vries", "fleur@example.nl", "Een feest voor 12")
	today := env.Now().In(rules.Amsterdam)
	until := today.AddDate(0, 0, 14).Format(time.DateOnly)

	t.Run("only organisers make quotes", func(t *testing.T) {
		for access, want := range map[string]int{"": 401, customer: 403} {
			if code, _ := env.call("POST", "/api/v1/admin/quotes", quoteBody(feestID, until, quoteLines), access); code != want {
				t.Errorf("POST as %q: %d, want %d", access, code, want)
			}
			if code, _ := env.call("GET", "/api/v1/admin/quotes", "", access); code != want {
				t.Errorf("GET list as %q: %d, want %d", access, code, want)
			}
		}
	})

	t.Run("bad quotes are a Dutch 400 and change nothing", func(t *testing.T) {
		for field, body := range map[string]string{
			"lines":             quoteBody(feestID, until, `[]`),
			"lines.0.unitCents": quoteBody(feestID, until, `[{"description":"Gids","quantity":1,"unitCents":-100,"vatRate":21}]`),
			"lines.0.vatRate":   quoteBody(feestID, until, `[{"description":"Gids","quantity":1,"unitCents":100,"vatRate":19}]`),
			"validUntil":        quoteBody(feestID, today.AddDate(0, 0, -1).Format(time.DateOnly), quoteLines),
			"requestId":         quoteBody("00000000-0000-0000-0000-000000000000", until, quoteLines),
			"walkDate":          strings.Replace(quoteBody(feestID, until, quoteLines), `"validUntil"`, `"walkDate":"volgende week","validUntil"`, 1),
		} {
			code, out := env.call("POST", "/api/v1/admin/quotes", body, admin)
			errs, _ := out["errors"].(map[string]any)
			if code != 400 || errs[field] == nil {
				t.Errorf("%s: %d %v", field, code, out)
			}
		}
		if n := env.scalar(`SELECT count(*) FROM quotes`); n != 0 {
			t.Errorf("%d quotes after bad input", n)
		}
	})

	code, q := env.call("POST", "/api/v1/admin/quotes", quoteBody(feestID, until, quoteLines), admin)
	if code != 201 || q["status"] != "draft" || q["totalCents"] != float64(35400) {
		t.Fatalf("create: %d %v", code, q)
	}
	id := q["id"].(string)
	if list := env.list("/api/v1/admin/quotes?requestKind=feest&requestId="+feestID, admin); len(list) != 1 || list[0]["id"] != id {
		t.Errorf("the feest request's quotes: %v", list)
	}
	lines := `[{"description":"Feestwandeling met gids","quantity":12,"unitCents":2500,"vatRate":21},
		{"description":"Koffie en taart","quantity":12,"unitCents":450,"vatRate":9},
		{"description":"Routeboekje","quantity":1,"unitCents":1000,"vatRate":0}]`
	walkDay := today.AddDate(0, 0, 21) // the feest's day: the invoice's day of supply (M4-14)
	withWalkDate := strings.Replace(quoteBody(feestID, until, lines), `"validUntil"`, `"walkDate":"`+walkDay.Format(time.DateOnly)+`","validUntil"`, 1)
	code, q = env.call("PATCH", "/api/v1/admin/quotes/"+id, withWalkDate, admin)
	if code != 200 || q["totalCents"] != float64(36400) || len(q["totals"].([]any)) != 3 || q["walkDate"] != walkDay.Format(time.DateOnly) {
		t.Fatalf("patch: %d %v", code, q)
	}
	if code, _ := env.call("PATCH", "/api/v1/admin/quotes/"+id, quoteBody(feestID, until, `[]`), admin); code != 400 ||
		env.scalar(`SELECT total_cents FROM quotes WHERE id = ?`, id) != 36400 {
		t.Errorf("a bad patch: %d", code)
	}
	if code, _ := env.call("POST", "/api/v1/admin/quotes/"+id+"/send", "", customer); code != 403 {
		t.Errorf("a customer sends: %d", code)
	}
	if code, q = env.call("POST", "/api/v1/admin/quotes/"+id+"/send", "", admin); code != 200 || q["status"] != "sent" {
		t.Fatalf("send: %d %v", code, q)
	}
	env.waitForMail("fleur@example.nl", "Offerte van Wandelwijs")
	token := env.linkIn(quoteLink, "fleur@example.nl", "Offerte van Wandelwijs")
	page := "/api/v1/quotes/" + token

	if code, _ := env.call("GET", "/api/v1/quotes/"+strings.Repeat("A", 43), "", ""); code != 404 {
		t.Errorf("a forged token: %d", code)
	}
	if code, _ := env.call("POST", "/api/v1/quotes/"+strings.Repeat("A", 43)+"/accept", "", ""); code != 404 {
		t.Errorf("accept with a forged token: %d", code)
	}
	code, shown := env.call("GET", page, "", "")
	if code != 200 || shown["status"] != "sent" || shown["totalCents"] != float64(36400) || shown["company"] != "Vereniging Het Bos" {
		t.Fatalf("the quote's page: %d %v", code, shown)
	}
	code, out := env.call("POST", page+"/accept", "", "")
	if code != 201 {
		t.Fatalf("accept: %d %v", code, out)
	}
	env.Pay(t, out["checkoutUrl"].(string), "paid")
	env.waitFor("the quote paid", func() bool {
		_, shown = env.call("GET", page, "", "")
		return shown["status"] == "paid"
	})
	env.waitForMail("fleur@example.nl", "Bedankt voor je betaling")
	env.waitForMail(adminEmail, "Offerte")

	if code, out := env.call("POST", page+"/accept", "", ""); code != 409 || !strings.Contains(fmt.Sprint(out), "al betaald") {
		t.Errorf("a second accept: %d %v", code, out)
	}
	if status := env.scalar(`SELECT count(*) FROM feest_requests WHERE id = ? AND status = 'COMPLETED'`, feestID); status != 1 {
		t.Errorf("the feest request is not accepted")
	}
	invoices := shown["invoices"].([]any)
	if len(invoices) != 1 {
		t.Fatalf("invoices on the quote's page: %v", invoices)
	}
	inv := invoices[0].(map[string]any)
	number := fmt.Sprintf("%d-0001", today.Year())
	for _, text := range []string{
		env.pdf(page+"/invoices/"+inv["id"].(string)+".pdf", ""),
		env.pdf("/api/v1/admin/invoices/"+inv["id"].(string)+".pdf", admin),
	} {
		for _, want := range []string{number, "Vereniging Het Bos", "Feestwandeling met gids", "364,00", "52,07",
			"Datum levering:" + format.Date(walkDay)} {
			if !strings.Contains(text, want) {
				t.Errorf("the invoice's PDF lacks %q:\n%s", want, text)
			}
		}
	}
	if _, q := env.call("GET", "/api/v1/admin/quotes/"+id, "", admin); q["status"] != "paid" || len(q["invoices"].([]any)) != 1 {
		t.Errorf("the organisers' quote after payment: %v", q)
	}
	if code, _ := env.call("PATCH", "/api/v1/admin/quotes/"+id, `{"status":"withdrawn"}`, admin); code != 409 {
		t.Errorf("withdraw a paid quote: %d", code)
	}
	env.Settle(t)
	paidMails := 0
	for _, s := range env.mailsTo(adminEmail) {
		if strings.HasPrefix(s, "Offerte") {
			paidMails++
		}
	}
	if paidMails != 1 || len(env.mailsTo("fleur@example.nl")) != 2 {
		t.Errorf("organisers' quote mails %d, customer's %v", paidMails, env.mailsTo("fleur@example.nl"))
	}

	t.Run("a withdrawn quote says so and is not paid", func(t *testing.T) {
		_, other := env.call("POST", "/api/v1/admin/quotes", quoteBody(feestID, until, quoteLines), admin)
		otherID := other["id"].(string)
		env.call("POST", "/api/v1/admin/quotes/"+otherID+"/send", "", admin)
		if code, q := env.call("PATCH", "/api/v1/admin/quotes/"+otherID, `{"status":"withdrawn"}`, admin); code != 200 || q["status"] != "withdrawn" {
			t.Fatalf("withdraw: %d %v", code, q)
		}
		if code, _ := env.call("PATCH", "/api/v1/admin/quotes/"+otherID, `{"status":"paid"}`, admin); code != 400 {
			t.Errorf("an unknown status: %d", code)
		}
		otherPage := "/api/v1/quotes/" + strings.TrimPrefix(other["url"].(string), env.URL+"/offerte/")
		if _, shown := env.call("GET", otherPage, "", ""); shown["status"] != "withdrawn" {
			t.Errorf("the withdrawn quote's page: %v", shown)
		}
		if code, out := env.call("POST", otherPage+"/accept", "", ""); code != 409 || !strings.Contains(fmt.Sprint(out), "ingetrokken") {
			t.Errorf("accept a withdrawn quote: %d %v", code, out)
		}
	})
}
