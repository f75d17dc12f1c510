package app_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/vouchercode"
	"wandelwijs.nl/shop/shoptest"
)

func guest(qty int) booking.Order {
	o := booking.Order{Qty: qty, GuestName: "Gijs Gast", GuestEmail: "gijs@example.nl", GuestPhone: "+31 6 12345678"}
	o.Normalize()
	return o
}

func count(t *testing.T, shop *shoptest.Shop, q string, args ...any) int {
	t.Helper()
	var n int
	if err := shop.DB.NewRaw(q, args...).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestAFreeWalkIsBookedAtOnceUpToItsLastPlace(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	testdb.Walk(t, shop.DB, "gratis", shop.Now().AddDate(0, 0, 10), 3, 0, true)

	if _, err := shop.Bookings.BookFree(ctx, "gratis", guest(4)); errs.KindOf(err) != errs.Conflict ||
		err.Error() != "Er zijn nog maar 3 plaatsen beschikbaar voor deze wandeling." {
		t.Fatalf("four on three places: %v", err)
	}
	b, err := shop.Bookings.BookFree(ctx, "gratis", guest(2))
	if err != nil || b.Status != booking.StatusPaid || b.TotalCents != 0 || b.Qty != 2 {
		t.Fatalf("first booking: %+v %v", b, err)
	}
	if _, err := shop.Bookings.BookFree(ctx, "gratis", guest(2)); errs.KindOf(err) != errs.Conflict ||
		err.Error() != "Er is nog maar 1 plaats beschikbaar voor deze wandeling." {
		t.Fatalf("two more on one place: %v", err)
	}
	if _, err := shop.Bookings.BookFree(ctx, "gratis", guest(1)); err != nil {
		t.Fatalf("the last place: %v", err)
	}
	if _, err := shop.Bookings.BookFree(ctx, "bestaat-niet", guest(1)); !errors.Is(err, walk.ErrNotFound) {
		t.Fatalf("an unknown walk: %v", err)
	}
	if m := shop.Mails(t, 2); m[0].To != "gijs@example.nl" || m[1].To != "gijs@example.nl" {
		t.Fatalf("confirmations went to %s and %s", m[0].To, m[1].To)
	}
}

// TestOneAddressIsToldHowManyPlacesItMayStillBook: an order that would give one e-mail
// address more than rules.MaxQtyPerAddress places says how many are left, in good Dutch.
func TestOneAddressIsToldHowManyPlacesItMayStillBook(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	testdb.Walk(t, shop.DB, "ruim", shop.Now().AddDate(0, 0, 10), 40, 0, true)
	tail := fmt.Sprintf(" (maximaal %d per e-mailadres). Wil je met een grotere groep komen? Neem contact met ons op.", rules.MaxQtyPerAddress)
	for _, step := range []struct {
		qty  int
		want string
	}{
		{rules.MaxQtyPerAddress - 3, ""},
		{4, "Op dit e-mailadres kun je nog 3 plaatsen voor deze wandeling boeken" + tail},
		{2, ""},
		{2, "Op dit e-mailadres kun je nog 1 plaats voor deze wandeling boeken" + tail},
		{1, ""},
		{1, fmt.Sprintf("Op dit e-mailadres staan al %d plaatsen voor deze wandeling; meer kan niet. Wil je met een grotere groep komen? Neem contact met ons op.", rules.MaxQtyPerAddress)},
	} {
		_, err := shop.Bookings.BookFree(ctx, "ruim", guest(step.qty))
		if step.want == "" && err != nil || step.want != "" && (errs.KindOf(err) != errs.Conflict || err.Error() != step.want) {
			t.Fatalf("%d more places: %v, want %q", step.qty, err, step.want)
		}
	}
}

// TestAPaidBookingIsPlacedOnceWithItsPayment: starting a payment makes one booking and
// one payment; paying it makes the booking PAID.
func TestAPaidBookingIsPlacedOnceWithItsPayment(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	walkID := testdb.Walk(t, shop.DB, "betaald", shop.Now().AddDate(0, 0, 10), 10, 2500, true)

	b, checkout, err := shop.Bookings.StartPayment(ctx, walkID, guest(2))
	if err != nil || b.Status != booking.StatusPending || b.TotalCents != 5000 || checkout == "" {
		t.Fatalf("started: %+v %q %v", b, checkout, err)
	}
	if n := count(t, shop, `SELECT count(*) FROM bookings`); n != 1 {
		t.Fatalf("%d bookings, want 1", n)
	}
	if n := count(t, shop, `SELECT count(*) FROM payments WHERE booking_id = ?`, b.ID); n != 1 {
		t.Fatalf("%d payments for the booking, want 1", n)
	}
	shop.Pay(t, checkout, "paid")
	shoptest.WaitFor(t, "the booking to be paid", func() bool {
		got, err := shop.Bookings.Get(ctx, b.ID)
		return err == nil && got.Status == booking.StatusPaid
	})
	shop.Mails(t, 1)
}

func TestCancellingKeepsToTheCancelRule(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	anna := testdb.User(t, shop.DB, "Anna", "anna@example.nl", "USER")
	bert := testdb.User(t, shop.DB, "Bert", "bert@example.nl", "USER")
	inTime := testdb.Walk(t, shop.DB, "ruim", shop.Now().AddDate(0, 0, rules.CancelMinDays+3), 10, 2500, true)
	tooLate := testdb.Walk(t, shop.DB, "krap", shop.Now().AddDate(0, 0, rules.CancelMinDays-1), 10, 2500, true)

	late := paidBooking(t, shop, tooLate, anna)
	if _, err := shop.Bookings.Cancel(ctx, late.ID, anna); !errors.Is(err, booking.ErrTooLate) {
		t.Fatalf("cancel %d days before: %v", rules.CancelMinDays-1, err)
	}
	early := paidBooking(t, shop, inTime, anna)
	if _, err := shop.Bookings.Cancel(ctx, early.ID, bert); !errors.Is(err, booking.ErrNotFound) {
		t.Fatalf("someone else's booking: %v", err)
	}
	cancelled, err := shop.Bookings.Cancel(ctx, early.ID, anna)
	if err != nil || cancelled.Status != booking.StatusCancelled {
		t.Fatalf("cancel in time: %+v %v", cancelled, err)
	}
	if _, err := shop.Bookings.Cancel(ctx, early.ID, anna); !errors.Is(err, booking.ErrCancelled) {
		t.Fatalf("cancel twice: %v", err)
	}
	if n := count(t, shop, `SELECT count(*) FROM river_job WHERE kind = 'refund'`); n != 1 {
		t.Fatalf("%d refund jobs, want 1", n)
	}
}

// guestsUnpaidBooking starts a shop with a paid walk of places places and a guest's
// booking of qty of them, its payment started and not paid.
func guestsUnpaidBooking(t *testing.T, places, qty int) (*shoptest.Shop, string, booking.Booking) {
	t.Helper()
	shop := shoptest.Start(t, shoptest.Options{})
	walkID := testdb.Walk(t, shop.DB, "klein", shop.Now().AddDate(0, 0, 10), places, 2500, true)
	b, _, err := shop.Bookings.StartPayment(context.Background(), walkID, guest(qty))
	if err != nil {
		t.Fatal(err)
	}
	return shop, walkID, b
}

// expireAfterTheHold moves the shop's clock past the payment hold and expires what is overdue.
func expireAfterTheHold(t *testing.T, shop *shoptest.Shop) {
	t.Helper()
	shop.Offset.Store(int64(rules.HoldDuration + time.Minute))
	if err := shop.Bookings.ExpireOverdue(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// TestAnUnpaidBookingHoldsItsPlacesUntilItExpires: a PENDING booking keeps its places
// for the hold of rules.json; expired, it releases them.
func TestAnUnpaidBookingHoldsItsPlacesUntilItExpires(t *testing.T) {
	ctx := context.Background()
	shop, walkID, held := guestsUnpaidBooking(t, 2, 2)
	if _, _, err := shop.Bookings.StartPayment(ctx, walkID, guest(1)); !errors.Is(err, booking.ErrFullyBooked) {
		t.Fatalf("a place taken by an unpaid booking: %v", err)
	}
	if err := shop.Bookings.ExpireOverdue(ctx); err != nil {
		t.Fatal(err)
	}
	if got, _ := shop.Bookings.Get(ctx, held.ID); got.Status != booking.StatusPending {
		t.Fatalf("expired inside the hold: %+v", got)
	}

	expireAfterTheHold(t, shop)
	if got, _ := shop.Bookings.Get(ctx, held.ID); got.Status == booking.StatusPending {
		t.Fatalf("still pending after the hold: %+v", got)
	}
	shoptest.WaitFor(t, "the released places to be bookable", func() bool {
		_, _, err := shop.Bookings.StartPayment(ctx, walkID, guest(1))
		return err == nil
	})
}

// annasPaidBooking starts a shop with Anna and one place she booked and paid on a walk
// days from now.
func annasPaidBooking(t *testing.T, days int) (*shoptest.Shop, string, booking.Booking) {
	t.Helper()
	shop := shoptest.Start(t, shoptest.Options{})
	anna := testdb.User(t, shop.DB, "Anna", "anna@example.nl", "USER")
	walkID := testdb.Walk(t, shop.DB, "ruim", shop.Now().AddDate(0, 0, days), 10, 2500, true)
	return shop, anna, paidBooking(t, shop, walkID, anna)
}

// resync fetches payment molliePaymentID again, as its webhook does.
func resync(t *testing.T, shop *shoptest.Shop, molliePaymentID string) {
	t.Helper()
	if _, err := shop.Payments.Sync(context.Background(), molliePaymentID); err != nil {
		t.Fatal(err)
	}
}

// mailsMatching waits for the shop's n mails and counts those to addr whose subject match accepts.
func mailsMatching(t *testing.T, shop *shoptest.Shop, n int, addr string, match func(subject string) bool) int {
	t.Helper()
	found := 0
	for _, m := range shop.Mails(t, n) {
		if m.To == addr && match(m.Subject) {
			found++
		}
	}
	return found
}

// paidBooking books one place for userID on walkID and pays it at the sandbox.
func paidBooking(t *testing.T, shop *shoptest.Shop, walkID, userID string) booking.Booking {
	t.Helper()
	ctx := context.Background()
	b, checkout, err := shop.Bookings.StartPayment(ctx, walkID, booking.Order{UserID: &userID, Qty: 1})
	if err != nil {
		t.Fatal(err)
	}
	shop.Pay(t, checkout, "paid")
	shoptest.WaitFor(t, "the booking to be paid", func() bool {
		got, _ := shop.Bookings.Get(ctx, b.ID)
		return got.Status == booking.StatusPaid
	})
	b, _ = shop.Bookings.Get(ctx, b.ID)
	return b
}

// TestAfterACancelTheRefundsWebhooksChangeNothing: Mollie calls the webhook again while
// the refund of a cancelled booking progresses; that makes no second refund and no
// second mail, and the refund row follows Mollie to refunded.
func TestAfterACancelTheRefundsWebhooksChangeNothing(t *testing.T) {
	ctx := context.Background()
	shop, anna, b := annasPaidBooking(t, rules.CancelMinDays+3)
	if _, err := shop.Bookings.Cancel(ctx, b.ID, anna); err != nil {
		t.Fatal(err)
	}
	shoptest.WaitFor(t, "the refund to be refunded", func() bool {
		return count(t, shop, `SELECT count(*) FROM refunds WHERE status = 'refunded'`) == 1
	})
	for range 3 { // the webhook again, as Mollie sends it for the refund's progress
		resync(t, shop, *b.MolliePaymentID)
	}
	shop.Settle(t) // a wrong job would have run
	if n := count(t, shop, `SELECT count(*) FROM refunds`); n != 1 {
		t.Fatalf("%d refunds, want 1", n)
	}
	if n := count(t, shop, `SELECT count(*) FROM river_job WHERE kind = 'refund'`); n != 1 {
		t.Fatalf("%d refund jobs, want 1", n)
	}
	// confirmation, cancellation, the organisers' notice
	isCancellation := func(s string) bool { return strings.Contains(s, "geannuleerd") }
	if cancelled := mailsMatching(t, shop, 3, "anna@example.nl", isCancellation); cancelled != 1 {
		t.Fatalf("%d cancellation mails to the customer, want 1", cancelled)
	}
}

// TestAFailedRefundIsToldToTheOrganisers: Mollie fails the refund of a cancelled booking;
// the row says failed and the organisers get one mail, however often the webhook comes.
func TestAFailedRefundIsToldToTheOrganisers(t *testing.T) {
	ctx := context.Background()
	shop, anna, b := annasPaidBooking(t, rules.CancelMinDays+3)
	shop.Sandbox.SetRefundSettleAfter(time.Hour) // the refund stays pending until failed below
	if _, err := shop.Bookings.Cancel(ctx, b.ID, anna); err != nil {
		t.Fatal(err)
	}
	var refundID string
	shoptest.WaitFor(t, "the refund to be made", func() bool {
		_ = shop.DB.NewRaw(`SELECT mollie_refund_id FROM refunds`).Scan(ctx, &refundID)
		return refundID != ""
	})
	if err := shop.Sandbox.SetRefundStatus(refundID, "failed"); err != nil {
		t.Fatal(err)
	}
	shoptest.WaitFor(t, "the refund to be failed", func() bool {
		return count(t, shop, `SELECT count(*) FROM refunds WHERE status = 'failed'`) == 1
	})
	resync(t, shop, *b.MolliePaymentID)
	// confirmation, cancellation, notice, the problem
	isFailure := func(s string) bool { return strings.HasPrefix(s, "Terugbetaling mislukt") }
	if problems := mailsMatching(t, shop, 4, shoptest.AdminEmail, isFailure); problems != 1 {
		t.Fatalf("%d mails about the failed refund, want 1", problems)
	}
}

// TestARetriedRefundKeepsTheFailedOne (M4-15): "Opnieuw proberen" on a refund Mollie
// failed to pay out leaves that refund as it was, with its Mollie id, and asks a new one
// of the same amount, once; the booking's balance counts the money back once.
func TestARetriedRefundKeepsTheFailedOne(t *testing.T) {
	ctx := context.Background()
	shop, anna, b := annasPaidBooking(t, rules.CancelMinDays+3)
	shop.Sandbox.SetRefundSettleAfter(time.Hour)
	if _, err := shop.Bookings.Cancel(ctx, b.ID, anna); err != nil {
		t.Fatal(err)
	}
	var failed, refundID string
	shoptest.WaitFor(t, "the refund to be made", func() bool {
		_ = shop.DB.NewRaw(`SELECT id, mollie_refund_id FROM refunds`).Scan(ctx, &failed, &refundID)
		return refundID != ""
	})
	if err := shop.Sandbox.SetRefundStatus(refundID, "failed"); err != nil {
		t.Fatal(err)
	}
	resync(t, shop, *b.MolliePaymentID)
	shoptest.WaitFor(t, "the refund on the organisers' list", func() bool {
		return count(t, shop, `SELECT count(*) FROM refunds WHERE status = 'failed' AND problem IS NOT NULL`) == 1
	})
	if err := shop.Payments.RetryRefund(ctx, failed); err != nil {
		t.Fatal(err)
	}
	if n := count(t, shop, `SELECT count(*) FROM refunds WHERE id = ? AND mollie_refund_id = ? AND status = 'failed' AND replaced_by IS NOT NULL`,
		failed, refundID); n != 1 {
		t.Fatal("the failed refund lost its Mollie id or was not marked replaced")
	}
	if n := count(t, shop, `SELECT count(*) FROM refunds WHERE id <> ? AND amount_cents = 2500`, failed); n != 1 {
		t.Fatalf("%d new refunds, want 1", n)
	}
	if err := shop.Payments.RetryRefund(ctx, failed); err == nil {
		t.Fatal("a replaced refund was retried again")
	}
	if bal, err := shop.Bookings.BalanceOf(ctx, shop.DB, b.ID); err != nil || bal.RefundedCents != 2500 || bal.SurplusCents != 0 {
		t.Fatalf("balance %+v %v", bal, err)
	}
}

// TestAChargebackMarksTheBooking: the payer's bank takes the money back; the booking is
// marked and the organisers are told, once.
func TestAChargebackMarksTheBooking(t *testing.T) {
	shop, _, b := annasPaidBooking(t, 10)
	if err := shop.Sandbox.ChargeBack(*b.MolliePaymentID); err != nil {
		t.Fatal(err)
	}
	shoptest.WaitFor(t, "the booking to be marked", func() bool {
		return count(t, shop, `SELECT count(*) FROM bookings WHERE id = ? AND charged_back_at IS NOT NULL`, b.ID) == 1
	})
	resync(t, shop, *b.MolliePaymentID)
	// confirmation, the chargeback
	isChargeback := func(s string) bool { return strings.HasPrefix(s, "Terugboeking door de bank") }
	if problems := mailsMatching(t, shop, 2, shoptest.AdminEmail, isChargeback); problems != 1 {
		t.Fatalf("%d chargeback mails, want 1", problems)
	}
}

// TestAnExpiredHoldCancelsItsOpenPayment: once the hold is over, the booking's open
// payment is cancelled at Mollie, so it can no longer be paid.
func TestAnExpiredHoldCancelsItsOpenPayment(t *testing.T) {
	shop, _, b := guestsUnpaidBooking(t, 5, 1)
	b, _ = shop.Bookings.Get(context.Background(), b.ID)
	expireAfterTheHold(t, shop)
	shoptest.WaitFor(t, "the open payment to be cancelled at Mollie", func() bool {
		p, ok := shop.Sandbox.Payment(*b.MolliePaymentID)
		return ok && p.Status == mollie.StatusCanceled
	})
}

// TestMyBookingsShowTheNextWalkFirst: upcoming walks come soonest first, then the walks
// that have started, the latest first.
func TestMyBookingsShowTheNextWalkFirst(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	anna := testdb.User(t, shop.DB, "Anna", "anna@example.nl", "USER")
	now := shop.Now()
	for _, w := range []struct {
		slug string
		days int
	}{{"over-een-maand", 30}, {"lang-geleden", -40}, {"volgende-week", 7}, {"vorige-week", -7}, {"over-twee-weken", 14}} {
		walkID := testdb.Walk(t, shop.DB, w.slug, now.AddDate(0, 0, w.days), 10, 2500, true)
		testdb.Booking(t, shop.DB, walkID, &anna, 1, 2500, "PAID", now.AddDate(0, 0, -50))
	}

	list, err := shop.Bookings.ForUser(ctx, anna)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, b := range list {
		got = append(got, b.Walk.Slug)
	}
	want := "volgende-week over-twee-weken over-een-maand vorige-week lang-geleden"
	if strings.Join(got, " ") != want {
		t.Fatalf("order %v, want %s", got, want)
	}
}

// TestACancellationWaitingForAMoveFindsTheBooking: an organiser's cancellation that waits
// for a concurrent move of the same booking (to another walk) cancels the booking where
// the move put it, instead of answering that it does not exist.
func TestACancellationWaitingForAMoveFindsTheBooking(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	from := testdb.Walk(t, shop.DB, "van", shop.Now().AddDate(0, 0, 10), 10, 0, true)
	to := testdb.Walk(t, shop.DB, "naar", shop.Now().AddDate(0, 0, 12), 10, 0, true)
	b, err := shop.Bookings.BookFree(ctx, "van", guest(2))
	if err != nil {
		t.Fatal(err)
	}

	move, err := shop.DB.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = move.Rollback() }()
	if _, err := move.ExecContext(ctx, `UPDATE bookings SET walk_id = ? WHERE id = ? AND walk_id = ?`, to, b.ID, from); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := shop.Bookings.OrganiserCancel(ctx, b.ID, booking.OrganiserCancellation{Refund: true, Reason: "Dubbel geboekt"})
		done <- err
	}()
	// The cancellation waits for the move's lock on the booking.
	shoptest.WaitFor(t, "the cancellation to wait for the lock", func() bool {
		return count(t, shop, `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`) > 0
	})
	if err := move.Commit(); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("the cancellation after the move: %v", err)
	}
	got, err := shop.Bookings.Get(ctx, b.ID)
	if err != nil || got.Status != booking.StatusCancelled || got.Walk.ID != to {
		t.Fatalf("after move and cancellation: %+v %v, want cancelled on the walk it was moved to", got, err)
	}
}

