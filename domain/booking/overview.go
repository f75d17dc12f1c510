package booking

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/rules"
)

// Record is a booking as the organisers list it: the booking with its chargeback and its
// latest refund. A booking without UserID was made by a guest.
type Record struct {
	Booking `bun:"embed:"`
	// ChargedBackAt is when the payer's bank took the payment back; nil when it did not.
	ChargedBackAt *time.Time `bun:"charged_back_at"`
	// RefundStatus is Mollie's status of the booking's latest refund; nil when none.
	RefundStatus *string `bun:"refund_status"`
	// Anonymised: the customer's details were erased (an account deleted); the name and
	// address the booking keeps are placeholders.
	Anonymised bool `bun:"anonymised"`
}

// Detail is one booking with everything that happened to it.
type Detail struct {
	Record      `bun:"embed:"`
	CancelledAt *time.Time `bun:"cancelled_at"`
	Payments    []Payment  `bun:"-"`
	Refunds     []Refund   `bun:"-"`
	Moves       []Move     `bun:"-"`
	// Changes are the customer's changes that cost more (a dearer date, more persons),
	// pending, paid or ended unpaid.
	Changes []PaidChange `bun:"-"`
	// Choices is the call-off choice of a booking on a walk the organisers called off
	// (none or one): what was chosen, or until when it is open.
	Choices []CalloffChoice `bun:"-"`
	Mails   []Mail          `bun:"-"`
	// Balance is what the booking owes, received and gave back (booking_balances).
	Balance Balance `bun:"-"`
}

// CalloffChoice is a booking's choice after its walk was called off, as the organisers read it.
type CalloffChoice struct {
	PaidCents   int        `bun:"paid_cents" json:"paidCents"`
	CreditCents int        `bun:"credit_cents" json:"creditCents"`
	Deadline    time.Time  `bun:"deadline" json:"deadline"`
	Choice      *string    `bun:"choice" json:"choice" enum:"refund,credit,move"`
	DecidedBy   *string    `bun:"decided_by" json:"decidedBy" enum:"customer,deadline"`
	ChosenAt    *time.Time `bun:"chosen_at" json:"chosenAt"`
}

// Payment is a Mollie payment made for a booking (a retry makes another), as the
// organisers read it.
type Payment struct {
	MollieID    string    `bun:"mollie_id" json:"mollieId"`
	AmountCents int       `bun:"amount_cents" json:"amountCents"`
	Status      string    `bun:"status" json:"status"`
	Method      *string   `bun:"method" json:"method"`
	CreatedAt   time.Time `bun:"created_at" json:"createdAt"`
}

// Refund is money sent back through Mollie: requested, or at Mollie with Mollie's id and
// status. Problem is why it waits for the organisers (payment.Attention…), nil when it
// does not; Handled tells that an organiser settled it by hand.
type Refund struct {
	ID            string    `bun:"id" json:"id"`
	MollieID      *string   `bun:"mollie_refund_id" json:"mollieId"`
	AmountCents   int       `bun:"amount_cents" json:"amountCents"`
	Status        string    `bun:"status" json:"status"`
	Problem       *string   `bun:"problem" json:"problem"`
	ProblemDetail *string   `bun:"problem_detail" json:"problemDetail"`
	Handled       bool      `bun:"handled" json:"handled"`
	CreatedAt     time.Time `bun:"created_at" json:"createdAt"`
}

// Move is the booking moved from one walk to another, by an organiser or its customer.
type Move struct {
	FromTitle            string    `bun:"from_title"`
	FromStart            time.Time `bun:"from_start"`
	ToTitle              string    `bun:"to_title"`
	ToStart              time.Time `bun:"to_start"`
	RefundCents          int       `bun:"refund_cents"`
	VoucherReturnedCents int       `bun:"voucher_returned_cents"`
	// WaivedCents is what a dearer walk cost more that the organisers let go.
	WaivedCents int `bun:"waived_cents"`
	// MovedBy is the name of the organiser who moved it; nil for the customer's own move.
	MovedBy *string   `bun:"moved_by"`
	MovedAt time.Time `bun:"moved_at"`
}

// PaidChange is a change of the booking that costs more, as the organisers read it: a
// move to a dearer walk (ToTitle) or more persons (Qty after), for AmountCents, and how
// its payment went.
type PaidChange struct {
	Kind        string    `bun:"kind" json:"kind" enum:"move,add"`
	ToTitle     string    `bun:"to_title" json:"toTitle"`
	ToStart     time.Time `bun:"to_start" json:"toStart"`
	Qty         int       `bun:"qty" json:"qty"`
	AmountCents int       `bun:"amount_cents" json:"amountCents"`
	Status      string    `bun:"status" json:"status" enum:"pending,paid,expired,canceled,failed"`
	CreatedAt   time.Time `bun:"created_at" json:"createdAt"`
}

// Mail is a mail about the booking: its kind (the template), whether it went to the
// organisers instead of the customer, when it was queued and when it was sent.
type Mail struct {
	Template     string     `bun:"template" json:"template"`
	ToOrganisers bool       `bun:"to_organisers" json:"toOrganisers"`
	QueuedAt     time.Time  `bun:"queued_at" json:"queuedAt"`
	SentAt       *time.Time `bun:"sent_at" json:"sentAt"`
}

// statuses are the booking statuses the list filters by.
var statuses = map[string]bool{"PENDING": true, "PAID": true, "FAILED": true, "CANCELLED": true}

// Filter narrows the list: one walk, one status, booked from one day to another (both
// included, Amsterdam days), and a name, e-mail address or booking number.
type Filter struct {
	WalkID, Status, Q string
	// From and To bound created_at: From's midnight up to the midnight after To.
	From, To *time.Time
}

// FilterOf reads the list's filter, refusing what cannot be one with a Dutch message.
func FilterOf(p paging.Page) (Filter, error) {
	f := Filter{WalkID: p.Text("walkId"), Status: p.Text("status"), Q: p.Text("q")}
	e := map[string]string{}
	if f.WalkID != "" && uuid.Validate(f.WalkID) != nil {
		e["walkId"] = "Onbekende wandeling"
	}
	if f.Status != "" && !statuses[f.Status] {
		e["status"] = "Kies een status: PENDING, PAID, FAILED of CANCELLED"
	}
	day := func(name string, next bool) *time.Time {
		v := p.Text(name)
		if v == "" {
			return nil
		}
		d, err := time.ParseInLocation(time.DateOnly, v, rules.Amsterdam)
		if err != nil {
			e[name] = "Geef een datum als JJJJ-MM-DD"
			return nil
		}
		if next {
			d = d.AddDate(0, 0, 1)
		}
		return &d
	}
	f.From, f.To = day("from", false), day("to", true)
	if len(e) > 0 {
		return Filter{}, errs.InvalidFields(e)
	}
	return f, nil
}

// Overview is the organisers' view of the bookings: the list with its filters, and one
// booking with its payments, refunds, moves and mails.
type Overview struct{ store store }

// NewOverview returns an Overview on db.
func NewOverview(db *bun.DB) Overview { return Overview{store: store{db: db}} }

// List returns one page of the bookings f lets through, newest first, and the total.
func (s Overview) List(ctx context.Context, p paging.Page, f Filter) ([]Record, int, error) {
	return s.store.records(ctx, p, f)
}

// Get returns one booking with its payments, refunds, moves and mails, oldest first.
func (s Overview) Get(ctx context.Context, id string) (Detail, error) {
	if uuid.Validate(id) != nil {
		return Detail{}, ErrNotFound
	}
	return s.store.detail(ctx, id)
}
