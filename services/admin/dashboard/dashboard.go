// Package dashboard is the back office's figures at a glance: walks, bookings,
// vouchers and requests.
package dashboard

import (
	"context"

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
	} `bun:"embed:"`
	Feest       Counts `bun:"-"`
	CustomWalks Counts `bun:"-"`
}

// Service reads the dashboard.
type Service struct{ store store }

// NewService returns a Service on db.
func NewService(db *bun.DB) Service { return Service{store: store{db: db}} }

// Figures counts walks, bookings, vouchers and requests.
func (s Service) Figures(ctx context.Context) (Figures, error) { return s.store.figures(ctx) }
