// Package quote holds the organisers' quotes (offertes) for a custom walk, a feest or
// anything else: a customer, lines with their btw, and a date until which it holds. A
// sent quote reaches its customer by a link; the customer accepts and pays it through
// Mollie, and the paid quote moves its request to its accepted status, tells the
// organisers and gets its invoice (domain/invoice).
package quote

import (
	"fmt"
	"strings"
	"time"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// What a quote is: draft until it is sent; withdrawn or paid ends it. Expired is no
// stored status: a sent quote past its valid-until date.
const (
	Draft     = "draft"
	Sent      = "sent"
	Withdrawn = "withdrawn"
	Paid      = "paid"
	Expired   = "expired"
)

// Errors shown as they are.
var (
	ErrNotFound      = errs.New(errs.NotFound, "quote_not_found", "Offerte niet gevonden")
	ErrWithdrawn     = errs.New(errs.Conflict, "quote_withdrawn", "Deze offerte is ingetrokken.")
	ErrExpired       = errs.New(errs.Conflict, "quote_expired", "Deze offerte is verlopen.")
	ErrPaid          = errs.New(errs.Conflict, "quote_paid", "Deze offerte is al betaald.")
	ErrUnknownStatus = &errs.Error{Kind: errs.Invalid, Code: errs.CodeInvalidInput, Message: errs.MsgInvalidInput,
		Fields: map[string]string{"status": "Een offerte kan alleen worden ingetrokken"}}
	ErrProviderDown = errs.New(errs.Unavailable, "payment_provider_down",
		"Betalen lukt op dit moment niet. Probeer het over een paar minuten opnieuw.")
)

// Customer is who a quote is for. The address is the one its invoice will name.
type Customer struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Company string `json:"company"`
	Address string `json:"address"`
	VATID   string `json:"vatId" bun:"vat_id"`
}

// Input is a quote as the organisers write it: the request it answers (optional), the
// customer, the lines, the last day it holds and the day of the walk it is for
// (optional; both YYYY-MM-DD, Amsterdam).
type Input struct {
	RequestKind string         `json:"requestKind" enum:",feest,custom-walk"`
	RequestID   string         `json:"requestId"`
	Customer    Customer       `json:"customer"`
	Lines       []invoice.Line `json:"lines" nullable:"false"`
	ValidUntil  string         `json:"validUntil"`
	// WalkDate is the day of the walk (YYYY-MM-DD), left out when the organisers do not know it yet.
	WalkDate string `json:"walkDate,omitempty"`
}

// invoiceRequest is the customer's company, address and btw-id as an invoice request,
// whose rules they follow.
func (c Customer) invoiceRequest() invoice.Request {
	return invoice.Request{Company: c.Company, Address: c.Address, VATID: c.VATID}
}

// Normalize trims every field.
func (in *Input) Normalize() {
	in.RequestKind = strings.TrimSpace(in.RequestKind)
	in.RequestID = strings.TrimSpace(in.RequestID)
	c := &in.Customer
	c.Name, c.Email, c.Phone = strings.TrimSpace(c.Name), strings.TrimSpace(c.Email), strings.TrimSpace(c.Phone)
	r := c.invoiceRequest()
	r.Normalize()
	c.Company, c.Address, c.VATID = r.Company, r.Address, r.VATID
	for i := range in.Lines {
		in.Lines[i].Description = strings.TrimSpace(in.Lines[i].Description)
		in.Lines[i].OutsideScope = false // a quote's lines carry a rate
	}
	in.ValidUntil = strings.TrimSpace(in.ValidUntil)
	in.WalkDate = strings.TrimSpace(in.WalkDate)
}

