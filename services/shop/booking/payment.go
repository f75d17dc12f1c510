package booking

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/shop/voucher"
)

// ReconcileAfter is how long a payment may stay open before the reconciliation job asks
// Mollie about it, in case its webhook was lost.
const ReconcileAfter = 15 * time.Minute

// paymentRow is a payment we created, locked while its new state is applied.
type paymentRow struct {
	ID        string  `bun:"id"`
	BookingID *string `bun:"booking_id"`
	VoucherID *string `bun:"voucher_id"`
	Status    string  `bun:"status"`
}

// Sync fetches a payment from Mollie and applies its state. The webhook, the completion
// call, the status lookup and the reconciliation job all come through here; applying the
// same state twice, or concurrently, changes nothing the second time and sends no second
// mail. A payment we never created is ErrUnknownPayment.
func (s *Service) Sync(ctx context.Context, molliePaymentID string) (mollie.Payment, error) {
	if _, err := s.paymentRow(ctx, s.db, molliePaymentID, false); err != nil {
		return mollie.Payment{}, err
	}
	p, err := s.payments.GetPayment(ctx, molliePaymentID)
	var mErr *mollie.Error
	if errors.As(err, &mErr) && mErr.Status == 404 {
		return mollie.Payment{}, ErrUnknownPayment
	}
	if err != nil {
		return mollie.Payment{}, fmt.Errorf("get payment %s: %w", molliePaymentID, err)
	}
	return p, s.apply(ctx, p.ID, p.Status, p.Method, p.AmountRefunded)
}

// apply records status for a payment and moves its booking, in one transaction.
func (s *Service) apply(ctx context.Context, molliePaymentID, status, method string, refunded *mollie.Amount) error {
	return s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		row, err := s.paymentRow(ctx, tx, molliePaymentID, true)
		if err != nil {
			return err
		}
		if _, err := tx.NewRaw(`UPDATE payments SET status = ?, method = NULLIF(?, ''), updated_at = ? WHERE id = ?`,
			status, method, s.now(), row.ID).Exec(ctx); err != nil {
			return fmt.Errorf("update payment: %w", err)
		}
		if row.VoucherID != nil {
			return s.applyToVoucher(ctx, tx, *row.VoucherID, molliePaymentID, status, method)
		}
		b, err := lock(ctx, tx, *row.BookingID)
		if err != nil {
			return err
		}
		return s.applyToBooking(ctx, tx, b, molliePaymentID, status, method)
	})
}

// applyToBooking moves a locked booking by a payment's Mollie status (DESIGN §3):
// paid or authorized confirms a PENDING booking once; failed, canceled or expired fails
// it when that payment is its current one. Money that arrives for a booking that can no
// longer take it (cancelled, expired, failed or already paid by another payment) goes back.
func (s *Service) applyToBooking(ctx context.Context, tx bun.Tx, b Booking, molliePaymentID, status, method string) error {
	now := s.now()
	switch status {
	case mollie.StatusPaid, mollie.StatusAuthorized:
		if b.Status == StatusPending {
			res, err := tx.NewRaw(`UPDATE bookings SET status = 'PAID', payment_status = 'PAID', paid_at = ?, payment_method = NULLIF(?, ''),
				mollie_payment_id = COALESCE(NULLIF(?, ''), mollie_payment_id), updated_at = ? WHERE id = ? AND status = 'PENDING'`, now, method, molliePaymentID, now, b.ID).Exec(ctx)
			if err != nil {
				return fmt.Errorf("confirm booking: %w", err)
			}
			if n, _ := res.RowsAffected(); n == 1 {
				s.transition("booking", StatusPaid)
				return s.queue.EnqueueMail(ctx, tx, b.CustomerEmail, s.confirmation(b))
			}
			return nil
		}
		if b.Status == StatusPaid && b.MolliePaymentID != nil && *b.MolliePaymentID == molliePaymentID {
			return nil // already applied
		}
		return s.refundLate(ctx, tx, b, molliePaymentID)
	case mollie.StatusFailed, mollie.StatusCanceled, mollie.StatusExpired:
		paymentStatus := PaymentFailed
		if status == mollie.StatusCanceled {
			paymentStatus = PaymentCanceled
		}
		failed, err := s.failLocked(ctx, tx, b, paymentStatus, molliePaymentID)
		if err != nil || !failed {
			return err
		}
		s.transition("booking", StatusFailed)
		return s.queue.EnqueueMail(ctx, tx, b.CustomerEmail, mail.PaymentFailed{BookingID: b.ID, CustomerName: b.CustomerName,
			WalkTitle: b.Walk.Title, Start: b.Walk.DateStart, Qty: b.Qty, TotalCents: b.TotalCents,
			RetryURL: s.publicURL + "/api/v1/payments/retry-booking-payment/" + b.ID})
	default: // open, pending: nothing has happened yet
		return nil
	}
}

