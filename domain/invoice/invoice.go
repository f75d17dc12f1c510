// Package invoice issues the shop's invoices and credit notes (art. 35a Wet OB): a number
// from one gapless sequence per year, handed out in the transaction that records the
// payment; the seller's details from configuration; lines with their btw; totals per
// rate; and a PDF made from the stored invoice. An invoice is never changed or deleted:
// a refund is a credit note of its own that refers to it.
package invoice

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// What a document is.
const (
	KindInvoice = "invoice"
	KindCredit  = "credit"
)

// ErrNotFound is an invoice that does not exist (or is not the caller's).
var ErrNotFound = errs.New(errs.NotFound, "invoice_not_found", "Factuur niet gevonden")

// Seller is who invoices: the shop's details from configuration. KOR is the small-business
// exemption (kleineondernemersregeling): its invoices carry no btw and say why.
type Seller struct {
	Name    string `json:"name"`
	Address string `json:"address"`
	KvK     string `json:"kvk"`
	VATID   string `json:"vatId"`
	KOR     bool   `json:"kor"`
}

// KORSentence is what an invoice of a seller under the small-business exemption says
// instead of btw.
const KORSentence = "Vrijgesteld van btw op grond van de kleineondernemersregeling (KOR)."

// Buyer is who an invoice is for: a customer's name and e-mail, and what they asked it
// to name (company, address, btw-id).
type Buyer struct {
	Name, Email, Company, Address string
	VATID                         string `bun:"vat_id"`
}

// Request is what a customer fills in under "Ik wil een factuur": the company, its
// address and btw-id; name and e-mail are the booking's or voucher's.
type Request struct {
	Company string `json:"company"`
	Address string `json:"address"`
	VATID   string `json:"vatId"`
}

// vatIDPattern is a European btw-id without spaces or dots: a country code and 2 to 13
// letters or digits (NL123456789B01).
var vatIDPattern = regexp.MustCompile(`^[A-Z]{2}[0-9A-Z]{2,13}$`)

// Normalize trims the request and writes its btw-id in capitals without spaces or dots.
func (r *Request) Normalize() {
	r.Company = strings.TrimSpace(r.Company)
	r.Address = strings.TrimSpace(r.Address)
	r.VATID = strings.ToUpper(strings.NewReplacer(" ", "", ".", "", "-", "").Replace(strings.TrimSpace(r.VATID)))
}

// Validate checks a normalized request; field names are prefixed with prefix ("invoice.").
// The law asks for the buyer's address; company and btw-id are optional. Company and
// address are one line each (validate.PlainLine): no line breaks, tabs, direction or other
// invisible characters, which would turn the text around or split it on the back
// office's lists, in a CSV and on the invoice.
func (r Request) Validate(e validate.Errors, prefix string) {
	e.Check(len(r.Company) <= 200, prefix+"company", "Geef een bedrijfsnaam van hoogstens 200 tekens")
	e.Check(validate.PlainLine(r.Company), prefix+"company", "Schrijf de bedrijfsnaam op één regel, zonder tabs of onzichtbare tekens")
	e.Check(validate.Length(r.Address, 5, 300), prefix+"address", "Geef het factuuradres (5 tot 300 tekens)")
	e.Check(validate.PlainLine(r.Address), prefix+"address", "Schrijf het factuuradres op één regel, zonder tabs of onzichtbare tekens")
	e.Check(r.VATID == "" || vatIDPattern.MatchString(r.VATID), prefix+"vatId", "Geef een geldig btw-nummer, bijvoorbeeld NL123456789B01")
}

// Buyer is the buyer the request describes for a customer with name and email.
func (r Request) Buyer(name, email string) Buyer {
	return Buyer{Name: name, Email: email, Company: r.Company, Address: r.Address, VATID: r.VATID}
}

// Line is one line of an invoice: a quantity at a unit price in cents including btw at
// VATRate percent. A credit note's lines have negative unit prices. OutsideScope is a
// line outside the scope of btw ("buiten de heffing", VATRate 0): the sale of a
// multi-purpose voucher, whose btw is due when it is spent.
type Line struct {
	Description  string `json:"description"`
	Quantity     int    `json:"quantity"`
	UnitCents    int    `json:"unitCents"`
	VATRate      int    `json:"vatRate"`
	OutsideScope bool   `json:"outsideScope,omitempty"`
}

// Cents is the line's amount including btw.
func (l Line) Cents() int { return l.Quantity * l.UnitCents }

// UnitExclCents is the line's unit price excluding btw (art. 35a lid 1 h), rounded to the
// cent half away from zero; a seller under the KOR charges no btw: the price itself.
func (l Line) UnitExclCents(kor bool) int {
	if kor || l.OutsideScope {
		return l.UnitCents
	}
	return l.UnitCents - divRound(l.UnitCents*l.VATRate, 100+l.VATRate)
}

// ValidRate tells whether rate is one of rules.json's btw rates.
func ValidRate(rate int) bool { return slices.Contains(rules.All.Invoice.VATRates, rate) }

// RateTotal is the sum of the lines at one btw rate: excluding btw, the btw, and
// including it. OutsideScope sums the lines outside the scope of btw.
type RateTotal struct {
	Rate         int  `json:"rate"`
	ExclCents    int  `json:"exclCents"`
	VATCents     int  `json:"vatCents"`
	InclCents    int  `json:"inclCents"`
	OutsideScope bool `json:"outsideScope,omitempty"`
}

