package api_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/server/servertest"
	"wandelwijs.nl/shop/shoptest"
)

// devMailbox returns a mailbox in a temporary directory whose clock moves a minute per mail.
func devMailbox(t *testing.T) *mail.Mailbox {
	t.Helper()
	clock := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	return mail.NewMailbox(t.TempDir(), func() time.Time { clock = clock.Add(time.Minute); return clock })
}

func devClient(t *testing.T, box *mail.Mailbox, development bool) client {
	t.Helper()
	return client{t: t, handler: shoptest.Start(t, shoptest.Options{Mailbox: box, Production: !development}).Handler,
		peer: "127.0.0.1:40000"}
}

type listedMail struct {
	ID          string `json:"id"`
	To          string `json:"to"`
	Subject     string `json:"subject"`
	Text        string `json:"text"`
	HTML        string `json:"html"`
	Attachments []struct {
		Filename    string `json:"filename"`
		ContentType string `json:"contentType"`
	} `json:"attachments"`
	SentAt time.Time `json:"sentAt"`
}

func TestDevMailboxJSONListsNewestFirstWithAttachments(t *testing.T) {
	t.Parallel()
	box := devMailbox(t)
	anon := devClient(t, box, true)

	rec := anon.do("GET", "/api/v1/dev/mail.json", "")
	if rec.Code != 200 || strings.TrimSpace(rec.Body.String()) != "[]" {
		t.Fatalf("empty mailbox: %d %s, want 200 []", rec.Code, rec.Body)
	}

	renderer, err := mail.NewRenderer(time.Now, "http://localhost:8080")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 12, 5, 8, 30, 0, 0, time.UTC)
	confirmation, err := renderer.Render("jan@example.nl",
		booking.BookingConfirmation{Visit: booking.Visit{Booked: booking.Booked{BookingID: "3f2a9c1d-0000-4000-8000-000000000001",
			CustomerName: "Jan", WalkTitle: "Stilte in het bos", Start: start, Qty: 2}, End: start.Add(2 * time.Hour),
			Address: "Bosrandweg 1", City: "Wageningen"}, TotalCents: 5000})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, m := range []mail.Message{confirmation, {To: "eva@example.nl", Subject: "Later", Text: "tekst", HTML: "<p>tekst</p>"}} {
		if err := box.Send(ctx, m); err != nil {
			t.Fatal(err)
		}
	}

	rec = anon.do("GET", "/api/v1/dev/mail.json", "")
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
		t.Fatalf("status %d, type %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	mails := servertest.Decode[[]listedMail](t, rec)
	if len(mails) != 2 || mails[0].Subject != "Later" || mails[1].Subject != "Je boeking is bevestigd: Stilte in het bos" {
		t.Fatalf("listed %+v, want the later mail first", mails)
	}
	if !mails[0].SentAt.After(mails[1].SentAt) || mails[0].ID == "" || mails[0].ID == mails[1].ID {
		t.Errorf("ids %q %q, sentAt %v %v", mails[0].ID, mails[1].ID, mails[0].SentAt, mails[1].SentAt)
	}
	b := mails[1]
	if b.To != "jan@example.nl" || !strings.Contains(b.Text, "zaterdag 5 december 2026 om 09:30") || !strings.Contains(b.HTML, "<!DOCTYPE html>") {
		t.Errorf("confirmation listed as %+v", b)
	}
	if len(b.Attachments) != 1 || b.Attachments[0].Filename != "wandeling.ics" || !strings.HasPrefix(b.Attachments[0].ContentType, "text/calendar") {
		t.Errorf("attachments %+v, want wandeling.ics as text/calendar", b.Attachments)
	}
	if mails[0].Attachments == nil || len(mails[0].Attachments) != 0 {
		t.Errorf("a mail without attachments lists %v, want []", mails[0].Attachments)
	}
	if strings.Contains(rec.Body.String(), "BEGIN:VCALENDAR") || strings.Contains(rec.Body.String(), `"data"`) {
		t.Error("the listing carries attachment content")
	}
}

