package app_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"path"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"pgregory.net/rapid"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/walkops"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/mollie-sandbox/sandbox"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/vouchercode"
	"wandelwijs.nl/shop/shoptest"
)

// TestEveryBookingBalances drives random sequences of what customers, organisers, Mollie
// and the bank do to a booking (pay, fail or let expire a checkout, pay an older one,
// fewer or more persons, a walk's price changed by the organisers, a move, a cancel with or without money back, a walk called off
// and each choice, a chargeback and its reversal, a webhook repeated or lost, a restart
// between two steps) against
// the real shop and PostgreSQL, and checks after every step what must always hold
// (balanceInvariants). `go test -run TestEveryBookingBalances -rapid.checks=5000` runs
// thousands; a failing sequence is printed shrunk.
func TestEveryBookingBalances(t *testing.T) {
	shop := shoptest.Start(t, shoptest.Options{LostWebhooks: true})
	// A second process of the shop on the same database and the same Mollie: a step may
	// be served by either, as after a restart between two steps.
	other := shoptest.Start(t, shoptest.Options{LostWebhooks: true, SameDatabaseAs: shop,
		Mollie: func(http.Handler) http.Handler { return shop.Sandbox.Handler() }})
	organiser := testdb.User(t, shop.DB, "Organisator", "organisator@example.nl", "ADMIN")
	var n atomic.Int64
	rapid.Check(t, func(rt *rapid.T) {
		s := newScenario(t, rt, shop, int(n.Add(1)))
		s.organiser, s.processes = organiser, [2]*shoptest.Shop{shop, other}
		pay := func(rt *rapid.T) { s.settleCheckout(rt, "paid") }
		// Changes of a paid booking come more often than what ends it (end: a cancel, by
		// the customer or the organisers, or a call-off), so sequences reach the states
		// where changes meet (a raise waiting for its payment, then fewer persons, then
		// its payment).
		rt.Repeat(map[string]func(*rapid.T){
			"":              s.check,
			"pay":           pay,
			"payAgain":      pay,
			"fail":          func(rt *rapid.T) { s.settleCheckout(rt, "failed") },
			"expire":        func(rt *rapid.T) { s.settleCheckout(rt, "expired") },
			"retry":         s.retry,
			"fewer":         s.fewer,
			"fewerAgain":    s.fewer,
			"more":          s.more,
			"moreAgain":     s.more,
			"move":          s.move,
			"moveAgain":     s.move,
			"end":           s.end,
			"organiserMove": s.organiserMove,
			"choose":        s.choose,
			"chargeback":    s.chargeback,
			"reversal":      s.reversal,
			"webhookAgain":  s.webhookAgain,
			"restart":       s.restart,
			"reprice":       s.reprice,
		})
	})
}

// scenario is one booking and what happened to it.
type scenario struct {
	// t makes the rows a scenario starts from.
	t     *testing.T
	shop  *shoptest.Shop
	ctx   context.Context
	id    string
	token string
	walks []string
	// lostHooks: this scenario loses webhooks at random (reconciliation or a later one
	// delivers them).
	lostHooks bool
	calledOff bool
	// repriced: the organisers changed a walk's price, so a booking's persons may be at
	// several prices.
	repriced bool
	// organiser is who cancels or moves as the organisers.
	organiser string
	// processes are the shop's two processes; shop is the one serving now. sandbox is
	// the Mollie both use.
	processes [2]*shoptest.Shop
	sandbox   *sandbox.Sandbox
}

// restart has the shop's other process serve the next steps, as after a restart: what
// one process keeps in memory, the other does not know.
func (s *scenario) restart(*rapid.T) {
	if s.shop == s.processes[0] {
		s.shop = s.processes[1]
	} else {
		s.shop = s.processes[0]
	}
}

