package main

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"

	"wandelwijs.nl/platform/httpx"
)

// spa serves one built single-page app from dir under prefix: files as they are (hashed
// assets cached for a year, the rest revalidated) and index.html for every other path,
// so deep links work. When set, page answers those paths instead (the shop's heads).
type spa struct {
	dir    string
	prefix string
	page   http.Handler
}

func (s spa) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Methode niet toegestaan", http.StatusMethodNotAllowed)
		return
	}
	rel := strings.TrimPrefix(path.Clean("/"+strings.TrimPrefix(r.URL.Path, s.prefix)), "/")
	if rel != "" && rel != "index.html" && s.serveFile(w, r, rel) {
		return
	}
	if path.Ext(rel) != "" && rel != "index.html" {
		http.NotFound(w, r) // a missing file, not a page
		return
	}
	if s.page != nil {
		s.page.ServeHTTP(w, r)
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	s.serve(w, r, "index.html")
}

// serveFile serves rel when it is a regular file and tells whether it did.
func (s spa) serveFile(w http.ResponseWriter, r *http.Request, rel string) bool {
	info, err := os.Stat(filepath.Join(s.dir, filepath.FromSlash(rel)))
	if err != nil || !info.Mode().IsRegular() {
		return false
	}
	httpx.Matched(r, r.URL.Path) // a file of the build: its path holds no secret
	if strings.HasPrefix(rel, "assets/") {
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		w.Header().Set("Cache-Control", "no-cache")
	}
	s.serve(w, r, rel)
	return true
}

func (s spa) serve(w http.ResponseWriter, r *http.Request, rel string) {
	f, err := os.Open(filepath.Join(s.dir, filepath.FromSlash(rel)))
	if err != nil {
		http.Error(w, "Deze pagina is nog niet gebouwd. Voer 'make build' uit.", http.StatusServiceUnavailable)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		http.Error(w, "Bestand niet leesbaar", http.StatusInternalServerError)
		return
	}
	http.ServeContent(w, r, rel, info.ModTime(), f)
}
