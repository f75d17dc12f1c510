package voucher

import (
	"context"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
	"wandelwijs.nl/platform/vouchercode"
)

// Links are the shop's addresses a voucher's payment sends the browser to.
type Links interface {
	// In is the links for a purchaser of language: the voucher's result page
	// (VoucherResult), where the browser returns from checkout, and the voucher form
	// (VoucherForm), where the checkout's "back" leads, in that language.
	In(language string) site.Links
}

// Service sells vouchers and spends them.
type Service struct {
	db       *bun.DB
	store    store
	payments *payment.Service
	mailer   jobs.Mailer
	links    Links
	now      func() time.Time
	invoices *invoice.Service
}

// Invoices has the service issue the invoices purchasers ask for.
func (s *Service) Invoices(i *invoice.Service) { s.invoices = i }

// invoice issues the invoice of the voucher v paid by molliePaymentID inside tx, when its
// purchaser asked for one, and returns it as an attachment for the receipt (nil for none).
// Its line and btw follow the voucher's purpose (rules.json invoice.voucherPurpose;
// invoice.VoucherSale).
func (s *Service) invoice(ctx context.Context, tx bun.Tx, v purchaseRow, molliePaymentID string) (*invoice.Attachment, error) {
	if v.InvoiceRequest == nil || s.invoices == nil {
		return nil, nil
	}
	line, note := invoice.VoucherSale(rules.All.Invoice.VoucherPurpose, "Cadeaubon "+format.ShortID(v.ID)+" voor "+v.RecipientName, v.ValueCents)
	inv, err := s.invoices.Issue(ctx, tx, invoice.Draft{VoucherID: v.ID, MolliePaymentID: molliePaymentID, ServiceDate: s.now(),
		Buyer: v.InvoiceRequest.Buyer(v.PurchaserName, v.PurchaserEmail), Lines: []invoice.Line{line}, Note: note})
	if err != nil {
		return nil, err
	}
	return invoice.Attach(inv)
}

// NewService returns a Service; it is the payee of voucher payments.
func NewService(db *bun.DB, payments *payment.Service, mailer jobs.Mailer, links Links, now func() time.Time) *Service {
	s := &Service{db: db, store: store{db: db}, payments: payments, mailer: mailer, links: links, now: now}
	payments.Pay(payment.KindVoucher, s)
	return s
}

// Get returns the voucher with id; ErrNotFound for an unknown or malformed id.
func (s *Service) Get(ctx context.Context, id string) (Voucher, error) { return s.store.get(ctx, id) }

// Check finds a usable voucher by code without locking it: what the booking form's
// 'Controleer' shows. Unknown, unpaid, charged back, expired and empty vouchers are
// refused with a Dutch message.
func (s *Service) Check(ctx context.Context, code string) (Spendable, error) {
	return s.byCode(ctx, s.db, code, false)
}

// Quote is the part of subtotal that the usable voucher with code would pay, and that
// voucher's id, without locking it: what an order's quote counts on. It refuses what
// Check refuses.
func (s *Service) Quote(ctx context.Context, code string, subtotal int) (voucherID string, discount int, err error) {
	v, err := s.byCode(ctx, s.db, code, false)
	return v.ID, v.Discount(subtotal), err
}

// Redeem takes the part of subtotal that the usable voucher with code pays off it for
// the booking bookingID, in tx, and returns that voucher's id and the part. The voucher
// is locked first; it refuses what Check refuses.
func (s *Service) Redeem(ctx context.Context, tx bun.Tx, code, bookingID string, subtotal int) (voucherID string, discount int, err error) {
	v, err := s.byCode(ctx, tx, code, true)
	if err != nil {
		return "", 0, err
	}
	if discount = v.Discount(subtotal); discount > 0 {
		if _, err := s.store.spend(ctx, tx, v.ID, bookingID, discount, s.now()); err != nil { // locked: it holds discount
			return "", 0, err
		}
	}
	return v.ID, discount, nil
}

func (s *Service) byCode(ctx context.Context, db bun.IDB, code string, lock bool) (Spendable, error) {
	if len(code) > 64 || vouchercode.Normalize(code) == "" {
		return Spendable{}, invalid(MsgCodeInvalid)
	}
	r, found, err := s.store.byCode(ctx, db, hashCode(code), lock)
	switch {
	case err != nil:
		return Spendable{}, err
	case !found:
		return Spendable{}, invalid(MsgCodeInvalid)
	case r.PaymentStatus != PaymentPaid || r.Status == StatusPending:
		return Spendable{}, invalid("Deze cadeaubon is nog niet betaald")
	case r.Status == StatusRefunded:
		return Spendable{}, invalid("Deze cadeaubon is niet meer geldig: hij is terugbetaald")
	case r.ChargedBackAt != nil:
		return Spendable{}, invalid("Deze cadeaubon is niet meer geldig: de betaling is teruggeboekt")
	case r.ValidUntil == nil || !s.now().Before(*r.ValidUntil):
		return Spendable{}, invalid("Deze cadeaubon is verlopen")
	case r.RemainingCents <= 0:
		return Spendable{}, invalid("Deze cadeaubon is al volledig gebruikt")
	}
	return Spendable{ID: r.ID, RemainingCents: r.RemainingCents, ValueCents: r.ValueCents}, nil
}