// newScenario books a few places on a new walk, maybe partly with a voucher, and opens
// its checkout.
func newScenario(t *testing.T, rt *rapid.T, shop *shoptest.Shop, n int) *scenario {
	ctx := context.Background()
	s := &scenario{t: t, shop: shop, sandbox: shop.Sandbox, ctx: ctx, lostHooks: rapid.Bool().Draw(rt, "lostWebhooks")}
	for i, price := range []int{rapid.IntRange(2, 6).Draw(rt, "price") * 500, rapid.IntRange(2, 6).Draw(rt, "otherPrice") * 500} {
		s.walks = append(s.walks, testdb.Walk(t, shop.DB, fmt.Sprintf("saldo-%d-%d", n, i), shop.Now().AddDate(0, 0, 20+i), 30, price, true))
	}
	o := booking.Order{Qty: rapid.IntRange(1, 4).Draw(rt, "qty"), GuestName: "Saldo Proef", GuestEmail: fmt.Sprintf("saldo%d@example.nl", n),
		GuestPhone: "0612345678", Language: "nl"}
	if rapid.Bool().Draw(rt, "invoice") {
		o.Invoice = &invoice.Request{Company: "Proef BV", Address: "Dijk 1, 6701 AA Wageningen"}
	}
	if value := rapid.SampledFrom([]int{0, 1000, 2000}).Draw(rt, "voucher"); value > 0 {
		code := fmt.Sprintf("SALDO-PROEF-%d", n)
		testdb.Row(t, shop.DB, `INSERT INTO vouchers (code_hash, value_cents, remaining_cents, status, payment_status, recipient_name,
			recipient_email, purchaser_name, purchaser_email, valid_until, paid_at) VALUES (?, ?, ?,
			'ACTIVE', 'PAID', 'R', 'r@example.nl', 'P', 'p@example.nl', now() + interval '1 year', now()) RETURNING id`,
			vouchercode.Hash(code), value, value)
		o.VoucherCode = code
	}
	b, _, err := shop.Bookings.StartPayment(ctx, s.walks[0], o)
	if err != nil {
		rt.Fatalf("start: %v", err)
	}
	s.id = b.ID
	var link string
	if err := shop.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		link, err = shop.Bookings.ManageLink(ctx, tx, b.ID)
		return err
	}); err != nil {
		rt.Fatal(err)
	}
	s.token = path.Base(link)
	if rapid.IntRange(0, 3).Draw(rt, "paidAtOnce") > 0 {
		s.settleCheckout(rt, "paid")
	}
	return s
}

// checkout is a Mollie payment opened for the booking or one of its changes.
type checkout struct {
	MollieID string `bun:"mollie_id"`
	URL      string `bun:"checkout_url"`
}

// checkoutsOf lists the checkouts of the booking and its changes, oldest first.
func (s *scenario) checkoutsOf(rt *rapid.T) []checkout {
	var out []checkout
	if err := s.shop.DB.NewRaw(`SELECT p.mollie_id, p.checkout_url FROM payments p LEFT JOIN booking_changes c ON c.id = p.booking_change_id
		WHERE (p.booking_id = ?0 OR c.booking_id = ?0) AND p.checkout_url IS NOT NULL ORDER BY p.created_at, p.id`, s.id).
		Scan(s.ctx, &out); err != nil && !strings.Contains(err.Error(), "no rows") {
		rt.Fatal(err)
	}
	return out
}

// settleCheckout has one of the checkouts (mostly the newest) end as status at Mollie.
func (s *scenario) settleCheckout(rt *rapid.T, status string) {
	all := s.checkoutsOf(rt)
	if len(all) == 0 {
		rt.Skip("no checkout")
	}
	i := len(all) - 1
	if rapid.Bool().Draw(rt, "older") {
		i = rapid.IntRange(0, i).Draw(rt, "which")
	}
	if p, ok := s.sandbox.Payment(all[i].MollieID); !ok || p.Status != "open" {
		rt.Skip("that checkout has ended")
	}
	// The shop cancels a replaced checkout in a job of its own, which may end it between
	// the look above and the customer's choice: the checkout then refuses (409), as
	// Mollie's does, and nothing happened.
	switch code, _ := s.shop.Choose(s.t, all[i].URL, status); code {
	case http.StatusSeeOther:
	case http.StatusConflict:
		rt.Skip("that checkout ended meanwhile")
	default:
		rt.Fatalf("checkout answered %d, want 303", code)
	}
	s.webhook(rt, all[i].MollieID)
}

