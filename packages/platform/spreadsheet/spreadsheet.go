// Package spreadsheet writes CSV files that open correctly in Excel with Dutch settings:
// UTF-8 with a byte-order mark, fields separated by ';', amounts with a decimal comma,
// times in Amsterdam, lines ended CRLF, and no text a spreadsheet would run as a formula.
package spreadsheet

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"regexp"
	"strings"
	"time"

	"wandelwijs.nl/platform/rules"
)

// Writer collects the rows of one CSV file.
type Writer struct {
	buf bytes.Buffer
	csv *csv.Writer
}

// New starts a file with its header row.
func New(header ...string) *Writer {
	w := &Writer{}
	w.buf.WriteString("\ufeff")
	w.csv = csv.NewWriter(&w.buf)
	w.csv.Comma, w.csv.UseCRLF = ';', true
	w.Row(header...)
	return w
}

// Row adds one row; cells are written as given (see Text, Euros, Time).
func (w *Writer) Row(cells ...string) { _ = w.csv.Write(cells) }

// Bytes ends the file and returns it.
func (w *Writer) Bytes() []byte {
	w.csv.Flush()
	return w.buf.Bytes()
}

// Text keeps a spreadsheet from running what someone typed as a formula: a text that
// starts like one gets a leading apostrophe, and so does every part that would start like
// one where a spreadsheet splits the cell on another separator (a comma, a tab).
func Text(s string) string {
	var b strings.Builder
	start := true // at the start of the cell or of a part after a separator, spaces aside
	for _, r := range s {
		if start && strings.ContainsRune(formulaStart, r) {
			b.WriteRune('\'')
		}
		b.WriteRune(r)
		start = strings.ContainsRune(cellSeparators, r) || start && r == ' '
	}
	return b.String()
}

// Phone writes a telephone number so a spreadsheet keeps it as typed: its leading zero
// and its "+" stay, and no apostrophe shows. A number of digits, spaces, "+", "-", "(" and
// ")" becomes the text formula ="…"; anything else is written as Text.
func Phone(s string) string {
	if phoneChars.MatchString(s) {
		return `="` + s + `"`
	}
	return Text(s)
}

var phoneChars = regexp.MustCompile(`^\+?[0-9(][0-9 ()\-]*$`)

// formulaStart are the characters a spreadsheet reads a formula after; cellSeparators
// those it may split a line on.
const (
	formulaStart   = "=+-@\t\r"
	cellSeparators = ",;|\t\r\n"
)

// Euros writes cents as euros the Dutch way: 2500 → "25,00", -250 → "-2,50".
func Euros(cents int) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s%d,%02d", sign, cents/100, cents%100)
}

// Time writes t in Amsterdam, as "02-01-2006 15:04".
func Time(t time.Time) string { return t.In(rules.Amsterdam).Format("02-01-2006 15:04") }
