package booking

import "time"

// View is a booking as its customer sees it (the shop's booking pages, the manage link,
// the data export), and as the organisers' actions on one booking answer it.
type View struct {
	ID               string       `json:"id"`
	Status           string       `json:"status" enum:"PENDING,PAID,FAILED,CANCELLED,CANCELED"`
	PaymentStatus    string       `json:"paymentStatus" enum:"PENDING,PAID,FAILED,CANCELED,CANCELLED"`
	MolliePaymentID  *string      `json:"molliePaymentId"`
	PaymentMethod    *string      `json:"paymentMethod"`
	TotalCents       int          `json:"totalCents"`
	SubtotalCents    int          `json:"subtotalCents"`
	Qty              int          `json:"qty"`
	GuestName        *string      `json:"guestName"`
	GuestEmail       *string      `json:"guestEmail"`
	GuestPhone       *string      `json:"guestPhone"`
	User             *ViewUser    `json:"user"`
	Walk             ViewWalk     `json:"walk"`
	Voucher          *ViewVoucher `json:"voucher"`
	VoucherUsedCents int          `json:"voucherUsedCents"`
	CanCancel        bool         `json:"canCancel"`
	CreatedAt        time.Time    `json:"createdAt"`
}

// WithoutContact is v without its guest's name, e-mail and phone: what a booking's id
// alone reads (GET /bookings/{bookingId} without the booking's reader key or manage
// token).
func (v View) WithoutContact() View {
	v.GuestName, v.GuestEmail, v.GuestPhone = nil, nil, nil
	return v
}

// ViewUser is who booked with an account.
type ViewUser struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// ViewWalk is what a view shows of the walk.
type ViewWalk struct {
	Title     string    `json:"title"`
	Slug      string    `json:"slug"`
	DateStart time.Time `json:"dateStart"`
	DateEnd   time.Time `json:"dateEnd"`
	Address   string    `json:"address"`
	City      string    `json:"city"`
}

// ViewVoucher is the voucher a booking spent.
type ViewVoucher struct {
	ValueCents     int `json:"valueCents"`
	RemainingCents int `json:"remainingCents"`
}

// View is b as its customer sees it at now.
func (b Booking) View(now time.Time) View {
	out := View{
		ID: b.ID, Status: b.Status, PaymentStatus: b.PaymentStatus, MolliePaymentID: b.MolliePaymentID,
		PaymentMethod: b.PaymentMethod, TotalCents: b.TotalCents, SubtotalCents: b.SubtotalCents(), Qty: b.Qty,
		Walk: ViewWalk{Title: b.Walk.Title, Slug: b.Walk.Slug, DateStart: b.Walk.DateStart.UTC(),
			DateEnd: b.Walk.DateEnd.UTC(), Address: b.Walk.Address, City: b.Walk.City},
		VoucherUsedCents: b.VoucherUsedCents, CanCancel: b.CanCancel(now), CreatedAt: b.CreatedAt.UTC(),
	}
	if b.UserID != nil {
		out.User = &ViewUser{Name: b.CustomerName, Email: b.CustomerEmail}
	} else {
		out.GuestName, out.GuestEmail, out.GuestPhone = &b.CustomerName, &b.CustomerEmail, b.CustomerPhone
	}
	if b.VoucherValueCents != nil && b.VoucherRemainingCents != nil {
		out.Voucher = &ViewVoucher{ValueCents: *b.VoucherValueCents, RemainingCents: *b.VoucherRemainingCents}
	}
	return out
}
