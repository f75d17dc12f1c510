package api_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/media/mediatest"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/server/servertest"
)

// auditKeys are the keys a line of the audit log may hold in its before or after, at any
// depth: ids, amounts, states, dates and the texts an organiser wrote about a walk or a
// write. A person's name, e-mail, phone, company, postal address or btw-id is no key here,
// nor a link or a token (a quote's or the agenda feed's link opens what it names). A new
// key in an audited answer fails TestEveryAuditedWriteKeepsOnlyIDsAndChanges until it is
// added here, knowingly, or scrubbed (audit_scrub).
var auditKeys = []string{
	// ids and when
	"id", "requestId", "seriesId", "molliePaymentId", "createdAt", "updatedAt", "sentAt", "paidAt", "cancelledAt",
	// states and counts
	"status", "paymentStatus", "paymentMethod", "role", "language", "published", "canCancel", "requestKind", "seriesSize",
	"qty", "bookings", "bookingStats", "totalBooked", "paidBookings", "pendingBookings", "availableSpots",
	"cancelledBookings", "choicesOffered", "mailsQueued", "refundsQueued", "vouchersRestored", "recipients",
	// amounts
	"totalCents", "subtotalCents", "voucherUsedCents", "priceCents", "totals", "rate", "exclCents", "vatCents", "inclCents",
	"lines", "description", "quantity", "unitCents", "vatRate", "validUntil",
	// a walk as the organisers wrote it (its address is the meeting point), its images (paths on the shop)
	"walk", "title", "titleEn", "slug", "dateStart", "dateEnd", "city", "address", "shortDesc", "shortDescEn", "fullDesc",
	"fullDescEn", "minParticipants", "maxParticipants", "cancelReason", "guideLine", "guidePhoto", "coverImageUrl",
	"alt", "width", "height", "urls", "src",
	// what a write's request said: a repetition, a cancellation, a message to a walk's participants
	"every", "count", "reason", "refund", "subject", "body",
	// a booking's account (its id) and voucher (its amounts); a custom walk's size, length, theme and budget
	"user", "voucher", "participantCount", "duration", "walkTheme", "budget",
}

