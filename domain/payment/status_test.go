package payment_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/mollie"
)

// reading is a Mollie that answers the payment as it is set, and no refunds or chargebacks.
type reading struct {
	unreachable
	p mollie.Payment
}

func (r *reading) GetPayment(context.Context, string) (mollie.Payment, error) { return r.p, nil }

// applied is a payee that records the states applied to it.
type applied struct{ states []string }

func (a *applied) ApplyPayment(_ context.Context, _ bun.Tx, _ string, u payment.Update) (string, error) {
	a.states = append(a.states, u.Status)
	return "", nil
}
func (a *applied) Committed() {}
func (a *applied) ChargedBack(context.Context, bun.Tx, string) (bool, error) {
	return false, nil
}
func (a *applied) ChargebackReversed(context.Context, bun.Tx, string) error { return nil }

// recordBooking records Mollie's payment p of cents for a new pending booking of the walk w.
func recordBooking(t *testing.T, db *database.DB, payments *payment.Service, w string, p mollie.Payment, cents int) {
	t.Helper()
	b := testdb.Booking(t, db, w, nil, 1, cents, "PENDING", time.Now())
	if err := db.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		return payments.Record(ctx, tx, payment.Subject{Kind: payment.KindBooking, ID: b}, p, cents)
	}); err != nil {
		t.Fatal(err)
	}
}

// TestAStaleReadNeverTakesAPaymentBack: two syncs overlap and the slower one read Mollie
// before the payment was paid; its "open" neither overwrites the stored "paid" nor
// reaches the payee.
func TestAStaleReadNeverTakesAPaymentBack(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	mollieSays := &reading{unreachable: unreachable{t}}
	payments := payment.NewService(db.DB, payment.Config{Provider: mollieSays, Now: time.Now})
	payee := &applied{}
	payments.Pay(payment.KindBooking, payee)
	w := testdb.Walk(t, db, "een", time.Now().AddDate(0, 0, 7), 10, 2000, true)
	recordBooking(t, db, payments, w, mollie.Payment{ID: "tr_1", Status: mollie.StatusOpen}, 2000)

	for i, status := range []string{mollie.StatusPending, mollie.StatusPaid, mollie.StatusOpen, mollie.StatusPending, mollie.StatusPaid} {
		mollieSays.p = mollie.Payment{ID: "tr_1", Status: status, Method: "ideal"}
		if _, err := payments.Sync(ctx, "tr_1"); err != nil {
			t.Fatal(err)
		}
		want := mollie.StatusPaid
		if i == 0 {
			want = mollie.StatusPending
		}
		if stored, err := payments.Status(ctx, "tr_1"); err != nil || stored != want {
			t.Fatalf("read %d (%s): stored %q (%v), want %q", i, status, stored, err, want)
		}
	}
	if want := []string{"pending", "paid", "paid"}; !slices.Equal(payee.states, want) {
		t.Fatalf("the payee was told %v, want %v", payee.states, want)
	}
}

// TestALiveShopNeverHonoursATestPayment: a payment Mollie made in test mode (a test_ key
// somewhere it should not be) is recorded with its mode but pays for nothing in a live
// shop; a live payment does.
func TestALiveShopNeverHonoursATestPayment(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	mollieSays := &reading{unreachable: unreachable{t}}
	payments := payment.NewService(db.DB, payment.Config{Provider: mollieSays, Live: true, Now: time.Now})
	payee := &applied{}
	payments.Pay(payment.KindBooking, payee)
	w := testdb.Walk(t, db, "een", time.Now().AddDate(0, 0, 7), 10, 2000, true)
	for _, mode := range []string{mollie.ModeTest, mollie.ModeLive} {
		id := "tr_" + mode
		recordBooking(t, db, payments, w, mollie.Payment{ID: id, Mode: mode, Status: mollie.StatusOpen}, 2000)
		mollieSays.p = mollie.Payment{ID: id, Mode: mode, Status: mollie.StatusPaid, Method: "ideal"}
		if _, err := payments.Sync(ctx, id); err != nil {
			t.Fatal(err)
		}
		if stored := testdb.Row(t, db, `SELECT mode FROM payments WHERE mollie_id = ?`, id); stored != mode {
			t.Errorf("%s: stored mode %q", id, stored)
		}
	}
	if !slices.Equal(payee.states, []string{"paid"}) {
		t.Fatalf("the payee was told %v, want only the live payment's paid", payee.states)
	}
}
