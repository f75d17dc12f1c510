package api

import (
	"net/http"
	"time"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/ledger"
	"wandelwijs.nl/platform/httpx"
)

type invoiceHandlers struct {
	invoices *invoice.Service
	now      func() time.Time
}

// invoiceJSON is an invoice or credit note in the back office's list.
type invoiceJSON struct {
	invoice.Invoice
	Totals []invoice.RateTotal `json:"totals"`
}

// list answers GET /admin/invoices?from=&to= (YYYY-MM-DD, both days included; by
// default this month up to today): the invoices and credit notes issued in the period,
// in number order, with their totals per btw rate.
func (h invoiceHandlers) list(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	period, err := ledger.PeriodOf(q.Get("from"), q.Get("to"), h.now())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	docs, err := h.invoices.List(r.Context(), invoice.Period(period))
	out := make([]invoiceJSON, len(docs))
	for i, d := range docs {
		out[i] = invoiceJSON{Invoice: d, Totals: d.Totals()}
	}
	answer(w, r, http.StatusOK, out, err)
}

// pdf answers GET /admin/invoices/{id}.pdf: the invoice or credit note as a PDF.
func (h invoiceHandlers) pdf(w http.ResponseWriter, r *http.Request) {
	inv, err := h.invoices.Get(r.Context(), id(r))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	raw, err := invoice.PDF(inv)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Download(w, "application/pdf", inv.Filename(), raw)
}
