package walkops

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// What a customer of a called-off walk may choose.
const (
	ChoiceRefund = "refund"
	ChoiceCredit = "credit"
	ChoiceMove   = "move"
)

// Errors of the call-off choice, shown to the customer as they are.
var (
	ErrNoChoice      = errs.New(errs.NotFound, "calloff_choice_not_found", "Voor deze boeking is er niets te kiezen.")
	ErrAlreadyChosen = booking.ErrChoiceSettled
)

// ChoiceDeadlineInterval is how often the job that refunds unanswered choices looks.
const ChoiceDeadlineInterval = 15 * time.Minute

// ChoiceDeadlineArgs is the periodic job that refunds the choices nobody made in time.
type ChoiceDeadlineArgs struct{}

// Kind names the choice deadline job in River's table.
func (ChoiceDeadlineArgs) Kind() string { return "calloff_choice_deadline" }

// creditFor is what paid cents are worth as credit: the bonus of rules.json on top.
func creditFor(paid int) int {
	return paid + (paid*rules.All.WalkOps.CreditBonusPercent+50)/100
}

// Choice is what a customer of a called-off walk asks for on the manage page.
type Choice struct {
	Choice string `json:"choice" enum:"refund,credit,move"`
	WalkID string `json:"walkId"`
}

// Normalize trims the fields.
func (c *Choice) Normalize() {
	c.Choice, c.WalkID = strings.TrimSpace(c.Choice), strings.TrimSpace(c.WalkID)
}

// Validate checks a normalized choice: one of the three, a walk only (and always) to move.
func (c Choice) Validate() error {
	e := validate.Errors{}
	e.Check(c.Choice == ChoiceRefund || c.Choice == ChoiceCredit || c.Choice == ChoiceMove, "choice",
		"Kies geld terug, tegoed of een andere datum")
	e.Check((c.Choice == ChoiceMove) == (c.WalkID != ""), "walkId", "Kies een andere datum alleen bij verplaatsen")
	return e.Err()
}

// ChoiceView is a booking's call-off choice as its manage page shows it.
type ChoiceView struct {
	WalkTitle          string               `json:"walkTitle"`
	WalkStart          time.Time            `json:"walkStart"`
	Reason             string               `json:"reason"`
	RefundCents        int                  `json:"refundCents"`
	CreditCents        int                  `json:"creditCents"`
	CreditBonusPercent int                  `json:"creditBonusPercent"`
	Deadline           time.Time            `json:"deadline"`
	Choice             *string              `json:"choice" enum:"refund,credit,move"`
	DecidedBy          *string              `json:"decidedBy" enum:"customer,deadline"`
	ChosenAt           *time.Time           `json:"chosenAt"`
	ToWalkTitle        *string              `json:"toWalkTitle"`
	ToWalkStart        *time.Time           `json:"toWalkStart"`
	MoveOptions        []booking.MoveOption `json:"moveOptions" nullable:"false"`
}

// ManagedChoice returns the call-off choice of the booking a manage token names, with
// the dates it may move to while it is open; ErrNoChoice when it has none.
func (s *Service) ManagedChoice(ctx context.Context, token string) (ChoiceView, error) {
	id, err := s.bookings.IDByManageToken(ctx, token)
	if err != nil {
		return ChoiceView{}, err
	}
	c, found, err := s.bookings.Choice(ctx, s.db, id, false)
	switch {
	case err != nil:
		return ChoiceView{}, err
	case !found:
		return ChoiceView{}, ErrNoChoice
	}
	out := ChoiceView{WalkTitle: c.WalkTitle, WalkStart: c.WalkStart, Reason: c.Reason, RefundCents: c.PaidCents,
		CreditCents: c.CreditCents, CreditBonusPercent: rules.All.WalkOps.CreditBonusPercent, Deadline: c.Deadline,
		Choice: c.Choice, DecidedBy: c.DecidedBy, ChosenAt: c.ChosenAt, ToWalkTitle: c.ToWalkTitle, ToWalkStart: c.ToWalkStart,
		MoveOptions: []booking.MoveOption{}}
	if c.Choice == nil {
		b, err := s.bookings.Get(ctx, id)
		if err != nil {
			return ChoiceView{}, err
		}
		if out.MoveOptions, err = s.bookings.CalledOffTargets(ctx, b); err != nil {
			return ChoiceView{}, err
		}
	}
	return out, nil
}

