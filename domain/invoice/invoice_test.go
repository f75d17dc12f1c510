package invoice_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/invoice/invoicetest"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

var seller = invoice.Seller{Name: "Wandelwijs", Address: "Bosweg 1\n6701 AA Wageningen", KvK: "12345678", VATID: "NL001234567B01"}

// TestRequestIsOneLineOfText: a company and an address on one line pass; a direction
// override that shows the company's name backwards on the back office's list, a line
// break or tab in the address, and invisible characters are refused on their field with
// a Dutch message.
func TestRequestIsOneLineOfText(t *testing.T) {
	good := invoice.Request{Company: "Bos & Co B.V.", Address: "Bosweg 1, 6701 AA Wageningen", VATID: "NL123456789B01"}
	e := validate.Errors{}
	good.Validate(e, "invoice.")
	if len(e) != 0 {
		t.Fatalf("a good request refused: %v", e)
	}
	for _, c := range []struct {
		change func(*invoice.Request)
		field  string
	}{
		{func(r *invoice.Request) { r.Company = "Test \u202eKCATTA\u202c BV" }, "invoice.company"},
		{func(r *invoice.Request) { r.Company = "Test \u2067KCATTA\u2069 BV" }, "invoice.company"},
		{func(r *invoice.Request) { r.Company = "Bos\u200bCo" }, "invoice.company"},
		{func(r *invoice.Request) { r.Company = "Bos\nCo" }, "invoice.company"},
		{func(r *invoice.Request) { r.Address = "Bosweg 1\r\n6701 AA Wageningen" }, "invoice.address"},
		{func(r *invoice.Request) { r.Address = "Bosweg 1\n6701 AA Wageningen" }, "invoice.address"},
		{func(r *invoice.Request) { r.Address = "Bosweg 1\u20286701 AA Wageningen" }, "invoice.address"},
		{func(r *invoice.Request) { r.Address = "Bosweg 1\t6701 AA Wageningen" }, "invoice.address"},
		{func(r *invoice.Request) { r.Address = "Bosweg 1, \u202e6701 AA Wageningen" }, "invoice.address"},
	} {
		r := good
		c.change(&r)
		r.Normalize()
		e := validate.Errors{}
		r.Validate(e, "invoice.")
		if !strings.Contains(e[c.field], "op één regel") || len(e) != 1 {
			t.Errorf("%+q %+q: %v, want a refusal of %s", r.Company, r.Address, e, c.field)
		}
	}
}

// TestTotalsRoundPerRate: the btw of each rate is computed on the rate's lines together
// and rounded once, half away from zero; the rates add up to the total.
func TestTotalsRoundPerRate(t *testing.T) {
	lines := []invoice.Line{
		{Description: "Wandeling", Quantity: 3, UnitCents: 1999, VATRate: 21}, // 5997
		{Description: "Koffie", Quantity: 1, UnitCents: 350, VATRate: 9},
		{Description: "Thee", Quantity: 2, UnitCents: 275, VATRate: 9}, // 9%: 900
		{Description: "Soep", Quantity: 1, UnitCents: 1, VATRate: 21},  // 21%: 5998
		{Description: "Cadeaubon", Quantity: 1, UnitCents: 5000, VATRate: 0},
	}
	got, total := invoice.Totals(lines, false)
	want := []invoice.RateTotal{
		{Rate: 21, InclCents: 5998, VATCents: 1041, ExclCents: 4957}, // 5998*21/121 = 1040.99 → 1041
		{Rate: 9, InclCents: 900, VATCents: 74, ExclCents: 826},      // 900*9/109 = 74.31 → 74
		{Rate: 0, InclCents: 5000, VATCents: 0, ExclCents: 5000},
	}
	if !slices.Equal(got, want) || total != 11898 {
		t.Errorf("Totals = %+v, %d; want %+v, 11898", got, total, want)
	}
	// half a cent rounds away from zero, for credit notes too: 121*21/121 = 21 exact;
	// 605 → 605*21/121 = 105 exact; 5 → 0.867 → 1; -5 → -1
	for _, c := range []struct{ cents, vat int }{{5, 1}, {-5, -1}, {2, 0}, {-2, 0}, {1210, 210}} {
		got, _ := invoice.Totals([]invoice.Line{{Quantity: 1, UnitCents: c.cents, VATRate: 21}}, false)
		if got[0].VATCents != c.vat || got[0].ExclCents+got[0].VATCents != c.cents {
			t.Errorf("%d cents at 21%%: %+v, want btw %d", c.cents, got[0], c.vat)
		}
	}
	kor, total := invoice.Totals(lines, true)
	for _, r := range kor {
		if r.VATCents != 0 || r.ExclCents != r.InclCents {
			t.Errorf("a KOR seller charges btw: %+v", r)
		}
	}
	if total != 11898 {
		t.Errorf("KOR total %d", total)
	}
}

