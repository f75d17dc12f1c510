package api_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
)

var (
	leaveLink = regexp.MustCompile(`/wachtlijst/([A-Za-z0-9_-]{43})\b`)
	offerLink = regexp.MustCompile(`/boeken/[a-z0-9-]+\?aanbod=([A-Za-z0-9_-]{43})\b`)
)

// linkIn returns the token link finds in both bodies of the last mail to addr whose
// subject starts with subject, or fails.
func (env *shopEnv) linkIn(link *regexp.Regexp, addr, subject string) string {
	env.t.Helper()
	all, err := env.Mailbox.List()
	if err != nil {
		env.t.Fatal(err)
	}
	for i := len(all) - 1; i >= 0; i-- {
		if m := all[i]; m.To == addr && strings.HasPrefix(m.Subject, subject) {
			if found := link.FindStringSubmatch(m.Text); found != nil && strings.Contains(m.HTML, found[0]) {
				return found[1]
			}
			env.t.Fatalf("the mail %q has no link %s in both bodies:\n%s", m.Subject, link, m.Text)
		}
	}
	env.t.Fatalf("no mail %q to %s", subject, addr)
	return ""
}

// waitFor a mail to addr whose subject starts with subject.
func (env *shopEnv) waitForMail(addr, subject string) {
	env.t.Helper()
	env.waitFor("a mail "+subject+" to "+addr, func() bool {
		for _, s := range env.mailsTo(addr) {
			if strings.HasPrefix(s, subject) {
				return true
			}
		}
		return false
	})
}

func signup(name, email string, qty int) string {
	return `{"name":"` + name + `","email":"` + email + `","phone":"+31 6 12345678","qty":` + strconv.Itoa(qty) + `}`
}

// entryStatuses returns the waiting list of a walk as "email:status" in order of signing up.
func (env *shopEnv) entryStatuses(walkID string) string {
	env.t.Helper()
	var rows []string
	if err := env.DB.NewRaw(`SELECT email || ':' || status FROM waitlist_entries WHERE walk_id = ? ORDER BY created_at, id`, walkID).
		Scan(env.t.Context(), &rows); err != nil {
		env.t.Fatal(err)
	}
	return strings.Join(rows, " ")
}

