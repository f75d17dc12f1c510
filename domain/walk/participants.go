package walk

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
	"time"

	"wandelwijs.nl/platform/rules"
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
// Dutch settings: UTF-8 with a byte-order mark, fields separated by ';', amounts with a
// decimal comma, times in Amsterdam, lines ended CRLF. A text that a spreadsheet would
// take for a formula is written with a leading apostrophe.
func ParticipantsCSV(ps []Participant) []byte {
	var buf bytes.Buffer
	buf.WriteString("\ufeff")
	w := csv.NewWriter(&buf)
	w.Comma, w.UseCRLF = ';', true
	_ = w.Write(participantsHeader)
	for _, p := range ps {
		phone := ""
		if p.Phone != nil {
			phone = *p.Phone
		}
		_ = w.Write([]string{cell(p.Name), cell(p.Email), cell(phone), strconv.Itoa(p.Qty), statusNames[p.Status],
			statusNames[p.PaymentStatus], decimalComma(p.TotalCents), decimalComma(p.VoucherUsedCents),
			p.BookedAt.In(rules.Amsterdam).Format("02-01-2006 15:04")})
	}
	w.Flush()
	return buf.Bytes()
}

// cell keeps a spreadsheet from running what a customer typed as a formula: a text that
// starts like one gets a leading apostrophe, and so does every part that would start like
// one where a spreadsheet splits the cell on another separator (a comma, a tab).
func cell(s string) string {
	var b strings.Builder
	start := true // at the start of the cell or of a part after a separator, spaces aside
	for _, r := range s {
		if start && strings.ContainsRune(formulaStart, r) {
			b.WriteRune('\'')
		}
		b.WriteRune(r)
		start = strings.ContainsRune(cellSeparators, r) || start && r == ' '
	}
	return b.String()
}

// formulaStart are the characters a spreadsheet reads a formula after; cellSeparators
// those it may split a line on.
const (
	formulaStart   = "=+-@\t\r"
	cellSeparators = ",;|\t\r\n"
)

// decimalComma writes cents as euros the Dutch way, without a sign: 2500 → "25,00".
func decimalComma(cents int) string {
	return fmt.Sprintf("%d,%02d", cents/100, cents%100)
}
