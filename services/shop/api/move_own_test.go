package api_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
)

// moveOptionIDs are the walk ids of a manage answer's moveOptions.
func moveOptionIDs(b map[string]any) []string {
	var ids []string
	opts, _ := b["moveOptions"].([]any)
	for _, o := range opts {
		ids = append(ids, o.(map[string]any)["walkId"].(string))
	}
	return ids
}

// refundedCents is the sum of the refunds the sandbox made on a Mollie payment.
func (env *shopEnv) refundedCents(molliePaymentID string) int {
	env.t.Helper()
	refunds, err := env.Mollie.ListRefunds(context.Background(), molliePaymentID)
	if err != nil {
		env.t.Fatal(err)
	}
	sum := 0
	for _, r := range refunds {
		euros, err := strconv.ParseFloat(r.Amount.Value, 64)
		if err != nil {
			env.t.Fatal(err)
		}
		sum += int(euros*100 + 0.5)
	}
	return sum
}

// TestMoveOwnFromTheManageLink: the manage link lists the walks a booking may move to and
// moves it there; refused moves change nothing; a cheaper walk gives the difference back,
// the card part first, and the card's refunds never exceed what the card paid.
func TestMoveOwnFromTheManageLink(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	walkID := env.walk("eerste-datum", 20, 2500, 20)
	later := env.walk("latere-datum", 30, 2500, 20)
	cheaper := env.walk("goedkopere-datum", 25, 1750, 20)
	full := env.walk("volle-datum", 26, 2500, 1)
	dearer := env.walk("duurdere-datum", 27, 3500, 20)
	calledOff := env.walk("afgelaste-datum", 28, 2500, 20)
	hidden := env.walk("verborgen-datum", 29, 2500, 20)
	started := env.walk("begonnen-datum", 31, 2500, 20)
	for q, id := range map[string]string{
		`UPDATE walks SET cancelled_at = now(), cancel_reason = 'Storm' WHERE id = ?`:                                calledOff,
		`UPDATE walks SET published = false WHERE id = ?`:                                                            hidden,
		`UPDATE walks SET date_start = now() - interval '1 hour', date_end = now() + interval '1 hour' WHERE id = ?`: started,
	} {
		if _, err := env.DB.NewRaw(q, id).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	v := env.voucher("DEELS-BON-1", 1000)
	id := env.paidGuestBooking(walkID, 2, `,"voucherCode":"DEELS-BON-1"`) // 5000: 1000 voucher, 4000 card
	token := env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
	path := "/api/v1/manage/" + token

	t.Run("the manage link lists the walks with room, in the future, published, not called off, not the same", func(t *testing.T) {
		code, b := env.call("GET", path, "", "")
		if code != 200 || b["id"] != id {
			t.Fatalf("%d %v", code, b)
		}
		got := strings.Join(moveOptionIDs(b), ",")
		if got != cheaper+","+dearer+","+later {
			t.Fatalf("moveOptions %s, want the cheaper walk, the dearer one, then the later one", got)
		}
		first := b["moveOptions"].([]any)[0].(map[string]any)
		if first["backCents"] != 1500.0 || first["extraCents"] != 0.0 || first["priceCents"] != 1750.0 || first["title"] == "" {
			t.Errorf("the cheaper walk's option: %v", first)
		}
		if second := b["moveOptions"].([]any)[1].(map[string]any); second["extraCents"] != 2000.0 || second["backCents"] != 0.0 {
			t.Errorf("the dearer walk's option: %v", second)
		}
	})
	t.Run("a full, called-off, hidden, started, unknown or the same walk is refused and nothing moves", func(t *testing.T) {
		for name, target := range map[string]string{"full": full, "called off": calledOff, "hidden": hidden,
			"started": started, "same": walkID} {
			code, out := env.call("POST", path+"/move", `{"walkId":"`+target+`"}`, "")
			if code != 409 || out["message"] == "" {
				t.Errorf("%s: %d %v", name, code, out)
			}
		}
		for _, body := range []string{`{"walkId":"niet-een-id"}`, `{}`, `{"walkId":5}`} {
			if code, out := env.call("POST", path+"/move", body, ""); code < 400 || code >= 500 || out["message"] == "" {
				t.Errorf("%s: %d %v", body, code, out)
			}
		}
		if env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND walk_id = ?`, id, walkID) != 1 ||
			env.scalar(`SELECT count(*) FROM booking_moves WHERE booking_id = ?`, id) != 0 || env.remaining(v) != 0 {
			t.Fatal("a refused move changed the booking")
		}
	})
	t.Run("two moves from one page, at once or not: one wins, the other is a Dutch 409", func(t *testing.T) {
		targets := []string{later, cheaper}
		codes := atOnce(2, func(i int) int {
			code, _ := env.call("POST", path+"/move", `{"walkId":"`+targets[i]+`","from":"eerste-datum"}`, "")
			return code
		})
		if codes[200] != 1 || codes[409] != 1 {
			t.Fatalf("codes %v", codes)
		}
		if env.scalar(`SELECT count(*) FROM booking_moves WHERE booking_id = ?`, id) != 1 {
			t.Fatal("both moves were made")
		}
	})
	t.Run("a cheaper walk: the difference back, card first; one mail with the same manage link and the same event", func(t *testing.T) {
		if env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND walk_id = ?`, id, cheaper) == 0 {
			// the race above moved to the later walk (same price): now to the cheaper one.
			code, b := env.call("POST", path+"/move", `{"walkId":"`+cheaper+`"}`, "")
			if code != 200 || b["walk"].(map[string]any)["slug"] != "goedkopere-datum" {
				t.Fatalf("%d %v", code, b)
			}
		}
		code, b := env.call("GET", path, "", "")
		// 2 × 1750 = 3500: the voucher's 1000 stays, the card's 4000 becomes 2500.
		if code != 200 || b["subtotalCents"] != 3500.0 || b["voucherUsedCents"] != 1000.0 || b["totalCents"] != 2500.0 {
			t.Fatalf("%d %v", code, b)
		}
		payment := b["molliePaymentId"].(string)
		env.waitForOneRefund("the difference back on the card", payment, "15.00")
		env.waitForMail("gijs@example.nl", "Je boeking is verplaatst")
		if env.manageTokenIn("gijs@example.nl", "Je boeking is verplaatst") != token {
			t.Error("the move mail carries another manage link")
		}
		ics := env.get(path+"/calendar.ics", "").Body.String()
		if !strings.Contains(ics, id+"@wandelwijs.nl") || !strings.Contains(ics, "goedkopere-datum") {
			t.Errorf("the moved walk's .ics is another event: %s", ics)
		}
		if env.remaining(v) != 0 {
			t.Errorf("the voucher got %d back; the card comes first", env.remaining(v))
		}
	})
	t.Run("the card's refunds never exceed what the card paid", func(t *testing.T) {
		code, b := env.call("POST", path+"/cancel", "", "")
		if code != 200 || b["status"] != "CANCELLED" {
			t.Fatalf("%d %v", code, b)
		}
		payment := b["molliePaymentId"].(string)
		env.waitFor("the cancel's refund", func() bool { return env.refundedCents(payment) == 4000 })
		if got := env.refundedCents(payment); got > 4000 {
			t.Fatalf("refunded %d of a card payment of 4000", got)
		}
		if env.remaining(v) != 1000 {
			t.Errorf("the voucher has %d, want its 1000 back", env.remaining(v))
		}
	})
}

