package media

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
)

// Service stores the walks' cover images and their guides' photos, and serves their variants.
type Service struct {
	db    *bun.DB
	store store
}

// NewService returns a Service on db.
func NewService(db *bun.DB) *Service {
	return &Service{db: db, store: store{db: db}}
}

// Cover is a walk's cover image: its hash, its size as shown and the text that describes it.
type Cover struct {
	Hash   string `bun:"hash"`
	Alt    string `bun:"alt"`
	Width  int    `bun:"width"`
	Height int    `bun:"height"`
}

// Widths are the widths the cover is stored in, narrowest first.
func (c Cover) Widths() []int { return widths(c.Width) }

// ErrNotFound answers a name under /media that names no stored variant.
var ErrNotFound = errs.New(errs.NotFound, "image_not_found", "Afbeelding niet gevonden.")

// msgAltLong refuses an alt text over rules.json's length.
var msgAltLong = fmt.Sprintf("Gebruik hoogstens %d tekens.", rules.All.Image.AltMaxLength)

func init() {
	errs.EnglishFields(map[string]string{msgAltLong: fmt.Sprintf("Use at most %d characters.", rules.All.Image.AltMaxLength)})
}

// CheckAlt returns the alt text as stored, or the Dutch field error.
func CheckAlt(alt string) (string, error) {
	alt = strings.TrimSpace(alt)
	switch {
	case alt == "":
		return "", errs.InvalidFields(map[string]string{"alt": "Beschrijf wat er op de afbeelding staat."})
	case utf8.RuneCountInString(alt) > rules.All.Image.AltMaxLength:
		return "", errs.InvalidFields(map[string]string{"alt": msgAltLong})
	}
	return alt, nil
}

