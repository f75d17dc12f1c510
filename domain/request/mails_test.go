package request_test

import (
	"strings"
	"testing"

	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/platform/mail/mailtest"
)

func customWalk() request.Request {
	return request.Request{
		Kind: request.CustomWalkRequest, Name: "Sanne de Vries", Email: "sanne@example.nl", Phone: "0612345678",
		Message:    "Graag een wandeling over Spinoza.\nLiefst in de uiterwaarden.",
		Details:    []request.Detail{{Label: "Aantal deelnemers", Value: "12"}, {Label: "Duur", Value: "Halve dag"}},
		ReplyHours: 24,
	}
}

// TestEveryMailRenders renders each kind of mail this package sends and checks its
// subject, its Dutch content in both bodies, and the one layout around it.
func TestEveryMailRenders(t *testing.T) {
	mailtest.Renders(t, []mailtest.Case{
		{
			Name:    "custom walk received, for the requester",
			Content: request.RequestReceived{Request: customWalk()},
			Subject: "We hebben je aanvraag voor een wandeling op maat ontvangen",
			Want:    []string{"Hallo,", "aanvraag voor een wandeling op maat", "binnen 24 uur", "niet zelf verstuurd"},
		},
		{
			Name: "feest request received, for the requester",
			Content: request.RequestReceived{Request: request.Request{Kind: request.FeestRequest, Name: "Ali", Email: "ali@example.nl",
				Phone: "0611111111", Message: "Een wandeling voor mijn 40e verjaardag.", ReplyHours: 24}},
			Subject: "We hebben je aanvraag voor een feestwandeling ontvangen",
			Want:    []string{"Hallo,", "feestwandeling", "binnen 24 uur"},
		},
		{
			Name: "contact message received, without a reply promise",
			Content: request.RequestReceived{Request: request.Request{Kind: request.ContactRequest, Name: "Eva", Email: "eva@example.nl",
				Message: "Is de wandeling geschikt voor kinderen?"}},
			Subject: "We hebben je bericht ontvangen",
			Want:    []string{"Hallo,", "zo snel mogelijk"},
		},
		{
			Name:    "new custom walk request, for the organisers",
			Content: request.NewRequest{Request: customWalk()},
			Subject: "Nieuwe aanvraag voor een wandeling op maat van Sanne de Vries",
			Want: []string{"kwam een aanvraag voor een wandeling op maat binnen", "binnen 24 uur", "sanne@example.nl", "0612345678",
				"Aantal deelnemers", "Halve dag", "Liefst in de uiterwaarden."},
		},
		{
			Name: "new contact message, for the organisers",
			Content: request.NewRequest{Request: request.Request{Kind: request.ContactRequest, Name: "Eva", Email: "eva@example.nl",
				Message: "Is de wandeling geschikt voor kinderen?"}},
			Subject: "Nieuw contactbericht van Eva",
			Want:    []string{"kwam een bericht binnen", "eva@example.nl", "geschikt voor kinderen"},
		},
	})
}

func TestEveryMailRoundTrips(t *testing.T) {
	mailtest.RoundTrips(t,
		request.RequestReceived{Request: customWalk()},
		request.NewRequest{Request: customWalk()},
	)
}

func TestHTMLBodyEscapesWhatVisitorsTyped(t *testing.T) {
	evil := `<script>alert("x")</script>`
	m, err := mailtest.Renderer(t).Render("info@wandelwijs.nl", request.NewRequest{Request: request.Request{
		Kind: request.ContactRequest, Name: evil, Email: "eva@example.nl", Message: evil,
		Details: []request.Detail{{Label: evil, Value: evil}}}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(m.HTML, "<script>") {
		t.Fatalf("html body contains raw markup from the form:\n%s", m.HTML)
	}
	if !strings.Contains(m.HTML, "&lt;script&gt;") {
		t.Error("the escaped text is missing")
	}
	if !strings.Contains(m.Text, evil) {
		t.Error("the text body should show what was typed, as typed")
	}
}

// TestTheReceiptRepeatsNothingTheSenderTyped: the receipt goes to an address nobody
// verified, so it carries no name, text, detail or link the sender typed.
func TestTheReceiptRepeatsNothingTheSenderTyped(t *testing.T) {
	r := customWalk()
	r.Name, r.Message = "Klik hier https://phish.example", "Win een prijs op https://phish.example"
	m, err := mailtest.Renderer(t).Render("sanne@example.nl", request.RequestReceived{Request: r})
	if err != nil {
		t.Fatal(err)
	}
	for _, typed := range []string{"phish.example", "Klik hier", "Win een prijs", "Spinoza", "Aantal deelnemers", "0612345678"} {
		if strings.Contains(m.Text, typed) || strings.Contains(m.HTML, typed) || strings.Contains(m.Subject, typed) {
			t.Errorf("the receipt repeats %q", typed)
		}
	}
}
