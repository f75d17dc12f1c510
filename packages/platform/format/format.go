// Package format writes money, dates, times, durations and counts as the shop shows them
// in Dutch and English: the same words the SPAs write with Intl (testdata/formats.json).
package format

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"wandelwijs.nl/platform/rules"
)

// TimeZone is the zone every date in a mail is shown in.
const TimeZone = "Europe/Amsterdam"

// amsterdam returns the shop's time zone.
func amsterdam() *time.Location { return rules.Amsterdam }

// Euro shows integer cents as Dutch euros, e.g. 2500 → "€ 25,00", 125000 → "€ 1.250,00";
// the space after the sign does not break, so an amount never wraps across two lines.
func Euro(cents int) string {
	sign, whole, rest := amount(cents, '.')
	return fmt.Sprintf("€\u00a0%s%s,%02d", sign, whole, rest)
}

// amount splits cents into their sign ("-" or ""), the whole euros with sep between
// each three digits, and the cents left.
func amount(cents int, sep byte) (sign, whole string, rest int) {
	if cents < 0 {
		sign, cents = "-", -cents
	}
	digits := strconv.Itoa(cents / 100)
	var b strings.Builder
	for i, r := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(sep)
		}
		b.WriteRune(r)
	}
	return sign, b.String(), cents % 100
}

// LongDate shows the day in Amsterdam with its weekday, e.g. "zaterdag 5 december 2026".
func LongDate(t time.Time) string {
	t = t.In(amsterdam())
	weekdays := [...]string{"zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"}
	return weekdays[t.Weekday()] + " " + Date(t)
}

// Soon names the day of t as seen on the day of now, in Amsterdam, to begin a sentence:
// "Vandaag", "Morgen", "Overmorgen", "Aanstaande zaterdag" within the week, else
// "Op zaterdag 5 december 2026".
func Soon(now, t time.Time) string {
	from, to := now.In(amsterdam()), t.In(amsterdam())
	days := int(time.Date(to.Year(), to.Month(), to.Day(), 12, 0, 0, 0, time.UTC).
		Sub(time.Date(from.Year(), from.Month(), from.Day(), 12, 0, 0, 0, time.UTC)).Hours() / 24)
	switch {
	case days == 0:
		return "Vandaag"
	case days == 1:
		return "Morgen"
	case days == 2:
		return "Overmorgen"
	case days > 2 && days < 7:
		return "Aanstaande " + strings.Fields(LongDate(t))[0]
	}
	return "Op " + LongDate(t)
}

// Date shows the day in Amsterdam without weekday, e.g. "5 december 2026".
func Date(t time.Time) string {
	t = t.In(amsterdam())
	months := [...]string{"januari", "februari", "maart", "april", "mei", "juni", "juli",
		"augustus", "september", "oktober", "november", "december"}
	return fmt.Sprintf("%d %s %d", t.Day(), months[t.Month()-1], t.Year())
}

// Clock shows the wall-clock time in Amsterdam, e.g. "09:30".
func Clock(t time.Time) string { return t.In(amsterdam()).Format("15:04") }

// DateTime shows day and time in Amsterdam, e.g. "zaterdag 5 december 2026 om 09:30".
func DateTime(t time.Time) string { return LongDate(t) + " om " + Clock(t) }

// ShortID is the short form of a booking or voucher id shown to people (the booking
// number): the id's first eight characters in capitals, e.g. "3F2A9C1D".
func ShortID(id string) string {
	id = strings.ToUpper(strings.ReplaceAll(id, "-", ""))
	if len(id) > 8 {
		id = id[:8]
	}
	return id
}

// Places says how many places are held, e.g. "1 plaats", "3 plaatsen".
func Places(n int) string { return count(n, "plaats", "plaatsen") }

// Persons says how many people, e.g. "1 persoon", "3 personen".
func Persons(n int) string { return count(n, "persoon", "personen") }

// EuroEN shows integer cents as euros in English, e.g. 2500 → "€25.00", 125000 → "€1,250.00".
func EuroEN(cents int) string {
	sign, whole, rest := amount(cents, ',')
	return fmt.Sprintf("%s€%s.%02d", sign, whole, rest)
}

// DateEN shows the day in Amsterdam in English without weekday, e.g. "5 December 2026".
func DateEN(t time.Time) string { return t.In(amsterdam()).Format("2 January 2006") }

// LongDateEN shows the day in Amsterdam in English with its weekday, as the SPAs show it
// (Intl, en-GB): "Saturday, 5 December 2026". Every English long date of the services,
// the mails and the BFF's pages is this one.
func LongDateEN(t time.Time) string { return t.In(amsterdam()).Format("Monday, 2 January 2006") }

// DateTimeEN shows day and time in Amsterdam in English, e.g. "Saturday, 5 December 2026 at 09:30".
func DateTimeEN(t time.Time) string { return LongDateEN(t) + " at " + Clock(t) }

// SoonEN is Soon in English: "Today", "Tomorrow", "The day after tomorrow", "This
// Saturday" within the week, else "On Saturday, 5 December 2026".
func SoonEN(now, t time.Time) string {
	switch Soon(now, t) {
	case "Vandaag":
		return "Today"
	case "Morgen":
		return "Tomorrow"
	case "Overmorgen":
		return "The day after tomorrow"
	}
	if strings.HasPrefix(Soon(now, t), "Aanstaande ") {
		return "This " + t.In(amsterdam()).Format("Monday")
	}
	return "On " + LongDateEN(t)
}

// PlacesEN says how many places are held in English, e.g. "1 place", "3 places".
func PlacesEN(n int) string { return count(n, "place", "places") }

// PersonsEN says how many people in English, e.g. "1 person", "3 people".
func PersonsEN(n int) string { return count(n, "person", "people") }

// Duration is d in whole hours and minutes, as the SPAs' formatDuration shows it (Intl's
// units joined by "en"): "2 uur", "45 minuten", "1 uur en 1 minuut".
func Duration(d time.Duration) string { return duration(d, "uur", "uur", "minuut", "minuten", " en ") }

// DurationEN is Duration in English: "1 hour and 1 minute".
func DurationEN(d time.Duration) string {
	return duration(d, "hour", "hours", "minute", "minutes", " and ")
}

// duration writes d's whole hours and minutes with the words for one and more of each.
func duration(d time.Duration, hour, hours, minute, minutes, and string) string {
	total := max(0, int(d.Round(time.Minute).Minutes()))
	hourPart, minutePart := count(total/60, hour, hours), count(total%60, minute, minutes)
	switch {
	case total < 60:
		return minutePart
	case total%60 == 0:
		return hourPart
	}
	return hourPart + and + minutePart
}

// count is n with the word for one or for more: "1 uur", "3 plaatsen".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
