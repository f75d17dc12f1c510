// Package privacy is what people can do with the data kept about them, and what the shop
// stops keeping by itself: an account's export and deletion, and the anonymisation of
// guests', requesters', waiting people's and voucher buyers' and recipients' personal data
// rules.json's privacy.retentionMonths after their walk or request, or after the voucher was spent,
// expired or left unpaid. Amounts, dates and booking numbers stay for the books.
package privacy

import (
	"context"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/rules"
)

// FailedPurchaseDays is how long the names, addresses and message of a voucher purchase
// whose payment failed or was cancelled are kept: long enough to try paying again from
// the result page or the mail, not the retention of a voucher that was bought.
const FailedPurchaseDays = 7

// AnonymiseHour is the hour of the day (Amsterdam) the anonymisation runs.
const AnonymiseHour = 3

// Service exports, deletes and anonymises personal data: it asks each subject that
// keeps personal data in its tables (bookings, vouchers, requests, waiting lists,
// accounts) for what it holds, and to forget it.
type Service struct {
	db       *bun.DB
	accounts *account.Sessions
	bookings *booking.Service
	now      func() time.Time
}

// NewService returns a Service keeping personal data rules.json's privacy.retentionMonths.
func NewService(db *bun.DB, accounts *account.Sessions, bookings *booking.Service, now func() time.Time) *Service {
	return &Service{db: db, accounts: accounts, bookings: bookings, now: now}
}

// AnonymiseArgs is the daily job that anonymises personal data past its retention.
type AnonymiseArgs struct{}

// Kind names the anonymisation job in River's table.
func (AnonymiseArgs) Kind() string { return "privacy_anonymise" }

// Jobs are the privacy jobs a queue works: every day at AnonymiseHour the anonymisation.
func (s *Service) Jobs() []jobs.Job {
	return []jobs.Job{jobs.Daily[AnonymiseArgs](AnonymiseHour, rules.Amsterdam, s.Anonymise)}
}

// Export is everything kept about an account's holder, besides the account itself and
// its bookings (which the caller reads from their owners).
type Export struct {
	Vouchers []voucher.Bought
	Requests []request.Made
	Waitlist []waitlist.Joined
}

// Export returns the vouchers the account bought, the requests made with its e-mail
// address, and the waiting-list entries made with it since the account has it.
func (s *Service) Export(ctx context.Context, u account.User) (Export, error) {
	var out Export
	var err error
	if out.Vouchers, err = voucher.BoughtBy(ctx, s.db, u.ID); err != nil {
		return Export{}, err
	}
	if out.Requests, err = request.MadeWith(ctx, s.db, u.Email); err != nil {
		return Export{}, err
	}
	since, err := account.EmailSince(ctx, s.db, u.ID)
	if err != nil {
		return Export{}, err
	}
	if out.Waitlist, err = waitlist.JoinedWith(ctx, s.db, u.Email, since); err != nil {
		return Export{}, err
	}
	return out, nil
}

// DeleteAccount deletes the account userID once its password is given again, in one
// transaction: its bookings on walks to come are cancelled under the customer's rule
// (money back, mails), or, while one can no longer be cancelled, nothing happens and the
// deletion is refused; then the person's name, e-mail and phone are removed from their
// bookings, the vouchers they bought, their requests and waiting-list entries, and the
// account with its sessions is deleted. Amounts, dates and numbers stay.
func (s *Service) DeleteAccount(ctx context.Context, userID, password string) error {
	if err := s.accounts.CheckPassword(ctx, userID, password); err != nil {
		return err
	}
	u, err := s.accounts.Me(ctx, userID)
	if err != nil {
		return err
	}
	now := s.now()
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := s.bookings.CancelFutureOf(ctx, tx, u.ID); err != nil {
			return err
		}
		if err := forgetHolder(ctx, tx, u, now); err != nil {
			return err
		}
		return account.DeleteHolder(ctx, tx, u.ID)
	})
	if err == nil {
		s.bookings.ChangedElsewhere()
		slog.InfoContext(ctx, "account deleted at its holder's request")
	}
	return err
}

// Anonymise removes the personal data of guest bookings and waiting-list entries whose
// walk ended, of requests made, and of vouchers spent, expired or left unpaid, more than
// retentionMonths ago.
func (s *Service) Anonymise(ctx context.Context) error {
	now := s.now()
	var n int64
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		n, err = forgetBefore(ctx, tx, now.AddDate(0, -rules.All.Privacy.RetentionMonths, 0), now.AddDate(0, 0, -FailedPurchaseDays), now)
		return err
	})
	if err == nil && n > 0 {
		slog.InfoContext(ctx, "personal data anonymised", "rows", n)
	}
	return err
}

// forgetBefore removes, in tx, the personal data of guest bookings and waiting-list
// entries on walks that ended before cutoff, of requests made before it, of vouchers
// spent, expired or left unpaid before it, and of voucher purchases that failed or were
// cancelled before failedCutoff; it answers how many rows.
func forgetBefore(ctx context.Context, tx bun.Tx, cutoff, failedCutoff, now time.Time) (int64, error) {
	forgets := []func() (int64, error){
		func() (int64, error) { return booking.ForgetGuestsBefore(ctx, tx, cutoff, now) },
		func() (int64, error) { return waitlist.ForgetEndedBefore(ctx, tx, cutoff, now) },
		func() (int64, error) { return request.ForgetBefore(ctx, tx, cutoff, now) },
		func() (int64, error) { return voucher.ForgetBefore(ctx, tx, cutoff, failedCutoff, now) },
	}
	var total int64
	for _, forget := range forgets {
		n, err := forget()
		if err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}

// forgetHolder removes a leaving account's holder, in tx, from their bookings, as the
// purchaser of the vouchers they bought and from the requests made with their address;
// the waiting-list entries made with it since the account has it are deleted.
func forgetHolder(ctx context.Context, tx bun.Tx, u account.User, now time.Time) error {
	if err := booking.ForgetAccountHolder(ctx, tx, u.ID, now); err != nil {
		return err
	}
	if err := request.ForgetAddress(ctx, tx, u.Email, now); err != nil {
		return err
	}
	since, err := account.EmailSince(ctx, tx, u.ID)
	if err != nil {
		return err
	}
	if err := waitlist.DeleteJoinedWith(ctx, tx, u.Email, since); err != nil {
		return err
	}
	return voucher.ForgetPurchaser(ctx, tx, u.ID, now)
}
