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

// participantsHeader is the first row of the participants' CSV.
var participantsHeader = []string{"Naam", "E-mail", "Telefoon", "Personen", "Status", "Betaling", "Bedrag", "Cadeaubon", "Geboekt op"}

// statusNames are the Dutch words for the booking and payment states a participant has.
var statusNames = map[string]string{"PAID": "Betaald", "PENDING": "Wachtend", "FAILED": "Mislukt", "CANCELED": "Geannuleerd",
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
		w.Row(spreadsheet.Text(p.Name), spreadsheet.Text(p.Email), spreadsheet.Text(phone), strconv.Itoa(p.Qty), statusNames[p.Status],
			statusNames[p.PaymentStatus], spreadsheet.Euros(p.TotalCents), spreadsheet.Euros(p.VoucherUsedCents), spreadsheet.Time(p.BookedAt))
	}
	return w.Bytes()
}
