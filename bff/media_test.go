package main

import (
	"io"
	"net/http"
	"testing"

	"wandelwijs.nl/bff/routing"
)

// TestImagesAreForwardedToTheShop: /media/{name} is the shop's /api/v1/media/{name}, the
// calendar feeds /agenda.ics and /agenda/{token}.ics the shop's too; the
// walk image routes go to the admin service; only GET is forwarded.
func TestImagesAreForwardedToTheShop(t *testing.T) {
	h := newTestBFF(t)
	rec := get(h, "GET", "/media/0123456789abcdef0123-480.webp")
	if rec.Header().Get("X-Service") != "shop" || rec.Body.String() != "GET /api/v1/media/0123456789abcdef0123-480.webp" {
		t.Errorf("GET /media: %d %q to %q", rec.Code, rec.Body, rec.Header().Get("X-Service"))
	}
	if rec := get(h, "POST", "/media/0123456789abcdef0123-480.webp"); rec.Header().Get("X-Service") != "" {
		t.Errorf("POST /media was forwarded to %q", rec.Header().Get("X-Service"))
	}
	for path, want := range map[string]string{"/agenda.ics": "GET /api/v1/agenda.ics", "/agenda/T0k3n.ics": "GET /api/v1/agenda/T0k3n.ics"} {
		if rec := get(h, "GET", path); rec.Header().Get("X-Service") != "shop" || rec.Body.String() != want {
			t.Errorf("GET %s: %q to %q", path, rec.Body, rec.Header().Get("X-Service"))
		}
	}
	for _, m := range []string{"GET", "POST", "DELETE"} {
		if rec := get(h, m, "/api/v1/walks/admin/3f1c/image"); rec.Header().Get("X-Service") != "admin" {
			t.Errorf("%s image: to %q", m, rec.Header().Get("X-Service"))
		}
	}
}

// TestAnUploadMayBeLargerThanAJSONBody: an image upload passes the BFF up to
// routing.UploadBytes, where any other call stops at maxRequestBody.
func TestAnUploadMayBeLargerThanAJSONBody(t *testing.T) {
	bff, _ := throughBFF(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n, _ := io.Copy(io.Discard, r.Body)
		if n != 5<<20 {
			w.WriteHeader(http.StatusBadRequest)
		}
	}))
	post := func(path string, size int64) int {
		t.Helper()
		req, _ := http.NewRequest("POST", bff+path, io.LimitReader(zeros{}, size))
		req.ContentLength = size
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	if code := post("/api/v1/walks/admin/3f1c/image", 5<<20); code != 200 {
		t.Errorf("5 MB upload: %d", code)
	}
	if code := post("/api/v1/walks/admin/3f1c/image", routing.UploadBytes+1); code != http.StatusRequestEntityTooLarge {
		t.Errorf("an upload past the bound: %d", code)
	}
	if code := post("/api/v1/contact", 5<<20); code != http.StatusRequestEntityTooLarge {
		t.Errorf("5 MB to a JSON route: %d", code)
	}
}
