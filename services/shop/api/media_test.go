package api_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/agenda"
	"wandelwijs.nl/domain/media"
	"wandelwijs.nl/domain/media/mediatest"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/server/servertest"
	"wandelwijs.nl/shop/shoptest"
)

// TestAWalksCoverImageIsServed: a walk with a cover lists it with its size, alt text and
// srcsets in JPEG and WebP; every URL in them answers the image, cached for a year as
// immutable; a name of no stored image is a 404.
func TestAWalksCoverImageIsServed(t *testing.T) {
	t.Parallel()
	var cover media.Cover
	shop := shoptest.Start(t, shoptest.Options{Seed: func(db *database.DB) {
		id := insertWalk(t, db, "met-beeld", time.Now().Add(72*time.Hour), true, 10)
		var err error
		cover, err = media.NewService(db.DB).SetWalkCover(context.Background(), id, mediatest.JPEGWithGPS(1700, 850), "Vennen in de ochtend", false)
		if err != nil {
			t.Fatal(err)
		}
	}})
	anon := client{t: t, handler: shop.Handler}
	type coverOut struct {
		Alt, Src, Srcset, SrcsetWebp, Large string
		Width, Height                       int
	}
	for _, path := range []string{"/api/v1/walks", "/api/v1/walks/met-beeld"} {
		rec := anon.do("GET", path, "")
		var got coverOut
		if strings.HasSuffix(path, "walks") {
			got = servertest.Decode[[]struct{ CoverImage coverOut }](t, rec)[0].CoverImage
		} else {
			got = servertest.Decode[struct{ CoverImage coverOut }](t, rec).CoverImage
		}
		h := cover.Hash
		want := coverOut{Alt: "Vennen in de ochtend", Width: 1700, Height: 850, Src: "/media/" + h + "-480.jpg",
			Srcset:     "/media/" + h + "-480.jpg 480w, /media/" + h + "-960.jpg 960w, /media/" + h + "-1600.jpg 1600w",
			SrcsetWebp: "/media/" + h + "-480.webp 480w, /media/" + h + "-960.webp 960w, /media/" + h + "-1600.webp 1600w",
			Large:      "/media/" + h + "-1600.jpg"}
		if got != want {
			t.Errorf("%s: cover %+v, want %+v", path, got, want)
		}
	}
	for _, name := range []string{cover.Hash + "-480.jpg", cover.Hash + "-1600.webp"} {
		rec := anon.do("GET", "/api/v1/media/"+name, "")
		wantType := map[bool]string{true: "image/webp", false: "image/jpeg"}[strings.HasSuffix(name, "webp")]
		if rec.Code != 200 || rec.Header().Get("Content-Type") != wantType || rec.Body.Len() < 100 ||
			rec.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("%s: %d %s %q", name, rec.Code, rec.Header().Get("Content-Type"), rec.Header().Get("Cache-Control"))
		}
	}
	for _, name := range []string{cover.Hash + "-1700.jpg", cover.Hash + "-480.png", "0123456789abcdef0123-480.jpg", "foto.jpg"} {
		if rec := anon.do("GET", "/api/v1/media/"+name, ""); rec.Code != 404 || rec.Header().Get("Cache-Control") != "no-store" {
			t.Errorf("%s: %d %q, want 404 not kept", name, rec.Code, rec.Header().Get("Cache-Control"))
		}
	}
}

// TestAWalkPageSaysWhoLeadsIt: a walk's page carries its guide's name, line and photo
// (sized, with srcsets); a walk without a guide has none.
func TestAWalkPageSaysWhoLeadsIt(t *testing.T) {
	t.Parallel()
	var photo media.Cover
	shop := shoptest.Start(t, shoptest.Options{Seed: func(db *database.DB) {
		id := insertWalk(t, db, "met-gids", time.Now().Add(72*time.Hour), true, 10)
		insertWalk(t, db, "zonder-gids", time.Now().Add(96*time.Hour), true, 10)
		if _, err := db.DB.NewRaw(`UPDATE walks SET guide_name = 'Anna de Vries', guide_line = 'Boswachter' WHERE id = ?`, id).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		var err error
		photo, err = media.NewService(db.DB).SetGuidePhoto(context.Background(), id, mediatest.JPEGWithGPS(600, 600))
		if err != nil {
			t.Fatal(err)
		}
	}})
	anon := client{t: t, handler: shop.Handler}
	type guide struct {
		Name, Line string
		Photo      struct {
			Alt, Src, SrcsetWebp string
			Width, Height        int
		}
	}
	got := servertest.Decode[struct{ Guide *guide }](t, anon.do("GET", "/api/v1/walks/met-gids", "")).Guide
	h := photo.Hash
	if got == nil || got.Name != "Anna de Vries" || got.Line != "Boswachter" || got.Photo.Alt != "Anna de Vries" ||
		got.Photo.Width != 600 || got.Photo.Height != 600 || got.Photo.Src != "/media/"+h+"-480.jpg" ||
		got.Photo.SrcsetWebp != "/media/"+h+"-480.webp 480w" {
		t.Errorf("guide %+v", got)
	}
	if none := servertest.Decode[struct{ Guide *guide }](t, anon.do("GET", "/api/v1/walks/zonder-gids", "")).Guide; none != nil {
		t.Errorf("a walk without a guide: %+v", none)
	}
}

// TestTheCalendarFeeds: /agenda.ics is a calendar for anyone; the private feed answers
// only its token, as a calendar, and a wrong token is a Dutch 404 that is not kept.
func TestTheCalendarFeeds(t *testing.T) {
	t.Parallel()
	shop := shoptest.Start(t, shoptest.Options{Seed: func(db *database.DB) {
		insertWalk(t, db, "in-de-agenda", time.Now().Add(72*time.Hour), true, 10)
	}})
	anon := client{t: t, handler: shop.Handler}
	rec := anon.do("GET", "/api/v1/agenda.ics", "")
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "text/calendar; charset=utf-8" ||
		!strings.Contains(rec.Body.String(), "BEGIN:VEVENT") || !strings.Contains(rec.Body.String(), "/wandelingen/in-de-agenda") {
		t.Errorf("public feed: %d %q %s", rec.Code, rec.Header().Get("Content-Type"), rec.Body)
	}
	token, err := agenda.NewService(shop.DB.DB, shop.URL, time.Now).Token(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rec := anon.do("GET", "/api/v1/agenda/"+token+".ics", ""); rec.Code != 200 || !strings.Contains(rec.Body.String(), "plaatsen geboekt") {
		t.Errorf("private feed: %d %s", rec.Code, rec.Body)
	}
	rec = anon.do("GET", "/api/v1/agenda/verkeerd-token.ics", "")
	if body := servertest.Decode[struct{ Message string }](t, rec); rec.Code != 404 || !strings.Contains(body.Message, "agenda-link") {
		t.Errorf("a wrong token: %d %q", rec.Code, body.Message)
	}
}
