package api

import (
	"net/http"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/quote"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/ratelimit"
)

// quoteHandlers serve a quote's page for whoever holds its link.
type quoteHandlers struct {
	quotes *quote.Service
	limit  *ratelimit.Limiter
	now    func() time.Time
}

// publicQuoteJSON is a quote as its customer's page shows it: for whom, the lines, the
// totals per btw rate, until when it holds, its state today (sent, expired, withdrawn or
// paid) and, once paid, its invoice.
type publicQuoteJSON struct {
	Name       string              `json:"name"`
	Company    string              `json:"company"`
	Lines      []invoice.Line      `json:"lines" nullable:"false"`
	Totals     []invoice.RateTotal `json:"totals" nullable:"false"`
	TotalCents int                 `json:"totalCents"`
	ValidUntil string              `json:"validUntil"`
	Status     string              `json:"status" enum:"sent,expired,withdrawn,paid"`
	Invoices   []invoiceLinkJSON   `json:"invoices" nullable:"false"`
}

// get answers GET /quotes/{token}.
func (h quoteHandlers) get(w http.ResponseWriter, r *http.Request) {
	token, ok := linkToken(w, r, h.limit, h.now())
	if !ok {
		return
	}
	q, err := h.quotes.ByToken(r.Context(), token)
	var docs []invoice.Invoice
	if err == nil {
		docs, err = h.quotes.Invoices(r.Context(), token)
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, publicQuoteJSON{Name: q.Customer.Name, Company: q.Customer.Company, Lines: q.Lines,
		Totals: h.quotes.Totals(q), TotalCents: q.TotalCents, ValidUntil: q.ValidUntil.Format(time.DateOnly), Status: q.State(h.now()),
		Invoices: toInvoiceLinks(docs)})
}

// accept answers POST /quotes/{token}/accept ("Akkoord en betalen"): the checkout's address.
func (h quoteHandlers) accept(w http.ResponseWriter, r *http.Request) {
	token, ok := linkToken(w, r, h.limit, h.now())
	if !ok {
		return
	}
	checkout, err := h.quotes.Accept(r.Context(), token)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, checkoutJSON{CheckoutURL: checkout})
}

// invoicePDF answers GET /quotes/{token}/invoices/{id}.pdf: the paid quote's invoice.
func (h quoteHandlers) invoicePDF(w http.ResponseWriter, r *http.Request) {
	token, ok := linkToken(w, r, h.limit, h.now())
	if !ok {
		return
	}
	inv, raw, err := h.quotes.InvoicePDF(r.Context(), token, mux.Vars(r)["id"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Download(w, "application/pdf", inv.Filename(), raw)
}
