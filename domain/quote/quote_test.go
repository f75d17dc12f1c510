package quote_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/quote"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/linktoken"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
)

// today is the tests' clock: noon in Amsterdam.
var today = time.Date(2027, 3, 10, 11, 0, 0, 0, time.UTC)

func validInput() quote.Input {
	return quote.Input{
		Customer: quote.Customer{Name: "Fleur de Vries", Email: "fleur@example.nl", Company: "Vereniging Het Bos",
			Address: "Bosweg 2, 6702 AB Wageningen", VATID: "nl 0012.34567.B01"},
		Lines: []invoice.Line{
			{Description: "Feestwandeling met gids", Quantity: 12, UnitCents: 2500, VATRate: 21},
			{Description: "Koffie en taart", Quantity: 12, UnitCents: 450, VATRate: 9},
			{Description: "Cadeaubon", Quantity: 1, UnitCents: 1000, VATRate: 0},
		},
		ValidUntil: "2027-03-31",
	}
}

// TestValidateRefusesBadQuotes: no lines, a negative price, an unknown btw rate, a
// valid-until in the past, a blank name, a company with a direction override and an
// address on two lines are each refused with a Dutch message on their field.
func TestValidateRefusesBadQuotes(t *testing.T) {
	cases := map[string]struct {
		change func(*quote.Input)
		field  string
	}{
		"no lines":        {func(in *quote.Input) { in.Lines = nil }, "lines"},
		"negative price":  {func(in *quote.Input) { in.Lines[1].UnitCents = -1 }, "lines.1.unitCents"},
		"unknown btw":     {func(in *quote.Input) { in.Lines[0].VATRate = 19 }, "lines.0.vatRate"},
		"past":            {func(in *quote.Input) { in.ValidUntil = "2027-03-09" }, "validUntil"},
		"no date":         {func(in *quote.Input) { in.ValidUntil = "morgen" }, "validUntil"},
		"no address":      {func(in *quote.Input) { in.Customer.Address = "" }, "customer.address"},
		"zero total":      {func(in *quote.Input) { in.Lines = in.Lines[:1]; in.Lines[0].UnitCents = 0 }, "lines"},
		"unknown request": {func(in *quote.Input) { in.RequestKind = "contact"; in.RequestID = "x" }, "requestKind"},
		"hidden name":     {func(in *quote.Input) { in.Customer.Name = "\u3164\u3164" }, "customer.name"},
		"turned company":  {func(in *quote.Input) { in.Customer.Company = "Test \u202eKCATTA\u202c BV" }, "customer.company"},
		"line break":      {func(in *quote.Input) { in.Customer.Address = "Bosweg 1\r\n6701 AA Wageningen" }, "customer.address"},
		// a line's description stands on one line of the quote and its invoice, as written
		"turned line":      {func(in *quote.Input) { in.Lines[0].Description = "Gids \u202e0001 \u20ac\u202c" }, "lines.0.description"},
		"line in two":      {func(in *quote.Input) { in.Lines[1].Description = "Gids\nen thee" }, "lines.1.description"},
		"hidden line text": {func(in *quote.Input) { in.Lines[0].Description = "\u200b" }, "lines.0.description"},
		// a line or a quote past rules.json's maximum, long before the database's integers end
		"a line too dear": {func(in *quote.Input) {
			in.Lines[1] = invoice.Line{Description: "Gids", Quantity: 215, UnitCents: 10_000_000, VATRate: 21}
		}, "lines.1.unitCents"},
		"a line just too dear": {func(in *quote.Input) {
			in.Lines[0].Quantity, in.Lines[0].UnitCents = 1, rules.All.Quote.MaxLineCents+1
		}, "lines.0.unitCents"},
		"a quote too dear": {func(in *quote.Input) {
			in.Lines = nil
			for range rules.All.Quote.MaxTotalCents/rules.All.Quote.MaxLineCents + 1 {
				in.Lines = append(in.Lines, invoice.Line{Description: "Gids", Quantity: 1, UnitCents: rules.All.Quote.MaxLineCents, VATRate: 21})
			}
		}, "lines"},
		"too many lines": {func(in *quote.Input) {
			for len(in.Lines) <= rules.All.Quote.MaxLines {
				in.Lines = append(in.Lines, in.Lines[0])
			}
		}, "lines"},
		"too many": {func(in *quote.Input) { in.Lines[0].Quantity = rules.All.Quote.MaxQuantity + 1 }, "lines.0.quantity"},
	}
	for name, c := range cases {
		in := validInput()
		c.change(&in)
		in.Normalize()
		_, err := in.Validate(today)
		var e *errs.Error
		if !errors.As(err, &e) || e.Kind != errs.Invalid || e.Fields[c.field] == "" {
			t.Errorf("%s: %v, want a refusal of %s", name, err, c.field)
		}
	}
	in := validInput()
	in.ValidUntil = "2027-03-10" // today is still valid
	in.Normalize()
	if _, err := in.Validate(today); err != nil {
		t.Errorf("a valid quote: %v", err)
	}
	in = validInput()
	in.Lines = nil
	bounds := rules.All.Quote
	for range bounds.MaxTotalCents / bounds.MaxLineCents {
		in.Lines = append(in.Lines, invoice.Line{Description: "Gids", Quantity: 2, UnitCents: bounds.MaxLineCents / 2, VATRate: 21})
	}
	if rest := bounds.MaxTotalCents % bounds.MaxLineCents; rest > 0 {
		in.Lines = append(in.Lines, invoice.Line{Description: "Rest", Quantity: 1, UnitCents: rest, VATRate: 9})
	}
	in.Normalize()
	if _, err := in.Validate(today); err != nil {
		t.Errorf("a quote of the maximum, in lines of the maximum: %v", err)
	}
	in = validInput()
	in.Normalize()
	if _, err := in.Validate(today); err != nil {
		t.Fatal(err)
	}
	if in.Customer.VATID != "NL001234567B01" {
		t.Errorf("btw-id normalized to %q", in.Customer.VATID)
	}
}

