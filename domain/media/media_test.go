package media_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"testing"
	"time"

	"wandelwijs.nl/domain/media"
	"wandelwijs.nl/domain/media/mediatest"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/errs"
)

// serviceWithWalk is a media service on a new database that holds one published walk,
// slug, three days ahead: the service, the database and the walk's id.
func serviceWithWalk(t *testing.T, slug string) (*media.Service, *database.DB, string) {
	db := testdb.New(t)
	return media.NewService(db.DB), db, testdb.Walk(t, db, slug, time.Now().Add(72*time.Hour), 10, 2000, true)
}

// TestAStoredImageCarriesNoMetadata: a photo with a GPS position in its EXIF is stored in
// every width as JPEG and WebP, none of which has the GPS block or any EXIF at all.
func TestAStoredImageCarriesNoMetadata(t *testing.T) {
	ctx := context.Background()
	s, _, walkID := serviceWithWalk(t, "met-foto")
	photo := mediatest.JPEGWithGPS(1200, 800)
	if !bytes.Contains(photo, []byte(mediatest.GPSMarker)) || !bytes.Contains(photo, []byte("Exif\x00\x00")) {
		t.Fatal("the test photo has no GPS block")
	}
	cover, err := s.SetWalkCover(ctx, walkID, photo, "  Beukenlaan in de mist ", false)
	if err != nil {
		t.Fatal(err)
	}
	if cover.Width != 1200 || cover.Height != 800 || cover.Alt != "Beukenlaan in de mist" || len(cover.Hash) != 20 {
		t.Fatalf("cover %+v", cover)
	}
	vs, err := s.AllVariants(ctx)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, v := range vs {
		got[media.Name(cover.Hash, v.Width, v.Format)] = true
		for _, leak := range []string{mediatest.GPSMarker, "Exif", "GPS"} {
			if bytes.Contains(v.Data, []byte(leak)) {
				t.Errorf("the %d px %s carries %q", v.Width, v.Format, leak)
			}
		}
		cfg, format, err := image.DecodeConfig(bytes.NewReader(v.Data))
		if err != nil || cfg.Width != v.Width || cfg.Height != v.Width*2/3 || map[string]string{"jpeg": "jpg", "webp": "webp"}[format] != v.Format {
			t.Errorf("variant %d %s decodes as %s %dx%d (%v)", v.Width, v.Format, format, cfg.Width, cfg.Height, err)
		}
	}
	for _, w := range []string{"480", "960"} {
		for _, f := range []string{"jpg", "webp"} {
			if name := cover.Hash + "-" + w + "." + f; !got[name] {
				t.Errorf("no variant %s among %v", name, got)
			}
		}
	}
	if len(vs) != 4 || len(cover.Widths()) != 2 {
		t.Errorf("%d variants, widths %v: a 1200 px photo is stored at 480 and 960 only", len(vs), cover.Widths())
	}
	v, err := s.Variant(ctx, cover.Hash+"-960.webp")
	if err != nil || v.Format != media.WebP || v.Height != 640 {
		t.Errorf("variant by name: %+v %v", v.Width, err)
	}
}

// TestBadUploadsStoreNothing: a renamed PDF, a file past the limit, a zero-pixel and a
// 50 000-pixel image and a missing alt text are each a Dutch 4xx, and nothing is stored.
func TestBadUploadsStoreNothing(t *testing.T) {
	ctx := context.Background()
	s, db, walkID := serviceWithWalk(t, "zonder-foto")
	cases := []struct {
		name string
		data []byte
		alt  string
		kind errs.Kind
		code string
	}{
		{"a renamed PDF", mediatest.PDF, "Bos", errs.Invalid, "not_an_image"},
		{"50 MB", append(mediatest.JPEGWithGPS(64, 64), make([]byte, 50<<20)...), "Bos", errs.TooLarge, "image_too_large"},
		{"zero pixels", mediatest.PNGHeader(0, 0), "Bos", errs.Invalid, "not_an_image"},
		{"50 000 pixels wide", mediatest.PNGHeader(50_000, 50_000), "Bos", errs.Invalid, "image_too_many_pixels"},
		{"too many megapixels", mediatest.PNGHeader(9_000, 9_000), "Bos", errs.Invalid, "image_too_many_pixels"},
		// 50 MP inside the old limits (10 000 a side, 50 MP) cost 9 s and 200 MB to decode;
		// a 1600 px cover needs far fewer. Refused from the header, never decoded.
		{"a 7 071 × 7 071 PNG", mediatest.PNGHeader(7_071, 7_071), "Bos", errs.Invalid, "image_too_many_pixels"},
		{"8 001 pixels wide", mediatest.PNGHeader(8_001, 100), "Bos", errs.Invalid, "image_too_many_pixels"},
		{"26 megapixels", mediatest.PNGHeader(6_500, 4_000), "Bos", errs.Invalid, "image_too_many_pixels"},
		{"no alt text", mediatest.JPEGWithGPS(64, 64), "  ", errs.Invalid, errs.CodeInvalidInput},
	}
	for _, c := range cases {
		_, err := s.SetWalkCover(ctx, walkID, c.data, c.alt, false)
		var e *errs.Error
		if !errors.As(err, &e) || e.Kind != c.kind || e.Code != c.code || e.Message == "" {
			t.Errorf("%s: %v, want kind %d code %s", c.name, err, c.kind, c.code)
		}
	}
	if n := testdb.Row(t, db, `SELECT (SELECT count(*) FROM media_images) + (SELECT count(*) FROM walk_covers)`); n != "0" {
		t.Errorf("%s rows stored", n)
	}
	if _, err := s.SetWalkCover(ctx, "00000000-0000-0000-0000-000000000000", mediatest.JPEGWithGPS(64, 64), "Bos", false); errs.KindOf(err) != errs.NotFound {
		t.Errorf("an unknown walk: %v", err)
	}
}