// TestEveryAuditedWriteKeepsOnlyIDsAndChanges is TestTheAuditLogKeepsNoPersonalData for
// every audited route: every write of the back office (each route
// that is not a GET, and the database export), made with personal data in its subject,
// leaves in the log only the keys of auditKeys, and no name, e-mail, phone, company,
// address, btw-id, quote link, feed link or token in any value.
func TestEveryAuditedWriteKeepsOnlyIDsAndChanges(t *testing.T) {
	e := newEnv(t)
	soon := time.Now().AddDate(0, 0, 10)
	walkA := testdb.Walk(t, e.db, "heide-a", soon, 10, 2500, true)
	walkB := testdb.Walk(t, e.db, "heide-b", soon.AddDate(0, 0, 1), 10, 2500, true)
	calledOff := testdb.Walk(t, e.db, "storm", soon.AddDate(0, 0, 2), 10, 2500, true)
	booking := testdb.Booking(t, e.db, walkA, nil, 1, 2500, "PAID", time.Now())
	testdb.Booking(t, e.db, calledOff, nil, 1, 2500, "PAID", time.Now())
	testdb.Row(t, e.db, `UPDATE bookings SET customer_name = 'Zara Zonderland', customer_email = 'zara@example.nl',
		customer_phone = '+31 6 55555555' WHERE customer_email IS NOT NULL RETURNING id`)
	_, pay := e.cancelledPaidBooking(4000)
	refund := `INSERT INTO refunds (payment_id, cause, amount_cents, status, problem, problem_detail, problem_at)
		VALUES (?, ?, ?, ?, ?, ?, now()) RETURNING id`
	refused := testdb.Row(t, e.db, refund, pay, "cancel-x", 1000, "failed", "refused", "refused")
	stuck := testdb.Row(t, e.db, refund, pay, "late-x", 2000, "requested", "gave_up", "500")
	feest := testdb.FeestRequest(t, e.db, "Fleur de Vries", "fleur@example.nl", "Een feest")
	custom := testdb.CustomWalkRequest(t, e.db, "Carel Custom", "carel@example.nl", "half-day")
	until := time.Now().AddDate(0, 0, 14).Format(time.DateOnly)
	quote := fmt.Sprintf(`{"requestKind":"feest","requestId":%q,"customer":{"name":"Fleur de Vries","email":"fleur@example.nl",
		"phone":"+31 6 12121212","company":"Vereniging Het Bos","address":"Bosweg 2, 6702 AB Wageningen","vatId":"NL001234567B01"},
		"lines":[{"description":"Feestwandeling met gids","quantity":12,"unitCents":2500,"vatRate":21}],"validUntil":%q}`, feest, until)

	called := map[string]bool{}
	call := func(route, id, body string, want int) []byte {
		t.Helper()
		method, path, _ := strings.Cut(route, " ")
		rec := e.call(e.admin, method, subjectIn(path, id), body)
		if rec.Code != want {
			t.Fatalf("%s: %d %s, want %d", route, rec.Code, rec.Body, want)
		}
		called[route] = true
		return rec.Body.Bytes()
	}
	upload := func(route, id string) {
		t.Helper()
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		_ = mw.WriteField("alt", "Heide")
		fw, _ := mw.CreateFormFile("image", "foto.jpg")
		_, _ = fw.Write(mediatest.JPEGWithGPS(64, 64))
		_ = mw.Close()
		_, path, _ := strings.Cut(route, " ")
		req := servertest.Caller{Access: e.admin, CSRF: "t"}.Request(http.MethodPost, subjectIn(path, id), "")
		req.Body, req.ContentLength = nopCloser{&body}, int64(body.Len())
		req.Header.Set("Content-Type", mw.FormDataContentType())
		if rec := servertest.Serve(e.handler, req); rec.Code != http.StatusOK {
			t.Fatalf("%s: %d %s", route, rec.Code, rec.Body)
		}
		called[route] = true
	}
	made := func(b []byte) string {
		var v struct{ ID string }
		if err := json.Unmarshal(b, &v); err != nil || v.ID == "" {
			t.Fatalf("no id in %s", b)
		}
		return v.ID
	}

	call("POST /api/v1/admin/bookings", "", deskBody(walkA, 1, "paid-outside"), 201)
	call("POST /api/v1/admin/bookings/{bookingId}/move", booking, fmt.Sprintf(`{"walkId":%q}`, walkB), 200)
	call("POST /api/v1/admin/bookings/{bookingId}/cancel", booking, `{"refund":false,"reason":"Ziek geworden"}`, 200)
	call("POST /api/v1/admin/refunds/{id}/retry", refused, "", 204)
	call("POST /api/v1/admin/refunds/{id}/settled", stuck, "", 204)
	created := call("POST /api/v1/admin/quotes", "", quote, 201)
	q := made(created)
	var link struct{ URL string }
	_ = json.Unmarshal(created, &link)
	_, token, ok := strings.Cut(link.URL, "/offerte/")
	if !ok || len(token) < 40 {
		t.Fatalf("the quote's link in its answer: %q", link.URL)
	}
	call("PATCH /api/v1/admin/quotes/{id}", q, strings.Replace(quote, `"quantity":12`, `"quantity":14`, 1), 200)
	call("POST /api/v1/admin/quotes/{id}/send", q, "", 200)
	call("POST /api/v1/admin/agenda-feed/renew", "", "", 200)
	w := made(call("POST /api/v1/walks/admin", "", walkBody, 201))
	call("PUT /api/v1/walks/admin/{id}", w, `{"address":"Heideweg 2","guideName":"Anna de Vries"}`, 200)
	call("POST /api/v1/walks/admin/{id}/repeat", w, `{"every":"week","count":1}`, 201)
	copied := made(call("POST /api/v1/walks/admin/{id}/copy", w, "", 201))
	upload("POST /api/v1/walks/admin/{id}/image", w)
	call("DELETE /api/v1/walks/admin/{id}/image", w, "", 204)
	upload("POST /api/v1/walks/admin/{id}/guide-photo", w)
	call("DELETE /api/v1/walks/admin/{id}/guide-photo", w, "", 204)
	call("POST /api/v1/walks/admin/{id}/message", calledOff, `{"subject":"Verzamelen","body":"Bij de kerk"}`, 200)
	call("POST /api/v1/walks/admin/{id}/call-off", calledOff, `{"reason":"Storm op de hei"}`, 200)
	call("DELETE /api/v1/walks/admin/{id}", copied, "", 200)
	u := made(call("POST /api/v1/users", "", `{"name":"Nina Nieuw","email":"nina@example.nl","phone":"0634343434","password":"Wandelen!2026","role":"USER"}`, 201))
	call("PATCH /api/v1/users/{id}", u, `{"phone":"0656565656"}`, 200)
	call("PUT /api/v1/users/{id}", u, `{"name":"Nina Anders"}`, 200)
	call("DELETE /api/v1/users/{id}", u, "", 200)
	call("PATCH /api/v1/feest/admin/{id}/read", feest, "", 200)
	call("PATCH /api/v1/feest/admin/{id}/replied", feest, "", 200)
	call("PATCH /api/v1/custom-walks/{id}/status", custom, `{"status":"IN_PROGRESS"}`, 200)
	call("GET /api/v1/admin/database/export", "", "", 200)

	for _, route := range adminRoutes {
		if (!strings.HasPrefix(route, "GET ") || route == "GET /api/v1/admin/database/export") && !called[route] {
			t.Errorf("%s is not called here: its audit line is not checked", route)
		}
	}

	var lines []struct {
		Action        string
		Before, After json.RawMessage
	}
	if err := e.db.NewRaw(`SELECT action, before, after FROM audit_log ORDER BY id`).Scan(t.Context(), &lines); err != nil {
		t.Fatal(err)
	}
	allowed := map[string]bool{}
	for _, k := range auditKeys {
		allowed[k] = true
	}
	unknown := map[string][]string{}
	var values []string
	var walkJSON func(action string, v any)
	walkJSON = func(action string, v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if !allowed[k] && !slices.Contains(unknown[k], action) {
					unknown[k] = append(unknown[k], action)
				}
				walkJSON(action, x)
			}
		case []any:
			for _, x := range v {
				walkJSON(action, x)
			}
		case string:
			values = append(values, v)
		}
	}
	actions := map[string]bool{}
	for _, l := range lines {
		actions[l.Action] = true
		for _, raw := range []json.RawMessage{l.Before, l.After} {
			var v any
			if len(raw) > 0 {
				if err := json.Unmarshal(raw, &v); err != nil {
					t.Fatalf("%s: %v", l.Action, err)
				}
			}
			walkJSON(l.Action, v)
		}
	}
	if len(actions) != 25 {
		t.Errorf("%d actions logged, want 25: %v", len(actions), actions)
	}
	var keys []string
	for k := range unknown {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Errorf("the log keeps the key %q (%s), which is not in auditKeys", k, strings.Join(unknown[k], ", "))
	}
	all := strings.Join(values, "\n")
	for _, personal := range []string{"Zara", "zara@", "55555555", "Fleur", "fleur@", "12121212", "Het Bos", "Bosweg", "NL001234567B01",
		"Carel", "carel@", "Nina", "nina@", "34343434", "56565656", "Bea Bel", "bea@", "Beheer", "beheer@", "/offerte/", token, "/agenda/", "://"} {
		if strings.Contains(all, personal) {
			t.Errorf("the log keeps %q", personal)
		}
	}
}

// subjectIn is path with its subject's placeholder ({id}, or a booking's {bookingId}) filled with id.
func subjectIn(path, id string) string {
	return strings.NewReplacer("{id}", id, "{bookingId}", id).Replace(path)
}