// TestTotalsPerRate: a quote's totals are its invoice's, per btw rate, highest first.
func TestTotalsPerRate(t *testing.T) {
	in := validInput()
	q := quote.Quote{Lines: in.Lines}
	want := []invoice.RateTotal{
		{Rate: 21, InclCents: 30000, VATCents: 5207, ExclCents: 24793}, // 30000*21/121 = 5206.6
		{Rate: 9, InclCents: 5400, VATCents: 446, ExclCents: 4954},     // 5400*9/109 = 445.87
		{Rate: 0, InclCents: 1000, VATCents: 0, ExclCents: 1000},
	}
	if got := q.Totals(false); !slices.Equal(got, want) {
		t.Errorf("totals %+v, want %+v", got, want)
	}
	// Under the small-business exemption the invoice carries no btw, and so does the quote.
	kor := []invoice.RateTotal{
		{Rate: 21, InclCents: 30000, ExclCents: 30000},
		{Rate: 9, InclCents: 5400, ExclCents: 5400},
		{Rate: 0, InclCents: 1000, ExclCents: 1000},
	}
	if got := q.Totals(true); !slices.Equal(got, kor) {
		t.Errorf("totals under the KOR %+v, want %+v", got, kor)
	}
}

// mollieFake creates payments and answers them with the status it is told.
type mollieFake struct {
	payment.Provider
	status  string
	created int
	// paidAt is the time Mollie reports the money arrived; nil says none.
	paidAt *time.Time
}

func (m *mollieFake) CreatePayment(_ context.Context, p mollie.CreatePayment, _ string) (mollie.Payment, error) {
	m.created++
	return mollie.Payment{ID: fmt.Sprintf("tr_quote%d", m.created), Mode: "test", Status: mollie.StatusOpen, Amount: p.Amount,
		CheckoutURL: "https://mollie.test/checkout"}, nil
}

func (m *mollieFake) GetPayment(_ context.Context, id string) (mollie.Payment, error) {
	return mollie.Payment{ID: id, Mode: "test", Status: m.status, Method: "ideal", PaidAt: m.paidAt}, nil
}

func (m *mollieFake) ListRefunds(context.Context, string) ([]mollie.Refund, error) { return nil, nil }

// outbox records the mails and jobs the service queues.
type outbox struct {
	mails  []string
	admin  []string
	refund int
}

func (o *outbox) EnqueueMail(_ context.Context, _ bun.Tx, to string, c mail.Content) error {
	o.mails = append(o.mails, to+" "+c.Template())
	return nil
}
func (o *outbox) EnqueueAdminMail(_ context.Context, _ bun.Tx, c mail.Content) error {
	o.admin = append(o.admin, c.Template())
	return nil
}
func (o *outbox) Insert(context.Context, bun.Tx, river.JobArgs) error { o.refund++; return nil }
func (o *outbox) InsertUniqueTx(context.Context, bun.Tx, river.JobArgs) (bool, error) {
	o.refund++
	return true, nil
}

