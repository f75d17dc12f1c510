// Package voucher is the back office's list of vouchers with the bookings that spent them.
package voucher

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
)

// StatusUsed is a voucher spent in full.
const StatusUsed = "USED"

// Voucher is a voucher as the back office lists it: its code only as a hash.
type Voucher struct {
	ID             string     `bun:"id"`
	CodeHash       []byte     `bun:"code_hash"`
	ValueCents     int        `bun:"value_cents"`
	RemainingCents int        `bun:"remaining_cents"`
	UsedAt         *time.Time `bun:"used_at"`
	CreatedAt      time.Time  `bun:"created_at"`
	Status         string     `bun:"status"`
	PaymentStatus  string     `bun:"payment_status"`
	PurchaserName  string     `bun:"purchaser_name"`
	PurchaserEmail string     `bun:"purchaser_email"`
	RecipientName  string     `bun:"recipient_name"`
	RecipientEmail string     `bun:"recipient_email"`
	ChargedBackAt  *time.Time `bun:"charged_back_at"`
	Bookings       []Spend    `bun:"-"`
}

// Spend is a booking that used a voucher; without UserID it was a guest's.
type Spend struct {
	ID        string  `bun:"id"`
	VoucherID string  `bun:"voucher_id"`
	UserID    *string `bun:"user_id"`
	Name      string  `bun:"customer_name"`
	Email     string  `bun:"customer_email"`
	Status    string  `bun:"status"`
	WalkTitle string  `bun:"walk_title"`
}

// Service lists vouchers.
type Service struct {
	store store
	now   func() time.Time
}

// NewService returns a Service on db; now tells which payment holds are still running.
func NewService(db *bun.DB, now func() time.Time) Service {
	return Service{store: store{db: db}, now: now}
}

// List returns one page of vouchers, newest first, each with the bookings that spent it,
// and the total. The filter "code" finds the voucher with that code, typed as on redeem.
func (s Service) List(ctx context.Context, p paging.Page) ([]Voucher, int, error) {
	out, total, err := s.store.list(ctx, p)
	if err != nil || len(out) == 0 {
		return out, total, err
	}
	ids := make([]string, len(out))
	byID := map[string]*Voucher{}
	for i := range out {
		ids[i] = out[i].ID
		byID[out[i].ID] = &out[i]
		out[i].Bookings = []Spend{}
	}
	spends, err := s.store.spends(ctx, ids, s.now())
	if err != nil {
		return nil, 0, err
	}
	for _, sp := range spends {
		byID[sp.VoucherID].Bookings = append(byID[sp.VoucherID].Bookings, sp)
	}
	return out, total, nil
}
