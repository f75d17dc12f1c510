package mail_test

import (
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mail/mailtest"
)

var (
	amsterdam, _ = time.LoadLocation("Europe/Amsterdam")
	walkStart    = time.Date(2026, 12, 5, 9, 30, 0, 0, amsterdam)
)

// note is a mail of these tests, filling the walk message's templates.
type note struct {
	CustomerName string    `json:"customerName"`
	WalkTitle    string    `json:"walkTitle"`
	Start        time.Time `json:"start"`
	Subject      string    `json:"subject"`
	Body         string    `json:"body"`
}

func (note) Template() string { return "walk-message" }

func init() { mail.Register[note]() }

// calendarNote is a note that carries its walk as .ics.
type calendarNote struct{ note }

func (c calendarNote) Attachments(now time.Time) []mail.Attachment {
	ev := mail.Event{UID: "note@wandelwijs.nl", Summary: c.WalkTitle, Start: c.Start, End: c.Start.Add(2 * time.Hour)}
	return []mail.Attachment{{Filename: "wandeling.ics", ContentType: mail.ICSContentType, Data: ev.ICS(now)}}
}

func aNote() note {
	return note{CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart,
		Subject: "Andere verzamelplek", Body: "We verzamelen bij de ingang aan de Dreijenlaan."}
}

func TestRenderFillsTheLayout(t *testing.T) {
	mailtest.Renders(t, []mailtest.Case{{
		Name: "a note", Content: aNote(), Subject: "Andere verzamelplek (Stilte in het bos, 5 december 2026)",
		Want: []string{"Beste Jan Jansen", "We verzamelen bij de ingang aan de Dreijenlaan.", "zaterdag 5 december 2026 om 09:30"},
	}})
}

func TestContentCarriesItsAttachments(t *testing.T) {
	m, err := mailtest.Renderer(t).Render("jan@example.nl", calendarNote{aNote()})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Attachments) != 1 {
		t.Fatalf("%d attachments, want the .ics", len(m.Attachments))
	}
	if a := m.Attachments[0]; a.Filename != "wandeling.ics" || !strings.Contains(string(a.Data), "DTSTAMP:20261121T120000Z") {
		t.Errorf("attachment %s, rendered at the renderer's now:\n%s", a.Filename, a.Data)
	}
}

func TestOtherMailsHaveNoAttachment(t *testing.T) {
	m, err := mailtest.Renderer(t).Render("jan@example.nl", aNote())
	if err != nil || len(m.Attachments) != 0 {
		t.Fatalf("err %v, %d attachments", err, len(m.Attachments))
	}
}

func TestRenderRefusesABadRecipient(t *testing.T) {
	if _, err := mailtest.Renderer(t).Render("geen adres", note{}); err == nil {
		t.Fatal("rendered a mail to an invalid address")
	}
}

// unknown is content whose templates do not exist.
type unknown struct{}

func (unknown) Template() string { return "no-such-mail" }

func TestRenderRefusesAMailWithoutTemplates(t *testing.T) {
	if _, err := mailtest.Renderer(t).Render("jan@example.nl", unknown{}); err == nil {
		t.Fatal("rendered a mail that has no templates")
	}
}

func TestDecodeRoundTripsRegisteredContent(t *testing.T) {
	mailtest.RoundTrips(t, aNote())
	if _, err := mail.Decode("no-such-mail", []byte("{}")); err == nil {
		t.Error("decoded an unknown template")
	}
	if _, err := mail.Decode("walk-message", []byte("[")); err == nil {
		t.Error("decoded broken JSON")
	}
}

func TestATemplateIsRegisteredOnce(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a second content type for one template was registered")
		}
	}()
	mail.Register[calendarNote]()
}
