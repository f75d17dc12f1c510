package api_test

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/media/mediatest"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/server/servertest"
)

// upload posts a multipart form with the file (as foto.jpg) and alt to the walk's image route.
func (e *env) upload(token, walkID string, file []byte, alt string) (int, errorBody, string) {
	return e.uploadScoped(token, walkID, file, alt, "")
}

// uploadScoped is upload with the form's scope ("this", "following"; left out when empty).
func (e *env) uploadScoped(token, walkID string, file []byte, alt, scope string) (int, errorBody, string) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	if alt != "" {
		_ = mw.WriteField("alt", alt)
	}
	if scope != "" {
		_ = mw.WriteField("scope", scope)
	}
	if file != nil {
		fw, _ := mw.CreateFormFile("image", "foto.jpg")
		_, _ = fw.Write(file)
	}
	_ = mw.Close()
	req := servertest.Caller{Access: token, CSRF: "t"}.Request(http.MethodPost, "/api/v1/walks/admin/"+walkID+"/image", "")
	req.Body, req.ContentLength = nopCloser{&body}, int64(body.Len())
	req.Header.Set("Content-Type", mw.FormDataContentType())
	rec := servertest.Serve(e.handler, req)
	var eb errorBody
	_ = json.Unmarshal(rec.Body.Bytes(), &eb)
	return rec.Code, eb, rec.Body.String()
}

type nopCloser struct{ *bytes.Buffer }

func (nopCloser) Close() error { return nil }

// TestAnOrganiserUploadsACoverImage: an organiser's JPEG becomes the walk's cover and can
// be read back and removed; a renamed PDF, a 50 MB file, a zero-pixel and a 50 000-pixel
// image and a missing alt text are each a Dutch 4xx that stores nothing; customers may not.
func TestAnOrganiserUploadsACoverImage(t *testing.T) {
	e := newEnv(t)
	walkID := testdb.Walk(t, e.db, "met-beeld", time.Now().Add(72*time.Hour), 10, 2000, true)

	bad := []struct {
		name   string
		file   []byte
		alt    string
		status int
		field  string
	}{
		{"a renamed PDF", mediatest.PDF, "Bos", http.StatusBadRequest, ""},
		{"50 MB", append(mediatest.JPEGWithGPS(32, 32), make([]byte, 50<<20)...), "Bos", http.StatusRequestEntityTooLarge, ""},
		{"zero pixels", mediatest.PNGHeader(0, 0), "Bos", http.StatusBadRequest, ""},
		{"a decompression bomb", mediatest.PNGHeader(50_000, 50_000), "Bos", http.StatusBadRequest, ""},
		{"no alt text", mediatest.JPEGWithGPS(32, 32), "", http.StatusBadRequest, "alt"},
		{"no file", nil, "Bos", http.StatusBadRequest, "image"},
	}
	for _, c := range bad {
		code, body, raw := e.upload(e.admin, walkID, c.file, c.alt)
		if code != c.status || body.Message == "" || (c.field != "" && body.Errors[c.field] == "") {
			t.Errorf("%s: %d %s, want %d", c.name, code, raw, c.status)
		}
	}
	if n := testdb.Row(t, e.db, `SELECT (SELECT count(*) FROM media_images) + (SELECT count(*) FROM walk_covers)`); n != "0" {
		t.Fatalf("%s rows stored by refused uploads", n)
	}
	if code, _, _ := e.upload(e.user, walkID, mediatest.JPEGWithGPS(32, 32), "Bos"); code != http.StatusForbidden {
		t.Errorf("a customer's upload: %d", code)
	}
	if code, _, _ := e.upload(e.admin, "00000000-0000-4000-8000-000000000001", mediatest.JPEGWithGPS(32, 32), "Bos"); code != http.StatusNotFound {
		t.Errorf("an unknown walk: %d", code)
	}

	code, _, raw := e.upload(e.admin, walkID, mediatest.JPEGWithGPS(1000, 500), "Heide bij zonsopgang")
	var cover struct {
		Alt           string
		Width, Height int
		Src           string
		URLs          []string
	}
	if err := json.Unmarshal([]byte(raw), &cover); code != http.StatusOK || err != nil {
		t.Fatalf("upload: %d %s", code, raw)
	}
	if cover.Alt != "Heide bij zonsopgang" || cover.Width != 1000 || cover.Height != 500 || len(cover.URLs) != 2 ||
		!strings.HasPrefix(cover.Src, "/media/") || !strings.HasSuffix(cover.Src, "-480.jpg") {
		t.Errorf("cover %+v", cover)
	}
	if rec := e.call(e.admin, "GET", "/api/v1/walks/admin/"+walkID+"/image", ""); rec.Code != 200 || !strings.Contains(rec.Body.String(), cover.Src) {
		t.Errorf("read back: %d %s", rec.Code, rec.Body)
	}
	if rec := e.call(e.admin, "DELETE", "/api/v1/walks/admin/"+walkID+"/image", ""); rec.Code != http.StatusNoContent {
		t.Errorf("remove: %d %s", rec.Code, rec.Body)
	}
	if rec := e.call(e.admin, "GET", "/api/v1/walks/admin/"+walkID+"/image", ""); rec.Code != http.StatusNotFound {
		t.Errorf("after removing: %d %s", rec.Code, rec.Body)
	}
}

