package mailtest

import (
	"embed"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
)

// ShopURL is the PUBLIC_URL test mails are rendered for: every link in them starts there.
const ShopURL = "https://shop.example.nl"

// RenderedAt is when test mails are rendered, the DTSTAMP of their calendars.
var RenderedAt = time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)

// Renderer returns a renderer for ShopURL that renders at RenderedAt.
func Renderer(t testing.TB) *mail.Renderer {
	t.Helper()
	r, err := mail.NewRenderer(func() time.Time { return RenderedAt }, ShopURL)
	if err != nil {
		t.Fatalf("NewRenderer: %v", err)
	}
	return r
}

// Case is one mail a test renders: its content, the subject it must have, what both
// its bodies must contain and what neither may.
type Case struct {
	Name    string
	Content mail.Content
	Subject string
	Want    []string
	Absent  []string
}

// Renders renders each case to klant@example.nl and checks its subject, its content in
// both bodies, and the one layout of its language around it.
func Renders(t *testing.T, cases []Case) {
	t.Helper()
	r := Renderer(t)
	for _, tt := range cases {
		t.Run(tt.Name, func(t *testing.T) {
			m, err := r.Render("klant@example.nl", tt.Content)
			if err != nil {
				t.Fatalf("Render: %v", err)
			}
			if m.Subject != tt.Subject {
				t.Errorf("subject %q, want %q", m.Subject, tt.Subject)
			}
			if m.To != "klant@example.nl" {
				t.Errorf("to %q", m.To)
			}
			for _, w := range tt.Want {
				if !strings.Contains(m.Text, w) {
					t.Errorf("text body lacks %q:\n%s", w, m.Text)
				}
				if !strings.Contains(m.HTML, HTMLEscape(w)) {
					t.Errorf("html body lacks %q", w)
				}
			}
			for _, a := range tt.Absent {
				if strings.Contains(m.Text, a) || strings.Contains(m.HTML, HTMLEscape(a)) {
					t.Errorf("a body says %q", a)
				}
			}
			language := mail.DefaultLanguage
			if sp, ok := tt.Content.(mail.Spoken); ok && sp.MailLanguage() != "" {
				language = sp.MailLanguage()
			}
			checkLayout(t, m, language)
		})
	}
}

// checkLayout checks the layout every mail shares: the footer's contact facts, links
// from PUBLIC_URL, unbreakable amounts, the signature separator and no missing values.
func checkLayout(t *testing.T, m mail.Message, language string) {
	t.Helper()
	questions := map[string]string{mail.DefaultLanguage: "Vragen? Mail naar", mail.English: "Questions? Mail"}[language]
	for _, layout := range []string{"Wandelwijs", questions, site.Facts().Email, site.Facts().Phone, ShopURL} {
		if !strings.Contains(m.Text, layout) || !strings.Contains(m.HTML, layout) {
			t.Errorf("layout text %q missing", layout)
		}
	}
	for _, body := range []string{m.Text, m.HTML} {
		if strings.Contains(body, "https://wandelwijs.nl") || strings.Contains(body, "localhost") {
			t.Errorf("a link does not start at PUBLIC_URL:\n%s", body)
		}
		if strings.Contains(body, "€ ") {
			t.Errorf("an amount can break after its euro sign:\n%s", body)
		}
	}
	if !strings.Contains(m.HTML, `href="tel:`) {
		t.Error("the phone number in the footer is not a tel: link")
	}
	if !strings.Contains(m.Text, "\n-- \n") {
		t.Error("text body has no signature separator before the footer")
	}
	if !strings.HasPrefix(m.HTML, "<!DOCTYPE html>") || !strings.Contains(m.HTML, `<html lang="`+language+`">`) ||
		!strings.Contains(m.HTML, "<title>"+HTMLEscape(m.Subject)+"</title>") {
		t.Errorf("html body is not the %s layout with the subject as title", language)
	}
	for _, body := range []string{m.Text, m.HTML} {
		if strings.Contains(body, "<no value>") || strings.Contains(body, "%!") {
			t.Errorf("a template value is missing:\n%s", body)
		}
	}
}

// HTMLEscape is s as html/template writes it.
func HTMLEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

// RoundTrips checks that each content survives a mail job: marshalled to JSON and
// decoded through the registry, it is the same content of the same template.
func RoundTrips(t *testing.T, contents ...mail.Content) {
	t.Helper()
	for _, c := range contents {
		t.Run(c.Template(), func(t *testing.T) {
			data, err := json.Marshal(c)
			if err != nil {
				t.Fatal(err)
			}
			got, err := mail.Decode(c.Template(), data)
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			again, _ := json.Marshal(got)
			if string(again) != string(data) || got.Template() != c.Template() {
				t.Errorf("round trip changed the content: %s → %s", data, again)
			}
		})
	}
}

// WalkStart is when the walks in test mails start: Saturday 5 December 2026, 09:30.
var WalkStart = time.Date(2026, 12, 5, 9, 30, 0, 0, rules.Amsterdam)

// NoteTemplates are the templates of Note in Dutch and English, mails/<language>/note.*.
//
//go:embed mails
var NoteTemplates embed.FS

// Note is a mail for the tests of platform: a message to a customer about a walk. A
// test binary that renders or queues it registers it with its templates:
// mail.Register(mailtest.NoteTemplates, mailtest.Note{}).
type Note struct {
	CustomerName, WalkTitle, Subject, Body string
	Start                                  time.Time
	// Language is the reader's.
	mail.Language
}

// Template names the note's templates.
func (Note) Template() string { return "note" }

// NoteTo is a note to the customer name about a walk at WalkStart.
func NoteTo(name string) Note {
	return Note{CustomerName: name, WalkTitle: "Stilte in het bos", Subject: "Je bericht",
		Body: "Is de wandeling geschikt voor kinderen?", Start: WalkStart}
}
