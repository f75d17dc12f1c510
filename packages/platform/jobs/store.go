package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// mailLog holds the SQL of mail_log: which mails about a booking were queued and sent,
// for the booking's screen in the back office.
type mailLog struct{ db bun.IDB }

// queued records, in tx, that the mail job jobID is about bookingID.
func (l mailLog) queued(ctx context.Context, tx bun.Tx, jobID int64, bookingID, template string, toOrganisers bool, now time.Time) error {
	if _, err := tx.NewRaw(`INSERT INTO mail_log (job_id, booking_id, template, to_organisers, queued_at) VALUES (?, ?, ?, ?, ?)`,
		jobID, bookingID, template, toOrganisers, now).Exec(ctx); err != nil {
		return fmt.Errorf("log mail: %w", err)
	}
	return nil
}

// sent records that the mail job jobID went out at now; a mail about no booking has no line.
func (l mailLog) sent(ctx context.Context, jobID int64, now time.Time) error {
	if _, err := l.db.NewRaw(`UPDATE mail_log SET sent_at = ? WHERE job_id = ?`, now, jobID).Exec(ctx); err != nil {
		return fmt.Errorf("log mail sent: %w", err)
	}
	return nil
}
