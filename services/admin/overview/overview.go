package overview

import (
	"context"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// Counts are a request kind's figures.
type Counts struct {
	Total     int `json:"total" bun:"total"`
	New       int `json:"new" bun:"new"`
	Completed int `json:"completed" bun:"completed"`
}

// Dashboard holds the dashboard's figures.
type Dashboard struct {
	Walks struct {
		Total         int `json:"total" bun:"walks_total"`
		Published     int `json:"published" bun:"walks_published"`
		TotalBookings int `json:"totalBookings" bun:"walks_bookings"`
		RevenueCents  int `json:"revenueCents" bun:"walks_revenue"`
	} `json:"walks" bun:"embed:"`
	Bookings struct {
		Total        int `json:"total" bun:"bookings_total"`
		Paid         int `json:"paid" bun:"bookings_paid"`
		Pending      int `json:"pending" bun:"bookings_pending"`
		RevenueCents int `json:"revenueCents" bun:"bookings_revenue"`
	} `json:"bookings" bun:"embed:"`
	// Vouchers: paid vouchers issued, the balance still to spend on unexpired ones, and
	// how many have been spent in part or in full.
	Vouchers struct {
		Issued           int `json:"issued" bun:"vouchers_issued"`
		OutstandingCents int `json:"outstandingCents" bun:"vouchers_outstanding"`
		Redeemed         int `json:"redeemed" bun:"vouchers_redeemed"`
	} `json:"vouchers" bun:"embed:"`
	Feest       Counts `json:"feest" bun:"-"`
	CustomWalks Counts `json:"customWalks" bun:"-"`
}

// Reader reads the back office's overviews.
type Reader struct{ db *bun.DB }

// NewReader returns a Reader.
func NewReader(db *bun.DB) Reader { return Reader{db: db} }

// Dashboard counts walks, bookings and requests. Revenue is what paid bookings paid.
func (r Reader) Dashboard(ctx context.Context) (Dashboard, error) {
	var d Dashboard
	err := r.db.NewRaw(`SELECT
		(SELECT count(*) FROM walks)::int AS walks_total,
		(SELECT count(*) FROM walks WHERE published)::int AS walks_published,
		(SELECT count(*) FROM bookings WHERE status = 'PAID')::int AS walks_bookings,
		(SELECT COALESCE(sum(total_cents), 0) FROM bookings WHERE status = 'PAID')::int AS walks_revenue,
		(SELECT count(*) FROM bookings)::int AS bookings_total,
		(SELECT count(*) FROM bookings WHERE status = 'PAID')::int AS bookings_paid,
		(SELECT count(*) FROM bookings WHERE status = 'PENDING')::int AS bookings_pending,
		(SELECT COALESCE(sum(total_cents), 0) FROM bookings WHERE status = 'PAID')::int AS bookings_revenue,
		(SELECT count(*) FROM vouchers WHERE payment_status = 'PAID')::int AS vouchers_issued,
		(SELECT COALESCE(sum(remaining_cents), 0) FROM vouchers WHERE payment_status = 'PAID' AND valid_until > now())::int AS vouchers_outstanding,
		(SELECT count(*) FROM vouchers WHERE payment_status = 'PAID' AND remaining_cents < value_cents)::int AS vouchers_redeemed`).Scan(ctx, &d)
	if err != nil {
		return Dashboard{}, fmt.Errorf("dashboard: %w", err)
	}
	for table, dst := range map[string]*Counts{"feest_requests": &d.Feest, "custom_walk_requests": &d.CustomWalks} {
		if err := r.db.NewRaw(`SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'NEW'))::int AS new,
			(count(*) FILTER (WHERE status = 'COMPLETED'))::int AS completed FROM `+table).Scan(ctx, dst); err != nil {
			return Dashboard{}, fmt.Errorf("count %s: %w", table, err)
		}
	}
	return d, nil
}

// Booking is a booking as the back office lists it.
type Booking struct {
	ID               string    `json:"id" bun:"id"`
	Status           string    `json:"status" bun:"status"`
	PaymentStatus    string    `json:"paymentStatus" bun:"payment_status"`
	TotalCents       int       `json:"totalCents" bun:"total_cents"`
	Qty              int       `json:"qty" bun:"qty"`
	CreatedAt        time.Time `json:"createdAt" bun:"created_at"`
	VoucherUsedCents int       `json:"voucherUsedCents" bun:"voucher_used_cents"`
	Walk             struct {
		Title     string    `json:"title" bun:"walk_title"`
		DateStart time.Time `json:"dateStart" bun:"walk_date_start"`
		City      string    `json:"city" bun:"walk_city"`
	} `json:"walk" bun:"embed:"`
	User       *Person  `json:"user" bun:"-"`
	GuestName  *string  `json:"guestName" bun:"-"`
	GuestEmail *string  `json:"guestEmail" bun:"-"`
	GuestPhone *string  `json:"guestPhone" bun:"-"`
	Voucher    *Voucher `json:"voucher" bun:"-"`
	// Read from the row, shaped above.
	UserID            *string `json:"-" bun:"user_id"`
	CustomerName      string  `json:"-" bun:"customer_name"`
	CustomerEmail     string  `json:"-" bun:"customer_email"`
	CustomerPhone     *string `json:"-" bun:"customer_phone"`
	VoucherValueCents *int    `json:"-" bun:"voucher_value_cents"`
}

// Person is a name and an e-mail address.
type Person struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// Voucher is what a booking list shows of its voucher.
type Voucher struct {
	ValueCents int `json:"valueCents"`
}

var bookingSort = map[string]string{"createdAt": "b.created_at", "totalCents": "b.total_cents", "status": "b.status",
	"qty": "b.qty", "walk.dateStart": "w.date_start"}

// Bookings returns one page of every booking, newest first, and the total.
func (r Reader) Bookings(ctx context.Context, p Page) ([]Booking, int, error) {
	where, args := " WHERE true", []any{}
	if ids := p.IDs(); ids != nil {
		where += " AND b.id IN (?)"
		args = append(args, bun.In(ids))
	}
	if st := p.Text("status"); st != "" {
		where += " AND b.status = ?"
		args = append(args, st)
	}
	order, err := p.OrderBy(bookingSort, "b.created_at DESC, b.id")
	if err != nil {
		return nil, 0, err
	}
	var total int
	if err := r.db.NewRaw(`SELECT count(*) FROM bookings b`+where, args...).Scan(ctx, &total); err != nil {
		return nil, 0, fmt.Errorf("count bookings: %w", err)
	}
	out := []Booking{}
	err = r.db.NewRaw(`SELECT b.id, b.status, b.payment_status, b.total_cents, b.qty, b.created_at, b.voucher_used_cents,
		b.user_id, b.customer_name, b.customer_email, b.customer_phone, v.value_cents AS voucher_value_cents,
		w.title AS walk_title, w.date_start AS walk_date_start, w.city AS walk_city
		FROM bookings b JOIN walks w ON w.id = b.walk_id LEFT JOIN vouchers v ON v.id = b.voucher_id`+where+order+
		fmt.Sprintf(" LIMIT %d OFFSET %d", p.Limit, p.Offset), args...).Scan(ctx, &out)
	if err != nil {
		return nil, 0, fmt.Errorf("list bookings: %w", err)
	}
	for i := range out {
		b := &out[i]
		if b.UserID != nil {
			b.User = &Person{Name: b.CustomerName, Email: b.CustomerEmail}
		} else {
			b.GuestName, b.GuestEmail, b.GuestPhone = &b.CustomerName, &b.CustomerEmail, b.CustomerPhone
		}
		if b.VoucherValueCents != nil {
			b.Voucher = &Voucher{ValueCents: *b.VoucherValueCents}
		}
	}
	return out, total, nil
}

// VoucherRow is a voucher as the back office lists it: never its code.
type VoucherRow struct {
	ID             string         `json:"id" bun:"id"`
	Hash           string         `json:"hash" bun:"-"`
	ValueCents     int            `json:"valueCents" bun:"value_cents"`
	RemainingCents int            `json:"remainingCents" bun:"remaining_cents"`
	Used           bool           `json:"used" bun:"-"`
	UsedAt         *time.Time     `json:"usedAt" bun:"used_at"`
	CreatedAt      time.Time      `json:"createdAt" bun:"created_at"`
	Status         string         `json:"status" bun:"status"`
	PaymentStatus  string         `json:"paymentStatus" bun:"payment_status"`
	Purchaser      Person         `json:"purchaser" bun:"-"`
	Recipient      Person         `json:"recipient" bun:"-"`
	Bookings       []VoucherSpend `json:"bookings" bun:"-"`
	// Read from the row, shaped above.
	CodeHash       []byte `json:"-" bun:"code_hash"`
	PurchaserName  string `json:"-" bun:"purchaser_name"`
	PurchaserEmail string `json:"-" bun:"purchaser_email"`
	RecipientName  string `json:"-" bun:"recipient_name"`
	RecipientEmail string `json:"-" bun:"recipient_email"`
}

// VoucherSpend is a booking that used a voucher.
type VoucherSpend struct {
	ID   string `json:"id" bun:"id"`
	Walk struct {
		Title string `json:"title" bun:"walk_title"`
	} `json:"walk" bun:"embed:"`
	User      *Person `json:"user" bun:"-"`
	GuestName *string `json:"guestName" bun:"-"`
	VoucherID string  `json:"-" bun:"voucher_id"`
	UserID    *string `json:"-" bun:"user_id"`
	Name      string  `json:"-" bun:"customer_name"`
	Email     string  `json:"-" bun:"customer_email"`
}

// Vouchers returns one page of vouchers, newest first, with the bookings that used them.
func (r Reader) Vouchers(ctx context.Context, p Page) ([]VoucherRow, int, error) {
	where, args := " WHERE true", []any{}
	if ids := p.IDs(); ids != nil {
		where += " AND id IN (?)"
		args = append(args, bun.In(ids))
	}
	order, err := p.OrderBy(map[string]string{"createdAt": "created_at", "valueCents": "value_cents", "remainingCents": "remaining_cents"}, "created_at DESC, id")
	if err != nil {
		return nil, 0, err
	}
	var total int
	if err := r.db.NewRaw(`SELECT count(*) FROM vouchers`+where, args...).Scan(ctx, &total); err != nil {
		return nil, 0, fmt.Errorf("count vouchers: %w", err)
	}
	out := []VoucherRow{}
	if err := r.db.NewRaw(`SELECT id, code_hash, value_cents, remaining_cents, used_at, created_at, status, payment_status,
		purchaser_name, purchaser_email, recipient_name, recipient_email FROM vouchers`+where+order+
		fmt.Sprintf(" LIMIT %d OFFSET %d", p.Limit, p.Offset), args...).Scan(ctx, &out); err != nil {
		return nil, 0, fmt.Errorf("list vouchers: %w", err)
	}
	if len(out) == 0 {
		return out, total, nil
	}
	ids := make([]string, len(out))
	byID := map[string]*VoucherRow{}
	for i := range out {
		v := &out[i]
		ids[i] = v.ID
		byID[v.ID] = v
		v.Bookings = []VoucherSpend{}
		v.Used = v.Status == "USED"
		v.Purchaser = Person{Name: v.PurchaserName, Email: v.PurchaserEmail}
		v.Recipient = Person{Name: v.RecipientName, Email: v.RecipientEmail}
		v.Hash = "—"
		if len(v.CodeHash) > 0 {
			v.Hash = hex.EncodeToString(v.CodeHash)[:12] + "…"
		}
	}
	var spends []VoucherSpend
	if err := r.db.NewRaw(`SELECT b.id, b.voucher_id, b.user_id, b.customer_name, b.customer_email, w.title AS walk_title
		FROM bookings b JOIN walks w ON w.id = b.walk_id WHERE b.voucher_id IN (?) ORDER BY b.created_at`, bun.In(ids)).
		Scan(ctx, &spends); err != nil {
		return nil, 0, fmt.Errorf("list voucher bookings: %w", err)
	}
	for _, s := range spends {
		if s.UserID != nil {
			s.User = &Person{Name: s.Name, Email: s.Email}
		} else {
			name := s.Name
			s.GuestName = &name
		}
		byID[s.VoucherID].Bookings = append(byID[s.VoucherID].Bookings, s)
	}
	return out, total, nil
}
