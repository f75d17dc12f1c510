package walk

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// selectLocked reads a walk as Locked.
const selectLocked = `SELECT id, title, title_en, slug, date_start, price_cents, max_participants, cancelled_at IS NOT NULL AS cancelled,
		published FROM walks`

// lockPublished locks the published walk whose column ("id" or "slug") is value, in tx.
func (store) lockPublished(ctx context.Context, tx bun.Tx, column, value string) (Locked, error) {
	if column != "slug" && (column != "id" || uuid.Validate(value) != nil) {
		return Locked{}, ErrNotFound
	}
	return scanLocked(ctx, tx.NewRaw(selectLocked+` WHERE published AND ? = ? FOR UPDATE`, bun.Ident(column), value))
}

// lock locks the walk id, published or not, in tx.
func (store) lock(ctx context.Context, tx bun.Tx, id string) (Locked, error) {
	if uuid.Validate(id) != nil {
		return Locked{}, ErrNotFound
	}
	return scanLocked(ctx, tx.NewRaw(selectLocked+` WHERE id = ? FOR UPDATE`, id))
}

// scanLocked reads the walk q selects; ErrNotFound for none.
func scanLocked(ctx context.Context, q *bun.RawQuery) (Locked, error) {
	var w Locked
	err := q.Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return Locked{}, ErrNotFound
	}
	if err != nil {
		return Locked{}, fmt.Errorf("lock walk: %w", err)
	}
	return w, nil
}
