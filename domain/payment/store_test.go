package payment_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/mollie"
)

// unreachable is a Mollie that fails the test when it is asked anything.
type unreachable struct{ t *testing.T }

func (u unreachable) CreatePayment(context.Context, mollie.CreatePayment, string) (mollie.Payment, error) {
	u.t.Error("Mollie was asked for a payment")
	return mollie.Payment{}, errors.New("unreachable")
}

func (u unreachable) GetPayment(context.Context, string) (mollie.Payment, error) {
	u.t.Error("Mollie was asked about a payment")
	return mollie.Payment{}, errors.New("unreachable")
}

func (u unreachable) CancelPayment(context.Context, string) (mollie.Payment, error) {
	u.t.Error("Mollie was asked to cancel a payment")
	return mollie.Payment{}, errors.New("unreachable")
}

func (u unreachable) CreateRefund(context.Context, string, mollie.CreateRefund, string) (mollie.Refund, error) {
	u.t.Error("Mollie was asked for a refund")
	return mollie.Refund{}, errors.New("unreachable")
}

func (u unreachable) ListRefunds(context.Context, string) ([]mollie.Refund, error) {
	u.t.Error("Mollie was asked for refunds")
	return nil, errors.New("unreachable")
}

func (u unreachable) ListMethods(context.Context) ([]mollie.Method, error) {
	u.t.Error("Mollie was asked for its methods")
	return nil, errors.New("unreachable")
}

func (u unreachable) ListRecentChargebacks(context.Context) ([]mollie.Chargeback, error) {
	u.t.Error("Mollie was asked for its chargebacks")
	return nil, errors.New("unreachable")
}

func (u unreachable) ListChargebacks(context.Context, string) ([]mollie.Chargeback, error) {
	u.t.Error("Mollie was asked for chargebacks")
	return nil, errors.New("unreachable")
}

// TestASubjectOfAnUnknownKindIsRefused: a payment for a kind payments do not pay for is
// neither asked of Mollie nor recorded, and a stored payment of such a kind is not read
// as any other kind.
func TestASubjectOfAnUnknownKindIsRefused(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	payments := payment.NewService(db.DB, payment.Config{Provider: unreachable{t}, Now: time.Now})
	w := testdb.Walk(t, db, "een", time.Now().AddDate(0, 0, 7), 10, 2000, true)
	b := testdb.Booking(t, db, w, nil, 1, 2000, "PENDING", time.Now())
	count := func(q string) int {
		t.Helper()
		var n int
		if err := db.NewRaw(q).Scan(ctx, &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	record := func(subject payment.Subject, molliePaymentID string) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return payments.Record(ctx, tx, subject, mollie.Payment{ID: molliePaymentID, Status: mollie.StatusOpen}, 2000)
		})
	}

	membership := payment.Subject{Kind: "membership", ID: b}
	if _, err := payments.Create(ctx, payment.Request{Subject: membership, AmountCents: 2000, Description: "Lidmaatschap"}); !errors.Is(err, payment.ErrUnknownKind) {
		t.Fatalf("create for a membership: %v, want ErrUnknownKind", err)
	}
	if err := record(membership, "tr_membership"); !errors.Is(err, payment.ErrUnknownKind) {
		t.Fatalf("record for a membership: %v, want ErrUnknownKind", err)
	}
	if n := count(`SELECT count(*) FROM payments`); n != 0 {
		t.Fatalf("%d payments recorded for a membership, want 0", n)
	}

	if err := record(payment.Subject{Kind: payment.KindBooking, ID: b}, "tr_booking"); err != nil {
		t.Fatalf("record for a booking: %v", err)
	}
	if n := count(`SELECT count(*) FROM payments WHERE mollie_id = 'tr_booking' AND subject_kind = 'booking' AND booking_id IS NOT NULL`); n != 1 {
		t.Fatalf("%d payments recorded for the booking, want 1", n)
	}

	// A payment of a kind a newer schema allows: reading it is an error, not a booking.
	if _, err := db.ExecContext(ctx, `ALTER TABLE payments DROP CONSTRAINT payments_subject_kind_check`); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ExecContext(ctx, `INSERT INTO payments (mollie_id, subject_kind, amount_cents) VALUES ('tr_membership', 'membership', 2000)`); err != nil {
		t.Fatal(err)
	}
	if _, err := payments.Sync(ctx, "tr_membership"); !errors.Is(err, payment.ErrUnknownKind) {
		t.Fatalf("sync of a membership's payment: %v, want ErrUnknownKind", err)
	}
}

func TestAPayeeOfAnUnknownKindIsRefused(t *testing.T) {
	payments := payment.NewService(nil, payment.Config{})
	defer func() {
		if err, _ := recover().(error); !errors.Is(err, payment.ErrUnknownKind) {
			t.Fatalf("registering a payee of memberships: %v, want a panic with ErrUnknownKind", err)
		}
	}()
	payments.Pay("membership", nil)
}