// TestAnImageForTheFollowingWalksOfASeries: an upload or a removal with scope "following"
// goes to the later walks of the series too, "this" to the walk alone; another scope is a
// Dutch 400 that changes nothing.
func TestAnImageForTheFollowingWalksOfASeries(t *testing.T) {
	e := newEnv(t)
	first := testdb.Walk(t, e.db, "reeks-beeld", time.Now().Add(72*time.Hour), 10, 2000, true)
	rec := e.call(e.admin, "POST", "/api/v1/walks/admin/"+first+"/repeat", `{"every":"week","count":2}`)
	var made []struct{ ID string }
	if err := json.Unmarshal(rec.Body.Bytes(), &made); rec.Code != http.StatusCreated || err != nil || len(made) != 2 {
		t.Fatalf("repeat: %d %s", rec.Code, rec.Body)
	}
	ids := []string{first, made[0].ID, made[1].ID}
	covered := func() string {
		return testdb.Row(t, e.db, `SELECT count(DISTINCT walk_id) || '/' || count(DISTINCT image_hash) FROM walk_covers`)
	}
	if code, body, raw := e.uploadScoped(e.admin, first, mediatest.JPEGWithGPS(64, 32), "Bos", "alle"); code != http.StatusBadRequest || body.Errors["scope"] == "" {
		t.Errorf("an unknown scope: %d %s", code, raw)
	}
	if rec := e.call(e.admin, "DELETE", "/api/v1/walks/admin/"+first+"/image?scope=alle", ""); rec.Code != http.StatusBadRequest {
		t.Errorf("removing with an unknown scope: %d %s", rec.Code, rec.Body)
	}
	if got := covered(); got != "0/0" {
		t.Fatalf("refused calls stored covers: %s", got)
	}
	if code, _, raw := e.uploadScoped(e.admin, ids[1], mediatest.JPEGWithGPS(64, 32), "Bos", "this"); code != http.StatusOK || covered() != "1/1" {
		t.Fatalf("this walk alone: %d %s, covers %s", code, raw, covered())
	}
	if code, _, raw := e.uploadScoped(e.admin, first, mediatest.JPEGWithGPS(80, 40), "Heide", "following"); code != http.StatusOK || covered() != "3/1" {
		t.Fatalf("the following walks: %d %s, covers %s", code, raw, covered())
	}
	if rec := e.call(e.admin, "DELETE", "/api/v1/walks/admin/"+ids[1]+"/image?scope=following", ""); rec.Code != http.StatusNoContent || covered() != "1/1" {
		t.Fatalf("removing from the second on: %d %s, covers %s", rec.Code, rec.Body, covered())
	}
}

// TestTheOrganisersFeedTokenIsShownAndRenewed: the back office shows the private feed's
// URL, the same until renewed; renewing gives a new one.
func TestTheOrganisersFeedTokenIsShownAndRenewed(t *testing.T) {
	e := newEnv(t)
	url := func(method, path string) string {
		rec := e.call(e.admin, method, path, "")
		var v struct{ URL string }
		if err := json.Unmarshal(rec.Body.Bytes(), &v); rec.Code != 200 || err != nil {
			t.Fatalf("%s %s: %d %s", method, path, rec.Code, rec.Body)
		}
		return v.URL
	}
	first := url("GET", "/api/v1/admin/agenda-feed")
	if !strings.HasPrefix(first, "http://localhost:8080/agenda/") || !strings.HasSuffix(first, ".ics") || url("GET", "/api/v1/admin/agenda-feed") != first {
		t.Errorf("feed URL %q", first)
	}
	renewed := url("POST", "/api/v1/admin/agenda-feed/renew")
	if renewed == first || url("GET", "/api/v1/admin/agenda-feed") != renewed {
		t.Errorf("renewed %q after %q", renewed, first)
	}
}

