package spreadsheet_test

import (
	"testing"
	"time"

	"wandelwijs.nl/platform/spreadsheet"
)

func TestAFileOpensInDutchExcel(t *testing.T) {
	w := spreadsheet.New("Naam", "Bedrag", "Wanneer")
	w.Row(spreadsheet.Text("=HYPERLINK(\"x\")"), spreadsheet.Euros(-250), spreadsheet.Time(time.Date(2026, 7, 4, 8, 0, 0, 0, time.UTC)))
	w.Row(spreadsheet.Text("Jan; de \"Wandelaar\""), spreadsheet.Euros(2500), "")
	want := "\ufeffNaam;Bedrag;Wanneer\r\n\"'=HYPERLINK(\"\"x\"\")\";-2,50;04-07-2026 10:00\r\n\"Jan; de \"\"Wandelaar\"\"\";25,00;\r\n"
	if got := string(w.Bytes()); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

func TestAPhoneNumberKeepsItsZeroAndPlus(t *testing.T) {
	for in, want := range map[string]string{
		"0612345670":     `="0612345670"`,
		"+31 6 11111111": `="+31 6 11111111"`,
		"(020) 123-4567": `="(020) 123-4567"`,
		"=1+1":           "'=1+1",
		"06\"1":          `06"1`,
		"":               "",
	} {
		if got := spreadsheet.Phone(in); got != want {
			t.Errorf("Phone(%q) = %q, want %q", in, got, want)
		}
	}
}