// Choose makes the call-off choice of the booking a manage token names, once: the
// refund as calling off made it before, credit (a voucher of what the card paid plus
// the bonus, its code mailed) or a move to another date. A move to a dearer date answers
// a Checkout for the difference instead of the view: the choice stays open until that is
// paid, and is then settled as the move (booking.StartCalledOffMove). A choice already
// made is a 409.
func (s *Service) Choose(ctx context.Context, token string, c Choice) (ChoiceView, booking.ChangeCheckout, error) {
	id, err := s.bookings.IDByManageToken(ctx, token)
	if err != nil {
		return ChoiceView{}, booking.ChangeCheckout{}, err
	}
	err = s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		return s.decideLocked(ctx, tx, id, c, "customer")
	})
	if c.Choice == ChoiceMove && errors.Is(err, booking.ErrMoveDearer) {
		checkout, err := s.bookings.StartCalledOffMove(ctx, token, c.WalkID)
		return ChoiceView{}, checkout, err
	}
	if err != nil {
		return ChoiceView{}, booking.ChangeCheckout{}, err
	}
	v, err := s.ManagedChoice(ctx, token)
	return v, booking.ChangeCheckout{}, err
}

// decideLocked carries out choice c for booking id under its choice row's lock, in tx.
func (s *Service) decideLocked(ctx context.Context, tx bun.Tx, id string, c Choice, by string) error {
	row, found, err := s.bookings.Choice(ctx, tx, id, true)
	switch {
	case err != nil:
		return err
	case !found:
		return ErrNoChoice
	case row.Choice != nil:
		return ErrAlreadyChosen
	}
	b, err := s.bookings.LockTx(ctx, tx, id)
	if err != nil {
		return err
	}
	if b.Status != booking.StatusPaid || b.Walk.ID != row.WalkID {
		return ErrAlreadyChosen
	}
	var voucherID, toWalkID *string
	switch c.Choice {
	case ChoiceRefund:
		if _, err := s.bookings.CancelForWalk(ctx, tx, id, row.Reason, ""); err != nil {
			return err
		}
	case ChoiceCredit:
		paid, err := s.bookings.CancelForCredit(ctx, tx, b)
		if err != nil {
			return err
		}
		credit, err := s.vouchers.IssueCredit(ctx, tx, id, b.CustomerName, b.CustomerEmail, paid, row.CreditCents-row.PaidCents)
		if err != nil {
			return err
		}
		voucherID = &credit.ID
		if err := s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, CreditIssued{CustomerName: b.CustomerName, WalkTitle: b.Booked().WalkTitle,
			PaidCents: paid, CreditCents: credit.ValueCents, Code: credit.Code, ValidUntil: *credit.ValidUntil,
			Language: mail.Language{Language: b.Language}}); err != nil {
			return err
		}
	case ChoiceMove:
		if _, err := s.bookings.MoveCalledOff(ctx, tx, b, c.WalkID); err != nil {
			return err
		}
		toWalkID = &c.WalkID
	}
	decided, err := s.bookings.RecordChoice(ctx, tx, id, c.Choice, by, voucherID, toWalkID, s.now())
	if err == nil && !decided {
		err = ErrAlreadyChosen
	}
	return err
}

// RefundOverdueChoices makes the refund for every choice still open after its deadline
// (the periodic job): the row records it, so it happens once.
func (s *Service) RefundOverdueChoices(ctx context.Context) error {
	var refunded int
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		ids, err := s.bookings.LockOverdueChoices(ctx, tx, s.now())
		if err != nil {
			return err
		}
		for _, id := range ids {
			if err := s.decideLocked(ctx, tx, id, Choice{Choice: ChoiceRefund}, "deadline"); err != nil {
				return err
			}
		}
		refunded = len(ids)
		return nil
	})
	if err == nil && refunded > 0 {
		slog.InfoContext(ctx, "call-off choices past their deadline refunded", "count", refunded)
	}
	return err
}

// Choices lists the call-off choices of a walk's bookings for the back office.
// walk.ErrNotFound for an unknown walk.
func (s *Service) Choices(ctx context.Context, walkID string) ([]booking.ChoiceEntry, error) {
	if err := walk.Exists(ctx, s.db, walkID); err != nil {
		return nil, err
	}
	return s.bookings.ChoicesOf(ctx, walkID)
}

// offerChoice writes the open choice of b, paid by card on the walk w being called off,
// and mails its customer the link to choose, in tx.
func (s *Service) offerChoice(ctx context.Context, tx bun.Tx, b booking.Booking, w walk.Locked, c CallOffNotice, paid int,
	deadline, now time.Time) error {
	credit := creditFor(paid)
	if err := s.bookings.OpenChoice(ctx, tx, b.ID, w.ID, paid, credit, deadline, now); err != nil {
		return err
	}
	link, err := s.bookings.ManageLink(ctx, tx, b.ID)
	if err != nil {
		return err
	}
	return s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, CallOffChoice{CustomerName: b.CustomerName, WalkTitle: b.Booked().WalkTitle,
		Start: w.DateStart, Reason: c.Reason, Message: c.Message, RefundCents: paid, CreditCents: credit,
		Deadline: deadline, ChooseURL: link, Language: mail.Language{Language: b.Language}})
}
