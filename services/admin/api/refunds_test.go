package api_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/server/servertest"
)

// cancelledPaidBooking is a cancelled booking of cents, paid by the Mollie payment tr_een
// now; it returns the booking's and the payment's ids.
func (e *env) cancelledPaidBooking(cents int) (booking, payment string) {
	e.t.Helper()
	walk := testdb.Walk(e.t, e.db, "een", time.Now().AddDate(0, 0, 10), 10, cents/2, true)
	booking = testdb.Booking(e.t, e.db, walk, nil, 2, cents, "CANCELLED", time.Now())
	return booking, testdb.Row(e.t, e.db, `INSERT INTO payments (mollie_id, subject_kind, booking_id, amount_cents, status, method, paid_at)
		VALUES ('tr_een', 'booking', ?, ?, 'paid', 'ideal', now()) RETURNING id`, booking, cents)
}

// TestRefundsThatNeedTheOrganisers: the "Aandacht nodig" list shows the refunds Mollie
// refused or that could not be made, with why; "opnieuw proberen" asks again with a new
// idempotency key and a new job, "handmatig afgehandeld" takes one off for good, and an
// action on a refund that is not on the list is refused in Dutch.
func TestRefundsThatNeedTheOrganisers(t *testing.T) {
	e := newEnv(t)
	b, pay := e.cancelledPaidBooking(4000)
	refund := `INSERT INTO refunds (payment_id, cause, amount_cents, status, problem, problem_detail, problem_at)
		VALUES (?, ?, ?, ?, ?, ?, CASE WHEN ?::text IS NULL THEN NULL ELSE now() END) RETURNING id`
	refused := testdb.Row(t, e.db, refund, pay, "cancel-b", 1000, "failed", "refused", "The amount is higher than the amount remaining", "refused")
	stuck := testdb.Row(t, e.db, refund, pay, "late-tr_een", 2000, "requested", "gave_up", "500 Internal Server Error", "gave_up")
	testdb.Row(t, e.db, refund, pay, "move-1", 1000, "requested", nil, nil, nil)
	oldKey := testdb.Row(t, e.db, `SELECT idempotency_key FROM refunds WHERE id = ?`, refused)

	type attention struct {
		ID, Problem, Status, SubjectKind, SubjectID, MolliePaymentID string
		Detail                                                       *string
		AmountCents                                                  int
	}
	list := servertest.Decode[[]attention](t, e.call(e.admin, "GET", "/api/v1/admin/refunds/attention", ""))
	if len(list) != 2 || list[0].ID != refused || list[0].Problem != "refused" || list[0].SubjectKind != "booking" || list[0].SubjectID != b ||
		list[0].MolliePaymentID != "tr_een" || list[0].Detail == nil || list[1].ID != stuck || list[1].AmountCents != 2000 {
		t.Fatalf("the list %+v", list)
	}
	d := servertest.Decode[map[string]any](t, e.call(e.admin, "GET", "/api/v1/admin/bookings/"+b, ""))
	if refunds := d["refunds"].([]any); len(refunds) != 3 || refunds[0].(map[string]any)["problem"] != "refused" ||
		refunds[0].(map[string]any)["id"] != refused || refunds[0].(map[string]any)["mollieId"] != nil {
		t.Errorf("the booking's refunds %v", d["refunds"])
	}

	if rec := e.call(e.admin, "POST", "/api/v1/admin/refunds/"+refused+"/retry", ""); rec.Code != http.StatusNoContent {
		t.Fatalf("retry: %d %s", rec.Code, rec.Body)
	}
	if got := testdb.Row(t, e.db, `SELECT status || ' ' || (problem IS NULL) || ' ' || (idempotency_key::text <> ?) FROM refunds WHERE id = ?`, oldKey, refused); got != "requested true true" {
		t.Errorf("the retried refund: %s, want requested, no problem, a new key", got)
	}
	if n := testdb.Row(t, e.db, `SELECT count(*) FROM river_job WHERE kind = 'refund' AND args->>'refundId' = ?`, refused); n != "1" {
		t.Errorf("%s refund jobs for the retried refund, want 1", n)
	}
	rec := e.call(e.admin, "POST", "/api/v1/admin/refunds/"+refused+"/retry", "")
	if rec.Code != http.StatusConflict || !strings.Contains(rec.Body.String(), "vraagt geen aandacht (meer)") {
		t.Errorf("retrying twice: %d %s", rec.Code, rec.Body)
	}

	if rec := e.call(e.admin, "POST", "/api/v1/admin/refunds/"+stuck+"/settled", ""); rec.Code != http.StatusNoContent {
		t.Fatalf("settled: %d %s", rec.Code, rec.Body)
	}
	if by := testdb.Row(t, e.db, `SELECT handled_by FROM refunds WHERE id = ? AND handled_at IS NOT NULL`, stuck); by != e.adminID {
		t.Errorf("settled by %q, want the organiser %s", by, e.adminID)
	}
	if list := servertest.Decode[[]attention](t, e.call(e.admin, "GET", "/api/v1/admin/refunds/attention", "")); len(list) != 0 {
		t.Errorf("the list after both: %+v", list)
	}
	if rec := e.call(e.admin, "POST", "/api/v1/admin/refunds/"+stuck+"/retry", ""); rec.Code != http.StatusConflict {
		t.Errorf("retrying a refund settled by hand: %d %s", rec.Code, rec.Body)
	}
	for _, id := range []string{"8a1c2b9e-0000-4000-8000-000000000000", "niet-een-id"} {
		if rec := e.call(e.admin, "POST", "/api/v1/admin/refunds/"+id+"/settled", ""); rec.Code != 404 || !strings.Contains(rec.Body.String(), "Terugbetaling niet gevonden") {
			t.Errorf("%s: %d %s", id, rec.Code, rec.Body)
		}
	}
}

