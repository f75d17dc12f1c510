package mail

import (
	"strings"
	"time"
	"unicode/utf8"

	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/rules"
)

// ICSContentType is the MIME type of a calendar attachment.
const ICSContentType = "text/calendar; charset=utf-8; method=PUBLISH"

// Event is one calendar entry.
type Event struct {
	UID         string
	Summary     string
	Location    string
	Description string
	// URL is the event's page; Cancelled marks an event that does not take place.
	URL        string
	Cancelled  bool
	Start, End time.Time
}

// vtimezoneAmsterdam describes Europe/Amsterdam's EU summer-time rules, so calendars
// place the event right without knowing the zone.
const vtimezoneAmsterdam = `BEGIN:VTIMEZONE
TZID:Europe/Amsterdam
X-LIC-LOCATION:Europe/Amsterdam
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`

// ICS returns e as an iCalendar file (Calendar with e alone).
func (e Event) ICS(stamp time.Time) []byte { return Calendar("", []Event{e}, stamp) }

// Calendar returns events as one iCalendar file (RFC 5545) named name ("" for none): CRLF
// line ends, long lines folded, starts and ends as Europe/Amsterdam wall-clock times
// with the zone's VTIMEZONE; stamp is when the file was made.
func Calendar(name string, events []Event, stamp time.Time) []byte {
	loc := rules.Amsterdam
	local := func(t time.Time) string { return t.In(loc).Format("20060102T150405") }
	lines := []string{
		"BEGIN:VCALENDAR",
		"VERSION:2.0",
		"PRODID:-//Wandelwijs//Boekingen//NL",
		"CALSCALE:GREGORIAN",
		"METHOD:PUBLISH",
	}
	if name != "" {
		lines = append(lines, "X-WR-CALNAME:"+escapeText(name), "X-WR-TIMEZONE:"+format.TimeZone)
	}
	lines = append(lines, strings.Split(vtimezoneAmsterdam, "\n")...)
	for _, e := range events {
		status := "CONFIRMED"
		if e.Cancelled {
			status = "CANCELLED"
		}
		lines = append(lines,
			"BEGIN:VEVENT",
			"UID:"+escapeText(e.UID),
			"DTSTAMP:"+stamp.UTC().Format("20060102T150405Z"),
			"DTSTART;TZID="+format.TimeZone+":"+local(e.Start),
			"DTEND;TZID="+format.TimeZone+":"+local(e.End),
			"SUMMARY:"+escapeText(e.Summary),
			"LOCATION:"+escapeText(e.Location),
			"DESCRIPTION:"+escapeText(e.Description),
		)
		if e.URL != "" {
			lines = append(lines, "URL:"+e.URL)
		}
		lines = append(lines, "STATUS:"+status, "TRANSP:OPAQUE", "END:VEVENT")
	}
	lines = append(lines, "END:VCALENDAR")
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(fold(l))
		b.WriteString("\r\n")
	}
	return []byte(b.String())
}

// escapeText escapes a TEXT value: backslash, semicolon, comma and line breaks.
func escapeText(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\n", `\n`, "\r", `\n`).Replace(s)
}

// fold breaks a content line into lines of at most 75 octets, continuation lines
// starting with a space, never inside a UTF-8 sequence.
func fold(line string) string {
	const limit = 75
	var b strings.Builder
	width := 0
	for _, r := range line {
		n := utf8.RuneLen(r)
		if width+n > limit {
			b.WriteString("\r\n ")
			width = 1
		}
		b.WriteRune(r)
		width += n
	}
	return b.String()
}