// TestAnOrganiserNamesTheGuideWithAPhoto: the walk form takes the guide's name and line,
// each checked with a Dutch 400 that changes nothing; the guide's photo is uploaded,
// checked and stored as a cover is, shown with the walk, and removed.
func TestAnOrganiserNamesTheGuideWithAPhoto(t *testing.T) {
	e := newEnv(t)
	walkID := testdb.Walk(t, e.db, "met-gids", time.Now().Add(72*time.Hour), 10, 2000, true)
	path := "/api/v1/walks/admin/" + walkID
	for name, c := range map[string]struct{ body, field string }{
		"a long name":          {`{"guideName":"` + strings.Repeat("a", 101) + `"}`, "guideName"},
		"a long line":          {`{"guideName":"Anna","guideLine":"` + strings.Repeat("b", 161) + `"}`, "guideLine"},
		"a line without name":  {`{"guideLine":"Boswachter"}`, "guideName"},
		"a name that is blank": {`{"guideName":"  ","guideLine":"Boswachter"}`, "guideName"},
	} {
		rec := e.call(e.admin, "PUT", path, c.body)
		var body errorBody
		_ = json.Unmarshal(rec.Body.Bytes(), &body)
		if rec.Code != http.StatusBadRequest || body.Errors[c.field] == "" {
			t.Errorf("%s: %d %s", name, rec.Code, rec.Body)
		}
	}
	if n := testdb.Row(t, e.db, `SELECT count(*) FROM walks WHERE guide_name IS NOT NULL OR guide_line IS NOT NULL`); n != "0" {
		t.Fatalf("refused guides stored on %s walks", n)
	}
	if rec := e.call(e.admin, "PUT", path, `{"guideName":" Anna de Vries ","guideLine":"Boswachter op de Veluwe"}`); rec.Code != 200 ||
		!strings.Contains(rec.Body.String(), `"guideName":"Anna de Vries","guideLine":"Boswachter op de Veluwe","guidePhoto":null`) {
		t.Fatalf("set the guide: %d %s", rec.Code, rec.Body)
	}

	photo := func(file []byte) (int, string) {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		fw, _ := mw.CreateFormFile("image", "gids.jpg")
		_, _ = fw.Write(file)
		_ = mw.Close()
		req := servertest.Caller{Access: e.admin, CSRF: "t"}.Request(http.MethodPost, path+"/guide-photo", "")
		req.Body, req.ContentLength = nopCloser{&body}, int64(body.Len())
		req.Header.Set("Content-Type", mw.FormDataContentType())
		rec := servertest.Serve(e.handler, req)
		return rec.Code, rec.Body.String()
	}
	if code, raw := photo(mediatest.PDF); code != http.StatusBadRequest || testdb.Row(t, e.db, `SELECT count(*) FROM media_images`) != "0" {
		t.Fatalf("a renamed PDF as the guide's photo: %d %s", code, raw)
	}
	if code, raw := photo(mediatest.PNGHeader(50_000, 50_000)); code != http.StatusBadRequest {
		t.Fatalf("a decompression bomb as the guide's photo: %d %s", code, raw)
	}
	code, raw := photo(mediatest.JPEGWithGPS(600, 600))
	if code != http.StatusOK || !strings.Contains(raw, `"alt":"Anna de Vries","width":600,"height":600`) {
		t.Fatalf("the guide's photo: %d %s", code, raw)
	}
	if rec := e.call(e.admin, "GET", path, ""); !strings.Contains(rec.Body.String(), `"guidePhoto":{"alt":"Anna de Vries","width":600,"height":600`) {
		t.Errorf("the walk with its guide's photo: %s", rec.Body)
	}
	if rec := e.call(e.user, "DELETE", path+"/guide-photo", ""); rec.Code != http.StatusForbidden {
		t.Errorf("a customer removes the guide's photo: %d", rec.Code)
	}
	if rec := e.call(e.admin, "DELETE", path+"/guide-photo", ""); rec.Code != http.StatusNoContent || testdb.Row(t, e.db, `SELECT count(*) FROM media_images`) != "0" {
		t.Errorf("remove the guide's photo: %d %s", rec.Code, rec.Body)
	}
	if rec := e.call(e.admin, "DELETE", path+"/guide-photo", ""); rec.Code != http.StatusNotFound {
		t.Errorf("remove no photo: %d %s", rec.Code, rec.Body)
	}
}
