package mail_test

import (
	"testing"
	"time"

	"wandelwijs.nl/platform/mail"
)

func TestEuro(t *testing.T) {
	tests := []struct {
		cents int
		want  string
	}{
		{0, "€\u00a00,00"}, {5, "€\u00a00,05"}, {2500, "€\u00a025,00"}, {1999, "€\u00a019,99"}, {100000, "€\u00a01.000,00"},
		{125050, "€\u00a01.250,50"}, {123456789, "€\u00a01.234.567,89"}, {-1050, "€\u00a0-10,50"},
	}
	for _, tt := range tests {
		if got := mail.Euro(tt.cents); got != tt.want {
			t.Errorf("Euro(%d) = %q, want %q", tt.cents, got, tt.want)
		}
	}
}

func TestDatesAreDutchInAmsterdam(t *testing.T) {
	tests := []struct {
		name string
		at   time.Time
		want string
	}{
		{"winter time (UTC+1)", time.Date(2026, 12, 5, 8, 30, 0, 0, time.UTC), "zaterdag 5 december 2026 om 09:30"},
		{"summer time (UTC+2)", time.Date(2026, 7, 1, 7, 0, 0, 0, time.UTC), "woensdag 1 juli 2026 om 09:00"},
		{"late UTC evening is the next day in Amsterdam", time.Date(2026, 3, 1, 23, 15, 0, 0, time.UTC), "maandag 2 maart 2026 om 00:15"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := mail.DateTime(tt.at); got != tt.want {
				t.Errorf("DateTime = %q, want %q", got, tt.want)
			}
		})
	}
	if got := mail.Date(time.Date(2027, 1, 9, 12, 0, 0, 0, time.UTC)); got != "9 januari 2027" {
		t.Errorf("Date = %q", got)
	}
}

func TestShortID(t *testing.T) {
	if got := mail.ShortID("3f2a9c1d-1111-4000-8000-000000000001"); got != "3F2A9C1D" {
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
		if got := mail.Soon(now, tt.start); got != tt.want {
			t.Errorf("Soon(%v) = %q, want %q", tt.start, got, tt.want)
		}
	}
}
