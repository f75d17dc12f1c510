package api_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/server/servertest"
)

// register opens an account through the API with password Wandelen!2026 and returns its id.
func (env *shopEnv) register(name, email string) string {
	env.t.Helper()
	code, out := env.call("POST", "/api/v1/auth/register",
		`{"name":"`+name+`","email":"`+email+`","phone":"06 12345678","password":"Wandelen!2026"}`, "")
	if code != 201 {
		env.t.Fatalf("register %s: %d %v", email, code, out)
	}
	return out["id"].(string)
}

// boughtVoucher inserts a paid voucher bought by the account userID, by purchaser.
func (env *shopEnv) boughtVoucher(userID, purchaser, email string) string {
	env.t.Helper()
	var id string
	if err := env.DB.NewRaw(`INSERT INTO vouchers (value_cents, remaining_cents, status, payment_status, recipient_name, recipient_email,
		purchaser_name, purchaser_email, user_id, valid_until, paid_at) VALUES (5000, 5000, 'ACTIVE', 'PAID', 'Ontvanger', 'ontvanger@example.nl',
		?, ?, ?, ?, ?) RETURNING id`, purchaser, email, userID, env.Now().AddDate(1, 0, 0), env.Now()).Scan(context.Background(), &id); err != nil {
		env.t.Fatal(err)
	}
	return id
}

// get calls path with access and returns the answer.
func (env *shopEnv) get(path, access string) *httptest.ResponseRecorder {
	env.t.Helper()
	return servertest.Send(env.t, servertest.Caller{Access: access}.Request("GET", env.URL+path, ""))
}