type fixture struct {
	quotes   *quote.Service
	invoices *invoice.Service
	mollie   *mollieFake
	out      *outbox
	now      time.Time
	payments *payment.Service
	feestID  string
	// requestStatus is the feest request's status.
	requestStatus func() string
	// customWalkEN is a custom-walk request made in English.
	customWalkEN string
}

func newFixture(t *testing.T) *fixture {
	return newFixtureAs(t, invoice.Seller{Name: "Wandelwijs", Address: "Bosweg 1", KvK: "12345678", VATID: "NL001234567B01"})
}

// newFixtureAs is a fixture whose invoices come from seller.
func newFixtureAs(t *testing.T, seller invoice.Seller) *fixture {
	db := testdb.New(t)
	f := &fixture{mollie: &mollieFake{status: mollie.StatusOpen}, out: &outbox{}, now: today}
	now := func() time.Time { return f.now }
	f.invoices = invoice.NewService(db.DB, seller, now)
	f.payments = payment.NewService(db.DB, payment.Config{Provider: f.mollie, Queue: f.out, Invoices: f.invoices, Now: now})
	f.quotes = quote.NewService(quote.Deps{DB: db.DB, Payments: f.payments, Invoices: f.invoices, Mailer: f.out,
		Links: site.Links{PublicURL: "http://shop.test"}, LinkKey: linktoken.Key(strings.Repeat("k", 32)), Now: now})
	f.feestID = testdb.FeestRequest(t, db, "Fleur de Vries", "fleur@example.nl", "Een feest voor 12")
	f.requestStatus = func() string {
		return testdb.Row(t, db, `SELECT status FROM feest_requests WHERE id = ?`, f.feestID)
	}
	f.customWalkEN = testdb.CustomWalkRequest(t, db, "Fiona Green", "fiona@example.com", "half-day")
	testdb.Row(t, db, `UPDATE custom_walk_requests SET language = 'en' WHERE id = ? RETURNING language`, f.customWalkEN)
	return f
}

// TestAQuoteSpeaksItsRequestsLanguage: a quote takes the language of the request it
// answers, also when changed to answer another; without one it speaks Dutch, and a
// request that does not exist is refused.
func TestAQuoteSpeaksItsRequestsLanguage(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	in := validInput()
	in.RequestKind, in.RequestID = "custom-walk", f.customWalkEN
	q, err := f.quotes.Create(ctx, in)
	if err != nil || q.Language != "en" {
		t.Fatalf("the quote of an English request speaks %q (%v)", q.Language, err)
	}
	in.RequestKind, in.RequestID = "feest", f.feestID
	if q, err = f.quotes.Update(ctx, q.ID, in); err != nil || q.Language != "nl" {
		t.Fatalf("the quote of a Dutch request speaks %q (%v)", q.Language, err)
	}
	in.RequestKind, in.RequestID = "", ""
	if q, err = f.quotes.Create(ctx, in); err != nil || q.Language != "nl" {
		t.Fatalf("a quote without a request speaks %q (%v)", q.Language, err)
	}
	in.RequestKind, in.RequestID = "feest", f.customWalkEN
	var e *errs.Error
	if _, err = f.quotes.Create(ctx, in); !errors.As(err, &e) || e.Fields["requestId"] == "" {
		t.Fatalf("a quote of a request that does not exist: %v", err)
	}
}

func wantErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Errorf("%s: %v, want %v", what, err, want)
	}
}

