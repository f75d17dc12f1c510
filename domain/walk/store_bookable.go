package walk

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// selectBookable reads a walk as a booking needs it (Bookable).
const selectBookable = `SELECT id, title, slug, date_start, price_cents, max_participants, cancelled_at IS NOT NULL AS cancelled,
		published FROM walks`

// lockPublished locks the published walk whose column ("id" or "slug") is value, in tx.
func (store) lockPublished(ctx context.Context, tx bun.Tx, column, value string) (Bookable, error) {
	if column != "slug" && (column != "id" || uuid.Validate(value) != nil) {
		return Bookable{}, ErrNotFound
	}
	return scanBookable(ctx, tx.NewRaw(selectBookable+` WHERE published AND ? = ? FOR UPDATE`, bun.Ident(column), value))
}

// lockBookable locks the walk id, published or not, in tx.
func (store) lockBookable(ctx context.Context, tx bun.Tx, id string) (Bookable, error) {
	if uuid.Validate(id) != nil {
		return Bookable{}, ErrNotFound
	}
	return scanBookable(ctx, tx.NewRaw(selectBookable+` WHERE id = ? FOR UPDATE`, id))
}

// scanBookable reads the walk q selects; ErrNotFound for none.
func scanBookable(ctx context.Context, q *bun.RawQuery) (Bookable, error) {
	var w Bookable
	err := q.Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return Bookable{}, ErrNotFound
	}
	if err != nil {
		return Bookable{}, fmt.Errorf("lock walk: %w", err)
	}
	return w, nil
}