// TestExportAndDeleteAnAccount: a user downloads exactly their own data (profile,
// bookings, vouchers bought, requests and waiting-list entries made with their address),
// and deletes their account with their password: coming bookings are cancelled with the
// money back, their name, address and phone leave everything kept, and the books stay.
func TestExportAndDeleteAnAccount(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	anna := env.register("Anna de Vries", "anna@example.nl")
	bert := env.register("Bert Jansen", "bert@example.nl")
	annaToken, bertToken := env.Token(t, anna, "USER", time.Now()), env.Token(t, bert, "USER", time.Now())
	far := env.walk("ver-weg", 10, 2500, 20)
	full := env.walk("vol", 12, 2500, 1)
	past := env.walk("voorbij", -30, 2500, 20)

	_, out := env.call("POST", "/api/v1/payments/create-booking-payment", `{"walkId":"`+far+`","qty":2}`, annaToken)
	annaFar := out["bookingId"].(string)
	env.Pay(env.t, out["checkoutUrl"].(string), "paid")
	env.waitFor("Anna's booking to be paid", func() bool { st, _ := env.bookingStatus(annaFar); return st == "PAID" })
	annaPast := testdb.Booking(t, env.DB, past, &anna, 1, 2500, "PAID", env.Now().AddDate(0, -2, 0))
	bertBooking := testdb.Booking(t, env.DB, full, &bert, 1, 2500, "PAID", env.Now())
	annaVoucher := env.boughtVoucher(anna, "Anna de Vries", "anna@example.nl")
	bertVoucher := env.boughtVoucher(bert, "Bert Jansen", "bert@example.nl")
	for _, body := range []string{`{"name":"Anna","email":"ANNA@example.nl","message":"Kan mijn hond mee?"}`,
		`{"name":"Bert","email":"bert@example.nl","message":"Is er koffie?"}`} {
		if code, out := env.call("POST", "/api/v1/contact", body, ""); code >= 300 {
			t.Fatalf("contact: %d %v", code, out)
		}
	}
	if code, out := env.call("POST", "/api/v1/walks/vol/waitlist", signup("Anna", "anna@example.nl", 2), ""); code != 201 {
		t.Fatalf("waitlist: %d %v", code, out)
	}

	t.Run("the export holds exactly the person's data", func(t *testing.T) {
		rec := env.get("/api/v1/users/me/export", annaToken)
		got := servertest.Decode[struct {
			Profile  struct{ ID, Email string }
			Bookings []struct{ ID string }
			Vouchers []struct{ ID string }
			Requests []struct{ Kind, Message string }
			Waitlist []struct{ Email string }
		}](t, rec)
		if rec.Code != 200 {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
		if !strings.HasPrefix(rec.Header().Get("Content-Disposition"), "attachment") {
			t.Errorf("Content-Disposition %q, want a download", rec.Header().Get("Content-Disposition"))
		}
		if !strings.Contains(rec.Body.String(), "{\n  \"exportedAt\": ") || !strings.Contains(rec.Body.String(), "\n  \"profile\": {\n    \"id\": ") {
			t.Errorf("the export is not one field a line, indented: %.200s", rec.Body)
		}
		ids := func(rows []struct{ ID string }) string {
			var s []string
			for _, r := range rows {
				s = append(s, r.ID)
			}
			return strings.Join(s, ",")
		}
		if got.Profile.ID != anna || got.Profile.Email != "anna@example.nl" {
			t.Errorf("profile %+v", got.Profile)
		}
		if b := ids(got.Bookings); b != annaFar+","+annaPast {
			t.Errorf("bookings %s, want %s,%s", b, annaFar, annaPast)
		}
		if v := ids(got.Vouchers); v != annaVoucher {
			t.Errorf("vouchers %s, want %s", v, annaVoucher)
		}
		if len(got.Requests) != 1 || got.Requests[0].Kind != "CONTACT" || got.Requests[0].Message != "Kan mijn hond mee?" {
			t.Errorf("requests %+v", got.Requests)
		}
		if len(got.Waitlist) != 1 {
			t.Errorf("waiting list %+v", got.Waitlist)
		}
	})
	t.Run("the export is for the account only", func(t *testing.T) {
		if rec := env.get("/api/v1/users/me/export", ""); rec.Code != 401 {
			t.Fatalf("anonymous: %d", rec.Code)
		}
		body := env.get("/api/v1/users/me/export", bertToken).Body.Bytes()
		if strings.Contains(strings.ToLower(string(body)), "anna") || !strings.Contains(string(body), bertVoucher) {
			t.Fatalf("Bert's export: %s", body)
		}
	})
	t.Run("a wrong or missing password is a 400 and deletes nothing", func(t *testing.T) {
		for _, body := range []string{`{"password":"Fout!2026wachtwoord"}`, `{"password":""}`, `{}`} {
			for _, method := range []string{"POST /api/v1/users/me/password-check", "DELETE /api/v1/users/me"} {
				m, path, _ := strings.Cut(method, " ")
				code, out := env.call(m, path, body, annaToken)
				if code != 400 || out["message"] == "" {
					t.Errorf("%s %s: %d %v", method, body, code, out)
				}
			}
		}
		if code, out := env.call("POST", "/api/v1/users/me/password-check", `{"password":"Wandelen!2026"}`, annaToken); code != 204 {
			t.Errorf("checking the right password: %d %v", code, out)
		}
		if env.scalar(`SELECT count(*) FROM users WHERE id = ?`, anna) != 1 {
			t.Fatal("the account is gone")
		}
	})
	t.Run("the right password: coming bookings cancelled with the money back, the person removed, the books kept", func(t *testing.T) {
		booksBefore := env.scalar(`SELECT sum(total_cents + voucher_used_cents + qty)::int FROM bookings`)
		code, out := env.call("DELETE", "/api/v1/users/me", `{"password":"Wandelen!2026"}`, annaToken)
		if code != 200 {
			t.Fatalf("%d %v", code, out)
		}
		if env.scalar(`SELECT count(*) FROM users WHERE id = ?`, anna) != 0 {
			t.Fatal("the account is still there")
		}
		if st, _ := env.bookingStatus(annaFar); st != "CANCELLED" {
			t.Errorf("the coming booking is %s", st)
		}
		env.waitFor("the refund at Mollie", func() bool {
			return env.scalar(`SELECT count(*) FROM refunds WHERE amount_cents = 5000`) == 1
		})
		env.waitForMail("anna@example.nl", "Je boeking is geannuleerd")
		if n := env.scalar(`SELECT count(*) FROM bookings WHERE id IN (?, ?) AND customer_name = 'Verwijderd'
			AND customer_email LIKE 'verwijderd-%@anoniem.invalid' AND customer_phone IS NULL AND user_id IS NULL`, annaFar, annaPast); n != 2 {
			t.Errorf("%d of Anna's bookings anonymised, want 2", n)
		}
		for _, q := range []string{
			`SELECT count(*) FROM bookings WHERE lower(customer_email) LIKE '%anna%' OR customer_name LIKE 'Anna%'`,
			`SELECT count(*) FROM vouchers WHERE lower(purchaser_email) LIKE '%anna%' OR purchaser_name LIKE 'Anna%'`,
			`SELECT count(*) FROM contact_messages WHERE lower(email) LIKE '%anna%' OR name LIKE 'Anna%' OR message LIKE '%hond%'`,
			`SELECT count(*) FROM waitlist_entries WHERE lower(email) LIKE '%anna%' OR name LIKE 'Anna%'`,
		} {
			if n := env.scalar(q); n != 0 {
				t.Errorf("%s: %d rows still name Anna", q, n)
			}
		}
		if n := env.scalar(`SELECT count(*) FROM waitlist_entries`); n != 0 {
			t.Errorf("%d waiting-list entries of the deleted account are left to get offers", n)
		}
		if env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND customer_email = 'gast@example.nl'`, bertBooking) != 1 ||
			env.scalar(`SELECT count(*) FROM vouchers WHERE id = ? AND purchaser_email = 'bert@example.nl'`, bertVoucher) != 1 ||
			env.scalar(`SELECT count(*) FROM contact_messages WHERE email = 'bert@example.nl'`) != 1 {
			t.Error("someone else's data changed")
		}
		if after := env.scalar(`SELECT sum(total_cents + voucher_used_cents + qty)::int FROM bookings`); after != booksBefore {
			t.Errorf("the bookings' amounts went from %d to %d", booksBefore, after)
		}
		if rec := env.get("/api/v1/auth/me", annaToken); rec.Code != 401 {
			t.Errorf("the deleted account's token still answers %d", rec.Code)
		}
	})
}

// TestADeletionWaitsForABookingThatCannotBeCancelled: while a booking holds places on a
// walk within the cancel rule's days, the account stays, and so does everything else.
func TestADeletionWaitsForABookingThatCannotBeCancelled(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	carla := env.register("Carla", "carla@example.nl")
	token := env.Token(t, carla, "USER", time.Now())
	later := testdb.Booking(t, env.DB, env.walk("later", 10, 2500, 20), &carla, 1, 0, "PAID", env.Now())
	testdb.Booking(t, env.DB, env.walk("dichtbij", 2, 2500, 20), &carla, 1, 0, "PAID", env.Now())
	code, out := env.call("DELETE", "/api/v1/users/me", `{"password":"Wandelen!2026"}`, token)
	if code != 409 || !strings.Contains(out["message"].(string), "kan niet meer worden geannuleerd") {
		t.Fatalf("%d %v", code, out)
	}
	if st, _ := env.bookingStatus(later); st != "PAID" || env.scalar(`SELECT count(*) FROM users WHERE id = ?`, carla) != 1 ||
		env.scalar(`SELECT count(*) FROM bookings WHERE customer_name = 'Verwijderd'`) != 0 {
		t.Fatal("a refused deletion changed something")
	}
}

// TestPersonalDataIsAnonymisedAfterTheRetention: the daily job removes the personal data
// of guest bookings and waiting-list entries whose walk ended, and of requests made, more
// than rules.json's privacy.retentionMonths (24) ago; amounts, dates and numbers stay, so the books
// still add up, and a second run changes nothing.
func TestPersonalDataIsAnonymisedAfterTheRetention(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	local := localClient(t, env.Handler)
	user := testdb.User(t, env.DB, "Klant", "klant@example.nl", "USER")
	old := env.walk("lang-geleden", -25*31, 2500, 20)
	recent := env.walk("vorig-jaar", -23*30, 2500, 20)
	oldGuest := testdb.Booking(t, env.DB, old, nil, 2, 5000, "PAID", env.Now().AddDate(-2, -2, 0))
	oldUser := testdb.Booking(t, env.DB, old, &user, 1, 2500, "PAID", env.Now().AddDate(-2, -2, 0))
	recentGuest := testdb.Booking(t, env.DB, recent, nil, 1, 2500, "PAID", env.Now().AddDate(-2, 0, 0))
	if _, err := env.DB.NewRaw(`UPDATE bookings SET customer_phone = '0611111111' WHERE id = ?`, oldGuest).Exec(t.Context()); err != nil {
		t.Fatal(err)
	}
	for _, m := range []struct {
		email string
		at    time.Time
	}{{"oud@example.nl", env.Now().AddDate(-2, -1, 0)}, {"nieuw@example.nl", env.Now().AddDate(0, -1, 0)}} {
		if _, err := env.DB.NewRaw(`INSERT INTO contact_messages (name, email, message, created_at) VALUES ('Vrager', ?, 'Mijn vraag', ?)`,
			m.email, m.at).Exec(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := env.DB.NewRaw(`INSERT INTO waitlist_entries (id, walk_id, name, email, phone, qty, token_hash, created_at)
		VALUES (gen_random_uuid(), ?, 'Wachter', 'wachter@example.nl', '0622222222', 2, '\x01', ?)`, old, env.Now().AddDate(-2, -2, 0)).
		Exec(t.Context()); err != nil {
		t.Fatal(err)
	}
	anonymiseTwiceKeepingTheBooks(t, env, local, `SELECT id || ':' || qty || ':' || voucher_used_cents || ':' || total_cents || ':' ||
		status || ':' || created_at FROM bookings ORDER BY id`)
	if env.scalar(`SELECT count(*) FROM bookings WHERE id = ? AND customer_name = 'Verwijderd' AND customer_phone IS NULL
		AND customer_email NOT LIKE '%gast%'`, oldGuest) != 1 {
		t.Error("the old guest booking keeps its personal data")
	}
	if env.scalar(`SELECT count(*) FROM bookings WHERE id IN (?, ?) AND customer_email = 'gast@example.nl'`, oldUser, recentGuest) != 2 {
		t.Error("an account's booking or a recent guest's booking was anonymised")
	}
	if env.scalar(`SELECT count(*) FROM contact_messages WHERE email = 'oud@example.nl' OR message = 'Mijn vraag'`) != 1 ||
		env.scalar(`SELECT count(*) FROM contact_messages WHERE email = 'nieuw@example.nl'`) != 1 {
		t.Error("the requests are not anonymised by their age")
	}
	if env.scalar(`SELECT count(*) FROM waitlist_entries WHERE email = 'wachter@example.nl' OR phone IS NOT NULL`) != 0 {
		t.Error("the old waiting-list entry keeps its personal data")
	}
	if env.scalar(`SELECT count(DISTINCT anonymised_at) FROM bookings WHERE anonymised_at IS NOT NULL`) != 1 {
		t.Error("the second run anonymised again")
	}
}

// TestVoucherPersonalDataIsAnonymisedAfterTheRetention: the daily job also removes the
// purchaser, the recipient and the message of a voucher spent, expired or left unpaid
// more than privacy.retentionMonths ago, keeping its amounts and dates; a voucher that
// can still be used, or stopped recently, keeps them, and a second run changes nothing.
func TestVoucherPersonalDataIsAnonymisedAfterTheRetention(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	local := localClient(t, env.Handler)
	now := env.Now()
	voucher := func(status, payment string, remaining int, validUntil, usedAt *time.Time, created time.Time) string {
		var id string
		if err := env.DB.NewRaw(`INSERT INTO vouchers (value_cents, remaining_cents, status, payment_status, recipient_name,
			recipient_email, purchaser_name, purchaser_email, message, valid_until, used_at, created_at)
			VALUES (5000, ?, ?, ?, 'Ontvanger', 'ontvanger@example.nl', 'Koper', 'koper@example.nl', 'Veel plezier!', ?, ?, ?)
			RETURNING id`, remaining, status, payment, validUntil, usedAt, created).Scan(t.Context(), &id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	at := func(years, months int) *time.Time { d := now.AddDate(years, months, 0); return &d }
	gone := map[string]string{
		"spent 25 months ago":        voucher("USED", "PAID", 0, at(0, 6), at(-2, -1), now.AddDate(-3, 0, 0)),
		"expired 25 months ago":      voucher("EXPIRED", "PAID", 2000, at(-2, -1), nil, now.AddDate(-3, -1, 0)),
		"unpaid, made 25 months ago": voucher("FAILED", "FAILED", 5000, nil, nil, now.AddDate(-2, -1, 0)),
	}
	kept := map[string]string{
		"valid for another month":    voucher("ACTIVE", "PAID", 3000, at(0, 1), nil, now.AddDate(-2, -1, 0)),
		"spent a month ago":          voucher("USED", "PAID", 0, at(1, 0), at(0, -1), now.AddDate(-2, -1, 0)),
		"expired 23 months ago":      voucher("EXPIRED", "PAID", 5000, at(-2, 1), nil, now.AddDate(-3, 1, 0)),
		"unpaid, made 23 months ago": voucher("PENDING", "PENDING", 5000, nil, nil, now.AddDate(-2, 1, 0)),
	}
	anonymiseTwiceKeepingTheBooks(t, env, local, `SELECT id || ':' || value_cents || ':' || remaining_cents || ':' || status || ':' ||
		payment_status || ':' || coalesce(valid_until::text, '') || ':' || coalesce(used_at::text, '') || ':' || created_at
		FROM vouchers ORDER BY id`)
	for what, id := range gone {
		if env.scalar(`SELECT count(*) FROM vouchers WHERE id = ? AND purchaser_name = 'Verwijderd' AND recipient_name = 'Verwijderd'
			AND purchaser_email LIKE '%@anoniem.invalid' AND recipient_email LIKE '%@anoniem.invalid' AND message IS NULL`, id) != 1 {
			t.Errorf("the voucher %s keeps personal data", what)
		}
	}
	for what, id := range kept {
		if env.scalar(`SELECT count(*) FROM vouchers WHERE id = ? AND purchaser_email = 'koper@example.nl'
			AND recipient_email = 'ontvanger@example.nl' AND message = 'Veel plezier!' AND anonymised_at IS NULL`, id) != 1 {
			t.Errorf("the voucher %s was anonymised", what)
		}
	}
	if env.scalar(`SELECT count(*) FROM vouchers WHERE anonymised_at IS NOT NULL`) != 3 ||
		env.scalar(`SELECT count(DISTINCT anonymised_at) FROM vouchers WHERE anonymised_at IS NOT NULL`) != 1 {
		t.Error("want the three vouchers anonymised once, by the first run")
	}
}

// anonymiseTwiceKeepingTheBooks runs the anonymisation job twice and fails when what books
// selects (one text per row: what the books keep) changed.
func anonymiseTwiceKeepingTheBooks(t *testing.T, env *shopEnv, local client, books string) {
	t.Helper()
	read := func() string {
		var rows []string
		if err := env.DB.NewRaw(books).Scan(t.Context(), &rows); err != nil {
			t.Fatal(err)
		}
		return strings.Join(rows, " ")
	}
	before := read()
	for range 2 {
		if rec := local.do("POST", "/api/v1/dev/jobs/privacy_anonymise/run", ""); rec.Code != 200 {
			t.Fatalf("run: %d %s", rec.Code, rec.Body)
		}
	}
	if after := read(); after != before {
		t.Errorf("the books changed:\n%s\n%s", before, after)
	}
}

// TestAnAddressTakenOverIsNotItsWaitingList: an account that changes its address to
// someone else's (not verified) neither sees in its export nor deletes with itself the
// waiting-list entries that person made with it before.
func TestAnAddressTakenOverIsNotItsWaitingList(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	env.veraWaitsForAFullWalk(1)
	mallory := env.register("Mallory", "mallory@example.nl")
	token := env.Token(t, mallory, "USER", time.Now())
	if code, out := env.call("PATCH", "/api/v1/users/me", `{"name":"Mallory","email":"VERA@example.nl"}`, token); code != 200 {
		t.Fatalf("Mallory takes Vera's address: %d %v", code, out)
	}
	rec := env.get("/api/v1/users/me/export", token)
	if rec.Code != 200 || strings.Contains(rec.Body.String(), "Vera Visser") {
		t.Fatalf("Mallory's export: %d %s", rec.Code, rec.Body)
	}
	if got := servertest.Decode[struct{ Waitlist []any }](t, rec).Waitlist; len(got) != 0 {
		t.Fatalf("Mallory's export shows %d waiting-list entries of Vera", len(got))
	}
	if code, out := env.call("DELETE", "/api/v1/users/me", `{"password":"Wandelen!2026"}`, token); code != 200 {
		t.Fatalf("Mallory leaves: %d %v", code, out)
	}
	if n := env.scalar(`SELECT count(*) FROM waitlist_entries WHERE name = 'Vera Visser' AND email = 'vera@example.nl'`); n != 1 {
		t.Fatalf("Vera's entry went with Mallory's account (%d left)", n)
	}
}

// TestAFailedVoucherPurchaseKeepsNoDetails: a purchase whose payment failed or was
// cancelled keeps the purchaser, the recipient and the message for the days it can be
// paid again (privacy.FailedPurchaseDays), not for the retention of a bought voucher; one
// still waiting for its payment keeps them.
func TestAFailedVoucherPurchaseKeepsNoDetails(t *testing.T) {
	t.Parallel()
	env := newShopEnv(t, false)
	local := localClient(t, env.Handler)
	now := env.Now()
	voucher := func(payment string, changed time.Time) string {
		status := "FAILED"
		if payment == "PENDING" {
			status = "PENDING"
		}
		var id string
		if err := env.DB.NewRaw(`INSERT INTO vouchers (value_cents, remaining_cents, status, payment_status, recipient_name,
			recipient_email, purchaser_name, purchaser_email, message, created_at, updated_at)
			VALUES (5000, 5000, ?, ?, 'Ontvanger', 'ontvanger@example.nl', 'Koper', 'koper@example.nl', 'Veel plezier!', ?, ?)
			RETURNING id`, status, payment, changed, changed).Scan(t.Context(), &id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	failed, cancelled := voucher("FAILED", now.AddDate(0, 0, -8)), voucher("CANCELED", now.AddDate(0, 0, -8))
	recent, pending := voucher("FAILED", now.AddDate(0, 0, -2)), voucher("PENDING", now.AddDate(0, 0, -8))
	anonymiseTwiceKeepingTheBooks(t, env, local, `SELECT id || ':' || value_cents || ':' || payment_status FROM vouchers ORDER BY id`)
	for id, gone := range map[string]bool{failed: true, cancelled: true, recent: false, pending: false} {
		kept := env.scalar(`SELECT count(*) FROM vouchers WHERE id = ? AND purchaser_name = 'Koper' AND recipient_email = 'ontvanger@example.nl'
			AND message IS NOT NULL`, id) == 1
		if kept == gone {
			t.Errorf("voucher %s: personal data kept %v, want %v", id, kept, !gone)
		}
	}
}
