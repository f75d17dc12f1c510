package walkops_test

import (
	"testing"

	"wandelwijs.nl/domain/walkops"
	"wandelwijs.nl/platform/mail/mailtest"
)

var walkStart = mailtest.WalkStart

// TestEveryMailRenders renders each kind of mail this package sends and checks its
// subject, its Dutch content in both bodies, and the one layout around it.
func TestEveryMailRenders(t *testing.T) {
	mailtest.Renders(t, []mailtest.Case{
		{
			Name: "minimum warning for the organisers",
			Content: walkops.MinimumWarning{WalkID: "w1", WalkTitle: "Stilte in het bos", Start: walkStart, Confirmed: 2, Pending: 1,
				Minimum: 6, Maximum: 15, ParticipantsURL: "https://shop.example.nl/admin/walks/w1/participants"},
			Subject: "Onder het minimum: Stilte in het bos op 5 december 2026",
			Want: []string{"minimum nog niet gehaald", "zaterdag 5 december 2026 om 09:30", "2 personen (betaald)",
				"1 persoon (betaling loopt nog)", "6 personen", "15 personen", "https://shop.example.nl/admin/walks/w1/participants"},
		},
		{
			Name: "message to the participants",
			Content: walkops.WalkMessage{CustomerName: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart,
				Subject: "Andere verzamelplek", Body: "We verzamelen bij de ingang aan de Dreijenlaan."},
			Subject: "Andere verzamelplek (Stilte in het bos, 5 december 2026)",
			Want:    []string{"Beste Jan Jansen", "We verzamelen bij de ingang aan de Dreijenlaan.", "zaterdag 5 december 2026 om 09:30"},
		},
	})
}

func TestEveryMailRoundTrips(t *testing.T) {
	mailtest.RoundTrips(t,
		walkops.MinimumWarning{WalkID: "w1", Start: walkStart, Minimum: 6},
		walkops.WalkMessage{Subject: "S", Body: "B", Start: walkStart},
	)
}