// Balance locks a voucher by id for tx and returns what is left on it.
func (s *Service) Balance(ctx context.Context, tx bun.Tx, id string) (int, error) {
	return s.store.remaining(ctx, tx, id)
}

// Spend takes cents off a locked voucher for a booking, in tx.
func (s *Service) Spend(ctx context.Context, tx bun.Tx, voucherID, bookingID string, cents int) error {
	if cents <= 0 {
		return nil
	}
	ok, err := s.store.spend(ctx, tx, voucherID, bookingID, cents, s.now())
	if err == nil && !ok {
		err = errors.New("spend voucher: balance too low")
	}
	return err
}

// GiveBack returns cents to a voucher (a failed, expired or cancelled booking), in tx.
func (s *Service) GiveBack(ctx context.Context, tx bun.Tx, voucherID, bookingID string, cents int) error {
	if cents <= 0 {
		return nil
	}
	return s.store.giveBack(ctx, tx, voucherID, bookingID, cents, s.now())
}

// Buy stores a PENDING voucher for a normalized, valid purchase and starts its payment;
// it returns the voucher and the checkout address.
func (s *Service) Buy(ctx context.Context, p Purchase, userID *string) (Voucher, string, error) {
	v, err := s.store.insert(ctx, p, userID, s.now())
	if err != nil {
		return Voucher{}, "", err
	}
	checkout, err := s.startPayment(ctx, v)
	return v, checkout, err
}

// Retry starts a new payment for a voucher that is not paid yet.
func (s *Service) Retry(ctx context.Context, id string) (string, error) {
	v, err := s.store.get(ctx, id)
	if err != nil {
		return "", err
	}
	if v.PaymentStatus == PaymentPaid {
		return "", ErrAlreadyPaid
	}
	if err := s.store.reopen(ctx, v.ID, s.now()); err != nil {
		return "", err
	}
	return s.startPayment(ctx, v)
}

// forgetOrFail deletes the PENDING voucher subject names when its first payment could
// not be started, and fails it when a later one could not.
func (s *Service) forgetOrFail(ctx context.Context, subject payment.Subject) error {
	attempts, err := s.payments.Attempts(ctx, subject)
	if err != nil {
		return err
	}
	return s.store.forgetOrFail(ctx, subject.ID, attempts == 0, s.now())
}

// startPayment creates the voucher's next payment and records it; the checkout it
// replaces is cancelled at Mollie, where Mollie still allows it. When Mollie cannot
// start it, a voucher that never had a payment is forgotten (no names and addresses are
// kept for nothing), and one that had is failed.
func (s *Service) startPayment(ctx context.Context, v Voucher) (string, error) {
	subject := payment.Subject{Kind: payment.KindVoucher, ID: v.ID}
	p, err := s.payments.Create(ctx, payment.Request{Subject: subject, AmountCents: v.ValueCents,
		Description: description(v.ValueCents), Language: v.Language,
		RedirectURL: s.links.In(v.Language).VoucherResult(v.ID), CancelURL: s.links.In(v.Language).VoucherForm()})
	if err != nil {
		if ferr := s.forgetOrFail(context.WithoutCancel(ctx), subject); ferr != nil {
			return "", errors.Join(ErrProviderDown, ferr)
		}
		return "", ErrProviderDown
	}
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := s.payments.Record(ctx, tx, subject, p, v.ValueCents); err != nil {
			return err
		}
		locked, err := s.store.lockPurchase(ctx, tx, v.ID)
		if err != nil {
			return err
		}
		if locked.MolliePaymentID != nil && *locked.MolliePaymentID != p.ID {
			if err := s.payments.CancelReplaced(ctx, tx, *locked.MolliePaymentID); err != nil {
				return err
			}
		}
		return s.store.linkPayment(ctx, tx, v.ID, p.ID, s.now())
	})
	if err != nil {
		return "", err
	}
	return p.CheckoutURL, nil
}

// PaymentState is what the result page polls for a voucher: its current payment's
// Mollie status ("" when it has none or Mollie cannot tell) and the voucher's own states.
type PaymentState struct {
	Status        string
	PaymentStatus string
	VoucherStatus string
}

// PaymentState asks Mollie for the voucher's current payment, applies it, and returns
// the voucher's state as stored after that. When Mollie cannot be asked, the stored
// state is the answer.
func (s *Service) PaymentState(ctx context.Context, id string) (PaymentState, error) {
	v, err := s.store.get(ctx, id)
	if err != nil {
		return PaymentState{}, err
	}
	out := PaymentState{PaymentStatus: v.PaymentStatus, VoucherStatus: v.Status}
	if v.MolliePaymentID == nil {
		return out, nil
	}
	if out.Status, err = s.payments.SyncAtMostEvery(ctx, *v.MolliePaymentID); err != nil {
		return PaymentState{}, err
	}
	if v, err = s.store.get(ctx, v.ID); err != nil {
		return PaymentState{}, err
	}
	out.PaymentStatus, out.VoucherStatus = v.PaymentStatus, v.Status
	return out, nil
}

