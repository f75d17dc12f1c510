package quote

import (
	"embed"
	"time"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/platform/mail"
)

// mails are the templates of the mails this package sends, mails/<language>/<name>.*.
//
//go:embed mails
var mails embed.FS

// init registers the mails this package sends with their templates, so that their queued jobs
// decode and render.
func init() { mail.Register(mails, QuoteSent{}, QuotePaid{}, QuoteReceipt{}) }

// Summary is what the quote mails say of a quote.
type Summary struct {
	QuoteID    string    `json:"quoteId"`
	Name       string    `json:"name"`
	Company    string    `json:"company,omitempty"`
	TotalCents int       `json:"totalCents"`
	ValidUntil time.Time `json:"validUntil"`
}

func summary(q Quote) Summary {
	return Summary{QuoteID: q.ID, Name: q.Customer.Name, Company: q.Customer.Company, TotalCents: q.TotalCents, ValidUntil: q.ValidUntil}
}

// QuoteSent brings a quote's link to its customer.
type QuoteSent struct {
	Summary
	URL string `json:"url"`
	// Language is the quote's: the mail is written in it.
	mail.Language
}

// Template names the quote mail's templates.
func (QuoteSent) Template() string { return "quote-sent" }

// QuotePaid tells the organisers that a customer accepted and paid a quote.
type QuotePaid struct {
	Summary
	Email string `json:"email"`
	URL   string `json:"url"`
	// InvoiceNumber is the number of the quote's invoice.
	InvoiceNumber string `json:"invoiceNumber"`
}

// Template names the organisers' paid-quote mail's templates.
func (QuotePaid) Template() string { return "quote-paid" }

// QuoteReceipt confirms a paid quote to its customer, with its invoice.
type QuoteReceipt struct {
	Summary
	URL     string              `json:"url"`
	Invoice *invoice.Attachment `json:"invoice,omitempty"`
	// Language is the quote's: the mail is written in it.
	mail.Language
}

// Template names the customer's paid-quote mail's templates.
func (QuoteReceipt) Template() string { return "quote-receipt" }

// Attachments is the invoice as PDF.
func (r QuoteReceipt) Attachments(time.Time) []mail.Attachment {
	if r.Invoice == nil {
		return nil
	}
	return []mail.Attachment{r.Invoice.Mail()}
}
