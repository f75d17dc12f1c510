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
