package invoice_test

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/migrations/testdb"
)

// TestReissueFollowsTheBooking: Reissue credits a booking's standing invoice in full (its
// lines at negative prices) and issues the draft as the invoice that replaces it; a
// draft that says what the standing invoice says issues nothing, however often; nil
// credits without a new invoice, and a later draft invoices again after that credit
// note. A booking never invoiced gets nothing. The database keeps one standing invoice
// per booking and closes an invoice once.
func TestReissueFollowsTheBooking(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	s := invoice.NewService(db.DB, seller, time.Now)
	walkID := testdb.Walk(t, db, "reissue", time.Now().Add(72*time.Hour), 100, 2500, true)
	day := time.Date(2027, 5, 9, 10, 0, 0, 0, time.UTC)
	buyer := invoice.Buyer{Name: "Gast", Email: "gast@example.nl"}
	draft := func(qty, unit int, at time.Time) *invoice.Draft {
		return &invoice.Draft{Buyer: buyer, ServiceDate: at, VoucherCents: 1000,
			Lines: []invoice.Line{{Description: "Wandeling Bos", Quantity: qty, UnitCents: unit, VATRate: 21}}}
	}
	inv, err := issueIn(ctx, t, db, s, walkID, 7500)
	if err != nil {
		t.Fatal(err)
	}
	booking := inv.BookingID
	reissue := func(t *testing.T, id string, d *invoice.Draft) invoice.Reissued {
		t.Helper()
		var out invoice.Reissued
		if err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) (err error) {
			out, err = s.Reissue(ctx, tx, id, d)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		return out
	}
	count := func() int {
		var n int
		if err := db.NewRaw(`SELECT count(*) FROM invoices`).Scan(ctx, &n); err != nil {
			t.Fatal(err)
		}
		return n
	}

	// the first invoice: 1 × 7500 "Wandeling", the day it was issued
	first := reissue(t, booking, draft(3, 2500, day))
	if first.Credit == nil || first.Invoice == nil {
		t.Fatalf("a changed booking: %+v", first)
	}
	c, n := *first.Credit, *first.Invoice
	if c.Kind != invoice.KindCredit || c.Credits != inv.Number || c.TotalCents != -7500 ||
		!slices.Equal(c.Lines, []invoice.Line{{Description: "Wandeling", Quantity: 1, UnitCents: -7500, VATRate: 21}}) {
		t.Errorf("credit note %+v", c)
	}
	if n.Kind != invoice.KindInvoice || n.Replaces != inv.Number || n.TotalCents != 7500 || n.BookingID != booking ||
		!strings.HasSuffix(n.Note, "Voldaan: €\u00a010,00 met een cadeaubon, €\u00a065,00 online.") || n.Number <= c.Number {
		t.Errorf("new invoice %+v", n)
	}
	stored, err := s.Get(ctx, n.ID)
	if err != nil || stored.Replaces != inv.Number || stored.ServiceDate.Format(time.DateOnly) != "2027-05-09" {
		t.Errorf("stored %+v, %v", stored, err)
	}
	before := count()
	if again := reissue(t, booking, draft(3, 2500, day)); again.Credit != nil || again.Invoice != nil || count() != before {
		t.Errorf("nothing changed, yet %+v", again)
	}
	if moved := reissue(t, booking, draft(3, 2500, day.AddDate(0, 0, 7))); moved.Credit == nil || moved.Invoice == nil ||
		moved.Credit.Credits != n.Number || moved.Invoice.Replaces != n.Number {
		t.Errorf("another date: %+v", moved)
	}
	if standing, ok, err := s.Standing(ctx, db, booking); err != nil || !ok || standing.ServiceDate.Format(time.DateOnly) != "2027-05-16" {
		t.Errorf("standing %+v, %v, %v", standing, ok, err)
	}
	cancelled := reissue(t, booking, nil)
	if cancelled.Credit == nil || cancelled.Invoice != nil || cancelled.Credit.TotalCents != -7500 {
		t.Errorf("cancelled: %+v", cancelled)
	}
	if _, ok, err := s.Standing(ctx, db, booking); ok || err != nil {
		t.Errorf("a credited booking has a standing invoice: %v", err)
	}
	before = count()
	if again := reissue(t, booking, nil); again.Credit != nil || again.Invoice != nil || count() != before {
		t.Errorf("credited twice: %+v", again)
	}
	if later := reissue(t, booking, draft(1, 2500, day)); later.Credit != nil || later.Invoice == nil || later.Invoice.Replaces != cancelled.Credit.Credits {
		t.Errorf("invoiced again after a credit note: %+v", later)
	}
	docs, err := s.OfBooking(ctx, booking)
	sum := 0
	for _, d := range docs {
		sum += d.TotalCents
	}
	if err != nil || len(docs) != 7 || sum != 2500 {
		t.Errorf("%d documents adding up to %d (%v), want 7 and 2500", len(docs), sum, err)
	}

	never := testdb.Booking(t, db, walkID, nil, 1, 2500, "PAID", time.Now())
	before = count()
	if none := reissue(t, never, draft(1, 2500, day)); none.Credit != nil || none.Invoice != nil || count() != before {
		t.Errorf("a booking never invoiced got %+v", none)
	}

	// The database: one first invoice per booking, an invoice closed once.
	for index, q := range map[string]string{
		"invoices_booking_first_key": `INSERT INTO invoices (number, year, seq, kind, booking_id, issued_at, service_date, seller, buyer_name, buyer_email, lines, total_cents)
			SELECT '2099-0001', 2099, 1, 'invoice', booking_id, now(), service_date, seller, buyer_name, buyer_email, lines, total_cents
			FROM invoices WHERE booking_id = ? AND follows_id IS NULL`,
		"invoices_closed_once_key": `INSERT INTO invoices (number, year, seq, kind, credits_id, issued_at, service_date, seller, buyer_name, buyer_email, lines, total_cents)
			SELECT '2099-0002', 2099, 2, 'credit', credits_id, now(), service_date, seller, buyer_name, buyer_email, lines, total_cents
			FROM invoices WHERE credits_id = (SELECT id FROM invoices WHERE booking_id = ? AND follows_id IS NULL)`,
	} {
		if _, err := db.NewRaw(q, booking).Exec(ctx); err == nil || !strings.Contains(err.Error(), index) {
			t.Errorf("%s: %v", index, err)
		}
	}
}