// TestTheWaitingList: a full walk takes waiting-list entries (one per address); when
// places come free the offer job offers them in order of signing up to the parties that
// fit; offered places count as taken and only their offer books them; an offer not taken
// passes on; raising the maximum offers again; anyone leaves by their link; the
// organisers see the list.
func TestTheWaitingList(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	local := localClient(t, env.Handler)
	runOffers := func() {
		t.Helper()
		if rec := local.do("POST", "/api/v1/dev/jobs/waitlist_offers/run", ""); rec.Code != 200 {
			t.Fatalf("run the offers: %d %s", rec.Code, rec.Body)
		}
	}
	free := func() int {
		t.Helper()
		_, w := env.call("GET", "/api/v1/walks/vol", "", "")
		return int(w["availableSpots"].(float64))
	}
	walkID := env.walk("vol", 10, 2500, 4)
	env.walk("ruim", 10, 2500, 20)
	env.walk("voorbij", -1, 2500, 4)
	env.paidGuestBooking(walkID, 3, "")
	testdb.Booking(t, env.DB, walkID, nil, 1, 2500, "PAID", env.Now())
	if free() != 0 {
		t.Fatalf("the walk has %d places, want 0", free())
	}

	t.Run("bad signups are a Dutch 4xx and store nothing", func(t *testing.T) {
		for _, c := range []struct {
			path, body string
			code       int
		}{
			{"/api/v1/walks/vol/waitlist", signup("Anna", "anna@example.nl", 0), 400},
			{"/api/v1/walks/vol/waitlist", signup("Anna", "anna@example.nl", 11), 400},
			{"/api/v1/walks/vol/waitlist", signup("Anna", "geen-adres", 2), 400},
			{"/api/v1/walks/vol/waitlist", `{"name":"Anna","email":"anna@example.nl","qty":2}`, 400},
			{"/api/v1/walks/ruim/waitlist", signup("Anna", "anna@example.nl", 2), 409},
			{"/api/v1/walks/voorbij/waitlist", signup("Anna", "anna@example.nl", 2), 409},
			{"/api/v1/walks/bestaat-niet/waitlist", signup("Anna", "anna@example.nl", 2), 404},
		} {
			code, out := env.call("POST", c.path, c.body, "")
			if code != c.code || out["message"] == "" {
				t.Errorf("%s %s: %d %v, want %d", c.path, c.body, code, out, c.code)
			}
		}
		if n := env.scalar(`SELECT count(*) FROM waitlist_entries`); n != 0 {
			t.Fatalf("%d entries stored", n)
		}
	})
	for _, s := range []struct {
		name, email string
		qty         int
	}{{"Anna", "anna@example.nl", 2}, {"Bert", "bert@example.nl", 3}, {"Carla", "carla@example.nl", 1}, {"Dirk", "dirk@example.nl", 1},
		{"Anna", "ANNA@example.nl", 2}} {
		if code, out := env.call("POST", "/api/v1/walks/vol/waitlist", signup(s.name, s.email, s.qty), ""); code != 201 {
			t.Fatalf("%s signs up: %d %v", s.email, code, out)
		}
	}
	if got := env.entryStatuses(walkID); got != "ANNA@example.nl:WAITING bert@example.nl:WAITING carla@example.nl:WAITING dirk@example.nl:WAITING" {
		t.Fatalf("the list is %q: the same address twice must be one entry", got)
	}
	env.waitForMail("dirk@example.nl", "Je staat op de wachtlijst")

	runOffers()
	if got := env.mailsTo("anna@example.nl"); strings.Contains(strings.Join(got, "|"), "Er is plaats") {
		t.Fatal("an offer while the walk is full")
	}

	t.Run("a cancellation frees 3 places: in order, the parties that fit get an offer", func(t *testing.T) {
		token := env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
		if code, out := env.call("POST", "/api/v1/manage/"+token+"/cancel", "", ""); code != 200 {
			t.Fatalf("cancel: %d %v", code, out)
		}
		runOffers()
		// Anna (2) fits in 3, Bert (3) not in the 1 left, Carla (1) does; Dirk waits behind her.
		if got := env.entryStatuses(walkID); got != "ANNA@example.nl:OFFERED bert@example.nl:WAITING carla@example.nl:OFFERED dirk@example.nl:WAITING" {
			t.Fatalf("after the offers: %q", got)
		}
		env.waitForMail("ANNA@example.nl", "Er is plaats voor je")
		env.waitForMail("carla@example.nl", "Er is plaats voor je")
		if free() != 0 {
			t.Errorf("the walk shows %d places while offers hold them all", free())
		}
		runOffers()
		if n := len(env.mailsTo("ANNA@example.nl")); n != 2 {
			t.Errorf("Anna has %d mails after a second run, want 2 (signed up, one offer)", n)
		}
	})
	t.Run("offered places are not bookable by others", func(t *testing.T) {
		code, out := env.call("POST", "/api/v1/payments/create-booking-payment",
			`{"walkId":"`+walkID+`","qty":1,"guestName":"Eva","guestEmail":"eva@example.nl","guestPhone":"+31 6 12345678"}`, "")
		if code != 409 {
			t.Fatalf("a stranger books an offered place: %d %v", code, out)
		}
	})
	t.Run("the offer's link fills in the form and books the held places", func(t *testing.T) {
		token := env.linkIn(offerLink, "ANNA@example.nl", "Er is plaats voor je")
		code, e := env.call("GET", "/api/v1/waitlist/"+token, "", "")
		if code != 200 || e["qty"] != 2.0 || e["name"] != "Anna" || e["offerOpen"] != true || e["walk"].(map[string]any)["slug"] != "vol" {
			t.Fatalf("the offer: %d %v", code, e)
		}
		code, out := env.call("POST", "/api/v1/payments/create-booking-payment",
			`{"walkId":"`+walkID+`","qty":2,"guestName":"Anna","guestEmail":"ANNA@example.nl","guestPhone":"+31 6 12345678","offerToken":"`+token+`"}`, "")
		if code != 201 {
			t.Fatalf("book with the offer: %d %v", code, out)
		}
		if got := env.scalar(`SELECT count(*) FROM waitlist_entries WHERE status = 'BOOKED' AND booking_id = ?`, out["bookingId"]); got != 1 {
			t.Fatal("the offer is not marked taken by the booking")
		}
		if code, again := env.call("POST", "/api/v1/payments/create-booking-payment",
			`{"walkId":"`+walkID+`","qty":1,"guestName":"Anna","guestEmail":"anna@example.nl","guestPhone":"+31 6 12345678","offerToken":"`+token+`"}`, ""); code != 409 {
			t.Fatalf("the offer used twice: %d %v", code, again)
		}
	})
	t.Run("an offer not taken in time passes on to the next that fits", func(t *testing.T) {
		carla := env.linkIn(offerLink, "carla@example.nl", "Er is plaats voor je")
		env.Offset.Store(int64(13 * time.Hour))
		defer env.Offset.Store(0)
		runOffers()
		if got := env.entryStatuses(walkID); got != "ANNA@example.nl:BOOKED bert@example.nl:WAITING carla@example.nl:EXPIRED dirk@example.nl:OFFERED" {
			t.Fatalf("after Carla's offer ended: %q", got)
		}
		env.waitForMail("dirk@example.nl", "Er is plaats voor je")
		code, out := env.call("POST", "/api/v1/payments/create-booking-payment",
			`{"walkId":"`+walkID+`","qty":1,"guestName":"Carla","guestEmail":"carla@example.nl","guestPhone":"+31 6 12345678","offerToken":"`+carla+`"}`, "")
		if code != 409 || !strings.Contains(out["message"].(string), "verlopen") {
			t.Fatalf("an ended offer books: %d %v", code, out)
		}
	})
	t.Run("raising the maximum offers the places to who fits", func(t *testing.T) {
		if _, err := env.DB.NewRaw(`UPDATE walks SET max_participants = 7 WHERE id = ?`, walkID).Exec(t.Context()); err != nil {
			t.Fatal(err)
		}
		runOffers()
		if got := env.entryStatuses(walkID); !strings.Contains(got, "bert@example.nl:OFFERED") {
			t.Fatalf("after raising the maximum: %q", got)
		}
	})
	t.Run("anyone leaves by the link in their mail, once; an unknown link is a 404", func(t *testing.T) {
		env.waitForMail("bert@example.nl", "Er is plaats voor je")
		token := env.linkIn(leaveLink, "bert@example.nl", "Er is plaats voor je")
		if token != env.linkIn(leaveLink, "bert@example.nl", "Je staat op de wachtlijst") {
			t.Error("the offer and the signup carry different tokens")
		}
		if code, out := env.call("DELETE", "/api/v1/waitlist/"+token, "", ""); code != 200 {
			t.Fatalf("leave: %d %v", code, out)
		}
		if code, out := env.call("DELETE", "/api/v1/waitlist/"+token, "", ""); code != 409 || out["message"] == "" {
			t.Fatalf("leave twice: %d %v", code, out)
		}
		if code, _ := env.call("GET", "/api/v1/waitlist/"+strings.Repeat("Q", 43), "", ""); code != 404 {
			t.Fatalf("an unknown token: %d", code)
		}
		if free() != 3 {
			t.Errorf("Bert's places did not come free: %d", free())
		}
	})
	t.Run("the organisers see the list with the offers; others may not", func(t *testing.T) {
		admin := client{t: t, handler: env.Handler, access: tokenFor(t, env.Shop, "ADMIN", time.Now())}
		rec := admin.do("GET", "/api/v1/walks/admin/"+walkID+"/waitlist", "")
		body := rec.Body.String()
		if rec.Code != 200 || strings.Count(body, `"id"`) != 4 || !strings.Contains(body, `"status":"EXPIRED"`) ||
			!strings.Contains(body, `"offeredAt":"`) || strings.Index(body, "ANNA@") > strings.Index(body, "dirk@") {
			t.Fatalf("%d %s", rec.Code, body)
		}
		user := client{t: t, handler: env.Handler, access: tokenFor(t, env.Shop, "USER", time.Now())}
		if rec := user.do("GET", "/api/v1/walks/admin/"+walkID+"/waitlist", ""); rec.Code != 403 {
			t.Fatalf("a USER: %d", rec.Code)
		}
	})
}

