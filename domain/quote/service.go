package quote

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/linktoken"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
)

// Links are the addresses a quote's mails and checkout lead to (site.Links).
type Links interface {
	QuotePage(token string) string
	AdminQuote(quoteID string) string
	// In is the links for a customer of language: the quote's page in that language.
	In(language string) site.Links
}

// Deps is what a Service works with. LinkKey makes the quotes' link tokens.
type Deps struct {
	DB       *bun.DB
	Payments *payment.Service
	Invoices *invoice.Service
	Mailer   jobs.AdminMailer
	Links    Links
	LinkKey  linktoken.Key
	Now      func() time.Time
}

// Service makes, sends and sells quotes; it is the payee of quote payments.
type Service struct {
	d     Deps
	store store
}

// NewService returns a Service and registers it as the payee of quote payments.
func NewService(d Deps) *Service {
	s := &Service{d: d, store: store{db: d.DB}}
	d.Payments.Pay(payment.KindQuote, s)
	return s
}

// Totals are q's totals per btw rate as its invoice will have them: without btw when
// the shop invoices under the small-business exemption (KOR).
func (s *Service) Totals(q Quote) []invoice.RateTotal { return q.Totals(s.d.Invoices.Seller().KOR) }

// tokenPurpose scopes the quotes' link tokens.
const tokenPurpose = "quote"

// Token is the link token of the quote id.
func (s *Service) Token(id string) string { return s.d.LinkKey.Token(tokenPurpose, id) }

// URL is the customer's page of the quote id.
func (s *Service) URL(id string) string { return s.d.Links.QuotePage(s.Token(id)) }

// page is the customer's page of q in q's language, where its mails and checkout lead.
func (s *Service) page(q Quote) string { return s.d.Links.In(q.Language).QuotePage(s.Token(q.ID)) }

// check normalizes and validates in; a request it names must exist, and its language
// is the quote's (the default language without one).
func (s *Service) check(ctx context.Context, in *Input) (until time.Time, total int, language string, err error) {
	in.Normalize()
	if until, err = in.Validate(s.d.Now()); err != nil {
		return time.Time{}, 0, "", err
	}
	language = rules.Languages[0]
	if in.RequestID != "" {
		l, ok, err := request.LanguageOf(ctx, s.d.DB, request.RequestKind(in.RequestKind), in.RequestID)
		if err != nil {
			return time.Time{}, 0, "", err
		}
		if !ok {
			return time.Time{}, 0, "", errs.InvalidFields(map[string]string{"requestId": "Deze aanvraag bestaat niet"})
		}
		language = l
	}
	_, total = invoice.Totals(in.Lines, false)
	return until, total, language, nil
}

// Create stores a draft quote.
func (s *Service) Create(ctx context.Context, in Input) (Quote, error) {
	until, total, language, err := s.check(ctx, &in)
	if err != nil {
		return Quote{}, err
	}
	id := uuid.NewString()
	return s.store.insert(ctx, id, linktoken.Hash(s.Token(id)), in, until, total, language)
}

// Get is the quote with id.
func (s *Service) Get(ctx context.Context, id string) (Quote, error) {
	return s.store.get(ctx, s.d.DB, id, false)
}

// List lists the quotes, newest first; with a request kind and id, that request's.
func (s *Service) List(ctx context.Context, requestKind, requestID string) ([]Quote, error) {
	return s.store.list(ctx, requestKind, requestID)
}

// Update replaces a draft or sent quote's customer, lines and valid-until date. A
// checkout the customer had started for it no longer pays it.
func (s *Service) Update(ctx context.Context, id string, in Input) (Quote, error) {
	until, total, language, err := s.check(ctx, &in)
	if err != nil {
		return Quote{}, err
	}
	return s.change(ctx, id, func(ctx context.Context, tx bun.Tx, q Quote) error {
		return s.store.update(ctx, tx, q.ID, in, until, total, language, s.d.Now())
	})
}

// Withdraw withdraws a draft or sent quote: its customer can no longer pay it.
func (s *Service) Withdraw(ctx context.Context, id string) (Quote, error) {
	return s.change(ctx, id, func(ctx context.Context, tx bun.Tx, q Quote) error {
		return s.store.setStatus(ctx, tx, q.ID, Withdrawn, s.d.Now())
	})
}

// Send mails a draft or sent quote's link to its customer and marks it sent; a quote
// past its valid-until date is refused until that date is moved.
func (s *Service) Send(ctx context.Context, id string) (Quote, error) {
	return s.change(ctx, id, func(ctx context.Context, tx bun.Tx, q Quote) error {
		if q.expired(s.d.Now()) {
			return ErrExpired
		}
		if err := s.store.setStatus(ctx, tx, q.ID, Sent, s.d.Now()); err != nil {
			return err
		}
		return s.d.Mailer.EnqueueMail(ctx, tx, q.Customer.Email, QuoteSent{Summary: summary(q), URL: s.page(q),
			Language: mail.Language{Language: q.Language}})
	})
}

