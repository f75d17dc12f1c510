package api_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"wandelwijs.nl/domain/invoice/invoicetest"
	"wandelwijs.nl/platform/rules"
)

// invoiceAsked is the booking and voucher forms' "Ik wil een factuur".
const invoiceAsked = `,"invoice":{"company":"Bos & Co B.V.","address":"Laan 2, 6711 AB Ede","vatId":"nl 1234.56789.b01"}`

// pdf downloads path with access and returns its text, failing unless it is a PDF.
func (env *shopEnv) pdf(path, access string) string {
	env.t.Helper()
	rec := env.get(path, access)
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/pdf" ||
		!strings.Contains(rec.Header().Get("Content-Disposition"), ".pdf") {
		env.t.Fatalf("GET %s: %d %s %q", path, rec.Code, rec.Header().Get("Content-Type"), rec.Body.String())
	}
	return invoicetest.Text(env.t, rec.Body.Bytes())
}

// list calls path and decodes a JSON list.
func (env *shopEnv) list(path, access string) []map[string]any {
	env.t.Helper()
	rec := env.get(path, access)
	var out []map[string]any
	if rec.Code != 200 || json.Unmarshal(rec.Body.Bytes(), &out) != nil {
		env.t.Fatalf("GET %s: %d %s", path, rec.Code, rec.Body.String())
	}
	return out
}

