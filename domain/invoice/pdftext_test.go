package invoice

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ledongthuc/pdf"
)

// PDFText renders inv and reads the text back out of the PDF, with non-breaking spaces
// as spaces, for tests.
func PDFText(t *testing.T, inv Invoice) string {
	t.Helper()
	raw, err := PDF(inv)
	if err != nil {
		t.Fatal(err)
	}
	return ReadPDF(t, raw)
}

// ReadPDF is the text of a PDF, line by line.
func ReadPDF(t *testing.T, raw []byte) string {
	t.Helper()
	r, err := pdf.NewReader(bytes.NewReader(raw), int64(len(raw)))
	if err != nil {
		t.Fatalf("read pdf: %v", err)
	}
	var b strings.Builder
	for i := 1; i <= r.NumPage(); i++ {
		rows, err := r.Page(i).GetTextByRow()
		if err != nil {
			t.Fatalf("pdf page %d: %v", i, err)
		}
		for _, row := range rows {
			for _, w := range row.Content {
				b.WriteString(w.S)
			}
			b.WriteString("\n")
		}
	}
	return strings.ReplaceAll(b.String(), "\u00a0", " ")
}
