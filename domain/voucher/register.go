package voucher

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
)

// Entry is a voucher as the organisers' register lists it: the voucher with who bought it
// for whom, its code only as a hash, and the bookings that spent it.
type Entry struct {
	Voucher        `bun:"embed:"`
	CodeHash       []byte     `bun:"code_hash"`
	UsedAt         *time.Time `bun:"used_at"`
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

// Spends returns the bookings that spent the vouchers with ids, oldest first: those that
// hold places at now and those cancelled after they were paid (the booking package).
type Spends func(ctx context.Context, ids []string, now time.Time) ([]Spend, error)

// Register is the organisers' list of vouchers.
type Register struct {
	store  store
	spends Spends
	now    func() time.Time
}

// NewRegister returns a Register on db listing each voucher's spends; now tells which
// payment holds are still running.
func NewRegister(db *bun.DB, spends Spends, now func() time.Time) Register {
	return Register{store: store{db: db}, spends: spends, now: now}
}

// List returns one page of vouchers, newest first, each with the bookings that spent it,
// and the total. The filter "code" finds the voucher with that code, typed as on redeem.
func (s Register) List(ctx context.Context, p paging.Page) ([]Entry, int, error) {
	out, total, err := s.store.list(ctx, p)
	if err != nil || len(out) == 0 {
		return out, total, err
	}
	ids := make([]string, len(out))
	byID := map[string]*Entry{}
	for i := range out {
		ids[i] = out[i].ID
		byID[out[i].ID] = &out[i]
		out[i].Bookings = []Spend{}
	}
	spends, err := s.spends(ctx, ids, s.now())
	if err != nil {
		return nil, 0, err
	}
	for _, sp := range spends {
		byID[sp.VoucherID].Bookings = append(byID[sp.VoucherID].Bookings, sp)
	}
	return out, total, nil
}
