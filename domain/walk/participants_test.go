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
	for typed, want := range map[string]string{
		"=cmd|' /C calc'!A0":     "'=cmd|' /C calc'!A0",
		"x,=cmd|' /C calc'!A0,":  "x,'=cmd|' /C calc'!A0,",
		"x\t=1+1":                "x\t'=1+1",
		"x, \t@SUM(A1)":          "x, '\t'@SUM(A1)",
		"a|-2+3":                 "a|'-2+3",
		"+31 6 12345678":         "'+31 6 12345678",
		"Jan-Willem de Vries":    "Jan-Willem de Vries",
		"anna+wandel@example.nl": "anna+wandel@example.nl",
	} {
		csv := string(walk.ParticipantsCSV([]walk.Participant{{Name: typed, Email: "a@example.nl", Qty: 1, BookedAt: time.Now()}}))
		row := strings.Split(csv, "\r\n")[1]
		if got, _, _ := strings.Cut(row, ";a@example.nl"); strings.Trim(got, `"`) != want {
			t.Errorf("%q is written %q, want %q", typed, got, want)
		}
	}
}
