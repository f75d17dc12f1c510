package mail

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// registerAs makes c's type the content of template, and files the holder of its
// templates, for the length of t.
func registerAs(t *testing.T, files fstest.MapFS, template string, c any) {
	registry.Lock()
	registry.types[template] = reflect.TypeOf(c)
	registry.registrations = append(registry.registrations, registration{files: files, names: []string{template}})
	registry.Unlock()
	t.Cleanup(func() {
		registry.Lock()
		delete(registry.types, template)
		registry.registrations = slices.DeleteFunc(registry.registrations, func(r registration) bool {
			return slices.Equal(r.names, []string{template})
		})
		registry.Unlock()
	})
}

// templates are the .txt and .html of each mail named, in language.
func templates(language string, names ...string) fstest.MapFS {
	files := fstest.MapFS{}
	for _, name := range names {
		files["mails/"+language+"/"+name+".txt"] = &fstest.MapFile{Data: []byte(`{{define "subject"}}Onderwerp{{end}}{{define "body"}}Tekst{{end}}`)}
		files["mails/"+language+"/"+name+".html"] = &fstest.MapFile{Data: []byte(`{{define "body"}}<p>Tekst</p>{{end}}`)}
	}
	return files
}

// inBoth is files with templates of name in Dutch and English.
func inBoth(name string) fstest.MapFS {
	files := templates(DefaultLanguage, name)
	for p, f := range templates(English, name) {
		files[p] = f
	}
	return files
}

func TestNewRendererRefusesARegisteredMailWithoutTemplates(t *testing.T) {
	registerAs(t, fstest.MapFS{}, "no-such-mail", organisersMail{})
	if _, err := NewRenderer(time.Now, "https://shop.example.nl"); err == nil {
		t.Fatal("a renderer started without the templates of a registered mail")
	}
}

// Every template is a registered mail's: the files registered with some mails hold no
// template of another mail, nor of a language the layout has no words in.
func TestNewRendererRefusesAStrayTemplate(t *testing.T) {
	for _, tt := range []struct {
		name  string
		files fstest.MapFS
		want  string
	}{
		{"a template no content was registered with", templates(DefaultLanguage, "letter", "leaflet"), "leaflet"},
		{"a template in a language without layout words", func() fstest.MapFS {
			files := templates(DefaultLanguage, "letter")
			files["mails/de/letter.txt"] = files["mails/nl/letter.txt"]
			return files
		}(), "no layout words in de"},
		{"a text template without its html", func() fstest.MapFS {
			files := templates(DefaultLanguage, "letter")
			delete(files, "mails/nl/letter.html")
			return files
		}(), "letter html template"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			registerAs(t, tt.files, "letter", organisersMail{})
			_, err := NewRenderer(time.Now, "https://shop.example.nl")
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("the renderer started or failed for another reason: %v", err)
			}
		})
	}
}

// letter and leaflet are organisers' mails.
type letter struct{}

func (letter) Template() string { return "letter" }

type leaflet struct{}

func (leaflet) Template() string { return "leaflet" }

// The mails registered together share what their mails/<language>/shared.* define; the
// mails registered apart do not see it.
func TestMailsRegisteredTogetherShareTheirDefinitions(t *testing.T) {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	registerAs(t, fstest.MapFS{
		"mails/nl/shared.txt":  file(`{{define "greeting"}}Beste lezer{{end}}`),
		"mails/nl/shared.html": file(`{{define "greeting"}}<p>Beste lezer</p>{{end}}`),
		"mails/nl/letter.txt":  file(`{{define "subject"}}Brief{{end}}{{define "body"}}{{template "greeting"}}{{end}}`),
		"mails/nl/letter.html": file(`{{define "body"}}{{template "greeting"}}{{end}}`),
	}, "letter", letter{})
	registerAs(t, fstest.MapFS{
		"mails/nl/leaflet.txt":  file(`{{define "subject"}}Folder{{end}}{{define "body"}}{{template "greeting"}}{{end}}`),
		"mails/nl/leaflet.html": file(`{{define "body"}}{{template "greeting"}}{{end}}`),
	}, "leaflet", leaflet{})
	r, err := NewRenderer(time.Now, "https://shop.example.nl")
	if err != nil {
		t.Fatal(err)
	}
	m, err := r.Render("jan@example.nl", letter{})
	if err != nil || !strings.Contains(m.Text, "Beste lezer") || !strings.Contains(m.HTML, "<p>Beste lezer</p>") {
		t.Errorf("the letter does not greet with its shared greeting (%v):\n%s\n%s", err, m.Text, m.HTML)
	}
	if r.Has(DefaultLanguage, shared) {
		t.Error("the shared definitions are taken for a mail")
	}
	if _, err := r.Render("jan@example.nl", leaflet{}); err == nil {
		t.Error("a mail registered apart used the letter's shared greeting")
	}
}

// spokenMail is a customer's mail: it names its reader's language.
type spokenMail struct{ Language }

// organisersMail is an organisers' mail: always Dutch.
type organisersMail struct{}

// noticeMail is an organisers' mail about a booking that has a language: still Dutch.
type noticeMail struct{ Language }

func (noticeMail) ForOrganisers()   {}
func (noticeMail) Template() string { return "notice" }

// A customer's mail is written in every language, an organisers' mail in Dutch only: the
// renderer refuses to start when a mail has templates in one language only, or in English
// for a mail that cannot say its reader's language.
func TestNewRendererRefusesAMailInOneLanguageOnly(t *testing.T) {
	for _, tt := range []struct {
		name    string
		files   fstest.MapFS
		content any
	}{
		{"a customer's mail with Dutch templates only", templates(DefaultLanguage, "letter"), spokenMail{}},
		{"a customer's mail with English templates only", templates(English, "letter"), spokenMail{}},
		{"an organisers' mail with English templates", inBoth("letter"), organisersMail{}},
		{"an organisers' mail about an English booking, with English templates", inBoth("letter"), noticeMail{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			registerAs(t, tt.files, "letter", tt.content)
			if _, err := NewRenderer(time.Now, "https://shop.example.nl"); err == nil {
				t.Fatal("the renderer started")
			}
		})
	}
	registerAs(t, inBoth("letter"), "letter", spokenMail{})
	registerAs(t, templates(DefaultLanguage, "notice"), "notice", noticeMail{})
	r, err := NewRenderer(time.Now, "https://shop.example.nl")
	if err != nil {
		t.Fatalf("a customer's mail in both languages and an organisers' in Dutch: %v", err)
	}
	if got := r.languageOf(noticeMail{Language{English}}); got != DefaultLanguage {
		t.Errorf("the organisers' mail about an English booking is written in %s", got)
	}
}

// The one layout has the same words in every language mails are written in.
func TestEveryLanguageHasTheLayoutsWords(t *testing.T) {
	for language, words := range layoutWords {
		for key := range layoutWords[DefaultLanguage] {
			if words[key] == "" {
				t.Errorf("the layout has no %q in %s", key, language)
			}
		}
		if len(words) != len(layoutWords[DefaultLanguage]) {
			t.Errorf("the layout has %d words in %s, %d in %s", len(words), language, len(layoutWords[DefaultLanguage]), DefaultLanguage)
		}
	}
}

// sharedMail is content whose template is called as the shared definitions are.
type sharedMail struct{}

func (sharedMail) Template() string { return shared }

func TestNoMailIsCalledAsTheSharedDefinitions(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a mail called shared was registered")
		}
	}()
	Register(fstest.MapFS{}, sharedMail{})
}