// ApplyPayment moves a voucher by a payment's state, inside tx (payment.Payee): paid
// activates a pending voucher once (code generated, valid for rules.json's months, the
// code mailed to the recipient and a receipt to the purchaser; a checkout it had
// replaced that was paid after all pays it, and the current one is cancelled), and money
// for a voucher already paid by another payment goes back once, with a mail to the
// purchaser and a line on "Aandacht nodig"; failed, canceled or expired fails it when
// that payment is its current one.
func (s *Service) ApplyPayment(ctx context.Context, tx bun.Tx, id string, u payment.Update) (string, error) {
	v, err := s.store.lockPurchase(ctx, tx, id)
	if err != nil {
		return "", err
	}
	now := s.now()
	current := v.MolliePaymentID != nil && *v.MolliePaymentID == u.MollieID
	switch {
	case u.Paid() && v.PaymentStatus == PaymentPaid:
		if current {
			return "", nil
		}
		queued, err := s.payments.QueueRefund(ctx, tx, payment.RefundArgs{Key: "twice-" + u.MollieID, MolliePaymentID: u.MollieID,
			AmountCents: u.AmountCents, Description: "Dubbele betaling cadeaubon", Stale: true})
		if err != nil || !queued {
			return "", err
		}
		return "", s.mailer.EnqueueMail(ctx, tx, v.PurchaserEmail, payment.PaymentReturned{Name: v.PurchaserName, Subject: payment.KindVoucher,
			SubjectID: v.ID, RefundCents: u.AmountCents, Why: payment.ReturnedPaid, Language: mail.Language{Language: v.Language}})
	case u.Paid():
		code, err := NewCode()
		if err != nil {
			return "", err
		}
		if v.MolliePaymentID != nil && !current {
			if err := s.payments.CancelReplaced(ctx, tx, *v.MolliePaymentID); err != nil {
				return "", err
			}
		}
		until := validUntil(now)
		if err := s.store.activate(ctx, tx, v.ID, hashCode(code), u.Method, u.MollieID, now, until); err != nil {
			return "", err
		}
		message := ""
		if v.Message != nil {
			message = *v.Message
		}
		gift := Gift{PurchaserName: v.PurchaserName, RecipientName: v.RecipientName, ValueCents: v.ValueCents, ValidUntil: until,
			Language: mail.Language{Language: v.Language}}
		if err := s.mailer.EnqueueMail(ctx, tx, v.RecipientEmail, VoucherGift{Gift: gift, Code: FormatCode(code), Message: message}); err != nil {
			return "", err
		}
		receipt := VoucherReceipt{Gift: gift, VoucherID: v.ID, RecipientEmail: v.RecipientEmail}
		if receipt.Invoice, err = s.invoice(ctx, tx, v, u.MollieID); err != nil {
			return "", err
		}
		if err := s.mailer.EnqueueMail(ctx, tx, v.PurchaserEmail, receipt); err != nil {
			return "", err
		}
		return PaymentPaid, nil
	case u.Failed() && current && v.PaymentStatus == PaymentPending:
		paymentStatus := "FAILED"
		if u.Status == mollie.StatusCanceled {
			paymentStatus = "CANCELED"
		}
		if err := s.store.fail(ctx, tx, v.ID, paymentStatus, now); err != nil {
			return "", err
		}
		return StatusFailed, nil
	}
	return "", nil
}

// Committed is called after a payment was applied (payment.Payee); vouchers keep no cache.
func (s *Service) Committed() {}

// ChargedBack marks a voucher whose payment the payer's bank took back: it can no longer
// be spent (payment.Payee).
func (s *Service) ChargedBack(ctx context.Context, tx bun.Tx, id string) (bool, error) {
	return s.store.chargeBack(ctx, tx, id, s.now())
}

// ChargebackReversed takes the chargeback mark off a voucher whose payment the bank gave
// back after all: it can be spent again (payment.Payee).
func (s *Service) ChargebackReversed(ctx context.Context, tx bun.Tx, id string) error {
	return s.store.chargebackReversed(ctx, tx, id, s.now())
}

// RefundedOutside takes a refund Mollie made of the voucher's payment outside the shop
// (a return, in Mollie's dashboard) off its balance, in tx (payment.OutsideRefunds): what
// is still on it, up to cents, goes as a REFUND row of its ledger, and a voucher left
// with nothing is REFUNDED, no longer spendable. A refund of another payment than the
// one that paid the voucher (a double payment) leaves it alone.
func (s *Service) RefundedOutside(ctx context.Context, tx bun.Tx, id, molliePaymentID string, cents int) error {
	v, err := s.store.lockPurchase(ctx, tx, id)
	if err != nil || v.PaymentStatus != PaymentPaid || v.MolliePaymentID == nil || *v.MolliePaymentID != molliePaymentID {
		return err
	}
	return s.store.refund(ctx, tx, v.ID, min(cents, v.RemainingCents), s.now())
}
