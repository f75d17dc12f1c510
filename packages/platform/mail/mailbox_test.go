package mail_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"wandelwijs.nl/platform/config"
	"wandelwijs.nl/platform/mail"
)

func TestMailboxListsNewestFirstWithAttachmentInfo(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mail")
	clock := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	box := mail.NewMailbox(dir, func() time.Time { clock = clock.Add(time.Minute); return clock })

	empty, err := box.List()
	if err != nil || len(empty) != 0 {
		t.Fatalf("a mailbox never written lists %v, %v; want nothing", empty, err)
	}
	ctx := context.Background()
	for _, m := range []mail.Message{
		{To: "a@example.nl", Subject: "Eerste", Text: "een", HTML: "<p>een</p>"},
		{To: "b@example.nl", Subject: "Tweede", Text: "twee", Attachments: []mail.Attachment{{Filename: "wandeling.ics", ContentType: mail.ICSContentType, Data: []byte("BEGIN:VCALENDAR")}}},
		{To: "c@example.nl", Subject: "Derde", Text: "drie"},
	} {
		if err := box.Send(ctx, m); err != nil {
			t.Fatalf("Send: %v", err)
		}
	}
	got, err := box.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].Subject != "Derde" || got[1].Subject != "Tweede" || got[2].Subject != "Eerste" {
		t.Fatalf("listed %+v, want Derde, Tweede, Eerste", got)
	}
	if got[2].HTML != "<p>een</p>" || got[2].To != "a@example.nl" || got[2].Text != "een" || got[2].ID == "" {
		t.Errorf("first mail listed as %+v", got[2])
	}
	if !got[0].SentAt.After(got[1].SentAt) {
		t.Errorf("sentAt not newest first: %v, %v", got[0].SentAt, got[1].SentAt)
	}
	if a := got[1].Attachments; len(a) != 1 || a[0].Filename != "wandeling.ics" || a[0].ContentType != mail.ICSContentType {
		t.Errorf("attachments %+v", a)
	}
	if got[0].Attachments == nil {
		t.Error("no attachments must list as an empty list, not null")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3 {
		t.Errorf("%d files in the mailbox, want one per mail", len(entries))
	}
}

func TestSettingsFromEnv(t *testing.T) {
	tests := []struct {
		name      string
		env       map[string]string
		wantErr   bool
		wantSMTP  bool
		wantFrom  string
		wantAdmin string
	}{
		{"production refuses to start without SMTP_URL", map[string]string{}, true, false, "", ""},
		{"production with SMTP_URL sends over SMTP", map[string]string{"SMTP_URL": "smtp://mail.example.nl:587?starttls"}, false, true, mail.DefaultFrom, mail.DefaultAdminEmail},
		{"development without SMTP_URL writes to the mailbox", map[string]string{"APP_ENV": "development"}, false, false, mail.DefaultFrom, mail.DefaultAdminEmail},
		{"development with SMTP_URL sends over SMTP", map[string]string{"APP_ENV": "development", "SMTP_URL": "smtp://127.0.0.1:1025"}, false, true, mail.DefaultFrom, mail.DefaultAdminEmail},
		{"sender and admin address come from the environment", map[string]string{"APP_ENV": "development", "MAIL_FROM": "Wandelwijs <post@example.nl>", "ADMIN_EMAIL": "team@example.nl"}, false, false, "Wandelwijs <post@example.nl>", "team@example.nl"},
		{"an invalid MAIL_FROM is refused", map[string]string{"APP_ENV": "development", "MAIL_FROM": "niet geldig"}, true, false, "", ""},
		{"an invalid ADMIN_EMAIL is refused", map[string]string{"APP_ENV": "development", "ADMIN_EMAIL": "info"}, true, false, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := mail.SettingsFromEnv(config.FromMap(tt.env))
			if tt.wantErr {
				if err == nil {
					t.Fatalf("settings %+v, want an error", s)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if s.From != tt.wantFrom || s.AdminEmail != tt.wantAdmin {
				t.Errorf("from %q admin %q", s.From, s.AdminEmail)
			}
			sender, err := s.Sender()
			if err != nil {
				t.Fatal(err)
			}
			switch sender.(type) {
			case *mail.SMTP:
				if !tt.wantSMTP {
					t.Error("sender is SMTP, want the mailbox")
				}
			case *mail.Mailbox:
				if tt.wantSMTP {
					t.Error("sender is the mailbox, want SMTP")
				}
			default:
				t.Errorf("sender %T", sender)
			}
		})
	}
	s, _ := mail.SettingsFromEnv(config.FromMap(map[string]string{"APP_ENV": "development"}))
	if s.Dir != ".data/mail" {
		t.Errorf("default mailbox dir %q", s.Dir)
	}
}