// change runs fn on the open quote id, locked, in one transaction, and returns the
// quote as it is after.
func (s *Service) change(ctx context.Context, id string, fn func(ctx context.Context, tx bun.Tx, q Quote) error) (Quote, error) {
	err := s.d.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		q, err := s.store.get(ctx, tx, id, true)
		if err != nil {
			return err
		}
		if err := q.open(); err != nil {
			return err
		}
		return fn(ctx, tx, q)
	})
	if err != nil {
		return Quote{}, err
	}
	return s.Get(ctx, id)
}

// ByToken is the sent (or withdrawn, or paid) quote a customer's link token names; a
// draft or a forged token is ErrNotFound. A quote whose checkout the customer started
// asks Mollie how it went (at most every few seconds), so the page that the checkout
// returns to shows it paid.
func (s *Service) ByToken(ctx context.Context, token string) (Quote, error) {
	if len(token) != linktoken.Len {
		return Quote{}, ErrNotFound
	}
	q, err := s.store.byToken(ctx, linktoken.Hash(token))
	if err != nil {
		return Quote{}, err
	}
	if q.Status == Draft {
		return Quote{}, ErrNotFound
	}
	if q.Status == Sent && q.MolliePaymentID != "" {
		if _, err := s.d.Payments.SyncAtMostEvery(ctx, q.MolliePaymentID); err != nil {
			return Quote{}, err
		}
		return s.store.get(ctx, s.d.DB, q.ID, false)
	}
	return q, nil
}

// Invoices lists the invoice of the quote a customer's link token names, and its credit
// notes.
func (s *Service) Invoices(ctx context.Context, token string) ([]invoice.Invoice, error) {
	q, err := s.ByToken(ctx, token)
	if err != nil {
		return nil, err
	}
	return s.d.Invoices.OfQuote(ctx, q.ID)
}

// InvoicePDF is the invoice or credit note id of the quote a customer's link token
// names, as a PDF.
func (s *Service) InvoicePDF(ctx context.Context, token, id string) (invoice.Invoice, []byte, error) {
	docs, err := s.Invoices(ctx, token)
	if err != nil {
		return invoice.Invoice{}, nil, err
	}
	return invoice.PDFAmong(docs, id)
}

// Accept starts the payment of the quote a customer's link token names and returns
// the checkout's address: a withdrawn, expired or paid quote is refused. The checkout it
// replaces is cancelled at Mollie, where Mollie still allows it.
func (s *Service) Accept(ctx context.Context, token string) (string, error) {
	q, err := s.ByToken(ctx, token)
	if err != nil {
		return "", err
	}
	if err := q.open(); err != nil {
		return "", err
	}
	if q.expired(s.d.Now()) {
		return "", ErrExpired
	}
	subject := payment.Subject{Kind: payment.KindQuote, ID: q.ID}
	p, err := s.d.Payments.Create(ctx, payment.Request{Subject: subject, AmountCents: q.TotalCents,
		Description: "Offerte " + format.ShortID(q.ID) + " Wandelwijs", Language: q.Language, RedirectURL: s.page(q), CancelURL: s.page(q)})
	if err != nil {
		if errs.KindOf(err) != errs.Internal {
			return "", err
		}
		return "", ErrProviderDown
	}
	err = s.d.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := s.d.Payments.Record(ctx, tx, subject, p, q.TotalCents); err != nil {
			return err
		}
		locked, err := s.store.get(ctx, tx, q.ID, true)
		if err != nil {
			return err
		}
		if err := locked.open(); err != nil {
			return err
		}
		if locked.MolliePaymentID != p.ID {
			if err := s.d.Payments.CancelReplaced(ctx, tx, locked.MolliePaymentID); err != nil {
				return err
			}
		}
		return s.store.linkPayment(ctx, tx, q.ID, p.ID, s.d.Now())
	})
	if err != nil {
		return "", err
	}
	return p.CheckoutURL, nil
}

