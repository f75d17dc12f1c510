// Package invoicetest reads the text back out of an invoice's PDF, for tests that check
// what a PDF says against what the database holds.
package invoicetest

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ledongthuc/pdf"
)

// Text is the text of a PDF, row by row, with non-breaking spaces as spaces; it fails t
// when raw is no PDF.
func Text(t testing.TB, raw []byte) string {
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
