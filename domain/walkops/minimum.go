package walkops

import (
	"context"
	"log/slog"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/rules"
)

// MinimumCheckArgs is the daily job that tells the organisers of walks below their minimum.
type MinimumCheckArgs struct{}

// Kind names the minimum check in River's table.
func (MinimumCheckArgs) Kind() string { return "minimum_check" }

// CheckMinimums mails the organisers once about every published walk that starts from
// now up to the end of the day rules.json's walkops.minDecisionDays ahead with fewer confirmed (paid) places
// than its minimum, with the numbers and a link to its participants screen. A walk is
// marked in the transaction that queues its mail, so it is never put to them twice.
func (s *Service) CheckMinimums(ctx context.Context) error {
	now := s.now()
	var warned int
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		short, err := walk.LockBelowMinimum(ctx, tx, now, rules.StartOfDay(now, rules.All.WalkOps.MinDecisionDays+1))
		if err != nil {
			return err
		}
		for _, w := range short {
			if err := s.mailer.EnqueueAdminMail(ctx, tx, MinimumWarning{WalkID: w.ID, WalkTitle: w.Title, Start: w.DateStart,
				Confirmed: w.Confirmed, Pending: w.Held - w.Confirmed, Minimum: w.MinParticipants, Maximum: w.MaxParticipants,
				ParticipantsURL: s.links.WalkParticipants(w.ID)}); err != nil {
				return err
			}
			if err := walk.MarkMinimumWarned(ctx, tx, w.ID, now); err != nil {
				return err
			}
		}
		warned = len(short)
		return nil
	})
	if err == nil && warned > 0 {
		slog.InfoContext(ctx, "walks below their minimum put to the organisers", "count", warned)
	}
	return err
}
