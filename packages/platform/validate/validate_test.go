package validate

import (
	"encoding/json"
	"errors"
	"os"
	"testing"
	"unicode"

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

// TestNameCases: the names of testdata/name-cases.json, which the SPAs' test reads as
// well, are accepted and refused as listed: names of every script with their normal
// marks pass; blank names of Hangul fillers, names with the invisible characters of
// Default_Ignorable_Code_Point, and a letter under a pile of marks do not.
func TestNameCases(t *testing.T) {
	raw, err := os.ReadFile("testdata/name-cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases struct{ Accepted, Refused []string }
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases.Accepted) < 20 || len(cases.Refused) < 30 {
		t.Fatalf("%d accepted and %d refused cases: the file was not read", len(cases.Accepted), len(cases.Refused))
	}
	for _, ok := range cases.Accepted {
		if !PersonName(ok) {
			t.Errorf("%+q refused", ok)
		}
	}
	for _, bad := range cases.Refused {
		if PersonName(bad) {
			t.Errorf("%+q accepted", bad)
		}
		e := Errors{}
		e.Name("name", bad)
		if e["name"] == "" {
			t.Errorf("the name check took %+q", bad)
		}
	}
}

// TestDefaultIgnorable: name-rule.json holds Default_Ignorable_Code_Point as Unicode
// 17.0.0 lists it, 4174 code points (the SPAs' test compares the file with the
// JavaScript engine's own \p{Default_Ignorable_Code_Point}), and is read whole.
func TestDefaultIgnorable(t *testing.T) {
	n := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if DefaultIgnorable(r) {
			n++
		}
	}
	if n != 4174 {
		t.Errorf("%d default-ignorable code points, want 4174", n)
	}
	for r, want := range map[rune]bool{0xAC: false, 0xAD: true, 0xAE: false, 0x3164: true, 0xFFA0: true, 0x115F: true, 0x1160: true,
		0x1161: false, 0x17B3: false, 0x17B5: true, 0xE0FFF: true, 0xE1000: false, 'a': false, 0x0301: false} {
		if DefaultIgnorable(r) != want {
			t.Errorf("DefaultIgnorable(%U) = %v", r, !want)
		}
	}
	if MaxMarksPerLetter != 4 {
		t.Errorf("MaxMarksPerLetter = %d", MaxMarksPerLetter)
	}
}

// TestPlainLine: a company name or address on one line passes, in any script; line
// breaks, tabs, direction characters and the other invisible characters do not.
func TestPlainLine(t *testing.T) {
	for _, ok := range []string{"Bos & Co B.V.", "Bosweg 1, 6701 AA Wageningen", "Café ’t Hoekje (Zoë)", "Straße 5, 10115 Berlin", "株式会社 山田",
		"شركة محمد", "#1 Outdoor: 100% natuur!"} {
		if !PlainLine(ok) {
			t.Errorf("%+q refused", ok)
		}
	}
	for _, bad := range []string{"Test \u202eKCATTA\u202c BV", "Bosweg 1\r\n6701 AA Wageningen", "Bosweg 1\n6701 AA", "Bosweg 1\r6701 AA",
		"Bos\tCo", "Bos\u0085Co", "Bos\u2028Co", "Bos\u2029Co", "Bos\u2066Co\u2069", "Bos\u200eCo", "\ufeffBos", "Bos\u200bCo",
		"Bos\u00adCo", "Bos \u3164", "Bos\ufe0f", "Bos\x00", "Bos\x7f", "Bos\xffCo"} {
		if PlainLine(bad) {
			t.Errorf("%+q accepted", bad)
		}
	}
}
