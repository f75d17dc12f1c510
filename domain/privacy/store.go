package privacy

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// store reads and anonymises the personal data kept in the shop's tables.
type store struct{ db *bun.DB }

// Voucher is a voucher an account bought, as its export shows it.
type Voucher struct {
	ID             string     `bun:"id" json:"id"`
	ValueCents     int        `bun:"value_cents" json:"valueCents"`
	RemainingCents int        `bun:"remaining_cents" json:"remainingCents"`
	Status         string     `bun:"status" json:"status"`
	PurchaserName  string     `bun:"purchaser_name" json:"purchaserName"`
	PurchaserEmail string     `bun:"purchaser_email" json:"purchaserEmail"`
	RecipientName  string     `bun:"recipient_name" json:"recipientName"`
	RecipientEmail string     `bun:"recipient_email" json:"recipientEmail"`
	Message        *string    `bun:"message" json:"message"`
	CreatedAt      time.Time  `bun:"created_at" json:"createdAt"`
	PaidAt         *time.Time `bun:"paid_at" json:"paidAt"`
}

// Request is a request (a custom walk, a feest, a contact message) as its export shows it.
type Request struct {
	ID        string    `bun:"id" json:"id"`
	Kind      string    `bun:"kind" json:"kind"`
	Name      string    `bun:"name" json:"name"`
	Email     string    `bun:"email" json:"email"`
	Phone     *string   `bun:"phone" json:"phone"`
	Message   *string   `bun:"message" json:"message"`
	Status    string    `bun:"status" json:"status"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
}

// Requests are the requests made with an address.
type Requests []Request

// WaitlistEntry is a place on a waiting list as its export shows it.
type WaitlistEntry struct {
	WalkTitle string    `bun:"walk_title" json:"walkTitle"`
	WalkStart time.Time `bun:"walk_date_start" json:"walkDateStart"`
	Name      string    `bun:"name" json:"name"`
	Email     string    `bun:"email" json:"email"`
	Phone     *string   `bun:"phone" json:"phone"`
	Qty       int       `bun:"qty" json:"qty"`
	Status    string    `bun:"status" json:"status"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
}

// vouchersOf returns the vouchers the account userID bought.
func (s store) vouchersOf(ctx context.Context, userID string) ([]Voucher, error) {
	out := []Voucher{}
	if err := s.db.NewRaw(`SELECT id, value_cents, remaining_cents, status, purchaser_name, purchaser_email, recipient_name,
		recipient_email, message, created_at, paid_at FROM vouchers WHERE user_id = ? ORDER BY created_at, id`, userID).
		Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("export vouchers: %w", err)
	}
	return out, nil
}

// requestsOf returns the requests made with the address email (any case), oldest first.
func (s store) requestsOf(ctx context.Context, email string) (Requests, error) {
	out := Requests{}
	if err := s.db.NewRaw(`
		SELECT id, 'CUSTOM_WALK' AS kind, contact_name AS name, contact_email AS email, contact_phone AS phone,
		       additional_requests AS message, status, created_at FROM custom_walk_requests WHERE lower(contact_email) = lower(?0)
		UNION ALL
		SELECT id, 'FEEST', name, email, phone, message, status, created_at FROM feest_requests WHERE lower(email) = lower(?0)
		UNION ALL
		SELECT id, 'CONTACT', name, email, phone, message, status, created_at FROM contact_messages WHERE lower(email) = lower(?0)
		ORDER BY created_at, id`, email).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("export requests: %w", err)
	}
	return out, nil
}

// ofAccountsAddress picks the waiting-list entries made with the account ?0's address
// (?1, any case) since the account has it: the address is not verified, so what others
// made with it before is not the account's.
const ofAccountsAddress = `lower(email) = lower(?1) AND created_at >= (SELECT email_since FROM users WHERE id = ?0)`

// waitlistOf returns the waiting-list entries of the account userID with the address email.
func (s store) waitlistOf(ctx context.Context, userID, email string) ([]WaitlistEntry, error) {
	out := []WaitlistEntry{}
	if err := s.db.NewRaw(`SELECT w.title AS walk_title, w.date_start AS walk_date_start, e.name, e.email, e.phone, e.qty, e.status,
		e.created_at FROM waitlist_entries e JOIN walks w ON w.id = e.walk_id WHERE e.id IN (SELECT id FROM waitlist_entries
		WHERE `+ofAccountsAddress+`) ORDER BY e.created_at, e.id`, userID, email).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("export waiting list: %w", err)
	}
	return out, nil
}

// anonymised are the statements that remove the personal data of the rows each WHERE
// (?0 is now, ?1 the condition's value) picks, leaving amounts, dates and numbers (an
// issued invoice keeps its buyer: the law keeps it seven years). An
// address becomes one of its own row's (a waiting list keeps one entry per address).
var anonymised = []struct{ table, set string }{
	{"bookings", `customer_name = 'Verwijderd', customer_email = 'verwijderd-' || id || '@anoniem.invalid', customer_phone = NULL,
		invoice_buyer = NULL`},
	{"waitlist_entries", `name = 'Verwijderd', email = 'verwijderd-' || id || '@anoniem.invalid', phone = NULL`},
	{"custom_walk_requests", `contact_name = 'Verwijderd', contact_email = 'verwijderd-' || id || '@anoniem.invalid',
		contact_phone = 'verwijderd', company_name = NULL, preferred_dates = NULL, preferred_location = NULL, walk_theme = NULL,
		budget = NULL, additional_requests = NULL, has_accessibility_needs = false, accessibility_details = NULL`},
	{"feest_requests", `name = 'Verwijderd', email = 'verwijderd-' || id || '@anoniem.invalid', phone = 'verwijderd',
		message = 'Verwijderd'`},
	{"contact_messages", `name = 'Verwijderd', email = 'verwijderd-' || id || '@anoniem.invalid', phone = NULL,
		message = 'Verwijderd'`},
}