// Totals sums lines per btw rate, highest rate first, and the grand total. The prices
// include btw; the btw of a rate is computed on the sum of its lines and rounded once,
// to the nearest cent, half away from zero (per rate, as the Belastingdienst accepts:
// "afronden per tarief"), so the rate's btw never drifts from its lines' by more than
// half a cent. A seller under the KOR charges no btw: every line is its own amount. The
// lines outside the scope of btw come last, as a total of their own.
func Totals(lines []Line, kor bool) ([]RateTotal, int) {
	type key struct {
		rate    int
		outside bool
	}
	incl := map[key]int{}
	total := 0
	for _, l := range lines {
		incl[key{l.VATRate, l.OutsideScope}] += l.Cents()
		total += l.Cents()
	}
	out := []RateTotal{}
	for k, cents := range incl {
		vat := 0
		if !kor && !k.outside {
			vat = divRound(cents*k.rate, 100+k.rate)
		}
		out = append(out, RateTotal{Rate: k.rate, ExclCents: cents - vat, VATCents: vat, InclCents: cents, OutsideScope: k.outside})
	}
	slices.SortFunc(out, func(a, b RateTotal) int {
		if a.OutsideScope != b.OutsideScope {
			if a.OutsideScope {
				return 1
			}
			return -1
		}
		return b.Rate - a.Rate
	})
	return out, total
}

// divRound is n/d rounded to the nearest whole number, half away from zero (d > 0).
func divRound(n, d int) int {
	if n < 0 {
		return -divRound(-n, d)
	}
	return (2*n + d) / (2 * d)
}

// Invoice is an issued invoice or credit note as stored; Seller and Lines are kept as
// JSON, so the details of the day it was issued stay with it.
type Invoice struct {
	ID, Number, Kind string
	// Credits is the number of the invoice a credit note credits ("" for an invoice).
	Credits string
	// Replaces is the number of the invoice a booking's invoice replaces, credited in
	// full when the booking changed ("" for a first invoice).
	Replaces              string
	IssuedAt, ServiceDate time.Time
	Seller                Seller `bun:"type:jsonb"`
	Buyer                 Buyer  `bun:"embed:buyer_"`
	Lines                 []Line `bun:"type:jsonb"`
	// Note is a remark printed under the totals (how it was paid, a voucher's btw).
	Note       string
	TotalCents int
	// BookingID, VoucherID and QuoteID are what it is for; a credit note's are those of
	// the invoice it credits.
	BookingID, VoucherID, QuoteID string
}

// Totals are the invoice's totals per btw rate.
func (i Invoice) Totals() []RateTotal {
	t, _ := Totals(i.Lines, i.Seller.KOR)
	return t
}

// Filename is the name its PDF is downloaded and attached as.
func (i Invoice) Filename() string {
	if i.Kind == KindCredit {
		return fmt.Sprintf("creditnota-%s.pdf", i.Number)
	}
	return fmt.Sprintf("factuur-%s.pdf", i.Number)
}

// Draft is an invoice about to be issued for what a payment paid: a booking, a voucher
// or a quote (by id), the Mollie payment ("" when paid outside Mollie or free), the buyer,
// the lines and the day of the service. A booking's invoice notes its booking number and
// how it was settled, VoucherCents of it with a gift voucher.
type Draft struct {
	BookingID, VoucherID, QuoteID string
	MolliePaymentID               string
	Buyer                         Buyer
	Lines                         []Line
	Note                          string
	VoucherCents                  int
	ServiceDate                   time.Time
}

// VoucherSale is the line and note of the invoice of a gift voucher sold for cents,
// described as description, by the voucher's purpose (rules.json
// invoice.voucherPurpose, art. 2a Wet OB). A single-purpose voucher ("voucher voor
// enkelvoudig gebruik": the place and the btw of the walks it buys are known at its sale)
// carries btw at the walks' rate, due at the sale; a multi-purpose one is outside the
// scope of btw at its sale ("buiten de heffing"), its btw due when it is spent.
func VoucherSale(purpose, description string, cents int) (Line, string) {
	line := Line{Description: description, Quantity: 1, UnitCents: cents}
	if purpose == rules.VoucherSinglePurpose {
		line.VATRate = rules.All.Invoice.DefaultVATRate
		return line, "Een cadeaubon is een voucher voor enkelvoudig gebruik: de btw is berekend bij de verkoop."
	}
	line.OutsideScope = true
	return line, "Een cadeaubon is een meervoudige voucher: de btw wordt berekend wanneer hij wordt besteed."
}

// bookingNote is the note of the invoice of the booking with id, totalCents of which a
// gift voucher paid voucherCents and the rest was paid online.
func bookingNote(id string, voucherCents, totalCents int) string {
	note := fmt.Sprintf("Boekingsnummer %s. Voldaan", format.ShortID(id))
	switch {
	case voucherCents > 0 && voucherCents < totalCents:
		return note + fmt.Sprintf(": %s met een cadeaubon, %s online.", format.Euro(voucherCents), format.Euro(totalCents-voucherCents))
	case voucherCents > 0:
		return note + " met een cadeaubon."
	}
	return note + "."
}

// number is the document number of seq in year, e.g. 2027-0001.
func number(year, seq int) string { return fmt.Sprintf("%d-%04d", year, seq) }
