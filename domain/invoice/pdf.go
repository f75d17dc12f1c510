package invoice

import (
	"bytes"
	"fmt"

	"github.com/go-pdf/fpdf"

	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/mail"
)

// PDF renders the invoice as a one-page A4 PDF (more pages when its lines need them),
// from the stored invoice alone: its totals are the database's.
func PDF(inv Invoice) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCreationDate(inv.IssuedAt)
	pdf.SetModificationDate(inv.IssuedAt)
	pdf.SetTitle(title(inv)+" "+inv.Number, true)
	pdf.SetAuthor(inv.Seller.Name, true)
	pdf.SetMargins(20, 20, 20)
	pdf.SetAutoPageBreak(true, 20)
	tr := pdf.UnicodeTranslatorFromDescriptor("") // Helvetica speaks cp1252: €, ë, é
	text := func(style string, size float64, w, h float64, s, align string) {
		pdf.SetFont("Helvetica", style, size)
		pdf.CellFormat(w, h, tr(s), "", 0, align, false, 0, "")
	}
	pdf.AddPage()

	// Seller, top right; title and number, top left.
	text("B", 18, 100, 10, title(inv), "L")
	pdf.SetXY(120, 20)
	pdf.SetFont("Helvetica", "", 9)
	pdf.MultiCell(70, 4.5, tr(sellerBlock(inv.Seller)), "", "R", false)
	pdf.SetXY(20, 32)
	header := [][2]string{{"Nummer", inv.Number}, {"Datum", format.Date(inv.IssuedAt)}}
	if inv.Supplies() {
		header = append(header, [2]string{"Datum levering", format.Date(inv.ServiceDate)})
	}
	if inv.Credits != "" {
		header = append(header, [2]string{"Crediteert", "factuur " + inv.Credits})
	}
	if inv.Replaces != "" {
		header = append(header, [2]string{"Vervangt", "factuur " + inv.Replaces})
	}
	for _, kv := range header {
		text("", 10, 35, 5.5, kv[0]+":", "L")
		text("B", 10, 60, 5.5, kv[1], "L")
		pdf.Ln(5.5)
	}

	// Buyer
	pdf.SetXY(20, 62)
	text("B", 10, 0, 5.5, "Aan", "L")
	pdf.Ln(5.5)
	pdf.SetFont("Helvetica", "", 10)
	pdf.MultiCell(100, 5, tr(buyerBlock(inv.Buyer)), "", "L", false)
	pdf.Ln(6)

	// Lines: the unit price excluding btw too (art. 35a lid 1 h)
	cols := []float64{61, 13, 23, 23, 24, 26}
	pdf.SetFillColor(235, 240, 235)
	for i, h := range []string{"Omschrijving", "Aantal", "Prijs excl.", "Prijs incl.", "Btw", "Bedrag incl."} {
		align := "R"
		if i == 0 {
			align = "L"
		}
		pdf.SetFont("Helvetica", "B", 9)
		pdf.CellFormat(cols[i], 7, tr(h), "B", 0, align, true, 0, "")
	}
	pdf.Ln(7)
	for _, l := range inv.Lines {
		rate := fmt.Sprintf("%d%%", l.VATRate)
		switch {
		case inv.Seller.KOR:
			rate = "-"
		case l.OutsideScope:
			rate = OutsideScopeLabel
		}
		cells := []string{l.Description, fmt.Sprint(l.Quantity), format.Euro(l.UnitExclCents(inv.Seller.KOR)), format.Euro(l.UnitCents),
			rate, format.Euro(l.Cents())}
		for i, c := range cells {
			align, size := "R", 9.0
			if i == 0 {
				align = "L"
			}
			if c == OutsideScopeLabel {
				size = 7
			}
			pdf.SetFont("Helvetica", "", size)
			pdf.CellFormat(cols[i], 6.5, tr(clip(c, 44)), "", 0, align, false, 0, "")
		}
		pdf.Ln(6.5)
	}
	pdf.Line(20, pdf.GetY()+1, 190, pdf.GetY()+1)
	pdf.Ln(4)

	// Totals per rate, then the total
	row := func(style, label, amount string) {
		pdf.SetX(100)
		text(style, 10, 60, 6, label, "L")
		text(style, 10, 30, 6, amount, "R")
		pdf.Ln(6)
	}
	for _, t := range inv.Totals() {
		switch {
		case inv.Seller.KOR:
			continue
		case t.OutsideScope:
			row("", "Totaal "+OutsideScopeLabel, format.Euro(t.InclCents))
			continue
		}
		row("", fmt.Sprintf("Totaal excl. btw %d%%", t.Rate), format.Euro(t.ExclCents))
		row("", fmt.Sprintf("Btw %d%%", t.Rate), format.Euro(t.VATCents))
	}
	row("B", "Totaal", format.Euro(inv.TotalCents))
	pdf.Ln(6)
	pdf.SetFont("Helvetica", "", 9)
	if inv.Seller.KOR {
		pdf.MultiCell(0, 5, tr(KORSentence), "", "L", false)
	}
	if inv.Note != "" {
		pdf.MultiCell(0, 5, tr(inv.Note), "", "L", false)
	}
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		return nil, fmt.Errorf("invoice %s pdf: %w", inv.Number, err)
	}
	return out.Bytes(), nil
}

// OutsideScopeLabel is what an invoice says of a line outside the scope of btw, instead
// of a rate.
const OutsideScopeLabel = "buiten de heffing"

// Supplies tells whether the invoice is for a supply with a day of its own: not when all
// its lines are outside the scope of btw (a multi-purpose voucher is no supply yet).
func (i Invoice) Supplies() bool {
	for _, l := range i.Lines {
		if !l.OutsideScope {
			return true
		}
	}
	return len(i.Lines) == 0
}

// title is "Factuur" or "Creditnota".
func title(inv Invoice) string {
	if inv.Kind == KindCredit {
		return "Creditnota"
	}
	return "Factuur"
}

func sellerBlock(s Seller) string {
	b := s.Name + "\n" + s.Address
	if s.KvK != "" {
		b += "\nKvK " + s.KvK
	}
	if s.VATID != "" {
		b += "\nBtw-id " + s.VATID
	}
	return b
}

func buyerBlock(b Buyer) string {
	out := ""
	if b.Company != "" {
		out += b.Company + "\nt.a.v. "
	}
	out += b.Name
	if b.Address != "" {
		out += "\n" + b.Address
	}
	if b.VATID != "" {
		out += "\nBtw-id " + b.VATID
	}
	return out + "\n" + b.Email
}

// clip shortens s to at most n characters, with an ellipsis.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// Attachment is an invoice's PDF as a mail carries it: rendered in the transaction that
// issued it, queued with the mail.
type Attachment struct {
	Number   string `json:"number"`
	Filename string `json:"filename"`
	PDF      []byte `json:"pdf"`
}

// Attach renders inv's PDF for a mail.
func Attach(inv Invoice) (*Attachment, error) {
	raw, err := PDF(inv)
	if err != nil {
		return nil, err
	}
	return &Attachment{Number: inv.Number, Filename: inv.Filename(), PDF: raw}, nil
}

// Mail is the attachment as the mail package sends it.
func (a Attachment) Mail() mail.Attachment {
	return mail.Attachment{Filename: a.Filename, ContentType: "application/pdf", Data: a.PDF}
}