// TestABookingWithAnInvoice: a customer who asks for an invoice gets one, numbered with
// the payment, as a PDF on the confirmation, downloadable from the manage link and by the
// organisers; its text holds the number, the buyer and the totals the database holds.
// Cancelling with money back makes a credit note of its own number; the invoice stays.
// A booking without the question gets none, and bad invoice details change nothing.
func TestABookingWithAnInvoice(t *testing.T) {
	t.Parallel()
	env, admin, customer := newOrganiserEnv(t)
	walkID := env.walk("met-factuur", 10, 2500, 20)
	year := env.Now().In(rules.Amsterdam).Year()
	number := fmt.Sprintf("%d-0001", year)

	t.Run("bad invoice details are a Dutch 400 and no booking", func(t *testing.T) {
		for _, bad := range []string{`,"invoice":{"address":"kort"}`, `,"invoice":{"address":"Laan 2, Ede","vatId":"123"}`,
			`,"invoice":{"company":"Test \u202eKCATTA\u202c BV","address":"Laan 2, 6711 AB Ede"}`,
			`,"invoice":{"address":"Bosweg 1\r\n6701 AA Wageningen"}`} {
			code, out := env.call("POST", "/api/v1/payments/create-booking-payment", guestOrder("walkId", walkID, 2, bad), "")
			if code != 400 || !strings.Contains(fmt.Sprint(out["errors"]), "invoice.") {
				t.Errorf("%s: %d %v", bad, code, out)
			}
		}
		if n := env.scalar(`SELECT count(*) FROM bookings`); n != 0 {
			t.Errorf("%d bookings after bad input", n)
		}
	})

	id := env.paidGuestBooking(walkID, 2, invoiceAsked)
	token := env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
	manage := "/api/v1/manage/" + token

	t.Run("the confirmation carries the invoice", func(t *testing.T) {
		all, _ := env.Mailbox.List()
		found := false
		for _, m := range all {
			if m.To != "gijs@example.nl" || !strings.HasPrefix(m.Subject, "Je boeking is bevestigd") {
				continue
			}
			for _, a := range m.Attachments {
				found = found || (a.Filename == "factuur-"+number+".pdf" && a.ContentType == "application/pdf")
			}
			if !strings.Contains(m.Text, "Je factuur "+number+" zit als PDF in de bijlage") {
				t.Errorf("the confirmation does not say so:\n%s", m.Text)
			}
		}
		if !found {
			t.Errorf("no factuur-%s.pdf on the confirmation", number)
		}
	})

	var invoiceID string
	t.Run("the manage link lists and downloads it", func(t *testing.T) {
		docs := env.list(manage+"/invoices", "")
		if len(docs) != 1 || docs[0]["number"] != number || docs[0]["kind"] != "invoice" || docs[0]["totalCents"] != 5000.0 {
			t.Fatalf("invoices %v", docs)
		}
		invoiceID = docs[0]["id"].(string)
		text := env.pdf(manage+"/invoices/"+invoiceID+".pdf", "")
		for _, want := range []string{"Factuur", number, "Bos & Co B.V.", "Gijs Gast", "Laan 2, 6711 AB Ede", "NL123456789B01",
			"Wandeling", "€ 25,00", "Totaal excl. btw 21%", "€ 41,32", "Btw 21%", "€ 8,68", "€ 50,00"} {
			if !strings.Contains(text, want) {
				t.Errorf("the PDF lacks %q:\n%s", want, text)
			}
		}
	})

	t.Run("a resent confirmation carries it again", func(t *testing.T) {
		env.confirmationSentLongAgo(id)
		before := len(env.mailsTo("gijs@example.nl"))
		if code, out := env.call("POST", manage+"/resend", "", ""); code != 202 {
			t.Fatalf("resend: %d %v", code, out)
		}
		env.waitFor("the confirmation again", func() bool { return len(env.mailsTo("gijs@example.nl")) == before+1 })
		all, _ := env.Mailbox.List()
		carrying := 0
		for _, m := range all {
			if m.To == "gijs@example.nl" && len(m.Attachments) == 2 && m.Attachments[1].Filename == "factuur-"+number+".pdf" {
				carrying++
			}
		}
		if carrying != 2 {
			t.Errorf("%d confirmations carry the invoice, want the first and the resent one", carrying)
		}
		if n := env.scalar(`SELECT count(*) FROM invoices`); n != 1 {
			t.Errorf("%d invoices after a resend, want the one", n)
		}
	})

	t.Run("the organisers list and download it; nobody else", func(t *testing.T) {
		docs := env.list("/api/v1/admin/invoices", admin)
		if len(docs) != 1 || docs[0]["number"] != number || docs[0]["bookingId"] != id {
			t.Fatalf("the organisers' list %v", docs)
		}
		totals := docs[0]["totals"].([]any)[0].(map[string]any)
		if totals["rate"] != 21.0 || totals["exclCents"] != 4132.0 || totals["vatCents"] != 868.0 || totals["inclCents"] != 5000.0 {
			t.Errorf("totals %v", totals)
		}
		if text := env.pdf("/api/v1/admin/invoices/"+invoiceID+".pdf", admin); !strings.Contains(text, number) {
			t.Errorf("the organisers' PDF:\n%s", text)
		}
		for _, access := range []string{customer, ""} {
			for _, p := range []string{"/api/v1/admin/invoices", "/api/v1/admin/invoices/" + invoiceID + ".pdf"} {
				if rec := env.get(p, access); rec.Code != 401 && rec.Code != 403 {
					t.Errorf("GET %s as %q: %d", p, access[:min(len(access), 8)], rec.Code)
				}
			}
		}
		if rec := env.get("/api/v1/admin/invoices?from=2027-13-01", admin); rec.Code != 400 {
			t.Errorf("a bad period: %d", rec.Code)
		}
		if rec := env.get("/api/v1/admin/invoices/onzin.pdf", admin); rec.Code != 404 {
			t.Errorf("an unknown invoice: %d", rec.Code)
		}
		ledger := env.get("/api/v1/admin/ledger.csv", admin).Body.String()
		if !strings.Contains(ledger, "Factuur") || !strings.Contains(ledger, number) {
			t.Errorf("the ledger CSV lacks the invoice:\n%s", ledger)
		}
	})

	t.Run("another booking's invoice is not the link's", func(t *testing.T) {
		other, checkoutURL := env.startPayment(guestOrderOf(env.walk("zonder-factuur", 10, 2500, 20), "ander@example.nl", 1, ""))
		env.Pay(t, checkoutURL, "paid")
		env.waitForMail("ander@example.nl", "Je boeking is bevestigd")
		if n := env.scalar(`SELECT count(*) FROM invoices WHERE booking_id = ?`, other); n != 0 {
			t.Errorf("a booking without the question got %d invoices", n)
		}
		otherToken := env.manageTokenIn("ander@example.nl", "Je boeking is bevestigd")
		if rec := env.get("/api/v1/manage/"+otherToken+"/invoices/"+invoiceID+".pdf", ""); rec.Code != 404 {
			t.Errorf("another booking's invoice by this link: %d", rec.Code)
		}
		if docs := env.list("/api/v1/manage/"+otherToken+"/invoices", ""); len(docs) != 0 {
			t.Errorf("invoices of a booking without: %v", docs)
		}
	})

	t.Run("a refund is a credit note; the invoice stays", func(t *testing.T) {
		if code, b := env.call("POST", manage+"/cancel", "", ""); code != 200 || b["status"] != "CANCELLED" {
			t.Fatalf("cancel: %d %v", code, b)
		}
		docs := env.list(manage+"/invoices", "")
		want := fmt.Sprintf("%d-0002", year)
		if len(docs) != 2 || docs[0]["number"] != number || docs[0]["totalCents"] != 5000.0 ||
			docs[1]["number"] != want || docs[1]["kind"] != "credit" || docs[1]["totalCents"] != -5000.0 {
			t.Fatalf("after the refund: %v", docs)
		}
		text := env.pdf(manage+"/invoices/"+docs[1]["id"].(string)+".pdf", "")
		for _, s := range []string{"Creditnota", want, "factuur " + number, "€ -50,00", "Btw 21%", "€ -8,68"} {
			if !strings.Contains(text, s) {
				t.Errorf("the credit note lacks %q:\n%s", s, text)
			}
		}
	})
}

