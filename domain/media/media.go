// Package media is the image pipeline: an organiser's upload is checked (format, size,
// dimensions from the header before anything is decoded), re-encoded without any
// metadata in a few widths as JPEG and WebP, and stored in PostgreSQL, so that every
// process serves it under a name that carries a hash of its content.
package media

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/jpeg"
	_ "image/png" // PNG uploads
	"regexp"
	"strconv"

	"github.com/disintegration/imaging"
	"github.com/gen2brain/webp"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
)

// MaxBytes is the largest upload accepted.
var MaxBytes = int64(rules.All.Image.MaxMegabytes) << 20

// The stored formats, by the extension in a variant's name.
const (
	JPEG = "jpg"
	WebP = "webp"
)

// ContentTypes maps a stored format to its media type.
var ContentTypes = map[string]string{JPEG: "image/jpeg", WebP: "image/webp"}

// uploadFormats are the formats accepted, by the name image.DecodeConfig gives them.
var uploadFormats = map[string]bool{"jpeg": true, "png": true, "webp": true}

// Image is an upload as stored: its hash, its size as shown (after EXIF orientation) and
// its variants.
type Image struct {
	Hash     string
	Width    int
	Height   int
	Variants []Variant
}

// Variant is one stored width of an image in one format.
type Variant struct {
	Width  int    `bun:"width"`
	Height int    `bun:"height"`
	Format string `bun:"format"`
	Data   []byte `bun:"data"`
}

// Name is the variant's file name under /media: {hash}-{width}.{ext}.
func Name(hash string, width int, format string) string {
	return hash + "-" + strconv.Itoa(width) + "." + format
}

var namePattern = regexp.MustCompile(`^([0-9a-f]{20})-([1-9][0-9]{0,4})\.(jpg|webp)$`)

// ParseName splits a variant's file name; ok is false for a name no variant can have.
func ParseName(name string) (hash string, width int, format string, ok bool) {
	m := namePattern.FindStringSubmatch(name)
	if m == nil {
		return "", 0, "", false
	}
	width, _ = strconv.Atoi(m[2])
	return m[1], width, m[3], true
}

// The Dutch answers to an upload that is refused.
var (
	ErrTooLarge = errs.New(errs.TooLarge, "image_too_large",
		"De afbeelding is te groot: kies een bestand van hoogstens %d MB.", rules.All.Image.MaxMegabytes)
	ErrNotImage = errs.New(errs.Invalid, "not_an_image",
		"Dit bestand is geen afbeelding die we kunnen lezen: kies een JPEG-, PNG- of WebP-bestand.")
	ErrNoPixels      = errs.New(errs.Invalid, "image_empty", "Deze afbeelding heeft geen pixels.")
	ErrTooManyPixels = errs.New(errs.Invalid, "image_too_many_pixels",
		"Deze afbeelding heeft te veel pixels: hoogstens %d pixels breed en hoog en %d megapixel.",
		rules.All.Image.MaxPixelsPerSide, rules.All.Image.MaxMegapixels)
)

// maxDecodes is how many uploads are decoded and encoded at once. A decoded image takes 4
// bytes a pixel (100 MB at rules.All.Image.MaxMegapixels) and seconds of a core, so the
// admin service's memory stays bounded however many uploads come in together; the others
// wait their turn (decodes).
const maxDecodes = 1

// decodes holds a token for each upload being decoded.
var decodes = make(chan struct{}, maxDecodes)

// Process checks an upload and makes its variants: every width of rules.All.Image.Widths
// up to the image's own width (the image's own width when it is narrower than all of
// them), each as JPEG and as WebP. The variants are encoded from the decoded pixels, so
// no metadata of the upload (EXIF with GPS, XMP, ICC, comments) reaches them. Its
// dimensions are checked from its header before anything is decoded, and at most
// maxDecodes uploads are decoded at once: a caller waits for its turn until ctx ends.
func Process(ctx context.Context, data []byte) (Image, error) {
	if int64(len(data)) > MaxBytes {
		return Image{}, ErrTooLarge
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || !uploadFormats[format] {
		return Image{}, ErrNotImage
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return Image{}, ErrNoPixels
	}
	if limit := rules.All.Image.MaxPixelsPerSide; cfg.Width > limit || cfg.Height > limit ||
		cfg.Width*cfg.Height > rules.All.Image.MaxMegapixels*1_000_000 {
		return Image{}, ErrTooManyPixels
	}
	select {
	case decodes <- struct{}{}:
		defer func() { <-decodes }()
	case <-ctx.Done():
		return Image{}, fmt.Errorf("wait to decode an upload: %w", ctx.Err())
	}
	src, err := imaging.Decode(bytes.NewReader(data), imaging.AutoOrientation(true))
	if err != nil {
		return Image{}, ErrNotImage
	}
	sum := sha256.Sum256(data)
	b := src.Bounds()
	img := Image{Hash: hex.EncodeToString(sum[:])[:20], Width: b.Dx(), Height: b.Dy()}
	for _, w := range widths(img.Width) {
		scaled := image.Image(src)
		if w != img.Width {
			scaled = imaging.Resize(src, w, 0, imaging.Lanczos)
		}
		h := scaled.Bounds().Dy()
		var jb, wb bytes.Buffer
		if err := jpeg.Encode(&jb, scaled, &jpeg.Options{Quality: 82}); err != nil {
			return Image{}, fmt.Errorf("encode jpeg %d: %w", w, err)
		}
		if err := webp.Encode(&wb, scaled, webp.Options{Quality: 78, Method: 4}); err != nil {
			return Image{}, fmt.Errorf("encode webp %d: %w", w, err)
		}
		img.Variants = append(img.Variants, Variant{Width: w, Height: h, Format: JPEG, Data: jb.Bytes()},
			Variant{Width: w, Height: h, Format: WebP, Data: wb.Bytes()})
	}
	return img, nil
}

// widths are the widths an image of width w is stored in.
func widths(w int) []int {
	var out []int
	for _, x := range rules.All.Image.Widths {
		if x <= w {
			out = append(out, x)
		}
	}
	if len(out) == 0 {
		out = []int{w}
	}
	return out
}
