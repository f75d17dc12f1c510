package format_test

import (
	"encoding/json"
	"os"
	"testing"
	"time"

	"wandelwijs.nl/platform/format"
)

// formats are the examples of testdata/formats.json: what the SPAs show for money and
// time (Intl, nl-NL and en-GB), which the mails and the BFF's first screens show too.
type formats struct {
	Durations []struct {
		Minutes int
		NL, EN  string
	}
	Euro []struct {
		Cents  int
		NL, EN string
	}
	Moments []struct {
		Name               string
		At                 time.Time
		LongDate, DateTime struct{ NL, EN string }
		Time               string
	}
}

func readFormats(t *testing.T) formats {
	t.Helper()
	raw, err := os.ReadFile("testdata/formats.json")
	if err != nil {
		t.Fatal(err)
	}
	var f formats
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	return f
}

func TestMoneyIsShownAsTheSPAsShowIt(t *testing.T) {
	for _, e := range readFormats(t).Euro {
		if got := format.Euro(e.Cents); got != e.NL {
			t.Errorf("Euro(%d) = %q, want %q", e.Cents, got, e.NL)
		}
		if got := format.EuroEN(e.Cents); got != e.EN {
			t.Errorf("EuroEN(%d) = %q, want %q", e.Cents, got, e.EN)
		}
	}
}

func TestDurationsAreShownAsTheSPAsShowThem(t *testing.T) {
	for _, e := range readFormats(t).Durations {
		d := time.Duration(e.Minutes) * time.Minute
		if got := format.Duration(d); got != e.NL {
			t.Errorf("Duration(%s) = %q, want %q", d, got, e.NL)
		}
		if got := format.DurationEN(d); got != e.EN {
			t.Errorf("DurationEN(%s) = %q, want %q", d, got, e.EN)
		}
	}
}

func TestTimeIsShownInAmsterdamAsTheSPAsShowIt(t *testing.T) {
	for _, e := range readFormats(t).Moments {
		t.Run(e.Name, func(t *testing.T) {
			for _, c := range []struct{ got, want string }{
				{format.LongDate(e.At), e.LongDate.NL}, {format.LongDateEN(e.At), e.LongDate.EN},
				{format.Clock(e.At), e.Time},
				{format.DateTime(e.At), e.DateTime.NL}, {format.DateTimeEN(e.At), e.DateTime.EN},
			} {
				if c.got != c.want {
					t.Errorf("got %q, want %q", c.got, c.want)
				}
			}
		})
	}
	if got := format.Date(time.Date(2027, 1, 9, 12, 0, 0, 0, time.UTC)); got != "9 januari 2027" {
		t.Errorf("Date = %q", got)
	}
}

func TestShortID(t *testing.T) {
	if got := format.ShortID("3f2a9c1d-1111-4000-8000-000000000001"); got != "3F2A9C1D" {
		t.Errorf("ShortID = %q", got)
	}
}

func TestSoonNamesTheDay(t *testing.T) {
	now := time.Date(2026, 12, 2, 22, 30, 0, 0, time.UTC) // Wednesday 2 December, 23:30 in Amsterdam
	for _, tt := range []struct {
		start time.Time
		want  string
	}{
		{time.Date(2026, 12, 2, 22, 45, 0, 0, time.UTC), "Vandaag"},
		{time.Date(2026, 12, 3, 8, 30, 0, 0, time.UTC), "Morgen"},
		{time.Date(2026, 12, 4, 8, 30, 0, 0, time.UTC), "Overmorgen"},
		{time.Date(2026, 12, 4, 23, 30, 0, 0, time.UTC), "Aanstaande zaterdag"},
		{time.Date(2026, 12, 8, 8, 30, 0, 0, time.UTC), "Aanstaande dinsdag"},
		{time.Date(2026, 12, 9, 8, 30, 0, 0, time.UTC), "Op woensdag 9 december 2026"},
	} {
		if got := format.Soon(now, tt.start); got != tt.want {
			t.Errorf("Soon(%v) = %q, want %q", tt.start, got, tt.want)
		}
	}
}

func TestCountsSayOneOrMore(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{format.Places(1), "1 plaats"}, {format.Places(3), "3 plaatsen"},
		{format.Persons(1), "1 persoon"}, {format.Persons(0), "0 personen"},
		{format.PlacesEN(1), "1 place"}, {format.PlacesEN(12), "12 places"},
		{format.PersonsEN(1), "1 person"}, {format.PersonsEN(2), "2 people"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}