// TestAVoucherWithAnInvoice: a purchaser who asks for an invoice gets one on the receipt:
// a multi-purpose voucher (rules.json's default), outside the scope of btw ("buiten de
// heffing", not 0 %: its btw is due when it is spent) and without a day of supply (M4-14);
// the organisers download it. Bad invoice details are a Dutch 400 and no voucher.
func TestAVoucherWithAnInvoice(t *testing.T) {
	t.Parallel()
	env, admin, _ := newOrganiserEnv(t)
	bad := strings.Replace(purchaseBody, `"message"`, `"invoice":{"address":""},"message"`, 1)
	if code, out := env.call("POST", "/api/v1/payments/create-voucher-payment", bad, ""); code != 400 || !strings.Contains(fmt.Sprint(out["errors"]), "factuuradres") {
		t.Errorf("bad invoice details: %d %v", code, out)
	}
	if n := env.scalar(`SELECT count(*) FROM vouchers`); n != 0 {
		t.Fatalf("%d vouchers after bad input", n)
	}
	id, _ := buyVoucher(t, env, strings.Replace(purchaseBody, `"message"`, invoiceAsked[1:]+`,"message"`, 1))
	env.waitFor("the receipt", func() bool { return len(env.mailsTo("piet@example.nl")) == 1 })
	number := fmt.Sprintf("%d-0001", env.Now().In(rules.Amsterdam).Year())
	all, _ := env.Mailbox.List()
	for _, m := range all {
		if m.To == "piet@example.nl" && (len(m.Attachments) != 1 || m.Attachments[0].Filename != "factuur-"+number+".pdf") {
			t.Errorf("the receipt's attachments: %v", m.Attachments)
		}
		if m.To == "roos@example.nl" && len(m.Attachments) != 0 {
			t.Errorf("the recipient got the invoice: %v", m.Attachments)
		}
	}
	docs := env.list("/api/v1/admin/invoices", admin)
	if len(docs) != 1 || docs[0]["voucherId"] != id || docs[0]["totalCents"] != 6000.0 {
		t.Fatalf("invoices %v", docs)
	}
	text := env.pdf("/api/v1/admin/invoices/"+docs[0]["id"].(string)+".pdf", admin)
	for _, want := range []string{number, "Cadeaubon", "Roos", "buiten de heffing", "Totaal buiten de heffing", "€ 60,00", "meervoudige voucher", "Bos & Co B.V."} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q:\n%s", want, text)
		}
	}
	for _, not := range []string{"0%", "Datum levering"} {
		if strings.Contains(text, not) {
			t.Errorf("the PDF says %q:\n%s", not, text)
		}
	}
}

