package account

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
	"wandelwijs.nl/platform/validate"
)

// mails are the templates of the mails this package sends, mails/<language>/<name>.*.
//
//go:embed mails
var mails embed.FS

// init registers the mails this package sends with their templates, so that their queued jobs
// decode and render.
func init() { mail.Register(mails, PasswordResetMail{}, PasswordChangedMail{}) }

// Links are the shop's addresses the account mails send people to.
type Links interface {
	// In is the links for an account of language: its password-reset page
	// (PasswordReset) and the login page (Login) in that language.
	In(language string) site.Links
}

// Mail lets the sessions send the password-reset mails through mailer, linking to links.
func (s *Sessions) Mail(mailer jobs.Mailer, links Links) { s.mailer, s.links = mailer, links }

// PasswordResetMail brings the link that sets a new password, valid until ExpiresAt.
type PasswordResetMail struct {
	Name      string    `json:"name"`
	ResetURL  string    `json:"resetUrl"`
	ExpiresAt time.Time `json:"expiresAt"`
	// Language is the account's: the mail is written in it.
	mail.Language
}

// Template names the reset mail's templates.
func (PasswordResetMail) Template() string { return "password-reset" }

// PasswordChangedMail tells an account's owner that its password changed and every
// session ended.
type PasswordChangedMail struct {
	Name     string    `json:"name"`
	At       time.Time `json:"at"`
	LoginURL string    `json:"loginUrl"`
	// Language is the account's: the mail is written in it.
	mail.Language
}

// Template names the changed-password mail's templates.
func (PasswordChangedMail) Template() string { return "password-changed" }

// ErrResetLinkInvalid refuses a reset token that is unknown, used or expired.
var ErrResetLinkInvalid = errs.New(errs.NotFound, "reset_link_invalid",
	"Deze link werkt niet meer: hij is al gebruikt of verlopen. Vraag een nieuwe link aan.")

// ResetRequest is what a visitor types to ask for a reset link.
type ResetRequest struct {
	Email string
}

// Normalize trims the address.
func (r *ResetRequest) Normalize() { r.Email = strings.TrimSpace(r.Email) }

// Validate checks the address's form; whether it has an account is never told.
func (r ResetRequest) Validate() error {
	e := validate.Errors{}
	e.Email("email", r.Email)
	return e.Err()
}

// NewPassword is the password chosen through a reset link.
type NewPassword struct {
	Password string
}

// Normalize leaves a password as typed.
func (p *NewPassword) Normalize() {}

// Validate applies the password rules of a registration.
func (p NewPassword) Validate() error {
	e := validate.Errors{}
	e.Password("password", p.Password, true)
	return e.Err()
}

// RequestReset mails a reset link to the account of the address, if there is one. An
// unknown address gets no mail and the same answer.
func (s *Sessions) RequestReset(ctx context.Context, r ResetRequest, now time.Time) error {
	u, _, err := s.store.userByEmail(ctx, r.Email)
	if errors.Is(err, errNotFound) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("find user: %w", err)
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return fmt.Errorf("read random: %w", err)
	}
	token := base64.RawURLEncoding.EncodeToString(raw)
	expires := now.Add(rules.PasswordResetTTL)
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := (store{db: tx}).insertPasswordReset(ctx, u.ID, token, expires); err != nil {
			return err
		}
		return s.mailer.EnqueueMail(ctx, tx, u.Email, PasswordResetMail{Name: u.Name, ResetURL: s.links.In(u.Language).PasswordReset(token),
			ExpiresAt: expires, Language: mail.Language{Language: u.Language}})
	})
}

// ResetPassword spends a reset token: the account gets the new password, every open
// reset link of it stops working, every session of it ends, and its owner gets a mail.
func (s *Sessions) ResetPassword(ctx context.Context, token string, p NewPassword, now time.Time) error {
	hash, err := auth.HashPassword(p.Password)
	if err != nil {
		return err
	}
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		st := store{db: tx}
		u, err := st.spendPasswordReset(ctx, token, now)
		if errors.Is(err, errNotFound) {
			return ErrResetLinkInvalid
		}
		if err != nil {
			return err
		}
		if err := st.setPassword(ctx, u.ID, hash, now); err != nil {
			return err
		}
		if err := st.endSessions(ctx, u.ID, now); err != nil {
			return err
		}
		return s.mailer.EnqueueMail(ctx, tx, u.Email, PasswordChangedMail{Name: u.Name, At: now, LoginURL: s.links.In(u.Language).Login(),
			Language: mail.Language{Language: u.Language}})
	})
}
