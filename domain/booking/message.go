package booking

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/validate"
)

// WalkMessage is the organisers' message to everyone booked on a walk.
type WalkMessage struct {
	Subject, Body string
}

// Normalize trims the texts.
func (m *WalkMessage) Normalize() {
	m.Subject, m.Body = strings.TrimSpace(m.Subject), strings.TrimSpace(m.Body)
}

// Validate checks a normalized message: a subject of 3 to 150 characters on one line and
// a text of 10 to 5000.
func (m WalkMessage) Validate() error {
	e := validate.Errors{}
	e.Check(validate.Length(m.Subject, 3, 150) && !strings.ContainsAny(m.Subject, "\r\n"), "subject", "Geef een onderwerp van 3 tot 150 tekens op één regel")
	e.Check(validate.Length(m.Body, 10, 5000), "body", "Schrijf een bericht van 10 tot 5000 tekens")
	return e.Err()
}

// MessageParticipants sends msg to every distinct e-mail address among the bookings that
// hold places on a walk that has not started and is not cancelled, one mail each, queued
// in one transaction; it answers how many.
func (s *Service) MessageParticipants(ctx context.Context, walkID string, msg WalkMessage) (int, error) {
	now := s.now()
	var sent int
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		w, err := s.store.lockAnyWalk(ctx, tx, walkID)
		switch {
		case err != nil:
			return err
		case w.Cancelled:
			return errs.New(errs.Conflict, "Deze wandeling is geannuleerd; iedereen heeft daar al een mail over gekregen.")
		case !w.DateStart.After(now):
			return errs.New(errs.Conflict, "Deze wandeling is al begonnen of voorbij.")
		}
		people, err := s.store.recipientsOf(ctx, tx, w.ID, now)
		if err != nil {
			return err
		}
		for _, p := range people {
			if err := s.mailer.EnqueueMail(ctx, tx, p.Email, mail.WalkMessage{CustomerName: p.Name, WalkTitle: w.Title,
				Start: w.DateStart, Subject: msg.Subject, Body: msg.Body}); err != nil {
				return err
			}
		}
		sent = len(people)
		return nil
	})
	return sent, err
}
