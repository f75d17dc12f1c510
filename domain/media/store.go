package media

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/uptrace/bun"
)

// store holds the SQL of the images (media_images, media_variants); the walks' covers
// and guide photos name them by hash (the walk package).
type store struct{ db *bun.DB }

// save stores img and its variants in tx, once: an image with the same content is stored already.
func (s store) save(ctx context.Context, tx bun.Tx, img Image) error {
	res, err := tx.NewRaw(`INSERT INTO media_images (hash, width, height) VALUES (?, ?, ?) ON CONFLICT (hash) DO NOTHING`,
		img.Hash, img.Width, img.Height).Exec(ctx)
	if err != nil {
		return fmt.Errorf("save image: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	for _, v := range img.Variants {
		if _, err := tx.NewRaw(`INSERT INTO media_variants (hash, width, height, format, data) VALUES (?, ?, ?, ?, ?)`,
			img.Hash, v.Width, v.Height, v.Format, v.Data).Exec(ctx); err != nil {
			return fmt.Errorf("save image variant: %w", err)
		}
	}
	return nil
}

// drop deletes the image hash with its variants, in tx.
func (s store) drop(ctx context.Context, tx bun.Tx, hash string) error {
	if _, err := tx.NewRaw(`DELETE FROM media_images WHERE hash = ?`, hash).Exec(ctx); err != nil {
		return fmt.Errorf("drop unused image: %w", err)
	}
	return nil
}

// variant returns one stored variant; ok is false when there is none.
func (s store) variant(ctx context.Context, hash string, width int, format string) (Variant, bool, error) {
	var v Variant
	err := s.db.NewRaw(`SELECT width, height, format, data FROM media_variants WHERE hash = ? AND width = ? AND format = ?`,
		hash, width, format).Scan(ctx, &v)
	if errors.Is(err, sql.ErrNoRows) {
		return Variant{}, false, nil
	}
	if err != nil {
		return Variant{}, false, fmt.Errorf("read image variant: %w", err)
	}
	return v, true, nil
}

// variants returns every stored variant of every image, for checks over all of them.
func (s store) variants(ctx context.Context) ([]Variant, error) {
	var vs []Variant
	if err := s.db.NewRaw(`SELECT width, height, format, data FROM media_variants`).Scan(ctx, &vs); err != nil {
		return nil, fmt.Errorf("list image variants: %w", err)
	}
	return vs, nil
}
