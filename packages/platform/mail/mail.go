// Package mail renders the shop's transactional mails in Dutch and English (HTML and
// plain text in one layout) and delivers them: over SMTP, or into a development mailbox on disk.
package mail

import (
	"context"
	"fmt"
	"net/mail"
	"time"

	"wandelwijs.nl/platform/config"
)

// Defaults for the sender and the administrators' address.
const (
	DefaultFrom       = "Wandelwijs <noreply@wandelwijs.nl>"
	DefaultAdminEmail = "info@wandelwijs.nl"
	DefaultMailDir    = ".data/mail"
)

// Message is one rendered mail to one recipient.
type Message struct {
	To string
	// ReplyTo is where the recipient's reply goes; empty means the sender.
	ReplyTo     string
	Subject     string
	Text        string
	HTML        string
	Attachments []Attachment
}

// Attachment is a file sent along with a message.
type Attachment struct {
	Filename    string
	ContentType string
	Data        []byte
}

// Sender delivers rendered messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// Settings say where mail goes, read from SMTP_URL, MAIL_FROM, ADMIN_EMAIL and MAIL_DIR.
type Settings struct {
	// SMTPURL is the SMTP server; empty means the development mailbox.
	SMTPURL string
	// From is the sender of every mail.
	From string
	// AdminEmail receives the mails meant for the organisers.
	AdminEmail string
	// Dir is the development mailbox's directory.
	Dir string
}

// SettingsFromEnv reads the mail settings. Outside development SMTP_URL is required,
// so production never writes mail to disk by accident.
func SettingsFromEnv(env config.Env) (Settings, error) {
	s := Settings{
		SMTPURL:    env.String("SMTP_URL", ""),
		From:       env.String("MAIL_FROM", DefaultFrom),
		AdminEmail: AdminEmailFromEnv(env),
		Dir:        env.String("MAIL_DIR", DefaultMailDir),
	}
	if s.SMTPURL == "" && !env.IsDevelopment() {
		return Settings{}, fmt.Errorf("SMTP_URL must be set when APP_ENV=%s", env.AppEnv())
	}
	if _, err := mail.ParseAddress(s.From); err != nil {
		return Settings{}, fmt.Errorf("MAIL_FROM %q: %w", s.From, err)
	}
	if _, err := mail.ParseAddress(s.AdminEmail); err != nil {
		return Settings{}, fmt.Errorf("ADMIN_EMAIL %q: %w", s.AdminEmail, err)
	}
	return s, nil
}

// AdminEmailFromEnv is the organisers' address (ADMIN_EMAIL), for a service that queues
// mails to them without sending any itself.
func AdminEmailFromEnv(env config.Env) string { return env.String("ADMIN_EMAIL", DefaultAdminEmail) }

// Sender returns the SMTP sender, or the development mailbox when SMTP_URL is empty.
func (s Settings) Sender() (Sender, error) {
	if s.SMTPURL == "" {
		return NewMailbox(s.Dir, time.Now), nil
	}
	return NewSMTP(s.SMTPURL, s.From)
}
