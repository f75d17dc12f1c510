package mail_test

import (
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/mail"
)

func TestICS(t *testing.T) {
	summer := time.Date(2026, 7, 4, 7, 30, 0, 0, time.UTC) // 09:30 in Amsterdam
	ev := mail.Event{
		UID: "b1@wandelwijs.nl", Summary: "Wandelwijs: Spinoza; of de ethiek, van het bos",
		Location:    "Bosrandweg 1, Wageningen",
		Description: "Regel één\nRegel twee met een heel lange tekst die zeker over de vijfenzeventig octetten heen gaat, zodat hij gevouwen wordt: ééé",
		Start:       summer, End: summer.Add(2 * time.Hour),
	}
	raw := string(ev.ICS(time.Date(2026, 6, 1, 10, 0, 0, 0, time.UTC)))

	t.Run("lines end in CRLF and fold at 75 octets", func(t *testing.T) {
		if !strings.HasSuffix(raw, "END:VCALENDAR\r\n") {
			t.Error("does not end with END:VCALENDAR CRLF")
		}
		for _, l := range strings.Split(strings.TrimSuffix(raw, "\r\n"), "\r\n") {
			if len(l) > 75 {
				t.Errorf("line of %d octets: %q", len(l), l)
			}
			if strings.Contains(l, "\n") {
				t.Errorf("bare LF in %q", l)
			}
		}
	})
	unfolded := strings.ReplaceAll(raw, "\r\n ", "")
	t.Run("times are Amsterdam wall-clock times with a TZID and its VTIMEZONE", func(t *testing.T) {
		for _, want := range []string{
			"DTSTART;TZID=Europe/Amsterdam:20260704T093000\r\n", "DTEND;TZID=Europe/Amsterdam:20260704T113000\r\n",
			"DTSTAMP:20260601T100000Z\r\n", "BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam\r\n", "TZOFFSETTO:+0200", "TZOFFSETTO:+0100",
			"BEGIN:VEVENT", "END:VEVENT", "VERSION:2.0", "PRODID:", "METHOD:PUBLISH", "UID:b1@wandelwijs.nl",
		} {
			if !strings.Contains(unfolded, want) {
				t.Errorf("calendar lacks %q", want)
			}
		}
	})
	t.Run("text values are escaped", func(t *testing.T) {
		for _, want := range []string{
			`SUMMARY:Wandelwijs: Spinoza\; of de ethiek\, van het bos`, `LOCATION:Bosrandweg 1\, Wageningen`,
			`DESCRIPTION:Regel één\nRegel twee met een heel lange tekst`, `gevouwen wordt: ééé`,
		} {
			if !strings.Contains(unfolded, want) {
				t.Errorf("calendar lacks %q:\n%s", want, unfolded)
			}
		}
	})
}