// TestAHigherNumberNeverCarriesAnEarlierDate (M4-17): an invoice that waits for another's
// number takes its date after it, so the dates follow the numbers, however the clocks
// of the two were read.
func TestAHigherNumberNeverCarriesAnEarlierDate(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	walkID := testdb.Walk(t, db, "dates", time.Now().Add(72*time.Hour), 100, 2000, true)
	at := time.Date(2027, 3, 1, 10, 0, 0, 0, time.UTC)
	bDone := make(chan struct{})
	var once sync.Once
	// a reads its clock first, then is slow (up to a second, or until b is done);
	// b reads a later time.
	slow := invoice.NewService(db.DB, seller, func() time.Time {
		once.Do(func() {
			select {
			case <-bDone:
			case <-time.After(time.Second):
			}
		})
		return at
	})
	fast := invoice.NewService(db.DB, seller, func() time.Time { return at.Add(time.Minute) })
	started := make(chan struct{})
	var wg sync.WaitGroup
	var aErr error
	wg.Go(func() {
		close(started)
		_, aErr = issueIn(ctx, t, db, slow, walkID, 2000)
	})
	<-started
	time.Sleep(200 * time.Millisecond) // a is waiting in its clock, or holds the numbers
	if _, err := issueIn(ctx, t, db, fast, walkID, 2000); err != nil {
		t.Fatal(err)
	}
	close(bDone)
	wg.Wait()
	if aErr != nil {
		t.Fatal(aErr)
	}
	list, err := fast.List(ctx, invoice.Period{From: at.Add(-time.Hour), To: at.Add(time.Hour)})
	if err != nil || len(list) != 2 {
		t.Fatalf("%d invoices, %v", len(list), err)
	}
	if list[1].IssuedAt.Before(list[0].IssuedAt) {
		t.Errorf("%s is dated %s, before %s of %s", list[1].Number, list[1].IssuedAt, list[0].IssuedAt, list[0].Number)
	}
}