// TestReplacingAndRemovingACover: a new upload replaces the cover and deletes the old
// image; removing it deletes the last; a small image is stored at its own width.
func TestReplacingAndRemovingACover(t *testing.T) {
	ctx := context.Background()
	s, db, walkID := serviceWithWalk(t, "wisselend")
	first, err := s.SetWalkCover(ctx, walkID, mediatest.JPEGWithGPS(300, 200), "Eerste", false)
	if err != nil {
		t.Fatal(err)
	}
	if w := first.Widths(); len(w) != 1 || w[0] != 300 {
		t.Errorf("a 300 px image is stored at %v", w)
	}
	second, err := s.SetWalkCover(ctx, walkID, mediatest.JPEGWithGPS(500, 250), "Tweede", false)
	if err != nil {
		t.Fatal(err)
	}
	c, ok, err := s.WalkCover(ctx, walkID)
	if err != nil || !ok || c != second || c.Hash == first.Hash {
		t.Fatalf("cover %+v %v %v, want %+v", c, ok, err, second)
	}
	if _, err := s.Variant(ctx, media.Name(first.Hash, 300, media.JPEG)); !errors.Is(err, media.ErrNotFound) {
		t.Errorf("the replaced image is still served: %v", err)
	}
	if err := s.RemoveWalkCover(ctx, walkID, false); err != nil {
		t.Fatal(err)
	}
	if n := testdb.Row(t, db, `SELECT count(*) FROM media_variants`); n != "0" {
		t.Errorf("%s variants left after removing the cover", n)
	}
	if err := s.RemoveWalkCover(ctx, walkID, false); !errors.Is(err, media.ErrNotFound) {
		t.Errorf("removing no cover: %v", err)
	}
}

// TestASeriesSharesOneCover: the walks "Herhalen" makes show the cover of the walk they
// were made from, stored once; replacing it for "deze en alle volgende" changes the later
// walks that have not started and leaves a started one as it is; removing it likewise.
func TestASeriesSharesOneCover(t *testing.T) {
	ctx := context.Background()
	s, db, first := serviceWithWalk(t, "reeks")
	one, err := s.SetWalkCover(ctx, first, mediatest.JPEGWithGPS(300, 200), "Heide", false)
	if err != nil {
		t.Fatal(err)
	}
	made, err := walk.NewPlanner(db.DB, time.Now).Repeat(ctx, first, walk.Repetition{Every: walk.EveryWeek, Count: new(3)})
	if err != nil {
		t.Fatal(err)
	}
	ids := []string{first, made[0].ID, made[1].ID, made[2].ID}
	covers := func() []string {
		t.Helper()
		out := make([]string, len(ids))
		for i, id := range ids {
			c, ok, err := s.WalkCover(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if ok {
				out[i] = c.Hash + " " + c.Alt
			}
		}
		return out
	}
	images := func() string { return testdb.Row(t, db, `SELECT count(*) FROM media_images`) }
	h1 := one.Hash + " Heide"
	if got := covers(); got[1] != h1 || got[2] != h1 || got[3] != h1 || images() != "1" {
		t.Fatalf("the repeated walks show %v with %s images, want %s once", got, images(), h1)
	}

	// The first two dates have started; replacing the first's image for the following
	// walks leaves the second as it is.
	testdb.Row(t, db, `UPDATE walks SET date_start = now() - interval '8 days', date_end = now() - interval '7 days' WHERE id = ? RETURNING id`, ids[0])
	testdb.Row(t, db, `UPDATE walks SET date_start = now() - interval '1 day', date_end = now() + interval '1 hour' WHERE id = ? RETURNING id`, ids[1])
	two, err := s.SetWalkCover(ctx, first, mediatest.JPEGWithGPS(500, 250), "Vennen", true)
	if err != nil {
		t.Fatal(err)
	}
	h2 := two.Hash + " Vennen"
	if got := covers(); got[0] != h2 || got[1] != h1 || got[2] != h2 || got[3] != h2 || images() != "2" {
		t.Fatalf("after replacing for the following walks: %v with %s images", got, images())
	}

	// Removing it from the third date on leaves the first two theirs; then removing the
	// first's alone deletes the image no walk shows any more.
	if err := s.RemoveWalkCover(ctx, ids[2], true); err != nil {
		t.Fatal(err)
	}
	if got := covers(); got[0] != h2 || got[1] != h1 || got[2] != "" || got[3] != "" || images() != "2" {
		t.Fatalf("after removing from the third date on: %v with %s images", got, images())
	}
	if err := s.RemoveWalkCover(ctx, first, false); err != nil {
		t.Fatal(err)
	}
	if got := covers(); got[0] != "" || got[1] != h1 || images() != "1" {
		t.Fatalf("after removing the first's alone: %v with %s images", got, images())
	}
}
