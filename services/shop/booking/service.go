package booking

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/shop/voucher"
)

// Payments is the part of Mollie's API bookings use (mollie.Client, or the sandbox behind it).
type Payments interface {
	CreatePayment(ctx context.Context, p mollie.CreatePayment, idempotencyKey string) (mollie.Payment, error)
	GetPayment(ctx context.Context, id string) (mollie.Payment, error)
	CreateRefund(ctx context.Context, paymentID string, r mollie.CreateRefund, idempotencyKey string) (mollie.Refund, error)
}

// Queue inserts jobs inside the caller's transaction (jobs.Queue).
type Queue interface {
	EnqueueMail(ctx context.Context, tx bun.Tx, to string, c mail.Content) error
	EnqueueAdminMail(ctx context.Context, tx bun.Tx, c mail.Content) error
	EnqueueRefund(ctx context.Context, tx bun.Tx, args jobs.RefundArgs) (queued bool, err error)
}

// Service places, pays, cancels and expires bookings.
type Service struct {
	db       *bun.DB
	store    Store
	payments Payments
	queue    Queue
	// publicURL is where browsers and Mollie reach the shop, e.g. http://localhost:8080.
	publicURL string
	now       func() time.Time
	lanes     *lanes
	// OnTransition, when set, is told of every payment state a booking or voucher moves to (metrics).
	OnTransition func(subject, status string)
	// Availability, when set, refuses orders for a walk it knows to be too full before any
	// transaction starts (the catalogue in memory).
	Availability Availability
}

// Availability tells from memory how many places a walk has left; ok false means only the
// database can tell. column is "slug" or "id". Forget drops what it knows: the service
// calls it after each of its commits, so its own writes are seen at once rather than
// when PostgreSQL's notification arrives.
type Availability interface {
	FreePlaces(ctx context.Context, column, value string) (free int, ok bool)
	Forget()
}

// lanes make this process's orders for one walk take turns (striped by walk, so a few
// walks may share one). They would take turns at the walk's row lock anyway; waiting here
// holds no database connection, and each order asks Availability again when its turn
// comes, so the crowd behind a walk that sells out is refused from memory.
type lanes [64]chan struct{}

func newLanes() *lanes {
	var l lanes
	for i := range l {
		l[i] = make(chan struct{}, 1)
	}
	return &l
}

// enter waits for the lane of key, or for ctx to end; leave with the returned func.
func (l *lanes) enter(ctx context.Context, key string) (func(), error) {
	h := fnv.New32a()
	_, _ = h.Write([]byte(key))
	lane := l[h.Sum32()%uint32(len(l))]
	select {
	case lane <- struct{}{}:
		return func() { <-lane }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// orderTx runs fn, which takes qty places on the walk whose column ("slug" or "id") is
// value, in a transaction with that walk locked, when it is this order's turn for the
// walk, unless the walk is known by then to have too few places.
func (s *Service) orderTx(ctx context.Context, column, value string, qty int, now time.Time,
	fn func(ctx context.Context, tx bun.Tx, w lockedWalk) error) error {
	if _, err := s.refuseKnownFull(ctx, column, value, qty); err != nil {
		return err
	}
	leave, err := s.lanes.enter(ctx, column+"="+value)
	if err != nil {
		return err
	}
	defer leave()
	known, err := s.refuseKnownFull(ctx, column, value, qty)
	if err != nil {
		return err
	}
	return s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var (
			w   lockedWalk
			err error
		)
		if known { // the catalogue has just seen room: no need to count before locking
			w, err = lockWalk(ctx, tx, column, value)
		} else {
			w, err = lockWalkWithRoom(ctx, tx, column, value, qty, now)
		}
		if err != nil {
			return err
		}
		return fn(ctx, tx, w)
	})
}

// inTx runs fn in a transaction and, once it is committed, tells Availability, so the
// caller's next request sees what it did.
func (s *Service) inTx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	if err := s.db.RunInTx(ctx, nil, fn); err != nil {
		return err
	}
	if s.Availability != nil {
		s.Availability.Forget()
	}
	return nil
}

// refuseKnownFull answers an order for a walk that is known, without asking the database,
// to have too few places: the answer the locked count would give at this moment. known
// tells whether Availability could tell. Taking places always happens under the walk's
// lock.
func (s *Service) refuseKnownFull(ctx context.Context, column, value string, qty int) (known bool, err error) {
	if s.Availability == nil {
		return false, nil
	}
	free, ok := s.Availability.FreePlaces(ctx, column, value)
	if !ok {
		return false, nil
	}
	return true, placesShort(free, qty)
}

