package waitlist_test

import (
	"testing"
	"time"

	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/platform/mail/mailtest"
)

var walkStart = mailtest.WalkStart

// TestEveryMailRenders renders each kind of mail this package sends and checks its
// subject, its Dutch content in both bodies, and the one layout around it.
func TestEveryMailRenders(t *testing.T) {
	mailtest.Renders(t, []mailtest.Case{
		{
			Name: "on the waiting list",
			Content: waitlist.WaitlistJoined{Name: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 3,
				LeaveURL: "https://shop.example.nl/wachtlijst/tok"},
			Subject: "Je staat op de wachtlijst: Stilte in het bos",
			Want:    []string{"Beste Jan Jansen", "zaterdag 5 december 2026 om 09:30", "3 personen", "https://shop.example.nl/wachtlijst/tok"},
		},
		{
			Name: "an offer from the waiting list",
			Content: waitlist.WaitlistOffer{Name: "Jan Jansen", WalkTitle: "Stilte in het bos", Start: walkStart, Qty: 2,
				ExpiresAt: walkStart.Add(-48 * time.Hour), BookURL: "https://shop.example.nl/boeken/stilte?aanbod=tok",
				LeaveURL: "https://shop.example.nl/wachtlijst/tok"},
			Subject: "Er is plaats voor je: Stilte in het bos",
			Want: []string{"Beste Jan Jansen", "2 personen", "tot donderdag 3 december 2026 om 09:30", "https://shop.example.nl/boeken/stilte?aanbod=tok",
				"volgende op de wachtlijst", "https://shop.example.nl/wachtlijst/tok"},
		},
	})
}

func TestEveryMailRoundTrips(t *testing.T) {
	mailtest.RoundTrips(t,
		waitlist.WaitlistJoined{Name: "N", Start: walkStart, Qty: 2, LeaveURL: "l"},
		waitlist.WaitlistOffer{Name: "N", Start: walkStart, ExpiresAt: walkStart, Qty: 2, BookURL: "b", LeaveURL: "l"},
	)
}