// TestTotalsExamples: the examples of testdata/totals.json, which the back office's quote
// editor (apps/admin/src/quotes/totals.test.ts) is held to as well, so both sum alike.
func TestTotalsExamples(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "totals.json"))
	if err != nil {
		t.Fatal(err)
	}
	var examples []struct {
		What       string
		KOR        bool
		Lines      []invoice.Line
		Totals     []invoice.RateTotal
		TotalCents int
	}
	if err := json.Unmarshal(raw, &examples); err != nil || len(examples) == 0 {
		t.Fatalf("testdata/totals.json: %v", err)
	}
	for _, e := range examples {
		got, total := invoice.Totals(e.Lines, e.KOR)
		if !slices.Equal(got, e.Totals) || total != e.TotalCents {
			t.Errorf("%s: %+v, %d; want %+v, %d", e.What, got, total, e.Totals, e.TotalCents)
		}
	}
}

// issueIn issues an invoice for a fresh booking in its own transaction.
func issueIn(ctx context.Context, t *testing.T, db *database.DB, s *invoice.Service, walkID string, cents int) (invoice.Invoice, error) {
	bookingID := testdb.Booking(t, db, walkID, nil, 1, cents, "PAID", time.Now())
	var out invoice.Invoice
	err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		out, err = s.Issue(ctx, tx, invoice.Draft{BookingID: bookingID, Buyer: invoice.Buyer{Name: "Gast", Email: "gast@example.nl"},
			Lines: []invoice.Line{{Description: "Wandeling", Quantity: 1, UnitCents: cents, VATRate: 21}}, ServiceDate: time.Now()})
		return err
	})
	return out, err
}

