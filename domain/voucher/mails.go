package voucher

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
func init() { mail.Register(mails, VoucherGift{}, VoucherReceipt{}) }

// Gift is what both voucher mails say of the voucher: from whom, for whom, its value
// and until when it is valid.
type Gift struct {
	PurchaserName string    `json:"purchaserName"`
	RecipientName string    `json:"recipientName"`
	ValueCents    int       `json:"valueCents"`
	ValidUntil    time.Time `json:"validUntil"`
	// Language is the purchase's: both mails are written in it.
	mail.Language
}

// VoucherGift brings a gift voucher and its code to the recipient.
type VoucherGift struct {
	Gift
	Code    string `json:"code"`
	Message string `json:"message,omitempty"`
}

// Template names the voucher mail's templates.
func (VoucherGift) Template() string { return "voucher-gift" }

// VoucherReceipt confirms a voucher purchase to the purchaser; the code goes only to the recipient.
type VoucherReceipt struct {
	Gift
	VoucherID      string `json:"voucherId"`
	RecipientEmail string `json:"recipientEmail"`
	// Invoice is the voucher's invoice as a PDF, when the purchaser asked for one.
	Invoice *invoice.Attachment `json:"invoice,omitempty"`
}

// Attachments is the invoice as PDF, when there is one.
func (r VoucherReceipt) Attachments(time.Time) []mail.Attachment {
	if r.Invoice == nil {
		return nil
	}
	return []mail.Attachment{r.Invoice.Mail()}
}

// Template names the voucher receipt's templates.
func (VoucherReceipt) Template() string { return "voucher-receipt" }
