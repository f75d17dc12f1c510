package walk

import (
	"context"

	"github.com/uptrace/bun"
)

// LockWithFollowing locks, in tx, the walk id and, when following, the later walks of its
// series that have not started, in that order; it returns their ids, the walk's first.
// A walk that does not exist is ErrNotFound.
func LockWithFollowing(ctx context.Context, tx bun.Tx, id string, following bool) ([]string, error) {
	return store{}.lockWithFollowing(ctx, tx, id, following)
}

// SetCover makes the stored image hash the walk id's cover with alt, in tx, and answers
// the hash of the cover it replaces ("" for none).
func SetCover(ctx context.Context, tx bun.Tx, id, hash, alt string) (replaced string, err error) {
	s := store{}
	if replaced, err = s.coverOf(ctx, tx, id); err != nil {
		return "", err
	}
	return replaced, s.setCover(ctx, tx, id, hash, alt)
}

// RemoveCover removes the walk id's cover in tx and answers the hash of its image; ok is
// false when the walk had none.
func RemoveCover(ctx context.Context, tx bun.Tx, id string) (hash string, ok bool, err error) {
	return store{}.removeCover(ctx, tx, id)
}

// SetGuidePhoto makes the stored image hash (nil for none) the photo of the walk id's
// guide, in tx, and answers the hash it replaces ("" for none).
func SetGuidePhoto(ctx context.Context, tx bun.Tx, id string, hash *string) (string, error) {
	return store{}.setGuidePhoto(ctx, tx, id, hash)
}

// Image is a stored image a walk shows: its hash, its size and the text that describes it.
type Image struct {
	Hash   string `bun:"hash"`
	Alt    string `bun:"alt"`
	Width  int    `bun:"width"`
	Height int    `bun:"height"`
}

// CoverOf returns the cover of the walk id, read in db; ok is false when it has none.
func CoverOf(ctx context.Context, db bun.IDB, id string) (img Image, ok bool, err error) {
	return store{}.coverImage(ctx, db, id)
}

// GuidePhotoOf returns the photo of the walk id's guide, its alt text the guide's name,
// read in db; ok is false when it has none.
func GuidePhotoOf(ctx context.Context, db bun.IDB, id string) (img Image, ok bool, err error) {
	return store{}.guidePhoto(ctx, db, id)
}

// ShowsImage tells, in tx, whether any walk shows the stored image hash, as its cover or
// as its guide's photo.
func ShowsImage(ctx context.Context, tx bun.Tx, hash string) (bool, error) {
	return store{}.showsImage(ctx, tx, hash)
}
