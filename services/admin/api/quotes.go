package api

import (
	"net/http"
	"time"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/quote"
	"wandelwijs.nl/platform/httpx"
)

type quoteHandlers struct {
	quotes   *quote.Service
	invoices *invoice.Service
	now      func() time.Time
}

// quoteJSON is a quote as the back office's list and editor read it: what it is for,
// its customer and lines, its totals per btw rate, its state today, the customer's link
// and its invoices.
type quoteJSON struct {
	ID          string              `json:"id"`
	RequestKind string              `json:"requestKind" enum:",feest,custom-walk"`
	RequestID   string              `json:"requestId"`
	Customer    quote.Customer      `json:"customer"`
	Lines       []invoice.Line      `json:"lines" nullable:"false"`
	Totals      []invoice.RateTotal `json:"totals" nullable:"false"`
	TotalCents  int                 `json:"totalCents"`
	ValidUntil  string              `json:"validUntil"`
	WalkDate    string              `json:"walkDate,omitempty"`
	Status      string              `json:"status" enum:"draft,sent,expired,withdrawn,paid"`
	URL         string              `json:"url"`
	CreatedAt   time.Time           `json:"createdAt"`
	SentAt      *time.Time          `json:"sentAt"`
	PaidAt      *time.Time          `json:"paidAt"`
	Invoices    []quoteInvoiceJSON  `json:"invoices,omitempty"`
}

// quoteInvoiceJSON is an invoice or credit note of a quote, downloaded from
// /admin/invoices/{id}.pdf.
type quoteInvoiceJSON struct {
	ID     string `json:"id"`
	Number string `json:"number"`
	Kind   string `json:"kind" enum:"invoice,credit"`
}

func (h quoteHandlers) toJSON(q quote.Quote) quoteJSON {
	out := quoteJSON{ID: q.ID, RequestKind: q.RequestKind, RequestID: q.RequestID, Customer: q.Customer, Lines: q.Lines,
		Totals: h.quotes.Totals(q), TotalCents: q.TotalCents, ValidUntil: q.ValidUntil.Format(time.DateOnly), Status: q.State(h.now()),
		URL: h.quotes.URL(q.ID), CreatedAt: q.CreatedAt, SentAt: q.SentAt, PaidAt: q.PaidAt}
	if q.WalkDate != nil {
		out.WalkDate = q.WalkDate.Format(time.DateOnly)
	}
	return out
}

// withInvoices is the quote's JSON with its invoices.
func (h quoteHandlers) withInvoices(r *http.Request, q quote.Quote, err error) (quoteJSON, error) {
	if err != nil {
		return quoteJSON{}, err
	}
	out := h.toJSON(q)
	docs, err := h.invoices.OfQuote(r.Context(), q.ID)
	for _, d := range docs {
		out.Invoices = append(out.Invoices, quoteInvoiceJSON{ID: d.ID, Number: d.Number, Kind: d.Kind})
	}
	return out, err
}

// list answers GET /admin/quotes?requestKind=&requestId=: every quote, newest first, or
// one request's.
func (h quoteHandlers) list(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	items, err := h.quotes.List(r.Context(), q.Get("requestKind"), q.Get("requestId"))
	whole(w, r, "quotes", items, err, h.toJSON)
}

// create answers POST /admin/quotes: a draft quote.
func (h quoteHandlers) create(w http.ResponseWriter, r *http.Request) {
	var in quote.Input
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	q, err := h.quotes.Create(r.Context(), in)
	out, err := h.withInvoices(r, q, err)
	answer(w, r, http.StatusCreated, out, err)
}

// get answers GET /admin/quotes/{id}.
func (h quoteHandlers) get(w http.ResponseWriter, r *http.Request) {
	q, err := h.quotes.Get(r.Context(), id(r))
	out, err := h.withInvoices(r, q, err)
	answer(w, r, http.StatusOK, out, err)
}

// before is the quote as it was, for the audit log.
func (h quoteHandlers) before(r *http.Request) any {
	if q, err := h.quotes.Get(r.Context(), id(r)); err == nil {
		return h.toJSON(q)
	}
	return nil
}

// quotePatchJSON is PATCH /admin/quotes/{id}: the quote's new fields, or
// {"status":"withdrawn"}.
type quotePatchJSON struct {
	quote.Input
	Status string `json:"status"`
}

// patch answers PATCH /admin/quotes/{id}: changes a draft or sent quote, or withdraws it.
func (h quoteHandlers) patch(w http.ResponseWriter, r *http.Request) {
	var in quotePatchJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	q, err := h.quotes.Patch(r.Context(), id(r), in.Status, in.Input)
	out, err := h.withInvoices(r, q, err)
	answer(w, r, http.StatusOK, out, err)
}

// send answers POST /admin/quotes/{id}/send: mails the quote's link to its customer.
func (h quoteHandlers) send(w http.ResponseWriter, r *http.Request) {
	q, err := h.quotes.Send(r.Context(), id(r))
	out, err := h.withInvoices(r, q, err)
	answer(w, r, http.StatusOK, out, err)
}