// webhook delivers Mollie's webhook for a payment, unless this scenario loses them;
// reconciliation then finds it (Sync is what both call).
func (s *scenario) webhook(rt *rapid.T, molliePaymentID string) {
	if s.lostHooks && rapid.Bool().Draw(rt, "lost") {
		return
	}
	if _, err := s.shop.Payments.Sync(s.ctx, molliePaymentID); err != nil {
		rt.Fatalf("sync %s: %v", molliePaymentID, err)
	}
}

// webhookAgain repeats (or, after a lost one, finally delivers) a payment's webhook.
func (s *scenario) webhookAgain(rt *rapid.T) {
	all := s.checkoutsOf(rt)
	if len(all) == 0 {
		rt.Skip("no payment")
	}
	p := rapid.SampledFrom(all).Draw(rt, "payment").MollieID
	if _, err := s.shop.Payments.Sync(s.ctx, p); err != nil {
		rt.Fatalf("sync %s: %v", p, err)
	}
}

// refused accepts what the shop answers a step it may refuse (a Dutch error for the
// caller); anything else fails.
func refused(rt *rapid.T, what string, err error) {
	var e *errs.Error
	if err != nil && !errors.As(err, &e) {
		rt.Fatalf("%s: %v", what, err)
	}
}

func (s *scenario) retry(rt *rapid.T) {
	_, err := s.shop.Bookings.Retry(s.ctx, s.id)
	refused(rt, "retry", err)
}

func (s *scenario) fewer(rt *rapid.T) {
	b := s.booking(rt)
	if b.Qty < 2 {
		rt.Skip("one person")
	}
	_, err := s.shop.Bookings.ManageReduce(s.ctx, s.token, rapid.IntRange(1, b.Qty-1).Draw(rt, "fewer"))
	refused(rt, "fewer", err)
}

func (s *scenario) more(rt *rapid.T) {
	b := s.booking(rt)
	if b.Qty >= 6 {
		rt.Skip("enough persons")
	}
	_, _, err := s.shop.Bookings.ManageChangeQty(s.ctx, s.token, rapid.IntRange(b.Qty+1, 6).Draw(rt, "more"))
	refused(rt, "more", err)
}

func (s *scenario) move(rt *rapid.T) {
	b := s.booking(rt)
	to := s.walks[0]
	if b.Walk.ID == to {
		to = s.walks[1]
	}
	if b.Walk.CalledOff {
		_, _, err := s.shop.WalkOps.Choose(s.ctx, s.token, walkops.Choice{Choice: walkops.ChoiceMove, WalkID: to})
		refused(rt, "move after call-off", err)
		return
	}
	_, _, err := s.shop.Bookings.ManageMove(s.ctx, s.token, to, "")
	refused(rt, "move", err)
}

// end ends the booking one of the ways it can end: the customer cancels, the organisers
// cancel it keeping the money, or they call its walk off (its customer then chooses).
func (s *scenario) end(rt *rapid.T) {
	if rapid.IntRange(0, 5).Draw(rt, "endNow") > 0 {
		rt.Skip("not yet") // the end is rarer than any change
	}
	switch rapid.IntRange(0, 2).Draw(rt, "end") {
	case 0:
		s.cancel(rt)
	case 1:
		s.organiserCancelKeepingTheMoney(rt)
	default:
		s.callOff(rt)
	}
}

func (s *scenario) cancel(rt *rapid.T) {
	_, err := s.shop.Bookings.ManageCancel(s.ctx, s.token)
	refused(rt, "cancel", err)
}

func (s *scenario) organiserCancelKeepingTheMoney(rt *rapid.T) {
	_, err := s.shop.Bookings.OrganiserCancel(s.ctx, s.id, booking.OrganiserCancellation{OrganiserID: s.organiser,
		Refund: false, Reason: "Dubbel geboekt"})
	refused(rt, "organiser cancel", err)
}

