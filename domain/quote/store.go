package quote

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// store holds the quotes' SQL.
type store struct{ db *bun.DB }

const columns = `id, COALESCE(request_kind, '') AS request_kind, COALESCE(request_id::text, '') AS request_id,
	customer_name, customer_email, customer_phone, customer_company, customer_address, customer_vat_id, lines,
	total_cents, valid_until, walk_date, status, COALESCE(mollie_payment_id, '') AS mollie_payment_id, created_at, sent_at, paid_at, language`

func orNull(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// insert stores a draft quote whose link token hashes to tokenHash.
func (s store) insert(ctx context.Context, id string, tokenHash []byte, in Input, validUntil time.Time, total int, language string) (Quote, error) {
	lines, err := json.Marshal(in.Lines)
	if err != nil {
		return Quote{}, err
	}
	c := in.Customer
	var q Quote
	err = s.db.NewRaw(`INSERT INTO quotes (id, token_hash, request_kind, request_id, customer_name, customer_email, customer_phone,
		customer_company, customer_address, customer_vat_id, lines, total_cents, valid_until, walk_date, language)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::date, ?) RETURNING `+columns,
		id, tokenHash, orNull(in.RequestKind), orNull(in.RequestID), c.Name, c.Email, c.Phone, c.Company, c.Address, c.VATID,
		string(lines), total, validUntil.Format(time.DateOnly), orNull(in.WalkDate), language).Scan(ctx, &q)
	if err != nil {
		return Quote{}, fmt.Errorf("insert quote: %w", err)
	}
	return q, nil
}

// get is the quote with id; lock locks its row until tx ends.
func (s store) get(ctx context.Context, db bun.IDB, id string, lock bool) (Quote, error) {
	if uuid.Validate(id) != nil {
		return Quote{}, ErrNotFound
	}
	query := `SELECT ` + columns + ` FROM quotes WHERE id = ?`
	if lock {
		query += ` FOR UPDATE`
	}
	return s.one(ctx, db, query, id)
}

// byToken is the quote whose link token hashes to hash.
func (s store) byToken(ctx context.Context, hash []byte) (Quote, error) {
	return s.one(ctx, s.db, `SELECT `+columns+` FROM quotes WHERE token_hash = ?`, hash)
}

func (store) one(ctx context.Context, db bun.IDB, query string, args ...any) (Quote, error) {
	var q Quote
	err := db.NewRaw(query, args...).Scan(ctx, &q)
	if errors.Is(err, sql.ErrNoRows) {
		return Quote{}, ErrNotFound
	}
	if err != nil {
		return Quote{}, fmt.Errorf("read quote: %w", err)
	}
	return q, nil
}

// list lists the quotes, newest first; a request kind and id pick that request's.
func (s store) list(ctx context.Context, requestKind, requestID string) ([]Quote, error) {
	out := []Quote{}
	where, args := ``, []any{}
	if requestID != "" {
		if uuid.Validate(requestID) != nil {
			return out, nil
		}
		where, args = ` WHERE request_kind = ? AND request_id = ?`, []any{requestKind, requestID}
	}
	if err := s.db.NewRaw(`SELECT `+columns+` FROM quotes`+where+` ORDER BY created_at DESC, id LIMIT 500`, args...).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("list quotes: %w", err)
	}
	return out, nil
}

// update replaces a quote's customer, lines, valid-until date and walk date in tx; the payment it
// was being paid by no longer pays it.
func (store) update(ctx context.Context, tx bun.Tx, id string, in Input, validUntil time.Time, total int, language string, now time.Time) error {
	lines, err := json.Marshal(in.Lines)
	if err != nil {
		return err
	}
	c := in.Customer
	_, err = tx.NewRaw(`UPDATE quotes SET request_kind = ?, request_id = ?, customer_name = ?, customer_email = ?, customer_phone = ?,
		customer_company = ?, customer_address = ?, customer_vat_id = ?, lines = ?, total_cents = ?, valid_until = ?,
		walk_date = ?::date, mollie_payment_id = NULL, updated_at = ?, language = ? WHERE id = ?`,
		orNull(in.RequestKind), orNull(in.RequestID), c.Name, c.Email, c.Phone, c.Company, c.Address, c.VATID, string(lines), total,
		validUntil.Format(time.DateOnly), orNull(in.WalkDate), now, language, id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("update quote %s: %w", id, err)
	}
	return nil
}

// setStatus moves a quote to status in tx; sent notes when, paid when and by which payment.
func (store) setStatus(ctx context.Context, tx bun.Tx, id, status string, now time.Time) error {
	_, err := tx.NewRaw(`UPDATE quotes SET status = ?0, updated_at = ?1,
		sent_at = CASE WHEN ?0 = 'sent' THEN ?1 ELSE sent_at END,
		paid_at = CASE WHEN ?0 = 'paid' THEN ?1 ELSE paid_at END,
		mollie_payment_id = CASE WHEN ?0 = 'withdrawn' THEN NULL ELSE mollie_payment_id END
		WHERE id = ?2`, status, now, id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("quote %s to %s: %w", id, status, err)
	}
	return nil
}

// linkPayment makes molliePaymentID the payment a sent quote is being paid by, in tx.
func (store) linkPayment(ctx context.Context, tx bun.Tx, id, molliePaymentID string, now time.Time) error {
	_, err := tx.NewRaw(`UPDATE quotes SET mollie_payment_id = ?, updated_at = ? WHERE id = ?`, molliePaymentID, now, id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("link payment to quote %s: %w", id, err)
	}
	return nil
}
