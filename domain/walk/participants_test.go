package walk_test

import (
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/walk"
)

// TestTheParticipantsCSVRunsNoFormula: what a customer typed never starts a formula, also
// where a spreadsheet that splits on a comma, a tab or a bar cuts the cell in parts.
func TestTheParticipantsCSVRunsNoFormula(t *testing.T) {
	cases := [][2]string{
		{"=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"},
		{"x,=cmd|' /C calc'!A0,", "x,'=cmd|' /C calc'!A0,"},
		{"x\t=1+1", "x\t'=1+1"},
		{"x, \t@SUM(A1)", "x, '\t'@SUM(A1)"},
		{"a|-2+3", "a|'-2+3"},
		{"+31 6 12345678", "'+31 6 12345678"},
		{"Jan-Willem de Vries", "Jan-Willem de Vries"},
		{"anna+wandel@example.nl", "anna+wandel@example.nl"},
	}
	var ps []walk.Participant
	for _, c := range cases {
		ps = append(ps, walk.Participant{Name: c[0], Email: "a@example.nl", Qty: 1, BookedAt: time.Now()})
	}
	rows := strings.Split(string(walk.ParticipantsCSV(ps)), "\r\n")[1:]
	for i, c := range cases {
		name, _, _ := strings.Cut(rows[i], ";a@example.nl")
		if strings.Trim(name, `"`) != c[1] {
			t.Errorf("%q is written %q, want %q", c[0], name, c[1])
		}
	}
}
