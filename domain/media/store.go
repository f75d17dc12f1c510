package media

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/uptrace/bun"
)

// store holds the SQL of the images (media_images, media_variants) and of the walks'
// covers (walk_covers).
type store struct{ db *bun.DB }

// lockWalks locks, in tx, the walk with id and, when following, the later walks of its
// series that have not started, in that order; it returns their ids, the walk's first.
// A walk that does not exist is ErrWalkNotFound.
func (s store) lockWalks(ctx context.Context, tx bun.Tx, walkID string, following bool) ([]string, error) {
	var id string
	err := tx.NewRaw(`SELECT id FROM walks WHERE id = ? FOR UPDATE`, walkID).Scan(ctx, &id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrWalkNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("lock walk: %w", err)
	}
	ids := []string{id}
	if !following {
		return ids, nil
	}
	var later []string
	err = tx.NewRaw(`SELECT l.id FROM walks w JOIN walks l ON l.series_id = w.series_id
		WHERE w.id = ? AND l.date_start > w.date_start AND l.date_start > now()
		ORDER BY l.date_start, l.id FOR UPDATE OF l`, walkID).Scan(ctx, &later)
	if err != nil {
		return nil, fmt.Errorf("lock the later walks of a series: %w", err)
	}
	return append(ids, later...), nil
}

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

// setCover makes hash walkID's cover with alt, in tx, and marks the walk changed (so the
// catalogue reads it again).
func (s store) setCover(ctx context.Context, tx bun.Tx, walkID, hash, alt string) error {
	if _, err := tx.NewRaw(`INSERT INTO walk_covers (walk_id, image_hash, alt) VALUES (?, ?, ?)
		ON CONFLICT (walk_id) DO UPDATE SET image_hash = excluded.image_hash, alt = excluded.alt, updated_at = now()`,
		walkID, hash, alt).Exec(ctx); err != nil {
		return fmt.Errorf("set cover: %w", err)
	}
	return s.touchWalk(ctx, tx, walkID)
}

// removeCover removes walkID's cover in tx, and with it the image when no walk shows it
// any more; ok is false when the walk had none.
func (s store) removeCover(ctx context.Context, tx bun.Tx, walkID string) (bool, error) {
	var hash string
	err := tx.NewRaw(`DELETE FROM walk_covers WHERE walk_id = ? RETURNING image_hash`, walkID).Scan(ctx, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("remove cover: %w", err)
	}
	if err := s.dropUnused(ctx, tx, hash); err != nil {
		return false, err
	}
	return true, s.touchWalk(ctx, tx, walkID)
}

// dropUnused deletes the image hash with its variants when no walk shows it, as its
// cover or its guide's photo.
func (s store) dropUnused(ctx context.Context, tx bun.Tx, hash string) error {
	if _, err := tx.NewRaw(`DELETE FROM media_images m WHERE hash = ?
		AND NOT EXISTS (SELECT 1 FROM walk_covers WHERE image_hash = m.hash)
		AND NOT EXISTS (SELECT 1 FROM walks WHERE guide_photo_hash = m.hash)`, hash).Exec(ctx); err != nil {
		return fmt.Errorf("drop unused image: %w", err)
	}
	return nil
}

// coverOf returns walkID's current cover hash, "" for none.
func (s store) coverOf(ctx context.Context, tx bun.Tx, walkID string) (string, error) {
	var hash string
	err := tx.NewRaw(`SELECT image_hash FROM walk_covers WHERE walk_id = ?`, walkID).Scan(ctx, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read cover: %w", err)
	}
	return hash, nil
}

// setGuidePhoto makes hash (nil for none) the photo of walkID's guide, in tx, and returns
// the hash it replaces ("" for none).
func (s store) setGuidePhoto(ctx context.Context, tx bun.Tx, walkID string, hash *string) (string, error) {
	var old sql.NullString
	err := tx.NewRaw(`UPDATE walks w SET guide_photo_hash = ?, updated_at = now() FROM walks o
		WHERE w.id = ? AND o.id = w.id RETURNING o.guide_photo_hash`, hash, walkID).Scan(ctx, &old)
	if err != nil {
		return "", fmt.Errorf("set guide photo: %w", err)
	}
	return old.String, nil
}

// guidePhoto returns the photo of walkID's guide; ok is false when it has none.
func (s store) guidePhoto(ctx context.Context, walkID string) (Cover, bool, error) {
	var c Cover
	err := s.db.NewRaw(`SELECT m.hash, coalesce(w.guide_name, '') AS alt, m.width, m.height FROM walks w
		JOIN media_images m ON m.hash = w.guide_photo_hash WHERE w.id = ?`, walkID).Scan(ctx, &c)
	if errors.Is(err, sql.ErrNoRows) {
		return Cover{}, false, nil
	}
	if err != nil {
		return Cover{}, false, fmt.Errorf("read guide photo: %w", err)
	}
	return c, true, nil
}

func (s store) touchWalk(ctx context.Context, tx bun.Tx, walkID string) error {
	if _, err := tx.NewRaw(`UPDATE walks SET updated_at = now() WHERE id = ?`, walkID).Exec(ctx); err != nil {
		return fmt.Errorf("mark walk changed: %w", err)
	}
	return nil
}

// cover returns walkID's cover; ok is false when it has none.
func (s store) cover(ctx context.Context, walkID string) (Cover, bool, error) {
	var c Cover
	err := s.db.NewRaw(`SELECT c.image_hash AS hash, c.alt, m.width, m.height FROM walk_covers c
		JOIN media_images m ON m.hash = c.image_hash WHERE c.walk_id = ?`, walkID).Scan(ctx, &c)
	if errors.Is(err, sql.ErrNoRows) {
		return Cover{}, false, nil
	}
	if err != nil {
		return Cover{}, false, fmt.Errorf("read cover: %w", err)
	}
	return c, true, nil
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
