package voucher

import (
	"time"

	"wandelwijs.nl/platform/mail"
)

// init registers the mails this package sends, so that their queued jobs decode.
func init() { mail.Register(VoucherGift{}, VoucherReceipt{}) }

// VoucherGift brings a gift voucher and its code to the recipient.
type VoucherGift struct {
	RecipientName string    `json:"recipientName"`
	PurchaserName string    `json:"purchaserName"`
	Code          string    `json:"code"`
	ValueCents    int       `json:"valueCents"`
	Message       string    `json:"message,omitempty"`
	ValidUntil    time.Time `json:"validUntil"`
}

// Template names the voucher mail's templates.
func (VoucherGift) Template() string { return "voucher-gift" }

// VoucherReceipt confirms a voucher purchase to the purchaser; the code goes only to the recipient.
type VoucherReceipt struct {
	VoucherID      string    `json:"voucherId"`
	PurchaserName  string    `json:"purchaserName"`
	RecipientName  string    `json:"recipientName"`
	RecipientEmail string    `json:"recipientEmail"`
	ValueCents     int       `json:"valueCents"`
	ValidUntil     time.Time `json:"validUntil"`
}

// Template names the voucher receipt's templates.
func (VoucherReceipt) Template() string { return "voucher-receipt" }
