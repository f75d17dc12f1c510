// Package booking is the back office's list of every booking.
package booking

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
)

// Booking is a booking as the back office lists it. A booking without UserID was made
// by a guest.
type Booking struct {
	ID                string    `bun:"id"`
	Status            string    `bun:"status"`
	PaymentStatus     string    `bun:"payment_status"`
	TotalCents        int       `bun:"total_cents"`
	Qty               int       `bun:"qty"`
	CreatedAt         time.Time `bun:"created_at"`
	VoucherUsedCents  int       `bun:"voucher_used_cents"`
	UserID            *string   `bun:"user_id"`
	CustomerName      string    `bun:"customer_name"`
	CustomerEmail     string    `bun:"customer_email"`
	CustomerPhone     *string   `bun:"customer_phone"`
	VoucherValueCents *int      `bun:"voucher_value_cents"`
	// ChargedBackAt is when the payer's bank took the payment back; nil when it did not.
	ChargedBackAt *time.Time `bun:"charged_back_at"`
	// RefundStatus is Mollie's status of the booking's latest refund; nil when none.
	RefundStatus *string `bun:"refund_status"`
	Walk         struct {
		Title     string    `bun:"walk_title"`
		DateStart time.Time `bun:"walk_date_start"`
		City      string    `bun:"walk_city"`
	} `bun:"embed:"`
}

// Service lists bookings.
type Service struct{ store store }

// NewService returns a Service on db.
func NewService(db *bun.DB) Service { return Service{store: store{db: db}} }

// List returns one page of bookings, newest first, and the total.
func (s Service) List(ctx context.Context, p paging.Page) ([]Booking, int, error) {
	return s.store.list(ctx, p)
}