func TestDevMailboxPageShowsMailsEscaped(t *testing.T) {
	t.Parallel()
	box := devMailbox(t)
	anon := devClient(t, box, true)
	if rec := anon.do("GET", "/api/v1/dev/mail", ""); rec.Code != 200 || !strings.Contains(rec.Body.String(), "Nog geen mails.") {
		t.Fatalf("empty page: %d %s", rec.Code, rec.Body)
	}
	evil := `<script>alert("x")</script>`
	ctx := context.Background()
	_ = box.Send(ctx, mail.Message{To: "oud@example.nl", Subject: "Oudste", Text: "oud"})
	_ = box.Send(ctx, mail.Message{To: "eva@example.nl", Subject: evil, Text: "Hallo " + evil,
		Attachments: []mail.Attachment{{Filename: "wandeling.ics", ContentType: mail.ICSContentType, Data: []byte("BEGIN:VCALENDAR")}}})

	rec := anon.do("GET", "/api/v1/dev/mail", "")
	page := rec.Body.String()
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
		t.Fatalf("status %d, type %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	if strings.Contains(page, "<script>") {
		t.Fatal("the page contains unescaped markup from a mail")
	}
	for _, want := range []string{`<html lang="nl">`, "Ontwikkelmailbox", "&lt;script&gt;", "eva@example.nl", "Verstuurd",
		"zaterdag 21 november 2026 om 13:02", "Bijlagen", "wandeling.ics (text/calendar", "Hallo &lt;script&gt;"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Index(page, "eva@example.nl") > strings.Index(page, "oud@example.nl") {
		t.Error("the page does not list the newest mail first")
	}
}

// TestDevRoutesAnswerOnlyThisMachine: on a shared network the development mailbox
// (voucher codes included) and the payment shortcuts do not exist for anyone else, even
// one who sends X-Forwarded-For: 127.0.0.1 or comes through the BFF.
func TestDevRoutesAnswerOnlyThisMachine(t *testing.T) {
	t.Parallel()
	box := devMailbox(t)
	_ = box.Send(context.Background(), mail.Message{To: "eva@example.nl", Subject: "Geheim", Text: "je code is ABCD"})
	local := devClient(t, box, true)
	if rec := local.do("GET", "/api/v1/dev/mail.json", ""); rec.Code != 200 || !strings.Contains(rec.Body.String(), "Geheim") {
		t.Fatalf("from this machine: %d %s", rec.Code, rec.Body)
	}
	for name, c := range map[string]client{
		"a neighbour":                  {peer: "192.168.1.23:5000"},
		"a neighbour posing as local":  {peer: "192.168.1.23:5000", xff: "127.0.0.1"},
		"a neighbour through the BFF":  {peer: "127.0.0.1:5000", xff: "192.168.1.23"},
		"a neighbour forging past BFF": {peer: "127.0.0.1:5000", xff: "127.0.0.1, 192.168.1.23"},
	} {
		c.t, c.handler, c.csrf = t, local.handler, true
		for _, call := range [][2]string{{"GET", "/api/v1/dev/mail"}, {"GET", "/api/v1/dev/mail.json"},
			{"POST", "/api/v1/payments/dev/mark-paid/3f2a9c1d-0000-4000-8000-000000000001"},
			{"POST", "/api/v1/payments/dev/trigger-webhook/tr_x"}, {"POST", "/api/v1/dev/jobs/booking_expiry/run"}} {
			if rec := c.do(call[0], call[1], ""); rec.Code != 404 || strings.Contains(rec.Body.String(), "Geheim") {
				t.Errorf("%s: %s %s answered %d %s, want 404", name, call[0], call[1], rec.Code, rec.Body)
			}
		}
	}
}

func TestDevMailboxRoutesAnswer404OutsideDevelopment(t *testing.T) {
	t.Parallel()
	box := devMailbox(t)
	_ = box.Send(context.Background(), mail.Message{To: "eva@example.nl", Subject: "Geheim", Text: "niet voor productie"})
	anon := devClient(t, box, false)
	for _, path := range []string{"/api/v1/dev/mail", "/api/v1/dev/mail.json"} {
		t.Run(path, func(t *testing.T) {
			rec := anon.do("GET", path, "")
			if rec.Code != 404 || strings.Contains(rec.Body.String(), "Geheim") {
				t.Fatalf("got %d %s, want 404", rec.Code, rec.Body)
			}
		})
	}
}

// TestTheDevelopmentStackAnswersOnlyItsOwnNames: a page whose name was pointed at
// 127.0.0.1 (DNS rebinding) reaches neither the development mailbox nor the jobs, though
// its requests come from this machine; the names the stack serves still do.
func TestTheDevelopmentStackAnswersOnlyItsOwnNames(t *testing.T) {
	t.Parallel()
	local := localClient(t, shoptest.Start(t, shoptest.Options{Mailbox: devMailbox(t)}).Handler)
	call := func(method, path, host string) int {
		t.Helper()
		req := servertest.Caller{CSRF: "tok"}.Request(method, path, "")
		req.RemoteAddr, req.Host = "127.0.0.1:40000", host
		return servertest.Serve(local.handler, req).Code
	}
	for _, host := range []string{"rebind.evil.example:8080", "rebind.evil.example", "localhost.evil.example:8081"} {
		if code := call("GET", "/api/v1/dev/mail.json", host); code != 421 {
			t.Errorf("the mailbox for Host %s: %d, want 421", host, code)
		}
		if code := call("POST", "/api/v1/dev/jobs/waitlist_offers/run", host); code != 421 {
			t.Errorf("a job for Host %s: %d, want 421", host, code)
		}
	}
	for _, host := range []string{"localhost:8080", "127.0.0.1:8081", "[::1]:8081", "LOCALHOST"} {
		if code := call("GET", "/api/v1/dev/mail.json", host); code != 200 {
			t.Errorf("the mailbox for Host %s: %d, want 200", host, code)
		}
	}
}