// A booking is made in a language (Dutch, the only one so far), kept with the booking;
// Mollie's checkout speaks it, for the first payment and for a retry alike.
func TestTheCheckoutSpeaksTheBookingsLanguage(t *testing.T) {
	ctx := context.Background()
	shop := shoptest.Start(t, shoptest.Options{})
	walkID := testdb.Walk(t, shop.DB, "betaald", shop.Now().AddDate(0, 0, 10), 10, 2500, true)

	b, checkout, err := shop.Bookings.StartPayment(ctx, walkID, guest(1))
	if err != nil {
		t.Fatal(err)
	}
	if got, err := shop.Bookings.Get(ctx, b.ID); err != nil || got.Language != "nl" {
		t.Fatalf("the booking's language: %q %v, want nl", got.Language, err)
	}
	if locale := checkoutLocale(t, shop, b.ID); locale != "nl_NL" {
		t.Errorf("the checkout speaks %q, want nl_NL", locale)
	}
	shop.Pay(t, checkout, "failed")
	shoptest.WaitFor(t, "the booking to fail", func() bool {
		got, err := shop.Bookings.Get(ctx, b.ID)
		return err == nil && got.Status == booking.StatusFailed
	})
	if _, err := shop.Bookings.Retry(ctx, b.ID); err != nil {
		t.Fatal(err)
	}
	if locale := checkoutLocale(t, shop, b.ID); locale != "nl_NL" {
		t.Errorf("the retry's checkout speaks %q, want nl_NL", locale)
	}

	o := guest(1)
	o.Language = "xx"
	if err := o.Validate(); err == nil || !strings.Contains(fmt.Sprint(err.(*errs.Error).Fields), "language") {
		t.Errorf("an order in a language the shop does not speak: %v", err)
	}
}