// Validate checks a normalized quote on the day today (Amsterdam): a customer with name,
// e-mail and address; at least one and at most rules.json's quote.maxLines lines, each
// with a description, a quantity up to quote.maxQuantity, a price that is not negative,
// an amount up to quote.maxLineCents and one of rules.json's btw rates; a total above
// zero and up to quote.maxTotalCents (far below the database's integers); and a
// valid-until date that is not past; a walk date, when given, a date.
func (in Input) Validate(today time.Time) (validUntil time.Time, err error) {
	e := validate.Errors{}
	e.Check(in.RequestKind == "" || in.RequestKind == string(request.CustomWalkRequest) || in.RequestKind == string(request.FeestRequest),
		"requestKind", "Een offerte hoort bij een aanvraag voor een wandeling op maat of een feestwandeling")
	e.Check((in.RequestKind == "") == (in.RequestID == ""), "requestId", "Kies de aanvraag waar de offerte bij hoort")
	e.Name("customer.name", in.Customer.Name)
	e.Email("customer.email", in.Customer.Email)
	e.Check(in.Customer.Phone == "" || validate.Phone(in.Customer.Phone), "customer.phone", validate.MsgPhoneInvalid)
	in.Customer.invoiceRequest().Validate(e, "customer.")
	e.Check(len(in.Lines) > 0, "lines", "Geef de offerte minstens één regel")
	bounds := rules.All.Quote
	e.Check(len(in.Lines) <= bounds.MaxLines, "lines", fmt.Sprintf("Een offerte heeft hoogstens %d regels", bounds.MaxLines))
	for i, l := range in.Lines {
		field := fmt.Sprintf("lines.%d.", i)
		e.Check(validate.Length(l.Description, 1, 200) && validate.PlainLine(l.Description), field+"description", "Geef een omschrijving van hoogstens 200 tekens, op één regel")
		e.Check(l.Quantity >= 1 && l.Quantity <= bounds.MaxQuantity, field+"quantity", fmt.Sprintf("Het aantal moet tussen 1 en %d liggen", bounds.MaxQuantity))
		e.Check(l.UnitCents >= 0, field+"unitCents", "Een prijs kan niet negatief zijn")
		tooDear := "Een regel kan hoogstens " + format.Euro(bounds.MaxLineCents) + " zijn"
		e.Check(l.UnitCents <= bounds.MaxLineCents, field+"unitCents", tooDear)
		// With the quantity and the unit price in their bounds their product cannot overflow.
		inBounds := l.Quantity >= 1 && l.Quantity <= bounds.MaxQuantity && l.UnitCents >= 0 && l.UnitCents <= bounds.MaxLineCents
		e.Check(!inBounds || l.Cents() <= bounds.MaxLineCents, field+"unitCents", tooDear)
		e.Check(invoice.ValidRate(l.VATRate), field+"vatRate", "Kies een btw-tarief uit de lijst: "+rateList())
	}
	if len(e) == 0 {
		_, total := invoice.Totals(in.Lines, false)
		e.Check(total > 0, "lines", "Het totaal van de offerte moet hoger zijn dan € 0")
		e.Check(total <= bounds.MaxTotalCents, "lines", "Het totaal van een offerte kan hoogstens "+format.Euro(bounds.MaxTotalCents)+" zijn")
	}
	const badDate = "Geef een geldige datum (JJJJ-MM-DD)"
	until, perr := time.ParseInLocation(time.DateOnly, in.ValidUntil, rules.Amsterdam)
	e.Check(perr == nil, "validUntil", badDate)
	if in.WalkDate != "" {
		_, werr := time.ParseInLocation(time.DateOnly, in.WalkDate, rules.Amsterdam)
		e.Check(werr == nil, "walkDate", badDate)
	}
	e.Check(perr != nil || !until.Before(day(today)), "validUntil", "De geldigheidsdatum ligt in het verleden")
	return until, e.Err()
}

// rateList is rules.json's btw rates as the refusal names them ("21 %, 9 %, 0 %").
func rateList() string {
	out := make([]string, len(rules.All.Invoice.VATRates))
	for i, r := range rules.All.Invoice.VATRates {
		out[i] = fmt.Sprintf("%d %%", r)
	}
	return strings.Join(out, ", ")
}

// day is the start of t's day in Amsterdam.
func day(t time.Time) time.Time {
	y, m, d := t.In(rules.Amsterdam).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, rules.Amsterdam)
}

// Quote is a quote as stored.
type Quote struct {
	ID          string         `bun:"id"`
	RequestKind string         `bun:"request_kind"`
	RequestID   string         `bun:"request_id"`
	Customer    Customer       `bun:"embed:customer_"`
	Lines       []invoice.Line `bun:"lines,type:jsonb"`
	TotalCents  int            `bun:"total_cents"`
	ValidUntil  time.Time      `bun:"valid_until"`
	// WalkDate is the day of the walk it is for, when the organisers know it; nil: unknown.
	WalkDate        *time.Time `bun:"walk_date"`
	Status          string     `bun:"status"`
	MolliePaymentID string     `bun:"mollie_payment_id"`
	CreatedAt       time.Time  `bun:"created_at"`
	SentAt          *time.Time `bun:"sent_at"`
	PaidAt          *time.Time `bun:"paid_at"`
	// Language is the one of the request the quote answers: its customer's mails speak it.
	Language string `bun:"language"`
}

// State is the quote's status on now's day: a sent quote past its valid-until date has
// expired.
func (q Quote) State(now time.Time) string {
	if q.Status == Sent && q.expired(now) {
		return Expired
	}
	return q.Status
}

// expired tells whether now is past the quote's last valid day.
func (q Quote) expired(now time.Time) bool {
	return !day(now).Before(q.validEnd())
}

// validEnd is the end of the quote's last valid day, in Amsterdam.
func (q Quote) validEnd() time.Time {
	y, m, d := q.ValidUntil.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, rules.Amsterdam).AddDate(0, 0, 1)
}

// LatePaymentGrace is how long after the end of a quote's last valid day the payment of
// a checkout opened on that day is still taken. The methods the shop offers end within a
// day at Mollie (payment.DefaultMethods: iDEAL after 15 minutes, cards and Bancontact
// within hours), so a checkout opened in time is paid within it.
const LatePaymentGrace = 24 * time.Hour

// paidInTime tells whether money that arrived at paidAt, through the checkout the quote
// is being paid by, pays it. The rule: a quote is accepted when its customer opens its
// checkout on or before its last valid day (Accept refuses it after; Update unlinks the
// checkout, so the linked one was opened while the quote was valid); that checkout's
// payment is taken even when it completes after midnight, up to LatePaymentGrace after
// that day's end. Money that comes later (a slow method an operator enabled) goes back.
func (q Quote) paidInTime(paidAt time.Time) bool {
	return paidAt.Before(q.validEnd().Add(LatePaymentGrace))
}

// Totals are the quote's totals per btw rate, as its invoice will have them from a seller
// under the small-business exemption (kor: no btw) or not.
func (q Quote) Totals(kor bool) []invoice.RateTotal {
	t, _ := invoice.Totals(q.Lines, kor)
	return t
}

// open refuses a quote that can no longer be changed, sent or paid.
func (q Quote) open() error {
	switch q.Status {
	case Withdrawn:
		return ErrWithdrawn
	case Paid:
		return ErrPaid
	}
	return nil
}