// TestALineThatOnlyInformsIsDismissed: a refund of money that came through a replaced or
// ended checkout shows on "Aandacht nodig" as stale_payment; "handmatig afgehandeld"
// takes the line off without settling the refund by hand, so the shop goes on making it;
// "opnieuw proberen" is refused, as there is nothing to retry.
func TestALineThatOnlyInformsIsDismissed(t *testing.T) {
	e := newEnv(t)
	_, pay := e.cancelledPaidBooking(4000)
	stale := testdb.Row(t, e.db, `INSERT INTO refunds (payment_id, cause, amount_cents, status, problem, problem_detail, problem_at)
		VALUES (?, 'late-tr_een', 4000, 'requested', 'stale_payment', 'Terugbetaling', now()) RETURNING id`, pay)
	type attention struct{ ID, Problem, Status string }
	list := servertest.Decode[[]attention](t, e.call(e.admin, "GET", "/api/v1/admin/refunds/attention", ""))
	if len(list) != 1 || list[0].ID != stale || list[0].Problem != "stale_payment" || list[0].Status != "requested" {
		t.Fatalf("the list %+v", list)
	}
	key := testdb.Row(t, e.db, `SELECT idempotency_key FROM refunds WHERE id = ?`, stale)
	if rec := e.call(e.admin, "POST", "/api/v1/admin/refunds/"+stale+"/retry", ""); rec.Code != http.StatusConflict {
		t.Errorf("retrying a refund the shop is making anyway: %d %s", rec.Code, rec.Body)
	}
	if got := testdb.Row(t, e.db, `SELECT idempotency_key FROM refunds WHERE id = ? AND problem = 'stale_payment'`, stale); got != key {
		t.Errorf("the refund after a refused retry: key %q, want %q and its line", got, key)
	}
	if rec := e.call(e.admin, "POST", "/api/v1/admin/refunds/"+stale+"/settled", ""); rec.Code != http.StatusNoContent {
		t.Fatalf("dismiss: %d %s", rec.Code, rec.Body)
	}
	if got := testdb.Row(t, e.db, `SELECT status || ' ' || (problem IS NULL) || ' ' || (handled_at IS NULL) FROM refunds WHERE id = ?`, stale); got != "requested true true" {
		t.Errorf("the dismissed refund: %s, want still requested, no line, not settled by hand", got)
	}
	if list := servertest.Decode[[]attention](t, e.call(e.admin, "GET", "/api/v1/admin/refunds/attention", "")); len(list) != 0 {
		t.Errorf("the list after dismissing: %+v", list)
	}
	if rec := e.call(e.admin, "POST", "/api/v1/admin/refunds/"+stale+"/settled", ""); rec.Code != http.StatusConflict {
		t.Errorf("dismissing twice: %d %s", rec.Code, rec.Body)
	}
}