// ApplyPayment moves a quote by a payment's state, inside tx (payment.Payee). The paid
// payment the quote is being paid by, for its total, marks it paid once: its request
// moves to its accepted status, its invoice is issued and mailed to the customer, and
// the organisers are mailed. A checkout opened on the quote's last valid day pays it
// after midnight too, up to LatePaymentGrace later (Quote.paidInTime). Money for a quote
// that is paid already, withdrawn or changed since its checkout began, that came through
// a checkout a newer one replaced, or that came after that grace, goes back once: the
// customer is mailed why, and the organisers see it on "Aandacht nodig".
func (s *Service) ApplyPayment(ctx context.Context, tx bun.Tx, id string, u payment.Update) (string, error) {
	if !u.Paid() {
		return "", nil
	}
	q, err := s.store.get(ctx, tx, id, true)
	if err != nil {
		return "", err
	}
	if q.Status == Paid && q.MolliePaymentID == u.MollieID {
		return "", nil
	}
	now := s.d.Now()
	paidAt := now // Mollie's own time when it says, so a late webhook or reconciliation does not count
	if u.PaidAt != nil {
		paidAt = *u.PaidAt
	}
	if q.Status != Sent || q.MolliePaymentID != u.MollieID || q.TotalCents != u.AmountCents || !q.paidInTime(paidAt) {
		return "", s.refundStale(ctx, tx, q, u)
	}
	if err := s.store.setStatus(ctx, tx, q.ID, Paid, now); err != nil {
		return "", err
	}
	if q.RequestID != "" {
		if err := request.Accepted(ctx, tx, request.RequestKind(q.RequestKind), q.RequestID, now); err != nil {
			return "", err
		}
	}
	supplied := now // the day of the walk when the quote names it (M4-14), else the day it is paid
	if q.WalkDate != nil {
		supplied = *q.WalkDate
	}
	inv, err := s.d.Invoices.Issue(ctx, tx, invoice.Draft{QuoteID: q.ID, MolliePaymentID: u.MollieID, ServiceDate: supplied,
		Buyer: q.Customer.invoiceRequest().Buyer(q.Customer.Name, q.Customer.Email), Lines: q.Lines,
		Note: "Betaald via Mollie (offerte " + format.ShortID(q.ID) + ")."})
	if err != nil {
		return "", err
	}
	attachment, err := invoice.Attach(inv)
	if err != nil {
		return "", err
	}
	if err := s.d.Mailer.EnqueueMail(ctx, tx, q.Customer.Email, QuoteReceipt{Summary: summary(q), URL: s.page(q), Invoice: attachment,
		Language: mail.Language{Language: q.Language}}); err != nil {
		return "", err
	}
	return Paid, s.d.Mailer.EnqueueAdminMail(ctx, tx, QuotePaid{Summary: summary(q), Email: q.Customer.Email,
		URL: s.d.Links.AdminQuote(q.ID), InvoiceNumber: inv.Number})
}

// refundStale refunds money that came in for the quote q but that it cannot take: q is
// paid already, no longer open or changed, or the money came through a checkout a newer
// one replaced. The first time, the customer is mailed why (with the quote's page while
// it can still be paid) and the refund shows on "Aandacht nodig".
func (s *Service) refundStale(ctx context.Context, tx bun.Tx, q Quote, u payment.Update) error {
	why, description := payment.ReturnedClosed, "Betaling voor een offerte die niet meer open staat"
	switch {
	case q.Status == Paid:
		why, description = payment.ReturnedPaid, "Tweede betaling voor een betaalde offerte"
	case q.Status == Sent && q.MolliePaymentID != u.MollieID && q.TotalCents == u.AmountCents:
		why, description = payment.ReturnedReplaced, "Betaling via een vervangen betaallink van een offerte"
	}
	queued, err := s.d.Payments.QueueRefund(ctx, tx, payment.RefundArgs{Key: "quote-not-open-" + u.MollieID, MolliePaymentID: u.MollieID,
		AmountCents: u.AmountCents, Description: description, Stale: true})
	if err != nil || !queued {
		return err
	}
	url := ""
	if q.Status == Sent || q.Status == Paid {
		url = s.page(q)
	}
	return s.d.Mailer.EnqueueMail(ctx, tx, q.Customer.Email, payment.PaymentReturned{Name: q.Customer.Name, Subject: payment.KindQuote,
		SubjectID: q.ID, RefundCents: u.AmountCents, Why: why, URL: url, Language: mail.Language{Language: q.Language}})
}

// Committed is called after a payment was applied (payment.Payee); quotes keep no cache.
func (s *Service) Committed() {}

// ChargedBack is a paid quote's payment taken back by the payer's bank (payment.Payee):
// the quote stays paid (its invoice stands); the ledger and the organisers' attention
// list carry the chargeback.
func (s *Service) ChargedBack(context.Context, bun.Tx, string) (bool, error) { return false, nil }

// ChargebackReversed is the bank giving the money back after all (payment.Payee):
// nothing of the quote changes.
func (s *Service) ChargebackReversed(context.Context, bun.Tx, string) error { return nil }

// validateStatus refuses a PATCH status other than withdrawn.
func validateStatus(status string) error {
	if status != Withdrawn {
		return ErrUnknownStatus
	}
	return nil
}

// Patch is a PATCH of a quote: a status of "withdrawn" withdraws it; without a status
// it replaces the quote's fields.
func (s *Service) Patch(ctx context.Context, id, status string, in Input) (Quote, error) {
	if status != "" {
		if err := validateStatus(status); err != nil {
			return Quote{}, err
		}
		return s.Withdraw(ctx, id)
	}
	return s.Update(ctx, id, in)
}
