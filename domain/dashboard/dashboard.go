// Package dashboard is the organisers' figures at a glance: walks, bookings,
// vouchers and requests.
package dashboard

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// Counts are a request kind's figures.
type Counts struct {
	Total     int `bun:"total"`
	New       int `bun:"new"`
	Completed int `bun:"completed"`
}

// Figures are the dashboard's numbers. Revenue is what paid bookings paid.
type Figures struct {
	Walks struct {
		Total         int `bun:"walks_total"`
		Published     int `bun:"walks_published"`
		TotalBookings int `bun:"walks_bookings"`
		RevenueCents  int `bun:"walks_revenue"`
	} `bun:"embed:"`
	Bookings struct {
		Total        int `bun:"bookings_total"`
		Paid         int `bun:"bookings_paid"`
		Pending      int `bun:"bookings_pending"`
		RevenueCents int `bun:"bookings_revenue"`
	} `bun:"embed:"`
	// Vouchers: paid vouchers issued, the balance still to spend on unexpired ones, and
	// how many have been spent in part or in full.
	Vouchers struct {
		Issued           int `bun:"vouchers_issued"`
		OutstandingCents int `bun:"vouchers_outstanding"`
		Redeemed         int `bun:"vouchers_redeemed"`
		// CreditIssuedCents is the credit issued for called-off walks (bonus included);
		// CreditSpentCents what of it bookings took up (the voucher ledger, net of give-backs).
		CreditIssuedCents int `bun:"credit_issued"`
		CreditSpentCents  int `bun:"credit_spent"`
	} `bun:"embed:"`
	Feest       Counts `bun:"-"`
	CustomWalks Counts `bun:"-"`
	// Upcoming are the next walks with their places; Months the paid bookings and their
	// revenue per month over the last 12 months (Amsterdam months), oldest first.
	Upcoming []UpcomingWalk `bun:"-"`
	Months   []Month        `bun:"-"`
}

// UpcomingWalkCount is how many of the next walks the dashboard shows.
const UpcomingWalkCount = 12

// The states of an upcoming walk on the dashboard.
const (
	GoesAhead    = "GOES_AHEAD"
	BelowMinimum = "BELOW_MINIMUM"
	Full         = "FULL"
	Cancelled    = "CANCELLED"
)

// UpcomingWalk is a published walk ahead with its places: booked (paid and pending
// within the hold) and confirmed (paid), against its minimum and maximum.
type UpcomingWalk struct {
	ID              string    `bun:"id"`
	Title           string    `bun:"title"`
	DateStart       time.Time `bun:"date_start"`
	MinParticipants int       `bun:"min_participants"`
	MaxParticipants int       `bun:"max_participants"`
	Booked          int       `bun:"booked"`
	Confirmed       int       `bun:"confirmed"`
	Cancelled       bool      `bun:"cancelled"`
}

// State is how the walk stands: called off, full, going ahead (confirmed places reach
// the minimum) or below its minimum.
func (w UpcomingWalk) State() string {
	switch {
	case w.Cancelled:
		return Cancelled
	case w.Booked >= w.MaxParticipants:
		return Full
	case w.Confirmed >= w.MinParticipants:
		return GoesAhead
	}
	return BelowMinimum
}

// Month is one month's paid bookings (by the day they were made) and what they paid.
type Month struct {
	Month        string `bun:"month"` // YYYY-MM
	Bookings     int    `bun:"bookings"`
	RevenueCents int    `bun:"revenue_cents"`
}

// Service reads the dashboard.
type Service struct {
	store store
	now   func() time.Time
}

// NewService returns a Service on db; now is the clock.
func NewService(db *bun.DB, now func() time.Time) Service {
	return Service{store: store{db: db}, now: now}
}

// Figures counts walks, bookings, vouchers and requests, and lists the upcoming walks
// and the last 12 months.
func (s Service) Figures(ctx context.Context) (Figures, error) {
	now := s.now()
	f, err := s.store.figures(ctx, now)
	if err == nil {
		f.Upcoming, err = s.store.upcoming(ctx, now, UpcomingWalkCount)
	}
	if err == nil {
		f.Months, err = s.store.months(ctx, now)
	}
	return f, err
}