// TestAQuoteOfAShopUnderTheKORShowsNoBtw: a shop under the small-business exemption
// invoices without btw, so the quote it sends shows its totals without btw, as the invoice
// that its payment brings.
func TestAQuoteOfAShopUnderTheKORShowsNoBtw(t *testing.T) {
	ctx := context.Background()
	f := newFixtureAs(t, invoice.Seller{Name: "Wandelwijs", Address: "Bosweg 1", KvK: "12345678", KOR: true})
	in := validInput()
	in.RequestKind, in.RequestID = "feest", f.feestID
	q, err := f.quotes.Create(ctx, in)
	if err == nil {
		q, err = f.quotes.Send(ctx, q.ID)
	}
	if err == nil {
		_, err = f.quotes.Accept(ctx, f.quotes.Token(q.ID))
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, rt := range f.quotes.Totals(q) {
		if rt.VATCents != 0 || rt.ExclCents != rt.InclCents {
			t.Errorf("a quote under the KOR shows btw: %+v", rt)
		}
	}
	f.mollie.status = mollie.StatusPaid
	if _, err := f.payments.Sync(ctx, "tr_quote1"); err != nil {
		t.Fatal(err)
	}
	invs, err := f.invoices.OfQuote(ctx, q.ID)
	if err != nil || len(invs) != 1 || !slices.Equal(invs[0].Totals(), f.quotes.Totals(q)) {
		t.Fatalf("the invoice's totals differ from the quote's: %+v, quote %+v (%v)", invs, f.quotes.Totals(q), err)
	}
}

// TestAQuoteIsSentAcceptedAndPaidOnce: a draft is no customer's; sent, it is mailed
// once and its link accepts it into a checkout; paid, it is paid once: the feest request
// is accepted (COMPLETED), the invoice carries the quote's lines and total, the customer
// gets it and the organisers are mailed, and a second payment report changes nothing. A
// paid quote is accepted, changed or withdrawn no more; a forged token finds nothing.
func TestAQuoteIsSentAcceptedAndPaidOnce(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	in := validInput()
	in.RequestKind, in.RequestID = "feest", f.feestID
	q, err := f.quotes.Create(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	token := f.quotes.Token(q.ID)
	if q.Status != quote.Draft || q.TotalCents != 36400 {
		t.Fatalf("created %+v", q)
	}
	_, err = f.quotes.Accept(ctx, token)
	wantErr(t, "accept a draft", err, quote.ErrNotFound)

	if q, err = f.quotes.Send(ctx, q.ID); err != nil || q.Status != quote.Sent {
		t.Fatalf("send: %+v %v", q, err)
	}
	if !slices.Equal(f.out.mails, []string{"fleur@example.nl quote-sent"}) {
		t.Errorf("mails after send: %v", f.out.mails)
	}
	_, err = f.quotes.Accept(ctx, token[:len(token)-1]+"x")
	wantErr(t, "a forged token", err, quote.ErrNotFound)
	checkout, err := f.quotes.Accept(ctx, token)
	if err != nil || checkout == "" {
		t.Fatalf("accept: %q %v", checkout, err)
	}

	f.mollie.status = mollie.StatusPaid
	for range 2 {
		if _, err := f.payments.Sync(ctx, "tr_quote1"); err != nil {
			t.Fatal(err)
		}
	}
	got, err := f.quotes.ByToken(ctx, token)
	if err != nil || got.State(f.now) != quote.Paid {
		t.Fatalf("after payment: %+v %v", got, err)
	}
	if s := f.requestStatus(); s != "COMPLETED" {
		t.Errorf("feest request %s, want COMPLETED", s)
	}
	invs, err := f.invoices.OfQuote(ctx, q.ID)
	if err != nil || len(invs) != 1 || invs[0].TotalCents != 36400 || !slices.Equal(invs[0].Lines, q.Lines) ||
		invs[0].Buyer.Company != "Vereniging Het Bos" || !slices.Equal(invs[0].Totals(), f.quotes.Totals(q)) {
		t.Fatalf("invoices %+v %v", invs, err)
	}
	if !slices.Equal(f.out.mails, []string{"fleur@example.nl quote-sent", "fleur@example.nl quote-receipt"}) ||
		!slices.Equal(f.out.admin, []string{"quote-paid"}) || f.out.refund != 0 {
		t.Errorf("mails %v, organisers %v, refunds %d", f.out.mails, f.out.admin, f.out.refund)
	}

	_, err = f.quotes.Accept(ctx, token)
	wantErr(t, "a second accept", err, quote.ErrPaid)
	_, err = f.quotes.Withdraw(ctx, q.ID)
	wantErr(t, "withdraw a paid quote", err, quote.ErrPaid)
	_, err = f.quotes.Update(ctx, q.ID, validInput())
	wantErr(t, "change a paid quote", err, quote.ErrPaid)
	if f.mollie.created != 1 {
		t.Errorf("%d checkouts, want 1", f.mollie.created)
	}
}

// TestWithdrawnAndExpiredQuotesAreNotPaid: a withdrawn quote and one past its date say
// so and start no checkout; money that arrives for a withdrawn quote goes back.
func TestWithdrawnAndExpiredQuotesAreNotPaid(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	q, err := f.quotes.Create(ctx, validInput())
	if err != nil {
		t.Fatal(err)
	}
	token := f.quotes.Token(q.ID)
	if _, err := f.quotes.Send(ctx, q.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := f.quotes.Accept(ctx, token); err != nil {
		t.Fatal(err)
	}
	if q, err = f.quotes.Withdraw(ctx, q.ID); err != nil || q.State(f.now) != quote.Withdrawn {
		t.Fatalf("withdraw: %+v %v", q, err)
	}
	_, err = f.quotes.Accept(ctx, token)
	wantErr(t, "accept a withdrawn quote", err, quote.ErrWithdrawn)
	f.mollie.status = mollie.StatusPaid
	if _, err := f.payments.Sync(ctx, "tr_quote1"); err != nil {
		t.Fatal(err)
	}
	if got, _ := f.quotes.Get(ctx, q.ID); got.Status != quote.Withdrawn || f.out.refund != 1 || len(f.out.admin) != 0 {
		t.Errorf("paid after withdrawal: %+v, %d refunds, organisers %v", got, f.out.refund, f.out.admin)
	}

	late, err := f.quotes.Create(ctx, validInput())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.quotes.Send(ctx, late.ID); err != nil {
		t.Fatal(err)
	}
	f.now = today.AddDate(0, 0, 22) // 1 April: past 31 March
	got, err := f.quotes.ByToken(ctx, f.quotes.Token(late.ID))
	if err != nil || got.State(f.now) != quote.Expired {
		t.Errorf("past its date: %+v %v", got, err)
	}
	_, err = f.quotes.Accept(ctx, f.quotes.Token(late.ID))
	wantErr(t, "accept an expired quote", err, quote.ErrExpired)
	_, err = f.quotes.Send(ctx, late.ID)
	wantErr(t, "send an expired quote", err, quote.ErrExpired)
	if f.mollie.created != 1 {
		t.Errorf("%d checkouts, want 1", f.mollie.created)
	}
}

// TestACheckoutOpenedOnTheLastDayPaysAfterMidnight: a quote is accepted when its customer
// opens its checkout on or before its last valid day, so money that checkout brings in
// after midnight pays it, also when its webhook comes days later (Mollie's paidAt counts).
// Money that arrives more than quote.LatePaymentGrace after that day goes back, and the
// quote stays unpaid.
func TestACheckoutOpenedOnTheLastDayPaysAfterMidnight(t *testing.T) {
	ctx := context.Background()
	lastEvening := time.Date(2027, 3, 31, 23, 50, 0, 0, rules.Amsterdam) // validInput's last day
	afterMidnight := lastEvening.Add(20 * time.Minute)
	for _, c := range []struct {
		name          string
		paidAt        *time.Time
		syncedAt      time.Time
		want          string
		refunds       int
		customerMails []string
	}{
		{"paid after midnight", nil, afterMidnight, quote.Paid, 0, []string{"quote-sent", "quote-receipt"}},
		{"paid after midnight, its webhook days late", &afterMidnight, afterMidnight.AddDate(0, 0, 3), quote.Paid, 0,
			[]string{"quote-sent", "quote-receipt"}},
		{"paid past the grace", nil, lastEvening.Add(10 * time.Minute).Add(quote.LatePaymentGrace), quote.Expired, 1,
			[]string{"quote-sent", "payment-returned"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t)
			q, err := f.quotes.Create(ctx, validInput())
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.quotes.Send(ctx, q.ID); err != nil {
				t.Fatal(err)
			}
			f.now = lastEvening
			if _, err := f.quotes.Accept(ctx, f.quotes.Token(q.ID)); err != nil {
				t.Fatalf("accept on the last evening: %v", err)
			}
			f.now, f.mollie.status, f.mollie.paidAt = c.syncedAt, mollie.StatusPaid, c.paidAt
			if _, err := f.payments.Sync(ctx, "tr_quote1"); err != nil {
				t.Fatal(err)
			}
			got, err := f.quotes.Get(ctx, q.ID)
			if err != nil || got.State(f.now) != c.want || f.out.refund != c.refunds {
				t.Errorf("%s: %+v %v, %d refunds; want %s and %d refunds", c.name, got.State(f.now), err, f.out.refund, c.want, c.refunds)
			}
			var templates []string
			for _, m := range f.out.mails {
				templates = append(templates, strings.TrimPrefix(m, "fleur@example.nl "))
			}
			if !slices.Equal(templates, c.customerMails) {
				t.Errorf("%s: customer mails %v, want %v", c.name, templates, c.customerMails)
			}
		})
	}
}
