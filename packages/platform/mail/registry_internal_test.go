package mail

import (
	"reflect"
	"testing"
	"time"
)

func TestNewRendererRefusesARegisteredMailWithoutTemplates(t *testing.T) {
	registry.Lock()
	registry.types["no-such-mail"] = nil
	registry.Unlock()
	t.Cleanup(func() {
		registry.Lock()
		delete(registry.types, "no-such-mail")
		registry.Unlock()
	})
	if _, err := NewRenderer(time.Now, "https://shop.example.nl"); err == nil {
		t.Fatal("a renderer started without the templates of a registered mail")
	}
}

// registerAs makes c's type the content of template for the length of t.
func registerAs(t *testing.T, template string, c any) {
	registry.Lock()
	registry.types[template] = reflect.TypeOf(c)
	registry.Unlock()
	t.Cleanup(func() {
		registry.Lock()
		delete(registry.types, template)
		registry.Unlock()
	})
}

// spokenMail is a customer's mail: it names its reader's language.
type spokenMail struct{ Language }

// organisersMail is an organisers' mail: always Dutch.
type organisersMail struct{}

// noticeMail is an organisers' mail about a booking that has a language: still Dutch.
type noticeMail struct{ Language }

func (noticeMail) ForOrganisers()   {}
func (noticeMail) Template() string { return "minimum-warning" }

// A customer's mail is written in every language, an organisers' mail in Dutch only: the
// renderer refuses to start when a template exists in one language only, or in English
// for a mail that cannot say its reader's language.
func TestNewRendererRefusesAMailInOneLanguageOnly(t *testing.T) {
	for _, tt := range []struct {
		name, template string
		content        any
	}{
		{"a customer's mail with Dutch templates only", "minimum-warning", spokenMail{}},
		{"an organisers' mail with English templates", "booking-confirmation", organisersMail{}},
		{"an organisers' mail about an English booking, with English templates", "booking-confirmation", noticeMail{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			registerAs(t, tt.template, tt.content)
			if _, err := NewRenderer(time.Now, "https://shop.example.nl"); err == nil {
				t.Fatal("the renderer started")
			}
		})
	}
	registerAs(t, "booking-confirmation", spokenMail{})
	registerAs(t, "minimum-warning", noticeMail{})
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