// applyToVoucher moves a voucher purchase; money for a voucher already paid goes back.
func (s *Service) applyToVoucher(ctx context.Context, tx bun.Tx, voucherID, molliePaymentID, status, method string) error {
	outcome, err := voucher.ApplyPayment(ctx, tx, s.queue, voucherID, molliePaymentID, status, method, s.now())
	switch {
	case err != nil:
		return err
	case outcome == voucher.Activated:
		s.transition("voucher", "PAID")
		return nil
	case outcome == voucher.Failed:
		s.transition("voucher", "FAILED")
		return nil
	case outcome != voucher.PaidTwice:
		return nil
	}
	amount, err := paymentAmount(ctx, tx, molliePaymentID)
	if err != nil {
		return err
	}
	_, err = s.queue.EnqueueRefund(ctx, tx, jobs.RefundArgs{Key: "twice-" + molliePaymentID, MolliePaymentID: molliePaymentID,
		AmountCents: amount, Description: "Dubbele betaling cadeaubon"})
	return err
}

// transition reports a state change to OnTransition. It runs inside the transaction, so
// a rolled-back change may still be counted; the counter is an operational signal.
func (s *Service) transition(subject, status string) {
	if s.OnTransition != nil {
		s.OnTransition(subject, status)
	}
}

// refundLate refunds a payment that arrived after its booking stopped waiting for it,
// once (the job is unique per payment), and tells the customer once, with that job.
func (s *Service) refundLate(ctx context.Context, tx bun.Tx, b Booking, molliePaymentID string) error {
	amount, err := paymentAmount(ctx, tx, molliePaymentID)
	if err != nil {
		return err
	}
	queued, err := s.queue.EnqueueRefund(ctx, tx, jobs.RefundArgs{Key: "late-" + molliePaymentID, MolliePaymentID: molliePaymentID,
		AmountCents: amount, Description: "Terugbetaling " + shortID(b.ID)})
	if err != nil || !queued {
		return err
	}
	slog.InfoContext(ctx, "refunding a payment that arrived too late", "booking_id", b.ID, "payment", molliePaymentID)
	return s.queue.EnqueueMail(ctx, tx, b.CustomerEmail, mail.BookingCancelled{BookingID: b.ID, CustomerName: b.CustomerName,
		WalkTitle: b.Walk.Title, Start: b.Walk.DateStart, Qty: b.Qty, RefundCents: amount})
}

// paymentAmount is what a payment we created asked for, in cents.
func paymentAmount(ctx context.Context, tx bun.Tx, molliePaymentID string) (int, error) {
	var amount int
	if err := tx.NewRaw(`SELECT amount_cents FROM payments WHERE mollie_id = ?`, molliePaymentID).Scan(ctx, &amount); err != nil {
		return 0, fmt.Errorf("payment amount: %w", err)
	}
	return amount, nil
}

// paymentRow finds a payment we created by its Mollie id; lock takes its row lock.
func (s *Service) paymentRow(ctx context.Context, db bun.IDB, molliePaymentID string, lock bool) (paymentRow, error) {
	var row paymentRow
	q := `SELECT id, booking_id, voucher_id, status FROM payments WHERE mollie_id = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	err := db.NewRaw(q, molliePaymentID).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return paymentRow{}, ErrUnknownPayment
	}
	if err != nil {
		return paymentRow{}, fmt.Errorf("find payment: %w", err)
	}
	return row, nil
}

// Reconcile syncs every payment still open after ReconcileAfter (up to three days old),
// so a lost webhook loses nothing. The periodic reconciliation job calls it.
func (s *Service) Reconcile(ctx context.Context) error {
	now := s.now()
	var ids []string
	err := s.db.NewRaw(`SELECT mollie_id FROM payments WHERE status IN ('open', 'pending', 'authorized')
		AND created_at <= ? AND created_at > ? ORDER BY created_at LIMIT 500`,
		now.Add(-ReconcileAfter), now.Add(-72*time.Hour)).Scan(ctx, &ids)
	if err != nil {
		return fmt.Errorf("list open payments: %w", err)
	}
	var errs []error
	for _, id := range ids {
		if _, err := s.Sync(ctx, id); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// PaymentStatus is what the result pages poll for a booking.
type PaymentStatus struct {
	// Status is the Mollie status of the booking's current payment ("" for none).
	Status        string `json:"status"`
	PaymentStatus string `json:"paymentStatus"`
	BookingStatus string `json:"bookingStatus"`
}

// StatusOf returns a booking's payment state as stored.
func (s *Service) StatusOf(ctx context.Context, bookingID string) (PaymentStatus, error) {
	b, err := s.store.Get(ctx, bookingID)
	if err != nil {
		return PaymentStatus{}, err
	}
	out := PaymentStatus{PaymentStatus: b.PaymentStatus, BookingStatus: b.Status}
	if b.MolliePaymentID != nil {
		row, err := s.paymentRow(ctx, s.db, *b.MolliePaymentID, false)
		if err != nil && !errors.Is(err, ErrUnknownPayment) {
			return PaymentStatus{}, err
		}
		out.Status = row.Status
	}
	return out, nil
}

// MarkPaid confirms a PENDING booking as if its payment were paid: development only,
// for trying the pages without a payment provider.
func (s *Service) MarkPaid(ctx context.Context, bookingID string) (Booking, error) {
	var out Booking
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := lock(ctx, tx, bookingID)
		if err != nil {
			return err
		}
		id := ""
		if b.MolliePaymentID != nil {
			id = *b.MolliePaymentID
		}
		if b.Status == StatusPending {
			if err := s.applyToBooking(ctx, tx, b, id, mollie.StatusPaid, "dev"); err != nil {
				return err
			}
		}
		out, err = lock(ctx, tx, b.ID)
		return err
	})
	return out, err
}