func (s *scenario) organiserMove(rt *rapid.T) {
	b := s.booking(rt)
	to := s.walks[0]
	if b.Walk.ID == to {
		to = s.walks[1]
	}
	_, err := s.shop.Bookings.Move(s.ctx, s.id, to, booking.OrganiserMove{OrganiserID: s.organiser,
		WithoutPayment: rapid.Bool().Draw(rt, "withoutPayment")})
	refused(rt, "organiser move", err)
}

// reprice has the organisers change the price of one of the scenario's walks: the places
// booked stay at the price they were booked at, places added or moved to take the new one.
func (s *scenario) reprice(rt *rapid.T) {
	walkID := rapid.SampledFrom(s.walks).Draw(rt, "repriced")
	testdb.Row(s.t, s.shop.DB, `UPDATE walks SET price_cents = ? WHERE id = ? RETURNING id`, rapid.IntRange(2, 6).Draw(rt, "newPrice")*500, walkID)
	s.repriced = true
}

func (s *scenario) callOff(rt *rapid.T) {
	if s.calledOff {
		rt.Skip("called off already")
	}
	b := s.booking(rt)
	_, err := s.shop.WalkOps.CallOff(s.ctx, b.Walk.ID, walkops.CallOffNotice{Reason: "Storm op komst"})
	refused(rt, "call off", err)
	s.calledOff = err == nil
	if s.calledOff {
		// A new walk to move to, beside the one called off.
		s.walks = append(s.walks, testdb.Walk(s.t, s.shop.DB, fmt.Sprintf("saldo-%s-later", s.id[:8]), s.shop.Now().AddDate(0, 0, 40),
			30, rapid.IntRange(2, 6).Draw(rt, "laterPrice")*500, true))
		s.walks = s.walks[len(s.walks)-2:]
	}
}

func (s *scenario) choose(rt *rapid.T) {
	choice := rapid.SampledFrom([]string{walkops.ChoiceRefund, walkops.ChoiceCredit}).Draw(rt, "choice")
	_, _, err := s.shop.WalkOps.Choose(s.ctx, s.token, walkops.Choice{Choice: choice})
	refused(rt, "choose "+choice, err)
}

// chargeback has the bank take back (part of) a paid payment of the booking that
// nothing was refunded of yet.
func (s *scenario) chargeback(rt *rapid.T) {
	p := s.paidPayment(rt)
	var refunded int
	if err := s.shop.DB.NewRaw(`SELECT count(*) FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.mollie_id = ?`, p).
		Scan(s.ctx, &refunded); err != nil {
		rt.Fatal(err)
	}
	if refunded > 0 {
		rt.Skip("refunded already")
	}
	if rapid.Bool().Draw(rt, "whole") {
		if err := s.sandbox.ChargeBack(p); err != nil {
			rt.Skip(err.Error())
		}
	} else if err := s.sandbox.ChargeBackPart(p, 500); err != nil {
		rt.Skip(err.Error())
	}
	s.webhook(rt, p)
}

func (s *scenario) reversal(rt *rapid.T) {
	p := s.paidPayment(rt)
	if err := s.sandbox.ReverseChargebacks(p); err != nil {
		rt.Skip(err.Error())
	}
	s.webhook(rt, p)
}

// paidPayment is one of the booking's payments Mollie holds as paid.
func (s *scenario) paidPayment(rt *rapid.T) string {
	var paid []string
	for _, c := range s.checkoutsOf(rt) {
		if p, ok := s.sandbox.Payment(c.MollieID); ok && p.Status == "paid" {
			paid = append(paid, c.MollieID)
		}
	}
	if len(paid) == 0 {
		rt.Skip("nothing paid")
	}
	return rapid.SampledFrom(paid).Draw(rt, "paid")
}

func (s *scenario) booking(rt *rapid.T) booking.Booking {
	b, err := s.shop.Bookings.Get(s.ctx, s.id)
	if err != nil {
		rt.Fatal(err)
	}
	return b
}

