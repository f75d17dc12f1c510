package request

import (
	"context"
	"fmt"
	"strconv"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
)

// Service stores requests and sends their mails.
type Service struct {
	db     *bun.DB
	store  store
	mailer jobs.AdminMailer
}

// NewService returns a Service on db sending through mailer.
func NewService(db *bun.DB, mailer jobs.AdminMailer) *Service {
	return &Service{db: db, store: store{db: db}, mailer: mailer}
}

// receiptsPerHour is how many receipts one address gets in an hour, however many
// requests carry it.
const receiptsPerHour = 3

// submit inserts a row with insert and enqueues the receipt and the organisers' notice,
// all in one transaction: no row without its mails, no mail without its row.
func (s *Service) submit(ctx context.Context, insert func(ctx context.Context, tx bun.Tx) error, m Request, language string) error {
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := insert(ctx, tx); err != nil {
			return err
		}
		// The sender's address is not verified: the receipt carries nothing they typed, and
		// an address gets at most receiptsPerHour of them.
		sent, err := s.store.requestsInLastHour(ctx, tx, m.Email)
		if err != nil {
			return err
		}
		if sent <= receiptsPerHour {
			receipt := RequestReceived{Request: Request{Kind: m.Kind, ReplyHours: m.ReplyHours}, Language: mail.Language{Language: language}}
			if err := s.mailer.EnqueueMail(ctx, tx, m.Email, receipt); err != nil {
				return fmt.Errorf("enqueue confirmation: %w", err)
			}
		}
		if language == mail.English {
			m.Details = append(m.Details, Detail{Label: "Taal", Value: "Engels: antwoord in het Engels"})
		}
		if err := s.mailer.EnqueueAdminMail(ctx, tx, NewRequest{Request: m}); err != nil {
			return fmt.Errorf("enqueue notice: %w", err)
		}
		return nil
	})
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// SubmitCustomWalk stores a normalized, valid custom-walk request.
func (s *Service) SubmitCustomWalk(ctx context.Context, c CustomWalk) (CustomWalk, error) {
	details := []Detail{
		{Label: "Organisatie", Value: deref(c.CompanyName)},
		{Label: "Aantal deelnemers", Value: strconv.Itoa(*c.ParticipantCount)},
		{Label: "Duur", Value: label(c.Duration)},
		{Label: "Voorkeursdata", Value: deref(c.PreferredDates)},
		{Label: "Voorkeurslocatie", Value: deref(c.PreferredLocation)},
		{Label: "Thema", Value: deref(c.WalkTheme)},
		{Label: "Budget", Value: deref(c.Budget)},
		{Label: "Toegankelijkheid", Value: deref(c.AccessibilityDetails)},
	}
	m := Request{Kind: CustomWalkRequest, Name: c.ContactName, Email: c.ContactEmail, Phone: c.ContactPhone,
		Message: deref(c.AdditionalRequests), Details: nonEmpty(details), ReplyHours: rules.All.Replies.ReplyHours}
	err := s.submit(ctx, func(ctx context.Context, tx bun.Tx) (err error) {
		c, err = s.store.insertCustomWalk(ctx, tx, c)
		return err
	}, m, c.Language)
	return c, err
}

// SubmitFeest stores a normalized, valid feest request.
func (s *Service) SubmitFeest(ctx context.Context, f Feest) (Feest, error) {
	m := Request{Kind: FeestRequest, Name: f.Name, Email: f.Email, Phone: f.Phone, Message: f.Message,
		ReplyHours: rules.All.Replies.ReplyHours}
	err := s.submit(ctx, func(ctx context.Context, tx bun.Tx) (err error) {
		f, err = s.store.insertFeest(ctx, tx, f)
		return err
	}, m, f.Language)
	return f, err
}

// SubmitContact stores a normalized, valid contact message.
func (s *Service) SubmitContact(ctx context.Context, c Contact) (Contact, error) {
	m := Request{Kind: ContactRequest, Name: c.Name, Email: c.Email, Phone: deref(c.Phone), Message: c.Message,
		ReplyHours: rules.All.Replies.ReplyHours}
	err := s.submit(ctx, func(ctx context.Context, tx bun.Tx) (err error) {
		c, err = s.store.insertContact(ctx, tx, c)
		return err
	}, m, c.Language)
	return c, err
}

func nonEmpty(ds []Detail) []Detail {
	out := ds[:0]
	for _, d := range ds {
		if d.Value != "" {
			out = append(out, d)
		}
	}
	return out
}

// label is the Dutch label of a valid custom walk's length.
func label(duration string) string {
	l, _ := durationLabel(duration)
	return l
}
