package walk

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/uptrace/bun"
)

// lockWalks locks, in tx, the walk with id and, when following, the later walks of its
// series that have not started, in that order; it returns their ids, the walk's first.
// A walk that does not exist is ErrNotFound.
func (store) lockWithFollowing(ctx context.Context, tx bun.Tx, walkID string, following bool) ([]string, error) {
	var id string
	err := tx.NewRaw(`SELECT id FROM walks WHERE id = ? FOR UPDATE`, walkID).Scan(ctx, &id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
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

// removeCover removes walkID's cover in tx and returns the hash of its image; ok is false
// when the walk had none.
func (s store) removeCover(ctx context.Context, tx bun.Tx, walkID string) (hash string, ok bool, err error) {
	err = tx.NewRaw(`DELETE FROM walk_covers WHERE walk_id = ? RETURNING image_hash`, walkID).Scan(ctx, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("remove cover: %w", err)
	}
	return hash, true, s.touchWalk(ctx, tx, walkID)
}

// coverOf returns walkID's current cover hash, "" for none.
func (store) coverOf(ctx context.Context, tx bun.Tx, walkID string) (string, error) {
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
func (store) setGuidePhoto(ctx context.Context, tx bun.Tx, walkID string, hash *string) (string, error) {
	var old sql.NullString
	err := tx.NewRaw(`UPDATE walks w SET guide_photo_hash = ?, updated_at = now() FROM walks o
		WHERE w.id = ? AND o.id = w.id RETURNING o.guide_photo_hash`, hash, walkID).Scan(ctx, &old)
	if err != nil {
		return "", fmt.Errorf("set guide photo: %w", err)
	}
	return old.String, nil
}

// touchWalk marks walkID changed, so that the catalogue reads it again, in tx.
func (store) touchWalk(ctx context.Context, tx bun.Tx, walkID string) error {
	if _, err := tx.NewRaw(`UPDATE walks SET updated_at = now() WHERE id = ?`, walkID).Exec(ctx); err != nil {
		return fmt.Errorf("mark walk changed: %w", err)
	}
	return nil
}

// coverImage returns walkID's cover; ok is false when it has none.
func (store) coverImage(ctx context.Context, db bun.IDB, walkID string) (Image, bool, error) {
	var img Image
	err := db.NewRaw(`SELECT c.image_hash AS hash, c.alt, m.width, m.height FROM walk_covers c
		JOIN media_image_sizes m ON m.hash = c.image_hash WHERE c.walk_id = ?`, walkID).Scan(ctx, &img)
	if errors.Is(err, sql.ErrNoRows) {
		return Image{}, false, nil
	}
	if err != nil {
		return Image{}, false, fmt.Errorf("read cover: %w", err)
	}
	return img, true, nil
}

// guidePhoto returns the photo of walkID's guide; ok is false when it has none.
func (store) guidePhoto(ctx context.Context, db bun.IDB, walkID string) (Image, bool, error) {
	var img Image
	err := db.NewRaw(`SELECT m.hash, coalesce(w.guide_name, '') AS alt, m.width, m.height FROM walks w
		JOIN media_image_sizes m ON m.hash = w.guide_photo_hash WHERE w.id = ?`, walkID).Scan(ctx, &img)
	if errors.Is(err, sql.ErrNoRows) {
		return Image{}, false, nil
	}
	if err != nil {
		return Image{}, false, fmt.Errorf("read guide photo: %w", err)
	}
	return img, true, nil
}

// showsImage tells whether a walk shows the image hash, as its cover or its guide's photo, in tx.
func (store) showsImage(ctx context.Context, tx bun.Tx, hash string) (bool, error) {
	var shown bool
	if err := tx.NewRaw(`SELECT EXISTS (SELECT 1 FROM walk_covers WHERE image_hash = ?0)
		OR EXISTS (SELECT 1 FROM walks WHERE guide_photo_hash = ?0)`, hash).Scan(ctx, &shown); err != nil {
		return false, fmt.Errorf("find the walks showing an image: %w", err)
	}
	return shown, nil
}