// checkoutLocale is the locale Mollie (the sandbox) holds for a booking's current payment.
func checkoutLocale(t *testing.T, shop *shoptest.Shop, bookingID string) string {
	t.Helper()
	b, err := shop.Bookings.Get(context.Background(), bookingID)
	if err != nil || b.MolliePaymentID == nil {
		t.Fatalf("the booking's payment: %+v %v", b, err)
	}
	p, err := shop.Mollie.GetPayment(context.Background(), *b.MolliePaymentID)
	if err != nil {
		t.Fatal(err)
	}
	return p.Locale
}

// TestAnOrderWhoseVoucherChangedSinceItsQuoteIsRefused: the voucher pays less by the time
// the order is placed than its quote counted on (spent elsewhere while the payment was
// being created), so the order is refused with a Dutch 409 and nothing of it is stored.
func TestAnOrderWhoseVoucherChangedSinceItsQuoteIsRefused(t *testing.T) {
	ctx := context.Background()
	var spendElsewhere func()
	shop := shoptest.Start(t, shoptest.Options{Mollie: func(sandbox http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodPost && r.URL.Path == "/v2/payments" && spendElsewhere != nil {
				spendElsewhere()
			}
			sandbox.ServeHTTP(w, r)
		})
	}})
	walkID := testdb.Walk(t, shop.DB, "bos", shop.Now().AddDate(0, 0, 10), 10, 2500, true)
	voucherID := testdb.Voucher(t, shop.DB, vouchercode.Hash("BOSPAD-ABCD-EFGH"), 3000, 3000, shop.Now().AddDate(1, 0, 0))
	spendElsewhere = func() {
		if _, err := shop.DB.ExecContext(ctx, `UPDATE vouchers SET remaining_cents = 2000 WHERE id = ?`, voucherID); err != nil {
			t.Error(err)
		}
	}

	o := guest(2)
	o.VoucherCode = "BOSPAD-ABCD-EFGH"
	_, _, err := shop.Bookings.StartPayment(ctx, walkID, o) // quoted: 5000 - 3000 voucher = 2000 by card
	var e *errs.Error
	if !errors.As(err, &e) || e.Kind != errs.Conflict || e.Code != "voucher_balance_changed" ||
		e.Message != "Het saldo van je cadeaubon is net veranderd. Probeer het opnieuw." {
		t.Fatalf("an order whose voucher changed: %v, want the Dutch 409", err)
	}
	if n := count(t, shop, `SELECT count(*) FROM bookings`); n != 0 {
		t.Errorf("%d bookings stored", n)
	}
	if n := count(t, shop, `SELECT count(*) FROM voucher_ledger`); n != 0 {
		t.Errorf("%d voucher ledger rows", n)
	}
	if left := count(t, shop, `SELECT remaining_cents FROM vouchers WHERE id = ?`, voucherID); left != 2000 {
		t.Errorf("the voucher holds %d, want the 2000 left by the other spend", left)
	}
}