// TestAnInvoicedBookingsInvoiceFollowsIt: each change of an invoiced booking credits its
// standing invoice in full and invoices what the booking now is, in the change's
// transaction: fewer persons, the voucher part going back onto the voucher (M4-05); more
// persons, paid extra (M4-06); a cheaper walk on another date; a cancel, which credits
// and invoices nothing new. No refund gets a credit note of its own, every credit note
// credits the invoice before it, each new invoice names the one it replaces, the
// documents add up to what the booking keeps, and a resent confirmation carries the
// standing invoice.
func TestAnInvoicedBookingsInvoiceFollowsIt(t *testing.T) {
	t.Parallel()
	env, admin, _ := newOrganiserEnv(t)
	from := env.walk("volgt-de-boeking", 20, 2500, 20)
	cheaper := env.walk("volgt-goedkoper", 25, 2000, 20)
	year := env.Now().In(rules.Amsterdam).Year()
	num := func(n int) string { return fmt.Sprintf("%d-%04d", year, n) }
	env.voucher("VOLG-BON-1", 6000)
	id := env.paidGuestBooking(from, 3, `,"voucherCode":"VOLG-BON-1"`+invoiceAsked) // 7500: 6000 voucher, 1500 card
	manage := "/api/v1/manage/" + env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")

	// documents checks the booking's documents, oldest first: their totals, each negative
	// one a credit note of the invoice before it, each later invoice replacing that one.
	documents := func(t *testing.T, totals ...float64) []map[string]any {
		t.Helper()
		docs := env.list(manage+"/invoices", "")
		all := map[string]map[string]any{}
		for _, d := range env.list("/api/v1/admin/invoices", admin) {
			all[d["number"].(string)] = d
		}
		if len(docs) != len(totals) {
			t.Fatalf("%d documents, want %d: %v", len(docs), len(totals), docs)
		}
		for i, d := range docs {
			kind, credits, replaces := "invoice", "", ""
			if totals[i] < 0 {
				kind, credits = "credit", num(i)
			} else if i > 0 {
				replaces = num(i - 1)
			}
			a := all[d["number"].(string)]
			if d["number"] != num(i+1) || d["kind"] != kind || d["totalCents"] != totals[i] || a["credits"] != credits ||
				a["replaces"] != replaces || a["bookingId"] != id {
				t.Errorf("document %d: %v (%v); want %s, %s of %.0f crediting %q, replacing %q", i, d, a, num(i+1), kind, totals[i], credits, replaces)
			}
		}
		return docs
	}
	documents(t, 7500)

	t.Run("fewer persons: the voucher part back, credited in full and invoiced anew", func(t *testing.T) {
		if code, b := env.call("PATCH", manage, `{"qty":2}`, ""); code != 200 || b["qty"] != 2.0 || b["voucherUsedCents"] != 5000.0 {
			t.Fatalf("%d %v", code, b)
		}
		docs := documents(t, 7500, -7500, 5000)
		text := env.pdf(manage+"/invoices/"+docs[2]["id"].(string)+".pdf", "")
		for _, want := range []string{"Factuur", num(3), "Vervangt:", "factuur " + num(1), "volgt-de-boeking", "Prijs excl.", "€ 20,66",
			"€ 25,00", "€ 50,00", "Voldaan met een cadeaubon."} {
			if !strings.Contains(text, want) {
				t.Errorf("the new invoice lacks %q:\n%s", want, text)
			}
		}
	})
	t.Run("more persons, paid extra: the extra payment is invoiced", func(t *testing.T) {
		code, out := env.call("PATCH", manage, `{"qty":4}`, "")
		if code != 201 || out["amountCents"] != 5000.0 {
			t.Fatalf("%d %v", code, out)
		}
		env.Pay(t, out["checkoutUrl"].(string), "paid")
		env.waitFor("the change's invoice", func() bool { return len(env.list(manage+"/invoices", "")) == 5 })
		docs := documents(t, 7500, -7500, 5000, -5000, 10000)
		text := env.pdf(manage+"/invoices/"+docs[4]["id"].(string)+".pdf", "")
		if !strings.Contains(text, "€ 100,00") || !strings.Contains(text, "€ 50,00 met een cadeaubon, € 50,00 online") {
			t.Errorf("the invoice after the extra payment:\n%s", text)
		}
	})
	t.Run("a cheaper walk on another date: its walk, date and amounts", func(t *testing.T) {
		if code, b := env.call("POST", manage+"/move", `{"walkId":"`+cheaper+`"}`, ""); code != 200 {
			t.Fatalf("%d %v", code, b)
		}
		docs := documents(t, 7500, -7500, 5000, -5000, 10000, -10000, 8000)
		text := env.pdf(manage+"/invoices/"+docs[6]["id"].(string)+".pdf", "")
		for _, want := range []string{"volgt-goedkoper", "€ 80,00", "factuur " + num(5)} {
			if !strings.Contains(text, want) {
				t.Errorf("the invoice after the move lacks %q:\n%s", want, text)
			}
		}
		var walkDay string
		if err := env.DB.NewRaw(`SELECT to_char(date_start AT TIME ZONE 'Europe/Amsterdam', 'FMDD') FROM walks WHERE id = ?`, cheaper).
			Scan(t.Context(), &walkDay); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, "Datum levering:"+walkDay+" ") {
			t.Errorf("the invoice after the move is not dated the new walk's day %s:\n%s", walkDay, text)
		}
	})
	t.Run("a resent confirmation carries the standing invoice", func(t *testing.T) {
		env.confirmationSentLongAgo(id)
		if code, out := env.call("POST", manage+"/resend", "", ""); code != 202 {
			t.Fatalf("resend: %d %v", code, out)
		}
		env.waitFor("the confirmation with the standing invoice", func() bool {
			all, _ := env.Mailbox.List()
			for _, m := range all {
				for _, a := range m.Attachments {
					if m.To == "gijs@example.nl" && a.Filename == "factuur-"+num(7)+".pdf" {
						return true
					}
				}
			}
			return false
		})
	})
	t.Run("a cancel credits the standing invoice and invoices nothing new", func(t *testing.T) {
		if code, b := env.call("POST", manage+"/cancel", "", ""); code != 200 || b["status"] != "CANCELLED" {
			t.Fatalf("cancel: %d %v", code, b)
		}
		documents(t, 7500, -7500, 5000, -5000, 10000, -10000, 8000, -8000)
		if n := env.scalar(`SELECT count(*) FROM invoices WHERE refund_id IS NOT NULL`); n != 0 {
			t.Errorf("%d refunds got a credit note of their own", n)
		}
		if n := env.scalar(`SELECT coalesce(sum(total_cents), 0) FROM invoices`); n != 0 {
			t.Errorf("a cancelled booking stays invoiced for %d cents", n)
		}
	})
}