// anonymisedPurchaser removes a voucher's purchaser; anonymisedVouchers its purchaser,
// recipient and message, leaving its amounts and dates.
const (
	anonymisedPurchaser = `purchaser_name = 'Verwijderd', purchaser_email = 'verwijderd-' || id || '@anoniem.invalid', invoice_buyer = NULL`
	anonymisedVouchers  = anonymisedPurchaser + `, recipient_name = 'Verwijderd', recipient_email = 'verwijderd-' || id || '@anoniem.invalid',
	message = NULL`
)

// anonymise runs table's anonymisation on the rows where pick holds (with arg as ?1), in tx.
func anonymise(ctx context.Context, tx bun.Tx, table, set, pick string, now time.Time, arg any) (int64, error) {
	res, err := tx.NewRaw(`UPDATE `+table+` SET `+set+`, anonymised_at = ?0, updated_at = ?0 WHERE anonymised_at IS NULL AND (`+pick+`)`,
		now, arg).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("anonymise %s: %w", table, err)
	}
	return res.RowsAffected()
}

// anonymiseBefore anonymises guest bookings and waiting-list entries whose walk ended
// before cutoff, requests made before it, vouchers spent, expired or left unpaid before
// it, and voucher purchases that failed or were cancelled before failedCutoff, in tx; it
// answers how many rows.
func (s store) anonymiseBefore(ctx context.Context, tx bun.Tx, cutoff, failedCutoff, now time.Time) (int64, error) {
	ended := `walk_id IN (SELECT id FROM walks WHERE date_end < ?1)`
	picks := map[string]string{
		"bookings": `user_id IS NULL AND ` + ended, "waitlist_entries": ended,
		"custom_walk_requests": `created_at < ?1`, "feest_requests": `created_at < ?1`, "contact_messages": `created_at < ?1`,
	}
	var total int64
	for _, a := range anonymised {
		n, err := anonymise(ctx, tx, a.table, a.set, picks[a.table], now, cutoff)
		if err != nil {
			return 0, err
		}
		total += n
	}
	n, err := anonymise(ctx, tx, "vouchers", anonymisedVouchers,
		`used_at < ?1 OR valid_until < ?1 OR (payment_status <> 'PAID' AND created_at < ?1)`, now, cutoff)
	if err != nil {
		return 0, err
	}
	failed, err := anonymise(ctx, tx, "vouchers", anonymisedVouchers, `payment_status IN ('FAILED', 'CANCELED') AND updated_at < ?1`,
		now, failedCutoff)
	if err != nil {
		return 0, err
	}
	return total + n + failed, nil
}

// anonymiseAccount removes a leaving account's holder from everything kept, in tx: their
// bookings, the purchaser of the vouchers they bought and the requests made with their
// address; the waiting-list entries made with it since the account has it are deleted
// (no one is left to offer places to, and an offer they hold frees its places).
func (s store) anonymiseAccount(ctx context.Context, tx bun.Tx, userID, email string, now time.Time) error {
	picks := map[string][2]any{
		"bookings":             {`user_id = ?1`, userID},
		"custom_walk_requests": {`lower(contact_email) = lower(?1)`, email}, "feest_requests": {`lower(email) = lower(?1)`, email},
		"contact_messages": {`lower(email) = lower(?1)`, email},
	}
	for _, a := range anonymised {
		p, ok := picks[a.table]
		if !ok {
			continue
		}
		if _, err := anonymise(ctx, tx, a.table, a.set, p[0].(string), now, p[1]); err != nil {
			return err
		}
	}
	if _, err := tx.NewRaw(`DELETE FROM waitlist_entries WHERE `+ofAccountsAddress, userID, email).Exec(ctx); err != nil {
		return fmt.Errorf("delete waiting-list entries: %w", err)
	}
	// Not anonymised_at: the recipient may still be using the voucher, and the retention
	// removes them later.
	if _, err := tx.NewRaw(`UPDATE vouchers SET `+anonymisedPurchaser+`, updated_at = ? WHERE user_id = ?`, now, userID).Exec(ctx); err != nil {
		return fmt.Errorf("anonymise vouchers: %w", err)
	}
	return nil
}

// deleteUser deletes an account; its sessions go with it, its bookings and vouchers stay
// without it, in tx.
func (s store) deleteUser(ctx context.Context, tx bun.Tx, id string) error {
	if _, err := tx.NewRaw(`DELETE FROM users WHERE id = ?`, id).Exec(ctx); err != nil {
		return fmt.Errorf("delete account: %w", err)
	}
	return nil
}