// TestAnOrderAboveWhatAnyMethodAllowsIsRefusedBeforeMollie: an order whose total no
// checkout method takes is refused with a Dutch 400 naming the way out, not "try again
// later", and nothing of it is stored or asked of Mollie.
func TestAnOrderAboveWhatAnyMethodAllowsIsRefusedBeforeMollie(t *testing.T) {
	ctx := context.Background()
	var created atomic.Int64
	shop := shoptest.Start(t, shoptest.Options{Mollie: func(sandbox http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodPost && r.URL.Path == "/v2/payments" {
				created.Add(1)
			}
			sandbox.ServeHTTP(w, r)
		})
	}})
	walkID := testdb.Walk(t, shop.DB, "duur", shop.Now().AddDate(0, 0, 10), 10, 3_000_000, true)

	_, _, err := shop.Bookings.StartPayment(ctx, walkID, guest(2)) // € 60.000, above iDEAL's € 50.000
	var e *errs.Error
	if !errors.As(err, &e) || e.Kind != errs.Invalid || e.Code != "amount_above_maximum" ||
		!strings.Contains(e.Message, "hoger dan je online kunt betalen") {
		t.Fatalf("an order of € 60.000: %v, want the Dutch 400", err)
	}
	if n := count(t, shop, `SELECT count(*) FROM bookings`); n != 0 {
		t.Errorf("%d bookings stored", n)
	}
	if n := created.Load(); n != 0 {
		t.Errorf("%d payments asked of Mollie", n)
	}
}