// TestMoveOwnAfterTheDeadline: once the booking can no longer be cancelled, a move is a
// Dutch 409 saying until when it was possible and to call, and the page lists no dates.
func TestMoveOwnAfterTheDeadline(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	soon := env.walk("bijna", 2, 2500, 20)
	later := env.walk("later", 20, 2500, 20)
	id := env.paidGuestBooking(soon, 1, "")
	path := "/api/v1/manage/" + env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")
	if code, b := env.call("GET", path, "", ""); code != 200 || len(moveOptionIDs(b)) != 0 {
		t.Fatalf("%d %v", code, b)
	}
	code, out := env.call("POST", path+"/move", `{"walkId":"`+later+`"}`, "")
	msg, _ := out["message"].(string)
	if code != 409 || !strings.Contains(msg, "Verplaatsen kon tot") || !strings.Contains(msg, "Bel ons") {
		t.Fatalf("%d %v", code, out)
	}
	if env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND walk_id = ?`, id, soon) != 1 {
		t.Fatal("the booking moved after the deadline")
	}
}

// TestBringSomeone: on a free walk the manage link takes more persons at once, within the
// room and the per-order maximum; on a paid walk more persons are refused with a Dutch
// 409 and nothing changes, as after the deadline.
func TestBringSomeone(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	free := env.walk("gratis-samen", 10, 0, 4)
	paid := env.walk("betaald-samen", 10, 2500, 20)
	if code, b := env.call("POST", "/api/v1/bookings", guestOrder("walkSlug", "gratis-samen", 1, ""), ""); code != 201 {
		t.Fatalf("%d %v", code, b)
	}
	env.waitForMail("gijs@example.nl", "Je boeking is bevestigd")
	path := "/api/v1/manage/" + env.manageTokenIn("gijs@example.nl", "Je boeking is bevestigd")

	t.Run("more than the room or the per-order maximum is refused and changes nothing", func(t *testing.T) {
		for body, want := range map[string]int{`{"qty":5}`: 409, `{"qty":11}`: 400} {
			if code, out := env.call("PATCH", path, body, ""); code != want || out["message"] == "" {
				t.Errorf("%s: %d %v", body, code, out)
			}
		}
		if env.scalar(`SELECT qty FROM bookings WHERE walk_id = ?`, free) != 1 {
			t.Fatal("a refused change changed the booking")
		}
	})
	t.Run("a free walk takes more persons at once, with a mail", func(t *testing.T) {
		code, b := env.call("PATCH", path, `{"qty":3}`, "")
		if code != 200 || b["qty"] != 3.0 || b["totalCents"] != 0.0 || b["status"] != "PAID" {
			t.Fatalf("%d %v", code, b)
		}
		env.waitForMail("gijs@example.nl", "Je boeking is gewijzigd")
		if env.scalar(`SELECT walk_places_taken(?, now())`, free) != 3 {
			t.Error("the walk does not count the new places")
		}
	})
	t.Run("a paid walk's extra persons come with a checkout and are added when it is paid", func(t *testing.T) {
		id := env.paidGuestBooking(paid, 1, "")
		const confirmed = "Je boeking is bevestigd: Wandeling betaald-samen"
		env.waitForMail("gijs@example.nl", confirmed)
		p := "/api/v1/manage/" + env.manageTokenIn("gijs@example.nl", confirmed)
		if code, out := env.call("PATCH", p, `{"qty":11}`, ""); code != 400 || out["message"] == "" {
			t.Fatalf("above the maximum: %d %v", code, out)
		}
		code, out := env.call("PATCH", p, `{"qty":2}`, "")
		if code != 201 || out["amountCents"] != 2500.0 || !strings.Contains(out["checkoutUrl"].(string), "/checkout/") {
			t.Fatalf("%d %v", code, out)
		}
		if env.scalar(`SELECT qty FROM bookings WHERE id = ?`, id) != 1 || env.scalar(`SELECT walk_places_taken(?, now())`, paid) != 2 {
			t.Fatal("before its payment the booking changed, or the extra place is not held")
		}
		env.Pay(t, out["checkoutUrl"].(string), "paid")
		env.waitForMail("gijs@example.nl", "Je boeking is gewijzigd: Wandeling betaald-samen")
		code, b := env.call("GET", p, "", "")
		if code != 200 || b["qty"] != 2.0 || b["subtotalCents"] != 5000.0 || b["totalCents"] != 5000.0 ||
			b["change"].(map[string]any)["status"] != "paid" {
			t.Fatalf("%d %v", code, b)
		}
		if env.scalar(`SELECT walk_places_taken(?, now())`, paid) != 2 {
			t.Error("the walk counts the added person twice, or not at all")
		}
	})
}