// SetWalkCover makes the uploaded image data, described by alt, the cover of the walk
// walkID and, when following, of the later walks of its series that have not started (one
// stored image for all): it replaces their covers, and an image it replaces is deleted
// when no walk shows it any more. Bad input is a Dutch error and stores nothing.
func (s *Service) SetWalkCover(ctx context.Context, walkID string, data []byte, alt string, following bool) (Cover, error) {
	alt, err := CheckAlt(alt)
	if err != nil {
		return Cover{}, err
	}
	img, err := s.storeFor(ctx, walkID, following, data, func(ctx context.Context, tx bun.Tx, walks []string, img Image) error {
		var replaced []string
		for _, w := range walks {
			old, err := walk.SetCover(ctx, tx, w, img.Hash, alt)
			if err != nil {
				return err
			}
			if old != "" && old != img.Hash {
				replaced = append(replaced, old)
			}
		}
		for _, old := range replaced {
			if err := s.dropUnused(ctx, tx, old); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Cover{}, err
	}
	return Cover{Hash: img.Hash, Alt: alt, Width: img.Width, Height: img.Height}, nil
}

// storeFor processes the uploaded image data for the walk walkID and, in one transaction
// that locks the walk and, when following, the later walks of its series that have not
// started, stores the image and runs use on those walks. Bad input is a Dutch error and
// stores nothing.
func (s *Service) storeFor(ctx context.Context, walkID string, following bool, data []byte, use func(ctx context.Context, tx bun.Tx, walks []string, img Image) error) (Image, error) {
	if uuid.Validate(walkID) != nil {
		return Image{}, walk.ErrNotFound
	}
	img, err := Process(ctx, data)
	if err != nil {
		return Image{}, err
	}
	err = s.db.RunInTx(ctx, &sql.TxOptions{}, func(ctx context.Context, tx bun.Tx) error {
		walks, err := walk.LockWithFollowing(ctx, tx, walkID, following)
		if err != nil {
			return err
		}
		if err := s.store.save(ctx, tx, img); err != nil {
			return err
		}
		return use(ctx, tx, walks, img)
	})
	return img, err
}

// RemoveWalkCover removes the cover of the walk and, when following, of the later walks of
// its series that have not started; when none of them has one it is ErrNotFound.
func (s *Service) RemoveWalkCover(ctx context.Context, walkID string, following bool) error {
	if uuid.Validate(walkID) != nil {
		return walk.ErrNotFound
	}
	return s.db.RunInTx(ctx, &sql.TxOptions{}, func(ctx context.Context, tx bun.Tx) error {
		walks, err := walk.LockWithFollowing(ctx, tx, walkID, following)
		if err != nil {
			return err
		}
		removed := false
		for _, w := range walks {
			hash, ok, err := walk.RemoveCover(ctx, tx, w)
			if err != nil {
				return err
			}
			if ok {
				if err := s.dropUnused(ctx, tx, hash); err != nil {
					return err
				}
			}
			removed = removed || ok
		}
		if !removed {
			return ErrNotFound
		}
		return nil
	})
}

// SetGuidePhoto makes the uploaded image data the photo of the walk's guide, processed
// and stored as a cover is; the photo it replaces is deleted when no walk shows it any
// more. Bad input is a Dutch error and stores nothing. Its alt text is the guide's name.
func (s *Service) SetGuidePhoto(ctx context.Context, walkID string, data []byte) (Cover, error) {
	_, err := s.storeFor(ctx, walkID, false, data, func(ctx context.Context, tx bun.Tx, _ []string, img Image) error {
		old, err := walk.SetGuidePhoto(ctx, tx, walkID, &img.Hash)
		if err != nil || old == "" || old == img.Hash {
			return err
		}
		return s.dropUnused(ctx, tx, old)
	})
	if err != nil {
		return Cover{}, err
	}
	c, _, err := s.GuidePhoto(ctx, walkID)
	return c, err
}

// RemoveGuidePhoto removes the photo of the walk's guide; a walk without one is ErrNotFound.
func (s *Service) RemoveGuidePhoto(ctx context.Context, walkID string) error {
	if uuid.Validate(walkID) != nil {
		return walk.ErrNotFound
	}
	return s.db.RunInTx(ctx, &sql.TxOptions{}, func(ctx context.Context, tx bun.Tx) error {
		if _, err := walk.LockWithFollowing(ctx, tx, walkID, false); err != nil {
			return err
		}
		old, err := walk.SetGuidePhoto(ctx, tx, walkID, nil)
		if err == nil && old == "" {
			err = ErrNotFound
		}
		if err != nil {
			return err
		}
		return s.dropUnused(ctx, tx, old)
	})
}

// GuidePhoto returns the photo of the walk's guide (its alt text the guide's name); ok is
// false when it has none.
func (s *Service) GuidePhoto(ctx context.Context, walkID string) (Cover, bool, error) {
	if uuid.Validate(walkID) != nil {
		return Cover{}, false, nil
	}
	img, ok, err := walk.GuidePhotoOf(ctx, s.db, walkID)
	return Cover(img), ok, err
}

// WalkCover returns the walk's cover; ok is false when it has none.
func (s *Service) WalkCover(ctx context.Context, walkID string) (Cover, bool, error) {
	if uuid.Validate(walkID) != nil {
		return Cover{}, false, nil
	}
	img, ok, err := walk.CoverOf(ctx, s.db, walkID)
	return Cover(img), ok, err
}

// dropUnused deletes the image hash with its variants, in tx, when no walk shows it any
// more, as its cover or its guide's photo.
func (s *Service) dropUnused(ctx context.Context, tx bun.Tx, hash string) error {
	shown, err := walk.ShowsImage(ctx, tx, hash)
	if err != nil || shown {
		return err
	}
	return s.store.drop(ctx, tx, hash)
}

// Variant returns the stored variant a name under /media names ({hash}-{width}.{ext}).
func (s *Service) Variant(ctx context.Context, name string) (Variant, error) {
	hash, width, format, ok := ParseName(name)
	if !ok {
		return Variant{}, ErrNotFound
	}
	v, ok, err := s.store.variant(ctx, hash, width, format)
	if err == nil && !ok {
		err = ErrNotFound
	}
	return v, err
}

// AllVariants returns every stored variant (for checks over the whole store).
func (s *Service) AllVariants(ctx context.Context) ([]Variant, error) { return s.store.variants(ctx) }

// URL is the path of the cover's variant of width in format.
func (c Cover) URL(width int, format string) string { return "/media/" + Name(c.Hash, width, format) }

// Srcset lists the cover's widths in format for an img's srcset ("url 480w, url 960w").
func (c Cover) Srcset(format string) string {
	var parts []string
	for _, w := range c.Widths() {
		parts = append(parts, c.URL(w, format)+" "+strconv.Itoa(w)+"w")
	}
	return strings.Join(parts, ", ")
}