// TestConcurrentPaymentsGetConsecutiveNumbers: invoices issued at once, some in
// transactions that roll back afterwards, get numbers 1…n of the year without a gap or a
// duplicate, and a new year starts at 0001.
func TestConcurrentPaymentsGetConsecutiveNumbers(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Date(2027, 3, 1, 10, 0, 0, 0, time.UTC)
	s := invoice.NewService(db.DB, seller, func() time.Time { return now })
	walkID := testdb.Walk(t, db, "numbering", time.Now().Add(72*time.Hour), 100, 2000, true)

	const n = 24
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Go(func() {
			bookingID := testdb.Booking(t, db, walkID, nil, 1, 2000, "PAID", time.Now())
			err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
				if _, err := s.Issue(ctx, tx, invoice.Draft{BookingID: bookingID, Buyer: invoice.Buyer{Name: "Gast", Email: "gast@example.nl"},
					Lines: []invoice.Line{{Description: "Wandeling", Quantity: 1, UnitCents: 2000, VATRate: 21}}, ServiceDate: now}); err != nil {
					return err
				}
				if i%4 == 0 {
					return errRolledBack // the payment's transaction fails after the number was drawn
				}
				return nil
			})
			if err != nil && err != errRolledBack {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	list, err := s.List(ctx, invoice.Period{From: now.Add(-time.Hour), To: now.Add(time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != n-n/4 {
		t.Fatalf("%d invoices, want %d", len(list), n-n/4)
	}
	for i, inv := range list {
		if want := fmt.Sprintf("2027-%04d", i+1); inv.Number != want {
			t.Errorf("invoice %d is %s, want %s", i, inv.Number, want)
		}
	}
	now = time.Date(2027, 12, 31, 23, 30, 0, 0, time.UTC) // 1 January 2028 in Amsterdam
	next, err := issueIn(ctx, t, db, s, walkID, 2000)
	if err != nil || next.Number != "2028-0001" {
		t.Errorf("first of the new year: %s, %v; want 2028-0001", next.Number, err)
	}
}

type rolledBack struct{}

func (rolledBack) Error() string { return "rolled back" }

var errRolledBack error = rolledBack{}

// TestInvoicesAreNeverChanged: the database refuses to change or delete an invoice, and
// a booking is invoiced once.
func TestInvoicesAreNeverChanged(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	s := invoice.NewService(db.DB, seller, time.Now)
	walkID := testdb.Walk(t, db, "immutable", time.Now().Add(72*time.Hour), 100, 2000, true)
	inv, err := issueIn(ctx, t, db, s, walkID, 2000)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.NewRaw(`UPDATE invoices SET total_cents = 1 WHERE id = ?`, inv.ID).Exec(ctx); err == nil {
		t.Error("an invoice was changed")
	}
	if _, err := db.NewRaw(`DELETE FROM invoices WHERE id = ?`, inv.ID).Exec(ctx); err == nil {
		t.Error("an invoice was deleted")
	}
	err = db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		again, err := s.Issue(ctx, tx, invoice.Draft{BookingID: inv.BookingID, Buyer: inv.Buyer, Lines: inv.Lines, ServiceDate: time.Now()})
		if err == nil && again.Number != inv.Number {
			t.Errorf("a booking invoiced twice: %s and %s", inv.Number, again.Number)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestARefundIsACreditNote: a refund of an invoiced payment (a voucher's, a quote's) is
// a credit note of its own number, with negative amounts spread over the invoice's
// rates, referring to the invoice; once per refund; a payment without an invoice gets
// none, and neither does a refund of a booking's payment: Reissue credits a booking's
// invoice in full when the booking changes.
func TestARefundIsACreditNote(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	s := invoice.NewService(db.DB, seller, time.Now)
	walkID := testdb.Walk(t, db, "credit", time.Now().Add(72*time.Hour), 100, 3000, true)
	voucherID := testdb.Voucher(t, db, []byte("credit"), 3000, 3000, time.Now().AddDate(1, 0, 0))
	testdb.Row(t, db, `INSERT INTO payments (mollie_id, subject_kind, voucher_id, amount_cents, status) VALUES ('tr_credit', 'voucher', ?, 3000, 'paid') RETURNING id`, voucherID)
	refundID := testdb.Row(t, db, `INSERT INTO refunds (payment_id, cause, amount_cents, status)
		SELECT id, 'cancel-x', 1001, 'requested' FROM payments WHERE mollie_id = 'tr_credit' RETURNING id`)
	var inv, credit invoice.Invoice
	err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		inv, err = s.Issue(ctx, tx, invoice.Draft{VoucherID: voucherID, MolliePaymentID: "tr_credit", ServiceDate: time.Now(),
			Buyer: invoice.Buyer{Name: "Gast", Email: "gast@example.nl"}, Lines: []invoice.Line{
				{Description: "Wandeling", Quantity: 1, UnitCents: 2000, VATRate: 21},
				{Description: "Lunch", Quantity: 1, UnitCents: 1000, VATRate: 9}}})
		if err != nil {
			return err
		}
		var created bool
		if credit, created, err = s.CreditRefund(ctx, tx, refundID); err != nil || !created {
			return fmt.Errorf("credit note: %v, created %v", err, created)
		}
		if _, again, err := s.CreditRefund(ctx, tx, refundID); err != nil || again {
			return fmt.Errorf("a refund credited twice: %v", err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if credit.Kind != invoice.KindCredit || credit.Credits != inv.Number || credit.Number == inv.Number || credit.TotalCents != -1001 {
		t.Errorf("credit note %+v", credit)
	}
	totals := credit.Totals()
	if len(totals) != 2 || totals[0].InclCents != -667 || totals[1].InclCents != -334 || totals[0].VATCents >= 0 {
		t.Errorf("credit note totals %+v: want -667 at 21%% and -334 at 9%%", totals)
	}
	docs, err := s.OfVoucher(ctx, voucherID)
	if err != nil || len(docs) != 2 || docs[1].Number != credit.Number {
		t.Errorf("the voucher's documents: %+v, %v", docs, err)
	}
	stored, err := s.Get(ctx, credit.ID)
	if err != nil || stored.TotalCents != -1001 || stored.Credits != inv.Number {
		t.Errorf("stored credit note %+v, %v", stored, err)
	}

	other := testdb.Booking(t, db, walkID, nil, 1, 3000, "PAID", time.Now())
	testdb.Row(t, db, `INSERT INTO payments (mollie_id, subject_kind, booking_id, amount_cents, status) VALUES ('tr_plain', 'booking', ?, 3000, 'paid') RETURNING id`, other)
	plain := testdb.Row(t, db, `INSERT INTO refunds (payment_id, cause, amount_cents, status)
		SELECT id, 'cancel-y', 3000, 'requested' FROM payments WHERE mollie_id = 'tr_plain' RETURNING id`)
	err = db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		_, created, err := s.CreditRefund(ctx, tx, plain)
		if created {
			t.Error("a refund of a payment without an invoice got a credit note")
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}

	booked := testdb.Booking(t, db, walkID, nil, 1, 3000, "PAID", time.Now())
	testdb.Row(t, db, `INSERT INTO payments (mollie_id, subject_kind, booking_id, amount_cents, status) VALUES ('tr_booked', 'booking', ?, 3000, 'paid') RETURNING id`, booked)
	bookingRefund := testdb.Row(t, db, `INSERT INTO refunds (payment_id, cause, amount_cents, status)
		SELECT id, 'cancel-z', 3000, 'requested' FROM payments WHERE mollie_id = 'tr_booked' RETURNING id`)
	err = db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := s.Issue(ctx, tx, invoice.Draft{BookingID: booked, MolliePaymentID: "tr_booked", ServiceDate: time.Now(),
			Buyer: invoice.Buyer{Name: "Gast", Email: "gast@example.nl"}, Lines: []invoice.Line{{Description: "Wandeling", Quantity: 1, UnitCents: 3000, VATRate: 21}}}); err != nil {
			return err
		}
		_, created, err := s.CreditRefund(ctx, tx, bookingRefund)
		if created {
			t.Error("a refund of a booking's payment got a credit note besides the booking's reissue")
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestPDFShowsTheStoredInvoice: the PDF's text, read back, holds the number, the
// parties, every rate's btw and the total the database holds; a KOR seller's PDF says
// why it charges no btw.
func TestPDFShowsTheStoredInvoice(t *testing.T) {
	inv := invoice.Invoice{Number: "2027-0042", Kind: invoice.KindInvoice, IssuedAt: time.Date(2027, 5, 3, 9, 0, 0, 0, time.UTC),
		ServiceDate: time.Date(2027, 5, 9, 9, 0, 0, 0, time.UTC), Seller: seller,
		Buyer: invoice.Buyer{Name: "Anna de Vries", Email: "anna@example.nl", Company: "Bos & Co B.V.", Address: "Laan 2, 1234 AB Ede", VATID: "NL123456789B01"},
		Lines: []invoice.Line{{Description: "Wandeling Denken in het bos", Quantity: 3, UnitCents: 2450, VATRate: 21},
			{Description: "Lunch", Quantity: 3, UnitCents: 1250, VATRate: 9}}, TotalCents: 11100}
	text := pdfText(t, inv)
	for _, want := range []string{"Factuur", "2027-0042", "Wandelwijs", "KvK 12345678", "NL001234567B01", "Bos & Co B.V.",
		"Anna de Vries", "NL123456789B01", "3 mei 2027", "9 mei 2027", "Totaal excl. btw 21%", "€ 60,74",
		"Btw 21%", "€ 12,76", "Btw 9%", "€ 3,10", "€ 34,40", "Totaal", "€ 111,00",
		// the unit prices excluding btw (art. 35a lid 1 h): 2450 - 425, 1250 - 103
		"Prijs excl.", "€ 20,25", "€ 11,47"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q:\n%s", want, text)
		}
	}
	inv.Seller.KOR = true
	if text := pdfText(t, inv); !strings.Contains(text, "kleineondernemersregeling") || strings.Contains(text, "Btw 21%") {
		t.Errorf("a KOR invoice:\n%s", text)
	}
}

// pdfText renders inv and reads its text back.
func pdfText(t *testing.T, inv invoice.Invoice) string {
	t.Helper()
	raw, err := invoice.PDF(inv)
	if err != nil {
		t.Fatal(err)
	}
	return invoicetest.Text(t, raw)
}

// TestABookingsInvoiceSaysHowItWasSettled: a booking's invoice notes its booking number
// and how its total was paid: online, with a gift voucher, or partly with each.
func TestABookingsInvoiceSaysHowItWasSettled(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Date(2027, 3, 1, 10, 0, 0, 0, time.UTC)
	s := invoice.NewService(db.DB, seller, func() time.Time { return now })
	walkID := testdb.Walk(t, db, "settled", time.Now().Add(72*time.Hour), 100, 2000, true)
	for _, c := range []struct {
		voucherCents int
		want         string
	}{
		{0, ". Voldaan."},
		{4000, ". Voldaan met een cadeaubon."},
		{1500, ". Voldaan: €\u00a015,00 met een cadeaubon, €\u00a025,00 online."},
	} {
		bookingID := testdb.Booking(t, db, walkID, nil, 2, 4000, "PAID", time.Now())
		var inv invoice.Invoice
		err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) (err error) {
			inv, err = s.Issue(ctx, tx, invoice.Draft{BookingID: bookingID, VoucherCents: c.voucherCents, Buyer: invoice.Buyer{Name: "Gast", Email: "gast@example.nl"},
				Lines: []invoice.Line{{Description: "Wandeling", Quantity: 2, UnitCents: 2000, VATRate: 21}}, ServiceDate: now})
			return err
		})
		if want := "Boekingsnummer " + strings.ToUpper(bookingID[:8]) + c.want; err != nil || inv.Note != want {
			t.Errorf("voucher %d: note %q, %v; want %q", c.voucherCents, inv.Note, err, want)
		}
	}
}

// TestAVouchersInvoiceFollowsItsPurpose (M4-07, M4-14): a multi-purpose voucher's
// invoice is outside the scope of btw ("buiten de heffing", not the 0 % rate) and has no
// day of supply; a single-purpose voucher's carries btw at the walks' rate, with its day.
func TestAVouchersInvoiceFollowsItsPurpose(t *testing.T) {
	issued := time.Date(2027, 5, 3, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		purpose    string
		want, not  []string
		totalExcl  int
		outside    bool
		noteOpener string
	}{
		{rules.VoucherMultiPurpose, []string{"buiten de heffing", "Totaal buiten de heffing", "€ 50,00", "meervoudige voucher"},
			[]string{"0%", "Btw 0", "Datum levering"}, 5000, true, "Een cadeaubon is een meervoudige voucher"},
		{rules.VoucherSinglePurpose, []string{"21%", "Btw 21%", "€ 8,68", "Totaal excl. btw 21%", "€ 41,32", "Datum levering", "enkelvoudig gebruik"},
			[]string{"buiten de heffing"}, 4132, false, "Een cadeaubon is een voucher voor enkelvoudig gebruik"},
	} {
		line, note := invoice.VoucherSale(c.purpose, "Cadeaubon AB12CD34 voor Roos", 5000)
		inv := invoice.Invoice{Number: "2027-0007", Kind: invoice.KindInvoice, IssuedAt: issued, ServiceDate: issued, Seller: seller,
			Buyer: invoice.Buyer{Name: "Piet", Email: "piet@example.nl"}, Lines: []invoice.Line{line}, Note: note, TotalCents: 5000}
		totals := inv.Totals()
		if len(totals) != 1 || totals[0].ExclCents != c.totalExcl || totals[0].OutsideScope != c.outside || !strings.HasPrefix(note, c.noteOpener) {
			t.Errorf("%s: %+v, %q", c.purpose, totals, note)
		}
		text := pdfText(t, inv)
		for _, want := range c.want {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the PDF lacks %q:\n%s", c.purpose, want, text)
			}
		}
		for _, not := range c.not {
			if strings.Contains(text, not) {
				t.Errorf("%s: the PDF says %q:\n%s", c.purpose, not, text)
			}
		}
	}
	if rules.All.Invoice.VoucherPurpose != rules.VoucherMultiPurpose {
		t.Errorf("rules.json's voucher purpose is %q; the default is multi until the tax adviser says otherwise", rules.All.Invoice.VoucherPurpose)
	}
}
