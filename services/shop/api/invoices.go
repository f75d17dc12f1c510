package api

import (
	"net/http"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/platform/httpx"
)

// invoiceLinkJSON is an invoice or credit note as the customer's pages list it.
type invoiceLinkJSON struct {
	ID         string    `json:"id"`
	Number     string    `json:"number"`
	Kind       string    `json:"kind" enum:"invoice,credit"`
	IssuedAt   time.Time `json:"issuedAt"`
	TotalCents int       `json:"totalCents"`
}

func toInvoiceLinks(docs []invoice.Invoice) []invoiceLinkJSON {
	out := make([]invoiceLinkJSON, len(docs))
	for i, d := range docs {
		out[i] = invoiceLinkJSON{ID: d.ID, Number: d.Number, Kind: d.Kind, IssuedAt: d.IssuedAt, TotalCents: d.TotalCents}
	}
	return out
}

// invoices answers GET /manage/{token}/invoices: the booking's invoice and credit notes.
func (h manageHandlers) invoices(w http.ResponseWriter, r *http.Request) {
	token, ok := h.token(w, r)
	if !ok {
		return
	}
	if docs, err := h.service.ManageInvoices(r.Context(), token); err != nil {
		httpx.Error(w, r, err)
	} else {
		httpx.JSON(w, http.StatusOK, toInvoiceLinks(docs))
	}
}

// invoicePDF answers GET /manage/{token}/invoices/{id}.pdf: one of them as a PDF.
func (h manageHandlers) invoicePDF(w http.ResponseWriter, r *http.Request) {
	token, ok := h.token(w, r)
	if !ok {
		return
	}
	inv, raw, err := h.service.ManageInvoicePDF(r.Context(), token, mux.Vars(r)["id"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Download(w, "application/pdf", inv.Filename(), raw)
}