// TestACalledOffWalkKeepsItsCancelledBookings: after the organisers call a walk off, a
// booking paid partly by voucher has its voucher part written back at once and is listed
// with it among the cancellations; one paid by card is not refunded at once (by
// design: the customer chooses credit or money back) but gets an open choice that the choices list shows; a booking that
// was never paid is in neither.
func TestACalledOffWalkKeepsItsCancelledBookings(t *testing.T) {
	e := newEnv(t)
	walk := testdb.Walk(t, e.db, "afgelast", time.Now().AddDate(0, 0, 10), 10, 2500, true)
	byVoucher := testdb.Booking(t, e.db, walk, nil, 2, 0, "PAID", time.Now())
	voucher := testdb.Voucher(t, e.db, []byte("afgelast"), 5000, 3000, time.Now().AddDate(1, 0, 0))
	testdb.Row(t, e.db, `UPDATE bookings SET voucher_id = ? WHERE id = ? RETURNING id`, voucher, byVoucher)
	testdb.SetWorth(t, e.db, byVoucher, 2, 2000, 2000)
	testdb.Row(t, e.db, `INSERT INTO voucher_ledger (voucher_id, booking_id, kind, amount_cents) VALUES (?, ?, 'SPEND', -2000) RETURNING id`, voucher, byVoucher)
	byCard := testdb.Booking(t, e.db, walk, nil, 1, 2500, "PAID", time.Now())
	testdb.Row(t, e.db, `INSERT INTO payments (mollie_id, subject_kind, booking_id, amount_cents, status, method, paid_at)
		VALUES ('tr_afgelast', 'booking', ?, 2500, 'paid', 'ideal', now()) RETURNING id`, byCard)
	testdb.Row(t, e.db, `UPDATE bookings SET mollie_payment_id = 'tr_afgelast' WHERE id = ? RETURNING id`, byCard)
	testdb.Booking(t, e.db, walk, nil, 1, 2500, "CANCELLED", time.Now()) // an unpaid booking that ran out of time

	rec := e.call(e.admin, "POST", "/api/v1/walks/admin/"+walk+"/call-off", `{"reason":"Storm op de hei"}`)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"choicesOffered":1`) || !strings.Contains(rec.Body.String(), `"refundsQueued":0`) {
		t.Fatalf("call off: %d %s", rec.Code, rec.Body)
	}
	rec = e.call(e.admin, "GET", "/api/v1/walks/admin/"+walk+"/cancellations", "")
	type cancellation struct {
		ID, Name, Email                                    string
		Qty, TotalCents, RefundCents, VoucherReturnedCents int
		RefundStatus                                       *string
		CancelledAt                                        time.Time
	}
	got := servertest.Decode[[]cancellation](t, rec)
	if rec.Header().Get("Content-Range") != "cancellations 0-0/1" || len(got) != 1 || got[0].ID != byVoucher || got[0].Qty != 2 ||
		got[0].RefundCents != 0 || got[0].RefundStatus != nil || got[0].VoucherReturnedCents != 2000 || got[0].CancelledAt.IsZero() {
		t.Fatalf("cancellations %s", rec.Body)
	}
	rec = e.call(e.admin, "GET", "/api/v1/walks/admin/"+walk+"/choices", "")
	type choice struct {
		ID                     string
		PaidCents, CreditCents int
		Choice                 *string
	}
	choices := servertest.Decode[[]choice](t, rec)
	if len(choices) != 1 || choices[0].ID != byCard || choices[0].PaidCents != 2500 || choices[0].CreditCents != 2750 ||
		choices[0].Choice != nil {
		t.Fatalf("choices %s", rec.Body)
	}
	rec = e.call(e.admin, "GET", "/api/v1/admin/bookings/"+byCard, "")
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"calloffChoices":[{"paidCents":2500,"creditCents":2750`) ||
		!strings.Contains(rec.Body.String(), `"choice":null`) {
		t.Fatalf("the booking's history: %d %s", rec.Code, rec.Body)
	}
	if n := testdb.Row(t, e.db, `SELECT count(*)::text FROM refunds`); n != "0" {
		t.Errorf("refunds at once: %s", n)
	}
	for _, path := range []string{"cancellations", "choices"} {
		if rec := e.call(e.admin, "GET", "/api/v1/walks/admin/8a1c2b9e-0000-4000-8000-000000000000/"+path, ""); rec.Code != http.StatusNotFound {
			t.Errorf("%s of an unknown walk: %d", path, rec.Code)
		}
	}
}

// TestACancellationTheCustomerAskedFor: an organiser who cancels a booking because the
// customer asked says so, and the customer's mail is told (not "we had to cancel"); each
// cancel is recorded with the organiser who made it.
func TestACancellationTheCustomerAskedFor(t *testing.T) {
	e := newEnv(t)
	walk := testdb.Walk(t, e.db, "gevraagd", time.Now().AddDate(0, 0, 10), 10, 2500, true)
	asked := testdb.Booking(t, e.db, walk, nil, 1, 2500, "PAID", time.Now())
	ours := testdb.Booking(t, e.db, walk, nil, 1, 2500, "PAID", time.Now())
	for id, body := range map[string]string{
		asked: `{"refund":false,"reason":"Je belde dat je ziek bent.","customerAsked":true}`,
		ours:  `{"refund":false,"reason":"De gids is ziek geworden."}`,
	} {
		if rec := e.call(e.admin, "POST", "/api/v1/admin/bookings/"+id+"/cancel", body); rec.Code != http.StatusOK {
			t.Fatalf("cancel: %d %s", rec.Code, rec.Body)
		}
	}
	if by := testdb.Row(t, e.db, `SELECT string_agg(DISTINCT actor || ' ' || organiser_id, ', ') FROM booking_amendments WHERE booking_id IN (?, ?)`,
		asked, ours); by != "organiser "+e.adminID {
		t.Errorf("the cancels are recorded as made by %q, want the organiser %s", by, e.adminID)
	}
	mails := testdb.Row(t, e.db, `SELECT string_agg(args::text, ' ') FROM river_job WHERE args::text LIKE '%booking-cancelled%' OR args::text LIKE '%ziek%'`)
	if strings.Count(mails, `"customerAsked": true`) != 1 || !strings.Contains(mails, "Je belde dat je ziek bent.") {
		t.Fatalf("the customers' mails: %s", mails)
	}
}