// TestCallOffCreditCreditsTheInvoice (M4-05): an invoiced booking on a called-off walk
// whose customer takes credit keeps no invoice standing: the card part that becomes
// credit is credited like a refund, in full, and nothing is invoiced anew.
func TestCallOffCreditCreditsTheInvoice(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("afgelast-met-factuur", 20, 2500, 20)
	id, checkoutURL := env.startPayment(strings.Replace(guestOrderOf(walkID, "tegoed@example.nl", 2, ""), `"qty":`, invoiceAsked[1:]+`,"qty":`, 1))
	env.Pay(t, checkoutURL, "paid")
	env.waitForMail("tegoed@example.nl", "Je boeking is bevestigd")
	path := "/api/v1/manage/" + env.manageTokenIn("tegoed@example.nl", "Je boeking is bevestigd")
	if code, b := env.call("POST", "/api/v1/walks/admin/"+walkID+"/call-off", `{"reason":"Storm op de hei"}`, env.organiser()); code != 200 {
		t.Fatalf("call off: %d %v", code, b)
	}
	if code, b := env.call("POST", path+"/choice", `{"choice":"credit"}`, ""); code != 200 || b["choice"] != "credit" {
		t.Fatalf("credit: %d %v", code, b)
	}
	docs := env.list(path+"/invoices", "")
	if len(docs) != 2 || docs[0]["totalCents"] != 5000.0 || docs[1]["kind"] != "credit" || docs[1]["totalCents"] != -5000.0 {
		t.Fatalf("the booking's documents after taking credit: %v", docs)
	}
	if n := env.scalar(`SELECT coalesce(sum(total_cents), 0) FROM invoices i WHERE i.booking_id = ? OR i.credits_id IN (SELECT id FROM invoices WHERE booking_id = ?)`, id, id); n != 0 {
		t.Errorf("the booking stays invoiced for %d cents", n)
	}
}
