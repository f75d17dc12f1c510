package api_test

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/shop/api"
	"wandelwijs.nl/shop/app"
	"wandelwijs.nl/shop/shoptest"
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
			{"/api/v1/walks/vol/waitlist", signup("Anna\u202eseirV", "anna@example.nl", 2), 400},
			{"/api/v1/walks/vol/waitlist", signup("Gratis iPhone: http://evil.example/x", "anna@example.nl", 2), 400},
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
	if got := env.entryStatuses(walkID); got != "anna@example.nl:WAITING bert@example.nl:WAITING carla@example.nl:WAITING dirk@example.nl:WAITING" {
		t.Fatalf("the list is %q: the same address twice must be one entry, unchanged", got)
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
		if got := env.entryStatuses(walkID); got != "anna@example.nl:OFFERED bert@example.nl:WAITING carla@example.nl:OFFERED dirk@example.nl:WAITING" {
			t.Fatalf("after the offers: %q", got)
		}
		env.waitForMail("anna@example.nl", "Er is plaats voor je")
		env.waitForMail("carla@example.nl", "Er is plaats voor je")
		if free() != 0 {
			t.Errorf("the walk shows %d places while offers hold them all", free())
		}
		runOffers()
		if n := len(env.mailsTo("anna@example.nl")); n != 3 {
			t.Errorf("Anna has %d mails after a second run, want 3 (signed up, her link again, one offer)", n)
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
		token := env.linkIn(offerLink, "anna@example.nl", "Er is plaats voor je")
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
		if code, used := env.call("GET", "/api/v1/waitlist/"+token, "", ""); code != 200 || used["status"] != "BOOKED" || used["bookingId"] != out["bookingId"] {
			t.Fatalf("the used offer's link does not lead to its booking: %d %v", code, used)
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
		if got := env.entryStatuses(walkID); got != "anna@example.nl:BOOKED bert@example.nl:WAITING carla@example.nl:EXPIRED dirk@example.nl:OFFERED" {
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
			!strings.Contains(body, `"offeredAt":"`) || strings.Index(body, "anna@") > strings.Index(body, "dirk@") {
			t.Fatalf("%d %s", rec.Code, body)
		}
		user := client{t: t, handler: env.Handler, access: tokenFor(t, env.Shop, "USER", time.Now())}
		if rec := user.do("GET", "/api/v1/walks/admin/"+walkID+"/waitlist", ""); rec.Code != 403 {
			t.Fatalf("a USER: %d", rec.Code)
		}
	})
}

// TestAnOfferNeverHoldsPlacesPastTheStart: a walk starting within booking.waitlistOfferHours
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
	testdb.SetWorth(t, env.DB, booked, 1, 0, 0)
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

// veraWaitsForAFullWalk makes the walk "vol" for qty, booked full, and puts Vera Visser
// (vera@example.nl) on its waiting list for qty; it returns the walk's id.
func (env *shopEnv) veraWaitsForAFullWalk(qty int) string {
	env.t.Helper()
	walkID := env.walk("vol", 10, 2500, qty)
	testdb.Booking(env.t, env.DB, walkID, nil, qty, 2500*qty, "PAID", env.Now())
	if code, out := env.call("POST", "/api/v1/walks/vol/waitlist", signup("Vera Visser", "vera@example.nl", qty), ""); code != 201 {
		env.t.Fatalf("Vera signs up: %d %v", code, out)
	}
	return walkID
}

// TestAWaitingListEntryIsItsOwners: a signup with someone's address, in any case, changes
// nothing of their entry (name, phone, party size, status) and answers as if it worked;
// the address gets its own entry's link, at most once an hour, and no mail repeats what
// the sender typed. An entry that left stays so; its own link puts it back.
func TestAWaitingListEntryIsItsOwners(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.veraWaitsForAFullWalk(2)
	env.waitForMail("vera@example.nl", "Je staat op de wachtlijst")
	entry := func() string {
		t.Helper()
		var row string
		if err := env.DB.NewRaw(`SELECT name || '|' || email || '|' || COALESCE(phone, '') || '|' || qty || '|' || status FROM waitlist_entries
			WHERE walk_id = ?`, walkID).Scan(t.Context(), &row); err != nil {
			t.Fatal(err)
		}
		return row
	}
	want := "Vera Visser|vera@example.nl|+31 6 12345678|2|WAITING"
	for i, email := range []string{"VERA@example.nl", "vera@EXAMPLE.nl", "vera@example.nl", "Vera@example.nl", "vera@example.NL", "VERA@EXAMPLE.NL"} {
		body := `{"name":"Gratis iPhone bij evil punt example","email":"` + email + `","phone":"+31 6 99999999","qty":` + strconv.Itoa(1+i%2*9) + `}`
		if code, out := env.call("POST", "/api/v1/walks/vol/waitlist", body, ""); code != 201 || !strings.Contains(out["message"].(string), "wachtlijst") {
			t.Fatalf("a signup for Vera's address: %d %v, want the answer of a signup", code, out)
		}
	}
	if got := entry(); got != want {
		t.Fatalf("Vera's entry is %q, want %q", got, want)
	}
	env.Settle(t)
	mails, err := env.Mailbox.List()
	if err != nil {
		t.Fatal(err)
	}
	var toVera []string
	for _, m := range mails {
		if strings.EqualFold(m.To, "vera@example.nl") {
			toVera = append(toVera, m.Subject)
			if strings.Contains(m.Text+m.HTML, "evil") || strings.Contains(m.Text+m.HTML, "Vera Visser") {
				t.Errorf("a mail repeats what was typed:\n%s", m.Text)
			}
		}
	}
	sort.Strings(toVera)
	if len(toVera) != 2 || !strings.HasPrefix(toVera[0], "Je inschrijving op de wachtlijst") || !strings.HasPrefix(toVera[1], "Je staat op de wachtlijst") {
		t.Fatalf("Vera got %q, want her signup and once her link again", toVera)
	}
	if env.linkIn(leaveLink, "vera@example.nl", "Je inschrijving") != env.linkIn(leaveLink, "vera@example.nl", "Je staat op de wachtlijst") {
		t.Error("the second mail carries another link than her entry's")
	}

	token := env.linkIn(leaveLink, "vera@example.nl", "Je staat op de wachtlijst")
	if code, out := env.call("DELETE", "/api/v1/waitlist/"+token, "", ""); code != 200 {
		t.Fatalf("Vera leaves: %d %v", code, out)
	}
	if code, out := env.call("POST", "/api/v1/walks/vol/waitlist", signup("Indringer", "VERA@example.nl", 1), ""); code != 201 {
		t.Fatalf("a signup after she left: %d %v", code, out)
	}
	if got := entry(); got != "Vera Visser|vera@example.nl|+31 6 12345678|2|LEFT" {
		t.Fatalf("after she left, a stranger's signup made her entry %q", got)
	}
	if code, out := env.call("POST", "/api/v1/waitlist/"+token, "", ""); code != 200 || out["message"] != "Je staat weer op de wachtlijst." {
		t.Fatalf("Vera rejoins by her link: %d %v", code, out)
	}
	if got := entry(); got != want {
		t.Fatalf("after rejoining by her link her entry is %q, want %q", got, want)
	}
	if code, out := env.call("POST", "/api/v1/waitlist/"+token, "", ""); code != 409 || out["message"] != "Je staat al op de wachtlijst van deze wandeling." {
		t.Fatalf("rejoining twice: %d %v", code, out)
	}
}

// TestTheWaitingListCostsPlaces: a signup costs its party's places from the client's
// places budget, as an order does, so one client cannot fill the waiting lists with
// throwaway addresses that offers would hold places for.
func TestTheWaitingListCostsPlaces(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{Limits: app.Limits{Places: api.DefaultPlacesLimit(1)}})
	env := &shopEnv{Shop: shop, t: t}
	walkID := env.walk("vol", 10, 2500, 2)
	testdb.Booking(t, env.DB, walkID, nil, 2, 5000, "PAID", env.Now())
	var codes []int
	for i := range 5 {
		code, _ := env.call("POST", "/api/v1/walks/vol/waitlist", signup("Wegwerp", "wegwerp"+strconv.Itoa(i)+"@example.nl", 10), "")
		codes = append(codes, code)
	}
	if fmt.Sprint(codes) != "[201 429 429 429 429]" {
		t.Fatalf("five signups for 10 from one client: %v, want one", codes)
	}
	if n := env.scalar(`SELECT COALESCE(sum(qty), 0)::int FROM waitlist_entries`); n != 10 {
		t.Fatalf("%d places wait, want 10", n)
	}
}