// check is what must hold after every step, for every booking in the shop.
func (s *scenario) check(rt *rapid.T) {
	for _, v := range balanceViolations(rt, s.shop, s.id, s.repriced) {
		rt.Error(v)
	}
}

// balanceViolations lists what breaks the money's invariants, computed from the raw rows
// (not from the view booking_balances the shop reads, which it cross-checks):
//   - no payment's refunds exceed it (and PostgreSQL refuses to make one at Mollie
//     beyond what the bank left of it);
//   - what the customer paid (card, voucher, outside Mollie) = what the shop kept + what
//     went back (refunds, call-off credit, owed by hand), and what it kept is what the
//     booking is worth: what its positions are worth while it holds places (persons ×
//     price while no walk's price changed (repriced) and no move to a dearer walk
//     without a further payment kept what was paid), PAID only when covered,
//     its fee once cancelled, nothing once failed; a PENDING booking kept no more than
//     its voucher part;
//   - an invoiced booking's invoices and credit notes add up to what it kept;
//   - every amount a change promised (refund, by hand) is a refund or owed-by-hand row
//     keyed by that change;
//   - a voucher's balance is its value plus its ledger, never below zero.
func balanceViolations(rt *rapid.T, shop *shoptest.Shop, bookingID string, repriced bool) []string {
	var out []string
	query := func(q string) {
		var rows []string
		if err := shop.DB.NewRaw(q, bookingID, repriced).Scan(context.Background(), &rows); err != nil && !strings.Contains(err.Error(), "no rows") {
			rt.Fatalf("%s: %v", q, err)
		}
		out = append(out, rows...)
	}
	query(`SELECT 'payment ' || p.mollie_id || ' refunds ' || sum(r.amount_cents) || ' of ' || p.amount_cents
		FROM payments p JOIN refunds r ON r.payment_id = p.id AND r.replaced_by IS NULL AND r.status NOT IN ('failed', 'canceled')
		LEFT JOIN booking_changes c ON c.id = p.booking_change_id
		WHERE p.booking_id = ?0 OR c.booking_id = ?0
		GROUP BY p.id HAVING sum(r.amount_cents) > p.amount_cents`)
	query(`WITH paid AS (
			SELECT b.id, b.status, b.cancellation_fee_cents, b.voucher_used_cents,
				(SELECT COALESCE(sum(quantity * unit_cents), 0) FROM booking_positions WHERE booking_id = b.id) AS subtotal_cents,
				b.qty * (SELECT price_cents FROM walks WHERE id = b.walk_id) AS persons_times_price,
				EXISTS (SELECT 1 FROM booking_moves m WHERE m.booking_id = b.id AND m.waived_cents > 0) AS waived,
				COALESCE((SELECT sum(p.amount_cents) FROM payments p LEFT JOIN booking_changes c ON c.id = p.booking_change_id
					WHERE p.status = 'paid' AND (p.booking_id = b.id OR c.booking_id = b.id)), 0)
				+ COALESCE((SELECT -sum(l.amount_cents) FROM voucher_ledger l WHERE l.booking_id = b.id), 0)
				+ COALESCE((SELECT sum(o.amount_cents) FROM outside_payments o WHERE o.booking_id = b.id), 0) AS paid,
				COALESCE((SELECT sum(r.amount_cents) FROM refunds r JOIN payments p ON p.id = r.payment_id
					LEFT JOIN booking_changes c ON c.id = p.booking_change_id
					WHERE (p.booking_id = b.id OR c.booking_id = b.id) AND r.replaced_by IS NULL AND r.status <> 'canceled'), 0)
				+ COALESCE((SELECT sum(v.value_cents - v.bonus_cents) FROM vouchers v WHERE v.credit_booking_id = b.id), 0)
				+ COALESCE((SELECT sum(h.amount_cents) FROM owed_by_hand h WHERE h.booking_id = b.id), 0) AS back,
				(SELECT count(*) FROM invoices i WHERE i.booking_id = b.id) AS invoices,
				COALESCE((SELECT sum(i.total_cents) FROM invoices i WHERE i.booking_id = b.id
					OR i.credits_id IN (SELECT id FROM invoices WHERE booking_id = b.id AND kind = 'invoice') AND i.booking_id IS NULL), 0) AS invoiced
			FROM bookings b WHERE b.id = ?0)
		SELECT 'booking ' || paid.id || ' ' || paid.status || ': paid ' || paid.paid || ', back ' || paid.back || ', worth ' ||
			CASE WHEN paid.status IN ('PAID', 'PENDING') THEN paid.subtotal_cents ELSE paid.cancellation_fee_cents END ||
			', balance says kept ' || (bb.received - bb.returned) || ', invoiced ' || paid.invoiced
		FROM paid JOIN booking_balances bb ON bb.booking_id = paid.id
		WHERE paid.paid - paid.back <> bb.received - bb.returned
			OR paid.status = 'PAID' AND paid.paid - paid.back <> paid.subtotal_cents
			OR paid.status IN ('PAID', 'PENDING') AND paid.subtotal_cents <> paid.persons_times_price AND NOT paid.waived AND NOT ?1
			OR paid.status IN ('CANCELLED', 'FAILED') AND paid.paid - paid.back <> paid.cancellation_fee_cents
			OR paid.status = 'PENDING' AND paid.paid - paid.back > paid.voucher_used_cents
			OR paid.invoices > 0 AND paid.invoiced <> paid.paid - paid.back`)
	query(`SELECT 'change ' || a.id || ' promised ' || (a.refund_cents + a.by_hand_cents) || ', rows hold ' ||
			(COALESCE((SELECT sum(r.amount_cents) FROM refunds r WHERE r.cause = 'change-' || a.id OR r.cause LIKE 'change-' || a.id || '-%'), 0)
			+ COALESCE((SELECT sum(h.amount_cents) FROM owed_by_hand h WHERE h.cause = 'change-' || a.id), 0))
		FROM booking_amendments a
		WHERE a.booking_id = ?0 AND a.refund_cents + a.by_hand_cents <>
			COALESCE((SELECT sum(r.amount_cents) FROM refunds r WHERE r.cause = 'change-' || a.id OR r.cause LIKE 'change-' || a.id || '-%'), 0)
			+ COALESCE((SELECT sum(h.amount_cents) FROM owed_by_hand h WHERE h.cause = 'change-' || a.id), 0)`)
	query(`SELECT 'voucher ' || v.id || ' remaining ' || v.remaining_cents || ', value and ledger ' ||
			(v.value_cents + COALESCE((SELECT sum(l.amount_cents) FROM voucher_ledger l WHERE l.voucher_id = v.id), 0))
		FROM vouchers v WHERE (v.id = (SELECT voucher_id FROM bookings WHERE id = ?0) OR v.credit_booking_id = ?0) AND (v.remaining_cents < 0
			OR v.remaining_cents <> v.value_cents + COALESCE((SELECT sum(l.amount_cents) FROM voucher_ledger l WHERE l.voucher_id = v.id), 0))`)
	return out
}

// TestThePropertyTestFindsABrokenBalance: the invariants catch a booking that kept less
// than it is worth (the review's five persons for the price of three), so the property
// test can fail.
func TestThePropertyTestFindsABrokenBalance(t *testing.T) {
	shop := shoptest.Start(t, shoptest.Options{})
	walkID := testdb.Walk(t, shop.DB, "vijf-voor-drie", shop.Now().AddDate(0, 0, 20), 10, 2000, true)
	b := testdb.Booking(t, shop.DB, walkID, nil, 5, 10000, "PAID", time.Now())
	testdb.Row(t, shop.DB, `INSERT INTO payments (mollie_id, subject_kind, booking_id, amount_cents, status, paid_at)
		VALUES ('tr_drie', 'booking', ?, 6000, 'paid', now()) RETURNING id`, b)
	rapid.Check(t, func(rt *rapid.T) {
		if v := balanceViolations(rt, shop, b, false); len(v) != 1 || !strings.Contains(v[0], "paid 6000") {
			rt.Fatalf("violations %v, want the booking that paid 6000 for 10000", v)
		}
	})
}
