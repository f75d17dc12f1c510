package validate

import (
	"errors"
	"testing"

	"wandelwijs.nl/platform/errs"
)

func TestEmailAndPhone(t *testing.T) {
	for _, c := range []struct {
		name      string
		valid     func(string) bool
		good, bad []string
	}{
		{"Email", Email,
			[]string{"an@example.nl", "an.de.vries+wandel@sub.example.com"},
			[]string{"", "an", "an@", "@example.nl", "an@localhost", "An <an@example.nl>", "an @example.nl", "a@b.c\n"}},
		{"Phone", Phone,
			[]string{"0612345678", "06 12345678", "+31 6 12345678", "0317-123456", "+44 (20) 7946 0958"},
			[]string{"", "12345", "telefoon", "06-", "+31 6 1234 5678 9012 3456", "<script>"}},
	} {
		for _, s := range c.good {
			if !c.valid(s) {
				t.Errorf("%s(%q) = false", c.name, s)
			}
		}
		for _, s := range c.bad {
			if c.valid(s) {
				t.Errorf("%s(%q) = true", c.name, s)
			}
		}
	}
}

func TestErrorsKeepTheFirstMessagePerField(t *testing.T) {
	e := Errors{}
	e.Check(true, "name", "never")
	if e.Err() != nil {
		t.Fatal("no problems should give a nil error")
	}
	e.Check(false, "name", "Naam is verplicht")
	e.Check(false, "name", "Naam is te lang")
	var ee *errs.Error
	if !errors.As(e.Err(), &ee) || ee.Kind != errs.Invalid || ee.Fields["name"] != "Naam is verplicht" {
		t.Fatalf("err = %#v", e.Err())
	}
	if !Length("Zoë", 3, 3) {
		t.Error("Length counts bytes, want characters")
	}
}

func TestGuessablePasswordsAreRefused(t *testing.T) {
	if n := len(commonPasswords()); n < 10_000 {
		t.Fatalf("the common-password list holds %d entries, want at least 10 000", n)
	}
	for _, p := range []string{"aaaaaaaa", "password1", "PASSWORD1", "12345678", "qwertyuiop", "wachtwoord", "abababab",
		"Wandelen", "WANDELING", "wandelwijs"} {
		e := Errors{}
		e.Password("password", p, true)
		if e["password"] != "Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander wachtwoord." {
			t.Errorf("%q: %q", p, e["password"])
		}
	}
	for _, p := range []string{"Wandelen!2026", "Verwondering!2026", "berk-eik-linde-7"} {
		e := Errors{}
		e.Password("password", p, true)
		if len(e) != 0 {
			t.Errorf("%q refused: %v", p, e)
		}
	}
}

// TestPersonName: letters of any script with their marks, spaces and ' ’ - . make a name;
// digits, symbols, and the invisible and direction-changing characters that would let a
// name pass for another in the back office, a CSV or a mail do not.
func TestPersonName(t *testing.T) {
	for _, ok := range []string{"Anna de Vries", "Zoë O'Brien", "Jan-Willem v.d. Berg", "’t Hart", "Åsa Ångström", "Nguyễn Văn A",
		"Ольга", "e\u0301mile"} {
		if !PersonName(ok) {
			t.Errorf("%q refused", ok)
		}
	}
	for _, bad := range []string{"Anna\u202Eseirv", "Anna\u0085", "Anna\u2028Bert", "\uFEFFAnna", "An\u200Bna", "Anna\u00A0Bert",
		"Anna\tBert", "Gratis iPhone: http://evil.example", "Anna 2", "=cmd", "<b>", "'-.", ""} {
		if PersonName(bad) {
			t.Errorf("%q accepted", bad)
		}
	}
	e := Errors{}
	e.Name("name", "Anna\u202E")
	if e["name"] != MsgNameChars {
		t.Errorf("the name check: %v", e)
	}
}
