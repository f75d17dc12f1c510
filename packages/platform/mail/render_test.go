package mail_test

import (
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/mail/mailtest"
)

func init() { mail.Register(mailtest.NoteTemplates, mailtest.Note{}) }

// calendarNote is a note that carries its walk as .ics.
type calendarNote struct{ mailtest.Note }

func (c calendarNote) Attachments(now time.Time) []mail.Attachment {
	ev := mail.Event{UID: "note@wandelwijs.nl", Summary: c.WalkTitle, Start: c.Start, End: c.Start.Add(2 * time.Hour)}
	return []mail.Attachment{{Filename: "wandeling.ics", ContentType: mail.ICSContentType, Data: ev.ICS(now)}}
}

func TestRenderFillsTheLayout(t *testing.T) {
	mailtest.Renders(t, []mailtest.Case{{
		Name: "a note", Content: mailtest.NoteTo("Jan Jansen"), Subject: "Je bericht (Stilte in het bos, 5 december 2026)",
		Want: []string{"Beste Jan Jansen", "Is de wandeling geschikt voor kinderen?", "zaterdag 5 december 2026 om 09:30"},
	}})
}

// TestATestModeRendererSaysSoAtTheTopOfEveryMail: a shop whose payments are no real money
// says so first in each mail, in both bodies; a live shop's mails say nothing of it.
func TestATestModeRendererSaysSoAtTheTopOfEveryMail(t *testing.T) {
	test, err := mail.NewRenderer(func() time.Time { return mailtest.RenderedAt }, mailtest.ShopURL, mail.TestMode(true))
	if err != nil {
		t.Fatal(err)
	}
	m, err := test.Render("jan@example.nl", mailtest.NoteTo("Jan"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(m.Text, "TESTMODUS: ") || !strings.Contains(m.Text, "betalingen zijn niet echt") {
		t.Errorf("text body does not start with the test mode line:\n%s", m.Text)
	}
	if mark, body := strings.Index(m.HTML, "<strong>TESTMODUS</strong>"), strings.Index(m.HTML, "Beste Jan"); mark < 0 || mark > body {
		t.Errorf("html body does not say TESTMODUS above the mail:\n%s", m.HTML)
	}
	live, err := mailtest.Renderer(t).Render("jan@example.nl", mailtest.NoteTo("Jan"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(strings.ToLower(live.Text+live.HTML), "testmodus") {
		t.Errorf("a live shop's mail mentions test mode:\n%s", live.Text)
	}
}

func TestContentCarriesItsAttachments(t *testing.T) {
	m, err := mailtest.Renderer(t).Render("jan@example.nl", calendarNote{mailtest.NoteTo("Jan")})
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
	m, err := mailtest.Renderer(t).Render("jan@example.nl", mailtest.NoteTo("Jan"))
	if err != nil || len(m.Attachments) != 0 {
		t.Fatalf("err %v, %d attachments", err, len(m.Attachments))
	}
}

func TestRenderRefusesABadRecipient(t *testing.T) {
	if _, err := mailtest.Renderer(t).Render("geen adres", mailtest.Note{}); err == nil {
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
	mailtest.RoundTrips(t, mailtest.NoteTo("Jan"))
	if _, err := mail.Decode("no-such-mail", []byte("{}")); err == nil {
		t.Error("decoded an unknown template")
	}
	if _, err := mail.Decode("note", []byte("[")); err == nil {
		t.Error("decoded broken JSON")
	}
}

func TestATemplateIsRegisteredOnce(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a second content type for one template was registered")
		}
	}()
	mail.Register(mailtest.NoteTemplates, calendarNote{})
}
