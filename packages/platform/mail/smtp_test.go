package mail_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mail/mailtest"
)

func TestNewSMTPRefusesBadURLs(t *testing.T) {
	for _, u := range []string{"http://mail.example.nl", "smtp://", "smtp://mail.example.nl:abc", "smtp://mail.example.nl:70000", "::"} {
		if _, err := mail.NewSMTP(u, mail.DefaultFrom); err == nil {
			t.Errorf("NewSMTP(%q) succeeded", u)
		}
	}
	for _, u := range []string{"smtp://mail.example.nl", "smtp://user:secret@mail.example.nl:587?starttls", "smtps://mail.example.nl"} {
		if _, err := mail.NewSMTP(u, mail.DefaultFrom); err != nil {
			t.Errorf("NewSMTP(%q): %v", u, err)
		}
	}
}

func TestSMTPDeliversTextHTMLAndCalendar(t *testing.T) {
	srv := mailtest.Start(t)
	smtp, err := mail.NewSMTP(srv.URL(), mail.DefaultFrom)
	if err != nil {
		t.Fatal(err)
	}
	m, err := mailtest.Renderer(t).Render("jan@example.nl", calendarNote{mailtest.NoteTo("Jan")})
	if err != nil {
		t.Fatal(err)
	}
	m.ReplyTo = "team@wandelwijs.nl"
	if err := smtp.Send(context.Background(), m); err != nil {
		t.Fatalf("Send: %v", err)
	}
	got := srv.Messages()
	if len(got) != 1 {
		t.Fatalf("server got %d messages, want 1", len(got))
	}
	r := got[0]
	if r.From != "noreply@wandelwijs.nl" || len(r.To) != 1 || r.To[0] != "jan@example.nl" {
		t.Errorf("envelope from %q to %q", r.From, r.To)
	}
	if s := r.Header("Subject"); s != "Je bericht (Stilte in het bos, 5 december 2026)" {
		t.Errorf("subject %q", s)
	}
	if f := r.Header("From"); !strings.Contains(f, "Wandelwijs") || !strings.Contains(f, "noreply@wandelwijs.nl") {
		t.Errorf("from header %q", f)
	}
	if rt := r.Header("Reply-To"); !strings.Contains(rt, "team@wandelwijs.nl") {
		t.Errorf("reply-to header %q, want the organisers' address", rt)
	}
	raw := string(r.Data)
	for _, want := range []string{"multipart/mixed", "multipart/alternative", "text/plain", "text/html", "text/calendar", `filename="wandeling.ics"`, "Message-ID:"} {
		if !strings.Contains(raw, want) {
			t.Errorf("message lacks %q", want)
		}
	}
}

func TestSMTPTLSModesAreEnforced(t *testing.T) {
	srv := mailtest.Start(t) // speaks plain SMTP and offers no STARTTLS
	m := mail.Message{To: "jan@example.nl", Subject: "Test", Text: "Hallo"}
	tests := []struct {
		name   string
		url    string
		wantOK bool
	}{
		{"plain smtp sends without TLS when none is offered", srv.URL(), true},
		{"?starttls refuses a server without STARTTLS", srv.URL() + "?starttls", false},
		{"smtps expects TLS from the first byte", "smtps://" + srv.Addr(), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := mail.NewSMTP(tt.url, mail.DefaultFrom)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			err = s.Send(ctx, m)
			if (err == nil) != tt.wantOK {
				t.Fatalf("Send error %v, want ok=%v", err, tt.wantOK)
			}
		})
	}
}

func TestSMTPReportsATemporaryFailure(t *testing.T) {
	srv := mailtest.Start(t)
	srv.Fail(true)
	s, err := mail.NewSMTP(srv.URL(), mail.DefaultFrom)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Send(context.Background(), mail.Message{To: "jan@example.nl", Subject: "Test", Text: "Hallo"}); err == nil {
		t.Fatal("Send succeeded while the server answered 451")
	}
	if n := len(srv.Messages()); n != 0 {
		t.Errorf("server kept %d messages", n)
	}
}
