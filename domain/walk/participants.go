package walk

import (
	"context"
	"strconv"
	"time"

	"wandelwijs.nl/platform/spreadsheet"
)

// Participant is one booking that holds places on a walk, as the organisers see it.
type Participant struct {
	BookingID        string    `bun:"id"`
	Name             string    `bun:"customer_name"`
	Email            string    `bun:"customer_email"`
	Phone            *string   `bun:"customer_phone"`
	Qty              int       `bun:"qty"`
	Status           string    `bun:"status"`
	PaymentStatus    string    `bun:"payment_status"`
	TotalCents       int       `bun:"total_cents"`
	VoucherUsedCents int       `bun:"voucher_used_cents"`
	BookedAt         time.Time `bun:"created_at"`
	// Language is the booking's: "nl" or "en".
	Language string `bun:"language"`
}

// Participants returns the walk with id and every booking that holds places on it (paid,
// or awaiting payment within its hold), by name; ErrNotFound for an unknown walk.
func (s Planner) Participants(ctx context.Context, id string) (Record, []Participant, error) {
	w, err := s.Get(ctx, id)
	if err != nil {
		return Record{}, nil, err
	}
	ps, err := s.store.participants(ctx, id, s.now())
	return w, ps, err
}

// Cancellation is a paid booking on a walk that was cancelled, and what happened to its
// money: what went back to the bank account (and the state of the latest refund, nil when
// none was made) and what went back onto the voucher.
type Cancellation struct {
	BookingID            string    `bun:"id"`
	Name                 string    `bun:"customer_name"`
	Email                string    `bun:"customer_email"`
	Qty                  int       `bun:"qty"`
	TotalCents           int       `bun:"total_cents"`
	VoucherUsedCents     int       `bun:"voucher_used_cents"`
	CancelledAt          time.Time `bun:"cancelled_at"`
	RefundCents          int       `bun:"refund_cents"`
	RefundStatus         *string   `bun:"refund_status"`
	VoucherReturnedCents int       `bun:"voucher_returned_cents"`
}

// Cancellations returns the paid bookings on the walk with id that were cancelled, by name;
// ErrNotFound for an unknown walk.
func (s Planner) Cancellations(ctx context.Context, id string) ([]Cancellation, error) {
	if _, err := s.Get(ctx, id); err != nil {
		return nil, err
	}
	return s.store.cancellations(ctx, id)
}

// participantsHeader is the first row of the participants' CSV.
var participantsHeader = []string{"Naam", "E-mail", "Telefoon", "Personen", "Status", "Bedrag", "Cadeaubon", "Geboekt op", "Taal"}

// LanguageNames are the Dutch names of the languages a booking is made in.
var LanguageNames = map[string]string{"nl": "Nederlands", "en": "Engels"}

// statusNames are the Dutch words for the states a participant's booking has; the
// booking's state says whether it is paid, so the payment's state is not a column of its own.
var statusNames = map[string]string{"PAID": "Betaald", "PENDING": "Wacht op betaling", "FAILED": "Mislukt", "CANCELED": "Geannuleerd",
	"CANCELLED": "Geannuleerd"}

// ParticipantsCSV is the participants as a spreadsheet that opens correctly in Excel with
// Dutch settings (spreadsheet).
func ParticipantsCSV(ps []Participant) []byte {
	w := spreadsheet.New(participantsHeader...)
	for _, p := range ps {
		phone := ""
		if p.Phone != nil {
			phone = *p.Phone
		}
		w.Row(spreadsheet.Text(p.Name), spreadsheet.Text(p.Email), spreadsheet.Phone(phone), strconv.Itoa(p.Qty), statusNames[p.Status],
			spreadsheet.Euros(p.TotalCents), spreadsheet.Euros(p.VoucherUsedCents), spreadsheet.Time(p.BookedAt), LanguageNames[p.Language])
	}
	return w.Bytes()
}