// NewService returns a Service.
func NewService(db *bun.DB, payments Payments, queue Queue, publicURL string, now func() time.Time) *Service {
	return &Service{db: db, store: NewStore(db), payments: payments, queue: queue, publicURL: publicURL, now: now, lanes: newLanes()}
}

// Store returns the service's reader.
func (s *Service) Store() Store { return s.store }

// place takes the order's places on a locked walk for a booking with id and spends the
// voucher, in tx. A total of 0 confirms the booking at once; otherwise it waits PENDING
// for its payment.
func (s *Service) place(ctx context.Context, tx bun.Tx, id string, w lockedWalk, o Order, c Customer, now time.Time) (Booking, error) {
	if !w.DateStart.After(now) {
		return Booking{}, ErrWalkStarted
	}
	taken, err := placesTaken(ctx, tx, w.ID, "", now)
	if err != nil {
		return Booking{}, err
	}
	if err := placesShort(w.MaxParticipants-taken, o.Qty); err != nil {
		return Booking{}, err
	}
	subtotal := o.Qty * w.PriceCents
	var v voucher.Spendable
	discount := 0
	if o.VoucherCode != "" {
		if v, err = voucher.LockByCode(ctx, tx, o.VoucherCode, now); err != nil {
			return Booking{}, err
		}
		discount = v.Discount(subtotal)
	}
	status, paymentStatus := StatusPending, PaymentPending
	var paidAt *time.Time
	if subtotal-discount == 0 {
		status, paymentStatus, paidAt = StatusPaid, PaymentPaid, &now
	}
	var voucherID *string
	if v.ID != "" {
		voucherID = &v.ID
	}
	_, err = tx.NewRaw(`INSERT INTO bookings (id, walk_id, user_id, customer_name, customer_email, customer_phone, qty,
		subtotal_cents, voucher_id, voucher_used_cents, total_cents, status, payment_status, paid_at, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		id, w.ID, c.UserID, c.Name, c.Email, c.Phone, o.Qty, subtotal, voucherID, discount, subtotal-discount,
		status, paymentStatus, paidAt, now, now).Exec(ctx)
	if err != nil {
		return Booking{}, fmt.Errorf("insert booking: %w", err)
	}
	if err := voucher.Spend(ctx, tx, v.ID, id, discount, now); err != nil {
		return Booking{}, err
	}
	b, err := lock(ctx, tx, id)
	if err != nil {
		return Booking{}, err
	}
	if status == StatusPaid {
		if err := s.queue.EnqueueMail(ctx, tx, b.CustomerEmail, s.confirmation(b)); err != nil {
			return Booking{}, err
		}
	}
	return b, nil
}

// placesShort refuses an order of qty places when free places fall short.
func placesShort(free, qty int) error {
	switch {
	case free <= 0:
		return ErrFullyBooked
	case qty > free:
		return errs.New(errs.Conflict, "Er zijn nog maar %d plaatsen beschikbaar voor deze wandeling.", free)
	}
	return nil
}

// BookFree places a booking whose total after the voucher is 0 (POST /bookings). A total
// above 0 changes nothing and asks for the payment route.
func (s *Service) BookFree(ctx context.Context, slug string, o Order, c Customer) (Booking, error) {
	now := s.now()
	var b Booking
	err := s.orderTx(ctx, "slug", slug, o.Qty, now, func(ctx context.Context, tx bun.Tx, w lockedWalk) error {
		var err error
		if b, err = s.place(ctx, tx, uuid.NewString(), w, o, c, now); err != nil {
			return err
		}
		if b.TotalCents > 0 {
			return ErrNeedsPayment // rolls the booking and the voucher spend back
		}
		return nil
	})
	return b, err
}

// errDryRun rolls a dry run back.
var errDryRun = errors.New("dry run")

// StartPayment books an order that needs paying and returns the booking and the checkout
// address. No booking ever exists without its payment: the order is first placed in a
// transaction that is rolled back (refusing a full walk or a bad voucher before any
// payment exists), then the Mollie payment is created for the booking id chosen up front,
// and only then are the booking and its payment stored, in one transaction. A crash or a
// database outage in between leaves at most an unused open payment at Mollie, which
// expires. A free total is confirmed at once and sends the browser to the booking's page.
func (s *Service) StartPayment(ctx context.Context, walkID string, o Order, c Customer) (Booking, string, error) {
	now := s.now()
	id := uuid.NewString()
	var draft Booking
	err := s.orderTx(ctx, "id", walkID, o.Qty, now, func(ctx context.Context, tx bun.Tx, w lockedWalk) error {
		var err error
		if draft, err = s.place(ctx, tx, id, w, o, c, now); err != nil {
			return err
		}
		if draft.Status == StatusPaid {
			return nil // free: keep it
		}
		return errDryRun
	})
	switch {
	case err == nil:
		return draft, s.publicURL + "/booking/complete/" + id, nil
	case !errors.Is(err, errDryRun):
		return Booking{}, "", err
	}
	p, err := s.newPayment(ctx, draft, 1)
	if err != nil {
		return Booking{}, "", err
	}
	var b Booking
	err = s.orderTx(ctx, "id", walkID, o.Qty, now, func(ctx context.Context, tx bun.Tx, w lockedWalk) error {
		var err error
		if b, err = s.place(ctx, tx, id, w, o, c, now); err != nil {
			return err // e.g. the last places went in between: the open payment expires unused
		}
		if b.TotalCents != draft.TotalCents {
			return errs.New(errs.Conflict, "Het saldo van je cadeaubon is net veranderd. Probeer het opnieuw.")
		}
		return recordPayment(ctx, tx, b.ID, p, b.TotalCents, now)
	})
	if err != nil {
		return Booking{}, "", err
	}
	return b, p.CheckoutURL, nil
}

// newPayment asks Mollie for the attempt-th payment of a booking's total.
func (s *Service) newPayment(ctx context.Context, b Booking, attempt int) (mollie.Payment, error) {
	p, err := s.payments.CreatePayment(ctx, mollie.CreatePayment{
		Amount:      mollie.EUR(b.TotalCents),
		Description: fmt.Sprintf("Wandelwijs: %s (%d pers.)", b.Walk.Title, b.Qty),
		RedirectURL: s.publicURL + "/booking-success?bookingId=" + b.ID,
		WebhookURL:  s.publicURL + "/api/v1/payments/webhook",
		Metadata:    map[string]string{"bookingId": b.ID},
	}, fmt.Sprintf("booking-%s-%d", b.ID, attempt))
	if err != nil {
		slog.ErrorContext(ctx, "create mollie payment", "booking_id", b.ID, "err", err)
		return mollie.Payment{}, ErrProviderDown
	}
	return p, nil
}

// recordPayment stores a Mollie payment as the booking's current one, in tx.
func recordPayment(ctx context.Context, tx bun.Tx, bookingID string, p mollie.Payment, amountCents int, now time.Time) error {
	if _, err := tx.NewRaw(`INSERT INTO payments (mollie_id, booking_id, amount_cents, status, checkout_url)
		VALUES (?, ?, ?, ?, ?)`, p.ID, bookingID, amountCents, p.Status, p.CheckoutURL).Exec(ctx); err != nil {
		return fmt.Errorf("record payment: %w", err)
	}
	if _, err := tx.NewRaw(`UPDATE bookings SET mollie_payment_id = ?, updated_at = ? WHERE id = ?`, p.ID, now, bookingID).Exec(ctx); err != nil {
		return fmt.Errorf("link payment: %w", err)
	}
	return nil
}

// failLocked fails a locked booking when it is PENDING (and, with a payment id, that
// payment is its current one). It tells whether it did.
func (s *Service) failLocked(ctx context.Context, tx bun.Tx, b Booking, paymentStatus, molliePaymentID string) (bool, error) {
	if b.Status != StatusPending || (molliePaymentID != "" && (b.MolliePaymentID == nil || *b.MolliePaymentID != molliePaymentID)) {
		return false, nil
	}
	now := s.now()
	if _, err := tx.NewRaw(`UPDATE bookings SET status = 'FAILED', payment_status = ?, updated_at = ? WHERE id = ? AND status = 'PENDING'`,
		paymentStatus, now, b.ID).Exec(ctx); err != nil {
		return false, fmt.Errorf("fail booking: %w", err)
	}
	if b.VoucherID != nil {
		if err := voucher.GiveBack(ctx, tx, *b.VoucherID, b.ID, b.VoucherUsedCents, now); err != nil {
			return false, err
		}
	}
	return true, nil
}

// Retry starts a new payment for a FAILED booking, or a PENDING one still inside its
// hold, and returns the checkout address. As in StartPayment, the booking changes only
// together with its new payment: a dry run checks that a FAILED booking's places and
// voucher amount are still there, then the payment is created, then the booking is put
// back to PENDING and the payment recorded in one transaction.
func (s *Service) Retry(ctx context.Context, bookingID string) (string, error) {
	now := s.now()
	prepare := func(ctx context.Context, tx bun.Tx) (Booking, error) {
		b, err := lock(ctx, tx, bookingID)
		if err != nil {
			return Booking{}, err
		}
		if b.Status != StatusFailed && b.Status != StatusPending || !b.CreatedAt.After(now.Add(-rules.HoldDuration)) {
			return Booking{}, ErrNotRetryable
		}
		if b.Status == StatusFailed {
			if err := s.reinstate(ctx, tx, &b, now); err != nil {
				return Booking{}, err
			}
		}
		return b, nil
	}
	var draft Booking
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if draft, err = prepare(ctx, tx); err != nil {
			return err
		}
		return errDryRun
	})
	if !errors.Is(err, errDryRun) {
		return "", err
	}
	var attempts int
	if err := s.db.NewRaw(`SELECT count(*) FROM payments WHERE booking_id = ?`, bookingID).Scan(ctx, &attempts); err != nil {
		return "", fmt.Errorf("count payments: %w", err)
	}
	p, err := s.newPayment(ctx, draft, attempts+1)
	if err != nil {
		return "", err
	}
	err = s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := prepare(ctx, tx)
		if err != nil {
			return err
		}
		if b.TotalCents != draft.TotalCents {
			return ErrNotRetryable
		}
		return recordPayment(ctx, tx, b.ID, p, b.TotalCents, now)
	})
	if err != nil {
		return "", err
	}
	return p.CheckoutURL, nil
}

// reinstate puts a FAILED booking back to PENDING: its walk must still have room and
// start later, and its voucher pays what its balance allows now.
func (s *Service) reinstate(ctx context.Context, tx bun.Tx, b *Booking, now time.Time) error {
	w, err := lockWalk(ctx, tx, "id", b.Walk.ID)
	if err != nil {
		return err
	}
	if !w.DateStart.After(now) {
		return ErrWalkStarted
	}
	taken, err := placesTaken(ctx, tx, w.ID, b.ID, now)
	if err != nil {
		return err
	}
	if err := placesShort(w.MaxParticipants-taken, b.Qty); err != nil {
		return err
	}
	discount := 0
	if b.VoucherID != nil {
		var remaining int
		if err := tx.NewRaw(`SELECT remaining_cents FROM vouchers WHERE id = ? FOR UPDATE`, *b.VoucherID).Scan(ctx, &remaining); err != nil {
			return fmt.Errorf("lock voucher: %w", err)
		}
		discount = min(remaining, b.SubtotalCents)
		if err := voucher.Spend(ctx, tx, *b.VoucherID, b.ID, discount, now); err != nil {
			return err
		}
	}
	if discount == b.SubtotalCents {
		return ErrNotRetryable // nothing left to pay; cannot happen for a booking that needed a payment
	}
	_, err = tx.NewRaw(`UPDATE bookings SET status = 'PENDING', payment_status = 'PENDING', voucher_used_cents = ?,
		total_cents = subtotal_cents - ?, updated_at = ? WHERE id = ?`, discount, discount, now, b.ID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("reinstate booking: %w", err)
	}
	b.Status, b.VoucherUsedCents, b.TotalCents = StatusPending, discount, b.SubtotalCents-discount
	return nil
}

// Cancel cancels a user's own booking while more than rules.CancelMinDays days remain.
// A paid card part is refunded through Mollie, a voucher part goes back onto the
// voucher, and the customer and the organisers get a mail.
func (s *Service) Cancel(ctx context.Context, bookingID, userID string) (Booking, error) {
	now := s.now()
	var out Booking
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b, err := lock(ctx, tx, bookingID)
		if err != nil {
			return err
		}
		if b.UserID == nil || *b.UserID != userID {
			return ErrNotFound // someone else's booking: do not even confirm it exists
		}
		if b.Status == StatusCancelled {
			return ErrCancelled
		}
		if !b.CanCancel(now) {
			return ErrTooLate
		}
		refund, returned := 0, 0
		if b.Status == StatusPaid && b.TotalCents > 0 && b.MolliePaymentID != nil {
			refund = b.TotalCents
			if _, err := s.queue.EnqueueRefund(ctx, tx, jobs.RefundArgs{Key: "cancel-" + b.ID, MolliePaymentID: *b.MolliePaymentID,
				AmountCents: refund, Description: "Annulering " + shortID(b.ID)}); err != nil {
				return err
			}
		}
		if b.VoucherID != nil && (b.Status == StatusPaid || b.Status == StatusPending) {
			returned = b.VoucherUsedCents
			if err := voucher.GiveBack(ctx, tx, *b.VoucherID, b.ID, returned, now); err != nil {
				return err
			}
		}
		if _, err := tx.NewRaw(`UPDATE bookings SET status = 'CANCELLED', cancelled_at = ?, updated_at = ?,
			payment_status = CASE WHEN payment_status = 'PENDING' THEN 'CANCELED' ELSE payment_status END
			WHERE id = ?`, now, now, b.ID).Exec(ctx); err != nil {
			return fmt.Errorf("cancel booking: %w", err)
		}
		if err := s.queue.EnqueueMail(ctx, tx, b.CustomerEmail, mail.BookingCancelled{BookingID: b.ID, CustomerName: b.CustomerName,
			WalkTitle: b.Walk.Title, Start: b.Walk.DateStart, Qty: b.Qty, RefundCents: refund, VoucherReturnedCents: returned}); err != nil {
			return err
		}
		if err := s.queue.EnqueueAdminMail(ctx, tx, mail.CancellationNotice{BookingID: b.ID, CustomerName: b.CustomerName,
			CustomerEmail: b.CustomerEmail, CustomerPhone: deref(b.CustomerPhone), WalkTitle: b.Walk.Title, Start: b.Walk.DateStart,
			Qty: b.Qty, RefundCents: refund, VoucherReturnedCents: returned}); err != nil {
			return err
		}
		out, err = lock(ctx, tx, b.ID)
		return err
	})
	return out, err
}

// ExpireOverdue cancels PENDING bookings past their payment hold: their places are
// released and their voucher amount goes back. The periodic expiry job calls it; nobody
// waits on it, so the catalogue learns of it from PostgreSQL's notification.
func (s *Service) ExpireOverdue(ctx context.Context) error {
	now := s.now()
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var overdue []struct {
			ID               string  `bun:"id"`
			VoucherID        *string `bun:"voucher_id"`
			VoucherUsedCents int     `bun:"voucher_used_cents"`
		}
		err := tx.NewRaw(`UPDATE bookings SET status = 'CANCELLED', payment_status = 'CANCELED', cancelled_at = ?0, updated_at = ?0
			WHERE id IN (SELECT id FROM bookings WHERE status = 'PENDING' AND created_at <= ?1 FOR UPDATE SKIP LOCKED)
			RETURNING id, voucher_id, voucher_used_cents`, now, now.Add(-rules.HoldDuration)).Scan(ctx, &overdue)
		if err != nil {
			return fmt.Errorf("expire bookings: %w", err)
		}
		for _, b := range overdue {
			if b.VoucherID != nil {
				if err := voucher.GiveBack(ctx, tx, *b.VoucherID, b.ID, b.VoucherUsedCents, now); err != nil {
					return err
				}
			}
		}
		if len(overdue) > 0 {
			slog.InfoContext(ctx, "expired pending bookings", "count", len(overdue))
		}
		return nil
	})
}

// Refund asks Mollie for a refund and records it; the refund job calls it. The job's key
// is the idempotency key, so a repeated job never refunds twice.
func (s *Service) Refund(ctx context.Context, args jobs.RefundArgs) error {
	r, err := s.payments.CreateRefund(ctx, args.MolliePaymentID, mollie.CreateRefund{
		Amount: mollie.EUR(args.AmountCents), Description: args.Description}, "refund-"+args.Key)
	if err != nil {
		return err
	}
	_, err = s.db.NewRaw(`INSERT INTO refunds (payment_id, mollie_refund_id, amount_cents, status)
		SELECT id, ?, ?, ? FROM payments WHERE mollie_id = ? ON CONFLICT (mollie_refund_id) DO NOTHING`,
		r.ID, args.AmountCents, r.Status, args.MolliePaymentID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("record refund: %w", err)
	}
	return nil
}

func (s *Service) confirmation(b Booking) mail.BookingConfirmation {
	return mail.BookingConfirmation{BookingID: b.ID, CustomerName: b.CustomerName, WalkTitle: b.Walk.Title,
		Start: b.Walk.DateStart, End: b.Walk.DateEnd, Address: b.Walk.Address, City: b.Walk.City, Qty: b.Qty,
		TotalCents: b.TotalCents, VoucherUsedCents: b.VoucherUsedCents, BookingURL: s.publicURL + "/booking/complete/" + b.ID}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// shortID is the booking number people see: the first 8 characters of the id.
func shortID(id string) string { return mail.ShortID(id) }
