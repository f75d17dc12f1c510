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

// invoiceJSON is an invoice or credit note in the back office's list: its number, the
// number it credits or replaces, who it is for, what for, and its totals per btw rate.
type invoiceJSON struct {
	ID         string              `json:"id"`
	Number     string              `json:"number"`
	Kind       string              `json:"kind" enum:"invoice,credit"`
	Credits    string              `json:"credits"`
	Replaces   string              `json:"replaces"`
	IssuedAt   time.Time           `json:"issuedAt"`
	Buyer      string              `json:"buyer"`
	Company    string              `json:"company"`
	TotalCents int                 `json:"totalCents"`
	BookingID  string              `json:"bookingId"`
	VoucherID  string              `json:"voucherId"`
	Totals     []invoice.RateTotal `json:"totals" nullable:"false"`
}

func toInvoiceJSON(d invoice.Invoice) invoiceJSON {
	return invoiceJSON{ID: d.ID, Number: d.Number, Kind: d.Kind, Credits: d.Credits, Replaces: d.Replaces, IssuedAt: d.IssuedAt,
		Buyer: d.Buyer.Name, Company: d.Buyer.Company, TotalCents: d.TotalCents, BookingID: d.BookingID,
		VoucherID: d.VoucherID, Totals: d.Totals()}
}

// list answers GET /admin/invoices?from=&to= (YYYY-MM-DD, both days included; by
// default this month up to today): the invoices and credit notes issued in the period,
// in number order, with their totals per btw rate.
func (h invoiceHandlers) list(w http.ResponseWriter, r *http.Request) {
	var docs []invoice.Invoice
	period, err := ledger.PeriodOf(r.URL.Query().Get("from"), r.URL.Query().Get("to"), h.now())
	if err == nil {
		docs, err = h.invoices.List(r.Context(), invoice.Period(period))
	}
	out := make([]invoiceJSON, len(docs))
	for i, d := range docs {
		out[i] = toInvoiceJSON(d)
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
