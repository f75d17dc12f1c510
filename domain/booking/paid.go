package booking

import (
	"context"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/mollie"
)

// PaymentState is what the result pages poll for a booking.
type PaymentState struct {
	// Status is the Mollie status of the booking's current payment ("" for none).
	Status        string
	PaymentStatus string
	BookingStatus string
}

// PaymentState returns a booking's payment state as stored.
func (s *Service) PaymentState(ctx context.Context, bookingID string) (PaymentState, error) {
	b, err := s.store.get(ctx, s.db, bookingID, false)
	if err != nil {
		return PaymentState{}, err
	}
	out := PaymentState{PaymentStatus: b.PaymentStatus, BookingStatus: b.Status}
	if b.MolliePaymentID != nil {
		if out.Status, err = s.payments.Status(ctx, *b.MolliePaymentID); err != nil {
			return PaymentState{}, err
		}
	}
	return out, nil
}

// ApplyPayment moves a booking by a payment's state, inside tx (payment.Payee): paid
// confirms a PENDING booking once; failed, canceled or expired fails it when that payment
// is its current one. Money that arrives for a booking that can no longer take it
// (cancelled, expired, failed or already paid by another payment) goes back.
func (s *Service) ApplyPayment(ctx context.Context, tx bun.Tx, id string, u payment.Update) (string, error) {
	b, err := s.store.get(ctx, tx, id, true)
	if err != nil {
		return "", err
	}
	return s.applyPayment(ctx, tx, b, u)
}

func (s *Service) applyPayment(ctx context.Context, tx bun.Tx, b Booking, u payment.Update) (string, error) {
	now := s.now()
	current := b.MolliePaymentID != nil && *b.MolliePaymentID == u.MollieID
	switch {
	case u.Paid() && b.Status == StatusPending:
		bal, err := s.store.balance(ctx, tx, b.ID)
		if err != nil {
			return "", err
		}
		if !bal.Covered() {
			return "", s.refundStale(ctx, tx, b, u)
		}
		return s.confirmPaid(ctx, tx, b, u, now)
	case u.Paid() && current && b.PaidAt != nil:
		return "", nil // settled: paid by this payment, maybe cancelled and refunded since
	case u.Paid():
		return "", s.refundLate(ctx, tx, b, u)
	case u.Failed() && b.Status == StatusPending && (u.MollieID == "" || current):
		paymentStatus := PaymentFailed
		if u.Status == mollie.StatusCanceled {
			paymentStatus = PaymentCanceled
		}
		if err := s.store.fail(ctx, tx, b.ID, paymentStatus, now); err != nil {
			return "", err
		}
		if b.VoucherID != nil {
			if err := s.vouchers.GiveBack(ctx, tx, *b.VoucherID, b.ID, b.VoucherUsedCents); err != nil {
				return "", err
			}
		}
		link, err := s.ManageLink(ctx, tx, b.ID)
		if err != nil {
			return "", err
		}
		return StatusFailed, s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, PaymentFailedMail{Booked: b.Booked(),
			TotalCents: b.TotalCents, RetryURL: s.links.RetryBookingPayment(b.ID), BookingURL: link})
	}
	return "", nil // open, pending: nothing has happened yet
}

// confirmPaid confirms the PENDING booking b, locked in tx, as paid by u, once.
func (s *Service) confirmPaid(ctx context.Context, tx bun.Tx, b Booking, u payment.Update, now time.Time) (string, error) {
	moved, err := s.store.confirm(ctx, tx, b.ID, u.MollieID, u.Method, now)
	if err != nil || !moved {
		return "", err
	}
	link, err := s.ManageLink(ctx, tx, b.ID)
	if err != nil {
		return "", err
	}
	b.Status, b.PaymentStatus = StatusPaid, PaymentPaid
	return StatusPaid, s.confirm(ctx, tx, b, u.MollieID, link)
}

// refundStale refunds a payment of a PENDING booking that does not cover what the booking
// owes (an older checkout, for an amount the booking no longer asks), once, and tells the
// customer: the booking waits for its current payment.
func (s *Service) refundStale(ctx context.Context, tx bun.Tx, b Booking, u payment.Update) error {
	queued, err := s.payments.QueueRefund(ctx, tx, payment.RefundArgs{Key: "late-" + u.MollieID, MolliePaymentID: u.MollieID,
		AmountCents: u.AmountCents, Description: "Terugbetaling " + format.ShortID(b.ID), Stale: true})
	if err != nil || !queued {
		return err
	}
	slog.InfoContext(ctx, "refunding a payment that does not cover its booking", "booking_id", b.ID, "payment", u.MollieID)
	link, err := s.ManageLink(ctx, tx, b.ID)
	if err != nil {
		return err
	}
	return s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, BookingPaymentReturned{Booked: b.Booked(), Why: PaidThroughOlderCheckout,
		RefundCents: u.AmountCents, PayURL: s.links.RetryBookingPayment(b.ID), BookingURL: link})
}

// ChargedBack marks a booking whose payment the payer's bank took back (payment.Payee).
func (s *Service) ChargedBack(ctx context.Context, tx bun.Tx, id string) (bool, error) {
	return s.store.chargeBack(ctx, tx, id, s.now())
}

// Committed tells admission's memory of an applied payment (payment.Payee).
func (s *Service) Committed() { s.admission.forget() }

// refundLate refunds a payment that arrived after its booking stopped waiting for it,
// once (the job is unique per payment), and tells the customer once, with that job: a
// booking paid by another payment stands, and its customer hears that they paid twice;
// any other hears that the booking is cancelled.
func (s *Service) refundLate(ctx context.Context, tx bun.Tx, b Booking, u payment.Update) error {
	queued, err := s.payments.QueueRefund(ctx, tx, payment.RefundArgs{Key: "late-" + u.MollieID, MolliePaymentID: u.MollieID,
		AmountCents: u.AmountCents, Description: "Terugbetaling " + format.ShortID(b.ID), Stale: true})
	if err != nil || !queued {
		return err
	}
	slog.InfoContext(ctx, "refunding a payment that arrived too late", "booking_id", b.ID, "payment", u.MollieID, "booking_status", b.Status)
	if b.Status == StatusPaid {
		link, err := s.ManageLink(ctx, tx, b.ID)
		if err != nil {
			return err
		}
		return s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, BookingPaymentReturned{Booked: b.Booked(), Why: PaidTwice,
			RefundCents: u.AmountCents, BookingURL: link})
	}
	return s.mailer.EnqueueMail(ctx, tx, b.CustomerEmail, BookingCancelled{Booked: b.Booked(),
		MoneyBack: MoneyBack{RefundCents: u.AmountCents}})
}

// MarkPaid confirms a PENDING booking as if its payment were paid: development only,
// for trying the pages without a payment provider.
func (s *Service) MarkPaid(ctx context.Context, bookingID string) (Booking, error) {
	var out Booking
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := s.store.get(ctx, tx, bookingID, true)
		if err != nil {
			return err
		}
		if b.Status == StatusPending {
			u := payment.Update{Status: mollie.StatusPaid, Method: "dev"}
			if b.MolliePaymentID != nil {
				u.MollieID = *b.MolliePaymentID
			}
			if _, err := s.confirmPaid(ctx, tx, b, u, s.now()); err != nil {
				return err
			}
		}
		out, err = s.store.get(ctx, tx, b.ID, true)
		return err
	})
	return out, err
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