// TestAnOfferNeverHoldsPlacesPastTheStart: a walk starting within WAITLIST_OFFER_HOURS
// holds its offer's places until its start, not longer.
func TestAnOfferNeverHoldsPlacesPastTheStart(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	local := localClient(t, env.Handler)
	start := env.Now().Add(3 * time.Hour).Truncate(time.Second)
	walkID := testdb.Walk(t, env.DB, "vanmiddag", start, 2, 0, true)
	booked := testdb.Booking(t, env.DB, walkID, nil, 2, 0, "PAID", env.Now())
	if code, out := env.call("POST", "/api/v1/walks/vanmiddag/waitlist", signup("Eva", "eva@example.nl", 1), ""); code != 201 {
		t.Fatalf("%d %v", code, out)
	}
	if _, err := env.DB.NewRaw(`UPDATE bookings SET qty = 1 WHERE id = ?`, booked).Exec(t.Context()); err != nil {
		t.Fatal(err)
	}
	if rec := local.do("POST", "/api/v1/dev/jobs/waitlist_offers/run", ""); rec.Code != 200 {
		t.Fatalf("run: %d %s", rec.Code, rec.Body)
	}
	var expires time.Time
	if err := env.DB.NewRaw(`SELECT offer_expires_at FROM waitlist_entries WHERE status = 'OFFERED'`).Scan(t.Context(), &expires); err != nil {
		t.Fatal(err)
	}
	if !expires.Equal(start) {
		t.Fatalf("the offer holds until %s, want the start %s", expires, start)
	}
}
