package errs

import (
	"strings"
	"testing"
)

func init() {
	English(map[string]string{"test_places_left": "Only %d places are left.", "test_twice": "Once"})
	EnglishFields(map[string]string{"Kies een test": "Choose a test", "Twee keer": "Twice"})
}

// A caller who asks for English reads the registered English, with the Dutch message's
// parameters; anyone else, and a text without English, keeps the Dutch.
func TestInEnglish(t *testing.T) {
	e := New(Conflict, "test_places_left", "Nog maar %d plaatsen.", 3)
	e.Fields = map[string]string{"a": "Kies een test", "b": "Geen Engels"}
	en := e.In("en")
	if en.Message != "Only 3 places are left." || en.Fields["a"] != "Choose a test" || en.Fields["b"] != "Geen Engels" {
		t.Errorf("in English: %q, %v", en.Message, en.Fields)
	}
	if nl := e.In("nl"); nl.Message != "Nog maar 3 plaatsen." || nl.Fields["a"] != "Kies een test" {
		t.Errorf("in Dutch: %q, %v", nl.Message, nl.Fields)
	}
	if got := InvalidFields(nil).In("en").Message; got != "Please check your input and try again." {
		t.Errorf("invalid input in English: %q", got)
	}
}

// A code or field message given its English twice is a mistake found at start-up.
func TestEnglishRegisteredTwicePanics(t *testing.T) {
	for name, register := range map[string]func(){
		"code":  func() { English(map[string]string{"test_twice": "Again"}) },
		"field": func() { EnglishFields(map[string]string{"Twee keer": "Again"}) },
	} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(r.(string), "twice") {
					t.Errorf("%s registered twice: recovered %v", name, r)
				}
			}()
			register()
		}()
	}
	if got := New(Conflict, "test_twice", "Eens").In("en").Message; got != "Once" {
		t.Errorf("after a second registration: %q", got)
	}
}
