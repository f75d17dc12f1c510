package bench

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// StormConfig sizes the webhook storm.
type StormConfig struct {
	Calls int
}

// paidBooking is a booking whose payment is paid at the sandbox but not yet known to the shop.
type paidBooking struct {
	id, paymentID, email string
}

// payAtSandbox creates a paid-walk booking through the BFF and pays it on the sandbox's
// checkout page. The stack must lose the sandbox's own webhooks (LostWebhooks), so the
// shop still holds the booking PENDING afterwards.
func payAtSandbox(ctx context.Context, st *Stack, walkID, email string) (paidBooking, error) {
	a := Do(Client(10*time.Second), GuestRequest("POST", st.URL+"/api/v1/payments/create-booking-payment",
		GuestOrder("walkId", walkID, 2, email)).WithContext(ctx), true)
	if a.Status != http.StatusCreated {
		return paidBooking{}, fmt.Errorf("create booking payment: %d %v %s", a.Status, a.Err, a.Body)
	}
	b := paidBooking{id: Field(a.Body, "bookingId"), email: email}
	if err := Pay(Field(a.Body, "checkoutUrl"), "paid"); err != nil {
		return paidBooking{}, err
	}
	var row struct {
		Status    string `bun:"status"`
		PaymentID string `bun:"mollie_payment_id"`
	}
	if err := st.Shop.DB.NewRaw(`SELECT status, mollie_payment_id FROM bookings WHERE id = ?`, b.id).Scan(ctx, &row); err != nil {
		return paidBooking{}, err
	}
	if row.Status != "PENDING" {
		return paidBooking{}, fmt.Errorf("booking is %s before any webhook reached the shop; the stack must lose the sandbox's webhooks", row.Status)
	}
	b.paymentID = row.PaymentID
	return b, nil
}

func webhookRequest(base, paymentID string) *http.Request {
	req, err := http.NewRequest("POST", base+"/api/v1/payments/webhook", strings.NewReader(url.Values{"id": {paymentID}}.Encode()))
	if err != nil {
		panic(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("User-Agent", "Mollie HTTP client/1.0 (Wandelwijs bench)")
	return req
}

// WebhookStorm pays one booking at the sandbox and POSTs its webhook Calls times at once
// through the BFF: the booking must be confirmed by exactly one transition with exactly
// one confirmation mail. The reference is the same number of calls for a second paid
// booking sent one after another on one connection.
func WebhookStorm(ctx context.Context, st *Stack, c StormConfig) (*Report, error) {
	r := &Report{Name: fmt.Sprintf("3. Webhook storm: one paid payment's webhook %d× at once through the BFF", c.Calls)}
	walkID, err := InsertWalk(ctx, st.Shop.DB, "storm-walk-"+randomHex(4), 20, 2500, 40)
	if err != nil {
		return nil, err
	}
	tag := randomHex(3)
	storm, err := payAtSandbox(ctx, st, walkID, "storm-"+tag+"@example.nl")
	if err != nil {
		return nil, err
	}
	seq, err := payAtSandbox(ctx, st, walkID, "sequential-"+tag+"@example.nl")
	if err != nil {
		return nil, err
	}
	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := st.Sandbox.WaitWebhooks(wctx); err != nil {
		return nil, err
	}

	// The storm: Calls connections, released together.
	before := st.Shop.Transitions.Load()
	fire := volleyOf(c.Calls, func(int) func() Answer {
		cl := Client(30 * time.Second)
		req := webhookRequest(st.URL, storm.paymentID).WithContext(ctx)
		return func() Answer {
			defer cl.CloseIdleConnections()
			return Do(cl, req, false)
		}
	})
	t0 := time.Now()
	answers := fire()
	stormTime := time.Since(t0)
	stormTransitions := st.Shop.Transitions.Load() - before

	// The reference: the same number of calls one after another.
	before = st.Shop.Transitions.Load()
	cl := Client(30 * time.Second)
	seqAnswers := make([]Answer, c.Calls)
	t0 = time.Now()
	for i := range seqAnswers {
		seqAnswers[i] = Do(cl, webhookRequest(st.URL, seq.paymentID).WithContext(ctx), false)
	}
	seqTime := time.Since(t0)
	cl.CloseIdleConnections()
	seqTransitions := st.Shop.Transitions.Load() - before

	stormRate := float64(c.Calls) / stormTime.Seconds()
	seqRate := float64(c.Calls) / seqTime.Seconds()
	r.Linef("storm: %d calls at once in %s = %.0f calls/s", c.Calls, stormTime.Round(time.Millisecond), stormRate)
	r.Linef("reference, one after another: %d calls in %s = %.0f calls/s", c.Calls, seqTime.Round(time.Millisecond), seqRate)
	r.Linef("ratio storm / sequential: %.2f×", stormRate/seqRate)

	for _, x := range []struct {
		name        string
		b           paidBooking
		answers     []Answer
		transitions int64
	}{{"storm", storm, answers, stormTransitions}, {"sequential", seq, seqAnswers, seqTransitions}} {
		ok := 0
		for _, a := range x.answers {
			if a.Status == http.StatusOK {
				ok++
			}
		}
		r.Invariant(x.name+": every webhook call answered 200", ok == len(x.answers), "%d of %d", ok, len(x.answers))
		status, err := bookingStatus(ctx, st, x.b.id)
		if err != nil {
			return nil, err
		}
		r.Invariant(x.name+": booking PAID", status == "PAID", "%s", status)
		r.Invariant(x.name+": exactly one transition", x.transitions == 1, "%d transition(s) reported by the booking service", x.transitions)
		jobs, err := Scalar(ctx, st.Shop.DB, `SELECT count(*) FROM river_job WHERE kind = 'mail' AND args->>'to' = ?`, x.b.email)
		if err != nil {
			return nil, err
		}
		r.Invariant(x.name+": exactly one mail job", jobs == 1, "%d mail job(s) for %s", jobs, x.b.email)
		mails, err := waitMails(st.Shop, x.b.email, 1)
		if err != nil {
			return nil, err
		}
		r.Invariant(x.name+": exactly one confirmation mail delivered", mails == 1, "%d mail(s) in the mailbox", mails)
	}
	return r, nil
}

func bookingStatus(ctx context.Context, st *Stack, id string) (string, error) {
	var s string
	err := st.Shop.DB.NewRaw(`SELECT status FROM bookings WHERE id = ?`, id).Scan(ctx, &s)
	return s, err
}

// waitMails waits up to 15 s for want mails to addr, then a little longer for any extra
// one, and returns how many arrived.
func waitMails(s *Shop, addr string, want int) (int, error) {
	var n int
	var err error
	_ = waitFor(15*time.Second, func() bool {
		n, err = s.MailsTo(addr)
		return err != nil || n >= want
	})
	if err != nil {
		return 0, err
	}
	time.Sleep(1500 * time.Millisecond) // longer than River's poll interval: a second mail would show
	return s.MailsTo(addr)
}
