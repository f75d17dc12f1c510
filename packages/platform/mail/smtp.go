package mail

import (
	"bytes"
	"context"
	"fmt"
	"net/url"
	"strconv"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// SMTP delivers mail to an SMTP server.
type SMTP struct {
	host string
	opts []gomail.Option
	from string
}

// NewSMTP configures delivery from an SMTP_URL: smtp://[user:pass@]host[:port] sends in
// the clear unless the server offers STARTTLS (port 25 by default), ?starttls demands
// STARTTLS (port 587 by default), smtps:// uses implicit TLS (port 465 by default).
func NewSMTP(rawURL, from string) (*SMTP, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("parse SMTP_URL: %w", err)
	}
	if u.Hostname() == "" {
		return nil, fmt.Errorf("SMTP_URL %q names no host", u.Redacted())
	}
	opts := []gomail.Option{gomail.WithTimeout(30 * time.Second)}
	port := 25
	switch {
	case u.Scheme == "smtps":
		port = 465
		opts = append(opts, gomail.WithSSL())
	case u.Scheme == "smtp" && u.Query().Has("starttls"):
		port = 587
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	case u.Scheme == "smtp":
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	default:
		return nil, fmt.Errorf("SMTP_URL %q: scheme must be smtp or smtps", u.Redacted())
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("SMTP_URL %q: port: %w", u.Redacted(), err)
		}
	}
	opts = append(opts, gomail.WithPort(port))
	if u.User != nil {
		pass, _ := u.User.Password()
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(pass))
	}
	if _, err := gomail.NewClient(u.Hostname(), opts...); err != nil {
		return nil, fmt.Errorf("SMTP_URL %q: %w", u.Redacted(), err)
	}
	return &SMTP{host: u.Hostname(), opts: opts, from: from}, nil
}

// Send delivers m in one SMTP session.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(s.from); err != nil {
		return fmt.Errorf("sender %q: %w", s.from, err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("recipient: %w", err)
	}
	if m.ReplyTo != "" {
		if err := msg.ReplyTo(m.ReplyTo); err != nil {
			return fmt.Errorf("reply-to %q: %w", m.ReplyTo, err)
		}
	}
	msg.Subject(m.Subject)
	msg.SetDate()
	msg.SetMessageID()
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	for _, a := range m.Attachments {
		msg.AttachReadSeeker(a.Filename, bytes.NewReader(a.Data), gomail.WithFileContentType(gomail.ContentType(a.ContentType)))
	}
	client, err := gomail.NewClient(s.host, s.opts...)
	if err != nil {
		return fmt.Errorf("smtp client: %w", err)
	}
	if err := client.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("smtp to %s: %w", s.host, err)
	}
	return nil
}
